// Every Pulsar admin call Beacon's web console makes, in one place: method, path template (the
// OpenAPI's own, parameter names included, so the contract test finds each operation there), and
// the answer, body and query types, generated from the OpenAPI (src/generated) or corrected where
// a broker answers otherwise (src/corrections.ts), with the fields a broker always writes required
// (src/broker-written.ts). `{domain}` is `persistent` or `non-persistent`.
import type {
  BrokerCompatibility,
  BrokerInternalStats,
  BrokerOffloadStatus,
  BrokerPartitionedTopicStats,
  BrokerProcessStatus,
  BrokerSchema,
  BrokerSchemaVersions,
  BrokerTopicStats,
} from './broker-written.ts';
import {
  INTERNAL_STATS_WRITTEN,
  PARTITIONED_STATS_WRITTEN,
  PROCESS_STATUS_WRITTEN,
  SCHEMA_VERSIONS_WRITTEN,
  SCHEMA_WRITTEN,
  TOPIC_STATS_WRITTEN,
} from './broker-written.ts';
import type {
  AuthAction,
  BrokerMessageId,
  OffloadBody,
  PermissionsMap,
  UploadedSchema,
} from './corrections.ts';
import { PERMISSIONS_MAP_SCHEMA, UPLOADED_SCHEMA_SCHEMA } from './corrections.ts';
import type {
  BundlesDataImpl,
  DeleteSchemaResponse,
  LookupData,
  PartitionedTopicMetadata,
  Policies,
  PostSchemaPayload,
  ResetCursorData,
  TenantInfo,
} from './generated/definitions.ts';
import { operation } from './operation.ts';

const NAMESPACE = '/admin/v2/namespaces/{tenant}/{namespace}';
/** A namespace's topics of one domain. */
const TOPICS = '/admin/v2/{domain}/{tenant}/{namespace}';
const TOPIC = `${TOPICS}/{topic}` as const;
const SUBSCRIPTION = `${TOPIC}/subscription/{subName}` as const;
const SCHEMA = '/admin/v2/schemas/{tenant}/{namespace}/{topic}';

type Force = { force?: boolean };
/** Where a new subscription starts, or which end examine-message counts from. */
export type InitialPosition = 'latest' | 'earliest';

export const clusters = {
  list: operation<string[]>()('GET', '/admin/v2/clusters'),
};

export const tenants = {
  list: operation<string[]>()('GET', '/admin/v2/tenants'),
  get: operation<TenantInfo>()('GET', '/admin/v2/tenants/{tenant}'),
  create: operation<void, TenantInfo>()('PUT', '/admin/v2/tenants/{tenant}'),
  update: operation<void, TenantInfo>()('POST', '/admin/v2/tenants/{tenant}'),
  delete: operation<void, never, Force>()('DELETE', '/admin/v2/tenants/{tenant}'),
};

export const namespaces = {
  /** Full names, `tenant/namespace`. */
  list: operation<string[]>()('GET', '/admin/v2/namespaces/{tenant}'),
  policies: operation<Policies>()('GET', NAMESPACE),
  create: operation<void, Policies>()('PUT', NAMESPACE),
  delete: operation<void, never, Force>()('DELETE', NAMESPACE),
  bundles: operation<BundlesDataImpl>()('GET', `${NAMESPACE}/bundles`),
  replication: operation<string[]>()('GET', `${NAMESPACE}/replication`),
  unload: operation()('PUT', `${NAMESPACE}/unload`),
  clearBacklog: operation()('POST', `${NAMESPACE}/clearBacklog`),
  splitBundle: operation<void, never, { unload: boolean }>()('PUT', `${NAMESPACE}/{bundle}/split`),
  unloadBundle: operation()('PUT', `${NAMESPACE}/{bundle}/unload`),
  clearBundleBacklog: operation()('POST', `${NAMESPACE}/{bundle}/clearBacklog`),
  permissions: operation<PermissionsMap>()('GET', `${NAMESPACE}/permissions`, {
    correctedAnswer: PERMISSIONS_MAP_SCHEMA,
  }),
  grant: operation<void, AuthAction[]>()('POST', `${NAMESPACE}/permissions/{role}`),
  revoke: operation()('DELETE', `${NAMESPACE}/permissions/{role}`),
};

