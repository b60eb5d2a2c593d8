// The statistics catalogue's enriched lists (issue 6): Pulsar Manager's paths and field names, so its
// scripts keep working, with server-side paging, sorting and name filtering added. Names and counts
// come live from Pulsar (a tenant, namespace or topic created a second ago is listed); the traffic
// figures come from the latest collector pass. Units: rates in messages/s, throughput in bytes/s,
// storage in bytes. A name with no figures yet shows zeros.
import { z } from 'zod';

export const CATALOG_PAGE_SIZE_MAX = 1000;

/** Query of every enriched list. `filter` is a case-insensitive substring of the name. */
export const catalogListQuerySchema = z.object({
  page_num: z.coerce
    .number({ error: 'page_num is incorrect, should be greater than 0.' })
    .int('page_num is incorrect, should be greater than 0.')
    .min(1, 'page_num is incorrect, should be greater than 0.')
    .default(1),
  page_size: z.coerce
    .number({ error: 'page_size is incorrect, should be greater than 0 and less than 1000.' })
    .int('page_size is incorrect, should be greater than 0 and less than 1000.')
    .min(1, 'page_size is incorrect, should be greater than 0 and less than 1000.')
    .max(CATALOG_PAGE_SIZE_MAX, 'page_size is incorrect, should be greater than 0 and less than 1000.')
    .default(10),
  sort: z.string().trim().max(32).optional(),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('asc'),
  filter: z.string().trim().max(256).default(''),
});
export type CatalogListQuery = z.infer<typeof catalogListQuerySchema>;

export const TENANT_SORT_KEYS = [
  'tenant',
  'namespaces',
  'inMsg',
  'outMsg',
  'inBytes',
  'outBytes',
  'storageSize',
] as const;
export const NAMESPACE_SORT_KEYS = [
  'namespace',
  'topics',
  'inMsg',
  'outMsg',
  'inBytes',
  'outBytes',
  'storageSize',
] as const;
export const TOPIC_SORT_KEYS = [
  'topic',
  'partitions',
  'producers',
  'subscriptions',
  'inMsg',
  'outMsg',
  'inBytes',
  'outBytes',
  'storageSize',
] as const;

export interface TrafficFigures {
  /** Messages per second in / out. */
  inMsg: number;
  outMsg: number;
  /** Bytes per second in / out. */
  inBytes: number;
  outBytes: number;
  /** Bytes stored. */
  storageSize: number;
}

/** How fresh the figures are, and which brokers the last pass could not read (never silently dropped). */
export interface CatalogFreshness {
  /** Epoch ms of the collector pass the figures come from; null before the first pass. */
  collectedAt: number | null;
  failedBrokers: { cluster: string; broker: string; error: string }[];
}

export interface CatalogPage<Item> {
  isPage: true;
  total: number;
  pageNum: number;
  pageSize: number;
  data: Item[];
  stats: CatalogFreshness;
}

/** GET {prefix}/admin/v2/tenants — super only. Roles and clusters are comma-joined, as in Pulsar Manager. */
export interface TenantListItem extends TrafficFigures {
  tenant: string;
  /** e.g. "role-a,role-b" */
  adminRoles: string;
  /** e.g. "cluster-a,cluster-b" */
  allowedClusters: string;
  namespaces: number;
}
export type TenantListResponse = CatalogPage<TenantListItem>;

/** GET {prefix}/admin/v2/namespaces/{tenant} — super, or an admin of the tenant. */
export interface NamespaceListItem extends TrafficFigures {
  /** The short name, without the tenant. */
  namespace: string;
  topics: number;
}
export type NamespaceListResponse = CatalogPage<NamespaceListItem>;

/** One point of the namespace history (1-minute resolution, at least the last hour). */
export interface NamespaceHistoryPoint extends TrafficFigures {
  at: number;
}

/** GET {prefix}/admin/v2/namespaces/{tenant}/{namespace}/stats */
export interface NamespaceStatsResponse extends TrafficFigures {
  /** Pulsar Manager's names for inBytes / outBytes, kept for its scripts. */
  msgThroughputIn: number;
  msgThroughputOut: number;
  history: NamespaceHistoryPoint[];
  stats: CatalogFreshness;
}

export interface TopicClusterRow {
  /** The cluster name (Pulsar Manager put it in `topic`). */
  topic: string;
  partitions: number;
  persistent: 'persistent' | 'non-persistent';
  producerCount: number;
  subscriptionCount: number;
  /** Consumers over the topic's subscriptions in this cluster, one per partition a client reads. */
  consumerCount: number;
  msgRateIn: number;
  msgThroughputIn: number;
  msgRateOut: number;
  msgThroughputOut: number;
  averageMsgSize: number;
  storageSize: number;
}

/** GET {prefix}/admin/v2/topics/{tenant}/{namespace}/stats — partitions summed per topic. */
export interface TopicListItem extends TrafficFigures {
  /** The short topic name (no domain, tenant, namespace or partition suffix). */
  topic: string;
  /** 0 for a non-partitioned topic. */
  partitions: number;
  persistent: 'persistent' | 'non-persistent';
  producers: number;
  subscriptions: number;
  /** Consumers over all subscriptions and clusters (a client reading 3 partitions counts 3). */
  consumers: number;
  clusters: TopicClusterRow[];
}
export interface TopicListResponse extends Omit<CatalogPage<TopicListItem>, 'data'> {
  /** Pulsar Manager named this list `topics`. */
  topics: TopicListItem[];
}
