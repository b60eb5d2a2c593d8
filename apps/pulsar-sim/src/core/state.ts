// The whole simulated deployment as plain data. Operations live in the sibling modules and take
// this state as their first argument, so the model stays transport-free and easy to reset.
import type { Clock } from './clock.ts';
import type { Random } from './random.ts';
import type { TopicDomain } from './names.ts';

export type AuthAction = 'produce' | 'consume' | 'functions' | 'sources' | 'sinks' | 'packages';
export type SubscriptionType = 'Exclusive' | 'Shared' | 'Failover' | 'Key_Shared';

export interface BrokerState {
  /** `host:port` (the HTTP port, also with TLS), Pulsar's broker id. */
  id: string;
  cluster: string;
  webServiceUrl: string;
  /** Set when the broker also serves HTTPS (`webServicePortTls`). */
  webServiceUrlTls?: string;
  pulsarServiceUrl: string;
  pulsarServiceUrlTls?: string;
  startTimestamp: number;
  healthy: boolean;
}

export interface ClusterState {
  name: string;
  /** ClusterData exactly as stored (wire field names). */
  data: Record<string, unknown>;
  brokers: BrokerState[];
  failureDomains: Map<string, { brokers: string[] }>;
  isolationPolicies: Map<string, Record<string, unknown>>;
}

export interface TenantState {
  adminRoles: string[];
  allowedClusters: string[];
}

export interface BundleState {
  lower: number;
  upper: number;
  /** Owning broker id per cluster. */
  owners: Map<string, string>;
}

export interface NamespaceState {
  tenant: string;
  name: string;
  /** `tenant/namespace` */
  fullName: string;
  /** The stored Policies object, wire keys; unset policies are absent. */
  policies: Record<string, unknown>;
  bundles: BundleState[];
  /** Concrete topics (non-partitioned topics and partitions) by full name. */
  topics: Map<string, TopicState>;
  /** Full names of partitioned topics. */
  partitionedTopics: Set<string>;
  /**
   * The namespace's LocalPolicies node, absent until the broker first writes it: when a bundle is
   * first owned (a topic created or looked up), or an affinity group is set. Only the bookie
   * affinity group is kept here; the anti-affinity group stays in `policies`.
   */
  localPolicies?: { bookieAffinityGroup?: Record<string, unknown> };
}

export interface StoredMessage {
  sequence: number;
  publishTime: number;
  eventTime: number;
  producerName: string;
  sequenceId: number;
  key: string | undefined;
  properties: Record<string, string>;
  payload: Buffer;
  /** Messages in the entry when a batching producer wrote it (MessageMetadata.num_messages_in_batch). */
  numMessagesInBatch?: number;
  /** The schema version its producer wrote with (MessageMetadata.schema_version); REST produce writes none. */
  schemaVersion?: number;
}

export interface LedgerState {
  ledgerId: number;
  /** Sequence number of the ledger's entry 0. */
  firstSequence: number;
  entries: number;
  size: number;
  createdAt: number;
  /** Copied to tiered storage by a finished offload (LedgerInfo.offloaded in internal stats). */
  offloaded: boolean;
}

export interface Counters {
  messages: number;
  bytes: number;
}

export interface RateWindow {
  messagesAtLastRoll: number;
  bytesAtLastRoll: number;
  messageRate: number;
  byteRate: number;
}

export interface ConsumerState {
  name: string;
  consumerId: number;
  address: string;
  connectedSince: string;
  clientVersion: string;
  /** Messages per second this simulated consumer acknowledges. */
  ratePerSecond: number;
  out: Counters;
  outRate: RateWindow;
  ackRate: RateWindow;
  acked: number;
  carry: number;
  lastAckedTimestamp: number;
  lastConsumedTimestamp: number;
  unackedMessages: number;
  /**
   * The client's receiver queue: the permits its flow commands keep granting (the Java client's
   * default 1000). Each message delivered and not yet acknowledged holds one.
   */
  receiverQueueSize: number;
  /**
   * The broker's maxUnackedMessagesPerConsumer (default 50000, 0 = no limit): a Shared or Key_Shared
   * consumer holding this many unacknowledged messages is sent no more.
   */
  maxUnackedMessages: number;
}

export interface SubscriptionState {
  name: string;
  type: SubscriptionType;
  durable: boolean;
  replicated: boolean;
  /** Sequence of the last message acknowledged in order; firstSequence-1 when none. */
  markDeleteSequence: number;
  consumers: ConsumerState[];
  properties: Record<string, string>;
  out: Counters;
  outRate: RateWindow;
  expired: number;
  expiredAtLastRoll: number;
  expiredRate: number;
  lastExpireTimestamp: number;
  lastMarkDeleteAdvancedTimestamp: number;
  lastConsumedTimestamp: number;
  lastAckedTimestamp: number;
  cursorLedger: number;
  createdAt: number;
}

