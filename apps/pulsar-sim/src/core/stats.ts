import { COMPACTION_SUBSCRIPTION } from './background-work.ts';
import {
  formatPosition,
  lastSequence,
  messageAt,
  positionOf,
  sizeAfter,
  storageSize,
} from './managed-ledger.ts';
import { mergePartitionStats } from './partitioned-stats.ts';
import type {
  ConsumerState,
  ProducerState,
  SimulatorState,
  SubscriptionState,
  SubscriptionType,
  TopicState,
} from './state.ts';
import { backlogOf } from './subscriptions.ts';

// Every figure derives from the same counters and cursors, so topic stats, partitioned stats,
// internal stats, namespace aggregates and broker-stats always agree with each other.

export interface StatsOptions {
  localCluster: string;
  ownerBroker: string;
  excludePublishers?: boolean;
  excludeConsumers?: boolean;
  /**
   * `getEarliestTimeInBacklog=true`: only then does the broker read the oldest backlog entry of each
   * subscription for its publish time (PersistentSubscription#getStatsAsync); otherwise 0.
   */
  earliestTimeInBacklog?: boolean;
}

const round = (value: number): number => Math.round(value * 1000) / 1000;

function isoTime(epochMillis: number): string {
  return new Date(epochMillis).toISOString().replace('Z', '+00:00');
}

function publisherStats(producer: ProducerState): Record<string, unknown> {
  return {
    accessMode: producer.accessMode,
    msgRateIn: round(producer.inRate.messageRate),
    msgThroughputIn: round(producer.inRate.byteRate),
    averageMsgSize:
      producer.inRate.messageRate > 0 ? round(producer.inRate.byteRate / producer.inRate.messageRate) : 0,
    chunkedMessageRate: 0,
    producerId: producer.producerId,
    supportsPartialProducer: false,
    metadata: {},
    address: producer.address,
    connectedSince: producer.connectedSince,
    clientVersion: producer.clientVersion,
    producerName: producer.producerName,
  };
}

/**
 * Consumer#incrementUnackedMessages: in individual-ack modes (Shared, Key_Shared) a consumer whose
 * unacknowledged messages reach maxUnackedMessagesPerConsumer (when > 0) is blocked.
 */
function blockedOnUnacked(consumer: ConsumerState, type: SubscriptionType): boolean {
  const individualAck = type === 'Shared' || type === 'Key_Shared';
  return (
    individualAck &&
    consumer.maxUnackedMessages > 0 &&
    consumer.unackedMessages >= consumer.maxUnackedMessages
  );
}

function consumerStats(consumer: ConsumerState, type: SubscriptionType): Record<string, unknown> {
  return {
    msgRateOut: round(consumer.outRate.messageRate),
    msgThroughputOut: round(consumer.outRate.byteRate),
    bytesOutCounter: consumer.out.bytes,
    msgOutCounter: consumer.out.messages,
    msgRateRedeliver: 0,
    messageAckRate: round(consumer.ackRate.messageRate),
    chunkedMessageRate: 0,
    consumerName: consumer.name,
    // Consumer#sendMessages takes a permit per message delivered; the client's flow commands give
    // them back as it acknowledges, so the ones held are its unacknowledged messages.
    availablePermits: Math.max(0, consumer.receiverQueueSize - consumer.unackedMessages),
    unackedMessages: consumer.unackedMessages,
    avgMessagesPerEntry: 1,
    blockedConsumerOnUnackedMsgs: blockedOnUnacked(consumer, type),
    lastAckedTimestamp: consumer.lastAckedTimestamp,
    lastConsumedTimestamp: consumer.lastConsumedTimestamp,
    lastConsumedFlowTimestamp: consumer.lastConsumedTimestamp,
    metadata: {},
    address: consumer.address,
    connectedSince: consumer.connectedSince,
    clientVersion: consumer.clientVersion,
  };
}

