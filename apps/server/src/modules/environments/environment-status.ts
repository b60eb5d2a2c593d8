// The latest connection-test result per environment, refreshed in the background so the switcher
// shows online / unreachable / unauthorized without waiting on a broker.
import type { ConnectionTestResult } from '@beacon/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';

export interface StatusRecord {
  result: ConnectionTestResult;
  checkedAt: number;
}

export class EnvironmentStatusBoard {
  readonly #records = new Map<string, StatusRecord>();
  readonly #clock: Clock;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  get(name: string): StatusRecord | undefined {
    return this.#records.get(name);
  }

  record(name: string, result: ConnectionTestResult): void {
    this.#records.set(name, { result, checkedAt: this.#clock.now() });
  }

  forget(name: string): void {
    this.#records.delete(name);
  }

  /** Runs `check` now and then every interval; a check still running is never started twice. */
  start(intervalMs: number, check: () => Promise<void>, log: FastifyBaseLogger): void {
    const run = () => {
      this.#running ??= check()
        .catch((error: unknown) => log.warn({ err: error }, 'environment status check failed'))
        .finally(() => (this.#running = undefined));
    };
    run();
    this.#timer = setInterval(run, intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
  }
}
