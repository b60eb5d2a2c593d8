// The overview dashboard (issue 19 item 1): GET {prefix}/overview for the environment the request
// names. A super user sees the whole environment; an admin sees the same figures for the tenants it
// administers there, and no cluster, broker or bookie figures (those screens are super-only).
import { z } from 'zod';
import { API_PREFIX } from './session.ts';

export const OVERVIEW_PATH = `${API_PREFIX}/overview`;
/** How many namespaces and subscriptions the largest-backlog tables list. */
export const OVERVIEW_TOP = 10;

const count = z.number().int().nonnegative();
/** null: not known (not the caller's to see, or the part that would tell failed; see `problems`). */
const maybeCount = count.nullable();

export const overviewCountsSchema = z.object({
  clusters: maybeCount,
  brokers: maybeCount,
  bookies: maybeCount,
  tenants: maybeCount,
  namespaces: maybeCount,
  topics: count,
  producers: count,
  subscriptions: count,
  consumers: count,
});

const trafficSchema = z.object({
  inMsg: z.number(),
  outMsg: z.number(),
  inBytes: z.number(),
  outBytes: z.number(),
  storageSize: z.number(),
});

export const overviewPointSchema = trafficSchema.extend({ at: z.number() });

export const namespaceBacklogSchema = z.object({
  tenant: z.string(),
  namespace: z.string(),
  backlog: z.number(),
});

export const subscriptionBacklogSchema = z.object({
  domain: z.enum(['persistent', 'non-persistent']),
  tenant: z.string(),
  namespace: z.string(),
  /** Short name; for a partitioned topic the parent's (its partitions' backlogs summed). */
  topic: z.string(),
  partitioned: z.boolean(),
  subscription: z.string(),
  backlog: z.number(),
});

export const unhealthyBrokerSchema = z.object({
  /** Empty when the environment's clusters could not be listed at all. */
  cluster: z.string(),
  /** Empty when the cluster's brokers could not be listed. */
  broker: z.string(),
  error: z.string(),
  lastSuccessAt: z.number().nullable(),
});

export const unhealthyBookieSchema = z.object({
  bookie: z.string(),
  state: z.literal('read-only'),
});

export const overviewProblemSchema = z.object({
  part: z.enum(['clusters', 'brokers', 'bookies', 'tenants', 'namespaces']),
  message: z.string(),
});

export const overviewResponseSchema = z.object({
  environment: z.string(),
  /** `environment`: everything (super); `tenants`: the caller's tenants only (admin). */
  scope: z.enum(['environment', 'tenants']),
  /** The tenants the figures cover when the scope is `tenants`; empty otherwise. */
  tenants: z.array(z.string()),
  /** The collector pass the catalogue figures come from; null before the first. */
  collectedAt: z.number().nullable(),
  counts: overviewCountsSchema,
  /** Rates and throughput of the last pass. */
  traffic: trafficSchema,
  /** One point per minute over the last hour (rates summed over the namespaces in scope). */
  history: z.array(overviewPointSchema),
  topNamespaces: z.array(namespaceBacklogSchema),
  topSubscriptions: z.array(subscriptionBacklogSchema),
  /** null for an admin (brokers are not theirs to see). */
  unhealthyBrokers: z.array(unhealthyBrokerSchema).nullable(),
  unhealthyBookies: z.array(unhealthyBookieSchema).nullable(),
  /** Bookies registered but neither writable nor read-only (BookKeeper's cluster_info); null if unknown. */
  unavailableBookies: count.nullable(),
  problems: z.array(overviewProblemSchema),
});

export type OverviewResponse = z.infer<typeof overviewResponseSchema>;
export type OverviewCounts = z.infer<typeof overviewCountsSchema>;
export type NamespaceBacklog = z.infer<typeof namespaceBacklogSchema>;
export type SubscriptionBacklogEntry = z.infer<typeof subscriptionBacklogSchema>;
export type UnhealthyBroker = z.infer<typeof unhealthyBrokerSchema>;
export type OverviewProblem = z.infer<typeof overviewProblemSchema>;
