// A JSON value written as its topic's schema writes it (issue 30 item 4), for Produce: the bytes
// Pulsar's Java client would send (pulsar-client 4.0.7, impl/schema): AVRO a bare Avro binary datum,
// PROTOBUF_NATIVE the protobuf message, JSON the JSON text. A value that does not fit the schema is
// refused with where and why (ValueRefused), never written as something else — Pulsar's REST produce
// writes an empty payload when its Avro encoding fails.
//
// The JSON a read shows is accepted back: bytes as base64, 64-bit integers as decimal strings,
// protobuf enums by name (decode-value writes them so).
import type avro from 'avsc';
import protobuf from 'protobufjs';
import type { SchemaInfo } from './decode-value.ts';
import { avroTypeOf, protobufTypeOf } from './schema-types.ts';

/** The schema types Produce encodes from a JSON value. */
export const JSON_ENCODED_SCHEMA_TYPES: readonly string[] = ['AVRO', 'PROTOBUF_NATIVE', 'JSON'];

/** A value its schema cannot carry; the message names the field and what it expected. */
export class ValueRefused extends Error {
  override name = 'ValueRefused';
}

type Encoder = (value: unknown) => Buffer;
const encoders = new WeakMap<SchemaInfo, Encoder>();

/** The value's bytes under `schema`; throws ValueRefused when it does not fit. */
export function encodeValue(value: unknown, schema: SchemaInfo): Buffer {
  let encoder = encoders.get(schema);
  if (!encoder) {
    encoder = encoderFor(schema);
    encoders.set(schema, encoder);
  }
  return encoder(value);
}

function encoderFor(schema: SchemaInfo): Encoder {
  switch (schema.type) {
    case 'AVRO':
      return avroEncoder(avroTypeOf(schema));
    case 'PROTOBUF_NATIVE':
      return protobufEncoder(protobufTypeOf(schema));
    case 'JSON':
      // JSONSchema writes the object as Jackson's JSON text; the broker checks no payload.
      return (value) => Buffer.from(JSON.stringify(value), 'utf8');
    default:
      throw new ValueRefused(`schema type ${schema.type} is not one Produce encodes from JSON`);
  }
}

/** A value as the refusal quotes it: short, JSON. */
function quoted(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

const where = (path: readonly string[]) => (path.length === 0 ? 'value' : path.join('.'));

// --- Avro ---------------------------------------------------------------------------------------

function avroEncoder(type: avro.Type): Encoder {
  return (value) => {
    const prepared = prepareAvro(type, value, []);
    let refusal: string | undefined;
    const valid = type.isValid(prepared, {
      errorHook: (path: string[], found: unknown, expected: avro.Type) => {
        refusal ??= `${where(path)}: expected ${describeAvro(expected)}, got ${quoted(jsonOf(found))}`;
      },
    });
    if (!valid) throw new ValueRefused(refusal ?? `value: does not fit ${describeAvro(type)}`);
    return type.toBuffer(prepared);
  };
}

interface AvroTypeView {
  typeName: string;
  name?: string;
  types?: avro.Type[];
  symbols?: string[];
  itemsType?: avro.Type;
  valuesType?: avro.Type;
  fields?: { name: string; type: avro.Type }[];
}

const view = (type: avro.Type) => type as unknown as AvroTypeView;

function describeAvro(type: avro.Type): string {
  const { typeName, name, types, symbols, itemsType, valuesType } = view(type);
  if (types) return `one of ${types.map(describeAvro).join(', ')}`;
  if (symbols) return `one of ${symbols.map((symbol) => JSON.stringify(symbol)).join(', ')}`;
  if (itemsType) return `array of ${describeAvro(itemsType)}`;
  if (valuesType) return `map of ${describeAvro(valuesType)}`;
  if (typeName === 'bytes') return 'bytes (base64)';
  return name ? `${typeName} ${name}` : typeName;
}

/** Buffers found where the value was prepared show as the base64 the user wrote. */
function jsonOf(value: unknown): unknown {
  return Buffer.isBuffer(value) ? value.toString('base64') : value;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The value as avsc takes it: bytes and fixed from base64 text, a union's branch chosen by what
 * fits. Fields the record does not declare are refused here (avsc would drop them silently: a typo
 * in a field name would be lost).
 */
function prepareAvro(type: avro.Type, value: unknown, path: string[]): unknown {
  const { typeName, types, itemsType, valuesType, fields, name } = view(type);
  if ((typeName === 'bytes' || typeName === 'fixed') && typeof value === 'string' && BASE64.test(value))
    return Buffer.from(value, 'base64');
  if (types) {
    for (const branch of types) {
      try {
        const prepared = prepareAvro(branch, value, path);
        if (branch.isValid(prepared)) return prepared;
      } catch (error) {
        // Not this branch: the next may fit; none fitting is refused as the union.
        if (!(error instanceof ValueRefused)) throw error;
      }
    }
    return value;
  }
  if (itemsType && Array.isArray(value))
    return value.map((item, index) => prepareAvro(itemsType, item, [...path, String(index)]));
  if (fields && !isPlainObject(value))
    throw new ValueRefused(`${where(path)}: expected ${describeAvro(type)}, got ${quoted(value)}`);
  if (!isPlainObject(value)) return value;
  if (valuesType)
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, prepareAvro(valuesType, inner, [...path, key])]),
    );
  if (fields) {
    const declared = new Set(fields.map((field) => field.name));
    const unknown = Object.keys(value).find((key) => !declared.has(key));
    if (unknown !== undefined)
      throw new ValueRefused(`${where([...path, unknown])}: ${name ?? 'the record'} has no such field`);
    return Object.fromEntries(
      fields
        .filter((field) => value[field.name] !== undefined)
        .map((field) => [field.name, prepareAvro(field.type, value[field.name], [...path, field.name])]),
    );
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value);
}

