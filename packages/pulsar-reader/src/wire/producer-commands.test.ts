import { crc32c } from '@node-rs/crc32';
import { describe, expect, it } from 'vitest';
import { FrameSplitter, decodeCommand, encodeCommand, encodePayloadCommand } from './frames.ts';
import { COMMAND, SCHEMA_TYPE } from './pulsar-api.ts';

// The producer's commands on the wire, byte by byte where the field numbers show: a tag is
// (field number << 3) | wire type, so these bytes are PulsarApi.proto's numbers whatever the
// descriptors call the fields (BaseCommand.send = 6, CommandSend.producer_id = 1, sequence_id = 2;
// pulsar-common 4.0.7's generated classes).

describe("the producer's commands", () => {
  it('writes SEND as BaseCommand type 6 with CommandSend in field 6', () => {
    const command = encodeCommand(COMMAND.SEND, { producer_id: 1, sequence_id: 2, num_messages: 1 }).subarray(
      8,
    );
    // type = 6 (tag 0x08), send = field 6 length-delimited (tag 0x32), 6 bytes:
    // producer_id (0x08) 1, sequence_id (0x10) 2, num_messages (0x18) 1.
    expect([...command]).toEqual([0x08, 6, 0x32, 6, 0x08, 1, 0x10, 2, 0x18, 1]);
  });

  it('frames a SEND with its message behind the CRC32C magic, the checksum over metadata and payload', () => {
    const payload = Buffer.from('value bytes');
    const frame = encodePayloadCommand(
      COMMAND.SEND,
      { producer_id: 1, sequence_id: 0, num_messages: 1 },
      {
        producer_name: 'standalone-0-1',
        sequence_id: 0,
        publish_time: 1_767_225_600_000,
        partition_key: 'k',
      },
      payload,
    );
    const commandSize = frame.readUInt32BE(4);
    const afterCommand = 8 + commandSize;
    expect(frame.readUInt32BE(0)).toBe(frame.length - 4);
    expect(frame.readUInt16BE(afterCommand)).toBe(0x0e01);
    expect(frame.readUInt32BE(afterCommand + 2)).toBe(crc32c(frame.subarray(afterCommand + 6)) >>> 0);
    const [decoded] = new FrameSplitter().push(frame);
    expect(decoded?.command).toEqual({
      type: COMMAND.SEND,
      fields: { producer_id: 1, sequence_id: 0, num_messages: 1 },
    });
    expect(decoded?.payload?.metadata).toMatchObject({ producer_name: 'standalone-0-1', partition_key: 'k' });
    expect(decoded?.payload?.payload).toEqual(payload);
  });

  it('reads PRODUCER_SUCCESS (17), SEND_RECEIPT (7) and SEND_ERROR (8) by their numbers', () => {
    // BaseCommand type 17, field 17 (tag 0x8a 0x01): request_id 3, producer_name "p".
    const success = decodeCommand(Buffer.from([0x08, 17, 0x8a, 0x01, 5, 0x08, 3, 0x12, 1, 0x70]));
    expect(success).toMatchObject({
      type: COMMAND.PRODUCER_SUCCESS,
      fields: { request_id: 3, producer_name: 'p' },
    });
    // Type 7, field 7 (tag 0x3a): producer_id 1, sequence_id 4, message_id {ledgerId 9, entryId 2}.
    const receipt = decodeCommand(
      Buffer.from([0x08, 7, 0x3a, 10, 0x08, 1, 0x10, 4, 0x1a, 4, 0x08, 9, 0x10, 2]),
    );
    expect(receipt).toMatchObject({
      type: COMMAND.SEND_RECEIPT,
      fields: { producer_id: 1, sequence_id: 4, message_id: { ledgerId: 9, entryId: 2 } },
    });
    // Type 8, field 8 (tag 0x42): producer_id 1, sequence_id 5, error 15 (TopicTerminatedError), "t".
    const error = decodeCommand(Buffer.from([0x08, 8, 0x42, 9, 0x08, 1, 0x10, 5, 0x18, 15, 0x22, 1, 0x74]));
    expect(error).toMatchObject({
      type: COMMAND.SEND_ERROR,
      fields: { producer_id: 1, sequence_id: 5, error: 15, message: 't' },
    });
  });

  it('writes the schema of a typed PRODUCER in CommandProducer field 7, and reads the version PRODUCER_SUCCESS answers', () => {
    const command = encodeCommand(COMMAND.PRODUCER, {
      topic: 't',
      producer_id: 1,
      request_id: 2,
      schema: { name: '', schema_data: Buffer.from('x'), type: SCHEMA_TYPE.AVRO, properties: [] },
    }).subarray(8);
    // type = 5, producer = field 5 (0x2a), 16 bytes: topic (0x0a) "t", producer_id (0x10) 1,
    // request_id (0x18) 2, schema = field 7 (0x3a), 7 bytes: name (0x0a) "", schema_data (0x1a) "x",
    // type (0x20) 4 (Schema.Type Avro).
    expect([...command]).toEqual([
      0x08, 5, 0x2a, 16, 0x0a, 1, 0x74, 0x10, 1, 0x18, 2, 0x3a, 7, 0x0a, 0, 0x1a, 1, 0x78, 0x20, 4,
    ]);
    expect(SCHEMA_TYPE.PROTOBUF_NATIVE).toBe(20);
    // PRODUCER_SUCCESS with schema_version (field 4, 0x22): 8 bytes, the version 3 big-endian.
    const success = decodeCommand(
      Buffer.from([0x08, 17, 0x8a, 0x01, 15, 0x08, 3, 0x12, 1, 0x70, 0x22, 8, 0, 0, 0, 0, 0, 0, 0, 3]),
    );
    expect(Buffer.from(success.fields.schema_version as Uint8Array).readBigInt64BE()).toBe(3n);
  });
});
