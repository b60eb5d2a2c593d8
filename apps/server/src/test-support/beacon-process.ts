// The real server process for tests that need what inject() cannot show: that the process survives a
// fault, what it holds in memory, what kill -9 leaves on disk, two replicas side by side.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const mainFile = path.join(import.meta.dirname, '..', 'main.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface BeaconProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output(): string;
  /** SIGTERM, then SIGKILL if it has not stopped within 10 s. */
  stop(): Promise<void>;
}

/** Starts `node apps/server/src/main.ts` with `environment` (plus a free port) and waits for /readyz. */
export async function startBeaconProcess(
  environment: Record<string, string>,
  options: { waitUntilReady?: boolean; nodeArgs?: string[] } = {},
): Promise<BeaconProcess> {
  const port = environment.BEACON_PORT ? Number(environment.BEACON_PORT) : await freePort();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), mainFile], {
    env: {
      PATH: process.env.PATH,
      BEACON_LOG_LEVEL: 'warn',
      BEACON_HOST: '127.0.0.1',
      ...environment,
      BEACON_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const beacon: BeaconProcess = {
    child,
    port,
    url,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  if (options.waitUntilReady !== false) await waitUntilReady(beacon);
  return beacon;
}

export async function waitUntilReady(beacon: Pick<BeaconProcess, 'url' | 'output' | 'child'>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (beacon.child.exitCode !== null) {
      throw new Error(`Beacon exited with ${beacon.child.exitCode} before it was ready:\n${beacon.output()}`);
    }
    try {
      const response = await fetch(`${beacon.url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Beacon at ${beacon.url} did not become ready:\n${beacon.output()}`);
}
