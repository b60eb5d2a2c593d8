// Answers of Pulsar Manager's remaining back-end routes (decision 0020) that Beacon serves itself
// under {prefix}: clusters, brokers, bookies, topic names, peeked messages and the dashboard totals,
// in Pulsar Manager's shapes so its front end and scripts keep working.
import { z } from 'zod';

const count = z.number().int().nonnegative();

/** Pulsar Manager's list envelope: every row at once, `isPage` false, `pageNum` 1. */
function unpagedListSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    isPage: z.literal(false),
    total: count,
    data: z.array(row),
    pageNum: z.literal(1),
    pageSize: count,
  });
}

/** GET {prefix}/admin/v2/clusters */
export const clusterListResponseSchema = unpagedListSchema(
  z.object({
    cluster: z.string(),
    /** Active brokers; 0 when they could not be listed. */
    brokers: count,
    serviceUrl: z.string().nullable(),
    serviceUrlTls: z.string().nullable(),
    brokerServiceUrl: z.string().nullable(),
    brokerServiceUrlTls: z.string().nullable(),
  }),
);
export type ClusterListResponse = z.infer<typeof clusterListResponseSchema>;

/** GET {prefix}/admin/v2/brokers/{cluster} */
export const brokerListResponseSchema = unpagedListSchema(
  z.object({
    broker: z.string(),
    /** The failure domains naming this broker. */
    failureDomain: z.array(z.string()),
  }),
);
export type BrokerListResponse = z.infer<typeof brokerListResponseSchema>;

/**
 * GET {prefix}/admin/v2/broker-stats/metrics: the broker's own answer passed on as it is (Pulsar's
 * `Metrics` list: dimensions and their figures).
 */
export const brokerMetricsResponseSchema = z.array(
  z.looseObject({
    metrics: z.record(z.string(), z.unknown()),
    dimensions: z.record(z.string(), z.string()),
  }),
);

/** GET {prefix}/admin/v2/topics/{tenant}/{namespace}: the namespace's topic names, persistent first. */
export const topicNameListResponseSchema = unpagedListSchema(z.never())
  .omit({ data: true })
  .extend({
    topics: z.array(
      z.object({
        topic: z.string(),
        /** The partition count as a string, as Pulsar Manager sent it ("0": not partitioned). */
        partitions: z.string(),
        persistent: z.enum(['persistent', 'non-persistent']),
      }),
    ),
  });
export type TopicNameListResponse = z.infer<typeof topicNameListResponseSchema>;

/**
 * GET {prefix}/admin/v2/{persistent|non-persistent}/…/subscription/{subscription}/{count}: each
 * message's properties, its `ledgerId`, `entryId`, `batch` (and `batchIndex` in a batch) and `data`
 * (the payload in base64), side by side as Pulsar Manager answered them.
 */
export const peekedMessagesResponseSchema = z.object({
  data: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
});
export type PeekedMessagesResponse = z.infer<typeof peekedMessagesResponseSchema>;

/** GET {prefix}/api/v1/bookies/{cluster}: the environment's bookies (the cluster is ignored). */
export const bookieListResponseSchema = unpagedListSchema(
  z.object({
    bookie: z.string(),
    status: z.enum(['rw', 'ro']),
    /** [free, total] bytes as BookKeeper prints them, decimal strings. */
    storage: z.array(z.string()),
  }),
).extend({ enableBookieHttp: z.literal(true) });
export type BookieListResponse = z.infer<typeof bookieListResponseSchema>;

/** GET {prefix}/api/v1/bookies/heartbeat/{bookie}: the bookie's heartbeat text. */
export const bookieHeartbeatResponseSchema = z.object({ heartbeat: z.string() });

/** GET {prefix}/dashboard: totals over the environments asked (every one by default). */
export const dashboardResponseSchema = z.object({
  totalClusterCount: count,
  totalBrokerCount: count,
  totalTenantCount: count,
  totalNamespaceCount: count,
  totalTopicCount: count,
  totalProducerCount: count,
  totalConsumerCount: count,
  /** null when no environment's bookie URL answered. */
  totalBookieCount: count.nullable(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
