// The data behind the namespace page's fakes: Pulsar's side (tenants, namespaces, replication
// clusters, bundles per cluster, topics) and the collector's figures. The proxied-Pulsar fake and
// the catalogue fake read and change the same world, as the real server reads names live from Pulsar.
import type {
  NamespaceHistoryPoint,
  NamespaceStatsResponse,
  TopicClusterRow,
  TopicListItem,
} from '@beacon/contracts';

export const FULL_RANGE = [0, 0xffffffff] as const;

export interface WorldNamespace {
  tenant: string;
  namespace: string;
  clusters: string[];
  /** Bundle boundaries per replication cluster (numbers; the fake writes them as Pulsar does). */
  boundaries: Record<string, number[]>;
  stats: NamespaceStatsResponse;
  topics: TopicListItem[];
}

export interface NamespaceWorld {
  namespaces: WorldNamespace[];
}

export function hex(boundary: number): string {
  return `0x${boundary.toString(16).padStart(8, '0')}`;
}

export function findNamespace(world: NamespaceWorld, tenant: string, namespace: string) {
  return world.namespaces.find((entry) => entry.tenant === tenant && entry.namespace === namespace);
}

export function clusterRow(cluster: string, overrides: Partial<TopicClusterRow> = {}): TopicClusterRow {
  return {
    topic: cluster,
    partitions: 0,
    persistent: 'persistent',
    producerCount: 0,
    subscriptionCount: 0,
    consumerCount: 0,
    msgRateIn: 0,
    msgThroughputIn: 0,
    msgRateOut: 0,
    msgThroughputOut: 0,
    averageMsgSize: 0,
    storageSize: 0,
    ...overrides,
  };
}

/** A topic as the catalogue lists it; a topic with no figures yet shows zeros. */
export function topicItem(topic: string, overrides: Partial<TopicListItem> = {}): TopicListItem {
  return {
    topic,
    partitions: 0,
    persistent: 'persistent',
    producers: 0,
    subscriptions: 0,
    consumers: 0,
    inMsg: 0,
    outMsg: 0,
    inBytes: 0,
    outBytes: 0,
    storageSize: 0,
    clusters: [],
    ...overrides,
  };
}

export function namespaceStats(overrides: Partial<NamespaceStatsResponse> = {}): NamespaceStatsResponse {
  const figures = { inMsg: 0, outMsg: 0, inBytes: 0, outBytes: 0, storageSize: 0 };
  return {
    ...figures,
    msgThroughputIn: overrides.inBytes ?? 0,
    msgThroughputOut: overrides.outBytes ?? 0,
    history: [],
    stats: { collectedAt: null, failedBrokers: [] },
    ...overrides,
  };
}

/** One point a minute over the last hour, ending now. */
export function lastHour(
  point: (minutesAgo: number) => Omit<NamespaceHistoryPoint, 'at'>,
): NamespaceHistoryPoint[] {
  const now = Date.now();
  return Array.from({ length: 60 }, (_, index) => ({
    at: now - (59 - index) * 60_000,
    ...point(59 - index),
  }));
}

export function worldNamespace(
  tenant: string,
  namespace: string,
  overrides: Partial<Omit<WorldNamespace, 'tenant' | 'namespace'>> = {},
): WorldNamespace {
  const clusters = overrides.clusters ?? ['standalone'];
  return {
    tenant,
    namespace,
    clusters,
    boundaries: Object.fromEntries(clusters.map((cluster) => [cluster, [...FULL_RANGE]])),
    stats: namespaceStats(),
    topics: [],
    ...overrides,
  };
}
