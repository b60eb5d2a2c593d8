import zlib from 'node:zlib';
import { crc32c } from '@node-rs/crc32';
import { compressSync as lz4SizePrepended } from 'lz4-napi';
import { compressSync as snappyRaw } from 'snappy';
import { describe, expect, it } from 'vitest';
import { messagesOfEntry } from './entries.ts';
import { FrameSplitter, ProtocolError, encodeCommand } from './frames.ts';
import { COMMAND, COMPRESSION, MessageMetadataType, SingleMessageMetadataType } from './pulsar-api.ts';

// Frames built here as a broker writes them (Commands.java serializeMetadataAndPayload): the
// reader's own encoder only writes simple commands, so payload frames are assembled by hand.

function sized(bytes: Uint8Array): Buffer {
  const size = Buffer.allocUnsafe(4);
  size.writeUInt32BE(bytes.length, 0);
  return Buffer.concat([size, bytes]);
}

interface FrameParts {
  metadata: Record<string, unknown>;
  payload: Buffer;
  brokerEntry?: Buffer;
  corruptChecksum?: boolean;
}

function messageFrame({ metadata, payload, brokerEntry, corruptChecksum }: FrameParts): Buffer {
  const command = encodeCommand(COMMAND.MESSAGE, {
    consumer_id: 1,
    message_id: { ledgerId: 7, entryId: 3, partition: -1 },
  }).subarray(4);
  const checked = Buffer.concat([
    sized(MessageMetadataType.encode(MessageMetadataType.fromObject(metadata)).finish()),
    payload,
  ]);
  const checksum = Buffer.allocUnsafe(6);
  checksum.writeUInt16BE(0x0e01, 0);
  checksum.writeUInt32BE((crc32c(checked) + (corruptChecksum ? 1 : 0)) >>> 0, 2);
  const entryMetadata = brokerEntry
    ? Buffer.concat([Buffer.from([0x0e, 0x02]), sized(brokerEntry)])
    : Buffer.alloc(0);
  return sized(Buffer.concat([command, entryMetadata, checksum, checked]));
}

function batchPayload(
  messages: { value: string; properties?: Record<string, string>; key?: string; compactedOut?: boolean }[],
): Buffer {
  return Buffer.concat(
    messages.flatMap((message) => {
      const value = Buffer.from(message.value);
      const single = SingleMessageMetadataType.fromObject({
        payload_size: value.length,
        properties: Object.entries(message.properties ?? {}).map(([key, v]) => ({ key, value: v })),
        ...(message.key ? { partition_key: message.key } : {}),
        ...(message.compactedOut ? { compacted_out: true } : {}),
      });
      return [sized(SingleMessageMetadataType.encode(single).finish()), value];
    }),
  );
}

const baseMetadata = { producer_name: 'orders-producer', sequence_id: 40, publish_time: 1_767_225_600_000 };
const position = { ledgerId: 7, entryId: 3, partition: -1, redeliveryCount: 0 };

function onlyFrame(bytes: Buffer) {
  const frames = new FrameSplitter().push(bytes);
  expect(frames).toHaveLength(1);
  return frames[0]!;
}

describe('frames', () => {
  it('cuts a stream into the same frames however the bytes arrive', () => {
    const stream = Buffer.concat([
      encodeCommand(COMMAND.PING, {}),
      messageFrame({ metadata: baseMetadata, payload: Buffer.from('{"orderId":42}') }),
      encodeCommand(COMMAND.SUCCESS, { request_id: 9 }),
    ]);
    const whole = new FrameSplitter().push(stream);
    expect(whole.map((frame) => frame.command.type)).toEqual([
      COMMAND.PING,
      COMMAND.MESSAGE,
      COMMAND.SUCCESS,
    ]);
    for (const step of [1, 3, 7, 64]) {
      const splitter = new FrameSplitter();
      const frames = [];
      for (let offset = 0; offset < stream.length; offset += step) {
        frames.push(...splitter.push(stream.subarray(offset, offset + step)));
      }
      expect(
        frames.map((frame) => frame.command.type),
        `step ${step}`,
      ).toEqual(whole.map((frame) => frame.command.type));
      expect(frames[1]!.payload!.payload.toString()).toBe('{"orderId":42}');
      expect(frames[2]!.command.fields.request_id).toBe(9);
    }
  });

  it('refuses a message whose checksum does not match, and a stream that is not Pulsar', () => {
    const corrupt = messageFrame({
      metadata: baseMetadata,
      payload: Buffer.from('x'),
      corruptChecksum: true,
    });
    expect(() => new FrameSplitter().push(corrupt)).toThrow(/CRC32C/);
    expect(() => new FrameSplitter().push(Buffer.from('HTTP/1.1 400 Bad Request\r\n'))).toThrow(
      ProtocolError,
    );
  });

  it('reads past the broker entry metadata a broker with interceptors puts first', () => {
    const frame = onlyFrame(
      messageFrame({
        metadata: baseMetadata,
        payload: Buffer.from('v'),
        brokerEntry: Buffer.from([0x08, 0x2a, 0x10, 0x05]), // broker_timestamp 42, index 5
      }),
    );
    expect(frame.payload!.brokerEntry).toEqual({ broker_timestamp: 42, index: 5 });
    expect(frame.payload!.payload.toString()).toBe('v');
  });
});

