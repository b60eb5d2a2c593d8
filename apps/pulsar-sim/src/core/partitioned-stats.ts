// How a broker folds its partitions' stats into one PartitionedTopicStatsImpl: a fresh
// TopicStatsImpl, then `add(partitionStats)` for each partition in order (pulsar-common 4.0,
// TopicStatsImpl#add, PublisherStatsImpl#add, SubscriptionStatsImpl#add, ConsumerStatsImpl#add,
// ReplicatorStatsImpl#add). Publishers and consumers are merged by their index in the list, not by
// name, and a merged entry keeps only the figures `add` copies: no address, connectedSince,
// producer or consumer name. Fields `add` leaves alone keep their defaults (0, false, or absent
// where the Java field is null: Pulsar's JSON mapper leaves nulls out).

type Stats = Record<string, unknown>;

const numberOf = (value: unknown): number => (typeof value === 'number' ? value : 0);
const listOf = (value: unknown): Stats[] => (Array.isArray(value) ? (value as Stats[]) : []);
const mapOf = (value: unknown): Record<string, Stats> =>
  value !== null && typeof value === 'object' ? (value as Record<string, Stats>) : {};
const round = (value: number): number => Math.round(value * 1000) / 1000;

function sum(target: Stats, source: Stats, fields: readonly string[]): void {
  for (const field of fields) target[field] = round(numberOf(target[field]) + numberOf(source[field]));
}

function copy(target: Stats, source: Stats, fields: readonly string[]): void {
  for (const field of fields) if (source[field] !== undefined) target[field] = source[field];
}

/** A running mean over `count` values, as the Java classes keep averageMsgSize. */
function runningAverage(target: Stats, source: Stats, count: number): void {
  target.averageMsgSize = round(
    (numberOf(target.averageMsgSize) * (count - 1) + numberOf(source.averageMsgSize)) / count,
  );
}

/** `earliest…` times: the smaller of two non-zero values, otherwise whichever is set. */
function earliest(current: unknown, next: unknown): number {
  const [a, b] = [numberOf(current), numberOf(next)];
  return a !== 0 && b !== 0 ? Math.min(a, b) : Math.max(a, b);
}

// PublisherStatsImpl: a new instance, then add() sums the rates and averages the message size.
function newPublisher(): Stats {
  return {
    msgRateIn: 0,
    msgThroughputIn: 0,
    averageMsgSize: 0,
    chunkedMessageRate: 0,
    producerId: 0,
    supportsPartialProducer: false,
  };
}

// ConsumerStatsImpl#add: sums and a few last-wins fields; name, address and times stay unset.
function newConsumer(): Stats {
  return {
    msgRateOut: 0,
    msgThroughputOut: 0,
    bytesOutCounter: 0,
    msgOutCounter: 0,
    msgRateRedeliver: 0,
    messageAckRate: 0,
    chunkedMessageRate: 0,
    availablePermits: 0,
    unackedMessages: 0,
    avgMessagesPerEntry: 0,
    blockedConsumerOnUnackedMsgs: false,
    drainingHashesCount: 0,
    drainingHashesClearedTotal: 0,
    drainingHashesUnackedMessages: 0,
    lastAckedTimestamp: 0,
    lastConsumedTimestamp: 0,
    lastConsumedFlowTimestamp: 0,
  };
}

function addConsumer(target: Stats, source: Stats): Stats {
  sum(target, source, [
    'msgRateOut',
    'messageAckRate',
    'msgThroughputOut',
    'bytesOutCounter',
    'msgOutCounter',
    'msgRateRedeliver',
    'availablePermits',
    'unackedMessages',
    'drainingHashesClearedTotal',
  ]);
  copy(target, source, [
    'blockedConsumerOnUnackedMsgs',
    'readPositionWhenJoining',
    'drainingHashesCount',
    'drainingHashesUnackedMessages',
    'drainingHashes',
    'keyHashRanges',
    'keyHashRangeArrays',
    // 4.0.7 keeps the name of the last consumer added at the index (ConsumerStatsImpl.java:158).
    'consumerName',
  ]);
  return target;
}

