// Pulsar's frames (pulsar-common 4.0.7, org/apache/pulsar/common/protocol/Commands.java):
//
//   simple:   [TOTAL_SIZE][CMD_SIZE][CMD]
//   payload:  [TOTAL_SIZE][CMD_SIZE][CMD] ([0x0e02][BEM_SIZE][BROKER_ENTRY_METADATA])
//             [0x0e01][CHECKSUM][METADATA_SIZE][METADATA][PAYLOAD]
//
// Sizes are 4-byte big-endian; TOTAL_SIZE counts what follows it. CHECKSUM is CRC32C over
// everything after it (Commands.java:1678-1720, magicCrc32c 0x0e01, magicBrokerEntryMetadata
// 0x0e02). A frame is at most 5 MB plus headroom by default (maxMessageSize).
import { crc32c } from '@node-rs/crc32';
import {
  BaseCommand,
  BrokerEntryMetadataType,
  COMMAND_FIELD,
  DECODE_OPTIONS,
  MessageMetadataType,
  PRESENT_FIELDS_ONLY,
  type CommandType,
} from './pulsar-api.ts';

const MAGIC_CRC32C = 0x0e01;
const MAGIC_BROKER_ENTRY_METADATA = 0x0e02;
/** Far above any broker's maxMessageSize: a larger size means the stream is not Pulsar's. */
const MAX_FRAME_BYTES = 128 * 1024 * 1024;

/** A decoded BaseCommand: its type and that command's fields (protobuf.js plain object). */
export interface Command {
  type: CommandType;
  fields: Record<string, unknown>;
}

/** A frame's message part, for MESSAGE commands. */
export interface PayloadPart {
  metadata: Record<string, unknown>;
  payload: Buffer;
  brokerEntry?: Record<string, unknown>;
}

export interface Frame {
  command: Command;
  payload?: PayloadPart;
}

export class ProtocolError extends Error {
  override name = 'ProtocolError';
}

export function encodeCommand(type: CommandType, fields: Record<string, unknown>): Buffer {
  const field = COMMAND_FIELD[type];
  const message = BaseCommand.fromObject({ type, [field]: fields });
  const command = BaseCommand.encode(message).finish();
  const frame = Buffer.allocUnsafe(8 + command.length);
  frame.writeUInt32BE(4 + command.length, 0);
  frame.writeUInt32BE(command.length, 4);
  frame.set(command, 8);
  return frame;
}

/**
 * A command followed by a message (Commands.serializeMetadataAndPayload, CRC32C): what a broker
 * sends as MESSAGE. The reader never sends one; the simulator's broker side does.
 */
export function encodePayloadCommand(
  type: CommandType,
  fields: Record<string, unknown>,
  metadata: Record<string, unknown>,
  payload: Uint8Array,
): Buffer {
  const command = encodeCommand(type, fields).subarray(4);
  const encodedMetadata = MessageMetadataType.encode(MessageMetadataType.fromObject(metadata)).finish();
  const checked = Buffer.allocUnsafe(4 + encodedMetadata.length + payload.length);
  checked.writeUInt32BE(encodedMetadata.length, 0);
  checked.set(encodedMetadata, 4);
  checked.set(payload, 4 + encodedMetadata.length);
  const header = Buffer.allocUnsafe(10);
  header.writeUInt32BE(command.length + 6 + checked.length, 0);
  header.writeUInt16BE(MAGIC_CRC32C, 4);
  header.writeUInt32BE(crc32c(checked) >>> 0, 6);
  return Buffer.concat([header.subarray(0, 4), command, header.subarray(4), checked]);
}

export function decodeCommand(bytes: Uint8Array): Command {
  const decoded = BaseCommand.toObject(BaseCommand.decode(bytes), DECODE_OPTIONS);
  const type = decoded.type as CommandType;
  const field = COMMAND_FIELD[type];
  if (!field) throw new ProtocolError(`Pulsar sent a command this reader does not know (type ${type})`);
  return { type, fields: (decoded[field] as Record<string, unknown> | undefined) ?? {} };
}

function decodePayloadPart(part: Buffer): PayloadPart {
  let offset = 0;
  let brokerEntry: Record<string, unknown> | undefined;
  if (part.length >= 6 && part.readUInt16BE(0) === MAGIC_BROKER_ENTRY_METADATA) {
    const size = part.readUInt32BE(2);
    brokerEntry = BrokerEntryMetadataType.toObject(
      BrokerEntryMetadataType.decode(part.subarray(6, 6 + size)),
      DECODE_OPTIONS,
    );
    offset = 6 + size;
  }
  if (part.length < offset + 10 || part.readUInt16BE(offset) !== MAGIC_CRC32C) {
    throw new ProtocolError('A message frame from Pulsar has no checksum header');
  }
  const checksum = part.readUInt32BE(offset + 2);
  const checked = part.subarray(offset + 6);
  if (crc32c(checked) >>> 0 !== checksum) {
    throw new ProtocolError('A message from Pulsar failed its CRC32C checksum');
  }
  const metadataSize = checked.readUInt32BE(0);
  // Without defaults: a field's presence means something (entries.ts isBatch).
  const metadata = MessageMetadataType.toObject(
    MessageMetadataType.decode(checked.subarray(4, 4 + metadataSize)),
    PRESENT_FIELDS_ONLY,
  );
  return { metadata, payload: checked.subarray(4 + metadataSize), ...(brokerEntry ? { brokerEntry } : {}) };
}

/**
 * Cuts a TCP stream into frames. Chunks are kept as they came and joined only when a frame spans
 * them, so a stream of small frames is not copied byte by byte.
 */
export class FrameSplitter {
  private chunks: Buffer[] = [];
  private buffered = 0;

  /** Adds bytes read from the socket; returns every frame now complete, in order. */
  push(chunk: Buffer): Frame[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const frames: Frame[] = [];
    for (;;) {
      if (this.buffered < 4) break;
      const head = this.peek(4);
      const total = head.readUInt32BE(0);
      if (total > MAX_FRAME_BYTES || total < 4) {
        throw new ProtocolError(`Not a Pulsar frame (size ${total}): is this Pulsar's binary port?`);
      }
      if (this.buffered < 4 + total) break;
      frames.push(decodeFrame(this.take(4 + total).subarray(4)));
    }
    return frames;
  }

  private peek(length: number): Buffer {
    const first = this.chunks[0]!;
    if (first.length >= length) return first;
    this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0]!;
  }

  private take(length: number): Buffer {
    const joined = this.peek(length);
    const taken = joined.subarray(0, length);
    const rest = joined.subarray(length);
    this.chunks[0] = rest;
    if (rest.length === 0) this.chunks.shift();
    this.buffered -= length;
    return taken;
  }
}

/** One frame without its TOTAL_SIZE. */
function decodeFrame(frame: Buffer): Frame {
  const commandSize = frame.readUInt32BE(0);
  const command = decodeCommand(frame.subarray(4, 4 + commandSize));
  if (frame.length === 4 + commandSize) return { command };
  return { command, payload: decodePayloadPart(frame.subarray(4 + commandSize)) };
}
