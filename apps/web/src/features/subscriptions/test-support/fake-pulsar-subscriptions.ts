// Pulsar 4.0's topic and subscription REST calls behind Beacon's proxy, as the broker answers them
// (contract §2.9, §3.1, §3.2, §4.2; apps/pulsar-sim subscriptions.routes.ts): 204 on changes,
// `{reason}` bodies, 405 where the broker refuses a partitioned topic's base name, partitioned stats
// merged as the broker merges them (consumers by list index, without names or addresses) with each
// partition's own stats unless perPartition=false, and peeked messages as raw bytes labelled JSON
// with their metadata in X-Pulsar-* headers.
import { HttpResponse, http } from 'msw';
import type { SeenRequests } from '../../../test/console-api.ts';
import type { ConsumerStats } from '../subscriptions.api.ts';
import type { SubscriptionWorld, WorldSubscription, WorldTopic } from './subscription-world.ts';

const reason = (status: number, text: string) => HttpResponse.json({ reason: text }, { status });
const noContent = () => new HttpResponse(null, { status: 204 });

type Params = Record<string, string | readonly string[] | undefined>;
const param = (params: Params, name: string) => decodeURIComponent(String(params[name] ?? ''));
const fullNameOf = (params: Params) =>
  `${param(params, 'domain')}://${param(params, 'tenant')}/${param(params, 'namespace')}/${param(params, 'topic')}`;

function subscriptionStats(subscription: WorldSubscription) {
  const sum = (field: 'msgRateOut' | 'msgThroughputOut' | 'unackedMessages') =>
    subscription.consumers.reduce((total, consumer) => total + consumer[field], 0);
  return {
    type: subscription.type,
    msgBacklog: subscription.backlog.length,
    msgBacklogNoDelayed: subscription.backlog.length,
    msgRateOut: sum('msgRateOut'),
    msgThroughputOut: sum('msgThroughputOut'),
    msgRateExpired: 0,
    unackedMessages: sum('unackedMessages'),
    blockedSubscriptionOnUnackedMsgs: false,
    isDurable: true,
    consumers: subscription.consumers,
  };
}

function topicStats(topic: WorldTopic) {
  return {
    msgRateIn: 0,
    msgRateOut: 0,
    msgThroughputIn: 0,
    msgThroughputOut: 0,
    storageSize: 0,
    publishers: [],
    subscriptions: Object.fromEntries(
      [...topic.subscriptions].map(([name, subscription]) => [name, subscriptionStats(subscription)]),
    ),
  };
}

type TopicStats = ReturnType<typeof topicStats>;
type SubscriptionStats = ReturnType<typeof subscriptionStats>;
type MergedConsumer = Omit<ConsumerStats, 'consumerName' | 'address' | 'connectedSince'>;

/**
 * ConsumerStatsImpl#add: figures summed, blocked last-wins; a merged consumer has no name, address
 * or connection time, since it is no one connection.
 */
function addConsumer(target: MergedConsumer, source: ConsumerStats): MergedConsumer {
  return {
    msgRateOut: target.msgRateOut + source.msgRateOut,
    msgThroughputOut: target.msgThroughputOut + source.msgThroughputOut,
    unackedMessages: target.unackedMessages + source.unackedMessages,
    availablePermits: target.availablePermits + source.availablePermits,
    blockedConsumerOnUnackedMsgs: source.blockedConsumerOnUnackedMsgs,
  };
}

const noConsumer: MergedConsumer = {
  msgRateOut: 0,
  msgThroughputOut: 0,
  unackedMessages: 0,
  availablePermits: 0,
  blockedConsumerOnUnackedMsgs: false,
};

/**
 * The partitions folded as Pulsar 4.0's PartitionedTopicStatsImpl does (TopicStatsImpl#add,
 * SubscriptionStatsImpl#add): figures summed, and consumer lists merged by list index when of the
 * same length, appended otherwise (so the first partition's are appended to the empty list).
 */
function mergedStats(partitions: readonly TopicStats[]) {
  const subscriptions: Record<
    string,
    Omit<SubscriptionStats, 'consumers'> & { consumers: MergedConsumer[] }
  > = {};
  for (const stats of partitions)
    for (const [name, one] of Object.entries(stats.subscriptions)) {
      const total = subscriptions[name];
      if (!total) {
        subscriptions[name] = { ...one, consumers: one.consumers.map((c) => addConsumer(noConsumer, c)) };
        continue;
      }
      total.msgBacklog += one.msgBacklog;
      total.msgBacklogNoDelayed += one.msgBacklogNoDelayed;
      total.msgRateOut += one.msgRateOut;
      total.msgThroughputOut += one.msgThroughputOut;
      total.unackedMessages += one.unackedMessages;
      total.consumers =
        total.consumers.length === one.consumers.length
          ? total.consumers.map((merged, index) => addConsumer(merged, one.consumers[index]!))
          : [...total.consumers, ...one.consumers.map((c) => addConsumer(noConsumer, c))];
    }
  return { ...topicStats({ subscriptions: new Map() }), subscriptions };
}

