import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../simulator.ts';
import { startTestSimulator } from '../test-support/simulator-fixture.ts';

// Random paths and bodies never produce a 5xx or take the simulator down.

let simulator: RunningSimulator;
beforeAll(async () => {
  simulator = await startTestSimulator({ scenario: 'demo' });
});
afterAll(async () => {
  await simulator.close();
});

const segment = fc.oneof(
  fc.constantFrom(
    'public',
    'default',
    'sample',
    'orders',
    'created',
    'acme',
    'iot',
    'telemetry',
    'standalone',
    'subscription',
    'audit',
    'partitions',
    'stats',
    'schema',
    '0x00000000_0x40000000',
    '-1',
    '0',
    '99999999999',
    '%2F',
    '%20',
    '..',
    'a-partition-3',
  ),
  fc.stringMatching(/^[-=:.\w%]{1,12}$/),
);
const prefix = fc.constantFrom(
  '/admin/v2/tenants',
  '/admin/v2/namespaces',
  '/admin/v2/persistent',
  '/admin/v2/non-persistent',
  '/admin/v2/clusters',
  '/admin/v2/brokers',
  '/admin/v2/broker-stats',
  '/admin/v2/schemas',
  '/admin/v2/bookies',
  '/admin/v3/functions',
  '/admin/v3/sinks',
  '/lookup/v2/topic/persistent',
  '/topics/persistent',
);
const body = fc.oneof(
  fc.constant(undefined),
  fc.json(),
  fc.string(),
  fc.constantFrom(
    '{"allowedClusters":["standalone"]}',
    '[1,2]',
    '-1',
    'null',
    '"latest"',
    '{"ledgerId":-5,"entryId":"x"}',
    '{"messages":[{"payload":1}]}',
  ),
);

describe('fuzz', () => {
  it('answers random requests without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'PUT', 'POST', 'DELETE'),
        prefix,
        fc.array(segment, { maxLength: 6 }),
        fc.option(fc.constantFrom('force=true', 'perPartition=false', 'authoritative=true', 'mode=ALL'), {
          nil: undefined,
        }),
        body,
        async (method, start, segments, query, payload) => {
          const url = `${simulator.url}${start}/${segments.join('/')}${query ? `?${query}` : ''}`;
          const init: RequestInit = { method, redirect: 'manual' };
          if (payload !== undefined && method !== 'GET') {
            init.body = payload;
            init.headers = { 'content-type': 'application/json' };
          }
          const response = await fetch(url, init);
          await response.arrayBuffer();
          expect(response.status, `${method} ${url} ${payload ?? ''}`).toBeLessThan(500);
        },
      ),
      { numRuns: 400, seed: 20260101 },
    );
    expect((await fetch(`${simulator.url}/admin/v2/clusters`)).status).toBe(200);
  });
});