function subscriptionStats(
  topic: TopicState,
  subscription: SubscriptionState,
  options: StatsOptions,
): Record<string, unknown> {
  const backlog = backlogOf(topic, subscription);
  const oldest =
    options.earliestTimeInBacklog && topic.ledger && backlog > 0
      ? messageAt(topic.ledger, subscription.markDeleteSequence + 1)
      : undefined;
  const stats: Record<string, unknown> = {
    msgRateOut: round(subscription.outRate.messageRate),
    msgThroughputOut: round(subscription.outRate.byteRate),
    bytesOutCounter: subscription.out.bytes,
    msgOutCounter: subscription.out.messages,
    msgRateRedeliver: 0,
    messageAckRate: round(subscription.outRate.messageRate),
    chunkedMessageRate: 0,
    msgBacklog: backlog,
    backlogSize: sizeAfter(topic.ledger, subscription.markDeleteSequence),
    // Asked for (getEarliestTimeInBacklog=true), an empty backlog's time is -1 in 4.0.7 (audit D7:
    // the entry after the mark-delete position is past the last one, PersistentSubscription.java:
    // 1416-1419); not asked, 0.
    earliestMsgPublishTimeInBacklog: oldest?.publishTime ?? (options.earliestTimeInBacklog ? -1 : 0),
    msgBacklogNoDelayed: backlog,
    blockedSubscriptionOnUnackedMsgs: false,
    msgDelayed: 0,
    msgInReplay: 0,
    unackedMessages: subscription.consumers.reduce((total, consumer) => total + consumer.unackedMessages, 0),
    type: subscription.type,
    msgRateExpired: round(subscription.expiredRate),
    totalMsgExpired: subscription.expired,
    lastExpireTimestamp: subscription.lastExpireTimestamp,
    lastConsumedFlowTimestamp: subscription.lastConsumedTimestamp,
    lastConsumedTimestamp: subscription.lastConsumedTimestamp,
    lastAckedTimestamp: subscription.lastAckedTimestamp,
    lastMarkDeleteAdvancedTimestamp: subscription.lastMarkDeleteAdvancedTimestamp,
    consumers: options.excludeConsumers
      ? []
      : subscription.consumers.map((consumer) => consumerStats(consumer, subscription.type)),
    isDurable: undefined,
    allowOutOfOrderDelivery: false,
    consumersAfterMarkDeletePosition: {},
    drainingHashesCount: 0,
    drainingHashesClearedTotal: 0,
    drainingHashesUnackedMessages: 0,
    nonContiguousDeletedMessagesRanges: 0,
    nonContiguousDeletedMessagesRangesSerializedSize: 0,
    delayedMessageIndexSizeInBytes: 0,
    subscriptionProperties: { ...subscription.properties },
    filterProcessedMsgCount: 0,
    filterAcceptedMsgCount: 0,
    filterRejectedMsgCount: 0,
    filterRescheduledMsgCount: 0,
    dispatchThrottledMsgEventsBySubscriptionLimit: 0,
    dispatchThrottledBytesEventsBySubscriptionLimit: 0,
    dispatchThrottledMsgEventsByTopicLimit: 0,
    dispatchThrottledBytesEventsByTopicLimit: 0,
    dispatchThrottledMsgEventsByBrokerLimit: 0,
    dispatchThrottledBytesEventsByBrokerLimit: 0,
    durable: subscription.durable,
    replicated: subscription.replicated,
  };
  delete stats.isDurable;
  const active = subscription.consumers[0];
  if (active && (subscription.type === 'Exclusive' || subscription.type === 'Failover'))
    stats.activeConsumerName = active.name;
  if (subscription.type === 'Key_Shared') stats.keySharedMode = 'AUTO_SPLIT';
  if (topic.domain === 'non-persistent') stats.msgDropRate = 0;
  return stats;
}

function replicationStats(
  state: SimulatorState,
  topic: TopicState,
  options: StatsOptions,
): Record<string, unknown> {
  const clusters =
    (state.namespaces.get(topic.namespace)?.policies.replication_clusters as string[] | undefined) ?? [];
  const replication: Record<string, unknown> = {};
  for (const remote of clusters) {
    if (remote === options.localCluster) continue;
    const connectedSince = isoTime(topic.createdAt);
    replication[remote] = {
      msgRateIn: round(topic.inRate.messageRate),
      msgThroughputIn: round(topic.inRate.byteRate),
      msgRateOut: round(topic.inRate.messageRate),
      msgThroughputOut: round(topic.inRate.byteRate),
      msgRateExpired: 0,
      replicationBacklog: 0,
      connected: true,
      replicationDelayInSeconds: 0,
      inboundConnection: `/127.0.0.1:${String(41000 + (topic.createdAt % 1000))}`,
      inboundConnectedSince: connectedSince,
      outboundConnection: `[id: 0x1, L:/127.0.0.1 - R:${remote}]`,
      outboundConnectedSince: connectedSince,
      msgInCount: topic.in.messages,
      bytesInCount: topic.in.bytes,
      msgOutCount: topic.in.messages,
      bytesOutCount: topic.in.bytes,
      msgExpiredCount: 0,
    };
  }
  return replication;
}

