import { badRequest, conflict, notAllowed, notFound, preconditionFailed } from './errors.ts';
import { isInteger, isRecord, stringMap } from './json.ts';
import {
  ensureLedger,
  firstStoredSequence,
  lastSequence,
  messageAt,
  nearestSequence,
  sequenceOf,
} from './managed-ledger.ts';
import type { Position } from './managed-ledger.ts';
import type { SimulatorState, StoredMessage, SubscriptionState, TopicState } from './state.ts';
import { newSubscription } from './subscription-state.ts';

// Cursor semantics over the stored messages. `markDeleteSequence` is the last message acknowledged
// in order; the backlog is everything after it.

export type InitialPosition = 'latest' | 'earliest' | (Position & { excluded: boolean });

/** ResetCursorData or the bare strings "latest" / "earliest". */
export function parseInitialPosition(body: unknown): InitialPosition {
  if (body === undefined || body === null || body === '' || body === 'latest') return 'latest';
  if (body === 'earliest') return 'earliest';
  if (isRecord(body) && isInteger(body.ledgerId) && isInteger(body.entryId)) {
    return { ledgerId: body.ledgerId, entryId: body.entryId, excluded: body.excluded === true };
  }
  if (isRecord(body) && Object.keys(body).length === 0) return 'latest';
  throw badRequest('Invalid reset cursor data');
}

export function requireSubscription(topic: TopicState, name: string): SubscriptionState {
  const found = topic.subscriptions.get(name);
  if (!found) throw notFound(`Subscription ${name} not found for topic ${topic.fullName}`);
  return found;
}

function startSequence(state: SimulatorState, topic: TopicState, position: InitialPosition): number {
  const ledger = ensureLedger(state, topic);
  if (position === 'latest') return lastSequence(ledger);
  if (position === 'earliest') return firstStoredSequence(ledger) - 1;
  const target = nearestSequence(ledger, position);
  return position.excluded ? target : target - 1;
}

export function createSubscription(
  state: SimulatorState,
  topic: TopicState,
  name: string,
  position: InitialPosition,
  replicated: boolean,
  properties: Record<string, string> = {},
): SubscriptionState {
  if (topic.domain !== 'persistent')
    throw badRequest('Create subscription on non persistent topic is not supported');
  if (topic.subscriptions.has(name)) throw conflict('Subscription already exists for topic');
  const subscription = newSubscription(state, name, startSequence(state, topic, position), {
    replicated,
    properties,
  });
  topic.subscriptions.set(name, subscription);
  return subscription;
}

export function deleteSubscription(topic: TopicState, name: string, force: boolean): void {
  const subscription = requireSubscription(topic, name);
  if (subscription.consumers.length > 0 && !force)
    throw preconditionFailed('Subscription has active connected consumers');
  topic.subscriptions.delete(name);
}

function requirePersistentFor(topic: TopicState, operation: string): void {
  if (topic.domain !== 'persistent')
    throw notAllowed(`${operation} on a non-persistent topic is not allowed`);
}

function moveMarkDelete(state: SimulatorState, subscription: SubscriptionState, sequence: number): void {
  if (sequence !== subscription.markDeleteSequence) {
    subscription.markDeleteSequence = sequence;
    subscription.lastMarkDeleteAdvancedTimestamp = state.clock.now();
  }
}

export function backlogOf(topic: TopicState, subscription: SubscriptionState): number {
  if (!topic.ledger) return 0;
  return Math.max(0, lastSequence(topic.ledger) - subscription.markDeleteSequence);
}

export function skipMessages(state: SimulatorState, topic: TopicState, name: string, count: number): void {
  requirePersistentFor(topic, 'Skipping messages');
  const subscription = requireSubscription(topic, name);
  const ledger = ensureLedger(state, topic);
  moveMarkDelete(
    state,
    subscription,
    Math.min(lastSequence(ledger), subscription.markDeleteSequence + Math.max(0, count)),
  );
}

export function skipAllMessages(state: SimulatorState, topic: TopicState, name: string): void {
  if (topic.domain !== 'persistent') return;
  const subscription = requireSubscription(topic, name);
  moveMarkDelete(state, subscription, lastSequence(ensureLedger(state, topic)));
}

