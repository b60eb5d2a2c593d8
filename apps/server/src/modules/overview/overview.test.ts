// The overview against the simulator with the real collector, on SQLite and (server-postgres)
// PostgreSQL: every count equals what Pulsar's own REST API says, the largest backlogs equal the
// brokers' own msgBacklog figures, the last hour sums the namespace history, a broker that fails its
// poll and a read-only bookie are listed, and an admin sees only its tenants.
import { OVERVIEW_PATH, type OverviewResponse } from '@beacon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';
import {
  addEnvironment,
  clearFaults,
  frozenSimulator,
  getAs,
  injectFault,
  type Simulator,
} from '../../test-support/catalog-helpers.ts';

const ENVIRONMENT = 'demo';

async function rest<T>(url: string): Promise<T> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
}

/**
 * Each cluster's active brokers, asked of that cluster's own service URL: without authorization a
 * broker answers `GET /brokers/{any cluster}` with its own cluster's brokers (PulsarWebResource
 * isValidCluster, BrokersBase.getActiveBrokers, 4.0.7), so asking one broker about every cluster
 * counts its own cluster again for each.
 */
async function brokersOfEveryCluster(admin: string, clusters: readonly string[]): Promise<number> {
  let brokers = 0;
  for (const cluster of clusters) {
    const { serviceUrl } = await rest<{ serviceUrl: string }>(`${admin}/clusters/${cluster}`);
    brokers += (await rest<string[]>(`${serviceUrl}/admin/v2/brokers/${cluster}`)).length;
  }
  return brokers;
}

/** What Pulsar itself says, read straight from the simulator's REST API, tenant by tenant. */
async function pulsarFigures(simulator: Simulator, tenantsShown?: readonly string[]) {
  const admin = `${simulator.url}/admin/v2`;
  const tenants = (await rest<string[]>(`${admin}/tenants`)).filter(
    (tenant) => !tenantsShown || tenantsShown.includes(tenant),
  );
  let namespaces = 0;
  for (const tenant of tenants) namespaces += (await rest<string[]>(`${admin}/namespaces/${tenant}`)).length;
  const clusters = await rest<string[]>(`${admin}/clusters`);
  const brokers = await brokersOfEveryCluster(admin, clusters);
  const writable = await rest<Record<string, unknown>>(
    `${simulator.bookieUrl}/api/v1/bookie/list_bookies?type=rw`,
  );
  const readOnly = await rest<Record<string, unknown>>(
    `${simulator.bookieUrl}/api/v1/bookie/list_bookies?type=ro`,
  );

  // Per topic (partitions collapsed) and per subscription, from every broker's broker-stats.
  const topics = new Set<string>();
  const subscriptions = new Map<string, number>();
  const namespaceBacklogs = new Map<string, number>();
  const subscriptionNames = new Set<string>();
  let producers = 0;
  let consumers = 0;
  for (const broker of simulator.brokers) {
    const answer = await rest<
      Record<string, Record<string, Record<string, Record<string, Record<string, unknown>>>>>
    >(`${broker.url}/admin/v2/broker-stats/topics`);
    for (const [namespace, bundles] of Object.entries(answer))
      for (const domains of Object.values(bundles))
        for (const entries of Object.values(domains))
          for (const [name, stats] of Object.entries(entries)) {
            if (!tenants.includes(namespace.split('/')[0]!)) continue;
            const parent = name.replace(/-partition-\d+$/, '');
            topics.add(parent);
            producers += stats.producerCount as number;
            for (const [subscription, figures] of Object.entries(
              stats.subscriptions as Record<string, { msgBacklog: number; consumers: unknown[] }>,
            )) {
              consumers += figures.consumers.length;
              subscriptionNames.add(`${parent} ${subscription}`);
              const key = `${parent} ${subscription}`;
              subscriptions.set(key, (subscriptions.get(key) ?? 0) + figures.msgBacklog);
              namespaceBacklogs.set(namespace, (namespaceBacklogs.get(namespace) ?? 0) + figures.msgBacklog);
            }
          }
  }
  const largest = (entries: Map<string, number>) =>
    [...entries]
      .filter(([, backlog]) => backlog > 0)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10);
  return {
    counts: {
      clusters: clusters.length,
      brokers,
      bookies: Object.keys(writable).length + Object.keys(readOnly).length,
      tenants: tenants.length,
      namespaces,
      topics: topics.size,
      producers,
      subscriptions: subscriptionNames.size,
      consumers,
    },
    topSubscriptions: largest(subscriptions),
    topNamespaces: largest(namespaceBacklogs),
  };
}

