// kill -9 in the middle of a stream of writes, on SQLite and on PostgreSQL: every write Beacon
// acknowledged (2xx received before the kill) is there after a restart on the same data, whole.
//
// The writes are user updates through the super user's API, several writers side by side, each on a
// user of its own: one transaction changes the user row, replaces its tenant binding (roles and
// role_bindings rows), revokes its sessions and appends an audit record, and the answer comes only after
// the commit. They cost no password hash, so hundreds run per second and the kill lands inside a
// transaction. Each acknowledged update is found by its own audit record; each user's row and binding
// must be those of one and the same update, at least as recent as its last acknowledged one.
// The test manages its own databases, so it runs once (in the SQLite project).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UserSummary } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import {
  type BeaconProcess,
  postgresInstalled,
  startBeaconProcess,
  startThrowawayPostgres,
  testDialect,
} from '../test-support/index.ts';
import { HttpSession } from '../test-support/http-session.ts';

const SUPERUSER = { name: 'durability-admin', password: 'Acknowledged-Means-Kept-7' };
/** Writers running side by side, so several writes are always in flight when the kill comes. */
const WRITERS = 4;
/** The stream runs at least this long, then until this many writes were acknowledged or the cap. */
const STREAM_MIN_MS = 1000;
const STREAM_TARGET_ACKNOWLEDGED = 200;
const STREAM_MAX_MS = 3000;

const userOf = (writer: number) => `durable-${writer}`;
/** Update `sequence` of a user: its description and the one tenant it administers say which it was. */
const updateOf = (writer: number, sequence: number) => ({
  name: userOf(writer),
  email: `${userOf(writer)}@example.com`,
  description: `update ${sequence}`,
  tenants: [`tenant-${writer}-${sequence}`],
});

interface StreamOutcome {
  /** The last acknowledged update per writer (-1: none), and every acknowledged one by its tenant. */
  lastAcknowledged: number[];
  acknowledged: string[];
  /** Answers other than 2xx before the kill (there should be none). */
  refused: { tenant: string; status: number; body: string }[];
  /** Writes sent but not answered when the process died. */
  unanswered: number;
}

async function createUsers(session: HttpSession): Promise<void> {
  for (let writer = 0; writer < WRITERS; writer += 1) {
    const created = await session.request('PUT', '/pulsar-manager/users/user', {
      ...updateOf(writer, -1),
      password: 'Written-Before-The-Kill-9',
    });
    expect(created.status, created.body).toBe(200);
  }
}

