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

const figure = z.number();
const count = z.number().int().nonnegative();

export const trafficFiguresSchema = z.object({
  /** Messages per second in / out. */
  inMsg: figure,
  outMsg: figure,
  /** Bytes per second in / out. */
  inBytes: figure,
  outBytes: figure,
  /** Bytes stored. */
  storageSize: figure,
});
export type TrafficFigures = z.infer<typeof trafficFiguresSchema>;

/** A broker the collector's last pass could not read. */
export const failedBrokerSchema = z.object({
  cluster: z.string(),
  broker: z.string(),
  error: z.string(),
  /** When this broker last answered, epoch ms; null when it never did since the catalogue knows it. */
  lastSuccessAt: z.number().int().nullable(),
  /** True when its figures from that last answer are still counted (see docs/decisions/0015). */
  figuresKept: z.boolean(),
});
export type FailedBrokerView = z.infer<typeof failedBrokerSchema>;

/** How fresh the figures are, and which brokers the last pass could not read (never silently dropped). */
export const catalogFreshnessSchema = z.object({
  /** Epoch ms of the collector pass the figures come from; null before the first pass. */
  collectedAt: z.number().int().nullable(),
  failedBrokers: z.array(failedBrokerSchema),
});
export type CatalogFreshness = z.infer<typeof catalogFreshnessSchema>;

export interface CatalogPage<Item> {
  isPage: true;
  total: number;
  pageNum: number;
  pageSize: number;
  data: Item[];
  stats: CatalogFreshness;
}

function catalogPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    isPage: z.literal(true),
    total: count,
    pageNum: count,
    pageSize: count,
    data: z.array(item),
    stats: catalogFreshnessSchema,
  });
}

/** GET {prefix}/admin/v2/tenants — super only. Roles and clusters are comma-joined, as in Pulsar Manager. */
export const tenantListItemSchema = trafficFiguresSchema.extend({
  tenant: z.string(),
  /** e.g. "role-a,role-b" */
  adminRoles: z.string(),
  /** e.g. "cluster-a,cluster-b" */
  allowedClusters: z.string(),
  namespaces: count,
});
export type TenantListItem = z.infer<typeof tenantListItemSchema>;
export const tenantListResponseSchema = catalogPageSchema(tenantListItemSchema);
export type TenantListResponse = z.infer<typeof tenantListResponseSchema>;

/** GET {prefix}/admin/v2/namespaces/{tenant} — super, or an admin of the tenant. */
export const namespaceListItemSchema = trafficFiguresSchema.extend({
  /** The short name, without the tenant. */
  namespace: z.string(),
  topics: count,
});
export type NamespaceListItem = z.infer<typeof namespaceListItemSchema>;
export const namespaceListResponseSchema = catalogPageSchema(namespaceListItemSchema);
export type NamespaceListResponse = z.infer<typeof namespaceListResponseSchema>;

/** One point of the namespace history (1-minute resolution, at least the last hour). */
export const namespaceHistoryPointSchema = trafficFiguresSchema.extend({ at: z.number().int() });
export type NamespaceHistoryPoint = z.infer<typeof namespaceHistoryPointSchema>;

/** GET {prefix}/admin/v2/namespaces/{tenant}/{namespace}/stats */
export const namespaceStatsResponseSchema = trafficFiguresSchema.extend({
  /** Pulsar Manager's names for inBytes / outBytes, kept for its scripts. */
  msgThroughputIn: figure,
  msgThroughputOut: figure,
  history: z.array(namespaceHistoryPointSchema),
  stats: catalogFreshnessSchema,
});
export type NamespaceStatsResponse = z.infer<typeof namespaceStatsResponseSchema>;

const domain = z.enum(['persistent', 'non-persistent']);

export const topicClusterRowSchema = z.object({
  /** The cluster name (Pulsar Manager put it in `topic`). */
  topic: z.string(),
  partitions: count,
  persistent: domain,
  producerCount: count,
  subscriptionCount: count,
  /** Consumers over the topic's subscriptions in this cluster, one per partition a client reads. */
  consumerCount: count,
  msgRateIn: figure,
  msgThroughputIn: figure,
  msgRateOut: figure,
  msgThroughputOut: figure,
  averageMsgSize: figure,
  storageSize: figure,
});
export type TopicClusterRow = z.infer<typeof topicClusterRowSchema>;

