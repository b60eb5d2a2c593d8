// Asks the configured Prometheus and Grafana pages whether they may be framed, and remembers the
// answer a while: the page is opened often, the targets' headers rarely change.
import type { MonitoringTarget } from '@beacon/contracts';
import type { Clock } from '../../clock.ts';
import { framingVerdict } from './framing.ts';

export const PROBE_CACHE_MS = 5 * 60_000;
const PROBE_TIMEOUT_MS = 5000;

export class MonitoringProbe {
  readonly #clock: Clock;
  readonly #cache = new Map<string, MonitoringTarget>();

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** Whether `url` may be framed by a page served from `beaconOrigin`. */
  async check(url: string, beaconOrigin: URL): Promise<MonitoringTarget> {
    const key = `${beaconOrigin.origin} ${url}`;
    const cached = this.#cache.get(key);
    const now = this.#clock.now();
    if (cached && now - cached.checkedAt < PROBE_CACHE_MS) return cached;
    const target = { url, checkedAt: now, ...(await this.#probe(url, beaconOrigin)) };
    this.#cache.set(key, target);
    return target;
  }

  async #probe(url: string, beaconOrigin: URL) {
    const targetOrigin = new URL(url).origin;
    try {
      const response = await fetch(url, {
        method: 'GET',
        headers: { accept: 'text/html' },
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      // Only the headers matter; the body (a whole Grafana page) is not read.
      await response.body?.cancel();
      const finalOrigin = new URL(response.url || url).origin;
      if (finalOrigin !== targetOrigin) {
        // The frame would end on an origin Beacon's frame-src does not list, and stay blank.
        return { embeddable: false, refusal: 'redirected' as const, detail: response.url };
      }
      return framingVerdict(response.headers, beaconOrigin, targetOrigin);
    } catch (error) {
      const reason =
        error instanceof Error
          ? ((error.cause as Error | undefined)?.message ?? error.message)
          : String(error);
      return { embeddable: false, refusal: 'unreachable' as const, detail: reason };
    }
  }
}
