// Several topics or partitions read as one stream, in publish-time order within a bounded window
// (issue 30 item 2): a reader per partition, and the earliest message on offer is passed on once
// every other partition has a message on offer too, or has had none for `windowMs`. A partition
// that lags by more than the window can put its messages behind later ones of another partition;
// an idle partition holds the others back once, for the window, not at every message.
import { Connection, type ConnectionOptions } from './connection.ts';
import { partitionsOf } from './lookup.ts';
import { TopicReader, type StartPosition } from './topic-reader.ts';
import { COMMAND } from './wire/pulsar-api.ts';
import type { ReadMessage } from './wire/entries.ts';

export interface TopicMessage {
  /** The topic or partition it was read from (`…-partition-N` for a partition). */
  topic: string;
  message: ReadMessage;
}

/** One partition's messages in order, whatever reads them (a TopicReader, the admin REST API). */
export interface PartitionSource {
  next(): Promise<IteratorResult<ReadMessage, undefined>>;
  close(): Promise<void>;
}

/** What a read takes its messages from: the partitions it opened, their messages merged, a close. */
export interface MessageSource {
  /** The partitions read, one by one. */
  readonly topics: string[];
  next(): Promise<IteratorResult<TopicMessage, undefined>>;
  close(): Promise<void>;
}

export interface MergedReaderOptions extends ConnectionOptions {
  serviceUrl: string;
  /** Full topic names; a partitioned topic is read on every partition. */
  topics: string[];
  /** Where every partition starts, or each its own (a position counted back from its end). */
  start: StartPosition | ((partition: string) => Promise<StartPosition>);
  /** How long a message waits for a silent partition before it is passed on (default 250 ms). */
  windowMs?: number;
  receiverQueueSize?: number;
  /** Each partition ends at its last message as of the open (TopicReaderOptions.untilLastMessage). */
  untilLastMessage?: boolean;
  /** Refuses (TooManyPartitions) before opening anything when the topics have more partitions. */
  maxPartitions?: number;
}

/** The topics asked for have more partitions than a read may open. */
export class TooManyPartitions extends Error {
  override name = 'TooManyPartitions';
  readonly partitions: number;
  constructor(partitions: number, max: number) {
    super(`The topics have ${String(partitions)} partitions; a read opens at most ${String(max)}`);
    this.partitions = partitions;
  }
}

const DEFAULT_WINDOW_MS = 250;

interface Source {
  topic: string;
  reader: PartitionSource;
  head?: ReadMessage;
  pending?: Promise<void>;
  done: boolean;
  /** Since when this source has had no message to offer (its last was taken, or it opened). */
  emptySince: number;
  /** Why this partition's reader stopped, passed on by next(). */
  failure?: Error;
}

/** The persistent topics of a namespace whose names match `pattern` (partitions listed one by one). */
export async function topicsMatching(
  serviceUrl: string,
  namespace: string,
  pattern: RegExp,
  options: ConnectionOptions,
): Promise<string[]> {
  const connection = await Connection.open({ url: serviceUrl }, options);
  try {
    const answer = await connection.request(COMMAND.GET_TOPICS_OF_NAMESPACE, { namespace, mode: 0 });
    return ((answer.fields.topics as string[] | undefined) ?? []).filter((topic) => pattern.test(topic));
  } finally {
    connection.close();
  }
}

export class MergedReader implements AsyncIterable<TopicMessage>, MessageSource {
  private readonly sources: Source[];
  private readonly windowMs: number;
  private closed = false;

  private constructor(sources: Source[], windowMs: number) {
    this.sources = sources;
    this.windowMs = windowMs;
  }

  static async open(options: MergedReaderOptions): Promise<MergedReader> {
    const partitions = (
      await Promise.all(
        options.topics.map(async (topic) => {
          const count = await partitionsOf(options.serviceUrl, topic, options);
          return count === 0
            ? [topic]
            : Array.from({ length: count }, (_, index) => `${topic}-partition-${String(index)}`);
        }),
      )
    ).flat();
    if (options.maxPartitions !== undefined && partitions.length > options.maxPartitions)
      throw new TooManyPartitions(partitions.length, options.maxPartitions);
    const sources: Source[] = [];
    try {
      for (const topic of partitions) {
        const start = typeof options.start === 'function' ? await options.start(topic) : options.start;
        const reader = await TopicReader.open({ ...options, topic, start });
        sources.push({ topic, reader, done: false, emptySince: Date.now() });
      }
    } catch (error) {
      await Promise.all(sources.map((source) => source.reader.close()));
      throw error;
    }
    return new MergedReader(sources, options.windowMs ?? DEFAULT_WINDOW_MS);
  }

  /** Partitions already opened, read by other means (the admin REST API), merged the same way. */
  static over(
    partitions: readonly { topic: string; reader: PartitionSource }[],
    windowMs = DEFAULT_WINDOW_MS,
  ): MergedReader {
    const now = Date.now();
    return new MergedReader(
      partitions.map(({ topic, reader }) => ({ topic, reader, done: false, emptySince: now })),
      windowMs,
    );
  }

  /** The subscriptions opened, one per partition, for checking none is left. */
  get topics(): string[] {
    return this.sources.map((source) => source.topic);
  }

  async next(): Promise<IteratorResult<TopicMessage, undefined>> {
    for (;;) {
      if (this.closed) return { value: undefined, done: true };
      for (const source of this.sources) this.fill(source);
      const failed = this.sources.find((source) => source.failure);
      if (failed) {
        throw new Error(`Reading ${failed.topic} failed: ${failed.failure!.message}`, {
          cause: failed.failure,
        });
      }
      const withHead = this.sources.filter((source) => source.head);
      const now = Date.now();
      // A partition that has shown nothing for the window no longer holds the others back.
      const awaited = this.sources.filter(
        (source) => !source.head && !source.done && now - source.emptySince < this.windowMs,
      );
      if (withHead.length > 0 && awaited.length === 0)
        return { value: this.takeEarliest(withHead), done: false };
      if (withHead.length === 0 && this.sources.every((source) => source.done)) {
        return { value: undefined, done: true };
      }
      const wakeUps: Promise<unknown>[] = this.sources.flatMap((source) =>
        source.pending ? [source.pending] : [],
      );
      if (awaited.length > 0) {
        const firstExpiry = Math.min(...awaited.map((source) => source.emptySince + this.windowMs));
        wakeUps.push(sleep(firstExpiry - now));
      }
      await Promise.race(wakeUps);
    }
  }

  [Symbol.asyncIterator](): AsyncIterator<TopicMessage, undefined> {
    return {
      next: () => this.next(),
      return: async () => {
        await this.close();
        return { value: undefined, done: true };
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.sources.map((source) => source.reader.close()));
  }

  private fill(source: Source): void {
    if (source.head || source.pending || source.done) return;
    source.pending = source.reader.next().then(
      (result) => {
        source.pending = undefined;
        if (result.done) source.done = true;
        else source.head = result.value;
      },
      (error: unknown) => {
        source.pending = undefined;
        source.done = true;
        source.failure = error as Error;
      },
    );
  }

  private takeEarliest(sources: Source[]): TopicMessage {
    let earliest = sources[0]!;
    for (const source of sources) {
      if (source.head!.publishTime < earliest.head!.publishTime) earliest = source;
    }
    const message = earliest.head!;
    earliest.head = undefined;
    earliest.emptySince = Date.now();
    return { topic: earliest.topic, message };
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(ms, 0)));
}
