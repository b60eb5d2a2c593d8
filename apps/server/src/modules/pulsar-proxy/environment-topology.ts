// What an environment is made of, as its own brokers say: clusters with their service URLs, and the
// active brokers of each. The proxy routes `x-pulsar-cluster` / `x-pulsar-broker` and follows
// redirects only inside this set, so no header, query or body can point Beacon at another host.
import type { Clock } from '../../clock.ts';
import { serviceUrls } from '../environments/connection-test.ts';

export interface Topology {
  clusters: Map<string, string[]>;
  /** host:port of every active broker's web service. */
  brokers: Set<string>;
}

/** Fetches JSON from the environment's brokers (with its credentials). */
export type FetchJson = (path: string) => Promise<unknown>;

const TTL_MS = 60_000;

export class TopologyCache {
  readonly #clock: Clock;
  readonly #entries = new Map<string, { at: number; topology: Promise<Topology> }>();

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  get(environment: string, fetchJson: FetchJson): Promise<Topology> {
    const cached = this.#entries.get(environment);
    if (cached && this.#clock.now() - cached.at < TTL_MS) return cached.topology;
    const topology = loadTopology(fetchJson);
    this.#entries.set(environment, { at: this.#clock.now(), topology });
    // A failed load must not be remembered for a minute.
    topology.catch(() => this.#entries.delete(environment));
    return topology;
  }

  forget(environment: string): void {
    this.#entries.delete(environment);
  }
}

async function loadTopology(fetchJson: FetchJson): Promise<Topology> {
  const names = asStrings(await fetchJson('/admin/v2/clusters'));
  const clusters = new Map<string, string[]>();
  const brokers = new Set<string>();
  for (const name of names) {
    const data = (await fetchJson(`/admin/v2/clusters/${encodeURIComponent(name)}`)) as Record<
      string,
      unknown
    >;
    const urls = [data.serviceUrlTls, data.serviceUrl].filter(
      (url): url is string => typeof url === 'string' && url !== '',
    );
    clusters.set(name, urls.flatMap(serviceUrls));
    for (const broker of asStrings(await fetchJson(`/admin/v2/brokers/${encodeURIComponent(name)}`)))
      brokers.add(broker);
  }
  return { clusters, brokers };
}

function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** Hosts (host:port) a redirect may lead to, with the environment's credentials re-attached. */
export function trustedHosts(environmentUrls: string, topology: Topology | undefined): Set<string> {
  const hosts = new Set(serviceUrls(environmentUrls).map((url) => new URL(url).host));
  for (const urls of topology?.clusters.values() ?? []) for (const url of urls) hosts.add(new URL(url).host);
  for (const broker of topology?.brokers ?? []) hosts.add(broker);
  return hosts;
}
