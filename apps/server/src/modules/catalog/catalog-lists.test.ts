// The enriched lists against the simulator's demo scenario (two brokers): figures equal the brokers'
// own broker-stats with partitions summed, names are live, and paging, sorting, filtering and the
// permission rules behave as documented.
import type {
  ErrorResponse,
  NamespaceListResponse,
  TenantListResponse,
  TopicListResponse,
} from '@beacon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';
import {
  addEnvironment,
  clearFaults,
  expectedFromBrokerStats,
  expectFigures,
  type ExpectedTopic,
  frozenSimulator,
  getAs,
  injectFault,
  type Simulator,
  sumOf,
  writeThroughProxy,
} from '../../test-support/catalog-helpers.ts';

describe('the enriched lists against the demo simulator', () => {
  let simulator: Simulator;
  let server: ServerWithSuperuser;
  let session: SessionClient;
  let expected: Map<string, ExpectedTopic>;
  const get = (url: string, environment: string | undefined = 'demo', as: SessionClient | null = session) =>
    getAs(server, as ?? undefined, url, environment);

  beforeAll(async () => {
    simulator = await frozenSimulator('demo');
    server = await createServerWithSuperuser();
    session = await server.loggedIn();
    await addEnvironment(session, 'demo', simulator);
    await server.app.catalog.collector.collectNow();
    expected = await expectedFromBrokerStats(simulator);
  });
  afterAll(async () => {
    await server.app.close();
    await simulator.close();
  });

  const inNamespace = (namespace: string) =>
    [...expected.entries()].filter(([key]) => key.includes(`://${namespace}/`)).map(([, entry]) => entry);

  it('lists the topics of a namespace with the broker-stats figures, partitions summed', async () => {
    const response = await get('/pulsar-manager/admin/v2/topics/acme/iot/stats?page_size=100');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TopicListResponse>();
    expect(body.stats.collectedAt).toBe(server.app.clock.now());
    expect(body.stats.failedBrokers).toEqual([]);
    expect(
      body.topics.map((topic) => `${topic.persistent}/${topic.topic}:${topic.partitions}`).sort(),
    ).toEqual(['non-persistent/heartbeats:0', 'persistent/commands:2', 'persistent/telemetry:4']);
    const telemetry = body.topics.find((topic) => topic.topic === 'telemetry')!;
    const want = expected.get('standalone|persistent://acme/iot/telemetry')!;
    // The four partitions live on both brokers: the figures are the sum of every partition.
    expect(want.partitions).toBe(4);
    expect(want.inMsg).toBeGreaterThan(0);
    expectFigures(telemetry, sumOf([want]));
    expect(telemetry.producers).toBe(want.producers);
    expect(telemetry.subscriptions).toBe(want.subscriptions.size);
    // One consumer on each of the four partitions: four, as the brokers count them.
    expect(want.consumers).toBe(4);
    expect(telemetry.consumers).toBe(want.consumers);
    expect(telemetry.clusters).toHaveLength(1);
    expect(telemetry.clusters[0]).toMatchObject({
      topic: 'standalone',
      partitions: 4,
      persistent: 'persistent',
      producerCount: want.producers,
      consumerCount: want.consumers,
    });
    expectFigures(telemetry.clusters[0]!, {
      msgRateIn: want.inMsg,
      msgThroughputIn: want.inBytes,
      msgRateOut: want.outMsg,
      msgThroughputOut: want.outBytes,
      storageSize: want.storageSize,
      averageMsgSize: want.inBytes / want.inMsg,
    });
  });

  it('sums the namespaces and tenants from the same figures', async () => {
    const namespaces = (await get('/pulsar-manager/admin/v2/namespaces/acme')).json<NamespaceListResponse>();
    expect(namespaces.data.map((row) => `${row.namespace}:${row.topics}`)).toEqual(['analytics:1', 'iot:3']);
    expectFigures(namespaces.data[1]!, sumOf(inNamespace('acme/iot')));

    const stats = (await get('/pulsar-manager/admin/v2/namespaces/sample/orders/stats')).json<
      Record<string, number>
    >();
    const orders = sumOf(inNamespace('sample/orders'));
    expectFigures(stats, orders);
    expect(stats.msgThroughputIn).toBe(stats.inBytes);

    const tenants = (await get('/pulsar-manager/admin/v2/tenants')).json<TenantListResponse>();
    expect(tenants.data.map((row) => row.tenant)).toEqual(['acme', 'public', 'sample']);
    const sample = tenants.data.find((row) => row.tenant === 'sample')!;
    expect(sample).toMatchObject({
      namespaces: 2,
      allowedClusters: 'standalone',
      adminRoles: 'sample-admin',
    });
    expectFigures(sample, sumOf([...inNamespace('sample/orders'), ...inNamespace('sample/payments')]));
  });

  it('pages, sorts and filters on the server', async () => {
    const byRate = (
      await get('/pulsar-manager/admin/v2/tenants?sort=inMsg&order=desc')
    ).json<TenantListResponse>();
    const rates = byRate.data.map((row) => row.inMsg);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect(rates[0]).toBeGreaterThan(0);

    const second = (
      await get('/pulsar-manager/admin/v2/tenants?page_num=2&page_size=2')
    ).json<TenantListResponse>();
    expect(second).toMatchObject({ isPage: true, total: 3, pageNum: 2, pageSize: 2 });
    expect(second.data.map((row) => row.tenant)).toEqual(['sample']);

    const filtered = (
      await get('/pulsar-manager/admin/v2/topics/acme/iot/stats?filter=TELE')
    ).json<TopicListResponse>();
    expect(filtered.total).toBe(1);
    expect(filtered.topics[0]?.topic).toBe('telemetry');

    const byPartitions = (
      await get('/pulsar-manager/admin/v2/topics/acme/iot/stats?sort=partitions&order=desc&page_size=1')
    ).json<TopicListResponse>();
    expect(byPartitions).toMatchObject({ total: 3, pageSize: 1 });
    expect(byPartitions.topics.map((topic) => topic.topic)).toEqual(['telemetry']);

    const byTopics = (
      await get('/pulsar-manager/admin/v2/namespaces/acme?sort=topics&order=desc')
    ).json<NamespaceListResponse>();
    expect(byTopics.data.map((row) => row.namespace)).toEqual(['iot', 'analytics']);
  });

  it.each([
    ['page_num=0', 'page_num is incorrect, should be greater than 0.'],
    ['page_num=x', 'page_num is incorrect, should be greater than 0.'],
    ['page_size=1001', 'page_size is incorrect, should be greater than 0 and less than 1000.'],
    ['order=up', 'order must be asc or desc'],
    [
      'sort=producers',
      'sort must be one of tenant, namespaces, inMsg, outMsg, inBytes, outBytes, storageSize',
    ],
  ])('refuses the query %s with 400', async (query, message) => {
    const response = await get(`/pulsar-manager/admin/v2/tenants?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().error).toBe(message);
  });

  it('asks for a session, an environment, and a tenant the user administers', async () => {
    const anonymous = await get('/pulsar-manager/admin/v2/tenants', 'demo', null);
    expect(anonymous.statusCode).toBe(401);
    for (const environment of ['', 'nowhere']) {
      const response = await get('/pulsar-manager/admin/v2/namespaces/acme', environment);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorResponse>().error).toBe(
        'Currently there is no active environment, please set one',
      );
    }
    const tenantAdmin = await server.loggedInTenantAdmin(['sample']);
    const own = (
      await get('/pulsar-manager/admin/v2/tenants', 'demo', tenantAdmin)
    ).json<TenantListResponse>();
    expect(own.data.map((row) => row.tenant)).toEqual(['sample']);
    expect((await get('/pulsar-manager/admin/v2/namespaces/sample', 'demo', tenantAdmin)).statusCode).toBe(
      200,
    );
    for (const url of [
      '/pulsar-manager/admin/v2/namespaces/acme',
      '/pulsar-manager/admin/v2/namespaces/acme/iot/stats',
      '/pulsar-manager/admin/v2/topics/acme/iot/stats',
    ]) {
      const response = await get(url, 'demo', tenantAdmin);
      expect(response.statusCode, url).toBe(403);
      expect(response.json<ErrorResponse>().error).toBe('This user no permissions for this resource');
    }
    expect((await get('/pulsar-manager/catalog/status', 'demo', tenantAdmin)).statusCode).toBe(403);
  });

  it('lists a namespace and a topic created through Beacon a moment ago, with zero figures', async () => {
    // Read first, so the short cache of live lists holds the old answer.
    expect(
      (await get('/pulsar-manager/admin/v2/namespaces/sample')).json<NamespaceListResponse>().total,
    ).toBe(2);
    const namespace = await writeThroughProxy(
      server,
      session,
      'PUT',
      '/admin/v2/namespaces/sample/fresh',
      'demo',
    );
    expect(namespace.statusCode, namespace.body).toBeLessThan(300);
    const namespaces = (
      await get('/pulsar-manager/admin/v2/namespaces/sample')
    ).json<NamespaceListResponse>();
    expect(namespaces.data.map((row) => row.namespace)).toEqual(['fresh', 'orders', 'payments']);
    expect(namespaces.data[0]).toMatchObject({ topics: 0, inMsg: 0, storageSize: 0 });

    const topic = await writeThroughProxy(
      server,
      session,
      'PUT',
      '/admin/v2/persistent/sample/fresh/brand-new',
      'demo',
    );
    expect(topic.statusCode, topic.body).toBeLessThan(300);
    const topics = (
      await get('/pulsar-manager/admin/v2/topics/sample/fresh/stats')
    ).json<TopicListResponse>();
    expect(topics.topics).toEqual([
      expect.objectContaining({ topic: 'brand-new', partitions: 0, producers: 0, inMsg: 0, clusters: [] }),
    ]);
  });

  it('maps a broker error to its status and an unreachable environment to 502 naming it', async () => {
    const missing = await get('/pulsar-manager/admin/v2/namespaces/no-such-tenant');
    expect(missing.statusCode).toBe(404);
    // Past the short cache of live lists, every broker resets the connection.
    server.app.clock.advance(10_000);
    await injectFault(simulator, { pathPrefix: '/admin/v2/tenants', connectionReset: true });
    try {
      const unreachable = await get('/pulsar-manager/admin/v2/tenants');
      expect(unreachable.statusCode).toBe(502);
      expect(unreachable.json<ErrorResponse>().error).toContain("environment 'demo'");
    } finally {
      await clearFaults(simulator);
    }
  });

  it('reads the live lists afresh once the environment is saved anew (environments announces the change)', async () => {
    const before = await get('/pulsar-manager/admin/v2/namespaces/sample');
    expect(before.json<NamespaceListResponse>().data.map((row) => row.namespace)).not.toContain('direct');
    // Made at the broker, not through Beacon: no proxied write tells the catalogue of it.
    const made = await fetch(`${simulator.url}/admin/v2/namespaces/sample/direct`, { method: 'PUT' });
    expect(made.status).toBeLessThan(300);
    const saved = await session.request('POST', '/pulsar-manager/environments/environment', {
      name: 'demo',
      broker: simulator.url,
      bookie: simulator.bookieUrl,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // The clock has not moved: the cached list is still young, only the announcement drops it.
    const after = await get('/pulsar-manager/admin/v2/namespaces/sample');
    expect(after.json<NamespaceListResponse>().data.map((row) => row.namespace)).toContain('direct');
  });
});
