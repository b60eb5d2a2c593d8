// Holds the placement entries to Pulsar: each is an operation of the 4.0.7 OpenAPI, and the
// simulator answers each read, once a failure domain and an isolation policy exist, in the
// declared shape. BookKeeper's entries are no Pulsar operation: they are held to the bookie app.
import { beforeAll, describe, expect, it } from 'vitest';
import { responseSchema, validateResponse } from '../../../apps/pulsar-sim/src/contract/openapi.ts';
import { createInMemorySimulator, type InMemorySimulator } from '../../../apps/pulsar-sim/src/in-memory.ts';
import { bookKeeper, placementAdmin } from './catalogue-placement.ts';
import type { Operation } from './operation.ts';
import { pulsarPath } from './path.ts';

const entries = Object.entries(placementAdmin).flatMap(([area, operations]) =>
  Object.entries(operations as Record<string, Operation>).map(([name, entry]) => ({
    label: `${area}.${name}`,
    entry,
  })),
);

/** Demo-scenario values for every parameter a read names; the domain and policy are made first. */
const DEMO = {
  cluster: 'standalone',
  domainName: 'zone-a',
  policyName: 'pinned',
  broker: 'localhost:8080',
  bookie: 'localhost:3181',
};

describe('the placement catalogue', () => {
  it.each(entries)('$label is an operation of the Pulsar 4.0.7 OpenAPI', ({ entry }) => {
    const declared = [200, 204].some((status) => responseSchema(entry.method, entry.template, status));
    expect(declared, `${entry.method} ${entry.template}`).toBe(true);
  });
});

describe('the simulator answers every placement read in the declared shape', () => {
  let simulator: InMemorySimulator;
  const post = async (url: string, body: object) => {
    const answer = await simulator.handle({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      body: new TextEncoder().encode(JSON.stringify(body)),
    });
    expect(answer.status).toBe(204);
  };

  beforeAll(async () => {
    simulator = createInMemorySimulator({ scenario: 'demo' });
    await post(pulsarPath(placementAdmin.failureDomains.set, DEMO), { brokers: [DEMO.broker] });
    await post(pulsarPath(placementAdmin.isolationPolicies.set, DEMO), {
      namespaces: ['sample/.*'],
      primary: ['localhost'],
      secondary: [],
      auto_failover_policy: {
        policy_type: 'min_available',
        parameters: { min_limit: '1', usage_threshold: '80' },
      },
    });
  });

  it.each(entries.filter(({ entry }) => entry.method === 'GET'))('$label', async ({ entry }) => {
    const answer = await simulator.handle({ method: 'GET', url: pulsarPath(entry, DEMO as never) });
    const text = new TextDecoder().decode(answer.body);
    expect(answer.status, text).toBe(200);
    const body: unknown = JSON.parse(text);
    // Contract §5 row 2: the broker writes `policy_type` where the Swagger schema says `policyType`.
    const ignored =
      entry === placementAdmin.isolationPolicies.list || entry === placementAdmin.isolationPolicies.get;
    if (!ignored) expect(validateResponse('GET', entry.template, 200, body)).toEqual([]);
    expect(body).not.toEqual({});
  });

  it('answers BookKeeper’s list calls with JSON text and no content type, as BookKeeper does', async () => {
    for (const [entry, query, key] of [
      [bookKeeper.listBookies, '?type=rw&print_hostnames=true', DEMO.bookie],
      [bookKeeper.listBookieInfo, '', DEMO.bookie],
      [bookKeeper.clusterInfo, '', 'unavailableBookiesCount'],
    ] as const) {
      const answer = await simulator.handle({ method: 'GET', url: `${pulsarPath(entry, {})}${query}` });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBeUndefined();
      const body = JSON.parse(new TextDecoder().decode(answer.body)) as Record<string, unknown>;
      expect(Object.keys(body)).toContain(key);
    }
  });
});
