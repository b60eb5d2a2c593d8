// A cap on concurrent upstream calls per environment: past it the proxy answers 503 at once, so one
// dead or slow environment holds at most its own share of the server and never starves the others.
export class Bulkhead {
  readonly #limit: number;
  readonly #inFlight = new Map<string, number>();

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** A release function, or undefined when the environment is at its cap. */
  tryAcquire(environment: string): (() => void) | undefined {
    const current = this.#inFlight.get(environment) ?? 0;
    if (current >= this.#limit) return undefined;
    this.#inFlight.set(environment, current + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const now = (this.#inFlight.get(environment) ?? 1) - 1;
      if (now <= 0) this.#inFlight.delete(environment);
      else this.#inFlight.set(environment, now);
    };
  }

  get limit(): number {
    return this.#limit;
  }
}