export function fakePulsarSubscriptions(world: SubscriptionWorld, seen: SeenRequests = []) {
  const topicBase = '/admin/v2/:domain/:tenant/:namespace/:topic';
  const subscriptionBase = `${topicBase}/subscription/:subscription`;
  const partitionsOf = (fullName: string) =>
    Array.from(
      { length: world.partitioned.get(fullName) ?? 0 },
      (_, index) => `${fullName}-partition-${index}`,
    );

  /** The topics a call acts on: the partitions of a partitioned topic, else the topic itself. */
  function targets(params: Params): string[] | Response {
    const fullName = fullNameOf(params);
    if (world.partitioned.has(fullName)) return partitionsOf(fullName);
    return world.topics.has(fullName) ? [fullName] : reason(404, `Topic ${fullName} not found`);
  }

  function withSubscription(
    params: Params,
    refusedOnPartitioned: string | undefined,
    action: (s: WorldSubscription) => void,
  ) {
    if (refusedOnPartitioned && world.partitioned.has(fullNameOf(params)))
      return reason(405, refusedOnPartitioned);
    const names = targets(params);
    if (names instanceof Response) return names;
    const name = param(params, 'subscription');
    const found = names.flatMap((topic) => world.topics.get(topic)?.subscriptions.get(name) ?? []);
    if (found.length === 0)
      return reason(404, `Subscription ${name} not found for topic ${fullNameOf(params)}`);
    found.forEach(action);
    return noContent();
  }

  const post = (
    path: string,
    refused: string | undefined,
    action: (s: WorldSubscription, params: Params, body: unknown) => void,
  ) =>
    http.post(path, async ({ request, params }) => {
      seen.push(request.clone());
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      return withSubscription(params, refused, (found) => action(found, params, body));
    });

  return [
    http.get(`${topicBase}/partitions`, ({ request, params }) => {
      seen.push(request);
      const fullName = fullNameOf(params);
      if (world.partitioned.has(fullName))
        return HttpResponse.json({ partitions: world.partitioned.get(fullName), deleted: false });
      if (world.topics.has(fullName)) return HttpResponse.json({ partitions: 0, deleted: false });
      return reason(404, `Topic ${fullName} not found`);
    }),
    http.get(`${topicBase}/stats`, ({ request, params }) => {
      seen.push(request);
      const topic = world.topics.get(fullNameOf(params));
      return topic
        ? HttpResponse.json(topicStats(topic))
        : reason(404, `Topic ${fullNameOf(params)} not found`);
    }),
    http.get(`${topicBase}/partitioned-stats`, ({ request, params }) => {
      seen.push(request);
      const fullName = fullNameOf(params);
      if (!world.partitioned.has(fullName)) return reason(404, `Partitioned Topic ${fullName} not found`);
      const partitions = partitionsOf(fullName).flatMap((partition) => {
        const topic = world.topics.get(partition);
        return topic ? [[partition, topicStats(topic)] as const] : [];
      });
      // Pulsar's default is perPartition=true (PersistentTopics#getPartitionedStats).
      const perPartition = new URL(request.url).searchParams.get('perPartition') !== 'false';
      return HttpResponse.json({
        ...mergedStats(partitions.map(([, stats]) => stats)),
        metadata: { partitions: world.partitioned.get(fullName) },
        partitions: perPartition ? Object.fromEntries(partitions) : {},
      });
    }),
    post(
      `${subscriptionBase}/skip/:count`,
      'Skip messages on a partitioned topic is not allowed',
      (found, params) => {
        found.backlog.splice(0, Number(param(params, 'count')));
      },
    ),
    post(`${subscriptionBase}/skip_all`, undefined, (found) => {
      found.backlog.length = 0;
    }),
    post(`${subscriptionBase}/expireMessages/:seconds`, undefined, (found, params) => {
      const cutoff = Date.now() - Number(param(params, 'seconds')) * 1000;
      found.backlog = found.backlog.filter((message) => Date.parse(message.publishTime) >= cutoff);
    }),
    post(`${subscriptionBase}/resetcursor/:timestamp`, undefined, () => undefined),
    post(`${subscriptionBase}/resetcursor`, 'Not supported for partitioned topics', () => undefined),
    http.get(`${subscriptionBase}/position/:position`, ({ request, params }) => {
      seen.push(request);
      const fullName = fullNameOf(params);
      if (world.partitioned.has(fullName))
        return reason(405, 'Peek messages on a partitioned topic is not allowed');
      const topic = world.topics.get(fullName);
      if (!topic) return reason(404, `Topic ${fullName} not found`);
      const name = param(params, 'subscription');
      const found = topic.subscriptions.get(name);
      if (!found) return reason(404, `Subscription ${name} not found for topic ${fullName}`);
      const message = found.backlog[Number(param(params, 'position')) - 1];
      if (!message) return reason(404, 'Message not found');
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'X-Pulsar-Message-ID': `${message.ledgerId}:${message.entryId}`,
        'X-Pulsar-publish-time': message.publishTime,
        'X-Pulsar-producer-name': message.producerName,
      };
      if (message.key) headers['X-Pulsar-partition-key'] = message.key;
      // Pulsar 3.1+ (PR 20627): every property in one header holding a JSON object.
      if (message.properties && Object.keys(message.properties).length > 0)
        headers['X-Pulsar-PROPERTY'] = JSON.stringify(message.properties);
      return new HttpResponse(new TextEncoder().encode(message.payload), { status: 200, headers });
    }),
  ];
}
