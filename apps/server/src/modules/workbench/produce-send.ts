// Produce by schema's two steps (decision 0077): every JSON value encoded by the topic's schema
// first — one that does not fit refuses the request with nothing sent — then the messages sent with
// a typed producer per topic or partition, a partitioned topic's partition chosen by the key as
// Pulsar's Java producer chooses it (round-robin without one). Pulsar's refusals keep its reason.
import type { ProducedMessage } from '@beacon/contracts';
import {
  PulsarServerError,
  TopicProducer,
  ValueRefused,
  encodeValue,
  partitionOfKey,
  partitionsOf,
  type SchemaInfo,
} from '@beacon/pulsar-reader';
import { HttpError } from '../../http-errors.ts';
import type { BinaryService } from './binary-service.ts';

export interface EncodedMessage {
  value: Buffer;
  key?: string;
  properties: Record<string, string>;
}

/** Every value as the schema writes it; a 400 naming the first that does not fit and why. */
export function encodeAll(messages: readonly ProducedMessage[], schema: SchemaInfo): EncodedMessage[] {
  return messages.map((message, index) => {
    try {
      return {
        value: encodeValue(message.value, schema),
        ...(message.key === undefined ? {} : { key: message.key }),
        properties: message.properties ?? {},
      };
    } catch (error) {
      if (error instanceof ValueRefused)
        throw new HttpError(
          400,
          `Message ${String(index)} does not fit the topic's ${schema.type} schema: ${error.message}. Nothing was sent`,
        );
      throw error;
    }
  });
}

export interface SentMessage {
  topic: string;
  messageId: string;
}

export interface SendResult {
  sent: SentMessage[];
  /** The schema version the broker answered, as the admin API numbers it. */
  schemaVersion: number;
}

/** The topic or partition each message goes to. */
async function destinations(
  service: BinaryService,
  topic: string,
  messages: readonly EncodedMessage[],
): Promise<string[]> {
  let partitions: number;
  try {
    partitions = await partitionsOf(service.serviceUrl, topic, service.connection);
  } catch (error) {
    throw refusalOf(error, topic);
  }
  if (partitions === 0) return messages.map(() => topic);
  let next = 0;
  return messages.map(({ key }) => {
    const partition = key === undefined ? next++ % partitions : partitionOfKey(key, partitions);
    return `${topic}-partition-${String(partition)}`;
  });
}

/**
 * Opens a typed producer on every destination before the first message goes (a refusal of the
 * schema or the token is a 4xx with nothing sent), then sends in order and waits for every receipt.
 */
export async function sendEncoded(
  service: BinaryService,
  topic: string,
  schema: SchemaInfo,
  messages: readonly EncodedMessage[],
): Promise<SendResult> {
  const targets = await destinations(service, topic, messages);
  const producers = new Map<string, TopicProducer>();
  try {
    for (const target of new Set(targets)) {
      try {
        producers.set(
          target,
          await TopicProducer.open({
            ...service.connection,
            serviceUrl: service.serviceUrl,
            topic: target,
            schema,
          }),
        );
      } catch (error) {
        throw refusalOf(error, target);
      }
    }
    const receipts = messages.map((message, index) =>
      producers.get(targets[index]!)!.send({
        value: message.value,
        ...(message.key === undefined ? {} : { key: message.key }),
        properties: message.properties,
      }),
    );
    const settled = await Promise.allSettled(receipts);
    const failed = settled.findIndex((outcome) => outcome.status === 'rejected');
    if (failed !== -1) {
      const written = settled.filter((outcome) => outcome.status === 'fulfilled').length;
      const refusal = refusalOf((settled[failed] as PromiseRejectedResult).reason, targets[failed]!);
      throw new HttpError(
        refusal.statusCode,
        `Message ${String(failed)}: ${refusal.message} (${String(written)} of ${String(messages.length)} were written)`,
      );
    }
    const version = producers.values().next().value?.schemaVersion;
    return {
      sent: settled.map((outcome, index) => {
        const id = (outcome as PromiseFulfilledResult<{ ledgerId: number; entryId: number }>).value;
        return { topic: targets[index]!, messageId: `${String(id.ledgerId)}:${String(id.entryId)}` };
      }),
      schemaVersion: version && version.length === 8 ? Number(version.readBigInt64BE()) : -1,
    };
  } finally {
    for (const producer of producers.values()) await producer.close();
  }
}

/** Pulsar's refusal as Beacon's answer, its reason kept. */
function refusalOf(error: unknown, topic: string): HttpError {
  if (error instanceof PulsarServerError) {
    if (error.code === 'TopicNotFound')
      return new HttpError(404, `Topic ${topic} does not exist: ${error.message}`);
    if (error.code === 'AuthorizationError' || error.code === 'AuthenticationError')
      return new HttpError(403, `The environment's token may not produce to ${topic}: ${error.message}`);
    if (error.code === 'IncompatibleSchema')
      return new HttpError(
        409,
        `Pulsar refused the schema for ${topic} (IncompatibleSchema): ${error.message}`,
      );
    return new HttpError(409, `Pulsar refused ${topic} (${error.code}): ${error.message}`);
  }
  if (error instanceof HttpError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new HttpError(502, `Cannot reach Pulsar's binary port for ${topic}: ${detail}`);
}
