import { afterAll, describe, expect, it } from 'vitest';
import { createInMemorySimulator } from '../in-memory.ts';
import type { Scenario } from './scenario.ts';
import { attachProducer } from '../core/clients.ts';
import {
  seedConsumer,
  seedMessages,
  seedNamespace,
  seedRates,
  seedSubscription,
  seedTenant,
  seedTopic,
} from './seed.ts';

// Rates and consumers seeded mid-flight answer Pulsar 4.0's stats: a topic's rates shared by its
// publishers; a consumer's address, rates, what it holds unacknowledged, the permits left of its
// receiver queue, and blocked once it reaches the broker's unacknowledged limit on a Shared
// subscription (Consumer#incrementUnackedMessages).

const TOPIC = 'persistent://finance/payments/orders';

const scenario: Scenario = {
  name: 'seeded-stats',
  description: 'rates and consumers seeded with their stats',
  topology: { clusters: [{ name: 'standalone', brokers: 1 }], bookies: 1 },
  populate(state) {
    seedTenant(state, 'finance', ['standalone']);
    seedNamespace(state, 'finance/payments', ['standalone']);
    const topic = seedTopic(state, TOPIC, 'standalone');
    seedSubscription(state, topic, 'audit', 'latest');
    seedMessages(state, topic, 20);
    seedConsumer(state, topic, 'audit', {
      name: 'reader-1',
      address: '/10.0.0.7:52110',
      unackedMessages: 12,
      msgRateOut: 1500,
      msgThroughputOut: 2048,
    });
    seedConsumer(state, topic, 'audit', { name: 'reader-2', unackedMessages: 5, maxUnackedMessages: 5 });
    attachProducer(state, topic, { ratePerSecond: 0, name: 'writer-1' });
    attachProducer(state, topic, { ratePerSecond: 0, name: 'writer-2' });
    seedRates(topic, { msgRateIn: 3, msgThroughputIn: 2048, msgRateOut: 1500, msgThroughputOut: 4096 });
    // The same limit reached on a Failover subscription blocks nothing: it acknowledges cumulatively.
    seedConsumer(state, topic, 'tail', {
      name: 'reader-3',
      type: 'Failover',
      unackedMessages: 5,
      maxUnackedMessages: 5,
    });
  },
};

const simulator = createInMemorySimulator({ scenario });
afterAll(() => simulator.close());

interface Stats {
  msgRateIn: number;
  msgThroughputIn: number;
  msgRateOut: number;
  publishers: Record<string, unknown>[];
  subscriptions: Record<
    string,
    {
      msgBacklog: number;
      msgRateOut: number;
      unackedMessages: number;
      consumers: Record<string, unknown>[];
    }
  >;
}

async function stats(): Promise<Stats> {
  const answer = await simulator.handle({
    method: 'GET',
    url: '/admin/v2/persistent/finance/payments/orders/stats',
  });
  expect(answer.status).toBe(200);
  return JSON.parse(new TextDecoder().decode(answer.body)) as Stats;
}

describe('seeded consumers', () => {
  it('report their address, rates, unacknowledged messages, permits and whether they are blocked', async () => {
    const audit = (await stats()).subscriptions.audit!;
    expect(audit.consumers).toMatchObject([
      {
        consumerName: 'reader-1',
        address: '/10.0.0.7:52110',
        msgRateOut: 1500,
        msgThroughputOut: 2048,
        unackedMessages: 12,
        availablePermits: 988,
        blockedConsumerOnUnackedMsgs: false,
      },
      {
        consumerName: 'reader-2',
        unackedMessages: 5,
        availablePermits: 995,
        blockedConsumerOnUnackedMsgs: true,
      },
    ]);
    expect(audit.consumers[1]!.address).toMatch(/^\/127\.0\.0\.1:\d+$/);
  });

  it('count in their subscription, whose backlog they leave as it was', async () => {
    const { audit, tail } = (await stats()).subscriptions;
    expect(audit).toMatchObject({ msgBacklog: 20, msgRateOut: 1500, unackedMessages: 17 });
    expect(tail!.consumers).toMatchObject([
      { consumerName: 'reader-3', blockedConsumerOnUnackedMsgs: false },
    ]);
  });

  it('report the topic rates seeded, its publishers sharing the inbound ones', async () => {
    const topic = await stats();
    expect(topic).toMatchObject({ msgRateIn: 3, msgThroughputIn: 2048, msgRateOut: 1500 });
    expect(topic.publishers).toMatchObject([
      { producerName: 'writer-1', msgRateIn: 1.5, msgThroughputIn: 1024 },
      { producerName: 'writer-2', msgRateIn: 1.5, msgThroughputIn: 1024 },
    ]);
  });
});
