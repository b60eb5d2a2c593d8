// After 5 failed logins within 5 minutes for one user or from one address, logins answer 429 until the
// oldest failure leaves the window. Kept in the database so every Beacon replica sees the same count.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 5 * 60 * 1000;

export function throttleKeys(username: string, address: string): { user: string; address: string } {
  return { user: `user:${username.toLowerCase()}`, address: `address:${address}` };
}

export class LoginThrottle {
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;

  constructor(db: Kysely<Database>, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  /** Seconds until a login may be tried again for any of the keys, or 0 when none is blocked. */
  async retryAfterSeconds(keys: string[]): Promise<number> {
    const windowStart = this.#clock.now() - FAILURE_WINDOW_MS;
    let waitMs = 0;
    for (const key of keys) {
      const recent = await this.#db
        .selectFrom('login_failures')
        .select('failed_at')
        .where('throttle_key', '=', key)
        .where('failed_at', '>', windowStart)
        .orderBy('failed_at', 'desc')
        .limit(MAX_FAILURES)
        .execute();
      const oldestCounted = recent[MAX_FAILURES - 1];
      if (oldestCounted) waitMs = Math.max(waitMs, oldestCounted.failed_at - windowStart);
    }
    return Math.ceil(waitMs / 1000);
  }

  async recordFailure(keys: string[]): Promise<void> {
    const now = this.#clock.now();
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .insertInto('login_failures')
        .values(keys.map((key) => ({ id: randomUUID(), throttle_key: key, failed_at: now })))
        .execute();
      await trx
        .deleteFrom('login_failures')
        .where('failed_at', '<=', now - FAILURE_WINDOW_MS)
        .execute();
    });
  }

  async clear(key: string): Promise<void> {
    await this.#db.deleteFrom('login_failures').where('throttle_key', '=', key).execute();
  }
}
