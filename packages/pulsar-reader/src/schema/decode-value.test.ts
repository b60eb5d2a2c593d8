import avro from 'avsc';
import protobuf from 'protobufjs';
import descriptor from 'protobufjs/ext/descriptor.js';
import { describe, expect, it } from 'vitest';
import { decodeValue, type SchemaInfo } from './decode-value.ts';

// Values written as Pulsar's Java schemas write them (pulsar-client 4.0.7, impl/schema), decoded
// by the schema the admin API gives for their version.

const orderAvro = {
  type: 'record',
  name: 'Order',
  namespace: 'dev.beacon',
  fields: [
    { name: 'orderId', type: 'long' },
    { name: 'customer', type: ['null', 'string'], default: null },
    { name: 'digest', type: 'bytes' },
  ],
};
const avroSchema: SchemaInfo = { type: 'AVRO', data: JSON.stringify(orderAvro), properties: {} };
const avroOrder = avro.Type.forSchema(orderAvro as avro.Schema).toBuffer({
  orderId: 42,
  customer: 'Ann',
  digest: Buffer.from([1, 2, 3]),
});

function int32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value, 0);
  return bytes;
}

function int64(value: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigInt64BE(BigInt(value), 0);
  return bytes;
}

describe('decoding a value by its schema', () => {
  it('reads an Avro datum into JSON, bytes as base64', () => {
    expect(decodeValue(avroOrder, avroSchema)).toEqual({
      format: 'json',
      value: { orderId: 42, customer: 'Ann', digest: 'AQID' },
    });
  });

  it('reads a Protobuf-native message with the descriptor set the schema carries', () => {
    const root = protobuf.Root.fromJSON({
      nested: {
        shop: {
          nested: {
            Order: {
              fields: {
                order_id: { type: 'int64', id: 1 },
                status: { type: 'Status', id: 2 },
                tags: { type: 'string', id: 3, rule: 'repeated' },
              },
            },
            Status: { values: { NEW: 0, SHIPPED: 1 } },
          },
        },
      },
    });
    const Order = root.lookupType('shop.Order');
    const set = (root as unknown as { toDescriptor(syntax: string): protobuf.Message }).toDescriptor(
      'proto3',
    );
    const schema: SchemaInfo = {
      type: 'PROTOBUF_NATIVE',
      data: JSON.stringify({
        fileDescriptorSet: Buffer.from(descriptor.FileDescriptorSet.encode(set).finish()).toString('base64'),
        rootMessageTypeName: 'shop.Order',
        rootFileDescriptorName: 'root.proto',
      }),
    };
    const payload = Buffer.from(
      Order.encode(Order.fromObject({ order_id: '9007199254740993', status: 1, tags: ['gift'] })).finish(),
    );
    expect(decodeValue(payload, schema)).toEqual({
      format: 'json',
      value: { order_id: '9007199254740993', status: 'SHIPPED', tags: ['gift'] },
    });
  });

  it('reads an inline key/value pair, each side by its own schema', () => {
    const schema: SchemaInfo = {
      type: 'KEY_VALUE',
      data: JSON.stringify({ key: '', value: orderAvro }),
      properties: {
        'key.schema.type': 'INT32',
        'key.schema.properties': '{}',
        'value.schema.type': 'AVRO',
        'value.schema.properties': '{}',
        'kv.encoding.type': 'INLINE',
      },
    };
    const payload = Buffer.concat([int32(4), int32(7), int32(avroOrder.length), avroOrder]);
    expect(decodeValue(payload, schema)).toEqual({
      format: 'keyValue',
      key: { format: 'json', value: 7 },
      value: { format: 'json', value: { orderId: 42, customer: 'Ann', digest: 'AQID' } },
    });
  });

  it('reads a separated key/value pair, the key from the message key', () => {
    const schema: SchemaInfo = {
      type: 'KEY_VALUE',
      data: JSON.stringify({ key: '', value: '' }),
      properties: {
        'key.schema.type': 'STRING',
        'value.schema.type': 'INT64',
        'kv.encoding.type': 'SEPARATED',
      },
    };
    expect(decodeValue(int64(2 ** 60), schema, Buffer.from('eu-west').toString('base64'))).toEqual({
      format: 'keyValue',
      key: { format: 'text', value: 'eu-west' },
      value: { format: 'json', value: '1152921504606846976' },
    });
  });

  it.each([
    ['JSON', Buffer.from('{"orderId":1}'), { format: 'json', value: { orderId: 1 } }],
    ['STRING', Buffer.from('héllo'), { format: 'text', value: 'héllo' }],
    ['BOOLEAN', Buffer.from([1]), { format: 'json', value: true }],
    ['INT32', int32(-5), { format: 'json', value: -5 }],
    [
      'TIMESTAMP',
      int64(Date.parse('2026-11-30T10:00:00Z')),
      { format: 'text', value: '2026-11-30T10:00:00.000Z' },
    ],
  ])('reads a %s value', (type, payload, expected) => {
    expect(decodeValue(payload, { type, data: '' })).toEqual(expected);
  });

  it('without a schema shows JSON, text or bytes, whichever the payload is', () => {
    expect(decodeValue(Buffer.from('[1,2]'), undefined)).toEqual({ format: 'json', value: [1, 2] });
    expect(decodeValue(Buffer.from('plain words'), undefined)).toEqual({
      format: 'text',
      value: 'plain words',
    });
    expect(decodeValue(Buffer.from([0xff, 0x00]), { type: 'BYTES', data: '' })).toEqual({
      format: 'bytes',
      base64: '/wA=',
    });
  });

  it('says why a value does not decode, and keeps its bytes', () => {
    const decoded = decodeValue(Buffer.from('not avro at all, far too long'), avroSchema);
    expect(decoded.format).toBe('undecodable');
    expect(decoded.format === 'undecodable' ? decoded.reason : '').toMatch(
      /^The value does not decode as AVRO/,
    );
  });
});