// --- Protobuf-native ----------------------------------------------------------------------------

function protobufEncoder(type: protobuf.Type): Encoder {
  return (value) => {
    if (!isPlainObject(value))
      throw new ValueRefused(
        `value: expected an object for message ${type.fullName.slice(1)}, got ${quoted(value)}`,
      );
    const prepared = prepareProtobuf(type, value, []);
    const problem = type.verify(prepared);
    if (problem) throw new ValueRefused(problem);
    return Buffer.from(type.encode(type.fromObject(prepared)).finish());
  };
}

/** protobufjs' Long class (the `long` package it bundles), whose types omit its static parsers. */
const Long = protobuf.util.Long as unknown as {
  fromString(text: string, unsigned: boolean): protobuf.Long;
};
const LONG_TYPES = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);

/**
 * The object as protobufjs' verify takes it: enums by number (a read shows their names), 64-bit
 * integers as Long (a read shows them as decimal text). A field the message does not declare is
 * refused: fromObject would drop it silently.
 */
function prepareProtobuf(
  type: protobuf.Type,
  value: Record<string, unknown>,
  path: string[],
): Record<string, unknown> {
  const prepared: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const field = type.fields[key];
    if (!field)
      throw new ValueRefused(`${where([...path, key])}: message ${type.fullName.slice(1)} has no such field`);
    field.resolve();
    const convert = (item: unknown, at: string[]) => prepareField(field, item, at);
    if (field.map && isPlainObject(inner))
      prepared[key] = Object.fromEntries(
        Object.entries(inner).map(([mapKey, item]) => [mapKey, convert(item, [...path, key, mapKey])]),
      );
    else if (field.repeated && Array.isArray(inner))
      prepared[key] = inner.map((item, index) => convert(item, [...path, key, String(index)]));
    else prepared[key] = convert(inner, [...path, key]);
  }
  return prepared;
}

function prepareField(field: protobuf.Field, value: unknown, path: string[]): unknown {
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Enum && typeof value === 'string') {
    const number = resolved.values[value];
    if (number === undefined)
      throw new ValueRefused(
        `${where(path)}: expected one of ${Object.keys(resolved.values).join(', ')}, got ${quoted(value)}`,
      );
    return number;
  }
  if (resolved instanceof protobuf.Type && isPlainObject(value))
    return prepareProtobuf(resolved, value, path);
  if (LONG_TYPES.has(field.type) && typeof value === 'string' && /^-?\d+$/.test(value))
    return Long.fromString(value, field.type.startsWith('u') || field.type === 'fixed64');
  return value;
}
