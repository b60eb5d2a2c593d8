// A batched entry as Pulsar's admin client splits it: each message framed as [uint32 big-endian size]
// [SingleMessageMetadata protobuf][payload_size bytes] (PulsarApi.proto). Only the properties
// (field 1, KeyValue{key = 1, value = 2}) and payload_size (field 3) are read; other fields skipped.

export interface BatchedMessage {
  properties: [string, string][];
  payload: Buffer;
}

/** The batch's messages, or undefined when the bytes are not a batch of `size` messages. */
export function splitBatch(entry: Buffer, size: number): BatchedMessage[] | undefined {
  const messages: BatchedMessage[] = [];
  let offset = 0;
  try {
    for (let index = 0; index < size; index += 1) {
      const metadataSize = entry.readUInt32BE(offset);
      offset += 4;
      const metadata = new ProtobufReader(entry.subarray(offset, offset + metadataSize));
      offset += metadataSize;
      const properties: [string, string][] = [];
      let payloadSize = 0;
      while (!metadata.done) {
        const tag = metadata.varint();
        if (tag === 0x0a) properties.push(keyValue(metadata.bytes()));
        else if (tag === 0x18) payloadSize = metadata.varint();
        else metadata.skip(tag & 7);
      }
      if (offset + payloadSize > entry.length) return undefined;
      messages.push({ properties, payload: entry.subarray(offset, offset + payloadSize) });
      offset += payloadSize;
    }
  } catch {
    return undefined;
  }
  return messages;
}

function keyValue(bytes: Buffer): [string, string] {
  const reader = new ProtobufReader(bytes);
  let key = '';
  let value = '';
  while (!reader.done) {
    const tag = reader.varint();
    if (tag === 0x0a) key = reader.bytes().toString('utf8');
    else if (tag === 0x12) value = reader.bytes().toString('utf8');
    else reader.skip(tag & 7);
  }
  return [key, value];
}

class ProtobufReader {
  #offset = 0;
  readonly #buffer: Buffer;
  constructor(buffer: Buffer) {
    this.#buffer = buffer;
  }
  get done(): boolean {
    return this.#offset >= this.#buffer.length;
  }
  varint(): number {
    let value = 0;
    for (let scale = 1; ; scale *= 128) {
      const byte = this.#buffer[this.#offset++];
      if (byte === undefined || scale > 2 ** 56) throw new RangeError('truncated varint');
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
    }
  }
  bytes(): Buffer {
    const length = this.varint();
    if (this.#offset + length > this.#buffer.length) throw new RangeError('truncated field');
    const slice = this.#buffer.subarray(this.#offset, this.#offset + length);
    this.#offset += length;
    return slice;
  }
  skip(wireType: number): void {
    if (wireType === 0) this.varint();
    else if (wireType === 2) this.bytes();
    else if (wireType === 1 || wireType === 5) this.#offset += wireType === 1 ? 8 : 4;
    else throw new RangeError(`unsupported wire type ${wireType}`);
  }
}
