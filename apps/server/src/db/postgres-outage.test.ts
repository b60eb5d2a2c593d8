// The real server process on a PostgreSQL cluster of this test's own, through the outages that used
// to end the process: a backend terminated under an idle pooled connection, `pg_ctl restart -m fast`
// with requests in flight, and PostgreSQL down for a while. Beacon must stay up, answer 503 with a
// clear message meanwhile (never 500, never hang), keep serving what needs no database, and work
// again by itself once PostgreSQL is back.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { newUserCredentials } from '@beacon/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BeaconProcess,
  postgresInstalled,
  startBeaconProcess,
  startThrowawayPostgres,
  testDialect,
  type ThrowawayPostgres,
} from '../test-support/index.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-unavailable.ts';
import { POSTGRES_CONNECT_TIMEOUT_MS } from './open-database.ts';

// This file manages its own cluster: run it once (in the SQLite project), not once per dialect.
const runsHere = testDialect() === 'sqlite';
const installed = postgresInstalled();
if (runsHere && !installed) {
  console.warn(
    '\n*** postgres-outage.test.ts SKIPPED: no PostgreSQL server binaries under /usr/lib/postgresql ***\n',
  );
}

/** The words of users.routes.ts's per-session userInfo limit. */
const USER_INFO_LIMITED = 'Too many user info requests from this session, try again later';

interface Answer {
  status: number;
  body: string;
  elapsedMs: number;
}

