// Several Beacon processes on one database: exactly one collects (the lease holder), every replica
// serves the figures it wrote, another takes over when the holder lets go or crashes (within two
// intervals, whatever the replicas' clocks say), a long pass keeps its lease, a holder that lost the
// lease abandons its pass, and the loop ends with the server (no pass after close).
import type { TopicListResponse } from '@beacon/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { ManualClock } from '../../clock.ts';
import {
  createServerWithSuperuser,
  type FakeBroker,
  type ServerWithSuperuser,
  SessionClient,
  startFakeBroker,
} from '../../test-support/index.ts';

/**
 * A one-broker Pulsar with one namespace of two topics, whose broker-stats calls are counted (and
 * answered after `statsDelayMs`, a broker slow to gather them).
 */
function startCountingBroker(statsDelayMs = 0): Promise<FakeBroker> {
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
        return withDelay(statsDelayMs, {
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

function withDelay(delayMs: number, value: unknown) {
  return {
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(value),
    delayMs,
  };
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
      strictAnswers: true,
    });
    await second.server.ready();
    // Both loops have made their first pass (no environment yet) and hold nothing else in flight.
    await Promise.all([first.app.catalog.collector.collectNow(), second.catalog.collector.collectNow()]);
    firstSession = await first.loggedIn();
    secondSession = new SessionClient({ ...first.app, server: second.server });
    expect((await secondSession.login(first.admin.username, first.admin.password)).statusCode).toBe(200);
    await firstSession.addEnvironment({ name: 'shared', broker: broker.url });
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

const HOUR_MS = 60 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Another replica on the server's database and configuration, with its own clock. */
async function replicaOf(server: ServerWithSuperuser, clock: ManualClock): Promise<App> {
  return buildApp({
    database: server.app.database,
    config: server.app.config,
    clock,
    logger: false,
    strictAnswers: true,
  });
}

describe('replicas whose clocks are an hour apart', () => {
  let broker: FakeBroker;
  let holder: ServerWithSuperuser;
  let ahead: App;

  beforeAll(async () => {
    broker = await startCountingBroker();
    holder = await createServerWithSuperuser();
    const session = await holder.loggedIn();
    await session.addEnvironment({ name: 'skewed', broker: broker.url });
    await holder.app.catalog.collector.collectNow();
    ahead = await replicaOf(holder, new ManualClock(holder.app.clock.now() + HOUR_MS));
    await ahead.server.ready();
  });
  afterAll(async () => {
    await ahead.server.close();
    await holder.app.close();
    await broker.close();
  });

  it('cannot take a live lease with a clock that runs ahead', async () => {
    expect((await holder.app.catalog.lease.current())?.holder).toBe(holder.app.catalog.lease.holder);
    const before = statsCalls(broker);
    for (let pass = 0; pass < 3; pass += 1) {
      await ahead.catalog.collector.collectNow();
      await holder.app.catalog.collector.collectNow();
    }
    expect(statsCalls(broker) - before).toBe(3);
    expect((await holder.app.catalog.lease.current())?.holder).toBe(holder.app.catalog.lease.holder);
  });
});

describe('a lease holder that crashes', () => {
  const INTERVAL_MS = 1500;
  let broker: FakeBroker;
  let survivor: ServerWithSuperuser;
  let crashed: App;

  beforeAll(async () => {
    broker = await startCountingBroker();
    survivor = await createServerWithSuperuser({ statsIntervalMs: INTERVAL_MS });
    // Its clock an hour ahead of the survivor's, which the test never moves: lease times that came
    // from the replicas' clocks would keep its lease alive long after it died.
    crashed = await replicaOf(survivor, new ManualClock(survivor.app.clock.now() + HOUR_MS));
  });
  afterAll(async () => {
    // Its collector was never started; closing only releases a lease it no longer holds.
    await crashed.server.close();
    await survivor.app.close();
    await broker.close();
  });

  it('is replaced by a survivor whose pass completes within two intervals of the crash', async () => {
    // The crashed replica's server is never started, so its lease is renewed only by the test, as its
    // timer would: until the "kill", when renewals stop without a release.
    const { lease } = crashed.catalog;
    const ttlMs = crashed.catalog.collector.leaseTtlMs;
    expect(await lease.acquire(ttlMs)).toBe(true);
    let lastRenewal = Promise.resolve(true);
    const renewals = setInterval(() => {
      lastRenewal = lease.acquire(ttlMs);
    }, crashed.catalog.collector.leaseTendMs);
    try {
      // The survivor starts (its loop runs from its first request) and adds the environment.
      const session = await survivor.loggedIn();
      await session.addEnvironment({ name: 'failover', broker: broker.url });
      await crashed.catalog.collector.collectNow();
      // Over two of its attempts to take the lease, the survivor does not collect.
      await sleep(INTERVAL_MS * 1.5);
      const headers = await survivor.app.catalog.store.headers();
      expect(headers.map((header) => header.collectedBy)).toEqual([lease.holder]);
      expect(statsCalls(broker)).toBe(1);
    } finally {
      clearInterval(renewals);
    }
    expect(await lastRenewal).toBe(true);
    const crashedAt = performance.now();

    const survivorName = survivor.app.catalog.lease.holder;
    const collectedBy = async () => (await survivor.app.catalog.store.headers())[0]?.collectedBy;
    while ((await collectedBy()) !== survivorName && performance.now() - crashedAt < 4 * INTERVAL_MS) {
      await sleep(10);
    }
    const takeoverMs = performance.now() - crashedAt;
    console.info(
      `in-process failover: the survivor's first pass was stored ${takeoverMs.toFixed(0)} ms after the ` +
        `holder stopped renewing (interval ${INTERVAL_MS} ms)`,
    );
    expect(await collectedBy()).toBe(survivorName);
    expect(takeoverMs).toBeLessThanOrEqual(2 * INTERVAL_MS);
  });
});

// Two servers, a login and an environment before anything is measured: on a loaded machine that setup
// alone has taken most of Vitest's default 5 s (a clean-clone run beside other work), while what each
// case checks is bounded by its own polls and sleeps.
describe('the lease during a pass', { timeout: 30_000 }, () => {
  const INTERVAL_MS = 300;
  let broker: FakeBroker;
  let first: ServerWithSuperuser;
  let second: App;

  afterEach(async () => {
    await second.server.close();
    await first.app.close();
    await broker.close();
  });

  /** Two running replicas, the first holding the lease, and an environment on `broker`. */
  async function twoReplicas(statsDelayMs: number) {
    broker = await startCountingBroker(statsDelayMs);
    first = await createServerWithSuperuser({ statsIntervalMs: INTERVAL_MS });
    const session = await first.loggedIn();
    await first.app.catalog.collector.collectNow();
    expect((await first.app.catalog.lease.current())?.holder).toBe(first.app.catalog.lease.holder);
    second = await replicaOf(first, first.app.clock);
    await second.server.ready();
    await session.addEnvironment({ name: 'during', broker: broker.url });
  }

  it('is kept by a pass that lasts several lease times', async () => {
    await twoReplicas(4 * INTERVAL_MS);
    await expect
      .poll(() => first.app.catalog.store.headers(), { timeout: 10 * INTERVAL_MS, interval: 20 })
      .toHaveLength(1);
    // Stored by the holder; the other replica never took over and never polled the broker.
    expect((await first.app.catalog.store.headers())[0]?.collectedBy).toBe(first.app.catalog.lease.holder);
    expect(statsCalls(broker)).toBe(1);
    expect((await second.catalog.lease.current())?.holder).toBe(first.app.catalog.lease.holder);
  });

  it('is abandoned, broker calls and all, by a holder that finds it lost the lease', async () => {
    await twoReplicas(30 * INTERVAL_MS);
    await expect.poll(() => statsCalls(broker), { timeout: 10 * INTERVAL_MS, interval: 20 }).toBe(1);
    // Taken by a replica the database believes in (say this one stalled past its lease time).
    await first.app.database.db
      .updateTable('catalog_leases')
      .set({ holder: 'another-replica', expires_at: Date.now() + HOUR_MS })
      .execute();
    const stolenAt = performance.now();
    // Queued behind the pass in progress: resolves once that pass has ended.
    await first.app.catalog.collector.collectNow();
    const endedMs = performance.now() - stolenAt;
    expect(endedMs).toBeLessThan(2 * INTERVAL_MS);
    await sleep(3 * INTERVAL_MS);
    expect(statsCalls(broker)).toBe(1);
    expect(await first.app.catalog.store.headers()).toEqual([]);
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
      await expect.poll(() => statsCalls(broker) - started, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
      expect(server.app.catalog.collector.running).toBe(true);
    } finally {
      await server.app.close();
    }
    expect(server.app.catalog.collector.running).toBe(false);
    // A call sent just before the close is cancelled on Beacon's side but may still reach the broker
    // a moment later; only a call started after the close would be a fault (at a 20 ms interval the
    // loop would make several in the next 200 ms).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const afterClose = statsCalls(broker);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(statsCalls(broker)).toBe(afterClose);
    // A server made, an administrator logged in and an environment added before the loop is timed:
    // on a busy CI machine that alone has taken more than Vitest's default 5 s.
  }, 30_000);
});