describe('entries', () => {
  it('reads a single message with its key, properties and times', () => {
    const frame = onlyFrame(
      messageFrame({
        metadata: {
          ...baseMetadata,
          partition_key: 'customer-7',
          event_time: 1_767_225_599_000,
          properties: [{ key: 'source', value: 'web' }],
        },
        payload: Buffer.from('hello'),
      }),
    );
    expect(messagesOfEntry(position, frame.payload!)).toEqual([
      expect.objectContaining({
        id: { ledgerId: 7, entryId: 3, partition: -1, batchIndex: -1 },
        key: 'customer-7',
        properties: { source: 'web' },
        publishTime: 1_767_225_600_000,
        eventTime: 1_767_225_599_000,
        sequenceId: 40,
        value: Buffer.from('hello'),
        size: 5,
      }),
    ]);
  });

  it('unpacks a batch, leaving out what compaction removed, and tells a batch of one from a single message', () => {
    const batch = onlyFrame(
      messageFrame({
        metadata: { ...baseMetadata, num_messages_in_batch: 3 },
        payload: batchPayload([
          { value: 'a', key: 'k1', properties: { n: '1' } },
          { value: 'b', compactedOut: true },
          { value: 'c' },
        ]),
      }),
    );
    const messages = messagesOfEntry(position, batch.payload!);
    expect(
      messages.map((message) => [message.id.batchIndex, message.value?.toString(), message.key]),
    ).toEqual([
      [0, 'a', 'k1'],
      [2, 'c', undefined],
    ]);
    expect(messages[0]!.properties).toEqual({ n: '1' });
    expect(messages[1]!.sequenceId).toBe(42);

    const batchOfOne = onlyFrame(
      messageFrame({
        metadata: { ...baseMetadata, num_messages_in_batch: 1 },
        payload: batchPayload([{ value: 'only' }]),
      }),
    );
    expect(
      messagesOfEntry(position, batchOfOne.payload!).map((message) => [
        message.id.batchIndex,
        message.value?.toString(),
      ]),
    ).toEqual([[0, 'only']]);
  });

  const plain = batchPayload([{ value: '{"orderId":42}' }, { value: '{"orderId":43}' }]);
  /** As Pulsar's ZLIB codec writes it: a zlib stream ended by a sync flush, not finished. */
  const syncFlushed = (bytes: Buffer) => {
    const finished = zlib.deflateSync(bytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    expect(() => zlib.inflateSync(finished)).toThrow(/unexpected end/);
    return finished;
  };
  const codecs: [string, number, Buffer][] = [
    ['LZ4', COMPRESSION.LZ4, lz4SizePrepended(plain).subarray(4)],
    ['ZLIB', COMPRESSION.ZLIB, syncFlushed(plain)],
    ['ZSTD', COMPRESSION.ZSTD, zlib.zstdCompressSync(plain)],
    ['SNAPPY', COMPRESSION.SNAPPY, snappyRaw(plain)],
  ];
  it.each(codecs)('decompresses a %s batch', (_name, compression, compressed) => {
    const frame = onlyFrame(
      messageFrame({
        metadata: { ...baseMetadata, num_messages_in_batch: 2, compression, uncompressed_size: plain.length },
        payload: compressed,
      }),
    );
    expect(messagesOfEntry(position, frame.payload!).map((message) => message.value?.toString())).toEqual([
      '{"orderId":42}',
      '{"orderId":43}',
    ]);
  });

  it('refuses a payload whose size differs from what its metadata says', () => {
    const frame = onlyFrame(
      messageFrame({
        metadata: {
          ...baseMetadata,
          num_messages_in_batch: 2,
          compression: COMPRESSION.ZLIB,
          uncompressed_size: plain.length + 1,
        },
        payload: zlib.deflateSync(plain),
      }),
    );
    expect(() => messagesOfEntry(position, frame.payload!)).toThrow(/decompressed to/);
  });
});
