// The broker-stats scanner reads Pulsar's answer as text: strings holding braces, quotes or commas,
// nested publishers and subscriptions, and partitions spread over bundles must all come out right.
import { describe, expect, it } from 'vitest';
import { flattenBrokerStats } from './broker-stats.ts';

const stats = (fields: Record<string, unknown>) => ({
  publishers: [{ producerName: 'p"{,}', metadata: { note: '} ] , "' } }],
  subscriptions: {},
  replication: {},
  producerCount: 1,
  msgRateIn: 0,
  msgThroughputIn: 0,
  msgRateOut: 0,
  msgThroughputOut: 0,
  averageMsgSize: 0,
  storageSize: 0,
  ...fields,
});

describe('flattenBrokerStats', () => {
  it('sums partitions over bundles, counts a shared subscription once, adds each partition’s consumers, and keeps other topics apart', async () => {
    const answer = {
      'shop/orders': {
        '0x00000000_0x80000000': {
          persistent: {
            'persistent://shop/orders/events-partition-0': stats({
              msgRateIn: 10,
              msgThroughputIn: 1000,
              averageMsgSize: 100,
              storageSize: 5,
              subscriptions: { audit: { msgBacklog: 4, consumers: [{ address: '/1.2.3.4:5' }] } },
            }),
            'persistent://shop/orders/we"ird{name}': stats({ msgRateOut: 3 }),
            // Multi-byte UTF-8 in names and values: the scanner walks bytes.
            'persistent://shop/orders/订单': stats({ msgRateIn: 2, subscriptions: { '审计}': {} } }),
          },
        },
        '0x80000000_0xffffffff': {
          persistent: {
            'persistent://shop/orders/events-partition-1': stats({
              msgRateIn: 30,
              msgThroughputIn: 6000,
              averageMsgSize: 200,
              storageSize: 7,
              // Each partition lists its own consumers; a subscription without the list has none.
              subscriptions: {
                audit: { msgBacklog: 6, consumers: [{ consumerName: 'a' }, { consumerName: 'b' }] },
                replay: {},
              },
            }),
          },
          'non-persistent': { 'non-persistent://shop/orders/pings': stats({ msgRateIn: 1 }) },
        },
      },
    };
    const rows = await flattenBrokerStats(
      Buffer.from(JSON.stringify(answer, null, 1)),
      'east',
      'broker-1:8080',
    );
    const byName = new Map(rows.map((row) => [`${row.domain}/${row.topic}`, row]));
    expect([...byName.keys()].sort()).toEqual([
      'non-persistent/pings',
      'persistent/events',
      'persistent/we"ird{name}',
      'persistent/订单',
    ]);
    expect(byName.get('persistent/订单')).toMatchObject({ msgRateIn: 2, subscriptions: 1, consumers: 0 });
    expect(byName.get('persistent/events')).toEqual({
      cluster: 'east',
      broker: 'broker-1:8080',
      domain: 'persistent',
      tenant: 'shop',
      namespace: 'orders',
      topic: 'events',
      partitions: 2,
      producers: 2,
      subscriptions: 2,
      consumers: 3,
      msgRateIn: 40,
      msgThroughputIn: 7000,
      msgRateOut: 0,
      msgThroughputOut: 0,
      // Weighted by rate: (10 × 100 + 30 × 200) / 40.
      averageMsgSize: 175,
      storageSize: 12,
      backlogs: [{ subscription: 'audit', backlog: 10 }],
      // For the backlog alerts: every subscription, partitions summed (replay has no consumer).
      subscriptionFigures: [
        { subscription: 'audit', backlog: 10, consumers: 3, rateOut: 0, ackRate: 0 },
        { subscription: 'replay', backlog: 0, consumers: 0, rateOut: 0, ackRate: 0 },
      ],
    });
    expect(byName.get('persistent/we"ird{name}')?.msgRateOut).toBe(3);
  });

  it('refuses an answer that is not an object, or is cut short', async () => {
    await expect(flattenBrokerStats(Buffer.from('[]'), 'east', 'b')).rejects.toThrow(
      'did not answer a JSON object',
    );
    await expect(
      flattenBrokerStats(
        Buffer.from('{"a/b":{"x":{"persistent":{"persistent://a/b/c":{"msgRateIn":1'),
        'east',
        'b',
      ),
    ).rejects.toThrow('truncated');
  });
});
