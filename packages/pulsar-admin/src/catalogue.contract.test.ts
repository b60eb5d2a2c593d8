// Holds the catalogue to Pulsar: every entry is an operation of the official 4.0.7 OpenAPI, and the
// simulator (the double every web test runs against) answers each of its reads, for the demo
// scenario, with a body of the declared shape: the OpenAPI's response schema, or the correction
// src/corrections.ts cites where a real broker differs, and the fields src/broker-written.ts
// requires present.
import { beforeAll, describe, expect, it } from 'vitest';
import { responseSchema, validateResponse } from '../../../apps/pulsar-sim/src/contract/openapi.ts';
import { createInMemorySimulator, type InMemorySimulator } from '../../../apps/pulsar-sim/src/in-memory.ts';
import { pulsarAdmin, topics } from './catalogue.ts';
import type { Operation } from './operation.ts';
import { pulsarPath } from './path.ts';

const entries = Object.entries(pulsarAdmin).flatMap(([area, operations]) =>
  Object.entries(operations as Record<string, Operation>).map(([name, entry]) => ({
    label: `${area}.${name}`,
    entry,
  })),
);

/** The OpenAPI spells the domain out (`/persistent/…`) or names it `{topic-domain}` (lookup). */
function openApiTemplate(template: string): string {
  return template
    .replace('/lookup/v2/topic/{domain}/', '/lookup/v2/topic/{topic-domain}/')
    .replace('/admin/v2/{domain}/', '/admin/v2/persistent/');
}

/** Demo-scenario values for every parameter a catalogue read names. */
const DEMO = {
  tenant: 'sample',
  namespace: 'orders',
  domain: 'persistent',
  topic: 'created',
  subName: 'audit',
  messagePosition: 1,
  /** The orders topic's first ledger, read from its internal stats before the reads. */
  ledgerId: 0,
  entryId: 0,
  /** The schema version the upload below makes the topic's first. */
  version: 0,
  /** A publish time before the demo's messages: the message id of its first. */
  timestamp: 0,
};
/** Reads of a partitioned topic need one. */
const PARTITIONED = { ...DEMO, tenant: 'acme', namespace: 'iot', topic: 'telemetry' };
const PARTITIONED_READS = new Set(['topics.partitionedStats', 'topics.partitions', 'topics.listPartitioned']);

interface Shape {
  type?: string;
  required?: readonly string[];
  enum?: readonly string[];
  items?: Shape;
  properties?: Record<string, Shape>;
  additionalProperties?: Shape;
}

/** Where `value` departs from a correction's shape (the few JSON Schema words corrections use). */
function departures(value: unknown, shape: Shape, at = '$'): string[] {
  if (shape.enum && !shape.enum.includes(value as string))
    return [`${at} is not one of ${shape.enum.join(',')}`];
  switch (shape.type) {
    case 'string':
      return typeof value === 'string' ? [] : [`${at} is not a string`];
    case 'integer':
      return Number.isInteger(value) ? [] : [`${at} is not an integer`];
    case 'array':
      if (!Array.isArray(value)) return [`${at} is not an array`];
      return value.flatMap((item, index) =>
        shape.items ? departures(item, shape.items, `${at}[${index}]`) : [],
      );
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return [`${at} is not an object`];
      const missing = (shape.required ?? [])
        .filter((key) => !(key in value))
        .map((key) => `${at}.${key} is missing`);
      return missing.concat(
        Object.entries(value).flatMap(([key, field]) => {
          const fieldShape = shape.properties?.[key] ?? shape.additionalProperties;
          return fieldShape ? departures(field, fieldShape, `${at}.${key}`) : [];
        }),
      );
    }
    default:
      return [];
  }
}

describe('the Pulsar admin catalogue', () => {
  it.each(entries)('$label is an operation of the Pulsar 4.0.7 OpenAPI', ({ entry }) => {
    const template = openApiTemplate(entry.template);
    const declared = [200, 204].some((status) => responseSchema(entry.method, template, status));
    expect(declared, `${entry.method} ${template}`).toBe(true);
  });
});

describe('the simulator answers every catalogue read in the declared shape', () => {
  let simulator: InMemorySimulator;
  beforeAll(async () => {
    simulator = createInMemorySimulator({ scenario: 'demo' });
    // The demo scenario holds no schema: give the orders topic one, as a producer would.
    const upload = await simulator.handle({
      method: 'POST',
      url: '/admin/v2/schemas/sample/orders/created/schema',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'STRING', schema: '', properties: {} }),
    });
    expect(upload.status).toBe(200);
    // Nor any grant: give a role something on the namespace and on the topic.
    for (const url of [
      '/admin/v2/namespaces/sample/orders/permissions/auditor',
      '/admin/v2/persistent/sample/orders/created/permissions/auditor',
    ]) {
      const grant = await simulator.handle({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(['consume']),
      });
      expect(grant.status).toBe(204);
    }
    const internal = await simulator.handle({
      method: 'GET',
      url: '/admin/v2/persistent/sample/orders/created/internalStats',
    });
    const { ledgers } = JSON.parse(new TextDecoder().decode(internal.body)) as {
      ledgers: { ledgerId: number }[];
    };
    DEMO.ledgerId = ledgers[0]?.ledgerId ?? -1;
  });

  const reads = entries.filter(({ entry }) => entry.method === 'GET');

  async function read(url: string): Promise<unknown> {
    const answer = await simulator.handle({ method: 'GET', url });
    return JSON.parse(new TextDecoder().decode(answer.body));
  }

  it.each(reads)('$label', async ({ label, entry }) => {
    const params = PARTITIONED_READS.has(label) ? PARTITIONED : DEMO;
    const answer = await simulator.handle({
      method: 'GET',
      url: pulsarPath(entry, params as never),
    });
    const text = new TextDecoder().decode(answer.body);
    expect(answer.status, text).toBe(200);
    if (entry.answerFormat === 'bytes') {
      expect(answer.body.byteLength).toBeGreaterThan(0);
      return;
    }
    if (entry.answerFormat === 'text') {
      expect(text).toMatch(/^0x[0-9a-f]{8}_0x[0-9a-f]{8}$/);
      return;
    }
    const body: unknown = JSON.parse(text);
    if (entry.correctedAnswer) {
      // The OpenAPI's own shape is what the correction replaces: the broker departs from it.
      expect(departures(body, entry.correctedAnswer)).toEqual([]);
      // Not vacuous: the seeded namespace and topic grant at least one role something.
      expect(Object.keys(body as object).length).toBeGreaterThan(0);
    } else {
      expect(validateResponse('GET', openApiTemplate(entry.template), 200, body)).toEqual([]);
    }
    if (entry.writtenAnswer) expect(departures(body, entry.writtenAnswer)).toEqual([]);
  });

  it('holds a stats answer to the written fields down to each consumer', async () => {
    const stats = (await read(pulsarPath(topics.stats, DEMO))) as {
      subscriptions: Record<string, { consumers: Record<string, unknown>[] }>;
    };
    // The demo's orders topic has a consumer on `billing`.
    const consumer = stats.subscriptions.billing?.consumers[0];
    expect(consumer).toBeDefined();
    delete consumer?.msgRateOut;
    expect(departures(stats, topics.stats.writtenAnswer ?? {})).toEqual([
      '$.subscriptions.billing.consumers[0].msgRateOut is missing',
    ]);
  });
});
