// The statistics collector against the deployments of issue 13 (items 4, 7, 8), faked at the network
// boundary as Pulsar 4.0 answers: every broker of two clusters read with authorization on and its
// figures kept under its own cluster, TLS brokers read at their https port, and figures gathered
// through a Pulsar proxy whose brokers Beacon cannot reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type FakeBroker,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';
import {
  type FakeBrokerNode,
  type FakeDeployment,
  json,
  startBehindProxy,
  startDeployment,
} from '../../test-support/deployment-fakes.ts';
import type { RecordedRequest } from '../../test-support/fake-broker.ts';

/** One topic per broker, named after it, in broker-stats/topics' shape (namespace → bundle → domain). */
function brokerStats(request: RecordedRequest, node: FakeBrokerNode) {
  if (request.url !== '/admin/v2/broker-stats/topics') return undefined;
  const topic = `persistent://sample/orders/${node.cluster}-${node.id.replace(/\W/g, '-')}`;
  return json({
    'sample/orders': {
      '0x00000000_0xffffffff': {
        persistent: {
          [topic]: {
            msgRateIn: 5,
            msgRateOut: 2,
            storageSize: 100,
            producerCount: 1,
            subscriptions: { s: {} },
          },
        },
      },
    },
  });
}

describe('the collector against real deployments', () => {
  let server: ServerWithSuperuser;
  let session: SessionClient;
  let geo: FakeDeployment;
  let tls: FakeDeployment;
  let proxy: FakeBroker;

  beforeAll(async () => {
    server = await createServerWithSuperuser();
    session = await server.loggedIn();
    geo = await startDeployment({
      clusters: { 'us-east': 2, 'eu-west': 1 },
      authorization: true,
      answer: brokerStats,
    });
    tls = await startDeployment({
      clusters: { standalone: 2 },
      authorization: true,
      tls: true,
      answer: brokerStats,
    });
    proxy = await startBehindProxy(throughProxy);
    for (const [name, url, extra] of [
      ['geo', geo.url, {}],
      ['tls', tls.url, { tlsCa: tls.ca! }],
      ['behind-proxy', proxy.url, {}],
    ] as const) {
      const created = await session.request('PUT', '/pulsar-manager/environments/environment', {
        name,
        broker: url,
        bookie: url,
        ...extra,
      });
      expect(created.statusCode, created.body).toBe(200);
    }
    await server.app.catalog.collector.collectNow();
  });
  afterAll(async () => {
    await server.app.close();
    await geo.close();
    await tls.close();
    await proxy.close();
  });

  const snapshotOf = async (environment: string) => (await server.app.catalog.store.snapshot(environment))!;

  it('reads every broker of both clusters, each under its own cluster (authorization on)', async () => {
    const snapshot = await snapshotOf('geo');
    expect(snapshot.header.failedBrokers).toEqual([]);
    const seen = snapshot.rows.map((row) => `${row.cluster} ${row.broker} ${row.topic}`).sort();
    expect(seen).toEqual(
      geo.brokers
        .map((node) => `${node.cluster} ${node.id} ${node.cluster}-${node.id.replace(/\W/g, '-')}`)
        .sort(),
    );
  });

  it('reads TLS brokers at their https port, though their ids name the http one', async () => {
    const snapshot = await snapshotOf('tls');
    expect(snapshot.header.failedBrokers).toEqual([]);
    expect(snapshot.rows.map((row) => row.broker).sort()).toEqual(tls.brokers.map((node) => node.id).sort());
    for (const node of tls.brokers) {
      const statsCalls = (broker: FakeBroker) =>
        broker.requests.filter((request) => request.url === '/admin/v2/broker-stats/topics').length;
      expect(statsCalls(node.https!)).toBe(1);
      expect(statsCalls(node.http)).toBe(0);
    }
  });

  it('gathers figures through a Pulsar proxy, topic by topic, partitions summed', async () => {
    const snapshot = await snapshotOf('behind-proxy');
    expect(snapshot.header.failedBrokers).toEqual([]);
    const rows = Object.fromEntries(snapshot.rows.map((row) => [row.topic, row]));
    expect(Object.keys(rows).sort()).toEqual(['audit', 'events']);
    expect(rows.events).toMatchObject({
      cluster: 'standalone',
      broker: new URL(proxy.url).host,
      partitions: 2,
      producers: 2,
      subscriptions: 1,
      msgRateIn: 2,
      storageSize: 20,
    });
    expect(rows.audit).toMatchObject({ partitions: 0, producers: 1, msgRateIn: 1 });
    // broker-stats through the proxy would report whichever broker it picked: never asked.
    expect(proxy.requests.some((request) => request.url === '/admin/v2/broker-stats/topics')).toBe(false);
  });
});

/** What the brokers behind the proxy answer (the proxy following their redirects itself). */
function throughProxy(request: RecordedRequest) {
  const stats = { msgRateIn: 1, storageSize: 10, publishers: [{}], subscriptions: { reader: {} } };
  switch (request.url) {
    case '/admin/v2/tenants':
      return json(['sample']);
    case '/admin/v2/namespaces/sample':
      return json(['sample/orders']);
    case '/admin/v2/persistent/sample/orders':
      return json([
        'persistent://sample/orders/events-partition-0',
        'persistent://sample/orders/events-partition-1',
        'persistent://sample/orders/audit',
      ]);
    case '/admin/v2/non-persistent/sample/orders':
      return json([]);
    case '/admin/v2/persistent/sample/orders/events-partition-0/stats':
    case '/admin/v2/persistent/sample/orders/events-partition-1/stats':
    case '/admin/v2/persistent/sample/orders/audit/stats':
      return json(stats);
  }
  return undefined;
}
