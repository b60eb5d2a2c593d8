// A token bucket per session in front of the proxy (security checklist V13: 50 requests/s per session
// with a burst of as many). One script or a runaway browser tab cannot flood an environment through
// Beacon; the console's own screens stay far below it.
import type { Clock } from '../../clock.ts';

/** Buckets untouched this long are full again anyway, so they are dropped. */
const IDLE_BUCKET_MS = 60_000;

export class SessionRateLimit {
  readonly #clock: Clock;
  readonly #perSecond: number;
  readonly #buckets = new Map<string, { tokens: number; at: number }>();
  #lastSweep = 0;

  /** `perSecond` 0 turns the limit off. */
  constructor(clock: Clock, perSecond: number) {
    this.#clock = clock;
    this.#perSecond = perSecond;
  }

  get perSecond(): number {
    return this.#perSecond;
  }

  /** Takes one token for the session; false when its bucket is empty (answer 429). */
  tryTake(sessionId: string): boolean {
    if (this.#perSecond <= 0) return true;
    const now = this.#clock.now();
    this.#sweep(now);
    const bucket = this.#buckets.get(sessionId) ?? { tokens: this.#perSecond, at: now };
    bucket.tokens = Math.min(this.#perSecond, bucket.tokens + ((now - bucket.at) / 1000) * this.#perSecond);
    bucket.at = now;
    this.#buckets.set(sessionId, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  #sweep(now: number): void {
    if (now - this.#lastSweep < IDLE_BUCKET_MS) return;
    this.#lastSweep = now;
    for (const [sessionId, bucket] of this.#buckets) {
      if (now - bucket.at >= IDLE_BUCKET_MS) this.#buckets.delete(sessionId);
    }
  }
}