/** Acknowledges every message of the backlog published before `cutoff` (epoch ms). */
function expireBefore(
  state: SimulatorState,
  topic: TopicState,
  subscription: SubscriptionState,
  cutoff: number,
): void {
  const ledger = ensureLedger(state, topic);
  let sequence = subscription.markDeleteSequence;
  while (sequence < lastSequence(ledger)) {
    const next = messageAt(ledger, sequence + 1);
    if (!next || next.publishTime >= cutoff) break;
    sequence += 1;
  }
  const expired = sequence - subscription.markDeleteSequence;
  if (expired > 0) {
    subscription.expired += expired;
    subscription.lastExpireTimestamp = state.clock.now();
    moveMarkDelete(state, subscription, sequence);
  }
}

export function expireMessages(
  state: SimulatorState,
  topic: TopicState,
  name: string,
  seconds: number,
): void {
  if (topic.domain !== 'persistent')
    throw notAllowed('Expire messages on a non-persistent topic is not allowed');
  const subscription = requireSubscription(topic, name);
  // An age of 0 expires nothing: MessageImpl.isEntryExpired tests `messageTTLInSeconds != 0` before
  // comparing times (pulsar-client-original MessageImpl.java:284, 4.0.7), and the broker's expiry
  // monitor asks it of every entry (PersistentMessageExpiryMonitor.java:97).
  if (seconds === 0) return;
  expireBefore(state, topic, subscription, state.clock.now() - seconds * 1000);
}

export function expireUpToPosition(
  state: SimulatorState,
  topic: TopicState,
  name: string,
  position: Position & { excluded: boolean },
): void {
  if (topic.domain !== 'persistent')
    throw notAllowed('Expiry messages on a non-persistent topic is not allowed');
  const subscription = requireSubscription(topic, name);
  const ledger = ensureLedger(state, topic);
  const target = sequenceOf(ledger, position);
  if (target === undefined) throw preconditionFailed('Unable to find position for position specified');
  const upTo = position.excluded ? target - 1 : target;
  if (upTo > subscription.markDeleteSequence) {
    subscription.expired += upTo - subscription.markDeleteSequence;
    subscription.lastExpireTimestamp = state.clock.now();
    moveMarkDelete(state, subscription, upTo);
  }
}

/** Resets so that the next message read is the first one published at or after `timestamp`. */
export function resetCursorToTime(
  state: SimulatorState,
  topic: TopicState,
  name: string,
  timestamp: number,
): void {
  if (topic.domain !== 'persistent')
    throw notAllowed('Reset-cursor at position is not allowed for non-persistent topic');
  const subscription = requireSubscription(topic, name);
  const ledger = ensureLedger(state, topic);
  const first = ledger.messages.find((message) => message.publishTime >= timestamp);
  moveMarkDelete(state, subscription, (first?.sequence ?? ledger.nextSequence) - 1);
}

export function resetCursorToPosition(
  state: SimulatorState,
  topic: TopicState,
  name: string,
  position: InitialPosition,
): void {
  if (topic.domain !== 'persistent')
    throw notAllowed('Reset-cursor at position is not allowed for non-persistent topic');
  const subscription = requireSubscription(topic, name);
  moveMarkDelete(state, subscription, startSequence(state, topic, position));
}

export function peekMessage(
  state: SimulatorState,
  topic: TopicState,
  name: string,
  position: number,
): StoredMessage {
  if (topic.domain !== 'persistent')
    throw notAllowed('Peek messages on a non-persistent topic is not allowed');
  const subscription = requireSubscription(topic, name);
  const message =
    position >= 1
      ? messageAt(ensureLedger(state, topic), subscription.markDeleteSequence + position)
      : undefined;
  if (!message) throw notFound('Message not found');
  return message;
}

export function examineMessage(
  state: SimulatorState,
  topic: TopicState,
  initialPosition: string,
  position: number,
): StoredMessage {
  if (topic.domain !== 'persistent')
    throw notAllowed('Examine messages on a non-persistent topic is not allowed');
  const ledger = ensureLedger(state, topic);
  if (position < 1) throw preconditionFailed('Invalid message position: should be greater than 0');
  const sequence =
    initialPosition === 'latest'
      ? lastSequence(ledger) - (position - 1)
      : firstStoredSequence(ledger) + position - 1;
  const message = messageAt(ledger, sequence);
  if (!message) throw notFound('Message not found');
  return message;
}

export function messageById(state: SimulatorState, topic: TopicState, position: Position): StoredMessage {
  const ledger = ensureLedger(state, topic);
  const sequence = sequenceOf(ledger, position);
  const message = sequence === undefined ? undefined : messageAt(ledger, sequence);
  if (!message) throw notFound('Message id not found');
  return message;
}

export function setSubscriptionProperties(topic: TopicState, name: string, body: unknown): void {
  requireSubscription(topic, name).properties = stringMap(body);
}
