// A producer of one topic (or one partition by its name, `…-partition-N`) over Pulsar's binary
// protocol, for the workbench's replay: PRODUCER → PRODUCER_SUCCESS, then one SEND per message
// (no batching, no compression) answered by SEND_RECEIPT or SEND_ERROR, and CLOSE_PRODUCER.
//
// A SEND frame is the MESSAGE frame's layout: [TOTAL_SIZE][CMD_SIZE][CMD][0x0e01][CRC32C]
// [METADATA_SIZE][METADATA][PAYLOAD], the checksum over everything after it
// (Commands.serializeCommandSendWithSize, Commands.java:1680-1723 in pulsar-common 4.0.7), which
// encodePayloadCommand writes. It reaches the broker as the reader does: lookup (with redirects and
// proxy_to_broker_url), then the owner's connection with the same token and TLS.
//
// With a schema (Produce, issue 30 item 4) it is a typed producer as Pulsar's Java client is one:
// PRODUCER carries the schema (CommandProducer.schema = 7: name, schema_data, type, properties); the
// broker adds it to the topic or finds the version it already has (ServerCnx.java:1526 reads it,
// :1631 tryAddSchema, in pulsar-broker 4.0.7) and answers its version in PRODUCER_SUCCESS
// (schema_version = 4, ServerCnx.java:1865), or refuses with ERROR IncompatibleSchema and its reason
// (ServerCnx.java:1634-1650); every message then names that version (MessageMetadata.schema_version
// = 16), which is how a reader finds the schema to decode it with. Without one (replay) PRODUCER
// carries no schema and messages name no version, as before.
import { Connection, PulsarServerError, type ConnectionOptions } from './connection.ts';
import { lookupTopic } from './lookup.ts';
import { COMMAND, SCHEMA_TYPE } from './wire/pulsar-api.ts';
import { ProtocolError, encodePayloadCommand, type Command } from './wire/frames.ts';
import type { MessageId } from './wire/entries.ts';
import type { SchemaInfo } from './schema/decode-value.ts';

export interface TopicProducerOptions extends ConnectionOptions {
  serviceUrl: string;
  /** A full topic name; a partitioned topic is produced to one partition at a time, by its name. */
  topic: string;
  /** The schema the producer brings (its values already written by it); none for raw bytes. */
  schema?: SchemaInfo;
}

/** What one message carries; its value's bytes are sent unchanged. */
export interface OutgoingMessage {
  /** Null sends a tombstone (null_value). */
  value: Buffer | null;
  key?: string;
  /** True when the key is base64 of bytes (partition_key_b64_encoded), as the source said. */
  keyIsBase64?: boolean;
  properties?: Record<string, string>;
  /** Milliseconds since the epoch; 0 or absent for none. */
  eventTime?: number;
  /** When it was sent (ms since the epoch), as a rate limiter counted it; now when absent. */
  publishTime?: number;
}

interface InFlight {
  resolve(id: MessageId): void;
  reject(error: Error): void;
}

export class TopicProducer {
  /** The name the broker gave this producer (PRODUCER_SUCCESS), written into every message. */
  readonly name: string;
  readonly topic: string;
  private readonly connection: Connection;
  private readonly producerId = 1;
  private readonly inFlight = new Map<number, InFlight>();
  /** The schema version the broker answered for the producer's schema, written into every message. */
  readonly schemaVersion: Buffer | undefined;
  private nextSequenceId: number;
  private closedReason: string | undefined;

  private constructor(
    connection: Connection,
    topic: string,
    name: string,
    lastSequenceId: number,
    schemaVersion: Buffer | undefined,
  ) {
    this.connection = connection;
    this.topic = topic;
    this.name = name;
    this.nextSequenceId = lastSequenceId + 1;
    this.schemaVersion = schemaVersion;
  }

