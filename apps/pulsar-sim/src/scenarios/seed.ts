import { attachConsumer, attachProducer } from '../core/clients.ts';
import { createNamespace } from '../core/namespaces.ts';
import { parseFullTopicName, partitionName } from '../core/names.ts';
import { registerComponent, workerIdOf } from '../core/components.ts';
import type { ComponentKind, SimulatorState, SubscriptionType, TopicState } from '../core/state.ts';
import { createSubscription } from '../core/subscriptions.ts';
import { createNonPartitionedTopic, createPartitionedTopic } from '../core/topics.ts';
import { publish } from '../core/traffic.ts';

// Building blocks for scenarios: they go through the same operations the REST API uses, so seeded
// data obeys the same rules as data created by a test.

export function seedTenant(
  state: SimulatorState,
  name: string,
  allowedClusters: string[],
  adminRoles: string[] = [],
): void {
  state.tenants.set(name, { adminRoles, allowedClusters });
}

export function seedNamespace(
  state: SimulatorState,
  fullName: string,
  clusters: string[],
  policies: Record<string, unknown> = {},
): void {
  const [tenant = '', namespace = ''] = fullName.split('/');
  createNamespace(
    state,
    tenant,
    namespace,
    { ...policies, replication_clusters: clusters },
    clusters[0] ?? '',
  );
}

export function seedTopic(state: SimulatorState, fullName: string, cluster: string): TopicState {
  return createNonPartitionedTopic(state, parseFullTopicName(fullName), {}, cluster);
}

export function seedPartitionedTopic(
  state: SimulatorState,
  fullName: string,
  partitions: number,
  cluster: string,
): TopicState[] {
  createPartitionedTopic(state, parseFullTopicName(fullName), partitions, {}, cluster);
  return Array.from({ length: partitions }, (_, index) =>
    state.topics.get(partitionName(fullName, index)),
  ).filter((topic): topic is TopicState => topic !== undefined);
}

export function seedMessages(
  state: SimulatorState,
  topic: TopicState,
  count: number,
  producerName = 'seed-producer',
): void {
  for (let index = 0; index < count; index += 1) {
    const payload = Buffer.from(
      JSON.stringify({ id: index, source: 'seed', value: state.random.int(0, 1000) }),
    );
    publish(state, topic, {
      payload,
      producerName,
      sequenceId: index,
      key: `key-${String(index % 8)}`,
      properties: { origin: 'seed' },
    });
  }
}

export function seedSubscription(
  state: SimulatorState,
  topic: TopicState,
  name: string,
  from: 'earliest' | 'latest' = 'earliest',
): void {
  createSubscription(state, topic, name, from, false);
}

export interface TrafficPlan {
  producersPerSecond?: number;
  consumers?: { subscription: string; ratePerSecond: number; type?: SubscriptionType }[];
}

export function seedTraffic(state: SimulatorState, topic: TopicState, plan: TrafficPlan): void {
  if (plan.producersPerSecond) attachProducer(state, topic, { ratePerSecond: plan.producersPerSecond });
  for (const consumer of plan.consumers ?? []) {
    attachConsumer(state, topic, consumer.subscription, {
      ratePerSecond: consumer.ratePerSecond,
      type: consumer.type ?? 'Shared',
    });
  }
}

export interface ConsumerSeed {
  name: string;
  /** The subscription's type, when it has no consumer yet (default Shared). */
  type?: SubscriptionType;
  address?: string;
  /** Messages delivered to it and not yet acknowledged (they stay in the backlog). */
  unackedMessages?: number;
  receiverQueueSize?: number;
  maxUnackedMessages?: number;
  /** Its rates over the last stats window (msg/s, bytes/s), reported until the clock moves on. */
  msgRateOut?: number;
  msgThroughputOut?: number;
}

/**
 * A consumer connected to a subscription as the stats of a busy moment show it: what it holds
 * unacknowledged and how fast it was last read. It consumes nothing itself (rate 0), so the backlog
 * stays as seeded; its rates also count in its subscription's, as PersistentSubscription#getStats
 * sums them.
 */
export function seedConsumer(
  state: SimulatorState,
  topic: TopicState,
  subscriptionName: string,
  seed: ConsumerSeed,
): void {
  // The first consumer decides the subscription's type (its dispatcher), as on the broker.
  const existing = topic.subscriptions.get(subscriptionName);
  if (existing && existing.consumers.length === 0) existing.type = seed.type ?? 'Shared';
  const consumer = attachConsumer(state, topic, subscriptionName, {
    ratePerSecond: 0,
    type: seed.type ?? 'Shared',
    name: seed.name,
    ...(seed.address === undefined ? {} : { address: seed.address }),
    ...(seed.receiverQueueSize === undefined ? {} : { receiverQueueSize: seed.receiverQueueSize }),
    ...(seed.maxUnackedMessages === undefined ? {} : { maxUnackedMessages: seed.maxUnackedMessages }),
  });
  consumer.unackedMessages = seed.unackedMessages ?? 0;
  consumer.outRate.messageRate = seed.msgRateOut ?? 0;
  consumer.outRate.byteRate = seed.msgThroughputOut ?? 0;
  const subscription = topic.subscriptions.get(subscriptionName);
  if (!subscription) return;
  subscription.outRate.messageRate += consumer.outRate.messageRate;
  subscription.outRate.byteRate += consumer.outRate.byteRate;
}

export interface RatesSeed {
  msgRateIn?: number;
  msgThroughputIn?: number;
  msgRateOut?: number;
  msgThroughputOut?: number;
}

/**
 * A topic's rates over the last stats window (msg/s, bytes/s), as a busy moment's stats show them,
 * until the clock moves on and the traffic engine measures them afresh. Its producers' own rates
 * share the inbound figures evenly, since the broker's topic rate is the sum of its publishers'.
 */
export function seedRates(topic: TopicState, rates: RatesSeed): void {
  topic.inRate.messageRate = rates.msgRateIn ?? 0;
  topic.inRate.byteRate = rates.msgThroughputIn ?? 0;
  topic.outRate.messageRate = rates.msgRateOut ?? 0;
  topic.outRate.byteRate = rates.msgThroughputOut ?? 0;
  for (const producer of topic.producers) {
    producer.inRate.messageRate = topic.inRate.messageRate / topic.producers.length;
    producer.inRate.byteRate = topic.inRate.byteRate / topic.producers.length;
  }
}

export function seedComponent(
  state: SimulatorState,
  kind: ComponentKind,
  fullName: string,
  config: Record<string, unknown>,
): void {
  const [tenant = '', namespace = '', name = ''] = fullName.split('/');
  const cluster = state.clusters.values().next().value;
  // Every broker of the (first) cluster runs a functions worker; the instances are spread over them.
  const workers = (cluster?.brokers ?? []).map((broker) => workerIdOf(cluster?.name ?? '', broker.id));
  // A seeded component's code is already where its config says (a package URL or a builtin).
  const packageAt = ['jar', 'py', 'go', 'archive'].map((field) => config[field]).find(Boolean);
  registerComponent(state, kind, tenant, namespace, name, config, workers, {
    packageAt: typeof packageAt === 'string' ? packageAt : `${fullName}/package`,
  });
}
