// A reader of one topic (or one partition of a partitioned topic) over Pulsar's binary protocol:
// a non-durable subscription, which the broker removes when the reader closes or its connection
// goes (PersistentSubscription.removeConsumer, non-durable cursor), so it leaves nothing behind.
//
// Where to start (decision 0067):
// - earliest / latest: MessageId.earliest (-1:-1) / latest (Long.MAX_VALUE twice), as Java's Reader.
// - a message id: the broker starts a non-durable cursor one entry before the id it is given
//   (PersistentTopic.getNonDurableSubscription, "relative to a batch"), so the entry itself is
//   delivered; messages of its batch before the id's batch index are dropped here.
// - a publish time: start_message_rollback_duration_sec has the broker reset the new cursor to
//   that many seconds ago (PersistentTopic.resetSubscriptionCursor) before any consumer is on it;
//   messages published before the asked time are dropped here. SEEK is not used: on a subscription
//   with a consumer it disconnects that consumer (PersistentSubscription.resetCursor), which ends a
//   non-durable subscription; a new position is a new reader.
import { randomBytes } from 'node:crypto';
import { Connection, type ConnectionOptions } from './connection.ts';
import { lookupTopic } from './lookup.ts';
import { COMMAND, INITIAL_POSITION, SUB_TYPE, UINT64_MINUS_ONE } from './wire/pulsar-api.ts';
import type { Frame } from './wire/frames.ts';
import { messagesOfEntry, type MessageId, type ReadMessage } from './wire/entries.ts';

export type StartPosition =
  | { kind: 'earliest' }
  | { kind: 'latest' }
  | {
      kind: 'messageId';
      id: Pick<MessageId, 'ledgerId' | 'entryId'> & Partial<Pick<MessageId, 'batchIndex'>>;
    }
  | { kind: 'publishTime'; at: number };

export interface TopicReaderOptions extends ConnectionOptions {
  serviceUrl: string;
  /** A full topic name (`persistent://tenant/namespace/topic`, or one partition `…-partition-N`). */
  topic: string;
  start: StartPosition;
  /** Messages the broker may send ahead of what has been taken (the consumer's permits). */
  receiverQueueSize?: number;
  /** The subscription's name, for the broker's stats; random by default. */
  subscriptionName?: string;
  /**
   * Ends the reader once it has read the topic's last message as of when it opened (GET_LAST_MESSAGE_ID),
   * instead of waiting for more: a session that stops at "now".
   */
  untilLastMessage?: boolean;
}

const DEFAULT_QUEUE = 1000;
/** Seconds added to a publish-time rollback, for the broker's clock being behind ours. */
const ROLLBACK_MARGIN_SECONDS = 5;
/** Java's MessageId.latest: Long.MAX_VALUE, past what 53-bit numbers hold, so given as a string. */
const LATEST_ID = {
  ledgerId: '9223372036854775807',
  entryId: '9223372036854775807',
  partition: -1,
  batch_index: -1,
};
/** Java's MessageId.earliest, (-1, -1), with -1 written as Java writes it. */
const EARLIEST_ID = {
  ledgerId: UINT64_MINUS_ONE,
  entryId: UINT64_MINUS_ONE,
  partition: -1,
  batch_index: -1,
};

type Waiter = { resolve(result: IteratorResult<ReadMessage, undefined>): void; reject(error: Error): void };

export class TopicReader implements AsyncIterable<ReadMessage> {
  readonly subscription: string;
  private readonly connection: Connection;
  private readonly consumerId = 1;
  private readonly queueSize: number;
  private readonly accept: (message: ReadMessage) => boolean;
  private readonly queue: ReadMessage[] = [];
  private waiter: Waiter | undefined;
  private ended: Error | 'closed' | undefined;
  private taken = 0;
  private endOfTopic = false;
  /** With untilLastMessage: the entry of the last message when the reader opened. */
  private lastEntry: { ledgerId: number; entryId: number } | undefined;