export const topics = {
  /** Full names (`persistent://t/ns/name`) of the namespace's topics, each partition by itself. */
  list: operation<string[], never, { bundle?: string; includeSystemTopic?: boolean }>()('GET', TOPICS),
  /** Full names of the namespace's partitioned topics (their partitions are in `list`). */
  listPartitioned: operation<string[], never, { includeSystemTopic?: boolean }>()(
    'GET',
    `${TOPICS}/partitioned`,
  ),
  create: operation()('PUT', TOPIC),
  delete: operation<void, never, Force>()('DELETE', TOPIC),
  stats: operation<BrokerTopicStats, never, { getEarliestTimeInBacklog?: boolean }>()(
    'GET',
    `${TOPIC}/stats`,
    {
      writtenAnswer: TOPIC_STATS_WRITTEN,
    },
  ),
  internalStats: operation<BrokerInternalStats>()('GET', `${TOPIC}/internalStats`, {
    writtenAnswer: INTERNAL_STATS_WRITTEN,
  }),
  /** The topic's subscription names. */
  subscriptions: operation<string[]>()('GET', `${TOPIC}/subscriptions`),
  partitionedStats: operation<
    BrokerPartitionedTopicStats,
    never,
    { perPartition?: boolean; excludePublishers?: boolean; getEarliestTimeInBacklog?: boolean }
  >()('GET', `${TOPIC}/partitioned-stats`, { writtenAnswer: PARTITIONED_STATS_WRITTEN }),
  partitions: operation<PartitionedTopicMetadata>()('GET', `${TOPIC}/partitions`),
  createPartitioned: operation<void, number>()('PUT', `${TOPIC}/partitions`),
  updatePartitions: operation<void, number>()('POST', `${TOPIC}/partitions`),
  deletePartitioned: operation<void, never, Force>()('DELETE', `${TOPIC}/partitions`),
  permissions: operation<PermissionsMap>()('GET', `${TOPIC}/permissions`, {
    correctedAnswer: PERMISSIONS_MAP_SCHEMA,
  }),
  grant: operation<void, AuthAction[]>()('POST', `${TOPIC}/permissions/{role}`),
  revoke: operation()('DELETE', `${TOPIC}/permissions/{role}`),
  /** §5 row 5: a broker answers 200 NOT_RUN where the OpenAPI promises a 404. */
  compactionStatus: operation<BrokerProcessStatus>()('GET', `${TOPIC}/compaction`, {
    writtenAnswer: PROCESS_STATUS_WRITTEN,
  }),
  compact: operation()('PUT', `${TOPIC}/compaction`),
  offloadStatus: operation<BrokerOffloadStatus>()('GET', `${TOPIC}/offload`, {
    writtenAnswer: PROCESS_STATUS_WRITTEN,
  }),
  offload: operation<void, OffloadBody>()('PUT', `${TOPIC}/offload`),
  unload: operation()('PUT', `${TOPIC}/unload`),
  terminate: operation<BrokerMessageId>()('POST', `${TOPIC}/terminate`),
  /** The message bytes, metadata in X-Pulsar-* headers (§5 row 10). */
  examineMessage: operation<
    ArrayBuffer,
    never,
    { initialPosition: InitialPosition; messagePosition: number }
  >()('GET', `${TOPIC}/examinemessage`, { answerFormat: 'bytes' }),
  ledgerEntry: operation<ArrayBuffer>()('GET', `${TOPIC}/ledger/{ledgerId}/entry/{entryId}`, {
    answerFormat: 'bytes',
  }),
  /** The first entry published at or after `timestamp` (ms), on a topic or one partition. */
  messageIdByTime: operation<BrokerMessageId>()('GET', `${TOPIC}/messageid/{timestamp}`),
  lookup: operation<LookupData>()('GET', '/lookup/v2/topic/{domain}/{tenant}/{namespace}/{topic}'),
  /** Bare text `0x00000000_0x40000000`, though declared JSON. */
  bundle: operation<string>()('GET', '/lookup/v2/topic/{domain}/{tenant}/{namespace}/{topic}/bundle', {
    answerFormat: 'text',
  }),
};

export const subscriptions = {
  /**
   * Body: the initial position, a bare JSON string (contract §3.4). The OpenAPI names this one
   * path's parameter `{subscriptionName}`, every other `{subName}`.
   */
  create: operation<void, InitialPosition>()('PUT', `${TOPIC}/subscription/{subscriptionName}`),
  delete: operation<void, never, Force>()('DELETE', SUBSCRIPTION),
  skip: operation()('POST', `${SUBSCRIPTION}/skip/{numMessages}`),
  skipAll: operation()('POST', `${SUBSCRIPTION}/skip_all`),
  expire: operation()('POST', `${SUBSCRIPTION}/expireMessages/{expireTimeInSeconds}`),
  resetToTime: operation()('POST', `${SUBSCRIPTION}/resetcursor/{timestamp}`),
  resetToPosition: operation<void, ResetCursorData>()('POST', `${SUBSCRIPTION}/resetcursor`),
  /** The message bytes, metadata in X-Pulsar-* headers (§5 row 10). */
  peek: operation<ArrayBuffer>()('GET', `${SUBSCRIPTION}/position/{messagePosition}`, {
    answerFormat: 'bytes',
  }),
};

export const schemas = {
  latest: operation<BrokerSchema>()('GET', `${SCHEMA}/schema`, { writtenAnswer: SCHEMA_WRITTEN }),
  /** The schema a message names by its version (the workbench decodes each message by its own). */
  version: operation<BrokerSchema>()('GET', `${SCHEMA}/schema/{version}`, { writtenAnswer: SCHEMA_WRITTEN }),
  versions: operation<BrokerSchemaVersions>()('GET', `${SCHEMA}/schemas`, {
    writtenAnswer: SCHEMA_VERSIONS_WRITTEN,
  }),
  upload: operation<UploadedSchema, PostSchemaPayload>()('POST', `${SCHEMA}/schema`, {
    correctedAnswer: UPLOADED_SCHEMA_SCHEMA,
  }),
  compatibility: operation<BrokerCompatibility, PostSchemaPayload>()('POST', `${SCHEMA}/compatibility`),
  delete: operation<DeleteSchemaResponse, never, Force>()('DELETE', `${SCHEMA}/schema`),
};

/** The catalogue by area, for the contract test and for anyone listing what the console calls. */
export const pulsarAdmin = { clusters, tenants, namespaces, topics, subscriptions, schemas };