export function topicStats(
  state: SimulatorState,
  topic: TopicState,
  options: StatsOptions,
): Record<string, unknown> {
  const subscriptions: Record<string, Record<string, unknown>> = {};
  let slowest: number | undefined;
  let oldestBacklogSubscription: string | undefined;
  let earliestInBacklogs = 0;
  for (const subscription of topic.subscriptions.values()) {
    const stats = subscriptionStats(topic, subscription, options);
    subscriptions[subscription.name] = stats;
    // PersistentTopic#asyncGetStats: the earliest of the subscriptions' times, when asked for them.
    const earliest = Number(stats.earliestMsgPublishTimeInBacklog);
    if (earliest > 0 && (earliestInBacklogs === 0 || earliest < earliestInBacklogs))
      earliestInBacklogs = earliest;
    if (subscription.durable && (slowest === undefined || subscription.markDeleteSequence < slowest)) {
      slowest = subscription.markDeleteSequence;
      oldestBacklogSubscription = subscription.name;
    }
  }
  const ledger = topic.ledger;
  const backlogStart = slowest ?? (ledger ? lastSequence(ledger) : -1);
  const oldestInBacklog = ledger ? messageAt(ledger, backlogStart + 1) : undefined;
  const now = state.clock.now();
  const stats: Record<string, unknown> = {
    msgRateIn: round(topic.inRate.messageRate),
    msgThroughputIn: round(topic.inRate.byteRate),
    msgRateOut: round(topic.outRate.messageRate),
    msgThroughputOut: round(topic.outRate.byteRate),
    bytesInCounter: topic.in.bytes,
    msgInCounter: topic.in.messages,
    systemTopicBytesInCounter: 0,
    bytesOutCounter: topic.out.bytes,
    msgOutCounter: topic.out.messages,
    bytesOutInternalCounter: 0,
    averageMsgSize:
      topic.inRate.messageRate > 0 ? round(topic.inRate.byteRate / topic.inRate.messageRate) : 0,
    msgChunkPublished: false,
    storageSize: storageSize(ledger),
    backlogSize: sizeAfter(ledger, backlogStart),
    backlogQuotaLimitSize: -1,
    backlogQuotaLimitTime: -1,
    oldestBacklogMessageAgeSeconds: oldestInBacklog
      ? Math.floor((now - oldestInBacklog.publishTime) / 1000)
      : -1,
    earliestMsgPublishTimeInBacklogs: earliestInBacklogs,
    offloadedStorageSize: (ledger?.ledgers ?? [])
      .filter((entry) => entry.offloaded)
      .reduce((total, entry) => total + entry.size, 0),
    lastOffloadLedgerId: topic.offload.lastOffloadLedgerId,
    lastOffloadSuccessTimeStamp: topic.offload.lastSucceeded,
    lastOffloadFailureTimeStamp: 0,
    ongoingTxnCount: 0,
    abortedTxnCount: 0,
    committedTxnCount: 0,
    publishRateLimitedTimes: 0,
    publishers: options.excludePublishers ? [] : topic.producers.map(publisherStats),
    waitingPublishers: 0,
    subscriptions,
    replication: replicationStats(state, topic, options),
    deduplicationStatus: 'Disabled',
    nonContiguousDeletedMessagesRanges: 0,
    nonContiguousDeletedMessagesRangesSerializedSize: 0,
    delayedMessageIndexSizeInBytes: 0,
    compaction: {
      lastCompactionRemovedEventCount: topic.compaction.removedEventCount,
      lastCompactionSucceedTimestamp: topic.compaction.lastSucceeded,
      lastCompactionFailedTimestamp: 0,
      lastCompactionDurationTimeInMills: topic.compaction.durationMs,
    },
    ownerBroker: options.ownerBroker,
  };
  if (oldestBacklogSubscription && oldestInBacklog)
    stats.oldestBacklogMessageSubscriptionName = oldestBacklogSubscription;
  if (topic.domain === 'non-persistent') {
    stats.msgDropRate = 0;
    stats.storageSize = 0;
  }
  return stats;
}

/**
 * PartitionedTopicStatsImpl: each partition's stats folded in as the broker folds them (see
 * partitioned-stats.ts), the `metadata`, and with `perPartition` every partition's own stats.
 */
export function partitionedTopicStats(
  state: SimulatorState,
  partitions: readonly TopicState[],
  partitionCount: number,
  perPartition: boolean,
  optionsFor: (topic: TopicState) => StatsOptions,
): Record<string, unknown> {
  const perTopic = partitions.map((topic) => ({ topic, stats: topicStats(state, topic, optionsFor(topic)) }));
  const total = mergePartitionStats(
    perTopic.map((entry) => entry.stats),
    partitions[0]?.domain === 'non-persistent',
  );
  total.metadata = { partitions: partitionCount, deleted: false };
  total.partitions = perPartition
    ? Object.fromEntries(perTopic.map((entry) => [entry.topic.fullName, entry.stats]))
    : {};
  return total;
}

