// Every authenticated request needs its session, user and role bindings. Reading them from the
// database each time was the largest part of a proxied call's cost (docs/benchmarks.md), so a
// replica keeps what it read for a moment.
//
// Revocation stays immediate where it happens: logout, a login replacing a session, and any change
// to a user drop the entries on this replica at once. Another replica sharing the database may go on
// accepting a revoked session for at most `ttlMs` (decision 0014).
import type { Clock } from '../../clock.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { sha256Hex } from './secure-random.ts';

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
    const key = sha256Hex(token);
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const now = this.#clock.now();
    if (now - entry.at >= this.#ttlMs || now >= entry.value.session.expires_at) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(token: string, value: Authenticated): void {
    if (this.#ttlMs <= 0) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(sha256Hex(token), { at: this.#clock.now(), value });
  }

  /** Drops one session (the key is the stored session id, which is the token's hash). */
  forgetSession(sessionId: string): void {
    this.#entries.delete(sessionId);
  }

  /** Drops every session of a user whose password, profile or rights changed, or who was deleted. */
  forgetUser(userId: string): void {
    for (const [key, entry] of this.#entries) {
      if (entry.value.user.id === userId) this.#entries.delete(key);
    }
  }
}
