// The lease on both dialects: one holder at a time, renewed by its holder, taken over only once
// expired or released.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support/index.ts';
import { CollectorLease } from './collector-lease.ts';

describe('the collector lease', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it('has one holder until it expires or is released', async () => {
    const one = new CollectorLease(database.db, 'replica-one');
    const two = new CollectorLease(database.db, 'replica-two');
    const concurrent = await Promise.all([one.acquire(1_000, 10_000), two.acquire(1_000, 10_000)]);
    expect(concurrent.filter(Boolean)).toHaveLength(1);
    const [holder, other] = concurrent[0] ? [one, two] : [two, one];

    expect(await holder.acquire(5_000, 10_000)).toBe(true);
    expect(await other.acquire(14_999, 10_000)).toBe(false);
    expect(await holder.current()).toEqual({ holder: holder.holder, expiresAt: 15_000 });
    // Expired: the other replica takes over and the former holder cannot renew.
    expect(await other.acquire(15_000, 10_000)).toBe(true);
    expect(await holder.acquire(15_001, 10_000)).toBe(false);
    // Released: taken over at once.
    await other.release();
    expect(await holder.acquire(15_002, 10_000)).toBe(true);
  });
});
