// The subscription page's calls, all proxied to Pulsar (contract §2.9). A partitioned topic answers
// stats only through `partitioned-stats`, and refuses skip, reset-by-position and peek on its base
// name (405): those go to one partition topic `{topic}-partition-{i}`, never to the base name.
import {
  subscriptions,
  topics,
  type BrokerConsumerStats,
  type BrokerPartitionedTopicStats,
  type BrokerSubscriptionStats,
} from '@beacon/pulsar-admin';
import { errorText, isHttpError } from '../../shared/api/index.ts';
import { callPulsar } from '../../shared/api/pulsar-call.ts';
import {
  fetchMessage,
  fullTopicName,
  partitionTopic,
  topicParams,
  type FetchedMessage,
  type TopicName,
} from '../topics/index.ts';

/** One consumer connection; on a partitioned topic, the partition it reads from. */
export type ConsumerRow = BrokerConsumerStats & { partition?: number };

/** What the page knows of the topic: how many partitions (0 = not partitioned) and the subscription. */
export interface SubscriptionView {
  partitions: number;
  /** The subscription's figures, summed over partitions; undefined when the topic has no such one. */
  subscription: BrokerSubscriptionStats | undefined;
  /** Every consumer connection, each once, with its own name, address and figures. */
  consumers: ConsumerRow[];
  /** Messages published to the topic per second (all partitions): what the consumers must keep up with. */
  publishRate: number;
}

/**
 * The consumers of `subscription` on each partition, in partition order. Pulsar's merged figures
 * cannot give them: TopicStatsImpl#add folds the partitions' consumer lists by list index and drops
 * name, address and connection time (pulsar-common 4.0, ConsumerStatsImpl#add), so a merged row is
 * no one consumer. A partition missing from the map (its stats failed) lists none.
 */
function consumersByPartition(
  name: TopicName,
  count: number,
  subscription: string,
  stats: BrokerPartitionedTopicStats,
): ConsumerRow[] {
  const rows: ConsumerRow[] = [];
  for (let partition = 0; partition < count; partition += 1) {
    const own = stats.partitions?.[fullTopicName(partitionTopic(name, partition))];
    for (const consumer of own?.subscriptions[subscription]?.consumers ?? [])
      rows.push({ ...consumer, partition });
  }
  return rows;
}

export async function fetchSubscriptionView(
  name: TopicName,
  subscription: string,
  signal: AbortSignal,
): Promise<SubscriptionView> {
  // The page shows its own error states: no toast.
  const read = { failures: 'in-place', signal } as const;
  const partitions = (await callPulsar(topics.partitions, topicParams(name), read)).partitions ?? 0;
  if (partitions === 0) {
    const stats = await callPulsar(topics.stats, topicParams(name), read);
    const figures = stats.subscriptions[subscription];
    return {
      partitions,
      subscription: figures,
      consumers: figures?.consumers ?? [],
      publishRate: stats.msgRateIn,
    };
  }
  // One call gives both: the sums the page shows as totals, and each partition's own consumers.
  // Publishers are left out (excludePublishers, Pulsar 4.0): this page never shows them.
  const stats = await callPulsar(topics.partitionedStats, topicParams(name), {
    ...read,
    query: { perPartition: true, excludePublishers: true },
  });
  return {
    partitions,
    subscription: stats.subscriptions[subscription],
    consumers: consumersByPartition(name, partitions, subscription, stats),
    publishRate: stats.msgRateIn,
  };
}

export type BacklogOperation =
  | { kind: 'skip'; count: number; partition?: number | undefined }
  | { kind: 'expire'; seconds: number }
  | { kind: 'clear' }
  | { kind: 'resetTime'; timestamp: number }
  | { kind: 'resetPosition'; ledgerId: number; entryId: number; partition?: number | undefined };

/**
 * One operation on exactly one subscription (never `all_subscription`, Pulsar Manager's bug).
 * Expire, clear and reset-by-time are fanned out by the broker over the partitions; skip and
 * reset-by-position go to the chosen partition. Errors are shown by the dialog, so no toast.
 */
export function runBacklogOperation(
  name: TopicName,
  subscription: string,
  operation: BacklogOperation,
): Promise<unknown> {
  const on = (topic: TopicName) => ({ ...topicParams(topic), subName: subscription });
  const post = { failures: 'caller' } as const;
  const target = (partition: number | undefined) =>
    partition === undefined ? name : partitionTopic(name, partition);
  switch (operation.kind) {
    case 'skip':
      return callPulsar(
        subscriptions.skip,
        { ...on(target(operation.partition)), numMessages: operation.count },
        post,
      );
    case 'expire':
      return callPulsar(subscriptions.expire, { ...on(name), expireTimeInSeconds: operation.seconds }, post);
    case 'clear':
      return callPulsar(subscriptions.skipAll, on(name), post);
    case 'resetTime':
      return callPulsar(subscriptions.resetToTime, { ...on(name), timestamp: operation.timestamp }, post);
    case 'resetPosition':
      return callPulsar(subscriptions.resetToPosition, on(target(operation.partition)), {
        ...post,
        body: {
          ledgerId: operation.ledgerId,
          entryId: operation.entryId,
          ...(operation.partition === undefined ? {} : { partitionIndex: operation.partition }),
        },
      });
  }
}

/**
 * The names of the topic's subscriptions, asked of Pulsar when they are about to be changed (the
 * palette's "clear every backlog"): a partitioned topic's own name answers every partition's.
 */
export function fetchSubscriptionNames(name: TopicName, signal?: AbortSignal): Promise<string[]> {
  return callPulsar(topics.subscriptions, topicParams(name), {
    failures: 'caller',
    ...(signal ? { signal } : {}),
  });
}

export interface PeekedMessage {
  position: number;
  message: FetchedMessage;
}

/**
 * Peeks messages 1..count after the subscription's mark-delete position, one call each, as Pulsar
 * serves them: the payload's bytes (Pulsar labels them JSON whatever they are) with the X-Pulsar-*
 * metadata, read as the message browser reads them. Stops at the first 404 `Message not found`:
 * the backlog is shorter than asked.
 */
export async function peekMessages(
  topic: TopicName,
  subscription: string,
  count: number,
): Promise<PeekedMessage[]> {
  const messages: PeekedMessage[] = [];
  for (let position = 1; position <= count; position += 1) {
    let message: FetchedMessage;
    try {
      message = await fetchMessage(subscriptions.peek, {
        ...topicParams(topic),
        subName: subscription,
        messagePosition: position,
      });
    } catch (error) {
      if (isHttpError(error) && error.status === 404 && errorText(error.body) === 'Message not found') break;
      throw error;
    }
    messages.push({ position, message });
  }
  return messages;
}
