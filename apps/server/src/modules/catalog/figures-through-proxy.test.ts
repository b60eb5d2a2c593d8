// Behind a Pulsar proxy the collector reads topic stats one by one: bounded per pass, never a name a
// broker answered that is not a Pulsar name, and a topic deleted between its listing and its stats
// is skipped rather than failing the pass.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type FakeBroker, startFakeBroker } from '../../test-support/index.ts';
import { json } from '../../test-support/deployment-fakes.ts';
import { BrokerClient } from './broker-client.ts';
import { figuresThroughProxy } from './figures-through-proxy.ts';

describe('figures through a Pulsar proxy', () => {
  let proxy: FakeBroker | undefined;
  const client = new BrokerClient(2000);
  afterEach(async () => {
    await proxy?.close();
  });
  afterAll(() => client.close());

  const topics = Array.from({ length: 5 }, (_, index) => `persistent://sample/orders/topic-${String(index)}`);

  async function start() {
    proxy = await startFakeBroker({
      answer: (request) => {
        if (request.url === '/admin/v2/tenants') return json(['sample', '../escape']);
        if (request.url === '/admin/v2/namespaces/sample') return json(['sample/orders', 'sample/../../x']);
        if (request.url === '/admin/v2/persistent/sample/orders') return json(topics);
        if (request.url === '/admin/v2/non-persistent/sample/orders') return json([]);
        if (request.url === '/admin/v2/persistent/sample/orders/topic-1/stats')
          return { status: 404, body: '{"reason":"Topic not found"}' };
        if (/^\/admin\/v2\/persistent\/sample\/orders\/topic-\d\/stats$/.test(request.url))
          return json({ msgRateIn: 1, publishers: [] });
        return undefined;
      },
    });
    return proxy;
  }

  const call = () => ({ credentials: {}, trusted: new Set<string>(), stop: new AbortController().signal });

  it('reads at most the bound, skips a vanished topic and asks only with valid names', async () => {
    const started = await start();
    const gathered = await figuresThroughProxy(
      client,
      [started.url],
      call(),
      { cluster: 'c', broker: 'p' },
      3,
    );
    expect(gathered).toMatchObject({ found: 5, read: 3 });
    expect(gathered.rows.map((row) => row.topic).sort()).toEqual(['topic-0', 'topic-2']);
    const statsCalls = started.requests.filter((request) => request.url.endsWith('/stats'));
    expect(statsCalls).toHaveLength(3);
    expect(started.requests.some((request) => request.url.includes('..'))).toBe(false);
  });

  it('counts the consumers of every subscription from TopicStatsImpl, the partitions summed', async () => {
    const consumer = (name: string) => ({ consumerName: name, msgRateOut: 1 });
    proxy = await startFakeBroker({
      answer: (request) => {
        if (request.url === '/admin/v2/tenants') return json(['sample']);
        if (request.url === '/admin/v2/namespaces/sample') return json(['sample/orders']);
        if (request.url === '/admin/v2/persistent/sample/orders')
          return json([
            'persistent://sample/orders/events-partition-0',
            'persistent://sample/orders/events-partition-1',
          ]);
        if (request.url === '/admin/v2/non-persistent/sample/orders') return json([]);
        if (request.url === '/admin/v2/persistent/sample/orders/events-partition-0/stats')
          return json({
            publishers: [],
            subscriptions: { audit: { consumers: [consumer('a')] }, billing: { consumers: [consumer('b')] } },
          });
        if (request.url === '/admin/v2/persistent/sample/orders/events-partition-1/stats')
          return json({
            publishers: [],
            subscriptions: { audit: { consumers: [consumer('c')] }, billing: { consumers: [] } },
          });
        return undefined;
      },
    });
    const gathered = await figuresThroughProxy(client, [proxy.url], call(), { cluster: 'c', broker: 'p' });
    expect(gathered.rows).toHaveLength(1);
    expect(gathered.rows[0]).toMatchObject({
      topic: 'events',
      partitions: 2,
      subscriptions: 2,
      consumers: 3,
    });
  });
});
