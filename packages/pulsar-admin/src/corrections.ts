// Where a real Pulsar 4.0 broker answers other than its OpenAPI file says. Each correction cites
// the row of §5 "Where the Swagger file and the broker disagree" in the project's Pulsar admin
// contract reference; the catalogue uses these instead of the generated
// type, and the contract test checks the simulator against the corrected shape.
import type { Metrics, OffloadProcessStatus, PostSchemaResponse } from './generated/definitions.ts';

export type AuthAction = 'produce' | 'consume' | 'functions' | 'sources' | 'sinks' | 'packages';

/** §5 row 11: role → ARRAY of actions (the OpenAPI says one action per role). */
export type PermissionsMap = Record<string, AuthAction[]>;
export const PERMISSIONS_MAP_SCHEMA = {
  type: 'object',
  additionalProperties: {
    type: 'array',
    items: { type: 'string', enum: ['produce', 'consume', 'functions', 'sources', 'sinks', 'packages'] },
  },
};

/** §5 row 16: the created version is `{"version":{"version":<n>}}`, not an empty SchemaVersion. */
export type UploadedSchema = Omit<PostSchemaResponse, 'version'> & { version: { version: number } };
export const UPLOADED_SCHEMA_SCHEMA = {
  type: 'object',
  required: ['version'],
  properties: {
    version: { type: 'object', required: ['version'], properties: { version: { type: 'integer' } } },
  },
};

/**
 * §5 row 15: message ids are `{ledgerId, entryId, partitionIndex}` (+ `batchIndex`, `batchSize`);
 * MessageIdAdv's `ackSet` and `firstChunkMessageId` are never sent.
 */
export interface BrokerMessageId {
  ledgerId: number;
  entryId: number;
  partitionIndex?: number;
  batchIndex?: number;
  batchSize?: number;
}

/** §5 row 6: offload takes the message id to offload up to as its body (the OpenAPI has none). */
export type OffloadBody = Pick<BrokerMessageId, 'ledgerId' | 'entryId'>;

/** §5 row 15: the offload status' first message still in BookKeeper is such a message id. */
export type OffloadStatus = Omit<OffloadProcessStatus, 'firstUnoffloadedMessage'> & {
  firstUnoffloadedMessage?: BrokerMessageId;
};

/**
 * The OpenAPI types `GET /admin/v2/broker-stats/topics` as `OutputStream` (the Java type that
 * streams it): it is namespace → bundle → `persistent` | `non-persistent` → full topic name → the
 * topic's figures (BrokerStatsBase.getTopics2, PersistentTopic.updateRates writing
 * `topicStatsStream`: rates, `producerCount`, `storageSize`, `subscriptions` with their
 * `msgBacklog` and `consumers`).
 */
export type BrokerStatsTopics = Record<
  string,
  Record<string, Record<string, Record<string, Record<string, unknown>>>>
>;
const objectOf = (values: object) => ({ type: 'object', additionalProperties: values });
export const BROKER_STATS_TOPICS_SCHEMA = objectOf(objectOf(objectOf(objectOf({ type: 'object' }))));

/**
 * `Metrics.metrics` is a Java `Map<String, Object>`, which the OpenAPI types as objects: the broker
 * writes numbers there (BrokerOperabilityMetrics, the namespace dimensions' rates and counts), and
 * a double that is not finite as Jackson writes it, the string `NaN` or `Infinity`: a 4.0.7 broker
 * that has loaded no topic lately answers `pulsar_topic_load_times`' quantiles as `"NaN"`
 * (BrokerOperabilityMetrics.java:139-150, getTopicLoadMetrics and getDimensionMetrics).
 */
export type BrokerMetricValue = number | 'NaN' | 'Infinity' | '-Infinity';
export type BrokerMetrics = Omit<Metrics, 'metrics'> & { metrics?: Record<string, BrokerMetricValue> };
export const BROKER_METRICS_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      dimensions: { type: 'object', additionalProperties: { type: 'string' } },
      metrics: {
        type: 'object',
        additionalProperties: {
          anyOf: [{ type: 'number' }, { type: 'string', enum: ['NaN', 'Infinity', '-Infinity'] }],
        },
      },
    },
  },
};
