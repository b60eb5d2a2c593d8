// Builds a batched entry as a Pulsar producer writes it: per message a 4-byte big-endian size, its
// SingleMessageMetadata (protobuf: 1 properties, 2 partition_key, 3 payload_size, 5 event_time,
// 8 sequence_id) and the payload bytes.

export interface BatchPart {
  payload: string;
  key?: string;
  properties?: Record<string, string>;
  eventTime?: number;
  sequenceId?: number;
}

const encoder = new TextEncoder();

function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return bytes;
}

const field = (number: number, wireType: number) => varint(number * 8 + wireType);
const lengthDelimited = (number: number, bytes: Uint8Array | number[]) => [
  ...field(number, 2),
  ...varint(bytes.length),
  ...bytes,
];

export function batchPayload(parts: BatchPart[]): Uint8Array {
  const out: number[] = [];
  for (const part of parts) {
    const payload = encoder.encode(part.payload);
    const metadata: number[] = [];
    for (const [key, value] of Object.entries(part.properties ?? {}))
      metadata.push(
        ...lengthDelimited(1, [
          ...lengthDelimited(1, encoder.encode(key)),
          ...lengthDelimited(2, encoder.encode(value)),
        ]),
      );
    if (part.key !== undefined) metadata.push(...lengthDelimited(2, encoder.encode(part.key)));
    metadata.push(...field(3, 0), ...varint(payload.length));
    if (part.eventTime !== undefined) metadata.push(...field(5, 0), ...varint(part.eventTime));
    if (part.sequenceId !== undefined) metadata.push(...field(8, 0), ...varint(part.sequenceId));
    const size = metadata.length;
    out.push(
      (size >>> 24) & 0xff,
      (size >>> 16) & 0xff,
      (size >>> 8) & 0xff,
      size & 0xff,
      ...metadata,
      ...payload,
    );
  }
  return new Uint8Array(out);
}
