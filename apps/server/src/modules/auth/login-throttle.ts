// At most 5 attempts within 5 minutes per user and per client address get to a password check; the
// next ones answer 429 until the oldest leaves the window. Kept in the database, so every replica
// counts alike.
//
// An attempt is RESERVED before the password is checked: one transaction locks a row per key (in one
// order, so two reservations never wait on each other in a cycle), counts that key's failures and
// pending attempts, and adds a pending one only while fewer than 5 are counted. Concurrent wrong
// logins — on one replica or several — therefore get exactly 5 password checks. A failed check turns
// its pending attempt into a failure; a success deletes it. A pending attempt whose outcome never
// came (the database went away meanwhile) lapses after PENDING_LAPSE_MS instead of counting forever.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 5 * 60 * 1000;
/** Far longer than a password check takes, even under load. */
export const PENDING_LAPSE_MS = 30 * 1000;

export function throttleKeys(username: string, address: string): { user: string; address: string } {
  return { user: `user:${username.toLowerCase()}`, address: `address:${address}` };
}

/** A 429 a handler throws; the error handler sends its Retry-After header. */
export class TooManyAttemptsError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(text: string, retryAfterSeconds: number) {
    super(429, text);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type Reservation =
  | { granted: true; /** the pending attempt's id */ attemptIds: string[] }
  | { granted: false; retryAfterSeconds: number };

class Refused extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('attempt refused');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class LoginThrottle {
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;

  constructor(db: Kysely<Database>, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  /** One pending attempt on every key, or none at all (refused) when any key has used its 5. */
  async reserve(keys: string[]): Promise<Reservation> {
    const now = this.#clock.now();
    try {
      const attemptIds = await this.#db.transaction().execute(async (trx) => {
        const ids: string[] = [];
        for (const key of [...new Set(keys)].sort()) ids.push(await this.#reserveOne(trx, key, now));
        return ids;
      });
      return { granted: true, attemptIds };
    } catch (error) {
      if (error instanceof Refused) return { granted: false, retryAfterSeconds: error.retryAfterSeconds };
      throw error;
    }
  }

  /** The check failed: the reserved attempts count as failures for the whole window. */
  async fail(reservation: Reservation): Promise<void> {
    if (!reservation.granted) return;
    const now = this.#clock.now();
    await this.#db
      .updateTable('login_attempts')
      .set({ outcome: 'failure', at: now })
      .where('id', 'in', reservation.attemptIds)
      .execute();
    await this.#forgetExpired(now);
  }

  /** The attempts were no failure (the login succeeded, or the check never ran): hand them back. */
  async release(reservation: Reservation): Promise<void> {
    if (!reservation.granted) return;
    await this.#db.deleteFrom('login_attempts').where('id', 'in', reservation.attemptIds).execute();
  }

  /** Forgets every attempt on `key` (a successful login clears its user's failures). */
  async clear(key: string): Promise<void> {
    await this.#db.deleteFrom('login_attempts').where('throttle_key', '=', key).execute();
  }

  async #reserveOne(trx: Transaction<Database>, key: string, now: number): Promise<string> {
    // Creating or touching the key's row locks it until the transaction ends (PostgreSQL; SQLite
    // runs one write transaction at a time anyway): the count below cannot change under us.
    await trx
      .insertInto('login_throttle_keys')
      .values({ throttle_key: key, touched_at: now })
      .onConflict((conflict) => conflict.column('throttle_key').doUpdateSet({ touched_at: now }))
      .execute();
    const counted = await trx
      .selectFrom('login_attempts')
      .select(['at', 'outcome'])
      .where('throttle_key', '=', key)
      .where((eb) =>
        eb.or([
          eb.and([eb('outcome', '=', 'failure'), eb('at', '>', now - FAILURE_WINDOW_MS)]),
          eb.and([eb('outcome', '=', 'pending'), eb('at', '>', now - PENDING_LAPSE_MS)]),
        ]),
      )
      .execute();
    if (counted.length >= MAX_FAILURES) {
      // Allowed again once enough of the counted attempts have left the window or lapsed.
      const expiries = counted
        .map((row) => row.at + (row.outcome === 'failure' ? FAILURE_WINDOW_MS : PENDING_LAPSE_MS))
        .sort((a, b) => a - b);
      const freeAt = expiries[counted.length - MAX_FAILURES] ?? now;
      throw new Refused(Math.max(1, Math.ceil((freeAt - now) / 1000)));
    }
    const id = randomUUID();
    await trx
      .insertInto('login_attempts')
      .values({ id, throttle_key: key, at: now, outcome: 'pending' })
      .execute();
    return id;
  }

  /** Attempts and keys that no longer count are deleted whenever a failure is recorded. */
  async #forgetExpired(now: number): Promise<void> {
    await this.#db
      .deleteFrom('login_attempts')
      .where((eb) =>
        eb.or([
          eb('at', '<=', now - FAILURE_WINDOW_MS),
          eb.and([eb('outcome', '=', 'pending'), eb('at', '<=', now - PENDING_LAPSE_MS)]),
        ]),
      )
      .execute();
    await this.#db
      .deleteFrom('login_throttle_keys')
      .where('touched_at', '<=', now - FAILURE_WINDOW_MS)
      .execute();
  }
}
