// Counts calls per key in fixed windows, in this process's memory: a bound on how often one session
// may repeat a cheap call, not a security limit (that one is in the database, login-throttle.ts).
const MAX_KEYS = 10_000;

export class FixedWindowCounter {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor(limit: number, windowMs: number) {
    this.#limit = limit;
    this.#windowMs = windowMs;
  }

  /** Counts a call by `key` at `now`; false past the limit within the key's current window. */
  allow(key: string, now: number): boolean {
    let window = this.#windows.get(key);
    if (!window || now - window.start >= this.#windowMs) {
      // Many sessions at once: forget them all rather than grow without bound.
      if (!window && this.#windows.size >= MAX_KEYS) this.#windows.clear();
      window = { start: now, count: 0 };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return window.count <= this.#limit;
  }
}
