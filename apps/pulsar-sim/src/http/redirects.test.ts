import { afterEach, describe, expect, it } from 'vitest';
import { bundleForTopic, ownerOf } from '../core/bundles.ts';
import type { RunningSimulator } from '../simulator.ts';
import { getJson, startTestSimulator } from '../test-support/simulator-fixture.ts';

// 307s are real: each broker has its own port, owns some bundles, and sends clients to the owner.

let simulator: RunningSimulator | undefined;
afterEach(async () => {
  await simulator?.close();
  simulator = undefined;
});

describe('redirects', () => {
  it('sends a topic call to the broker that owns its bundle', async () => {
    simulator = await startTestSimulator({ scenario: 'demo' });
    const { state } = simulator.runtime;
    const topic = 'persistent://sample/orders/created';
    const namespace = state.namespaces.get('sample/orders');
    if (!namespace) throw new Error('demo namespace missing');
    const owner = ownerOf(state, bundleForTopic(namespace, topic), 'standalone');
    const other = simulator.brokers.find((broker) => broker.id !== owner?.id);
    if (!owner || !other) throw new Error('demo needs two brokers');
    const answer = await getJson(`${other.url}/admin/v2/persistent/sample/orders/created/stats`);
    expect(answer.status).toBe(307);
    expect(answer.text).toBe('');
    expect(answer.headers.get('location')).toBe(
      `${owner.webServiceUrl}/admin/v2/persistent/sample/orders/created/stats?authoritative=false`,
    );
    const followed = await getJson(answer.headers.get('location') ?? '');
    expect(followed.status).toBe(200);
    expect(followed.body).toMatchObject({ ownerBroker: owner.id });
  });

  it('moves a bundle to the other broker on unload', async () => {
    simulator = await startTestSimulator({ scenario: 'demo' });
    const { state } = simulator.runtime;
    const namespace = state.namespaces.get('sample/orders');
    const bundle = namespace?.bundles[0];
    if (!namespace || !bundle) throw new Error('demo namespace missing');
    const before = ownerOf(state, bundle, 'standalone')?.id;
    const range = `0x${bundle.lower.toString(16).padStart(8, '0')}_0x${bundle.upper.toString(16).padStart(8, '0')}`;
    const unload = await fetch(`${simulator.url}/admin/v2/namespaces/sample/orders/${range}/unload`, {
      method: 'PUT',
      redirect: 'follow',
    });
    expect([204, 307]).toContain(unload.status);
    const location = unload.status === 307 ? unload.headers.get('location') : undefined;
    if (location) expect((await fetch(location, { method: 'PUT', redirect: 'manual' })).status).toBe(204);
    expect(ownerOf(state, bundle, 'standalone')?.id).not.toBe(before);
  });

  it('sends a namespace of another cluster to that cluster (geo)', async () => {
    simulator = await startTestSimulator({ scenario: 'geo' });
    const usEast = simulator.brokers.find((broker) => broker.cluster === 'us-east');
    const euWest = simulator.clusters['eu-west'];
    const answer = await getJson(`${usEast?.url ?? ''}/admin/v2/namespaces/public/eu-only`, {
      method: 'DELETE',
    });
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toBe(
      `${euWest ?? ''}/admin/v2/namespaces/public/eu-only?authoritative=false`,
    );
    const clusters = await getJson(`${simulator.url}/admin/v2/clusters`);
    expect(clusters.body).toEqual(['us-east', 'eu-west']);
  });

  it('reports replication to the other cluster in topic stats (geo)', async () => {
    simulator = await startTestSimulator({ scenario: 'geo' });
    simulator.runtime.advance(2000);
    const usEast = simulator.clusters['us-east'] ?? '';
    const answer = await fetch(`${usEast}/admin/v2/persistent/global-corp/replicated/events/stats`, {
      redirect: 'follow',
    });
    const stats = (await answer.json()) as {
      replication: Record<string, { connected: boolean; msgRateOut: number }>;
      msgRateIn: number;
    };
    expect(stats.replication['eu-west']?.connected).toBe(true);
    expect(stats.replication['eu-west']?.msgRateOut).toBe(stats.msgRateIn);
  });
});
