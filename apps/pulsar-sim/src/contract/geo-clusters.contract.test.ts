import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_SCENARIO_SECRET } from '../scenarios/auth.ts';
import type { RunningSimulator } from '../simulator.ts';
import { getJson, startTestSimulator } from '../test-support/simulator-fixture.ts';

// Two clusters as Pulsar 4.0 runs them: one configuration store (tenants, namespaces and their
// policies, clusters, partitioned-topic metadata) and one local store per cluster (brokers, leader,
// bundle boundaries and ownership, topics). Sources: BrokersBase.getActiveBrokers (4.0:
// validateClusterOwnershipAsync, then the load manager's available brokers), PulsarWebResource
// getClusterDataIfDifferentCluster / isValidCluster / getRedirectionUrl / maybeRedirectToBroker,
// PulsarResources (which resources sit on which store). Simulator only: a real deployment of two
// clusters is not what PULSAR_URL points at.

let simulator: RunningSimulator | undefined;
afterEach(async () => {
  await simulator?.close();
  simulator = undefined;
});

const adminToken = () =>
  new SignJWT({ sub: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(Buffer.from(AUTH_SCENARIO_SECRET, 'base64'));

function brokersOf(running: RunningSimulator, cluster: string): { id: string; url: string }[] {
  return running.brokers.filter((broker) => broker.cluster === cluster);
}

function serviceUrl(running: RunningSimulator, cluster: string): string {
  const url = running.clusters[cluster];
  if (!url) throw new Error(`no cluster ${cluster}`);
  return url;
}

describe('geo: brokers of a named cluster', () => {
  it('answers with the asked broker’s own cluster’s brokers when authorization is off, whatever the name', async () => {
    simulator = await startTestSimulator({ scenario: 'geo' });
    const usEast = serviceUrl(simulator, 'us-east');
    const own = brokersOf(simulator, 'us-east').map((broker) => broker.id);
    for (const name of ['us-east', 'eu-west', 'no-such-cluster']) {
      const answer = await getJson(`${usEast}/admin/v2/brokers/${name}`);
      expect(answer.status, name).toBe(200);
      expect((answer.body as string[]).sort(), name).toEqual([...own].sort());
    }
    const euWest = await getJson(`${serviceUrl(simulator, 'eu-west')}/admin/v2/brokers/us-east`);
    expect(euWest.body).toEqual(brokersOf(simulator, 'eu-west').map((broker) => broker.id));
  });

  it('redirects another cluster’s name to that cluster’s service URL when authorization is on, super-users too', async () => {
    simulator = await startTestSimulator({
      scenario: 'geo',
      auth: { secretKey: AUTH_SCENARIO_SECRET, superUserRoles: ['admin'], authorization: true },
    });
    const headers = { authorization: `Bearer ${await adminToken()}` };
    const usEast = serviceUrl(simulator, 'us-east');
    const euWest = serviceUrl(simulator, 'eu-west');
    const moved = await getJson(`${usEast}/admin/v2/brokers/eu-west`, { headers });
    expect(moved.status).toBe(307);
    expect(moved.headers.get('location')).toBe(`${euWest}/admin/v2/brokers/eu-west`);
    const followed = await getJson(moved.headers.get('location') ?? '', { headers });
    expect(followed.body).toEqual(brokersOf(simulator, 'eu-west').map((broker) => broker.id));

    const local = await getJson(`${usEast}/admin/v2/brokers/us-east`, { headers });
    expect(local.status).toBe(200);
    expect((local.body as string[]).length).toBe(2);

    const unknown = await getJson(`${usEast}/admin/v2/brokers/no-such-cluster`, { headers });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ reason: 'Cluster does not exist: cluster=no-such-cluster' });

    const euBroker = brokersOf(simulator, 'eu-west')[0]?.id ?? '';
    const owned = await getJson(`${usEast}/admin/v2/brokers/eu-west/${euBroker}/ownedNamespaces`, {
      headers,
    });
    expect(owned.status).toBe(307);
    expect(owned.headers.get('location')).toBe(
      `${euWest}/admin/v2/brokers/eu-west/${euBroker}/ownedNamespaces`,
    );
  });

  it('names only the local cluster’s brokers for ownedNamespaces and health', async () => {
    simulator = await startTestSimulator({ scenario: 'geo' });
    const usEast = serviceUrl(simulator, 'us-east');
    const euBroker = brokersOf(simulator, 'eu-west')[0]?.id ?? '';
    const answer = await getJson(`${usEast}/admin/v2/brokers/us-east/${euBroker}/ownedNamespaces`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ reason: `Broker id '${euBroker}' not found in available brokers.` });
    const second = brokersOf(simulator, 'us-east')[1];
    const health = await getJson(`${usEast}/admin/v2/brokers/health?brokerId=${second?.id ?? ''}`);
    expect(health.status).toBe(307);
    expect(health.headers.get('location')).toBe(
      `${second?.url ?? ''}/admin/v2/brokers/health?brokerId=${second?.id ?? ''}`,
    );
  });

  it('gives each cluster its own leader and its own bundle owners', async () => {
    simulator = await startTestSimulator({ scenario: 'geo' });
    for (const cluster of ['us-east', 'eu-west']) {
      const url = serviceUrl(simulator, cluster);
      const ids = brokersOf(simulator, cluster).map((broker) => broker.id);
      const leader = await getJson(`${url}/admin/v2/brokers/leaderBroker`);
      expect(ids).toContain((leader.body as { brokerId: string }).brokerId);
      // Touch every bundle of the replicated namespace so that each cluster assigns owners.
      await fetch(`${url}/admin/v2/persistent/global-corp/replicated/events/stats`, { redirect: 'follow' });
      const owners = await Promise.all(
        ids.map(async (id) => {
          const broker = simulator?.brokers.find((candidate) => candidate.id === id);
          const owned = await getJson(
            `${broker?.url ?? ''}/admin/v2/brokers/${cluster}/${id}/ownedNamespaces`,
          );
          return Object.keys(owned.body as Record<string, unknown>);
        }),
      );
      expect(owners.flat().some((bundle) => bundle.startsWith('global-corp/replicated/'))).toBe(true);
    }
  });
});

