import { attachConsumer } from '../core/clients.ts';
import { ensureLedger, firstStoredSequence, nearestSequence } from '../core/managed-ledger.ts';
import type { ConsumerState, SimulatorState, SubscriptionState, TopicState } from '../core/state.ts';
import { newSubscription } from '../core/subscription-state.ts';

// Non-durable subscriptions in the topic model, as a real 4.0.7 broker keeps them: one appears in
// the topic's stats while its consumer is connected and goes with its last consumer
// (PersistentSubscription.removeConsumer). Its cursor is not acknowledged, so its backlog stays
// what it was at the start, as on the broker.

/** Where a SUBSCRIBE asks to start (CommandSubscribe: start_message_id, initialPosition, rollback). */
export interface ReaderStart {
  /** start_message_id as signed numbers; ledgerId Number.MAX_SAFE_INTEGER or more is Java's `latest`. */
  messageId?: { ledgerId: number; entryId: number };
  initialPosition: 'latest' | 'earliest';
  /** start_message_rollback_duration_sec; 0 for none. */
  rollbackSeconds: number;
}

/**
 * Cursors of non-durable subscriptions a SEEK left behind, by topic and name. A real broker drops
 * the subscription when SEEK disconnects its consumer, but the managed ledger keeps the cursor
 * under that name (ManagedLedgerImpl.newNonDurableCursor answers a cached cursor), so subscribing
 * again with the same name starts where the seek went, whatever start it asks for.
 */
const seekedCursors = new WeakMap<TopicState, Map<string, number>>();

export function rememberSeekedCursor(topic: TopicState, name: string, readSequence: number): void {
  const cursors = seekedCursors.get(topic) ?? new Map<string, number>();
  cursors.set(name, readSequence);
  seekedCursors.set(topic, cursors);
}

/** The sequence of the first message published at or after `timestamp` (reset-cursor by time). */
export function sequenceAtTime(state: SimulatorState, topic: TopicState, timestamp: number): number {
  const ledger = ensureLedger(state, topic);
  return ledger.messages.find((message) => message.publishTime >= timestamp)?.sequence ?? ledger.nextSequence;
}

/**
 * The sequence a message id starts reading at. The broker steps one entry back from the id
 * (PersistentTopic.getNonDurableSubscription, "relative to a batch") and reads from the next valid
 * position after that: the id's own entry, or the first stored after it.
 */
export function sequenceAtId(
  state: SimulatorState,
  topic: TopicState,
  id: { ledgerId: number; entryId: number },
): number {
  const ledger = ensureLedger(state, topic);
  if (id.ledgerId < 0 || id.entryId < 0) return firstStoredSequence(ledger);
  return Math.max(nearestSequence(ledger, id), firstStoredSequence(ledger));
}

function startSequence(state: SimulatorState, topic: TopicState, start: ReaderStart): number {
  const ledger = ensureLedger(state, topic);
  const latestOrUnset = !start.messageId || start.messageId.ledgerId >= Number.MAX_SAFE_INTEGER;
  let sequence = latestOrUnset
    ? start.initialPosition === 'latest'
      ? ledger.nextSequence
      : firstStoredSequence(ledger)
    : sequenceAtId(state, topic, start.messageId!);
  // PersistentTopic.resetSubscriptionCursor: the new cursor goes back that long on the broker's clock.
  if (start.rollbackSeconds > 0)
    sequence = sequenceAtTime(state, topic, state.clock.now() - start.rollbackSeconds * 1000);
  return sequence;
}

export interface ReaderAttachment {
  subscription: SubscriptionState;
  consumer: ConsumerState;
  /** The next message's sequence. */
  readSequence: number;
}

export class ConsumerBusy extends Error {}

/** Opens (or joins) the non-durable subscription `name` with one consumer. */
export function attachReader(
  state: SimulatorState,
  topic: TopicState,
  name: string,
  start: ReaderStart,
  client: { consumerName: string; address: string; clientVersion: string },
): ReaderAttachment {
  let subscription = topic.subscriptions.get(name);
  if (subscription && subscription.consumers.length > 0)
    throw new ConsumerBusy('Exclusive consumer is already connected');
  const seeked = seekedCursors.get(topic)?.get(name);
  seekedCursors.get(topic)?.delete(name);
  const readSequence = seeked ?? startSequence(state, topic, start);
  if (!subscription) {
    subscription = newSubscription(state, name, readSequence - 1, { type: 'Exclusive', durable: false });
    topic.subscriptions.set(name, subscription);
  }
  const consumer = attachConsumer(state, topic, name, {
    ratePerSecond: 0,
    name: client.consumerName,
    address: client.address,
    receiverQueueSize: 0,
  });
  consumer.clientVersion = client.clientVersion;
  return { subscription, consumer, readSequence };
}

/** Takes a consumer off its subscription; a non-durable subscription goes with its last consumer. */
export function detachReader(
  topic: TopicState,
  subscription: SubscriptionState,
  consumer: ConsumerState,
): void {
  subscription.consumers = subscription.consumers.filter((candidate) => candidate !== consumer);
  if (
    !subscription.durable &&
    subscription.consumers.length === 0 &&
    topic.subscriptions.get(subscription.name) === subscription
  )
    topic.subscriptions.delete(subscription.name);
}