const SUBSCRIPTION_SUMS = [
  'msgRateOut',
  'msgThroughputOut',
  'bytesOutCounter',
  'msgOutCounter',
  'msgRateRedeliver',
  'messageAckRate',
  'chunkedMessageRate',
  'msgBacklog',
  'backlogSize',
  'msgBacklogNoDelayed',
  'msgDelayed',
  'msgInReplay',
  'unackedMessages',
  'msgRateExpired',
  'totalMsgExpired',
  'drainingHashesCount',
  'drainingHashesClearedTotal',
  'drainingHashesUnackedMessages',
  'nonContiguousDeletedMessagesRanges',
  'nonContiguousDeletedMessagesRangesSerializedSize',
  'delayedMessageIndexSizeInBytes',
  'filterProcessedMsgCount',
  'filterAcceptedMsgCount',
  'filterRejectedMsgCount',
  'filterRescheduledMsgCount',
  'dispatchThrottledMsgEventsBySubscriptionLimit',
  'dispatchThrottledBytesEventsBySubscriptionLimit',
  'dispatchThrottledMsgEventsByTopicLimit',
  'dispatchThrottledBytesEventsByTopicLimit',
  'dispatchThrottledMsgEventsByBrokerLimit',
  'dispatchThrottledBytesEventsByBrokerLimit',
] as const;

function newSubscription(): Stats {
  const fresh: Stats = Object.fromEntries(SUBSCRIPTION_SUMS.map((field) => [field, 0]));
  return {
    ...fresh,
    earliestMsgPublishTimeInBacklog: 0,
    blockedSubscriptionOnUnackedMsgs: false,
    lastExpireTimestamp: 0,
    lastConsumedFlowTimestamp: 0,
    lastConsumedTimestamp: 0,
    lastAckedTimestamp: 0,
    lastMarkDeleteAdvancedTimestamp: 0,
    consumers: [],
    allowOutOfOrderDelivery: false,
    consumersAfterMarkDeletePosition: {},
    subscriptionProperties: {},
    durable: false,
    replicated: false,
  };
}

function addSubscription(target: Stats, source: Stats): void {
  sum(target, source, SUBSCRIPTION_SUMS);
  copy(target, source, ['type']);
  target.replicated = target.replicated === true || source.replicated === true;
  target.durable = target.durable === true || source.durable === true;
  const merged = listOf(target.consumers);
  const incoming = listOf(source.consumers);
  // SubscriptionStatsImpl#add: lists of different lengths are appended, equal ones merged by index.
  if (merged.length !== incoming.length) {
    for (const consumer of incoming) merged.push(addConsumer(newConsumer(), consumer));
  } else {
    incoming.forEach((consumer, index) => addConsumer(merged[index] as Stats, consumer));
  }
  target.consumers = merged;
  target.allowOutOfOrderDelivery =
    target.allowOutOfOrderDelivery === true || source.allowOutOfOrderDelivery === true;
  target.consumersAfterMarkDeletePosition = {
    ...mapOf(target.consumersAfterMarkDeletePosition),
    ...mapOf(source.consumersAfterMarkDeletePosition),
  };
  target.earliestMsgPublishTimeInBacklog = earliest(
    target.earliestMsgPublishTimeInBacklog,
    source.earliestMsgPublishTimeInBacklog,
  );
  target.subscriptionProperties = {
    ...mapOf(target.subscriptionProperties),
    ...mapOf(source.subscriptionProperties),
  };
}

function addReplication(target: Stats, source: Stats): void {
  sum(target, source, [
    'msgRateIn',
    'msgThroughputIn',
    'msgRateOut',
    'msgThroughputOut',
    'msgRateExpired',
    'replicationBacklog',
    'msgInCount',
    'bytesInCount',
    'msgOutCount',
    'bytesOutCount',
    'msgExpiredCount',
  ]);
  if (target.connected === true) target.connected = source.connected === true;
  target.replicationDelayInSeconds = Math.max(
    numberOf(target.replicationDelayInSeconds),
    numberOf(source.replicationDelayInSeconds),
  );
}

