// A simulator holding tenant finance with namespace payments, and in it one function, one source
// and one sink, registered through the simulator's own register operation (as its REST API does).
import type { UserInfoResponse } from '@beacon/contracts';
import { seedComponent } from '../../../../../pulsar-sim/src/scenarios/seed.ts';
import { simulatePulsar } from '../../../test/simulator-network.ts';
import { scenarioOf, seedNamespace, seedTenant, seedTopic } from '../../../test/simulator-scenario.ts';

export async function simulateFunctions(user?: UserInfoResponse) {
  const scenario = scenarioOf((state) => {
    seedTenant(state, 'finance', ['standalone'], []);
    seedNamespace(state, 'finance/payments', ['standalone']);
    seedTopic(state, 'persistent://finance/payments/orders', 'standalone');
    seedTopic(state, 'persistent://finance/payments/enriched', 'standalone');
    seedComponent(state, 'function', 'finance/payments/enrich', {
      className: 'com.acme.EnrichFunction',
      runtime: 'JAVA',
      inputs: ['persistent://finance/payments/orders'],
      output: 'persistent://finance/payments/enriched',
      parallelism: 2,
      processingGuarantees: 'ATLEAST_ONCE',
      jar: 'function://finance/payments/enrich@1.0',
    });
    seedComponent(state, 'sink', 'finance/payments/to-postgres', {
      className: 'org.apache.pulsar.io.jdbc.PostgresJdbcAutoSchemaSink',
      inputs: ['persistent://finance/payments/orders'],
      parallelism: 1,
      archive: 'builtin://jdbc-postgres',
    });
    seedComponent(state, 'source', 'finance/payments/generator', {
      className: 'org.apache.pulsar.io.datagenerator.DataGeneratorSource',
      topicName: 'persistent://finance/payments/orders',
      parallelism: 1,
      archive: 'builtin://data-generator',
    });
  });
  return await simulatePulsar({
    ...(user ? { user } : {}),
    // A worker with Pulsar's IO connectors, so the builtin connector picker has a list.
    scenario: { ...scenario, limits: { builtinConnectors: true } },
  });
}

/** The component the simulator holds now (undefined once deleted). */
export function componentAt(
  pulsar: Awaited<ReturnType<typeof simulateFunctions>>,
  kind: 'function' | 'source' | 'sink',
  name: string,
) {
  return pulsar.state.components.get(`${kind}:finance/payments/${name}`);
}

/**
 * The calls naming component `name` after its DELETE (expected: none; a real broker answers each
 * with 404). Names are unique in the scenario, so the path's last segments identify it.
 */
export function readsAfterDelete(seen: readonly Request[], name: string): string[] {
  const deleted = seen.findLastIndex((request) => request.method === 'DELETE');
  return seen
    .slice(deleted + 1)
    .map((request) => `${request.method} ${new URL(request.url).pathname}`)
    .filter((call) => call.includes(`/finance/payments/${name}`));
}