describe('the overview (demo)', () => {
  let simulator: Simulator;
  let server: ServerWithSuperuser;
  let session: SessionClient;
  const overview = async (as: SessionClient = session) => {
    const response = await getAs(server, as, OVERVIEW_PATH, ENVIRONMENT);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OverviewResponse>();
  };

  beforeAll(async () => {
    simulator = await frozenSimulator('demo');
    server = await createServerWithSuperuser();
    session = await server.loggedIn();
    await addEnvironment(session, ENVIRONMENT, simulator);
    await server.app.catalog.collector.collectNow();
  });
  afterAll(async () => {
    await server.app.close();
    await simulator.close();
  });

  it('counts what Pulsar lists and the brokers report, and lists the largest backlogs', async () => {
    const expected = await pulsarFigures(simulator);
    const answer = await overview();
    expect(answer.scope).toBe('environment');
    expect(answer.problems).toEqual([]);
    expect(answer.counts).toEqual(expected.counts);
    // The demo has traffic and backlog: the comparison is not between two zeros.
    expect(expected.counts.topics).toBeGreaterThan(0);
    expect(expected.topSubscriptions.length).toBeGreaterThan(0);
    expect(
      answer.topSubscriptions.map((entry) => [
        `${entry.domain}://${entry.tenant}/${entry.namespace}/${entry.topic} ${entry.subscription}`,
        entry.backlog,
      ]),
    ).toEqual(expected.topSubscriptions);
    expect(
      answer.topNamespaces.map((entry) => [`${entry.tenant}/${entry.namespace}`, entry.backlog]),
    ).toEqual(expected.topNamespaces);
    expect(answer.unhealthyBrokers).toEqual([]);
    expect(answer.unhealthyBookies).toEqual([]);
    expect(answer.unavailableBookies).toBe(0);
  });

  it('draws the last hour from the namespace history, one point per minute', async () => {
    const first = await overview();
    expect(first.history).toHaveLength(1);
    expect(first.history[0]!.inMsg).toBeCloseTo(first.traffic.inMsg, 2);
    expect(first.traffic.inMsg).toBeGreaterThan(0);
    server.app.clock.advance(60_000);
    simulator.runtime.advance(60_000);
    await server.app.catalog.collector.collectNow();
    const second = await overview();
    expect(second.history.map((point) => point.at)).toEqual([
      first.history[0]!.at,
      first.history[0]!.at + 60_000,
    ]);
    expect(second.history[1]!.outMsg).toBeCloseTo(second.traffic.outMsg, 2);
  });

  it('lists a broker that fails its poll and a read-only bookie', async () => {
    const failing = simulator.brokers[1]!;
    const bookie = [...simulator.runtime.state.bookies.values()][0]!;
    await injectFault(simulator, {
      broker: failing.id,
      pathPrefix: '/admin/v2/broker-stats/topics',
      status: 500,
    });
    bookie.readOnly = true;
    try {
      server.app.clock.advance(30_000);
      await server.app.catalog.collector.collectNow();
      const answer = await overview();
      expect(answer.unhealthyBrokers).toHaveLength(1);
      expect(answer.unhealthyBrokers![0]).toMatchObject({ cluster: failing.cluster, broker: failing.id });
      expect(answer.unhealthyBrokers![0]!.error).not.toBe('');
      expect(answer.unhealthyBookies).toEqual([{ bookie: bookie.id, state: 'read-only' }]);
      // Still counted: a read-only bookie is a bookie.
      expect(answer.counts.bookies).toBe(simulator.runtime.state.bookies.size);
    } finally {
      bookie.readOnly = false;
      await clearFaults(simulator);
      server.app.clock.advance(30_000);
      await server.app.catalog.collector.collectNow();
    }
    expect((await overview()).unhealthyBrokers).toEqual([]);
  });

  it('shows an admin the same figures for its tenants only, and nothing of the infrastructure', async () => {
    const tenantAdmin = await server.loggedInTenantAdmin(['acme']);
    const expected = await pulsarFigures(simulator, ['acme']);
    const answer = await overview(tenantAdmin);
    expect(answer.scope).toBe('tenants');
    expect(answer.tenants).toEqual(['acme']);
    expect(answer.counts).toEqual({ ...expected.counts, clusters: null, brokers: null, bookies: null });
    expect(answer.unhealthyBrokers).toBeNull();
    expect(answer.unhealthyBookies).toBeNull();
    expect(answer.topNamespaces.every((entry) => entry.tenant === 'acme')).toBe(true);
    expect(answer.topSubscriptions.map((entry) => entry.backlog)).toEqual(
      expected.topSubscriptions.map(([, backlog]) => backlog),
    );
    const everything = await overview();
    expect(answer.traffic.inMsg).toBeLessThan(everything.traffic.inMsg);
  });

  it('asks for a session, an environment the caller holds something in, and a role', async () => {
    expect((await getAs(server, undefined, OVERVIEW_PATH, ENVIRONMENT)).statusCode).toBe(401);
    const missing = await getAs(server, session, OVERVIEW_PATH, undefined);
    expect(missing.statusCode).toBe(400);
    const unknown = await getAs(server, session, OVERVIEW_PATH, 'nowhere');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).not.toBe('');
    const admin = await server.loggedInTenantAdmin(['acme']);
    const strangerEnvironment = await getAs(server, admin, OVERVIEW_PATH, 'nowhere');
    expect(strangerEnvironment.statusCode).toBe(400);
  });
});

describe('the overview of two clusters sharing a configuration store (geo)', () => {
  let simulator: Simulator;
  let server: ServerWithSuperuser;

  beforeAll(async () => {
    simulator = await frozenSimulator('geo');
    server = await createServerWithSuperuser();
    await addEnvironment(await server.loggedIn(), ENVIRONMENT, simulator);
    await server.app.catalog.collector.collectNow();
  });
  afterAll(async () => {
    await server.app.close();
    await simulator.close();
  });

  it("counts each cluster's brokers once, asked of that cluster (3, not us-east's 2 twice)", async () => {
    const admin = `${simulator.url}/admin/v2`;
    const clusters = await rest<string[]>(`${admin}/clusters`);
    expect(clusters.sort()).toEqual(['eu-west', 'us-east']);
    // What the environment URL (a us-east broker) says of eu-west is us-east's own list.
    expect(await rest<string[]>(`${admin}/brokers/eu-west`)).toHaveLength(2);
    const expected = await brokersOfEveryCluster(admin, clusters);
    expect(expected).toBe(3);

    const session = await server.loggedIn();
    const response = await getAs(server, session, OVERVIEW_PATH, ENVIRONMENT);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<OverviewResponse>();
    expect(answer.problems).toEqual([]);
    expect(answer.counts.clusters).toBe(2);
    expect(answer.counts.brokers).toBe(expected);
  });
});
