// How Beacon learns a deployment (decision 0021): each cluster's brokers asked through that cluster's
// own service URL, a broker's https address learned from its redirect, and a Pulsar proxy recognised
// by brokers whose own addresses do not answer.
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeBroker } from '../../test-support/index.ts';
import { BrokerDispatchers, DEFAULT_ADDRESS_POLICY } from '../environments/index.ts';
import type { BrokerCredentials } from '../environments/index.ts';
import {
  type FakeDeployment,
  json,
  startBehindProxy,
  startDeployment,
} from '../../test-support/deployment-fakes.ts';
import { loadTopology } from './environment-topology.ts';
import { TopologyClient } from './topology-client.ts';

const clientFor = (credentials: BrokerCredentials = {}) =>
  new TopologyClient({
    credentials,
    dispatchers: new BrokerDispatchers(DEFAULT_ADDRESS_POLICY, { connections: 1 }),
    timeoutMs: 2000,
  });

describe('an environment’s topology', () => {
  let deployment: FakeDeployment | undefined;
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await deployment?.close();
    deployment = undefined;
    for (const close of closers.splice(0)) await close();
  });

  const brokersByCluster = (brokers: Map<string, { cluster: string }>) =>
    Object.fromEntries(
      [...new Set([...brokers.values()].map((broker) => broker.cluster))].map((cluster) => [
        cluster,
        [...brokers]
          .filter(([, broker]) => broker.cluster === cluster)
          .map(([id]) => id)
          .sort(),
      ]),
    );

  for (const authorization of [true, false]) {
    it(`lists each cluster’s own brokers with authorization ${authorization ? 'on (307)' : 'off (local list)'}`, async () => {
      deployment = await startDeployment({ clusters: { 'us-east': 2, 'eu-west': 1 }, authorization });
      const [east0, east1, west] = deployment.brokers;
      const topology = await loadTopology(clientFor(), [deployment.url]);
      expect(brokersByCluster(topology.brokers)).toEqual({
        'us-east': [east0!.id, east1!.id].sort(),
        'eu-west': [west!.id],
      });
      expect(topology.clusters.get('eu-west')).toEqual([west!.http.url]);
      expect(topology.mode).toBe('brokers');
      expect(topology.gaps).toEqual([]);
      // eu-west was asked by its own broker, never by a us-east one.
      expect(west!.http.requests.map((request) => request.url)).toContain('/admin/v2/brokers/eu-west');
    });
  }

  it('reaches each broker of a TLS deployment at its https address, learned from its redirect', async () => {
    deployment = await startDeployment({ clusters: { standalone: 2 }, authorization: true, tls: true });
    const [first, second] = deployment.brokers;
    const topology = await loadTopology(clientFor({ tlsCa: deployment.ca }), [deployment.url]);
    // Ids name the http port (Pulsar 4.0's brokerId); Beacon calls the https one.
    expect(Object.fromEntries([...topology.brokers].map(([id, broker]) => [id, broker.url]))).toEqual({
      [first!.id]: first!.https!.url,
      [second!.id]: second!.https!.url,
    });
    expect(topology.trusted).toContain(second!.https!.host);
  });

  it('recognises a Pulsar proxy: brokers that do not answer, reached through the environment URL', async () => {
    const proxy = await startBehindProxy(() => undefined);
    closers.push(() => proxy.close());
    const topology = await loadTopology(clientFor(), [proxy.url]);
    expect(topology.mode).toBe('pulsar-proxy');
    expect(topology.clusters.get('standalone')).toEqual([proxy.url]);
    expect([...topology.brokers.keys()]).toEqual([
      'broker-0.pulsar.invalid:8080',
      'broker-1.pulsar.invalid:8080',
    ]);
    expect([...topology.brokers.values()].map((broker) => broker.url)).toEqual([proxy.url, proxy.url]);
  });

  it('keeps no cluster’s list when two clusters answer the same brokers', async () => {
    // Both clusters name the same URL, whose broker answers its own list for either name.
    const broker = await startFakeBroker({
      overrides: (request, self) => {
        if (request.url === '/admin/v2/clusters') return json(['a', 'b']);
        if (/^\/admin\/v2\/clusters\/[ab]$/.test(request.url)) return json({ serviceUrl: self });
        if (/^\/admin\/v2\/brokers\/[ab]$/.test(request.url)) return json([new URL(self).host]);
        return undefined;
      },
    });
    closers.push(() => broker.close());
    const topology = await loadTopology(clientFor(), [broker.url]);
    expect(topology.brokers.size).toBe(0);
    expect(topology.gaps.map((gap) => gap.cluster).sort()).toEqual(['a', 'b']);
  });
});