export interface ProducerState {
  producerId: number;
  producerName: string;
  accessMode: 'Shared' | 'Exclusive' | 'ExclusiveWithFencing' | 'WaitForExclusive';
  address: string;
  connectedSince: string;
  clientVersion: string;
  ratePerSecond: number;
  averagePayloadSize: number;
  in: Counters;
  inRate: RateWindow;
  carry: number;
  sequenceId: number;
}

export interface TopicState {
  fullName: string;
  /** CRC-32 of the full name: places the topic in a namespace bundle. */
  hash: number;
  domain: TopicDomain;
  namespace: string;
  localName: string;
  /** -1 for a non-partitioned topic. */
  partitionIndex: number;
  createdAt: number;
  properties: Record<string, string>;
  /** Lazily created managed ledger; null for non-persistent topics and untouched topics. */
  ledger: ManagedLedgerState | null;
  subscriptions: Map<string, SubscriptionState>;
  producers: ProducerState[];
  in: Counters;
  inRate: RateWindow;
  out: Counters;
  outRate: RateWindow;
  dropped: number;
  terminated: boolean;
  compaction: CompactionState;
  offload: OffloadState;
}

export type ProcessStatus = 'NOT_RUN' | 'RUNNING' | 'SUCCESS' | 'ERROR';

/** A compaction runs in the background; `finishesAt` is when a RUNNING one completes. */
export interface CompactionState {
  status: ProcessStatus;
  lastError: string;
  startedAt: number;
  finishesAt: number;
  /** The last sequence the running compaction reads up to (the topic's last message when it began). */
  horizon: number;
  /** The compacted ledger of the last successful compaction; null while there is none. */
  ledger: { ledgerId: number; entries: number; size: number } | null;
  /** Each compacted key with the size of its latest payload. */
  keys: Map<string, number>;
  lastSucceeded: number;
  removedEventCount: number;
  durationMs: number;
}

/** An offload runs in the background; `finishesAt` is when a RUNNING one completes. */
export interface OffloadState {
  status: ProcessStatus;
  lastError: string;
  finishesAt: number;
  /** Ledgers the running offload copies to tiered storage. */
  ledgerIds: number[];
  /** The first ledger left in BookKeeper (entry 0 of it is Pulsar's firstUnoffloadedMessage); -1 for none. */
  firstKeptLedgerId: number;
  lastOffloadLedgerId: number;
  lastSucceeded: number;
}

export interface ManagedLedgerState {
  /** Sequence number the next published message gets. */
  nextSequence: number;
  /** Messages still stored (the oldest ones are trimmed once consumed or evicted). */
  messages: StoredMessage[];
  ledgers: LedgerState[];
  lastLedgerCreatedTimestamp: number;
}

export interface PartitionedTopicState {
  fullName: string;
  domain: TopicDomain;
  namespace: string;
  partitions: number;
  /** PartitionedTopicMetadata.properties: absent (Java's null) until one is set, then kept, `{}` too. */
  properties?: Record<string, string>;
  createdAt: number;
}

export interface SchemaVersionState {
  version: number;
  type: string;
  data: string;
  properties: Record<string, string>;
  timestamp: number;
}

export interface SchemaHistory {
  versions: SchemaVersionState[];
  deleted: boolean;
}

export type ComponentKind = 'function' | 'source' | 'sink';

export interface ComponentInstanceState {
  instanceId: number;
  /** The worker the scheduler assigned the instance to (its id, `c-<cluster>-fw-<host>-<port>`). */
  workerId: string;
  /** Whether the instance's runtime runs (a restart runs it whatever the metadata says). */
  running: boolean;
  numRestarts: number;
  processed: number;
  received: number;
  lastInvocationTime: number;
  numUserExceptions: number;
  /** Newest last, at most 10 (InstanceCommunication's latestUserExceptions). */
  latestUserExceptions: { exceptionString: string; timestampMs: number }[];
}

export interface ComponentState {
  kind: ComponentKind;
  tenant: string;
  namespace: string;
  name: string;
  config: Record<string, unknown>;
  instances: ComponentInstanceState[];
  /**
   * FunctionMetaData.instanceStates, what start and stop change: empty until the first start or stop
   * (every instance runs), then one entry per instance of that moment's parallelism.
   */
  instanceStates: Map<number, 'RUNNING' | 'STOPPED'>;
  state: Map<string, { value: string; version: number }>;
  /** Where the worker keeps the code: the package URL, `builtin://…`, or an uploaded file's place. */
  packageLocation: string;
}

