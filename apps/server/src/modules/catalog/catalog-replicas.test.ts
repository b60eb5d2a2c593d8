// Several Beacon processes on one database: exactly one collects (the lease holder), every replica
// serves the figures it wrote, another takes over when the holder lets go, and the loop ends with
// the server (no pass after close).
import type { TopicListResponse } from '@beacon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import {
  createServerWithSuperuser,
  type FakeBroker,
  type ServerWithSuperuser,
  SessionClient,
  startFakeBroker,
} from '../../test-support/index.ts';

/** A one-broker Pulsar with one namespace of two topics, whose broker-stats calls are counted. */
function startCountingBroker(): Promise<FakeBroker> {
  const json = (value: unknown) => ({
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(value),
  });
  return startFakeBroker({
    answer: (request) => {
      const path = request.url.split('?')[0];
      if (path === '/admin/v2/tenants') return json(['shop']);
      if (path === '/admin/v2/tenants/shop') return json({ adminRoles: [], allowedClusters: ['standalone'] });
      if (path === '/admin/v2/namespaces/shop') return json(['shop/orders']);
      if (path === '/admin/v2/persistent/shop/orders')
        return json(['persistent://shop/orders/created', 'persistent://shop/orders/paid']);
      if (path?.startsWith('/admin/v2/') && path.endsWith('/partitioned')) return json([]);
      if (path === '/admin/v2/non-persistent/shop/orders') return json([]);
      if (path === '/admin/v2/broker-stats/topics')
        return json({
          'shop/orders': {
            '0x00000000_0xffffffff': {
              persistent: {
                'persistent://shop/orders/created': {
                  producerCount: 2,
                  subscriptions: { billing: {} },
                  msgRateIn: 12.5,
                  msgThroughputIn: 1250,
                  msgRateOut: 10,
                  msgThroughputOut: 1000,
                  averageMsgSize: 100,
                  storageSize: 4096,
                },
              },
            },
          },
        });
      return undefined;
    },
  });
}

const statsCalls = (broker: FakeBroker) =>
  broker.requests.filter((request) => request.url === '/admin/v2/broker-stats/topics').length;

describe('two replicas on one database', () => {
  let broker: FakeBroker;
  let first: ServerWithSuperuser;
  let second: App;
  let firstSession: SessionClient;
  let secondSession: SessionClient;

  beforeAll(async () => {
    broker = await startCountingBroker();
    first = await createServerWithSuperuser();
    await first.app.server.ready();
    // The second process: same database, same key, same clock, its own collector and caches.
    second = await buildApp({
      database: first.app.database,
      config: first.app.config,
      clock: first.app.clock,
      logger: false,
    });
    await second.server.ready();
    // Both loops have made their first pass (no environment yet) and hold nothing else in flight.
    await Promise.all([first.app.catalog.collector.collectNow(), second.catalog.collector.collectNow()]);
    firstSession = await first.loggedIn();
    secondSession = new SessionClient({ ...first.app, server: second.server });
    expect((await secondSession.login(first.admin.username, first.admin.password)).statusCode).toBe(200);
    const created = await firstSession.request('PUT', '/pulsar-manager/environments/environment', {
      name: 'shared',
      broker: broker.url,
      bookie: broker.url,
    });
    expect(created.statusCode, created.body).toBe(200);
  });
  afterAll(async () => {
    await second.server.close();
    await first.app.close();
    await broker.close();
  });

  const topicsFrom = (server: App, session: SessionClient) =>
    server.server.inject({
      method: 'GET',
      url: '/pulsar-manager/admin/v2/topics/shop/orders/stats',
      headers: { token: session.token!, environment: 'shared' },
    });

  it('collects on exactly one replica and serves the same figures from both', async () => {
    const before = statsCalls(broker);
    for (let pass = 0; pass < 3; pass += 1) {
      await first.app.catalog.collector.collectNow();
      await second.catalog.collector.collectNow();
    }
    // Six passes asked for, three made: only the lease holder reads the brokers.
    expect(statsCalls(broker) - before).toBe(3);
    // Which replica won the lease depends on whose first pass (or start-up tick) came first.
    const holder = (await first.app.catalog.lease.current())?.holder;
    expect([first.app.catalog.lease.holder, second.catalog.lease.holder]).toContain(holder);

    const fromFirst = await topicsFrom(first.app, firstSession);
    const fromSecond = await topicsFrom(second, secondSession);
    expect(fromFirst.statusCode, fromFirst.body).toBe(200);
    expect(fromSecond.json()).toEqual(fromFirst.json());
    const created = fromSecond.json<TopicListResponse>().topics.find((topic) => topic.topic === 'created');
    expect(created).toMatchObject({
      producers: 2,
      subscriptions: 1,
      inMsg: 12.5,
      inBytes: 1250,
      storageSize: 4096,
    });
    expect(fromSecond.json<TopicListResponse>().topics.find((topic) => topic.topic === 'paid')).toMatchObject(
      {
        inMsg: 0,
        clusters: [],
      },
    );

    const status = await secondSession.request('GET', '/pulsar-manager/catalog/status');
    expect(status.json()).toMatchObject({
      replica: second.catalog.lease.holder,
      leaseHolder: holder,
      environments: [{ environment: 'shared', topicCount: 1, failedBrokers: [], collectedBy: holder }],
    });
  });

  it('hands the collection over when the holder stops', async () => {
    await first.app.catalog.collector.stop();
    expect(first.app.catalog.collector.running).toBe(false);
    const before = statsCalls(broker);
    await second.catalog.collector.collectNow();
    expect(statsCalls(broker) - before).toBe(1);
    expect((await second.catalog.lease.current())?.holder).toBe(second.catalog.lease.holder);
  });
});

describe('the collector loop', () => {
  let broker: FakeBroker;
  let server: ServerWithSuperuser;

  beforeAll(async () => {
    broker = await startCountingBroker();
  });
  afterAll(() => broker.close());

  it('polls every interval while the server runs and never after it closed', async () => {
    server = await createServerWithSuperuser({ statsIntervalMs: 20 });
    const session = await server.loggedIn();
    await session.request('PUT', '/pulsar-manager/environments/environment', {
      name: 'looped',
      broker: broker.url,
      bookie: broker.url,
    });
    const started = statsCalls(broker);
    try {
      await expect.poll(() => statsCalls(broker) - started, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
      expect(server.app.catalog.collector.running).toBe(true);
    } finally {
      await server.app.close();
    }
    expect(server.app.catalog.collector.running).toBe(false);
    const afterClose = statsCalls(broker);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(statsCalls(broker)).toBe(afterClose);
  });
});
