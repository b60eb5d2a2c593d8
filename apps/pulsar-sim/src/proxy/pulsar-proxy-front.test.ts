import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../simulator.ts';
import { getJson, startTestSimulator } from '../test-support/simulator-fixture.ts';

// Behind a Pulsar proxy (pulsar-proxy 4.0: ProxyServiceStarter.addWebServerHandlers, AdminProxyHandler):
// only /admin and /lookup reach the brokers, the proxy follows their 307s itself, and the brokers
// advertise names that only the proxy can resolve.

let simulator: RunningSimulator | undefined;
afterEach(async () => {
  await simulator?.close();
  simulator = undefined;
});

describe('pulsarProxy', () => {
  it('advertises broker names nobody else resolves, in ids, cluster data and lookups', async () => {
    simulator = await startTestSimulator({ scenario: 'demo', pulsarProxy: true });
    const proxyUrl = simulator.proxyUrl ?? '';
    expect(simulator.url).toBe(proxyUrl);
    expect(simulator.brokers.map((broker) => new URL(broker.url).hostname)).toEqual([
      'broker-0.pulsar.invalid',
      'broker-1.pulsar.invalid',
    ]);
    const brokers = await getJson(`${proxyUrl}/admin/v2/brokers/standalone`);
    expect(brokers.status).toBe(200);
    expect((brokers.body as string[]).sort()).toEqual(simulator.brokers.map((broker) => broker.id).sort());
    const cluster = await getJson(`${proxyUrl}/admin/v2/clusters/standalone`);
    expect((cluster.body as { serviceUrl: string }).serviceUrl).toBe(simulator.brokers[0]?.url);
    const lookup = await getJson(`${proxyUrl}/lookup/v2/topic/persistent/sample/orders/created`);
    expect(lookup.status).toBe(200);
    expect((lookup.body as { httpUrl: string }).httpUrl).toMatch(/^http:\/\/broker-\d\.pulsar\.invalid:\d+$/);
  });

  it('follows the brokers’ 307s itself, repeating method and body', async () => {
    simulator = await startTestSimulator({ scenario: 'demo', pulsarProxy: true });
    const proxyUrl = simulator.proxyUrl ?? '';
    const owners = new Set<string>();
    // Round robin over both brokers: one of the two calls lands on the broker that does not own the topic.
    for (let call = 0; call < 2; call += 1) {
      const stats = await getJson(`${proxyUrl}/admin/v2/persistent/sample/orders/created/stats`);
      expect(stats.status).toBe(200);
      owners.add((stats.body as { ownerBroker: string }).ownerBroker);
    }
    expect(owners.size).toBe(1);
    for (let call = 0; call < 2; call += 1) {
      const reset = await getJson(
        `${proxyUrl}/admin/v2/persistent/sample/orders/created/subscription/audit/resetcursor`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ledgerId: -1, entryId: -1, partitionIndex: -1 }),
        },
      );
      expect(reset.status).toBe(204);
    }
  });

  it('follows a redirect to another cluster’s advertised service URL (geo)', async () => {
    simulator = await startTestSimulator({ scenario: 'geo', pulsarProxy: true });
    const proxyUrl = simulator.proxyUrl ?? '';
    // The proxy belongs to us-east; public/eu-only lives on eu-west only, so its topics answer a 307
    // to eu-west's service URL, a name only the proxy resolves.
    const answer = await getJson(`${proxyUrl}/admin/v2/persistent/public/eu-only/audit/stats`);
    expect(answer.status).toBe(200);
    const euBroker = simulator.brokers.find((broker) => broker.cluster === 'eu-west');
    expect((answer.body as { ownerBroker: string }).ownerBroker).toBe(euBroker?.id);
  });

  it('answers Jetty’s 404 for paths it does not route, and its own /metrics', async () => {
    simulator = await startTestSimulator({ scenario: 'demo', pulsarProxy: true });
    const proxyUrl = simulator.proxyUrl ?? '';
    const produce = await getJson(`${proxyUrl}/topics/persistent/sample/orders/created`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ payload: 'x' }] }),
    });
    expect(produce.status).toBe(404);
    expect(produce.text).toContain('HTTP ERROR 404 Not Found');
    const metrics = await fetch(`${proxyUrl}/metrics`);
    const text = await metrics.text();
    expect(metrics.status).toBe(200);
    expect(text).toContain('pulsar_proxy_active_connections');
    expect(text).not.toContain('pulsar_topics_count');
  });
});
