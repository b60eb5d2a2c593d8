// One entry of a topic, as a MESSAGE frame carries it, into the messages it holds: a single
// message, or a batch of them (num_messages_in_batch in the metadata, each behind its own
// SingleMessageMetadata: [SIZE][SINGLE_METADATA][PAYLOAD], Commands.java deSerializeSingleMessageInBatch).
import { decompress } from './compression.ts';
import { PRESENT_FIELDS_ONLY, SingleMessageMetadataType } from './pulsar-api.ts';
import { ProtocolError, type PayloadPart } from './frames.ts';

export interface MessageId {
  ledgerId: number;
  entryId: number;
  /** -1 on a topic without partitions. */
  partition: number;
  /** -1 for a message not in a batch. */
  batchIndex: number;
}

export interface ReadMessage {
  id: MessageId;
  /** Milliseconds since the epoch. */
  publishTime: number;
  /** 0 when the producer set none. */
  eventTime: number;
  producerName: string;
  sequenceId: number;
  key?: string;
  /** True when the key is base64 of bytes (partition_key_b64_encoded). */
  keyIsBase64: boolean;
  properties: Record<string, string>;
  /** The schema version the producer wrote with, as the broker's bytes. */
  schemaVersion?: Buffer;
  /** Null for a tombstone (null_value). */
  value: Buffer | null;
  redeliveryCount: number;
  /** Bytes of this message's value. */
  size: number;
}

type Fields = Record<string, unknown>;

function propertiesOf(list: unknown): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const entry of (list as { key: string; value: string }[] | undefined) ?? []) {
    properties[entry.key] = entry.value;
  }
  return properties;
}

export interface EntryPosition {
  ledgerId: number;
  entryId: number;
  partition: number;
  redeliveryCount: number;
}

/** Every message of one entry, in order, except those compacted out of a batch. */
export function messagesOfEntry(position: EntryPosition, part: PayloadPart): ReadMessage[] {
  const { metadata } = part;
  if (metadata.encryption_algo || metadata.num_chunks_from_msg) {
    throw new ProtocolError(
      metadata.encryption_algo
        ? 'The message is encrypted: the reader cannot show it'
        : 'The message is one chunk of a larger message: the reader does not join chunks yet',
    );
  }
  const compression = (metadata.compression as number | undefined) ?? 0;
  const payload = decompress(
    compression,
    part.payload,
    compression ? ((metadata.uncompressed_size as number | undefined) ?? 0) : part.payload.length,
  );
  const common = {
    publishTime: metadata.publish_time as number,
    producerName: metadata.producer_name as string,
    schemaVersion: metadata.schema_version as Buffer | undefined,
    redeliveryCount: position.redeliveryCount,
  };
  const entryId = { ledgerId: position.ledgerId, entryId: position.entryId, partition: position.partition };
  if (!isBatch(metadata)) {
    const value = metadata.null_value ? null : payload;
    return [
      {
        ...common,
        id: { ...entryId, batchIndex: -1 },
        eventTime: (metadata.event_time as number | undefined) ?? 0,
        sequenceId: metadata.sequence_id as number,
        ...keyOf(metadata),
        properties: propertiesOf(metadata.properties),
        value,
        size: value?.length ?? 0,
      },
    ];
  }
  const messages: ReadMessage[] = [];
  let offset = 0;
  const count = metadata.num_messages_in_batch as number;
  for (let batchIndex = 0; batchIndex < count; batchIndex++) {
    if (offset + 4 > payload.length) throw new ProtocolError('A batch ends before its last message');
    const metadataSize = payload.readUInt32BE(offset);
    const single = SingleMessageMetadataType.toObject(
      SingleMessageMetadataType.decode(payload.subarray(offset + 4, offset + 4 + metadataSize)),
      PRESENT_FIELDS_ONLY,
    );
    const start = offset + 4 + metadataSize;
    const size = single.payload_size as number;
    offset = start + size;
    if (offset > payload.length) throw new ProtocolError('A batch ends before its last message');
    if (single.compacted_out) continue;
    const value = single.null_value ? null : payload.subarray(start, offset);
    messages.push({
      ...common,
      id: { ...entryId, batchIndex },
      eventTime: (single.event_time as number | undefined) ?? 0,
      sequenceId: (single.sequence_id as number | undefined) ?? (metadata.sequence_id as number) + batchIndex,
      ...keyOf(single),
      properties: propertiesOf(single.properties),
      value,
      size: value?.length ?? 0,
    });
  }
  return messages;
}

/**
 * A producer with batching on sends even one message as a batch of one: the field's presence, not
 * its value, tells a batch (ConsumerImpl.messageReceived: hasNumMessagesInBatch). The metadata is
 * decoded without defaults for this reason.
 */
function isBatch(metadata: Fields): boolean {
  return metadata.num_messages_in_batch !== undefined;
}

function keyOf(fields: Fields): { key?: string; keyIsBase64: boolean } {
  const key = fields.partition_key as string | undefined;
  return {
    ...(key !== undefined && key !== '' ? { key } : {}),
    keyIsBase64: Boolean(fields.partition_key_b64_encoded),
  };
}

export interface BatchedMessage {
  value: Buffer;
  key?: string;
  properties?: Record<string, string>;
  eventTime?: number;
}

/**
 * Messages in Pulsar's batch format, as a batching producer writes an entry's payload (before any
 * compression): each [SIZE][SingleMessageMetadata][PAYLOAD]. What messagesOfEntry splits; used to
 * make batched entries where no batching producer is at hand (the simulator's tests).
 */
export function batchPayloadOf(messages: readonly BatchedMessage[]): Buffer {
  return Buffer.concat(
    messages.flatMap((message) => {
      const single = SingleMessageMetadataType.encode(
        SingleMessageMetadataType.fromObject({
          payload_size: message.value.length,
          properties: Object.entries(message.properties ?? {}).map(([key, value]) => ({ key, value })),
          ...(message.key === undefined ? {} : { partition_key: message.key }),
          ...(message.eventTime === undefined ? {} : { event_time: message.eventTime }),
        }),
      ).finish();
      const size = Buffer.alloc(4);
      size.writeUInt32BE(single.length);
      return [size, Buffer.from(single), message.value];
    }),
  );
}