/** Eight loops of logins and session reads, on a worker thread, until told to stop. */
const LOAD_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, token, username, password } = workerData;
const answers = [];
let running = true;
parentPort.on('message', () => (running = false));
async function send(index) {
  const started = performance.now();
  const response = index % 2 === 0
    ? await fetch(url + '/pulsar-manager/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      })
    : await fetch(url + '/pulsar-manager/users/userInfo', { headers: { token } });
  const body = await response.text();
  answers.push({ status: response.status, body, elapsedMs: performance.now() - started });
}
async function loop(index) {
  while (running) await send(index);
}
const loops = Array.from({ length: 8 }, (_, index) => loop(index));
parentPort.postMessage('started');
Promise.all(loops).then(() => parentPort.postMessage(answers));
`;

function startLoad(workerData: Record<string, string>) {
  const worker = new Worker(LOAD_SCRIPT, { eval: true, workerData });
  const messages: unknown[] = [];
  let notify: () => void = () => undefined;
  worker.on('message', (message: unknown) => {
    messages.push(message);
    notify();
  });
  const nextMessage = async (): Promise<unknown> => {
    while (messages.length === 0) await new Promise<void>((resolve) => (notify = resolve));
    return messages.shift();
  };
  return {
    // Some requests run before the restart, so it cuts connections that are busy.
    started: nextMessage().then(() => new Promise((resolve) => setTimeout(resolve, 200))),
    async stop(): Promise<Answer[]> {
      worker.postMessage('stop');
      const answers = (await nextMessage()) as Answer[];
      await worker.terminate();
      return answers;
    },
  };
}

describe.runIf(runsHere && installed)('Beacon through a PostgreSQL outage (real process)', () => {
  let cluster: ThrowawayPostgres;
  let beacon: BeaconProcess;
  const admin = newUserCredentials('outage-admin');
  const directories: string[] = [];

  beforeAll(async () => {
    cluster = startThrowawayPostgres();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-outage-data-'));
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-outage-web-'));
    directories.push(dataDir, webDir);
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Beacon</title>');
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'app-0123abcd.js'), 'console.log("beacon");');
    beacon = await startBeaconProcess({
      DATABASE_URL: cluster.url,
      BEACON_DATA_DIR: dataDir,
      BEACON_WEB_DIR: webDir,
      BEACON_SUPERUSER_NAME: admin.username,
      BEACON_SUPERUSER_PASSWORD: admin.password,
      // Every request reads its session from the database, so an outage shows at once.
      BEACON_SESSION_CACHE_MS: '0',
      BEACON_SECRET_KEY: randomBytes(32).toString('base64'),
    });
  }, 40_000);

  afterAll(async () => {
    await beacon?.stop();
    cluster?.destroy();
    for (const directory of directories) fs.rmSync(directory, { recursive: true, force: true });
  });

  async function call(pathname: string, init: RequestInit = {}): Promise<Answer> {
    const started = performance.now();
    const response = await fetch(`${beacon.url}${pathname}`, {
      ...init,
      signal: AbortSignal.timeout(20_000),
    });
    const body = await response.text();
    return { status: response.status, body, elapsedMs: performance.now() - started };
  }

  const login = () =>
    call('/pulsar-manager/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: admin.username, password: admin.password }),
    });

  async function sessionToken(): Promise<string> {
    const response = await fetch(`${beacon.url}/pulsar-manager/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: admin.username, password: admin.password }),
    });
    expect(response.status).toBe(200);
    return response.headers.get('token') ?? '';
  }

  function expectAlive() {
    expect(beacon.child.exitCode, beacon.output()).toBeNull();
    expect(beacon.child.signalCode).toBeNull();
  }

  /**
   * A 503 during an outage says what is wrong and when to come back; nothing else but 200 is allowed
   * — and the per-session limit on userInfo (120 a minute), which the load's four loops on one
   * session pass on a fast machine: a 429 with its own words is the limit working, not the outage.
   */
  function expectOkOrUnavailable(answers: Answer[]) {
    for (const answer of answers) {
      if (answer.status === 429) {
        expect(JSON.parse(answer.body)).toMatchObject({ message: USER_INFO_LIMITED });
        continue;
      }
      expect([200, 503], answer.body).toContain(answer.status);
      if (answer.status === 503) {
        expect(JSON.parse(answer.body)).toEqual({
          error: DATABASE_UNAVAILABLE_MESSAGE,
          message: DATABASE_UNAVAILABLE_MESSAGE,
          reason: DATABASE_UNAVAILABLE_MESSAGE,
        });
      }
    }
  }

  it('survives a backend terminated under an idle pooled connection', async () => {
    expect((await login()).status).toBe(200);
    const idle = await cluster.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state = 'idle'`,
    );
    expect(idle.length).toBeGreaterThan(0);
    await cluster.query(`select pg_terminate_backend(${Number(idle[0]!.pid)})`);
    // The pool hears of the closed connection (an 'error' event) a moment later.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expectAlive();
    expect((await login()).status).toBe(200);
    expectAlive();
  });

  it('survives pg_ctl restart -m fast with requests in flight and serves them again afterwards', async () => {
    const token = await sessionToken();
    // The load runs on a thread of its own: restart() blocks this one while PostgreSQL restarts.
    const load = startLoad({ url: beacon.url, token, username: admin.username, password: admin.password });
    await load.started;
    cluster.restart();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answers = await load.stop();

    expectAlive();
    expect(answers.length).toBeGreaterThan(8);
    expectOkOrUnavailable(answers);
    // The restart really hit requests in flight (not only idle connections).
    expect(answers.some((answer) => answer.status === 503)).toBe(true);
    expect((await login()).status).toBe(200);
    expect((await call('/pulsar-manager/users/userInfo', { headers: { token } })).status).toBe(200);
  }, 30_000);

  it('answers 503 while PostgreSQL is down, serves what needs no database, and recovers by itself', async () => {
    const token = await sessionToken();
    cluster.stopServer();
    try {
      const duringOutage = [
        await login(),
        await call('/pulsar-manager/users/userInfo', { headers: { token } }),
      ];
      expectOkOrUnavailable(duringOutage);
      for (const answer of duringOutage) {
        expect(answer.status).toBe(503);
        // Bounded by the pool's connect timeout, never a hang until the client gives up.
        expect(answer.elapsedMs).toBeLessThan(POSTGRES_CONNECT_TIMEOUT_MS + 3000);
      }
      const ready = await call('/readyz');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: 'database unreachable' });
      expect((await call('/healthz')).status).toBe(200);
      expect((await call('/assets/app-0123abcd.js')).status).toBe(200);
      const page = await call('/management/tenants');
      expect(page.status).toBe(200);
      expect(page.body).toContain('<title>Beacon</title>');
      expectAlive();
    } finally {
      cluster.startServer();
    }

    expect((await login()).status).toBe(200);
    expect((await call('/readyz')).status).toBe(200);
    expectAlive();
  }, 30_000);
});
