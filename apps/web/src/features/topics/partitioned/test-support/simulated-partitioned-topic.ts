// The partitioned topic page's tests' Pulsar: persistent://finance/payments/orders with the
// partitions a test names, each seeded on its own through the simulator's operations: producers
// connected, the rates of the last stats window, bytes stored, subscriptions with their backlogs
// and consumers. A partition Pulsar has not created yet is one deleted after the topic's creation.
import {
  simulatePulsar,
  type SimulatedPulsar,
  type SimulatedPulsarOptions,
} from '../../../../test/simulator-network.ts';
import {
  publish,
  scenarioOf,
  seedBacklogs,
  seedConsumer,
  seedNamespace,
  seedPartitionedTopic,
  seedRates,
  seedTenant,
  type ConsumerSeed,
  type RatesSeed,
  type SimulatorState,
  type TopicState,
} from '../../../../test/simulator-scenario.ts';
import { attachProducer } from '../../../../../../pulsar-sim/src/core/clients.ts';
import { parseFullTopicName } from '../../../../../../pulsar-sim/src/core/names.ts';
import { grantTopicPermission } from '../../../../../../pulsar-sim/src/core/topic-permissions.ts';
import { deleteTopicEverywhere } from '../../../../../../pulsar-sim/src/core/topics.ts';

export const ORDERS = 'persistent://finance/payments/orders';

export interface PartitionSeed {
  producers?: number;
  rates?: RatesSeed;
  /** Bytes the partition stores before its subscriptions were created (one message). */
  storedBytes?: number;
  /** Subscription → its backlog on this partition. */
  backlogs?: Record<string, number>;
  /** Subscription → the consumers connected to it on this partition. */
  consumers?: Record<string, ConsumerSeed[]>;
}

export interface PartitionedTopicOptions extends Omit<SimulatedPulsarOptions, 'scenario'> {
  /** Partitions Pulsar has not created (yet). */
  missing?: readonly number[];
  /** Role → the actions granted on the topic. */
  permissions?: Record<string, string[]>;
}

function seedPartition(state: SimulatorState, topic: TopicState, seed: PartitionSeed): void {
  for (let index = 0; index < (seed.producers ?? 0); index += 1)
    attachProducer(state, topic, { ratePerSecond: 0 });
  if (seed.storedBytes)
    publish(state, topic, {
      payload: Buffer.alloc(seed.storedBytes, 'x'),
      producerName: 'standalone-0-1',
      sequenceId: 0,
    });
  seedBacklogs(state, topic, seed.backlogs ?? {});
  for (const [subscription, consumers] of Object.entries(seed.consumers ?? {}))
    for (const consumer of consumers) seedConsumer(state, topic, subscription, consumer);
  seedRates(topic, seed.rates ?? {});
}

export async function simulatePartitionedTopic(
  partitions: number,
  seedOf: (index: number) => PartitionSeed,
  { missing = [], permissions = {}, ...options }: PartitionedTopicOptions = {},
): Promise<SimulatedPulsar> {
  return await simulatePulsar({
    ...options,
    scenario: scenarioOf((state) => {
      seedTenant(state, 'finance', ['standalone']);
      seedNamespace(state, 'finance/payments', ['standalone']);
      seedPartitionedTopic(state, ORDERS, partitions, 'standalone').forEach((topic, index) =>
        seedPartition(state, topic, seedOf(index)),
      );
      for (const index of missing) deleteTopicEverywhere(state, `${ORDERS}-partition-${String(index)}`);
      const namespace = state.namespaces.get('finance/payments');
      for (const [role, actions] of Object.entries(permissions))
        if (namespace) grantTopicPermission(namespace, parseFullTopicName(ORDERS), role, actions);
    }),
  });
}

/** What Pulsar answers for the topic: its partition count and the roles granted on it. */
export async function readBack(pulsar: SimulatedPulsar) {
  const read = async (path: string): Promise<unknown> => {
    const answer = await pulsar.simulator.handle({
      method: 'GET',
      url: `/admin/v2/persistent/finance/payments/orders${path}`,
    });
    return JSON.parse(new TextDecoder().decode(answer.body));
  };
  const metadata = (await read('/partitions')) as { partitions: number };
  return {
    partitions: metadata.partitions,
    permissions: (await read('/permissions')) as Record<string, string[]>,
  };
}