const TOPIC_SUMS = [
  'msgRateIn',
  'msgThroughputIn',
  'msgRateOut',
  'msgThroughputOut',
  'bytesInCounter',
  'msgInCounter',
  'bytesOutCounter',
  'msgOutCounter',
  'waitingPublishers',
  'storageSize',
  'backlogSize',
  'publishRateLimitedTimes',
  'offloadedStorageSize',
  'nonContiguousDeletedMessagesRanges',
  'nonContiguousDeletedMessagesRangesSerializedSize',
  'delayedMessageIndexSizeInBytes',
  // NonPersistentTopicStatsImpl#add sums the drop rate too.
  'msgDropRate',
] as const;

function newTopic(nonPersistent: boolean): Stats {
  const fresh: Stats = Object.fromEntries(TOPIC_SUMS.map((field) => [field, 0]));
  if (!nonPersistent) delete fresh.msgDropRate;
  return {
    ...fresh,
    systemTopicBytesInCounter: 0,
    bytesOutInternalCounter: 0,
    averageMsgSize: 0,
    msgChunkPublished: false,
    backlogQuotaLimitSize: 0,
    backlogQuotaLimitTime: 0,
    oldestBacklogMessageAgeSeconds: 0,
    earliestMsgPublishTimeInBacklogs: 0,
    lastOffloadLedgerId: 0,
    lastOffloadSuccessTimeStamp: 0,
    lastOffloadFailureTimeStamp: 0,
    ongoingTxnCount: 0,
    abortedTxnCount: 0,
    committedTxnCount: 0,
    publishers: [],
    subscriptions: {},
    replication: {},
    compaction: {
      lastCompactionRemovedEventCount: 0,
      lastCompactionSucceedTimestamp: 0,
      lastCompactionFailedTimestamp: 0,
      lastCompactionDurationTimeInMills: 0,
    },
  };
}

const publisherCounts = new WeakMap<Stats, number>();

function addTopic(target: Stats, source: Stats, count: number): void {
  sum(
    target,
    source,
    TOPIC_SUMS.filter((field) => field in target),
  );
  runningAverage(target, source, count);
  copy(target, source, [
    'ongoingTxnCount',
    'abortedTxnCount',
    'committedTxnCount',
    'backlogQuotaLimitTime',
    'backlogQuotaLimitSize',
  ]);
  if (numberOf(source.oldestBacklogMessageAgeSeconds) > numberOf(target.oldestBacklogMessageAgeSeconds)) {
    target.oldestBacklogMessageAgeSeconds = source.oldestBacklogMessageAgeSeconds;
    target.oldestBacklogMessageSubscriptionName = source.oldestBacklogMessageSubscriptionName;
  }
  const publishers = listOf(target.publishers);
  listOf(source.publishers).forEach((publisher, index) => {
    const merged = publishers[index] ?? newPublisher();
    publishers[index] = merged;
    sum(merged, publisher, ['msgRateIn', 'msgThroughputIn']);
    // PublisherStatsImpl keeps its own count (@JsonIgnore) for the running average.
    const publisherCount = (publisherCounts.get(merged) ?? 0) + 1;
    publisherCounts.set(merged, publisherCount);
    runningAverage(merged, publisher, publisherCount);
  });
  target.publishers = publishers;
  const subscriptions = mapOf(target.subscriptions);
  for (const [name, stats] of Object.entries(mapOf(source.subscriptions))) {
    const merged = subscriptions[name] ?? newSubscription();
    subscriptions[name] = merged;
    addSubscription(merged, stats);
  }
  target.subscriptions = subscriptions;
  const replication = mapOf(target.replication);
  for (const [cluster, stats] of Object.entries(mapOf(source.replication))) {
    const merged = replication[cluster] ?? { connected: true };
    replication[cluster] = merged;
    addReplication(merged, stats);
  }
  target.replication = replication;
  target.earliestMsgPublishTimeInBacklogs = earliest(
    target.earliestMsgPublishTimeInBacklogs,
    source.earliestMsgPublishTimeInBacklogs,
  );
}

/** The aggregate part of PartitionedTopicStatsImpl from each partition's TopicStatsImpl, in order. */
export function mergePartitionStats(partitions: readonly Stats[], nonPersistent: boolean): Stats {
  const total = newTopic(nonPersistent);
  partitions.forEach((stats, index) => addTopic(total, stats, index + 1));
  return total;
}
