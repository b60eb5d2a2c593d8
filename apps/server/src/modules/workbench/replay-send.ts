// Where each replayed message goes and sending it there: the request's target, or the message's
// REAL_TOPIC (a dead-letter message's original topic); a partitioned target's partition by the key
// as Pulsar's Java producer routes it (round-robin without a key); every target checked to exist
// before anything is sent; then one producer per topic or partition, at most `maxPerSecond`
// messages in any one second.
import {
  DEAD_LETTER_REAL_TOPIC_PROPERTY,
  REPLAYED_FROM_PROPERTY,
  readTopicSchema,
  type ReplayTargetSummary,
} from '@beacon/contracts';
import {
  BinaryPortUnreachable,
  PulsarServerError,
  TopicProducer,
  partitionOfKey,
  partitionsOf,
} from '@beacon/pulsar-reader';
import { HttpError } from '../../http-errors.ts';
import type { BinaryService } from './binary-service.ts';
import type { ReplayMessage } from './replay-source.ts';

export interface PlannedMessage {
  source: ReplayMessage;
  /** The topic named for it (the request's target or its REAL_TOPIC). */
  target: string;
  /** The topic or partition it is sent to. */
  sendTo: string;
}

/** Each message's target, or a 400 naming why there is none. */
export function targetsOf(messages: readonly ReplayMessage[], target: string | undefined): string[] {
  if (target) return messages.map(() => target);
  const missing = messages.filter((entry) => !entry.message.properties[DEAD_LETTER_REAL_TOPIC_PROPERTY]);
  if (missing.length > 0)
    throw new HttpError(
      400,
      `Name a target topic: ${String(missing.length)} of the ${String(messages.length)} messages have no ${DEAD_LETTER_REAL_TOPIC_PROPERTY} property (only a dead-letter topic's messages go back to where they came from)`,
    );
  return messages.map((entry) => {
    const named = entry.message.properties[DEAD_LETTER_REAL_TOPIC_PROPERTY]!;
    if (!readTopicSchema.safeParse(named).success)
      throw new HttpError(
        400,
        `Message ${entry.id} names ${DEAD_LETTER_REAL_TOPIC_PROPERTY} ${named}, which is not a persistent topic: name a target`,
      );
    return named;
  });
}

/** Partitions of each target (0: not partitioned); 404 for one Pulsar does not have. */
export async function partitionsOfTargets(
  service: BinaryService,
  targets: Iterable<string>,
): Promise<Map<string, number>> {
  const partitions = new Map<string, number>();
  for (const topic of new Set(targets)) {
    try {
      partitions.set(topic, await partitionsOf(service.serviceUrl, topic, service.connection));
    } catch (error) {
      throw refusalOf(error, topic);
    }
  }
  return partitions;
}

/** Where each message is sent: a partitioned target's partition by key, round-robin without one. */
export function plan(
  messages: readonly ReplayMessage[],
  targets: readonly string[],
  partitions: ReadonlyMap<string, number>,
): PlannedMessage[] {
  const roundRobin = new Map<string, number>();
  return messages.map((source, index) => {
    const target = targets[index]!;
    const count = partitions.get(target) ?? 0;
    if (count === 0) return { source, target, sendTo: target };
    const key = source.message.key;
    let partition: number;
    if (key === undefined) {
      partition = roundRobin.get(target) ?? 0;
      roundRobin.set(target, (partition + 1) % count);
    } else partition = partitionOfKey(key, count);
    return { source, target, sendTo: `${target}-partition-${String(partition)}` };
  });
}

export function summaryOf(planned: readonly PlannedMessage[]): ReplayTargetSummary[] {
  const byTarget = new Map<string, ReplayTargetSummary>();
  for (const { target } of planned) {
    const summary = byTarget.get(target) ?? { topic: target, messages: 0, sent: 0, failed: 0 };
    summary.messages++;
    byTarget.set(target, summary);
  }
  return [...byTarget.values()];
}

/**
 * A sliding window of one second: the next send waits until the one `rate` sends back is a second
 * old, so no second, wherever it starts, holds more than `rate` sends.
 */
export class RateLimiter {
  private readonly sentAt: number[] = [];
  private readonly rate: number;

