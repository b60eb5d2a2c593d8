import { isRecord, stringMap } from '../../core/json.ts';

// The schema side of REST produce (TopicsBase#getSchemaData and #encodeWithSchema, Pulsar 4.0).

export interface ProducerSchema {
  type: string;
  /** The schema definition as text (Pulsar keeps it as bytes; empty for STRING). */
  data: string;
  properties: Record<string, string>;
}

/**
 * What StringSchema.utf8() registers: type STRING, no definition, its charset as the one property
 * (pulsar-client-original StringSchema.java:83-93, 4.0.7).
 */
const UTF8_STRING: ProducerSchema = { type: 'STRING', data: '', properties: { __charset: 'UTF-8' } };

/**
 * The request's `valueSchema`, a SchemaInfo as JSON text (`schema` is the definition's bytes in
 * base64, as Jackson writes a byte[]), or UTF-8 STRING when there is none. Undefined when it cannot
 * be read: the broker then answers 500 `Fail to add or retrieve schema.`.
 */
export function producerSchemaOf(valueSchema: unknown): ProducerSchema | undefined {
  if (valueSchema === undefined || valueSchema === null || valueSchema === '') return UTF8_STRING;
  if (typeof valueSchema !== 'string') return undefined;
  let info: unknown;
  try {
    info = JSON.parse(valueSchema);
  } catch {
    return undefined;
  }
  if (!isRecord(info) || typeof info.type !== 'string') return undefined;
  const data = typeof info.schema === 'string' ? Buffer.from(info.schema, 'base64').toString('utf8') : '';
  return { type: info.type, data, properties: stringMap(info.properties) };
}

/** A Java byte[] as Arrays.toString prints it: signed bytes, `[]` when empty. */
export function javaBytes(text: string): string {
  const signed = [...Buffer.from(text, 'utf8')].map((byte) => (byte > 127 ? byte - 256 : byte));
  return `[${signed.join(', ')}]`;
}

/** A fixed-size big-endian value; out of range (Java's parse fails) gives an empty payload. */
function fixed(size: number, write: (buffer: Buffer) => void): Buffer {
  const buffer = Buffer.alloc(size);
  try {
    write(buffer);
  } catch {
    return Buffer.alloc(0);
  }
  return buffer;
}

/**
 * The payload string encoded as the schema's producer would encode it. Where the broker's own
 * parsing fails it publishes an empty payload rather than refusing, and so does this.
 */
export function encodeRestPayload(input: string, type: string): Buffer {
  const number = Number(input);
  const numeric = input.trim() !== '' && Number.isFinite(number);
  const integral = numeric && Number.isInteger(number);
  switch (type) {
    case 'INT8':
      return integral ? fixed(1, (buffer) => buffer.writeInt8(number)) : Buffer.alloc(0);
    case 'INT16':
      return integral ? fixed(2, (buffer) => buffer.writeInt16BE(number)) : Buffer.alloc(0);
    case 'INT32':
      return integral ? fixed(4, (buffer) => buffer.writeInt32BE(number)) : Buffer.alloc(0);
    case 'INT64':
      return /^-?\d+$/.test(input.trim())
        ? fixed(8, (buffer) => buffer.writeBigInt64BE(BigInt(input.trim())))
        : Buffer.alloc(0);
    case 'FLOAT':
      return numeric ? fixed(4, (buffer) => buffer.writeFloatBE(number)) : Buffer.alloc(0);
    case 'DOUBLE':
      return numeric ? fixed(8, (buffer) => buffer.writeDoubleBE(number)) : Buffer.alloc(0);
    case 'BOOLEAN':
      // Boolean.parseBoolean: "true" in any case is true, anything else false.
      return Buffer.from([input.toLowerCase() === 'true' ? 1 : 0]);
    case 'JSON':
      try {
        return Buffer.from(JSON.stringify(JSON.parse(input)), 'utf8');
      } catch {
        return Buffer.alloc(0);
      }
    default:
      // STRING and BYTES are the text's UTF-8 bytes; the simulator stores other types that way too.
      return Buffer.from(input, 'utf8');
  }
}
