// Holds the one-broker entries to Pulsar: each is an operation of the 4.0.7 OpenAPI, and the
// simulator answers each JSON read of the demo scenario's second broker in the declared shape.
import { describe, expect, it } from 'vitest';
import { responseSchema, validateResponse } from '../../../apps/pulsar-sim/src/contract/openapi.ts';
import { createInMemorySimulator } from '../../../apps/pulsar-sim/src/in-memory.ts';
import { brokerAdmin } from './catalogue-broker.ts';
import type { Operation } from './operation.ts';
import { pulsarPath } from './path.ts';

const entries = Object.entries(brokerAdmin as unknown as Record<string, Operation>).map(([name, entry]) => ({
  label: `brokerAdmin.${name}`,
  entry,
}));

describe('the one-broker catalogue', () => {
  it.each(entries)('$label is an operation of the Pulsar 4.0.7 OpenAPI', ({ entry }) => {
    const declared = [200, 204].some((status) => responseSchema(entry.method, entry.template, status));
    expect(declared, `${entry.method} ${entry.template}`).toBe(true);
  });

  const reads = entries.filter(({ entry }) => entry.method === 'GET' && entry.answerFormat === 'json');
  it.each(reads)('the simulator answers $label in the declared shape', async ({ entry }) => {
    const simulator = createInMemorySimulator({ scenario: 'demo' });
    const broker = simulator.brokers[1]!;
    const answer = await simulator.handle({
      method: 'GET',
      url: pulsarPath(entry, { clusterName: broker.cluster, brokerId: broker.id } as never),
      broker: broker.id,
    });
    const text = new TextDecoder().decode(answer.body);
    expect(answer.status, text).toBe(200);
    expect(validateResponse('GET', entry.template, 200, JSON.parse(text))).toEqual([]);
  });

  it('the health check answers the bare text ok', async () => {
    const simulator = createInMemorySimulator({ scenario: 'demo' });
    const broker = simulator.brokers[1]!;
    const answer = await simulator.handle({
      method: 'GET',
      url: `${pulsarPath(brokerAdmin.health, {})}?topicVersion=V2`,
      broker: broker.id,
    });
    expect(answer.status).toBe(200);
    expect(new TextDecoder().decode(answer.body)).toBe('ok');
  });
});