  constructor(rate: number) {
    this.rate = rate;
  }

  /** Waits for the next send's turn; answers the time it counted the send at, to write as its time. */
  async take(): Promise<number> {
    for (;;) {
      const oldest = this.sentAt.length >= this.rate ? this.sentAt[this.sentAt.length - this.rate]! : 0;
      const wait = oldest + 1000 - Date.now();
      if (wait <= 0) break;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const now = Date.now();
    this.sentAt.push(now);
    if (this.sentAt.length > this.rate) this.sentAt.shift();
    return now;
  }
}

export interface SendOutcome {
  targets: ReplayTargetSummary[];
  sent: number;
  failed: number;
  firstError?: string;
}

/**
 * Opens a producer on every topic or partition the plan sends to, before the first message goes: a
 * target the environment's token may not produce to is a 403 with nothing sent.
 */
async function openProducers(
  service: BinaryService,
  planned: readonly PlannedMessage[],
): Promise<Map<string, TopicProducer>> {
  const producers = new Map<string, TopicProducer>();
  try {
    for (const topic of new Set(planned.map((entry) => entry.sendTo))) {
      try {
        producers.set(
          topic,
          await TopicProducer.open({ ...service.connection, serviceUrl: service.serviceUrl, topic }),
        );
      } catch (error) {
        throw refusalOf(error, topic);
      }
    }
    return producers;
  } catch (error) {
    for (const producer of producers.values()) await producer.close();
    throw error;
  }
}

/** Sends every planned message at the rate; a message the broker refuses is counted, not fatal. */
export async function sendPlanned(
  service: BinaryService,
  planned: readonly PlannedMessage[],
  maxPerSecond: number,
): Promise<SendOutcome> {
  const targets = summaryOf(planned);
  const byTopic = new Map(targets.map((summary) => [summary.topic, summary]));
  const producers = await openProducers(service, planned);
  const limiter = new RateLimiter(maxPerSecond);
  const receipts: Promise<void>[] = [];
  let firstError: string | undefined;
  try {
    for (const entry of planned) {
      const summary = byTopic.get(entry.target)!;
      const sentAt = await limiter.take();
      const { message, id } = entry.source;
      receipts.push(
        producers
          .get(entry.sendTo)!
          .send({
            value: message.value,
            ...(message.key === undefined ? {} : { key: message.key, keyIsBase64: message.keyIsBase64 }),
            properties: { ...message.properties, [REPLAYED_FROM_PROPERTY]: id },
            eventTime: message.eventTime,
            // The time the limiter counted: what a reader of the target sees as the publish time.
            publishTime: sentAt,
          })
          .then(
            () => {
              summary.sent++;
            },
            (error: unknown) => {
              summary.failed++;
              firstError ??= error instanceof Error ? error.message : String(error);
            },
          ),
      );
    }
    await Promise.all(receipts);
  } finally {
    for (const producer of producers.values()) await producer.close();
  }
  const sent = targets.reduce((total, summary) => total + summary.sent, 0);
  const failed = targets.reduce((total, summary) => total + summary.failed, 0);
  return { targets, sent, failed, ...(firstError === undefined ? {} : { firstError }) };
}

function refusalOf(error: unknown, topic: string): HttpError {
  if (error instanceof PulsarServerError) {
    if (error.code === 'TopicNotFound')
      return new HttpError(404, `Topic ${topic} does not exist: nothing was sent`);
    if (error.code === 'AuthorizationError' || error.code === 'AuthenticationError')
      return new HttpError(403, `The environment's token may not reach ${topic}: ${error.message}`);
    return new HttpError(409, `Pulsar refused ${topic} (${error.code}): ${error.message}`);
  }
  const detail = error instanceof Error ? error.message : String(error);
  // A read falls back to the admin REST API (decision 0076); sending has no such way round.
  if (error instanceof BinaryPortUnreachable)
    return new HttpError(
      502,
      `A replay sends over Pulsar's binary protocol, and its port cannot be reached for ${topic}: ${detail}. Nothing was sent`,
    );
  return new HttpError(502, `Cannot reach Pulsar's binary port for ${topic}: ${detail}`);
}
