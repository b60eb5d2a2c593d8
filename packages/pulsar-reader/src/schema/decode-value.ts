// A message's value decoded by its topic's schema (issue 30 item 4), into something JSON can
// carry to the browser. The schema is the one the message was written with (its schema version),
// as Pulsar's admin API answers it (GET /admin/v2/schemas/{topic}/schema/{version}: type, data,
// properties). Formats, from pulsar-client 4.0.7 (org/apache/pulsar/client/impl/schema/):
// AVRO a bare Avro binary datum (no container, no fingerprint), JSON the JSON text,
// PROTOBUF_NATIVE a protobuf message whose FileDescriptorSet is in the schema, KEY_VALUE two values
// (INLINE in the payload: [key length][key][value length][value], 4-byte big-endian; SEPARATED: the
// key in the message key), primitives big-endian (INT64, DOUBLE …), times as epoch milliseconds.
import { avroTypeOf, protobufTypeOf } from './schema-types.ts';

export interface SchemaInfo {
  type: string;
  /** The schema's definition as Pulsar's admin API answers it (JSON text for AVRO, JSON, PROTOBUF_NATIVE, KEY_VALUE). */
  data: string;
  properties?: Record<string, string>;
}

export type DecodedValue =
  | { format: 'json'; value: unknown }
  | { format: 'text'; value: string }
  | { format: 'bytes'; base64: string }
  | { format: 'keyValue'; key: DecodedValue; value: DecodedValue }
  | { format: 'undecodable'; reason: string; base64: string };

type Decoder = (payload: Buffer) => unknown;

const decoders = new WeakMap<SchemaInfo, Decoder>();

/** Decodes one value; a payload its schema cannot read says why instead of throwing. */
export function decodeValue(
  payload: Buffer,
  schema: SchemaInfo | undefined,
  messageKey?: string,
): DecodedValue {
  if (!schema || schema.type === 'NONE' || schema.type === 'BYTES') return bytesOrText(payload);
  if (schema.type === 'KEY_VALUE') return decodeKeyValue(payload, schema, messageKey);
  try {
    let decoder = decoders.get(schema);
    if (!decoder) {
      decoder = decoderFor(schema);
      decoders.set(schema, decoder);
    }
    const value = decoder(payload);
    return typeof value === 'string' ? { format: 'text', value } : { format: 'json', value: jsonSafe(value) };
  } catch (error) {
    return {
      format: 'undecodable',
      reason: `The value does not decode as ${schema.type}: ${(error as Error).message}`,
      base64: payload.toString('base64'),
    };
  }
}

function decoderFor(schema: SchemaInfo): Decoder {
  switch (schema.type) {
    case 'STRING':
      return (payload) => payload.toString('utf8');
    case 'JSON':
      return (payload) => JSON.parse(payload.toString('utf8')) as unknown;
    case 'AVRO': {
      const type = avroTypeOf(schema);
      return (payload): unknown => type.fromBuffer(payload) as unknown;
    }
    case 'PROTOBUF_NATIVE':
      return protobufNativeDecoder(schema);
    case 'BOOLEAN':
      return (payload) => payload.readUInt8(0) !== 0;
    case 'INT8':
      return (payload) => payload.readInt8(0);
    case 'INT16':
      return (payload) => payload.readInt16BE(0);
    case 'INT32':
      return (payload) => payload.readInt32BE(0);
    case 'INT64':
      return (payload) => payload.readBigInt64BE(0);
    case 'FLOAT':
      return (payload) => payload.readFloatBE(0);
    case 'DOUBLE':
      return (payload) => payload.readDoubleBE(0);
    case 'DATE':
    case 'TIME':
    case 'TIMESTAMP':
      return (payload) => new Date(Number(payload.readBigInt64BE(0))).toISOString();
    case 'INSTANT':
      // InstantSchema: epoch seconds (8 bytes) and nanoseconds (4 bytes).
      return (payload) =>
        new Date(
          Number(payload.readBigInt64BE(0)) * 1000 + Math.floor(payload.readInt32BE(8) / 1e6),
        ).toISOString();
    default:
      throw new Error(`schema type ${schema.type} is not one the console decodes`);
  }
}

function protobufNativeDecoder(schema: SchemaInfo): Decoder {
  const type = protobufTypeOf(schema);
  return (payload) =>
    type.toObject(type.decode(payload), { longs: String, enums: String, bytes: String, defaults: true });
}

/** KeyValueSchemaInfo: the two schemas and, in properties, whether the key is inline or the message key. */
function decodeKeyValue(payload: Buffer, schema: SchemaInfo, messageKey: string | undefined): DecodedValue {
  const parts = JSON.parse(schema.data) as { key: unknown; value: unknown };
  const properties = schema.properties ?? {};
  const part = (side: 'key' | 'value'): SchemaInfo => ({
    type: properties[`${side}.schema.type`] ?? 'BYTES',
    data: typeof parts[side] === 'string' ? parts[side] : JSON.stringify(parts[side]),
    properties: JSON.parse(properties[`${side}.schema.properties`] ?? '{}') as Record<string, string>,
  });
  if (properties['kv.encoding.type'] === 'SEPARATED') {
    const key = Buffer.from(messageKey ?? '', 'base64');
    return {
      format: 'keyValue',
      key: decodeValue(key, part('key')),
      value: decodeValue(payload, part('value')),
    };
  }
  const keyLength = payload.readInt32BE(0);
  const key = payload.subarray(4, 4 + Math.max(keyLength, 0));
  const valueLength = payload.readInt32BE(4 + key.length);
  const value = payload.subarray(8 + key.length, 8 + key.length + Math.max(valueLength, 0));
  return { format: 'keyValue', key: decodeValue(key, part('key')), value: decodeValue(value, part('value')) };
}

/** Without a schema: JSON when it parses, text when it is UTF-8, otherwise the bytes. */
function bytesOrText(payload: Buffer): DecodedValue {
  const text = new TextDecoder('utf-8', { fatal: true });
  let decoded: string;
  try {
    decoded = text.decode(payload);
  } catch {
    return { format: 'bytes', base64: payload.toString('base64') };
  }
  try {
    return { format: 'json', value: JSON.parse(decoded) as unknown };
  } catch {
    return { format: 'text', value: decoded };
  }
}

/** Avro and protobuf values as JSON carries them: bytes as base64, 64-bit integers as strings past 2^53. */
function jsonSafe(value: unknown): unknown {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (typeof value === 'bigint') {
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  }
  if (Array.isArray(value)) return value.map(jsonSafe);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, jsonSafe(inner)]));
  }
  return value;
}