describe('geo: configuration store shared, topics local', () => {
  it('lists each cluster’s own topics and keeps a replicated topic on both with its own figures', async () => {
    simulator = await startTestSimulator({ scenario: 'geo' });
    const usEast = serviceUrl(simulator, 'us-east');
    const euWest = serviceUrl(simulator, 'eu-west');
    const euTopics = await getJson(`${euWest}/admin/v2/namespaces/public/eu-only/topics`);
    expect(euTopics.body).toEqual(['persistent://public/eu-only/audit']);
    expect(simulator.runtime.stateOf('us-east').topics.has('persistent://public/eu-only/audit')).toBe(false);

    for (const url of [usEast, euWest]) {
      const listed = await getJson(`${url}/admin/v2/namespaces/global-corp/replicated/topics`);
      expect(listed.body).toEqual(['persistent://global-corp/replicated/events']);
    }
    simulator.runtime.advance(1000);
    simulator.runtime.advance(1000);
    const stats = async (url: string) =>
      (await (
        await fetch(`${url}/admin/v2/persistent/global-corp/replicated/events/stats`, { redirect: 'follow' })
      ).json()) as {
        msgRateIn: number;
        msgInCounter: number;
        publishers: unknown[];
        subscriptions: Record<string, unknown>;
        replication: Record<string, unknown>;
      };
    const east = await stats(usEast);
    const west = await stats(euWest);
    expect(east.publishers).toHaveLength(1);
    expect(Object.keys(east.subscriptions).sort()).toEqual(['analytics', 'processor']);
    expect(Object.keys(east.replication)).toEqual(['eu-west']);
    // eu-west's copy has no clients of its own; it receives what us-east's producers published.
    expect(west.publishers).toEqual([]);
    expect(west.subscriptions).toEqual({});
    expect(Object.keys(west.replication)).toEqual(['us-east']);
    expect(west.msgInCounter).toBeGreaterThanOrEqual(100);
    expect(west.msgRateIn).toBeGreaterThan(0);
  });

  it('creates a topic of a replicated namespace on every replication cluster, and deletes it there too', async () => {
    simulator = await startTestSimulator({ scenario: 'geo' });
    const usEast = serviceUrl(simulator, 'us-east');
    const euWest = serviceUrl(simulator, 'eu-west');
    const created = await fetch(`${euWest}/admin/v2/persistent/global-corp/replicated/orders`, {
      method: 'PUT',
      redirect: 'follow',
    });
    expect(created.status).toBe(204);
    const listed = await getJson(`${usEast}/admin/v2/namespaces/global-corp/replicated/topics`);
    expect(listed.body).toContain('persistent://global-corp/replicated/orders');
    const deleted = await fetch(`${usEast}/admin/v2/persistent/global-corp/replicated/orders`, {
      method: 'DELETE',
      redirect: 'follow',
    });
    expect(deleted.status).toBe(204);
    const after = await getJson(`${euWest}/admin/v2/namespaces/global-corp/replicated/topics`);
    expect(after.body).not.toContain('persistent://global-corp/replicated/orders');
  });

  it('shares namespaces and their policies, but not bundle boundaries', async () => {
    simulator = await startTestSimulator({ scenario: 'geo' });
    const usEast = serviceUrl(simulator, 'us-east');
    const euWest = serviceUrl(simulator, 'eu-west');
    const json = { 'content-type': 'application/json' };
    const createdNs = await fetch(`${usEast}/admin/v2/namespaces/global-corp/shared`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ replication_clusters: ['us-east', 'eu-west'] }),
    });
    expect(createdNs.status).toBe(204);
    const ttl = await fetch(`${euWest}/admin/v2/namespaces/global-corp/shared/messageTTL`, {
      method: 'POST',
      headers: json,
      body: '120',
    });
    expect(ttl.status).toBe(204);
    expect((await getJson(`${usEast}/admin/v2/namespaces/global-corp/shared/messageTTL`)).body).toBe(120);
    expect((await getJson(`${euWest}/admin/v2/namespaces/global-corp`)).body).toContain('global-corp/shared');

    const bundles = await getJson(`${usEast}/admin/v2/namespaces/global-corp/shared/bundles`);
    const first = (bundles.body as { boundaries: string[] }).boundaries.slice(0, 2).join('_');
    const split = await fetch(`${usEast}/admin/v2/namespaces/global-corp/shared/${first}/split`, {
      method: 'PUT',
      redirect: 'follow',
    });
    expect(split.status).toBe(204);
    const east = (await getJson(`${usEast}/admin/v2/namespaces/global-corp/shared/bundles`)).body;
    const west = (await getJson(`${euWest}/admin/v2/namespaces/global-corp/shared/bundles`)).body;
    expect((east as { numBundles: number }).numBundles).toBe(5);
    expect((west as { numBundles: number }).numBundles).toBe(4);

    const deleted = await fetch(`${usEast}/admin/v2/namespaces/global-corp/shared?force=false`, {
      method: 'DELETE',
    });
    // Pulsar refuses to delete a namespace replicated to several clusters without force.
    expect(deleted.status).toBe(412);
  });
});