  private constructor(connection: Connection, subscription: string, options: TopicReaderOptions) {
    this.connection = connection;
    this.subscription = subscription;
    this.queueSize = options.receiverQueueSize ?? DEFAULT_QUEUE;
    this.accept = acceptFrom(options.start);
  }

  static async open(options: TopicReaderOptions): Promise<TopicReader> {
    const address = await lookupTopic(options.serviceUrl, options.topic, options);
    const connection = await Connection.open(address, options);
    const subscription = options.subscriptionName ?? `beacon-reader-${randomBytes(5).toString('hex')}`;
    const reader = new TopicReader(connection, subscription, options);
    try {
      await reader.subscribe(options);
    } catch (error) {
      connection.close();
      throw error;
    }
    return reader;
  }

  private async subscribe(options: TopicReaderOptions): Promise<void> {
    this.connection.registerConsumer(this.consumerId, {
      onMessage: (frame) => this.received(frame),
      onClosed: (reason) => this.end(new Error(reason)),
      onEndOfTopic: () => {
        this.endOfTopic = true;
        this.wake();
      },
    });
    const { start } = options;
    await this.connection.request(COMMAND.SUBSCRIBE, {
      topic: options.topic,
      subscription: this.subscription,
      subType: SUB_TYPE.Exclusive,
      consumer_id: this.consumerId,
      consumer_name: this.subscription,
      durable: false,
      // A reader never creates the topic it was asked to read.
      force_topic_creation: false,
      start_message_id:
        start.kind === 'messageId'
          ? {
              ledgerId: start.id.ledgerId,
              entryId: start.id.entryId,
              partition: -1,
              batch_index: start.id.batchIndex ?? -1,
            }
          : start.kind === 'latest'
            ? LATEST_ID
            : EARLIEST_ID,
      initialPosition: start.kind === 'latest' ? INITIAL_POSITION.Latest : INITIAL_POSITION.Earliest,
      ...(start.kind === 'publishTime' && start.at < Date.now()
        ? {
            start_message_rollback_duration_sec:
              Math.ceil((Date.now() - start.at) / 1000) + ROLLBACK_MARGIN_SECONDS,
          }
        : {}),
    });
    // Where to stop is known before the first message may come.
    if (options.untilLastMessage) await this.stopAtLastMessage(start);
    this.connection.send(COMMAND.FLOW, { consumer_id: this.consumerId, messagePermits: this.queueSize });
  }

  /**
   * Ends after the entry holding the topic's last message now. Nothing to read (no message, or a
   * start at the latest) ends at once; messages are compared by entry, which holds a whole batch.
   */
  private async stopAtLastMessage(start: StartPosition): Promise<void> {
    const last = await this.lastMessageId();
    if (!last || start.kind === 'latest') {
      this.endOfTopic = true;
      this.wake();
      return;
    }
    this.lastEntry = { ledgerId: last.ledgerId, entryId: last.entryId };
  }

  /** The id of the topic's last message, or null when it has none (GET_LAST_MESSAGE_ID). */
  async lastMessageId(): Promise<MessageId | null> {
    const answer = await this.connection.request(COMMAND.GET_LAST_MESSAGE_ID, {
      consumer_id: this.consumerId,
    });
    const id = answer.fields.last_message_id as Record<string, number>;
    const entryId = signed(id.entryId!);
    if (entryId < 0) return null;
    return { ledgerId: signed(id.ledgerId!), entryId, partition: id.partition!, batchIndex: id.batch_index! };
  }

