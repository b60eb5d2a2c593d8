// At most 5 attempts within 5 minutes per user get to a password check; the next ones answer 429
// until the oldest failure leaves the window. A client address is slowed down instead of locked
// out (issue 28 B18): everyone behind one proxy or NAT shares its address, and a lockout refused
// all of them their right password for five minutes. Past 5 failures in the window, the address
// gets one attempt at a time, each at least 1, 2, 4, then 8 seconds after its latest failure — an
// attempt waits for its turn (up to 10 s, then 429) — so guessing from one address across many user
// names stays slow while a colleague's right password still gets in. Kept in the database, so every
// replica counts alike.
//
// An attempt is RESERVED before the password is checked: one transaction locks a row per key (in one
// order, so two reservations never wait on each other in a cycle), counts that key's failures and
// pending attempts, and adds a pending one only while fewer than 5 are counted. Concurrent wrong
// logins — on one replica or several — therefore get exactly 5 password checks. A failed check turns
// its pending attempt into a failure; a success deletes it. An attempt that finds a user's 5
// failures is refused at once; one that finds fewer failures but attempts still pending, or a slowed
// address before its turn, WAITS (they may succeed), so a burst of right passwords is slowed, never
// refused. A pending attempt whose outcome never came (the process died, the database went away)
// lapses after PENDING_LAPSE_MS.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 5 * 60 * 1000;
/** Past MAX_FAILURES, an address waits this long after its latest failure, doubling up to the maximum. */
export const ADDRESS_FIRST_SPACING_MS = 1000;
export const ADDRESS_MAX_SPACING_MS = 8000;
const ADDRESS_KEY_PREFIX = 'address:';
/** Far longer than a password check takes, even under load. */
export const PENDING_LAPSE_MS = 30 * 1000;
/** How long an attempt waits for pending ones to settle before it gives up with 429. */
const DEFAULT_MAX_WAIT_MS = 10_000;
/** Between two looks at the database while waiting (another replica's attempts settle unannounced). */
const WAIT_POLL_MS = 50;
/** Between two tries to hand back an attempt while the database is unreachable. */
const ABANDON_RETRY_MS = 1000;

export function throttleKeys(username: string, address: string): { user: string; address: string } {
  return { user: `user:${username.toLowerCase()}`, address: `${ADDRESS_KEY_PREFIX}${address}` };
}

/** How long an address waits after its latest failure before its next attempt (0 below the limit). */
export function addressSpacingMs(failures: number): number {
  if (failures < MAX_FAILURES) return 0;
  return Math.min(ADDRESS_FIRST_SPACING_MS * 2 ** (failures - MAX_FAILURES), ADDRESS_MAX_SPACING_MS);
}

