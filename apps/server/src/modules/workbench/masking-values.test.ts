// How a masking rule's paths reach into each kind of decoded value (decision 0073): JSON (Avro and
// Protobuf decode to it), JSON sent as text, a key-value's two sides, arrays, and values the server
// could not decode into fields, which are hidden whole.
import { MASKED_MARKER, type ReadMessageLine, type ReadValue } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { Masking } from './masking.ts';

const topic = 'persistent://shop/payments/cards';

function line(value: ReadValue | null, extra: Partial<ReadMessageLine> = {}): ReadMessageLine {
  return {
    kind: 'message',
    topic,
    id: '1:0:-1:-1',
    publishTime: 1,
    eventTime: 0,
    properties: {},
    producer: 'p',
    size: 1,
    value,
    ...extra,
  };
}

const masked = (fields: string[], message: ReadMessageLine, pattern = 'persistent://shop/*/*') =>
  new Masking([{ topicPattern: pattern, fields }]).apply(message);

describe('masking a decoded value', () => {
  it('replaces a JSON field by the marker and leaves its siblings', () => {
    const value: ReadValue = { format: 'json', value: { card: { number: '4111', holder: 'Ada' }, total: 5 } };
    expect(masked(['value.card.number'], line(value)).value).toEqual({
      format: 'json',
      value: { card: { number: MASKED_MARKER, holder: 'Ada' }, total: 5 },
    });
  });

  it('goes on through every element of an array, or one element named by its index', () => {
    const value: ReadValue = { format: 'json', value: { items: [{ pin: 1 }, { pin: 2 }] } };
    expect(masked(['value.items.pin'], line(value)).value).toEqual({
      format: 'json',
      value: { items: [{ pin: MASKED_MARKER }, { pin: MASKED_MARKER }] },
    });
    expect(masked(['value.items.1.pin'], line(value)).value).toEqual({
      format: 'json',
      value: { items: [{ pin: 1 }, { pin: MASKED_MARKER }] },
    });
  });

  it('masks JSON sent as text and keeps it text; other text has no fields to hide', () => {
    const json: ReadValue = { format: 'text', value: '{"ssn":"123","name":"Ada"}' };
    expect(masked(['value.ssn'], line(json)).value).toEqual({
      format: 'text',
      value: JSON.stringify({ ssn: MASKED_MARKER, name: 'Ada' }),
    });
    const text: ReadValue = { format: 'text', value: 'ssn=123' };
    expect(masked(['value.ssn'], line(text)).value).toBe(text);
    expect(masked(['value'], line(text)).value).toEqual({ format: 'text', value: MASKED_MARKER });
  });

  it('reaches either side of a key-value as value.key and value.value; masking the key hides both', () => {
    const value: ReadValue = {
      format: 'keyValue',
      key: { format: 'json', value: { id: 7 } },
      value: { format: 'json', value: { email: 'a@b' } },
    };
    expect(masked(['value.value.email'], line(value)).value).toEqual({
      ...value,
      value: { format: 'json', value: { email: MASKED_MARKER } },
    });
    const withKey = masked(['key'], line(value, { key: 'AAc=' }));
    expect(withKey.key).toBe(MASKED_MARKER);
    expect(withKey.value).toEqual({ ...value, key: { format: 'text', value: MASKED_MARKER } });
  });

  it('hides bytes and undecodable values whole: where the field is cannot be told', () => {
    const bytes: ReadValue = { format: 'bytes', base64: 'AAEC' };
    expect(masked(['value.card.number'], line(bytes)).value).toEqual({
      format: 'text',
      value: MASKED_MARKER,
    });
    const undecodable: ReadValue = { format: 'undecodable', reason: 'bad', base64: 'AAEC' };
    expect(masked(['value.x'], line(undecodable)).value).toEqual({ format: 'text', value: MASKED_MARKER });
  });

  it('masks properties present, leaves absent fields absent, and touches only the topics the pattern names', () => {
    const message = line(null, { properties: { ssn: '1', region: 'eu' } });
    expect(masked(['properties.ssn', 'properties.card', 'key'], message)).toEqual({
      ...message,
      properties: { ssn: MASKED_MARKER, region: 'eu' },
    });
    expect(masked(['properties.ssn'], message, 'persistent://shop/orders/*')).toBe(message);
    const partition = line(null, { topic: `${topic}-partition-3`, properties: { ssn: '1' } });
    expect(masked(['properties.ssn'], partition, topic).properties).toEqual({ ssn: MASKED_MARKER });
  });
});
