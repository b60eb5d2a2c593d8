// A partitioned orders topic for the subscription page's tests: on every partition, `billing` holds
// 5 messages and `audit` the last 3 of them, each partition's own (payloads and properties naming
// it), with the consumers a test connects per partition. Published through the simulator's own
// path, then the clock moves two minutes on, so every message is older than a minute.
import { simulatePulsar, type SimulatedPulsar } from '../../../test/simulator-network.ts';
import {
  ManualClock,
  publish,
  scenarioOf,
  seedConsumer,
  seedMessages,
  seedNamespace,
  seedPartitionedTopic,
  seedSubscription,
  seedTenant,
  type ConsumerSeed,
} from '../../../test/simulator-scenario.ts';
import { ORDERS } from './simulated-subscriptions.ts';

const AGE_MS = 2 * 60_000;

/** The payload of `audit`'s message k (0…2) on partition `index`: message 1 is JSON. */
const auditPayload = (index: number, k: number) =>
  k === 1 ? `{"partition":${String(index)},"amount":12.5}` : `p${String(index)}-message-${String(k)}`;

export interface SimulatedPartitionedSubscriptions extends SimulatedPulsar {
  /** `ledgerId:entryId` of `audit`'s messages on each partition, in order. */
  auditIds: string[][];
}

export async function simulatePartitionedOrders(
  partitions: number,
  consumersOf: (index: number) => ConsumerSeed[],
): Promise<SimulatedPartitionedSubscriptions> {
  const auditIds: string[][] = [];
  const pulsar = await simulatePulsar({
    scenario: scenarioOf((state) => {
      seedTenant(state, 'finance', ['standalone']);
      seedNamespace(state, 'finance/payments', ['standalone']);
      seedPartitionedTopic(state, ORDERS, partitions, 'standalone').forEach((topic, index) => {
        seedSubscription(state, topic, 'billing', 'latest');
        seedMessages(state, topic, 2);
        seedSubscription(state, topic, 'audit', 'latest');
        auditIds[index] = [0, 1, 2].map((k) => {
          const stored = publish(state, topic, {
            payload: Buffer.from(auditPayload(index, k), 'utf8'),
            producerName: 'standalone-0-1',
            sequenceId: 2 + k,
            ...(k === 0 ? { properties: { trace: `t-${String(index)}`, origin: 'checkout' } } : {}),
          });
          if (!stored) throw new Error(`${topic.fullName} kept no message`);
          return `${String(stored.ledgerId)}:${String(stored.entryId)}`;
        });
        for (const seed of consumersOf(index)) seedConsumer(state, topic, 'audit', seed);
      });
      if (state.clock instanceof ManualClock) state.clock.advance(AGE_MS);
    }),
  });
  return { ...pulsar, auditIds };
}
