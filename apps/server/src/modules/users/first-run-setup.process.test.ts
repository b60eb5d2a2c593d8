// The real process on an empty data directory without seeding variables: the setup link is printed
// plainly and logged once, a restart replaces it, and the printed link creates the first super user.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SETUP_MESSAGES } from '@beacon/contracts';
import { strongPassword } from '@beacon/test-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { type BeaconProcess, startBeaconProcess } from '../../test-support/index.ts';

const started: BeaconProcess[] = [];
const dataDirs: string[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((beacon) => beacon.stop()));
  for (const directory of dataDirs.splice(0)) fs.rmSync(directory, { recursive: true, force: true });
});

async function start(dataDir: string, env: Record<string, string> = {}): Promise<BeaconProcess> {
  const beacon = await startBeaconProcess({ BEACON_DATA_DIR: dataDir, ...env });
  started.push(beacon);
  // The link is printed right after the server listens; readiness can come a moment earlier.
  for (let wait = 0; wait < 50 && !beacon.output().includes('first-run setup: open'); wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return beacon;
}

function printedToken(beacon: BeaconProcess, setupPath = '/setup'): string {
  const plain = [...beacon.output().matchAll(/^Beacon first-run setup: open (\S+) to create/gm)];
  expect(plain).toHaveLength(1);
  const link = new URL(plain[0]![1]!);
  expect(link.origin).toBe(beacon.url);
  expect(link.pathname).toBe(setupPath);
  // The same link once through the logger, as a structured line.
  const logged = beacon
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes('"setupLink"'))
    .map((line) => JSON.parse(line) as { setupLink: string; level: number });
  expect(logged.map((line) => line.setupLink)).toEqual([link.href]);
  return link.searchParams.get('token') ?? '';
}

async function completeSetup(beacon: BeaconProcess, token: string, name: string, basePath = '') {
  const csrf = await fetch(`${beacon.url}${basePath}/pulsar-manager/csrf-token`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.getSetCookie().join(';'))?.[1] ?? '';
  const answer = await fetch(`${beacon.url}${basePath}/pulsar-manager/users/setup`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ token, name, password: strongPassword() }),
  });
  return { status: answer.status, body: await answer.text() };
}

describe('first-run setup in the real process', () => {
  it('prints and logs a one-time link, replaces it on restart, and prints none once setup is done', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-setup-'));
    dataDirs.push(dataDir);

    const first = await start(dataDir);
    const oldToken = printedToken(first);
    await first.stop();
    started.splice(0);

    const second = await start(dataDir);
    const newToken = printedToken(second);
    expect(newToken).not.toBe(oldToken);
    const stale = await completeSetup(second, oldToken, 'root');
    expect(stale.status).toBe(403);
    expect(stale.body).toContain(SETUP_MESSAGES.tokenInvalid);
    const done = await completeSetup(second, newToken, 'root');
    expect(done).toEqual({ status: 200, body: JSON.stringify({ message: SETUP_MESSAGES.done }) });
    await second.stop();
    started.splice(0);

    const third = await start(dataDir);
    const status = await fetch(`${third.url}/pulsar-manager/users/setup/status`);
    expect(await status.json()).toEqual({ pending: false });
    expect(third.output()).not.toContain('/setup?token=');
  }, 60_000);

  it('prints the link under BEACON_BASE_PATH, where the setup is done', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-setup-'));
    dataDirs.push(dataDir);
    const beacon = await start(dataDir, { BEACON_BASE_PATH: '/pulsar' });
    const token = printedToken(beacon, '/pulsar/setup');
    const done = await completeSetup(beacon, token, 'root', '/pulsar');
    expect(done).toEqual({ status: 200, body: JSON.stringify({ message: SETUP_MESSAGES.done }) });
  });
});
