import { settleBackgroundWork } from './background-work.ts';
import { parseFullTopicName } from './names.ts';
import { latestSchemaVersion } from './schemas.ts';
import { append, ensureLedger, lastSequence, messageAt, trimLedgers } from './managed-ledger.ts';
import type { RetentionLimits } from './managed-ledger.ts';
import type { Counters, RateWindow, SimulatorState, TopicState } from './state.ts';

// The traffic engine: each tick, simulated producers publish and simulated consumers acknowledge,
// then rates are recomputed over the tick (Pulsar averages over its stats interval the same way).
// Everything random comes from the state's seeded generator, so a seed replays the same figures.

const MAX_MESSAGES_PER_TICK = 2_000;

const WORDS = ['order', 'payment', 'sensor', 'click', 'invoice', 'shipment', 'login', 'alert'];

function payloadFor(state: SimulatorState, topic: TopicState, sequenceId: number, size: number): Buffer {
  const kind = state.random.pick(WORDS);
  const base = JSON.stringify({
    id: sequenceId,
    kind,
    topic: topic.localName,
    value: state.random.int(0, 100_000),
  });
  const padding = Math.max(0, size - base.length - 10);
  return Buffer.from(padding > 0 ? `${base.slice(0, -1)},"pad":"${'x'.repeat(padding)}"}` : base);
}

function roll(window: RateWindow, counters: Counters, seconds: number): void {
  window.messageRate = (counters.messages - window.messagesAtLastRoll) / seconds;
  window.byteRate = (counters.bytes - window.bytesAtLastRoll) / seconds;
  window.messagesAtLastRoll = counters.messages;
  window.bytesAtLastRoll = counters.bytes;
}

export function retentionFor(state: SimulatorState, topic: TopicState): RetentionLimits {
  const base =
    topic.partitionIndex >= 0
      ? topic.fullName.slice(0, topic.fullName.lastIndexOf('-partition-'))
      : topic.fullName;
  const topicLevel = state.topicPolicies.get(base)?.get('retention') as
    { retentionTimeInMinutes?: number; retentionSizeInMB?: number } | undefined;
  const namespaceLevel = state.namespaces.get(topic.namespace)?.policies
    .retention_policies as typeof topicLevel;
  const retention = topicLevel ?? namespaceLevel;
  return { timeMinutes: retention?.retentionTimeInMinutes ?? 0, sizeMB: retention?.retentionSizeInMB ?? 0 };
}

export function publish(
  state: SimulatorState,
  topic: TopicState,
  message: {
    payload: Buffer;
    producerName: string;
    sequenceId: number;
    key?: string;
    properties?: Record<string, string>;
    eventTime?: number;
    /** A batched entry: `payload` holds this many messages in Pulsar's batch format. */
    numMessagesInBatch?: number;
    /** The topic's schema version the producer connected with (MessageMetadata.schema_version). */
    schemaVersion?: number;
    /** The publish time a binary-protocol client wrote (the broker keeps it); the clock's now else. */
    publishTime?: number;
  },
  /**
   * Whether the topic counts the message in (msgInCounter, bytesInCounter, the rates in). A broker
   * counts what its producers publish (Producer.java:340, AbstractTopic#incrementPublishCount); the
   * REST produce API hands messages to the topic directly and is counted nowhere (TopicsBase.java:289).
   */
  counted = true,
): { ledgerId: number; entryId: number } | undefined {
  const now = state.clock.now();
  if (counted) {
    topic.in.messages += 1;
    topic.in.bytes += message.payload.length;
  }
  if (topic.domain === 'non-persistent') {
    deliverNonPersistent(topic, message.payload.length, now);
    return undefined;
  }
  const stored = append(state, topic, {
    publishTime: message.publishTime ?? now,
    eventTime: message.eventTime ?? 0,
    producerName: message.producerName,
    sequenceId: message.sequenceId,
    key: message.key,
    properties: message.properties ?? {},
    payload: message.payload,
    ...(message.numMessagesInBatch === undefined ? {} : { numMessagesInBatch: message.numMessagesInBatch }),
    ...(message.schemaVersion === undefined ? {} : { schemaVersion: message.schemaVersion }),
  });
  const ledger = ensureLedger(state, topic);
  const current = ledger.ledgers.at(-1);
  return { ledgerId: current?.ledgerId ?? -1, entryId: stored.sequence - (current?.firstSequence ?? 0) };
}

/** Non-persistent topics hand each message straight to connected consumers or drop it. */
function deliverNonPersistent(topic: TopicState, bytes: number, now: number): void {
  let delivered = false;
  for (const subscription of topic.subscriptions.values()) {
    const consumer = subscription.consumers[0];
    if (!consumer) continue;
    delivered = true;
    subscription.out.messages += 1;
    subscription.out.bytes += bytes;
    consumer.out.messages += 1;
    consumer.out.bytes += bytes;
    consumer.lastConsumedTimestamp = now;
    topic.out.messages += 1;
    topic.out.bytes += bytes;
  }
  if (!delivered) topic.dropped += 1;
}

