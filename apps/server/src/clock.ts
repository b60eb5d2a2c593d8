/** Time source passed into the app so tests can move time forward (session expiry, throttling). */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests advance by hand. */
export class ManualClock implements Clock {
  #now: number;
  constructor(start = Date.UTC(2026, 0, 1)) {
    this.#now = start;
  }
  now(): number {
    return this.#now;
  }
  advance(milliseconds: number): void {
    this.#now += milliseconds;
  }
}
