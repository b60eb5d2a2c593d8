import { checkFilter } from '@beacon/message-filter';
import { describe, expect, it } from 'vitest';
import {
  celPath,
  celString,
  conditionCel,
  isFilterField,
  withCondition,
  type FilterCondition,
} from './filter-cel.ts';

const cel = (field: string, operator: FilterCondition['operator'], value = '') =>
  conditionCel({ field, operator, value });

describe('the filter builder’s CEL', () => {
  it('compares a decoded value’s field with a double, a boolean or a string', () => {
    expect(cel('value.orderId', '==', '42')).toBe('value.orderId == 42.0');
    expect(cel('value.amount', '>', '9.5')).toBe('value.amount > 9.5');
    expect(cel('value.amount', '<', '-3')).toBe('value.amount < -3.0');
    expect(cel('value.paid', '!=', 'true')).toBe('value.paid != true');
    expect(cel('value.customer.name', '==', 'Ada')).toBe('value.customer.name == "Ada"');
  });

  it('writes the typed variables’ literals as their types want them', () => {
    expect(cel('key', '==', '42')).toBe('key == "42"');
    expect(cel('properties.region', '==', 'eu')).toBe('properties.region == "eu"');
    expect(cel('size', '>', '1024')).toBe('size > 1024');
    expect(cel('publishTime', '>', '2026-11-30T00:00:00Z')).toBe(
      'publishTime > timestamp("2026-11-30T00:00:00Z")',
    );
  });

  it('quotes any string safely: quotes, backslashes, newlines and an attempt to close the literal', () => {
    expect(celString('say "hi"')).toBe('"say \\"hi\\""');
    expect(celString('a\\b')).toBe('"a\\\\b"');
    expect(celString('line\nbreak')).toBe('"line\\nbreak"');
    const hostile = '" || true || "';
    expect(cel('value.note', '==', hostile)).toBe('value.note == "\\" || true || \\""');
    expect(cel('key', 'contains', hostile)).toBe('string(key).contains("\\" || true || \\"")');
  });

  it('tests text with contains and startsWith, on any field', () => {
    expect(cel('key', 'startsWith', 'order-')).toBe('string(key).startsWith("order-")');
    expect(cel('value.orderId', 'contains', '4')).toBe('string(value.orderId).contains("4")');
  });

  it('tests that a field exists in what holds it', () => {
    expect(cel('value.customer.name', 'exists')).toBe('"name" in value.customer');
    expect(cel('properties.region', 'exists')).toBe('"region" in properties');
    expect(cel('key', 'exists')).toBe('key != ""');
  });

  it('indexes a path segment that is not a CEL name', () => {
    expect(celPath('properties.x-region')).toBe('properties["x-region"]');
    expect(celPath('value.in.0')).toBe('value["in"]["0"]');
    expect(() => celPath('"x" || true')).toThrow();
  });

  it('joins a new condition to the filter there is with &&', () => {
    const condition: FilterCondition = { field: 'value.region', operator: '==', value: 'eu' };
    expect(withCondition('', condition)).toBe('value.region == "eu"');
    expect(withCondition('a || b ', condition)).toBe('(a || b) && value.region == "eu"');
  });

  it('writes only expressions the server’s filter language accepts', () => {
    const built = [
      cel('value.orderId', '==', '42'),
      cel('value.customer.name', '!=', 'say "hi"'),
      cel('properties.x-region', '==', 'eu'),
      cel('size', '>', '10'),
      cel('publishTime', '<', '2026-11-30T00:00:00Z'),
      cel('key', 'startsWith', 'order-'),
      cel('value.orderId', 'contains', '4'),
      cel('value.customer.name', 'exists'),
      cel('key', 'exists'),
      withCondition('value.a == 1.0', { field: 'topic', operator: 'contains', value: 'orders' }),
    ];
    for (const expression of built) expect(checkFilter(expression), expression).toEqual({ ok: true });
  });
});

describe('the builder’s fields', () => {
  it('are the filter’s variables and paths into the value or the properties', () => {
    for (const field of ['key', 'value.orderId', 'properties.x-region', 'size', 'publishTime'])
      expect(isFilterField(field), field).toBe(true);
    for (const field of ['', 'id', 'orderId', 'key.x', 'value..a', 'value.a b', 'size.x'])
      expect(isFilterField(field), field).toBe(false);
  });
});
