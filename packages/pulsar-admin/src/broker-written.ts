// Fields a Pulsar 4.0 broker always writes, though its OpenAPI marks every field optional: Java
// primitives (double, long, int, boolean), which Jackson writes as they are (zero or false when
// idle), and collections the class's constructor creates (written empty). Each list names the
// ones the console reads, so it reads them with no fallback; the catalogue answers these types, and
// the contract test checks the simulator writes every field named here (the `*_WRITTEN` shapes).
import type {
  ConsumerStats,
  GetSchemaResponse,
  IsCompatibilityResponse,
  LedgerInfo,
  LongRunningProcessStatus,
  PartitionedTopicStatsImpl,
  PersistentTopicInternalStats,
  PersistentTopicStats,
  PublisherStats,
  SubscriptionStats,
} from './generated/definitions.ts';
import type { OffloadStatus } from './corrections.ts';

/** `T` with the fields `K` always present. */
export type WithWritten<T, K extends keyof T> = Omit<T, K> & { [Field in K]-?: NonNullable<T[Field]> };

/** What the contract test holds an answer to: `required` present, at each level named. */
export interface WrittenShape {
  type: 'object' | 'array';
  required?: readonly string[];
  properties?: Record<string, WrittenShape>;
  additionalProperties?: WrittenShape;
  items?: WrittenShape;
}

const object = (required: readonly string[], properties?: Record<string, WrittenShape>): WrittenShape => ({
  type: 'object',
  required,
  ...(properties ? { properties } : {}),
});
const mapOf = (shape: WrittenShape): WrittenShape => ({ type: 'object', additionalProperties: shape });
const listOf = (shape: WrittenShape): WrittenShape => ({ type: 'array', items: shape });

/** ConsumerStatsImpl.java:37-77 (pulsar-common, policies/data/stats): doubles, ints, a boolean. */
const CONSUMER_FIELDS = [
  'msgRateOut',
  'msgThroughputOut',
  'availablePermits',
  'unackedMessages',
  'blockedConsumerOnUnackedMsgs',
] as const satisfies readonly (keyof ConsumerStats)[];
export type BrokerConsumerStats = WithWritten<ConsumerStats, (typeof CONSUMER_FIELDS)[number]>;

/**
 * SubscriptionStatsImpl.java:37-112: doubles and longs, and `consumers`, which its constructor
 * creates.
 */
const SUBSCRIPTION_FIELDS = [
  'msgBacklog',
  'msgRateOut',
  'msgThroughputOut',
  'msgRateExpired',
  'unackedMessages',
  'earliestMsgPublishTimeInBacklog',
] as const satisfies readonly (keyof SubscriptionStats)[];
export type BrokerSubscriptionStats = WithWritten<
  Omit<SubscriptionStats, 'consumers'>,
  (typeof SUBSCRIPTION_FIELDS)[number]
> & { consumers: BrokerConsumerStats[] };

/**
 * TopicStatsImpl.java:52-118: doubles and longs, and `publishers` and `subscriptions`, which its
 * constructor creates (written empty when `excludePublishers` leaves the publishers out).
 */
const TOPIC_FIELDS = [
  'msgRateIn',
  'msgRateOut',
  'msgThroughputIn',
  'msgThroughputOut',
  'storageSize',
  'backlogSize',
] as const satisfies readonly (keyof PersistentTopicStats)[];
export type BrokerTopicStats = WithWritten<
  Omit<PersistentTopicStats, 'publishers' | 'subscriptions'>,
  (typeof TOPIC_FIELDS)[number]
> & { publishers: PublisherStats[]; subscriptions: Record<string, BrokerSubscriptionStats> };

/**
 * PartitionedTopicStatsImpl.java:34 extends TopicStatsImpl: the sums over the partitions, and with
 * `perPartition=true` each partition's own stats, keyed by its full name.
 */
export type BrokerPartitionedTopicStats = Omit<
  PartitionedTopicStatsImpl,
  keyof BrokerTopicStats | 'partitions'
> &
  BrokerTopicStats & { partitions?: Record<string, BrokerTopicStats> };

const SUBSCRIPTION_SHAPE = object(SUBSCRIPTION_FIELDS, {
  consumers: listOf(object(CONSUMER_FIELDS)),
});
const TOPIC_REQUIRED = [...TOPIC_FIELDS, 'publishers', 'subscriptions'];
export const TOPIC_STATS_WRITTEN = object(TOPIC_REQUIRED, { subscriptions: mapOf(SUBSCRIPTION_SHAPE) });
export const PARTITIONED_STATS_WRITTEN = object(TOPIC_REQUIRED, {
  subscriptions: mapOf(SUBSCRIPTION_SHAPE),
  partitions: mapOf(TOPIC_STATS_WRITTEN),
});

/**
 * GetSchemaResponse.java:33-36 (pulsar-common, protocol/schema), which
 * SchemasResourceBase#convertSchemaAndMetadataToGetSchemaResponse fills in whole.
 */
const SCHEMA_FIELDS = [
  'version',
  'type',
  'timestamp',
  'data',
] as const satisfies readonly (keyof GetSchemaResponse)[];
export type BrokerSchema = WithWritten<GetSchemaResponse, (typeof SCHEMA_FIELDS)[number]>;
export const SCHEMA_WRITTEN = object(SCHEMA_FIELDS);

/** SchemasResourceBase#convertToAllVersionsSchemaResponse always builds the list. */
export interface BrokerSchemaVersions {
  getSchemaResponses: BrokerSchema[];
}
export const SCHEMA_VERSIONS_WRITTEN = object(['getSchemaResponses'], {
  getSchemaResponses: listOf(SCHEMA_WRITTEN),
});

/**
 * IsCompatibilityResponse.java:34-35: the boolean `isCompatibility` (Jackson names it
 * `compatibility`, after Lombok's `isCompatibility()`) and the strategy's name, both always set by
 * SchemasResource#testCompatibility (pulsar-broker, admin/v2).
 */
export type BrokerCompatibility = WithWritten<
  IsCompatibilityResponse,
  'compatibility' | 'schemaCompatibilityStrategy'
>;

/** ManagedLedgerInternalStats.java:74 (pulsar-common, policies/data): LedgerInfo's `long ledgerId`. */
export type BrokerLedgerInfo = WithWritten<LedgerInfo, 'ledgerId'>;
export type BrokerInternalStats = Omit<PersistentTopicInternalStats, 'ledgers'> & {
  ledgers?: BrokerLedgerInfo[];
};
export const INTERNAL_STATS_WRITTEN = object([], { ledgers: listOf(object(['ledgerId'])) });

/**
 * LongRunningProcessStatus.java:35-40 (pulsar-client-admin-api): every constructor sets `status`,
 * NOT_RUN when nothing ran; OffloadProcessStatus extends it.
 */
export type BrokerProcessStatus = WithWritten<LongRunningProcessStatus, 'status'>;
export type BrokerOffloadStatus = WithWritten<OffloadStatus, 'status'>;
export const PROCESS_STATUS_WRITTEN = object(['status']);
