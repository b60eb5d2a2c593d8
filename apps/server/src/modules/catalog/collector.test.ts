// The collector against the simulator: per-cluster rows in the geo scenario, a broker that fails its
// poll is reported and its last figures kept for a while (then dropped), the namespace history gains
// one point per minute, and the status endpoint tells who collected what.
import type { NamespaceStatsResponse, TopicListResponse } from '@beacon/contracts';
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
  frozenSimulator,
  getAs,
  injectFault,
  type Simulator,
  sumOf,
} from '../../test-support/catalog-helpers.ts';

describe('the collector with two clusters (geo)', () => {
  let simulator: Simulator;
  let server: ServerWithSuperuser;
  let session: SessionClient;

  beforeAll(async () => {
    simulator = await frozenSimulator('geo');
    server = await createServerWithSuperuser();
    session = await server.loggedIn();
    await addEnvironment(session, 'geo', simulator);
    await server.app.catalog.collector.collectNow();
  });
  afterAll(async () => {
    await server.app.close();
    await simulator.close();
  });

  it('keeps one row per cluster of a replicated topic, each equal to that cluster’s broker-stats', async () => {
    const expected = await expectedFromBrokerStats(simulator);
    const response = await getAs(
      server,
      session,
      '/pulsar-manager/admin/v2/topics/global-corp/replicated/stats',
      'geo',
    );
    expect(response.statusCode, response.body).toBe(200);
    const events = response.json<TopicListResponse>().topics.find((topic) => topic.topic === 'events')!;
    expect(events.clusters.map((row) => row.topic).sort()).toEqual(['eu-west', 'us-east']);
    for (const row of events.clusters) {
      const want = expected.get(`${row.topic}|persistent://global-corp/replicated/events`)!;
      expectFigures(row, { msgRateIn: want.inMsg, msgRateOut: want.outMsg, storageSize: want.storageSize });
      expect(row.producerCount).toBe(want.producers);
      expect(row.consumerCount).toBe(want.consumers);
    }
    // The topic's own figures add the clusters up.
    expectFigures(
      events,
      sumOf([...expected.entries()].filter(([key]) => key.endsWith('/events')).map(([, entry]) => entry)),
    );
  });
});

describe('the collector when a broker fails its poll (demo)', () => {
  let simulator: Simulator;
  let server: ServerWithSuperuser;
  let session: SessionClient;
  const namespaceStats = async (namespace: string) =>
    (await getAs(server, session, `/pulsar-manager/admin/v2/namespaces/${namespace}/stats`, 'demo')).json<
      NamespaceStatsResponse & {
        stats: {
          failedBrokers: {
            broker: string;
            figuresKept: boolean;
            lastSuccessAt: number | null;
            error: string;
          }[];
        };
      }
    >();

  beforeAll(async () => {
    simulator = await frozenSimulator('demo');
    server = await createServerWithSuperuser();
    session = await server.loggedIn();
    await addEnvironment(session, 'demo', simulator);
  });
  afterAll(async () => {
    await server.app.close();
    await simulator.close();
  });

  it('reports the broker, keeps its last figures for five minutes, then counts only the others', async () => {
    const collector = server.app.catalog.collector;
    await collector.collectNow();
    const firstPass = server.app.clock.now();
    const everything = sumOf((await expectedFromBrokerStats(simulator)).values());
    const [healthy, failing] = simulator.brokers;
    await injectFault(simulator, {
      broker: failing!.id,
      pathPrefix: '/admin/v2/broker-stats/topics',
      connectionReset: true,
    });
    try {
      server.app.clock.advance(30_000);
      await collector.collectNow();
      const kept = await namespaceStats('acme/iot');
      expect(kept.stats.failedBrokers).toEqual([
        expect.objectContaining({
          cluster: 'standalone',
          broker: failing!.id,
          lastSuccessAt: firstPass,
          figuresKept: true,
        }),
      ]);
      expect(kept.stats.failedBrokers[0]!.error).toContain('closed the connection');
      const status = (await session.request('GET', '/pulsar-manager/catalog/status')).json<{
        environments: { environment: string; failedBrokers: { broker: string }[] }[];
      }>();
      expect(status.environments[0]?.failedBrokers.map((failure) => failure.broker)).toEqual([failing!.id]);

      const tenants = await getAs(server, session, '/pulsar-manager/admin/v2/tenants', 'demo');
      const total = tenants
        .json<{ data: { inMsg: number }[] }>()
        .data.reduce((sum, row) => sum + row.inMsg, 0);
      expect(total).toBeCloseTo(everything.inMsg, 2);

      server.app.clock.advance(6 * 60_000);
      await collector.collectNow();
      const dropped = await namespaceStats('acme/iot');
      expect(dropped.stats.failedBrokers).toEqual([
        expect.objectContaining({ broker: failing!.id, lastSuccessAt: firstPass, figuresKept: false }),
      ]);
      const onlyHealthy = await expectedFromBrokerStats(simulator, [healthy!]);
      expectFigures(
        dropped,
        sumOf(
          [...onlyHealthy.entries()]
            .filter(([key]) => key.includes('://acme/iot/'))
            .map(([, entry]) => entry),
        ),
      );
    } finally {
      await clearFaults(simulator);
    }
    await collector.collectNow();
    expect((await namespaceStats('acme/iot')).stats.failedBrokers).toEqual([]);
  });

  it('adds one history point per minute, the last pass of a minute standing for it', async () => {
    const collector = server.app.catalog.collector;
    const before = (await namespaceStats('acme/iot')).history.length;
    server.app.clock.advance(60_000);
    await collector.collectNow();
    simulator.runtime.advance(5_000);
    await collector.collectNow();
    const afterTwoPasses = await namespaceStats('acme/iot');
    expect(afterTwoPasses.history).toHaveLength(before + 1);
    const last = afterTwoPasses.history.at(-1)!;
    expect(last.at % 60_000).toBe(0);
    expectFigures(last, { inMsg: afterTwoPasses.inMsg, storageSize: afterTwoPasses.storageSize });

    server.app.clock.advance(60_000);
    await collector.collectNow();
    const history = (await namespaceStats('acme/iot')).history;
    expect(history).toHaveLength(before + 2);
    expect(history.at(-1)!.at - history.at(-2)!.at).toBe(60_000);
    // Only the last hour is served.
    server.app.clock.advance(61 * 60_000);
    await collector.collectNow();
    session = await server.loggedIn();
    const lastHour = await namespaceStats('acme/iot');
    expect(lastHour.history, JSON.stringify(lastHour)).toHaveLength(1);
  });
});