export function internalStats(
  state: SimulatorState,
  topic: TopicState,
  includeMetadata: boolean,
): Record<string, unknown> {
  const ledger = topic.ledger;
  const now = state.clock.now();
  const last = ledger?.ledgers.at(-1);
  const ledgers = (ledger?.ledgers ?? []).map((entry) => {
    // The ledger being written is listed as it was opened, 0 entries and 0 bytes, even once the
    // topic is terminated; its figures are currentLedgerEntries/Size (ManagedLedgerImpl keeps a bare
    // LedgerInfo for it until it is closed on a rollover or an unload).
    const open = entry === last;
    const info: Record<string, unknown> = {
      ledgerId: entry.ledgerId,
      entries: open ? 0 : entry.entries,
      size: open ? 0 : entry.size,
      offloaded: entry.offloaded,
      underReplicated: false,
    };
    if (includeMetadata)
      info.metadata = `{ledgerId=${entry.ledgerId}, ensembleSize=1, writeQuorumSize=1, ackQuorumSize=1}`;
    return info;
  });
  const current = ledger?.ledgers.at(-1);
  const cursors: Record<string, unknown> = {};
  for (const subscription of topic.subscriptions.values()) {
    const markDelete = ledger ? formatPosition(positionOf(ledger, subscription.markDeleteSequence)) : '-1:-1';
    const read = ledger ? formatPosition(positionOf(ledger, subscription.markDeleteSequence + 1)) : '-1:-1';
    cursors[subscription.name] = {
      markDeletePosition: markDelete,
      readPosition:
        ledger && subscription.markDeleteSequence + 1 > lastSequence(ledger)
          ? nextReadPosition(ledger)
          : read,
      waitingReadOp: subscription.consumers.length > 0 && backlogOf(topic, subscription) === 0,
      pendingReadOps: 0,
      messagesConsumedCounter: subscription.out.messages,
      cursorLedger: subscription.cursorLedger,
      cursorLedgerLastEntry: Math.max(0, Math.floor(subscription.out.messages / 100)),
      individuallyDeletedMessages: '[]',
      lastLedgerSwitchTimestamp: isoTime(subscription.createdAt),
      state: 'Open',
      active: subscription.consumers.length > 0,
      numberOfEntriesSinceFirstNotAckedMessage: 1,
      totalNonContiguousDeletedMessagesRange: 0,
      subscriptionHavePendingRead: false,
      subscriptionHavePendingReplayRead: false,
      properties: cursorProperties(topic, subscription.name),
    };
  }
  const compacted = topic.compaction.ledger;
  return {
    entriesAddedCounter: ledger?.nextSequence ?? 0,
    numberOfEntries: ledger?.ledgers.reduce((total, entry) => total + entry.entries, 0) ?? 0,
    totalSize: storageSize(ledger),
    currentLedgerEntries: current?.entries ?? 0,
    currentLedgerSize: current?.size ?? 0,
    lastLedgerCreatedTimestamp: isoTime(ledger?.lastLedgerCreatedTimestamp ?? now),
    waitingCursorsCount: [...topic.subscriptions.values()].filter(
      (subscription) => subscription.consumers.length > 0 && backlogOf(topic, subscription) === 0,
    ).length,
    pendingAddEntriesCount: 0,
    lastConfirmedEntry: ledger ? formatPosition(positionOf(ledger, lastSequence(ledger))) : '-1:-1',
    // ManagedLedgerImpl#asyncTerminate moves the managed ledger to Terminated for good.
    state: topic.terminated ? 'Terminated' : 'LedgerOpened',
    ledgers,
    cursors,
    schemaLedgers: [],
    compactedLedger: {
      ledgerId: compacted?.ledgerId ?? -1,
      entries: compacted?.entries ?? -1,
      size: compacted?.size ?? -1,
      offloaded: false,
      underReplicated: false,
    },
  };
}

/** The compactor records its compacted ledger on its cursor (Compactor.COMPACTED_TOPIC_LEDGER_PROPERTY). */
function cursorProperties(topic: TopicState, name: string): Record<string, number> {
  const compacted = topic.compaction.ledger;
  return name === COMPACTION_SUBSCRIPTION && compacted ? { CompactedTopicLedger: compacted.ledgerId } : {};
}

function nextReadPosition(ledger: NonNullable<TopicState['ledger']>): string {
  const current = ledger.ledgers.at(-1);
  return current ? `${current.ledgerId}:${current.entries}` : '-1:-1';
}
