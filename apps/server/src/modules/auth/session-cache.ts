// Every authenticated request needs its session, user and role bindings. Reading them from the
// database each time was the largest part of a proxied call's cost (docs/benchmarks.md), so a
// replica keeps what it read for a moment.
//
// Revocation stays immediate where it happens: logout, a login replacing a session, and any change
// to a user drop the entries on this replica at once. Another replica sharing the database may go on
// accepting a revoked session for at most `ttlMs` (decision 0014).
//
// Entries are keyed by the token itself, not its hash: hashing it was the largest single cost left on
// a proxied call, and the token is in this process's memory anyway while its request runs. An entry
// is dropped when found stale, so a token outlives its requests here by at most `ttlMs` of use.
import type { Clock } from '../../clock.ts';
import type { Authenticated } from '../../plugins/route-config.ts';

/** Bounds memory when many sessions are active; past it the cache starts over (a miss is only slower). */
const MAX_ENTRIES = 10_000;

export class SessionCache {
  readonly #clock: Clock;
  readonly #ttlMs: number;
  readonly #entries = new Map<string, { at: number; value: Authenticated }>();

  constructor(clock: Clock, ttlMs: number) {
    this.#clock = clock;
    this.#ttlMs = ttlMs;
  }

  /** The cached identity for a token, while it is fresh and the session has not expired meanwhile. */
  get(token: string): Authenticated | undefined {
    if (this.#ttlMs <= 0) return undefined;
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    const now = this.#clock.now();
    if (now - entry.at >= this.#ttlMs || now >= entry.value.session.expires_at) {
      this.#entries.delete(token);
      return undefined;
    }
    return entry.value;
  }

  set(token: string, value: Authenticated): void {
    if (this.#ttlMs <= 0) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(token, { at: this.#clock.now(), value });
  }

  /** Drops one session (logout, a login replacing it); rare enough to look through every entry. */
  forgetSession(sessionId: string): void {
    for (const [token, entry] of this.#entries) {
      if (entry.value.session.id === sessionId) this.#entries.delete(token);
    }
  }

  /** Drops every session of a user whose password, profile or rights changed, or who was deleted. */
  forgetUser(userId: string): void {
    for (const [key, entry] of this.#entries) {
      if (entry.value.user.id === userId) this.#entries.delete(key);
    }
  }
}