export interface BookieState {
  id: string;
  hostname: string;
  readOnly: boolean;
  freeBytes: number;
  totalBytes: number;
}

export interface SimulatorLimits {
  defaultNumberOfNamespaceBundles: number;
  maxNumPartitionsPerPartitionedTopic: number;
  entriesPerLedger: number;
  maxStoredMessagesPerTopic: number;
  topicLevelPoliciesEnabled: boolean;
  forceDeleteTenantAllowed: boolean;
  forceDeleteNamespaceAllowed: boolean;
  allowAutoTopicCreation: boolean;
  /** Milliseconds a compaction or an offload stays RUNNING before its effects apply (0 = at once). */
  backgroundOperationMs: number;
  /** `functionsWorkerEnabled`: without a worker every /admin/v3 functions, sources, sinks call is a 409. */
  functionsWorkerEnabled: boolean;
  /**
   * The worker's connectors directory holds Pulsar's IO connectors (core/builtin-connectors.ts), as
   * an image with them does; without them (the default, as Pulsar 4.0.7's standalone, whose release
   * ships the connectors separately) no builtin:// source or sink registers.
   */
  builtinConnectors: boolean;
}

/** A resource group's rates per second as the broker stores them: -1 where it sets no limit. */
export interface ResourceGroupState {
  publishRateInMsgs: number;
  publishRateInBytes: number;
  dispatchRateInMsgs: number;
  dispatchRateInBytes: number;
}

export interface SimulatorState {
  clock: Clock;
  random: Random;
  limits: SimulatorLimits;
  clusters: Map<string, ClusterState>;
  tenants: Map<string, TenantState>;
  namespaces: Map<string, NamespaceState>;
  topics: Map<string, TopicState>;
  partitionedTopics: Map<string, PartitionedTopicState>;
  /** Topic-level policies per topic full name, keyed by the REST suffix (`messageTTL`, `retention`, …). */
  topicPolicies: Map<string, Map<string, unknown>>;
  /** The topic-level policies set with `isGlobal=true`, kept apart from the local ones as Pulsar does. */
  globalTopicPolicies: Map<string, Map<string, unknown>>;
  /** Keyed by `tenant/namespace/topic` (the domain does not matter for schemas). */
  schemas: Map<string, SchemaHistory>;
  /** Keyed by `kind:tenant/namespace/name`. */
  components: Map<string, ComponentState>;
  bookies: Map<string, BookieState>;
  /** group → bookie address → rack info. */
  bookieRacks: Map<string, Map<string, Record<string, unknown>>>;
  /** Dynamic configuration overrides stored in the metadata store. */
  dynamicConfiguration: Map<string, string>;
  /** Resource groups by name (cluster-wide, `/admin/resourcegroups` in the metadata store). */
  resourceGroups: Map<string, ResourceGroupState>;
  nextLedgerId: number;
  nextClientId: number;
  /** Topics with a compaction or an offload still RUNNING, settled before each request and tick. */
  backgroundWork: Set<TopicState>;
}

export const DEFAULT_LIMITS: SimulatorLimits = {
  defaultNumberOfNamespaceBundles: 4,
  maxNumPartitionsPerPartitionedTopic: 0,
  entriesPerLedger: 500,
  maxStoredMessagesPerTopic: 10_000,
  topicLevelPoliciesEnabled: true,
  forceDeleteTenantAllowed: false,
  forceDeleteNamespaceAllowed: false,
  allowAutoTopicCreation: true,
  backgroundOperationMs: 1000,
  functionsWorkerEnabled: true,
  builtinConnectors: false,
};

export function createState(
  clock: Clock,
  random: Random,
  limits: Partial<SimulatorLimits> = {},
): SimulatorState {
  return {
    clock,
    random,
    limits: { ...DEFAULT_LIMITS, ...limits },
    clusters: new Map(),
    tenants: new Map(),
    namespaces: new Map(),
    topics: new Map(),
    partitionedTopics: new Map(),
    topicPolicies: new Map(),
    globalTopicPolicies: new Map(),
    schemas: new Map(),
    components: new Map(),
    bookies: new Map(),
    bookieRacks: new Map(),
    dynamicConfiguration: new Map(),
    resourceGroups: new Map(),
    nextLedgerId: 10,
    nextClientId: 0,
    backgroundWork: new Set(),
  };
}

export const emptyRate = (): RateWindow => ({
  messagesAtLastRoll: 0,
  bytesAtLastRoll: 0,
  messageRate: 0,
  byteRate: 0,
});
