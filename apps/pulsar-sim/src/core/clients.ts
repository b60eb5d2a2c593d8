import type { ConsumerState, ProducerState, SimulatorState, SubscriptionType, TopicState } from './state.ts';
import { emptyRate } from './state.ts';
import { ensureLedger, lastSequence } from './managed-ledger.ts';
import { newSubscription } from './subscription-state.ts';

// Simulated producers and consumers: what a real broker would see connected over the binary
// protocol. The traffic engine drives them; stats report them.

const CLIENT_VERSION = 'Pulsar-Java-v4.0.7';
/** ConsumerConfigurationData#receiverQueueSize's default. */
const DEFAULT_RECEIVER_QUEUE_SIZE = 1000;
/** ServiceConfiguration#maxUnackedMessagesPerConsumer's default. */
const DEFAULT_MAX_UNACKED_MESSAGES = 50_000;

function connectionInfo(state: SimulatorState): { address: string; connectedSince: string } {
  const id = state.nextClientId++;
  return {
    address: `/127.0.0.1:${String(50000 + (id % 10000))}`,
    connectedSince: new Date(state.clock.now()).toISOString().replace('Z', '+00:00'),
  };
}

export function attachProducer(
  state: SimulatorState,
  topic: TopicState,
  options: { ratePerSecond: number; averagePayloadSize?: number; name?: string },
): ProducerState {
  const producerId = state.nextClientId;
  const producer: ProducerState = {
    producerId,
    producerName: options.name ?? `standalone-0-${String(producerId)}`,
    accessMode: 'Shared',
    ...connectionInfo(state),
    clientVersion: CLIENT_VERSION,
    ratePerSecond: options.ratePerSecond,
    averagePayloadSize: options.averagePayloadSize ?? 120,
    in: { messages: 0, bytes: 0 },
    inRate: emptyRate(),
    carry: 0,
    sequenceId: 0,
  };
  topic.producers.push(producer);
  return producer;
}

export function attachConsumer(
  state: SimulatorState,
  topic: TopicState,
  subscriptionName: string,
  options: {
    ratePerSecond: number;
    type?: SubscriptionType;
    name?: string;
    /** The client's host and port as the broker sees them (default: 127.0.0.1, a port of its own). */
    address?: string;
    receiverQueueSize?: number;
    maxUnackedMessages?: number;
  },
): ConsumerState {
  let subscription = topic.subscriptions.get(subscriptionName);
  if (!subscription) {
    const start = topic.domain === 'persistent' ? lastSequence(ensureLedger(state, topic)) : -1;
    subscription = newSubscription(state, subscriptionName, start, {
      type: options.type ?? 'Exclusive',
      durable: topic.domain === 'persistent',
    });
    topic.subscriptions.set(subscriptionName, subscription);
  }
  const consumerId = state.nextClientId;
  const consumer: ConsumerState = {
    name: options.name ?? consumerId.toString(16).padStart(5, '0'),
    consumerId,
    ...connectionInfo(state),
    ...(options.address === undefined ? {} : { address: options.address }),
    clientVersion: CLIENT_VERSION,
    ratePerSecond: options.ratePerSecond,
    out: { messages: 0, bytes: 0 },
    outRate: emptyRate(),
    ackRate: emptyRate(),
    acked: 0,
    carry: 0,
    lastAckedTimestamp: 0,
    lastConsumedTimestamp: 0,
    unackedMessages: 0,
    receiverQueueSize: options.receiverQueueSize ?? DEFAULT_RECEIVER_QUEUE_SIZE,
    maxUnackedMessages: options.maxUnackedMessages ?? DEFAULT_MAX_UNACKED_MESSAGES,
  };
  subscription.consumers.push(consumer);
  return consumer;
}

/** Disconnects every client of a topic (unload, terminate-and-disconnect, broker outage). */
export function disconnectAll(topic: TopicState): void {
  topic.producers = [];
  for (const subscription of topic.subscriptions.values()) subscription.consumers = [];
  if (topic.domain === 'non-persistent') topic.subscriptions.clear();
}
