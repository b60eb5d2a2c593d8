// The lease on both dialects: one holder at a time, renewed by its holder, taken over only once
// expired (by the database's clock) or released; writes on its behalf are fenced, and on PostgreSQL
// a takeover waits for the former holder's write in flight.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialect } from '../../test-support/index.ts';
import type { SnapshotHeader } from './catalog-snapshot.ts';
import { CatalogStore } from './catalog-store.ts';
import { COLLECTOR_LEASE, CollectorLease } from './collector-lease.ts';
import { databaseNowMs } from './database-clock.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fenceOf = (lease: CollectorLease) => ({ name: COLLECTOR_LEASE, holder: lease.holder });

function headerBy(lease: CollectorLease, environment: string): SnapshotHeader {
  return {
    environment,
    version: `${lease.holder}-${Math.random()}`,
    collectedAt: Date.UTC(2026, 0, 1),
    durationMs: 1,
    topicCount: 0,
    failedBrokers: [],
    collectedBy: lease.holder,
  };
}

describe('the collector lease', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());
  const databaseNow = async () =>
    Number(
      (await sql<{ now: number }>`select ${databaseNowMs(database.db)} as now`.execute(database.db)).rows[0]!
        .now,
    );

  // The collector's timer and a pass asked for by hand, both finding no row: one inserts it, and the
  // other must then renew it rather than give up. SQLite runs one statement at a time, so only
  // PostgreSQL can interleave them: a table lock holds both updates back until both wait on it.
  it.runIf(testDialect() === 'postgres')(
    'is taken by its own replica asking twice at once, with no row yet',
    async () => {
      await database.db.deleteFrom('catalog_leases').execute();
      const lease = new CollectorLease(database.db, 'replica-alone');
      let both: Promise<boolean[]> | undefined;
      await database.db.transaction().execute(async (trx) => {
        await sql`lock table catalog_leases in share row exclusive mode`.execute(trx);
        both = Promise.all([lease.acquire(10_000), lease.acquire(10_000)]);
        await sleep(200);
      });
      expect(await both).toEqual([true, true]);
      expect((await lease.current())?.holder).toBe('replica-alone');
      await database.db.deleteFrom('catalog_leases').execute();
    },
  );

  it('has one holder until it expires or is released', async () => {
    const one = new CollectorLease(database.db, 'replica-one');
    const two = new CollectorLease(database.db, 'replica-two');
    const concurrent = await Promise.all([one.acquire(10_000), two.acquire(10_000)]);
    expect(concurrent.filter(Boolean)).toHaveLength(1);
    const [holder, other] = concurrent[0] ? [one, two] : [two, one];

    // Renewed for 300 ms from the database's now; live until then.
    const before = await databaseNow();
    expect(await holder.acquire(300)).toBe(true);
    const after = await databaseNow();
    const { expiresAt } = (await holder.current())!;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 300);
    expect(expiresAt).toBeLessThanOrEqual(after + 300);
    expect(await other.acquire(10_000)).toBe(false);

    // Expired: the other replica takes over and the former holder cannot renew.
    await sleep(expiresAt - (await databaseNow()) + 20);
    expect(await other.acquire(10_000)).toBe(true);
    expect(await holder.acquire(10_000)).toBe(false);
    expect((await holder.current())!.holder).toBe(other.holder);
    // Released: taken over at once.
    await other.release();
    expect(await holder.acquire(10_000)).toBe(true);
  });

  it('refuses the writes of a replica that no longer holds it', async () => {
    const store = new CatalogStore(database.db);
    const former = new CollectorLease(database.db, 'fenced-former');
    const current = new CollectorLease(database.db, 'fenced-current');
    await database.db.deleteFrom('catalog_leases').execute();
    expect(await former.acquire(100)).toBe(true);
    expect(await store.save(headerBy(former, 'fenced'), [], [], fenceOf(former))).toBeDefined();
    await sleep(150);
    // Lapsed, not yet taken over: still refused (the expiry is checked, not only the holder).
    expect(await store.save(headerBy(former, 'fenced'), [], [], fenceOf(former))).toBeUndefined();
    expect(await current.acquire(10_000)).toBe(true);
    const written = headerBy(current, 'fenced');
    expect(await store.save(written, [], [], fenceOf(current))).toBeDefined();

    expect(await store.save(headerBy(former, 'fenced'), [], [], fenceOf(former))).toBeUndefined();
    expect(await store.forgetOthers([], fenceOf(former))).toBe(false);
    expect((await store.snapshot('fenced'))?.header.version).toBe(written.version);
  });

  it.runIf(testDialect() === 'postgres')(
    'makes a takeover wait for the former holder’s write in flight, so the new holder writes last',
    async () => {
      const store = new CatalogStore(database.db);
      const former = new CollectorLease(database.db, 'slow-former');
      const next = new CollectorLease(database.db, 'slow-next');
      await database.db.deleteFrom('catalog_leases').execute();
      expect(await former.acquire(10_000)).toBe(true);
      expect(await store.save(headerBy(former, 'slow'), [], [], fenceOf(former))).toBeDefined();

      // Another transaction holds the snapshot row, so the former holder's next write stalls after
      // its fence, like a large write on a busy database.
      let unblock!: () => void;
      const released = new Promise<void>((resolve) => (unblock = resolve));
      let rowLocked!: () => void;
      const locked = new Promise<void>((resolve) => (rowLocked = resolve));
      const blocker = database.db.transaction().execute(async (trx) => {
        await trx.selectFrom('catalog_snapshots').select('environment').forUpdate().execute();
        rowLocked();
        await released;
      });
      await locked;

      const settled: string[] = [];
      expect(await former.acquire(300)).toBe(true);
      const inFlight = headerBy(former, 'slow');
      const stalled = store.save(inFlight, [], [], fenceOf(former)).then((saved) => {
        settled.push('former wrote');
        return saved;
      });
      await sleep(400);
      // The lease has lapsed while the write is in flight: the takeover must wait for it. What it
      // reads once it has the lease is the former's write, committed. (Which of the two answers
      // reaches Node first is up to the sockets: the order of the promises proves nothing.)
      const takeover = next.acquire(10_000).then(async (taken) => {
        settled.push('next took the lease');
        return { taken, snapshotThen: (await store.snapshot('slow'))?.header.version };
      });
      await sleep(300);
      expect(settled).toEqual([]);
      unblock();
      await blocker;
      expect(await stalled).toBeDefined();
      expect(await takeover).toEqual({ taken: true, snapshotThen: inFlight.version });
      const last = headerBy(next, 'slow');
      expect(await store.save(last, [], [], fenceOf(next))).toBeDefined();
      expect((await store.snapshot('slow'))?.header.version).toBe(last.version);
    },
  );
});