function produce(state: SimulatorState, topic: TopicState, seconds: number): void {
  if (topic.terminated || topic.producers.length === 0) return;
  // A Java producer on a topic with a schema writes the version it connected with in every message.
  const schemaVersion = latestSchemaVersion(state, parseFullTopicName(topic.fullName));
  for (const producer of topic.producers) {
    const jitter = 0.8 + state.random.next() * 0.4;
    const wanted = producer.carry + producer.ratePerSecond * seconds * jitter;
    const count = Math.min(MAX_MESSAGES_PER_TICK, Math.floor(wanted));
    producer.carry = wanted - Math.floor(wanted);
    for (let index = 0; index < count; index += 1) {
      const size = Math.max(16, Math.round(producer.averagePayloadSize * (0.7 + state.random.next() * 0.6)));
      const payload = payloadFor(state, topic, producer.sequenceId, size);
      publish(state, topic, {
        payload,
        producerName: producer.producerName,
        sequenceId: producer.sequenceId,
        key: `key-${String(producer.sequenceId % 16)}`,
        ...(schemaVersion === undefined ? {} : { schemaVersion }),
      });
      producer.sequenceId += 1;
      producer.in.messages += 1;
      producer.in.bytes += payload.length;
    }
  }
}

function consume(state: SimulatorState, topic: TopicState, seconds: number): void {
  const ledger = topic.ledger;
  if (!ledger || topic.domain !== 'persistent') return;
  const now = state.clock.now();
  for (const subscription of topic.subscriptions.values()) {
    for (const consumer of subscription.consumers) {
      const wanted = consumer.carry + consumer.ratePerSecond * seconds;
      let count = Math.min(
        MAX_MESSAGES_PER_TICK,
        Math.floor(wanted),
        lastSequence(ledger) - subscription.markDeleteSequence,
      );
      consumer.carry = wanted - Math.floor(wanted);
      if (count <= 0) continue;
      let bytes = 0;
      while (count > 0) {
        bytes += messageAt(ledger, subscription.markDeleteSequence + 1)?.payload.length ?? 0;
        subscription.markDeleteSequence += 1;
        consumer.acked += 1;
        count -= 1;
        consumer.out.messages += 1;
        subscription.out.messages += 1;
        topic.out.messages += 1;
      }
      consumer.out.bytes += bytes;
      subscription.out.bytes += bytes;
      topic.out.bytes += bytes;
      consumer.lastConsumedTimestamp = now;
      consumer.lastAckedTimestamp = now;
      subscription.lastConsumedTimestamp = now;
      subscription.lastAckedTimestamp = now;
      subscription.lastMarkDeleteAdvancedTimestamp = now;
    }
  }
}

function rollRates(topic: TopicState, seconds: number): void {
  roll(topic.inRate, topic.in, seconds);
  roll(topic.outRate, topic.out, seconds);
  for (const producer of topic.producers) roll(producer.inRate, producer.in, seconds);
  for (const subscription of topic.subscriptions.values()) {
    roll(subscription.outRate, subscription.out, seconds);
    subscription.expiredRate = (subscription.expired - subscription.expiredAtLastRoll) / seconds;
    subscription.expiredAtLastRoll = subscription.expired;
    for (const consumer of subscription.consumers) {
      roll(consumer.outRate, consumer.out, seconds);
      roll(consumer.ackRate, { messages: consumer.acked, bytes: consumer.out.bytes }, seconds);
    }
  }
}

const isBusy = (topic: TopicState): boolean =>
  topic.producers.length > 0 ||
  topic.inRate.messageRate !== 0 ||
  topic.outRate.messageRate !== 0 ||
  topic.in.messages !== topic.inRate.messagesAtLastRoll ||
  [...topic.subscriptions.values()].some(
    (subscription) =>
      subscription.consumers.length > 0 ||
      subscription.expiredRate !== 0 ||
      subscription.expired !== subscription.expiredAtLastRoll,
  );

/** Advances the traffic by `elapsedMillis` of simulated time (the caller moves the clock). */
export function tick(state: SimulatorState, elapsedMillis: number): void {
  settleBackgroundWork(state);
  const seconds = Math.max(elapsedMillis, 1) / 1000;
  for (const topic of state.topics.values()) {
    if (!isBusy(topic)) continue;
    produce(state, topic, seconds);
    consume(state, topic, seconds);
    if (topic.ledger) trimLedgers(state, topic, retentionFor(state, topic));
    rollRates(topic, seconds);
  }
  for (const component of state.components.values()) {
    for (const instance of component.instances) {
      if (!instance.running) continue;
      const processed = Math.floor(seconds * 2);
      instance.received += processed;
      instance.processed += processed;
      if (processed > 0) instance.lastInvocationTime = state.clock.now();
    }
  }
}