/** Updates the users from `WRITERS` loops until the process dies under them. */
async function writeUntilKilled(beacon: BeaconProcess): Promise<StreamOutcome> {
  const session = await HttpSession.login(beacon.url, SUPERUSER.name, SUPERUSER.password).catch(
    (error: unknown) => {
      throw new Error(`${String(error)}\nthe server said:\n${beacon.output().slice(-4000)}`);
    },
  );
  await createUsers(session);
  const outcome: StreamOutcome = {
    lastAcknowledged: Array.from({ length: WRITERS }, () => -1),
    acknowledged: [],
    refused: [],
    unanswered: 0,
  };
  const writer = async (writerIndex: number) => {
    for (let sequence = 0; ; sequence += 1) {
      const update = updateOf(writerIndex, sequence);
      const tenant = update.tenants[0] ?? '';
      try {
        const answer = await session.request('POST', '/pulsar-manager/users/user', update);
        if (answer.status >= 200 && answer.status < 300) {
          outcome.acknowledged.push(tenant);
          outcome.lastAcknowledged[writerIndex] = sequence;
        } else {
          outcome.refused.push({ tenant, status: answer.status, body: answer.body });
        }
      } catch {
        // The connection died with the process: this write was never acknowledged.
        outcome.unanswered += 1;
        return;
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, index) => writer(index));
  const started = performance.now();
  while (
    performance.now() - started < STREAM_MIN_MS ||
    (outcome.acknowledged.length < STREAM_TARGET_ACKNOWLEDGED && performance.now() - started < STREAM_MAX_MS)
  ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  beacon.child.kill('SIGKILL');
  expect(await beacon.exited).toBeNull();
  await Promise.all(writers);
  return outcome;
}

/** Fetches every page of a paged list (`page_size` at most 1000). */
async function everyPage<T>(session: HttpSession, listPath: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await session.request('GET', `${listPath}?page_num=${page}&page_size=1000`);
    expect(answer.status, answer.body).toBe(200);
    const { total, data } = JSON.parse(answer.body) as { total: number; data: T[] };
    rows.push(...data);
    if (data.length === 0 || rows.length >= total) return rows;
  }
}

interface AuditRow {
  action: string;
  target: string;
  /** An update's record: the user's profile and tenant bindings after it. */
  detail: { after?: { tenants?: { tenant: string }[] } } | null;
}

/** Streams writes, kills the process, restarts it on the same data and counts what survived. */
async function killMidWriteAndCount(environment: Record<string, string>, label: string) {
  const first = await startBeaconProcess(environment);
  let outcome: StreamOutcome;
  try {
    outcome = await writeUntilKilled(first);
  } finally {
    await first.stop(); // already dead unless the stream failed before the kill
  }
  expect(outcome.refused, `the server said:\n${first.output().slice(-4000)}`).toEqual([]);

  const restarted = await startBeaconProcess(environment);
  try {
    const session = await HttpSession.login(restarted.url, SUPERUSER.name, SUPERUSER.password);
    const audited = new Set(
      (await everyPage<AuditRow>(session, '/pulsar-manager/audit'))
        .filter((row) => row.action === 'user.update')
        .flatMap((row) => (row.detail?.after?.tenants ?? []).map((binding) => binding.tenant)),
    );
    const lost = outcome.acknowledged.filter((tenant) => !audited.has(tenant));
    console.info(
      `kill -9 mid-write on ${label}: acknowledged ${outcome.acknowledged.length}, ` +
        `found ${outcome.acknowledged.length - lost.length}, lost ${lost.length}; ` +
        `${outcome.unanswered} in flight at the kill, ${audited.size} updates committed in all`,
    );
    expect(outcome.unanswered, 'the kill came while writes were in flight').toBeGreaterThan(0);
    expect(outcome.acknowledged.length).toBeGreaterThanOrEqual(WRITERS);
    expect(lost).toEqual([]);

    // Each user is the whole of one update (never a row from one and a binding from another), and
    // not older than the last one it was told about.
    const users = await everyPage<UserSummary>(session, '/pulsar-manager/users');
    for (let writer = 0; writer < WRITERS; writer += 1) {
      const user = users.find((candidate) => candidate.name === userOf(writer));
      const sequence = Number(user?.description.replace('update ', ''));
      expect(user?.tenants, userOf(writer)).toEqual(updateOf(writer, sequence).tenants);
      expect(sequence).toBeGreaterThanOrEqual(outcome.lastAcknowledged[writer] ?? 0);
    }
  } finally {
    await restarted.stop();
  }
}

describe.runIf(testDialect() === 'sqlite')('kill -9 in the middle of a stream of writes', () => {
  it('on SQLite, loses no acknowledged write', { timeout: 30_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-kill-'));
    try {
      await killMidWriteAndCount(
        {
          BEACON_DATA_DIR: dataDir,
          BEACON_SUPERUSER_NAME: SUPERUSER.name,
          BEACON_SUPERUSER_PASSWORD: SUPERUSER.password,
        },
        'SQLite',
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const postgresTitle = postgresInstalled()
    ? 'on PostgreSQL, loses no acknowledged write'
    : 'on PostgreSQL (SKIPPED: no PostgreSQL server binaries under /usr/lib/postgresql)';
  it.skipIf(!postgresInstalled())(postgresTitle, { timeout: 30_000 }, async () => {
    const postgres = startThrowawayPostgres();
    try {
      await killMidWriteAndCount(
        {
          DATABASE_URL: postgres.url,
          BEACON_SECRET_KEY: 'durability-test-secret-key-0123456789abcdef',
          BEACON_SUPERUSER_NAME: SUPERUSER.name,
          BEACON_SUPERUSER_PASSWORD: SUPERUSER.password,
        },
        'PostgreSQL',
      );
    } finally {
      postgres.destroy();
    }
  });
});
