import protobuf from 'protobufjs';
import descriptor from 'protobufjs/ext/descriptor.js';
import { describe, expect, it } from 'vitest';
import { decodeValue, type SchemaInfo } from './decode-value.ts';
import { ValueRefused, encodeValue } from './encode-value.ts';

// JSON values written by their topic's schema and read back by the decoder a read uses: what
// Produce writes is what the workbench shows.

const orderAvro: SchemaInfo = {
  type: 'AVRO',
  data: JSON.stringify({
    type: 'record',
    name: 'Order',
    namespace: 'dev.beacon',
    fields: [
      { name: 'orderId', type: 'int' },
      { name: 'customer', type: ['null', 'string'], default: null },
      { name: 'digest', type: 'bytes' },
      {
        name: 'lines',
        type: {
          type: 'array',
          items: { type: 'record', name: 'Line', fields: [{ name: 'sku', type: 'string' }] },
        },
      },
      { name: 'status', type: { type: 'enum', name: 'Status', symbols: ['NEW', 'SHIPPED'] } },
    ],
  }),
  properties: {},
};

function protobufSchema(): SchemaInfo {
  const root = protobuf.Root.fromJSON({
    nested: {
      shop: {
        nested: {
          Order: {
            fields: {
              order_id: { type: 'int64', id: 1 },
              status: { type: 'Status', id: 2 },
              tags: { type: 'string', id: 3, rule: 'repeated' },
              buyer: { type: 'Buyer', id: 4 },
              digest: { type: 'bytes', id: 5 },
            },
          },
          Buyer: { fields: { name: { type: 'string', id: 1 } } },
          Status: { values: { NEW: 0, SHIPPED: 1 } },
        },
      },
    },
  });
  const set = (root as unknown as { toDescriptor(syntax: string): protobuf.Message }).toDescriptor('proto3');
  return {
    type: 'PROTOBUF_NATIVE',
    data: JSON.stringify({
      fileDescriptorSet: Buffer.from(descriptor.FileDescriptorSet.encode(set).finish()).toString('base64'),
      rootMessageTypeName: 'shop.Order',
      rootFileDescriptorName: 'root.proto',
    }),
  };
}

const refusalOf = (value: unknown, schema: SchemaInfo): string => {
  try {
    encodeValue(value, schema);
  } catch (error) {
    expect(error).toBeInstanceOf(ValueRefused);
    return (error as Error).message;
  }
  throw new Error('the value was encoded');
};

describe('encoding a JSON value by its topic schema', () => {
  it('writes an Avro datum that reads back as the same JSON, bytes given as base64', () => {
    const order = {
      orderId: 42,
      customer: 'Ann',
      digest: 'AQID',
      lines: [{ sku: 'A-1' }],
      status: 'SHIPPED',
    };
    expect(decodeValue(encodeValue(order, orderAvro), orderAvro)).toEqual({ format: 'json', value: order });
  });

  it('fills an Avro field left out with its default', () => {
    const order = { orderId: 1, digest: '', lines: [], status: 'NEW' };
    expect(decodeValue(encodeValue(order, orderAvro), orderAvro)).toEqual({
      format: 'json',
      value: { ...order, customer: null },
    });
  });

  it('refuses an Avro value with the field and the type it expected', () => {
    const base = { orderId: 1, digest: '', lines: [], status: 'NEW' };
    expect(refusalOf({ ...base, orderId: 'x' }, orderAvro)).toBe('orderId: expected int, got "x"');
    expect(refusalOf({ ...base, lines: [{ sku: 7 }] }, orderAvro)).toBe(
      'lines.0.sku: expected string, got 7',
    );
    expect(refusalOf({ ...base, status: 'LOST' }, orderAvro)).toBe(
      'status: expected one of "NEW", "SHIPPED", got "LOST"',
    );
    expect(refusalOf({ ...base, customer: 3 }, orderAvro)).toBe(
      'customer: expected one of null, string, got 3',
    );
    expect(refusalOf({ digest: '', lines: [], status: 'NEW' }, orderAvro)).toBe(
      'orderId: expected int, got nothing',
    );
    expect(refusalOf({ ...base, orderID: 1 }, orderAvro)).toBe('orderID: dev.beacon.Order has no such field');
    expect(refusalOf([1], orderAvro)).toBe('value: expected record dev.beacon.Order, got [1]');
  });

  it('writes a Protobuf-native message that reads back, enums by name and 64-bit integers as text', () => {
    const schema = protobufSchema();
    const order = {
      order_id: '9007199254740993',
      status: 'SHIPPED',
      tags: ['gift'],
      buyer: { name: 'Ann' },
      digest: 'AQID',
    };
    expect(decodeValue(encodeValue(order, schema), schema)).toEqual({ format: 'json', value: order });
  });

  it('refuses a Protobuf-native value as protobufjs verifies it, or a field the message lacks', () => {
    const schema = protobufSchema();
    expect(refusalOf({ order_id: 'x' }, schema)).toBe('order_id: integer|Long expected');
    expect(refusalOf({ buyer: { name: 5 } }, schema)).toBe('buyer.name: string expected');
    expect(refusalOf({ tags: 'gift' }, schema)).toBe('tags: array expected');
    expect(refusalOf({ status: 'LOST' }, schema)).toBe('status: expected one of NEW, SHIPPED, got "LOST"');
    expect(refusalOf({ orderId: 1 }, schema)).toBe('orderId: message shop.Order has no such field');
    expect(refusalOf('order', schema)).toBe('value: expected an object for message shop.Order, got "order"');
  });

  it('writes a JSON-schema value as its JSON text', () => {
    const schema: SchemaInfo = { type: 'JSON', data: orderAvro.data };
    const value = { orderId: 7, note: 'any shape' };
    const bytes = encodeValue(value, schema);
    expect(bytes.toString('utf8')).toBe('{"orderId":7,"note":"any shape"}');
    expect(decodeValue(bytes, schema)).toEqual({ format: 'json', value });
  });

  it('refuses a schema type it does not encode from JSON', () => {
    expect(refusalOf('text', { type: 'STRING', data: '' })).toBe(
      'schema type STRING is not one Produce encodes from JSON',
    );
  });
});
