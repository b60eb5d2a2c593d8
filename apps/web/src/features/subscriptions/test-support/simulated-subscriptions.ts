// The subscription page's tests' Pulsar: persistent://finance/payments/orders in a fresh simulator
// with the subscriptions a test names, each holding a backlog of the messages published after it
// was created (the simulator's own publish path), and the consumers a test connects to them.
import {
  simulatePulsar,
  type SimulatedPulsar,
  type SimulatedPulsarOptions,
} from '../../../test/simulator-network.ts';
import {
  scenarioOf,
  seedBacklogs,
  seedConsumer,
  seedNamespace,
  seedTenant,
  seedTopic,
  type ConsumerSeed,
} from '../../../test/simulator-scenario.ts';

export const ORDERS = 'persistent://finance/payments/orders';
export const ORDERS_ADMIN_PATH = '/admin/v2/persistent/finance/payments/orders';

/** The subscriptions with their backlogs (seedBacklogs), and the consumers connected to them. */
export async function simulateOrdersSubscriptions(
  backlogs: Record<string, number>,
  consumers: Record<string, ConsumerSeed[]> = {},
  options: Omit<SimulatedPulsarOptions, 'scenario'> = {},
): Promise<SimulatedPulsar> {
  return await simulatePulsar({
    ...options,
    scenario: scenarioOf((state) => {
      seedTenant(state, 'finance', ['standalone']);
      seedNamespace(state, 'finance/payments', ['standalone']);
      const topic = seedTopic(state, ORDERS, 'standalone');
      seedBacklogs(state, topic, backlogs);
      for (const [subscription, seeds] of Object.entries(consumers))
        for (const seed of seeds) seedConsumer(state, topic, subscription, seed);
    }),
  });
}

/** A subscription's backlog as Pulsar's stats of the topic (orders by default) report it. */
export async function backlogOf(
  pulsar: SimulatedPulsar,
  name: string,
  topicPath = ORDERS_ADMIN_PATH,
): Promise<number | undefined> {
  const answer = await pulsar.simulator.handle({ method: 'GET', url: `${topicPath}/stats` });
  const stats = JSON.parse(new TextDecoder().decode(answer.body)) as {
    subscriptions: Record<string, { msgBacklog: number } | undefined>;
  };
  return stats.subscriptions[name]?.msgBacklog;
}
