// The topic the schema and message tabs' tests open (ORDERS: persistent://finance/payments/orders)
// in a fresh simulator, holding the schema versions a test names.
import {
  simulatePulsar,
  type SimulatedPulsar,
  type SimulatedPulsarOptions,
} from '../../../../test/simulator-network.ts';
import {
  scenarioOf,
  seedNamespace,
  seedPartitionedTopic,
  seedTenant,
  seedTopic,
  type SimulatorState,
  type TopicState,
} from '../../../../test/simulator-scenario.ts';

export interface SchemaSeed {
  schema: string;
  /** AVRO unless told. */
  type?: string;
  properties?: Record<string, string>;
}

export interface OrdersTopicOptions extends SimulatedPulsarOptions {
  /** A partitioned topic of this many partitions instead of a non-partitioned one. */
  partitions?: number;
  /** More seeding once the topic exists: its one topic, or each partition in order. */
  populate?: (state: SimulatorState, topics: TopicState[]) => void;
}

export const ORDERS_SCHEMA_KEY = 'finance/payments/orders';
const ORDERS_NAME = 'persistent://finance/payments/orders';
const FIRST_DAY = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

/**
 * Version n is stored as the registry stores an upload (what `POST …/schema` would keep), made on
 * 1 January 2026 plus n days.
 */
export async function simulateOrdersTopic(
  schemas: SchemaSeed[] = [],
  { partitions, populate, ...options }: OrdersTopicOptions = {},
): Promise<SimulatedPulsar> {
  return await simulatePulsar({
    scenario: scenarioOf((state) => {
      seedTenant(state, 'finance', ['standalone']);
      seedNamespace(state, 'finance/payments', ['standalone']);
      const topics =
        partitions === undefined
          ? [seedTopic(state, ORDERS_NAME, 'standalone')]
          : seedPartitionedTopic(state, ORDERS_NAME, partitions, 'standalone');
      if (schemas.length > 0)
        state.schemas.set(ORDERS_SCHEMA_KEY, {
          deleted: false,
          versions: schemas.map((seed, version) => ({
            version,
            type: seed.type ?? 'AVRO',
            data: seed.schema,
            properties: seed.properties ?? {},
            timestamp: FIRST_DAY + version * DAY,
          })),
        });
      populate?.(state, topics);
    }),
    ...options,
  });
}
