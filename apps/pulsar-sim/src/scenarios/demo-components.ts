import { invoke, requireComponent } from '../core/components.ts';
import type { SimulatorState } from '../core/state.ts';
import { seedComponent } from './seed.ts';

// The demo's function, sink and source. The function has handled some messages and failed on one,
// so its status shows counters and a latest user exception (see core/components.ts#invoke).

export function seedDemoComponents(state: SimulatorState): void {
  seedComponent(state, 'function', 'acme/analytics/enrich', {
    className: 'com.acme.EnrichFunction',
    runtime: 'JAVA',
    inputs: ['persistent://acme/iot/telemetry'],
    output: 'persistent://acme/analytics/enriched',
    parallelism: 2,
    processingGuarantees: 'ATLEAST_ONCE',
    autoAck: true,
    jar: 'function://acme/analytics/enrich@1.0',
  });
  const enrich = requireComponent(state, 'function', 'acme', 'analytics', 'enrich');
  for (let message = 0; message < 120; message += 1) invoke(state, enrich, `reading-${String(message)}`);
  invoke(state, enrich, 'fail: reading without a device id');
  seedComponent(state, 'sink', 'sample/orders/orders-to-postgres', {
    className: 'org.apache.pulsar.io.jdbc.PostgresJdbcAutoSchemaSink',
    inputs: ['persistent://sample/orders/created'],
    configs: { jdbcUrl: 'jdbc:postgresql://localhost:5432/orders', tableName: 'orders' },
    parallelism: 1,
    processingGuarantees: 'ATLEAST_ONCE',
    archive: 'builtin://jdbc-postgres',
    autoAck: true,
  });
  seedComponent(state, 'source', 'acme/iot/generator', {
    className: 'org.apache.pulsar.io.datagenerator.DataGeneratorSource',
    topicName: 'persistent://acme/iot/telemetry',
    parallelism: 1,
    archive: 'builtin://data-generator',
    configs: { sleepBetweenMessages: 50 },
  });
}
