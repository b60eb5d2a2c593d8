import { COMMAND, encodePayloadCommand } from '@beacon/pulsar-reader/wire';
import type { StoredMessage } from '../core/state.ts';

// A stored message as a real broker sends it to a consumer: the entry's MessageMetadata as its
// producer wrote it. What REST produce writes (TopicsBase#buildMessage and #messageToByteBuf,
// 4.0.7) was read back from a real broker: producer name, sequence id, publish time, properties,
// the key with partition_key_b64_encoded false, event_time only when given, compression NONE with
// the uncompressed size, and no schema version.

/** Pulsar's schema versions on the wire: a LongSchemaVersion's 8 big-endian bytes. */
export function schemaVersionBytes(version: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigInt64BE(BigInt(version));
  return bytes;
}

export function metadataOf(message: StoredMessage): Record<string, unknown> {
  return {
    producer_name: message.producerName,
    sequence_id: message.sequenceId,
    publish_time: message.publishTime,
    properties: Object.entries(message.properties).map(([key, value]) => ({ key, value })),
    ...(message.key === undefined ? {} : { partition_key: message.key, partition_key_b64_encoded: false }),
    compression: 0,
    uncompressed_size: message.payload.length,
    ...(message.numMessagesInBatch === undefined
      ? {}
      : { num_messages_in_batch: message.numMessagesInBatch }),
    ...(message.eventTime > 0 ? { event_time: message.eventTime } : {}),
    ...(message.schemaVersion === undefined
      ? {}
      : { schema_version: schemaVersionBytes(message.schemaVersion) }),
  };
}

export function messageFrame(
  consumerId: number,
  position: { ledgerId: number; entryId: number; partition: number },
  message: StoredMessage,
): Buffer {
  return encodePayloadCommand(
    COMMAND.MESSAGE,
    { consumer_id: consumerId, message_id: { ...position, batch_index: -1 } },
    metadataOf(message),
    message.payload,
  );
}
