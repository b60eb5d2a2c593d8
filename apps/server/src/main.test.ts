// The real process: start-up on a fresh data directory, seeding, refusal of a bad setting, and a
// graceful stop on SIGTERM.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const mainFile = path.join(import.meta.dirname, 'main.ts');
const dataDirs: string[] = [];

afterEach(() => {
  for (const directory of dataDirs.splice(0)) fs.rmSync(directory, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function startServer(environment: Record<string, string>) {
  const child = spawn(process.execPath, [mainFile], {
    env: { PATH: process.env.PATH, BEACON_LOG_LEVEL: 'warn', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitUntilReady(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on port ${port} did not become ready`);
}

describe('the server process', () => {
  it('starts on a fresh data directory, seeds the super user, and stops cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-main-'));
    dataDirs.push(dataDir);
    const port = await freePort();
    const server = startServer({
      BEACON_PORT: String(port),
      BEACON_HOST: '127.0.0.1',
      BEACON_DATA_DIR: dataDir,
      BEACON_SUPERUSER_NAME: 'process-admin',
      BEACON_SUPERUSER_PASSWORD: 'process-password-1',
    });
    await waitUntilReady(port);
    expect(fs.existsSync(path.join(dataDir, 'beacon.sqlite'))).toBe(true);

    const login = await fetch(`http://127.0.0.1:${port}/pulsar-manager/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'process-admin', password: 'process-password-1' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('username')).toBe('process-admin');
    expect(server.output()).not.toContain('process-password-1');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 20_000);

  it('refuses to start with a bad setting and names the variable', async () => {
    const server = startServer({ BEACON_PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('BEACON_PORT must be a number');
  }, 20_000);
});