/** GET {prefix}/admin/v2/topics/{tenant}/{namespace}/stats — partitions summed per topic. */
export const topicListItemSchema = trafficFiguresSchema.extend({
  /** The short topic name (no domain, tenant, namespace or partition suffix). */
  topic: z.string(),
  /** 0 for a non-partitioned topic. */
  partitions: count,
  persistent: domain,
  producers: count,
  subscriptions: count,
  /** Consumers over all subscriptions and clusters (a client reading 3 partitions counts 3). */
  consumers: count,
  clusters: z.array(topicClusterRowSchema),
});
export type TopicListItem = z.infer<typeof topicListItemSchema>;
export const topicListResponseSchema = catalogPageSchema(topicListItemSchema)
  .omit({ data: true })
  .extend({
    /** Pulsar Manager named this list `topics`. */
    topics: z.array(topicListItemSchema),
  });
export type TopicListResponse = z.infer<typeof topicListResponseSchema>;

/** GET {prefix}/catalog/status — super only: the collector's lease and each environment's last pass. */
export const catalogStatusResponseSchema = z.object({
  /** This replica's name. */
  replica: z.string(),
  leaseHolder: z.string().nullable(),
  leaseExpiresAt: z.number().int().nullable(),
  collecting: z.boolean(),
  environments: z.array(
    z.object({
      environment: z.string(),
      collectedAt: z.number().int().nullable(),
      durationMs: z.number().nullable(),
      topicCount: count,
      failedBrokers: z.array(failedBrokerSchema),
      collectedBy: z.string().nullable(),
    }),
  ),
});
export type CatalogStatusResponse = z.infer<typeof catalogStatusResponseSchema>;

/**
 * GET {prefix}/catalog/search?q=&limit= — the command palette's big sets, answered from the
 * catalogue in memory (no Pulsar call): tenants, namespaces and topics of the latest pass (a
 * partitioned topic once), their subscriptions, and for whoever may read brokers, the brokers.
 * Ranked by `fuzzyScore` (fuzzy-score.ts), best first; only what the caller may list.
 */
export const CATALOG_SEARCH_LIMIT_MAX = 100;
export const catalogSearchQuerySchema = z.object({
  q: z.string({ error: 'q is required' }).trim().min(1, 'q must not be empty').max(256, 'q is too long'),
  limit: z.coerce
    .number({ error: 'limit must be a number between 1 and 100' })
    .int('limit must be a number between 1 and 100')
    .min(1, 'limit must be a number between 1 and 100')
    .max(CATALOG_SEARCH_LIMIT_MAX, 'limit must be a number between 1 and 100')
    .default(20),
});
export type CatalogSearchQuery = z.infer<typeof catalogSearchQuerySchema>;

export const catalogSearchHitSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tenant'), tenant: z.string(), score: z.number() }),
  z.object({ kind: z.literal('namespace'), tenant: z.string(), namespace: z.string(), score: z.number() }),
  z.object({
    kind: z.literal('topic'),
    domain: z.enum(['persistent', 'non-persistent']),
    tenant: z.string(),
    namespace: z.string(),
    topic: z.string(),
    partitioned: z.boolean(),
    score: z.number(),
  }),
  z.object({
    kind: z.literal('subscription'),
    domain: z.enum(['persistent', 'non-persistent']),
    tenant: z.string(),
    namespace: z.string(),
    topic: z.string(),
    partitioned: z.boolean(),
    subscription: z.string(),
    score: z.number(),
  }),
  z.object({ kind: z.literal('broker'), cluster: z.string(), broker: z.string(), score: z.number() }),
]);
export type CatalogSearchHit = z.infer<typeof catalogSearchHitSchema>;

export const catalogSearchResponseSchema = z.object({
  hits: z.array(catalogSearchHitSchema),
  /** When the pass searched was collected; null before the first pass (then nothing is found). */
  collectedAt: z.number().int().nullable(),
});
export type CatalogSearchResponse = z.infer<typeof catalogSearchResponseSchema>;
