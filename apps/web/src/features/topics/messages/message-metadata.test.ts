import { describe, expect, it } from 'vitest';
import { messageMetadataOf } from './message-metadata.ts';

// How a message's properties arrive: Pulsar 3.1+ (PR 20627) sends one X-Pulsar-PROPERTY header
// holding a JSON object; older brokers one X-Pulsar-PROPERTY-<name> header per property.

const headers = (entries: Record<string, string>) =>
  new Headers({ 'X-Pulsar-Message-ID': '7:3', ...entries });

describe('messageMetadataOf', () => {
  it('reads Pulsar 4.0’s JSON X-Pulsar-PROPERTY header, commas and all', () => {
    const metadata = messageMetadataOf(
      headers({
        'X-Pulsar-PROPERTY': JSON.stringify({ trace: 'a, b', origin: 'checkout', 'Mixed-Case': 'x' }),
      }),
    );
    expect(metadata.properties).toEqual([
      ['Mixed-Case', 'x'],
      ['origin', 'checkout'],
      ['trace', 'a, b'],
    ]);
    expect(metadata.ledgerId).toBe(7);
    expect(metadata.entryId).toBe(3);
  });

  it('falls back to one X-Pulsar-PROPERTY-<name> header per property from brokers before 3.1', () => {
    const metadata = messageMetadataOf(
      headers({
        'X-Pulsar-PROPERTY-origin': 'checkout',
        'X-Pulsar-PROPERTY-trace': 'abc-1',
        'X-Pulsar-PROPERTY-TOTAL-CHUNKS': '3',
        'X-Pulsar-PROPERTY-CHUNK-ID': '0',
      }),
    );
    expect(metadata.properties).toEqual([
      ['origin', 'checkout'],
      ['trace', 'abc-1'],
    ]);
  });

  it('takes the JSON header over the chunk headers that still use the per-key form', () => {
    const metadata = messageMetadataOf(
      headers({
        'X-Pulsar-PROPERTY': '{"origin":"checkout"}',
        'X-Pulsar-PROPERTY-TOTAL-CHUNKS': '3',
        'X-Pulsar-PROPERTY-CHUNK-ID': '1',
      }),
    );
    expect(metadata.properties).toEqual([['origin', 'checkout']]);
  });

  it('shows no properties for a message without any, or a header that is not a JSON object', () => {
    expect(messageMetadataOf(headers({})).properties).toEqual([]);
    // Pulsar 4.0.7 sends the header for every message: `{}` when it has no properties (audit D13,
    // PersistentTopicsBase.java:3032-3034), with the chunk headers still in the per-key form.
    expect(messageMetadataOf(headers({ 'X-Pulsar-PROPERTY': '{}' })).properties).toEqual([]);
    expect(
      messageMetadataOf(headers({ 'X-Pulsar-PROPERTY': '{}', 'X-Pulsar-PROPERTY-TOTAL-CHUNKS': '2' }))
        .properties,
    ).toEqual([]);
    expect(messageMetadataOf(headers({ 'X-Pulsar-PROPERTY': 'not json' })).properties).toEqual([]);
    expect(messageMetadataOf(headers({ 'X-Pulsar-PROPERTY': '["a"]' })).properties).toEqual([]);
  });
});
