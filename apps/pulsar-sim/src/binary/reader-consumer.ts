import { firstStoredSequence, lastSequence, messageAt, positionOf } from '../core/managed-ledger.ts';
import type { ConsumerState, SimulatorState, SubscriptionState, TopicState } from '../core/state.ts';
import { messageFrame } from './message-frame.ts';
import { detachReader } from './reader-subscriptions.ts';

// One consumer of a binary connection: its place in the topic, the broker's permits for it, and
// delivery of stored entries while it has permits (as Consumer#sendMessages: an entry costs as many
// permits as it holds messages, and is sent while any permit is left).

export interface ReaderPlace {
  topic: TopicState;
  subscription: SubscriptionState;
  consumer: ConsumerState;
  /** The next message's sequence. */
  readSequence: number;
}

export class ReaderConsumer {
  readonly consumerId: number;
  readonly topic: TopicState;
  readonly subscription: SubscriptionState;
  readonly consumer: ConsumerState;
  readSequence: number;
  permits = 0;

  constructor(consumerId: number, place: ReaderPlace) {
    this.consumerId = consumerId;
    this.topic = place.topic;
    this.subscription = place.subscription;
    this.consumer = place.consumer;
    this.readSequence = place.readSequence;
  }

  /**
   * Whether the model still has this consumer: a reset or scenario load replaces the topic, and an
   * unload, a topic deletion or a forced subscription deletion takes it off its subscription.
   */
  isAttached(state: SimulatorState): boolean {
    return (
      state.topics.get(this.topic.fullName) === this.topic &&
      this.topic.subscriptions.get(this.subscription.name) === this.subscription &&
      this.subscription.consumers.includes(this.consumer)
    );
  }

  addPermits(count: number): void {
    this.permits += count;
    this.consumer.receiverQueueSize = Math.max(0, this.permits);
  }

  /** The frames of the entries this consumer may be sent now; moves its read position past them. */
  deliverable(state: SimulatorState): Buffer[] {
    const ledger = this.topic.ledger;
    if (!ledger || this.permits <= 0) return [];
    this.readSequence = Math.max(this.readSequence, firstStoredSequence(ledger));
    const frames: Buffer[] = [];
    let bytes = 0;
    let messages = 0;
    while (this.permits > 0 && this.readSequence <= lastSequence(ledger)) {
      const message = messageAt(ledger, this.readSequence);
      if (!message) break;
      const position = positionOf(ledger, this.readSequence);
      frames.push(
        messageFrame(this.consumerId, { ...position, partition: this.topic.partitionIndex }, message),
      );
      const count = message.numMessagesInBatch ?? 1;
      this.permits -= count;
      messages += count;
      bytes += message.payload.length;
      this.readSequence += 1;
    }
    if (frames.length > 0) this.count(state, messages, bytes);
    this.consumer.receiverQueueSize = Math.max(0, this.permits);
    return frames;
  }

  detach(): void {
    detachReader(this.topic, this.subscription, this.consumer);
  }

  private count(state: SimulatorState, messages: number, bytes: number): void {
    const now = state.clock.now();
    for (const counters of [this.consumer.out, this.subscription.out, this.topic.out]) {
      counters.messages += messages;
      counters.bytes += bytes;
    }
    this.consumer.lastConsumedTimestamp = now;
    this.subscription.lastConsumedTimestamp = now;
  }
}
