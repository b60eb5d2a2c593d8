import type { ReadMessageLine } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import {
  compactText,
  isMessagePath,
  readColumnPaths,
  valueAtPath,
  writeColumnPaths,
} from './message-path.ts';

const line = (value: ReadMessageLine['value'], extra: Partial<ReadMessageLine> = {}): ReadMessageLine => ({
  kind: 'message',
  topic: 'persistent://shop/orders/placed',
  id: '7:1:-1:-1',
  publishTime: 1,
  eventTime: 0,
  key: 'order-1',
  properties: { region: 'eu' },
  producer: 'p',
  size: 10,
  value,
  ...extra,
});

describe('columns by path', () => {
  it('accepts a known root, value paths and one property name', () => {
    for (const path of ['key', 'value', 'value.orderId', 'value.customer.name', 'properties.region', 'size'])
      expect(isMessagePath(path), path).toBe(true);
    for (const path of [
      '',
      'orderId',
      'value.',
      'properties',
      'properties.a.b',
      'key.x',
      'value..a',
      'value. a',
    ])
      expect(isMessagePath(path), path).toBe(false);
  });

  it('reads fields of a JSON value, of JSON sent as text, and of a key/value message', () => {
    const order = { orderId: 4, customer: { name: 'Ada' }, items: [{ sku: 'x' }] };
    expect(valueAtPath(line({ format: 'json', value: order }), 'value.customer.name')).toBe('Ada');
    expect(valueAtPath(line({ format: 'text', value: JSON.stringify(order) }), 'value.orderId')).toBe(4);
    expect(valueAtPath(line({ format: 'json', value: order }), 'value.items.0.sku')).toBe('x');
    const keyValue = line({
      format: 'keyValue',
      key: { format: 'text', value: 'k' },
      value: { format: 'json', value: { a: 1 } },
    });
    expect(valueAtPath(keyValue, 'value.value.a')).toBe(1);
    expect(valueAtPath(line(null), 'properties.region')).toBe('eu');
    expect(valueAtPath(line(null), 'key')).toBe('order-1');
  });

  it('has nothing where the message has nothing: a missing field, a tombstone, inherited names', () => {
    const value = line({ format: 'json', value: { orderId: 4 } });
    expect(valueAtPath(value, 'value.customer.name')).toBeUndefined();
    expect(valueAtPath(value, 'value.orderId.x')).toBeUndefined();
    expect(valueAtPath(value, 'value.constructor')).toBeUndefined();
    expect(valueAtPath(line(null), 'value.orderId')).toBeUndefined();
    expect(valueAtPath(line(null), 'properties.missing')).toBeUndefined();
    expect(valueAtPath(line(null, { key: undefined }), 'key')).toBeUndefined();
  });

  it('shows values compactly and a missing one as an em dash', () => {
    expect(compactText(undefined)).toBe('—');
    expect(compactText('Ada')).toBe('Ada');
    expect(compactText(4)).toBe('4');
    expect(compactText(null)).toBe('null');
    expect(compactText({ a: [1, 2] })).toBe('{"a":[1,2]}');
  });

  it('keeps the paths in the URL, valid ones once each, next to the other parameters', () => {
    const search = writeColumnPaths(new URLSearchParams('topic=t'), ['value.orderId', 'properties.region']);
    expect(search.toString()).toBe('topic=t&col=value.orderId&col=properties.region');
    search.append('col', 'value.orderId');
    search.append('col', 'nonsense');
    expect(readColumnPaths(search)).toEqual(['value.orderId', 'properties.region']);
  });
});