/** A 429 a handler throws; the error handler sends its Retry-After header. */
export class TooManyAttemptsError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(text: string, retryAfterSeconds: number, code?: string) {
    super(429, text, code);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type Reservation =
  | { granted: true; /** the pending attempt's id */ attemptIds: string[] }
  | { granted: false; retryAfterSeconds: number };

/** Thrown inside the reservation transaction to roll it back. */
class NotNow extends Error {
  /** `refused`: a user's 5 failures; `busy`: attempts are pending, or a slowed address's turn is to come. */
  readonly kind: 'refused' | 'busy';
  readonly retryAfterSeconds: number;
  constructor(kind: 'refused' | 'busy', retryAfterSeconds: number) {
    super(`attempt ${kind}`);
    this.kind = kind;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class LoginThrottle {
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;
  readonly #maxWaitMs: number;
  /** Wakes this replica's waiting attempts as soon as one of its own attempts settles. */
  #settled = new Set<() => void>();

  constructor(db: Kysely<Database>, clock: Clock, options: { maxWaitMs?: number } = {}) {
    this.#db = db;
    this.#clock = clock;
    this.#maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  }

  /**
   * One pending attempt on every key, or none at all: refused when a key has 5 failures, or when
   * attempts pending on it have not settled within the wait.
   */
  async reserve(keys: string[]): Promise<Reservation> {
    const ordered = [...new Set(keys)].sort();
    const giveUpAt = performance.now() + this.#maxWaitMs;
    for (;;) {
      const now = this.#clock.now();
      try {
        const attemptIds = await this.#db.transaction().execute(async (trx) => {
          // Every key is looked at before any attempt is added: a refusal on one (a user's five
          // failures) answers at once, even while another key (a slowed address) would have waited.
          const verdicts: NotNow[] = [];
          for (const key of ordered) {
            const verdict = await this.#verdict(trx, key, now);
            if (verdict) verdicts.push(verdict);
          }
          const refused = verdicts.filter((verdict) => verdict.kind === 'refused');
          if (refused.length > 0)
            throw new NotNow('refused', Math.max(...refused.map((verdict) => verdict.retryAfterSeconds)));
          if (verdicts.length > 0)
            throw new NotNow('busy', Math.max(...verdicts.map((verdict) => verdict.retryAfterSeconds)));
          const ids: string[] = [];
          for (const key of ordered) ids.push(await this.#addPending(trx, key, now));
          return ids;
        });
        return { granted: true, attemptIds };
      } catch (error) {
        if (!(error instanceof NotNow)) throw error;
        if (error.kind === 'refused' || performance.now() >= giveUpAt) {
          return { granted: false, retryAfterSeconds: error.retryAfterSeconds };
        }
      }
      await this.#nextSettlement();
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
    this.#announceSettlement();
    await this.#forgetExpired(now);
  }

  /** The attempts were no failure (the login succeeded, or the check never ran): hand them back. */
  async release(reservation: Reservation): Promise<void> {
    if (!reservation.granted) return;
    await this.#db.deleteFrom('login_attempts').where('id', 'in', reservation.attemptIds).execute();
    this.#announceSettlement();
  }

  /**
   * The check never finished (a server fault): hand the attempts back, retrying in the background
   * while the database is unreachable, so attempts cut short by an outage do not hold up logins
   * once it is over. Never rejects.
   */
  abandon(reservation: Reservation): void {
    const giveUpAt = performance.now() + PENDING_LAPSE_MS; // they have lapsed by then anyway
    const attempt = () => {
      this.release(reservation).catch(() => {
        if (performance.now() < giveUpAt) setTimeout(attempt, ABANDON_RETRY_MS).unref();
      });
    };
    attempt();
  }

  /** Forgets every attempt on `key` (a successful login clears its user's failures). */
  async clear(key: string): Promise<void> {
    await this.#db.deleteFrom('login_attempts').where('throttle_key', '=', key).execute();
    this.#announceSettlement();
  }

  #announceSettlement(): void {
    const waiting = [...this.#settled];
    this.#settled.clear();
    for (const wake of waiting) wake();
  }

  /** Resolves when an attempt of this replica settles, or after a short poll interval. */
  #nextSettlement(): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#settled.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, WAIT_POLL_MS);
      this.#settled.add(wake);
    });
  }

  /** Why `key` may not have an attempt now, or undefined when it may (its row stays locked meanwhile). */
  async #verdict(trx: Transaction<Database>, key: string, now: number): Promise<NotNow | undefined> {
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
    const failures = counted.filter((row) => row.outcome === 'failure').map((row) => row.at);
    if (key.startsWith(ADDRESS_KEY_PREFIX) && failures.length >= MAX_FAILURES) {
      // Slowed, never locked: one attempt at a time, its turn a spacing after the latest failure.
      const turnAt = Math.max(...failures) + addressSpacingMs(failures.length);
      if (counted.length > failures.length || now < turnAt)
        return new NotNow('busy', secondsUntil(Math.max(turnAt, now + ADDRESS_FIRST_SPACING_MS), now));
    } else if (failures.length >= MAX_FAILURES) {
      // Allowed again once enough failures have left the window.
      const freeAt = failures.sort((a, b) => a - b)[failures.length - MAX_FAILURES]! + FAILURE_WINDOW_MS;
      return new NotNow('refused', secondsUntil(freeAt, now));
    } else if (counted.length >= MAX_FAILURES) {
      // Pending attempts will settle (or lapse) well before their window: say when they lapse at the latest.
      const pending = counted.filter((row) => row.outcome === 'pending').map((row) => row.at);
      const lapseAt = Math.max(...pending) + PENDING_LAPSE_MS;
      return new NotNow('busy', secondsUntil(lapseAt, now));
    }
    return undefined;
  }

  async #addPending(trx: Transaction<Database>, key: string, now: number): Promise<string> {
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

function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}