  static async open(options: TopicProducerOptions): Promise<TopicProducer> {
    const address = await lookupTopic(options.serviceUrl, options.topic, options);
    const connection = await Connection.open(address, options);
    try {
      const producerId = 1;
      // No producer_name: the broker makes a unique one (user_provided_producer_name false), so two
      // replays into one topic never collide with ProducerBusy.
      const answer = await connection.request(COMMAND.PRODUCER, {
        topic: options.topic,
        producer_id: producerId,
        user_provided_producer_name: false,
        ...(options.schema ? { schema: schemaCommandOf(options.schema) } : {}),
      });
      if (answer.type !== COMMAND.PRODUCER_SUCCESS)
        throw new ProtocolError(`Pulsar answered PRODUCER with command ${answer.type}`);
      const lastSequenceId = Number(answer.fields.last_sequence_id ?? -1);
      const version = answer.fields.schema_version as Uint8Array | undefined;
      const producer = new TopicProducer(
        connection,
        options.topic,
        answer.fields.producer_name as string,
        Math.max(lastSequenceId, -1),
        options.schema && version && version.length > 0 ? Buffer.from(version) : undefined,
      );
      connection.registerProducer(producerId, {
        onReceipt: (command) => producer.received(command),
        onClosed: (reason) => producer.fail(reason),
      });
      return producer;
    } catch (error) {
      connection.close();
      throw error;
    }
  }

  /** Sends one message and waits for the broker to have stored it: its id, or the broker's refusal. */
  send(message: OutgoingMessage): Promise<MessageId> {
    if (this.closedReason) return Promise.reject(new ProtocolError(this.closedReason));
    const sequenceId = this.nextSequenceId++;
    const payload = message.value ?? Buffer.alloc(0);
    const metadata = {
      producer_name: this.name,
      sequence_id: sequenceId,
      publish_time: message.publishTime ?? Date.now(),
      properties: Object.entries(message.properties ?? {}).map(([key, value]) => ({ key, value })),
      ...(message.key === undefined
        ? {}
        : { partition_key: message.key, partition_key_b64_encoded: Boolean(message.keyIsBase64) }),
      ...(message.eventTime ? { event_time: message.eventTime } : {}),
      ...(message.value === null ? { null_value: true } : {}),
      ...(this.schemaVersion ? { schema_version: this.schemaVersion } : {}),
      uncompressed_size: payload.length,
    };
    return new Promise<MessageId>((resolve, reject) => {
      this.inFlight.set(sequenceId, { resolve, reject });
      try {
        this.connection.write(
          encodePayloadCommand(
            COMMAND.SEND,
            { producer_id: this.producerId, sequence_id: sequenceId, num_messages: 1 },
            metadata,
            payload,
          ),
        );
      } catch (error) {
        this.inFlight.delete(sequenceId);
        reject(error instanceof Error ? error : new ProtocolError(String(error)));
      }
    });
  }

  /** Closes the producer (CLOSE_PRODUCER) and its connection; messages not yet stored fail. */
  async close(): Promise<void> {
    if (this.closedReason) return;
    this.fail('The producer was closed');
    this.connection.forgetProducer(this.producerId);
    if (!this.connection.closed) {
      try {
        await this.connection.request(COMMAND.CLOSE_PRODUCER, { producer_id: this.producerId });
      } catch {
        // The connection's close below ends the producer all the same.
      }
    }
    this.connection.close();
  }

  private received(command: Command): void {
    const sequenceId = command.fields.sequence_id as number;
    const waiting = this.inFlight.get(sequenceId);
    if (!waiting) return;
    this.inFlight.delete(sequenceId);
    if (command.type === COMMAND.SEND_ERROR) {
      const { error, message } = command.fields as { error: number; message: string };
      waiting.reject(new PulsarServerError(error, message));
      return;
    }
    const id = (command.fields.message_id ?? {}) as Record<string, number>;
    waiting.resolve({
      ledgerId: id.ledgerId ?? -1,
      entryId: id.entryId ?? -1,
      partition: id.partition ?? -1,
      batchIndex: id.batch_index ?? -1,
    });
  }

  private fail(reason: string): void {
    if (this.closedReason) return;
    this.closedReason = reason;
    for (const waiting of this.inFlight.values()) waiting.reject(new ProtocolError(reason));
    this.inFlight.clear();
  }
}

/** CommandProducer.schema: the topic's schema as Pulsar's admin API answers it, its data as bytes. */
function schemaCommandOf(schema: SchemaInfo): Record<string, unknown> {
  const type = SCHEMA_TYPE[schema.type];
  if (type === undefined)
    throw new ProtocolError(`Schema type ${schema.type} has no number in Pulsar's protocol`);
  return {
    // The Java client names the schema by its SchemaInfo's name; the broker keeps it but matches
    // schemas by type and data alone.
    name: '',
    // The admin API answers the data as the UTF-8 text of the stored bytes: the same bytes go back,
    // so the broker finds the version it has instead of adding one.
    schema_data: Buffer.from(schema.data, 'utf8'),
    type,
    properties: Object.entries(schema.properties ?? {}).map(([key, value]) => ({ key, value })),
  };
}
