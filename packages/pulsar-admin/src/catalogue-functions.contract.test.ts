// Holds the functions, sources and sinks entries to Pulsar: each is an operation of the 4.0.7
// OpenAPI (swaggerfunctions.json, swaggersource.json, swaggersink.json), and the simulator answers
// each read of the demo scenario's components in the declared shape.
import { describe, expect, it } from 'vitest';
import { responseSchema, validateResponse } from '../../../apps/pulsar-sim/src/contract/openapi.ts';
import { createInMemorySimulator } from '../../../apps/pulsar-sim/src/in-memory.ts';
import { componentCatalogue } from './catalogue-functions.ts';
import type { Operation } from './operation.ts';
import { pulsarPath } from './path.ts';

const entries = Object.entries(componentCatalogue).flatMap(([kind, operations]) =>
  Object.entries(operations as Record<string, Operation>).map(([name, entry]) => ({
    label: `${kind}.${name}`,
    entry,
  })),
);

/** The demo scenario's function, sink and source, and a builtin connector of each kind. */
const DEMO = {
  function: { tenant: 'acme', namespace: 'analytics', functionName: 'enrich', instanceId: 0 },
  sink: {
    tenant: 'sample',
    namespace: 'orders',
    sinkName: 'orders-to-postgres',
    instanceId: 0,
    name: 'kafka',
  },
  source: { tenant: 'acme', namespace: 'iot', sourceName: 'generator', instanceId: 0, name: 'kafka' },
};

interface Shape {
  type?: string;
  items?: Shape;
  properties?: Record<string, Shape>;
}

/** Where `value` departs from a correction's shape (the few JSON Schema words it uses). */
function departures(value: unknown, shape: Shape, at = '$'): string[] {
  if (shape.type === 'string') return typeof value === 'string' ? [] : [`${at} is not a string`];
  if (shape.type === 'array') {
    if (!Array.isArray(value)) return [`${at} is not an array`];
    return value.flatMap((item, index) =>
      shape.items ? departures(item, shape.items, `${at}[${index}]`) : [],
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${at} is not an object`];
  return Object.entries(shape.properties ?? {}).flatMap(([key, field]) =>
    departures((value as Record<string, unknown>)[key], field, `${at}.${key}`),
  );
}

describe('the functions, sources and sinks catalogue', () => {
  it.each(entries)('$label is an operation of the Pulsar 4.0.7 OpenAPI', ({ entry }) => {
    const declared = [200, 204].some((status) => responseSchema(entry.method, entry.template, status));
    expect(declared, `${entry.method} ${entry.template}`).toBe(true);
  });

  const reads = entries.filter(({ entry }) => entry.method === 'GET' && entry.answerFormat === 'json');
  it.each(reads)('the simulator answers $label in the declared shape', async ({ label, entry }) => {
    const simulator = createInMemorySimulator({ scenario: 'demo' });
    const kind = label.split('.')[0] as keyof typeof DEMO;
    const answer = await simulator.handle({ method: 'GET', url: pulsarPath(entry, DEMO[kind] as never) });
    const text = new TextDecoder().decode(answer.body);
    expect(answer.status, text).toBe(200);
    const body: unknown = JSON.parse(text);
    if (entry.correctedAnswer) expect(departures(body, entry.correctedAnswer as Shape)).toEqual([]);
    else expect(validateResponse('GET', entry.template, 200, body)).toEqual([]);
  });
});