  /** The next message, waiting for one; `done` once the reader is closed or the topic ended. */
  next(): Promise<IteratorResult<ReadMessage, undefined>> {
    const message = this.queue.shift();
    if (message) {
      this.tookOne();
      return Promise.resolve({ value: message, done: false });
    }
    if (this.ended instanceof Error) return Promise.reject(this.ended);
    if (this.ended || this.endOfTopic) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => {
      this.waiter = { resolve, reject };
    });
  }

  /** The messages already received, without waiting (a live view takes what has come). */
  drain(max = Infinity): ReadMessage[] {
    const taken = this.queue.splice(0, max);
    for (let i = 0; i < taken.length; i++) this.tookOne();
    return taken;
  }

  [Symbol.asyncIterator](): AsyncIterator<ReadMessage, undefined> {
    return {
      next: () => this.next(),
      return: async () => (await this.close(), { value: undefined, done: true }),
    };
  }

  /** Closes the consumer (the broker drops the non-durable subscription) and the connection. */
  async close(): Promise<void> {
    if (this.ended === 'closed') return;
    const wasOpen = !this.ended;
    this.end('closed');
    if (wasOpen && !this.connection.closed) {
      try {
        await this.connection.request(COMMAND.CLOSE_CONSUMER, { consumer_id: this.consumerId });
      } catch {
        // The connection's close below ends the subscription all the same.
      }
    }
    this.connection.close();
  }

  private received(frame: Frame): void {
    if (!frame.payload || this.ended) return;
    const messageId = frame.command.fields.message_id as Record<string, number>;
    let messages: ReadMessage[];
    try {
      messages = messagesOfEntry(
        {
          ledgerId: messageId.ledgerId!,
          entryId: messageId.entryId!,
          partition: messageId.partition ?? -1,
          redeliveryCount: (frame.command.fields.redelivery_count as number | undefined) ?? 0,
        },
        frame.payload,
      );
    } catch (error) {
      this.end(error as Error);
      return;
    }
    if (this.endOfTopic) return;
    // The broker counted every message of the entry against the permits, taken or dropped.
    let dropped = 0;
    for (const message of messages) {
      if (this.accept(message)) this.queue.push(message);
      else dropped++;
    }
    for (let i = 0; i < dropped; i++) this.tookOne();
    // Read up to the last message there was: what follows was published after the reader opened.
    const last = this.lastEntry;
    if (
      last &&
      (messageId.ledgerId! > last.ledgerId ||
        (messageId.ledgerId === last.ledgerId && messageId.entryId! >= last.entryId))
    )
      this.endOfTopic = true;
    this.wake();
  }

  private wake(): void {
    const waiter = this.waiter;
    if (!waiter) return;
    const message = this.queue.shift();
    if (message) {
      this.waiter = undefined;
      this.tookOne();
      waiter.resolve({ value: message, done: false });
    } else if (this.endOfTopic) {
      this.waiter = undefined;
      waiter.resolve({ value: undefined, done: true });
    }
  }

  /** Gives the broker back permits in halves of the queue, as Pulsar's consumers do. */
  private tookOne(): void {
    this.taken++;
    if (this.taken >= this.queueSize / 2 && !this.ended) {
      this.connection.send(COMMAND.FLOW, { consumer_id: this.consumerId, messagePermits: this.taken });
      this.taken = 0;
    }
  }

  private end(reason: Error | 'closed'): void {
    if (this.ended) return;
    this.ended = reason;
    this.connection.forgetConsumer(this.consumerId);
    const waiter = this.waiter;
    this.waiter = undefined;
    if (!waiter) return;
    const message = this.queue.shift();
    if (message) waiter.resolve({ value: message, done: false });
    else if (reason instanceof Error) waiter.reject(reason);
    else waiter.resolve({ value: undefined, done: true });
  }
}

/** Pulsar writes -1 into unsigned 64-bit fields; decoded as numbers they come back as 2^64 - 1. */
function signed(value: number): number {
  return value > Number.MAX_SAFE_INTEGER ? -1 : value;
}

/** Which delivered messages the asked start keeps (the broker starts at the entry or a second). */
function acceptFrom(start: StartPosition): (message: ReadMessage) => boolean {
  if (start.kind === 'publishTime') return (message) => message.publishTime >= start.at;
  if (start.kind === 'messageId' && (start.id.batchIndex ?? -1) >= 0) {
    const { ledgerId, entryId, batchIndex } = start.id;
    return (message) =>
      message.id.ledgerId !== ledgerId ||
      message.id.entryId !== entryId ||
      message.id.batchIndex >= batchIndex!;
  }
  return () => true;
}
