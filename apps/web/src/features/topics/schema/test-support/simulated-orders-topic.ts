// The topic the schema and message tabs' tests open (ORDERS: persistent://finance/payments/orders)
// in a fresh simulator, holding the schema versions a test names.
import {
  simulatePulsar,
  type SimulatedPulsar,
  type SimulatedPulsarOptions,
} from '../../../../test/simulator-network.ts';
import { scenarioOf, seedNamespace, seedTenant, seedTopic } from '../../../../test/simulator-scenario.ts';

export interface SchemaSeed {
  schema: string;
  /** AVRO unless told. */
  type?: string;
  properties?: Record<string, string>;
}

export const ORDERS_SCHEMA_KEY = 'finance/payments/orders';
const FIRST_DAY = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

/**
 * Version n is stored as the registry stores an upload (what `POST …/schema` would keep), made on
 * 1 January 2026 plus n days.
 */
export function simulateOrdersTopic(
  schemas: SchemaSeed[] = [],
  options: SimulatedPulsarOptions = {},
): SimulatedPulsar {
  return simulatePulsar({
    scenario: scenarioOf((state) => {
      seedTenant(state, 'finance', ['standalone']);
      seedNamespace(state, 'finance/payments', ['standalone']);
      seedTopic(state, 'persistent://finance/payments/orders', 'standalone');
      if (schemas.length === 0) return;
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
    }),
    ...options,
  });
}
