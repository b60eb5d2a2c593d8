// The figures one broker reported for one topic, with the partitions of a partitioned topic already
// summed into their parent, and the helpers that add them up per cluster, namespace and tenant.
import type { FailedBrokerView, TrafficFigures } from '@beacon/contracts';

export type TopicDomain = 'persistent' | 'non-persistent';

/** Everything the catalogue keeps about one topic as seen by one broker. */
export interface BrokerTopicFigures {
  cluster: string;
  broker: string;
  domain: TopicDomain;
  tenant: string;
  namespace: string;
  /** Short name, partition suffix removed. */
  topic: string;
  /** Partitions of the topic this broker reported (0 for a non-partitioned topic). */
  partitions: number;
  producers: number;
  subscriptions: number;
  /**
   * Consumers over all subscriptions, as the broker counts them: a client consuming a partitioned
   * topic has one consumer on each partition, and each is counted (Pulsar's namespace consumerCount).
   */
  consumers: number;
  msgRateIn: number;
  msgThroughputIn: number;
  msgRateOut: number;
  msgThroughputOut: number;
  /** Average message size weighted by msgRateIn over the summed partitions. */
  averageMsgSize: number;
  storageSize: number;
  /**
   * The subscriptions with a backlog (`msgBacklog` above 0), partitions summed. Read by the overview's
   * largest backlogs after each pass (modules/overview); not part of the stored snapshot payload.
   */
  backlogs?: SubscriptionBacklog[];
  /**
   * Every subscription with its backlog and consumer count, partitions summed. Read by the backlog
   * alerts after each pass (modules/alerts); not part of the stored snapshot payload either.
   */
  subscriptionFigures?: SubscriptionFigures[];
  /**
   * The subscriptions' names, as a stored snapshot gives them back (catalog-snapshot.ts): what the
   * command palette's search finds on every replica. A pass's own rows have subscriptionFigures.
   */
  subscriptionNames?: string[];
}

export interface SubscriptionBacklog {
  subscription: string;
  backlog: number;
}

export interface SubscriptionFigures extends SubscriptionBacklog {
  consumers: number;
  /** Messages dispatched per second and acknowledgements per second (the trends, modules/trends). */
  rateOut?: number;
  ackRate?: number;
}

export type ClusterFigures = Omit<BrokerTopicFigures, 'broker' | 'tenant' | 'namespace' | 'topic'>;

/** A broker the last pass could not read, as the answers describe it. */
export type FailedBroker = FailedBrokerView;

const PARTITION_SUFFIX = /-partition-(\d+)$/;

/** `my-topic-partition-3` → `my-topic`; anything else stays as it is. */
export function parentTopic(topic: string): { topic: string; partition: boolean } {
  const match = PARTITION_SUFFIX.exec(topic);
  return match ? { topic: topic.slice(0, match.index), partition: true } : { topic, partition: false };
}

/** The figures of a topic nothing is reported for (an idle topic): every count and rate zero. */
export const noFigures = (): Omit<
  BrokerTopicFigures,
  'cluster' | 'broker' | 'domain' | 'tenant' | 'namespace' | 'topic' | 'partitions'
> => ({
  producers: 0,
  subscriptions: 0,
  consumers: 0,
  msgRateIn: 0,
  msgThroughputIn: 0,
  msgRateOut: 0,
  msgThroughputOut: 0,
  averageMsgSize: 0,
  storageSize: 0,
});

export const zeroTraffic = (): TrafficFigures => ({
  inMsg: 0,
  outMsg: 0,
  inBytes: 0,
  outBytes: 0,
  storageSize: 0,
});

export function addTraffic(total: TrafficFigures, row: ClusterFigures): void {
  total.inMsg += row.msgRateIn;
  total.outMsg += row.msgRateOut;
  total.inBytes += row.msgThroughputIn;
  total.outBytes += row.msgThroughputOut;
  total.storageSize += row.storageSize;
}

/** Adds `row` into `into` (same topic, another broker or partition); the average size stays weighted. */
export function mergeFigures(into: ClusterFigures, row: ClusterFigures): void {
  const rateIn = into.msgRateIn + row.msgRateIn;
  into.averageMsgSize =
    rateIn > 0
      ? (into.averageMsgSize * into.msgRateIn + row.averageMsgSize * row.msgRateIn) / rateIn
      : Math.max(into.averageMsgSize, row.averageMsgSize);
  into.partitions += row.partitions;
  into.producers += row.producers;
  // A subscription exists on every partition of a partitioned topic: count it once, not per partition.
  into.subscriptions = Math.max(into.subscriptions, row.subscriptions);
  // A consumer, unlike a subscription, is attached to one partition: each partition's add up.
  into.consumers += row.consumers;
  into.msgRateIn = rateIn;
  into.msgThroughputIn += row.msgThroughputIn;
  into.msgRateOut += row.msgRateOut;
  into.msgThroughputOut += row.msgThroughputOut;
  into.storageSize += row.storageSize;
  if (row.backlogs) into.backlogs = addBacklogs(into.backlogs ?? [], row.backlogs);
  if (row.subscriptionFigures)
    into.subscriptionFigures = addSubscriptionFigures(
      into.subscriptionFigures ?? [],
      row.subscriptionFigures,
    );
}

/** The same subscription on each partition: backlogs and consumers add up. */
export function addSubscriptionFigures(
  into: SubscriptionFigures[],
  more: readonly SubscriptionFigures[],
): SubscriptionFigures[] {
  for (const entry of more) {
    const existing = into.find((known) => known.subscription === entry.subscription);
    if (existing) {
      existing.backlog += entry.backlog;
      existing.consumers += entry.consumers;
      existing.rateOut = (existing.rateOut ?? 0) + (entry.rateOut ?? 0);
      existing.ackRate = (existing.ackRate ?? 0) + (entry.ackRate ?? 0);
    } else into.push({ ...entry });
  }
  return into;
}

/** A subscription of a partitioned topic exists on each partition: its backlogs add up. */
function addBacklogs(
  into: SubscriptionBacklog[],
  more: readonly SubscriptionBacklog[],
): SubscriptionBacklog[] {
  for (const entry of more) {
    const existing = into.find((known) => known.subscription === entry.subscription);
    if (existing) existing.backlog += entry.backlog;
    else into.push({ ...entry });
  }
  return into;
}

/** Rates read better, and compare equal across replicas, at a fixed precision. */
export function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
