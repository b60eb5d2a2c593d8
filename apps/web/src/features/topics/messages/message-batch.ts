// A batched entry's payload holds every message of the batch, each framed as
// [uint32 big-endian size][SingleMessageMetadata protobuf][payload_size bytes] (PulsarApi.proto).
// The broker sends it whole with X-Pulsar-num-batch-message; the Java admin client splits it the
// same way. Only the fields worth showing are decoded; unknown fields are skipped.

export interface BatchedMessage {
  key?: string;
  properties: [string, string][];
  eventTime?: number;
  sequenceId?: number;
  nullValue: boolean;
  payload: Uint8Array;
}

class Reader {
  offset = 0;
  private readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }
  get done() {
    return this.offset >= this.bytes.length;
  }
  /** A varint as a JS number (exact up to 2^53, which covers times and sequence ids). */
  varint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.bytes[this.offset++];
      if (byte === undefined || scale > 2 ** 63) throw new Error('truncated varint');
      value += (byte & 0x7f) * scale;
      scale *= 128;
      if (byte < 0x80) return value;
    }
  }
  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new Error('truncated field');
    const slice = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }
  skip(wireType: number) {
    if (wireType === 0) this.varint();
    else if (wireType === 1) this.take(8);
    else if (wireType === 2) this.take(this.varint());
    else if (wireType === 5) this.take(4);
    else throw new Error(`unsupported wire type ${String(wireType)}`);
  }
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function keyValue(bytes: Uint8Array): [string, string] {
  const reader = new Reader(bytes);
  let key = '';
  let value = '';
  while (!reader.done) {
    const tag = reader.varint();
    if (tag === 0x0a) key = text(reader.take(reader.varint()));
    else if (tag === 0x12) value = text(reader.take(reader.varint()));
    else reader.skip(tag & 7);
  }
  return [key, value];
}

function singleMessage(metadata: Uint8Array): Omit<BatchedMessage, 'payload'> & { size: number } {
  const reader = new Reader(metadata);
  const found: Omit<BatchedMessage, 'payload'> & { size: number } = {
    properties: [],
    nullValue: false,
    size: 0,
  };
  while (!reader.done) {
    const tag = reader.varint();
    const field = Math.floor(tag / 8);
    const wireType = tag & 7;
    if (field === 1 && wireType === 2) found.properties.push(keyValue(reader.take(reader.varint())));
    else if (field === 2 && wireType === 2) found.key = text(reader.take(reader.varint()));
    else if (field === 3 && wireType === 0) found.size = reader.varint();
    else if (field === 5 && wireType === 0) found.eventTime = reader.varint();
    else if (field === 8 && wireType === 0) found.sequenceId = reader.varint();
    else if (field === 9 && wireType === 0) found.nullValue = reader.varint() !== 0;
    else reader.skip(wireType);
  }
  return found;
}

/** The messages of a batch, or undefined when the bytes are not a batch of `count` messages. */
export function splitBatch(payload: Uint8Array, count: number): BatchedMessage[] | undefined {
  try {
    const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
    const reader = new Reader(payload);
    const messages: BatchedMessage[] = [];
    for (let index = 0; index < count; index++) {
      if (reader.offset + 4 > payload.length) return undefined;
      const size = view.getUint32(reader.offset);
      reader.offset += 4;
      const { size: payloadSize, ...metadata } = singleMessage(reader.take(size));
      messages.push({ ...metadata, payload: reader.take(payloadSize) });
    }
    return reader.done ? messages : undefined;
  } catch {
    return undefined;
  }
}
