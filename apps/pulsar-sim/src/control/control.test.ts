import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../simulator.ts';
import { getJson, startTestSimulator } from '../test-support/simulator-fixture.ts';

// The control API: off by default; reset, scenario load, traffic advance and fault injection.

let simulator: RunningSimulator | undefined;
afterEach(async () => {
  await simulator?.close();
  simulator = undefined;
});

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('control API', () => {
  it('is not served unless enabled', async () => {
    simulator = await startTestSimulator();
    expect((await getJson(`${simulator.url}/_sim/info`)).status).toBe(404);
  });

  it('injects an error status and latency on a path, once', async () => {
    simulator = await startTestSimulator({ control: true });
    const created = await post(`${simulator.url}/_sim/faults`, {
      pathPrefix: '/admin/v2/tenants',
      status: 503,
      reason: 'Injected outage',
      times: 1,
    });
    expect(created.status).toBe(201);
    expect(await getJson(`${simulator.url}/admin/v2/tenants`)).toMatchObject({
      status: 503,
      body: { reason: 'Injected outage' },
    });
    expect((await getJson(`${simulator.url}/admin/v2/tenants`)).status).toBe(200);
    await post(`${simulator.url}/_sim/faults`, { pathPrefix: '/admin/v2/clusters', latencyMs: 150 });
    const started = performance.now();
    expect((await getJson(`${simulator.url}/admin/v2/clusters`)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect((await fetch(`${simulator.url}/_sim/faults`, { method: 'DELETE' })).status).toBe(204);
  });

  it('resets connections and takes a broker out on an outage', async () => {
    simulator = await startTestSimulator({ control: true });
    const [first, second] = simulator.brokers;
    await post(`${simulator.url}/_sim/faults`, { broker: second?.id, outage: true });
    await expect(fetch(`${second?.url ?? ''}/admin/v2/clusters`)).rejects.toThrow();
    expect((await getJson(`${first?.url ?? ''}/admin/v2/brokers/standalone`)).body).toEqual([first?.id]);
    await post(`${simulator.url}/_sim/faults`, { pathPrefix: '/admin/v2/tenants', connectionReset: true });
    await expect(fetch(`${first?.url ?? ''}/admin/v2/tenants`)).rejects.toThrow();
  });

  it('resets the data and advances the traffic', async () => {
    simulator = await startTestSimulator({ control: true });
    await fetch(`${simulator.url}/admin/v2/tenants/extra`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ allowedClusters: ['standalone'] }),
    });
    expect((await post(`${simulator.url}/_sim/advance`, { milliseconds: 5000 })).status).toBe(204);
    expect((await fetch(`${simulator.url}/_sim/reset`, { method: 'POST' })).status).toBe(204);
    expect((await getJson(`${simulator.url}/admin/v2/tenants`)).body).toEqual(['acme', 'public', 'sample']);
    expect((await post(`${simulator.url}/_sim/scenario`, { name: 'auth' })).status).toBe(204);
    expect((await getJson(`${simulator.url}/_sim/info`)).body).toMatchObject({ scenario: 'auth' });
    expect((await post(`${simulator.url}/_sim/scenario`, { name: 'geo' })).status).toBe(400);
  });
});
