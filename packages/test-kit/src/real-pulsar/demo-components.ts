import fs from 'node:fs';
import { BrokerRefused, type BrokerEndpoint } from './admin-client.ts';
import { FIXTURE_CLASSES } from './function-fixture.ts';

// The demo's function, source and sink on a real broker, from tools/pulsar-functions-fixture's jar
// (a standalone has no builtin connectors, so the simulator's JDBC sink and data-generator source
// are our own Discard sink and Ticks source here). Registered through the worker's multipart API,
// the config part typed JSON as pulsar-admin sends it.

interface DemoComponent {
  kind: 'functions' | 'sources' | 'sinks';
  tenant: string;
  namespace: string;
  name: string;
  config: Record<string, unknown>;
}

export const DEMO_COMPONENTS: DemoComponent[] = [
  {
    kind: 'functions',
    tenant: 'acme',
    namespace: 'analytics',
    name: 'enrich',
    config: {
      className: FIXTURE_CLASSES.exclaim,
      runtime: 'JAVA',
      inputs: ['persistent://acme/iot/commands'],
      output: 'persistent://acme/analytics/enriched',
      parallelism: 1,
    },
  },
  {
    kind: 'sources',
    tenant: 'acme',
    namespace: 'iot',
    name: 'generator',
    config: {
      className: FIXTURE_CLASSES.ticks,
      topicName: 'persistent://acme/iot/ticks',
      parallelism: 1,
      configs: { intervalMs: 1000 },
    },
  },
  {
    kind: 'sinks',
    tenant: 'sample',
    namespace: 'orders',
    name: 'orders-archive',
    config: {
      className: FIXTURE_CLASSES.discard,
      inputs: ['persistent://sample/orders/shipped'],
      parallelism: 1,
    },
  },
];

const CONFIG_PART = { functions: 'functionConfig', sources: 'sourceConfig', sinks: 'sinkConfig' } as const;

export async function seedDemoComponents(broker: BrokerEndpoint, jarPath: string): Promise<void> {
  const jar = fs.readFileSync(jarPath);
  for (const { kind, tenant, namespace, name, config } of DEMO_COMPONENTS) {
    const form = new FormData();
    form.append(
      CONFIG_PART[kind],
      new Blob([JSON.stringify({ tenant, namespace, name, ...config })], { type: 'application/json' }),
    );
    form.append('data', new Blob([jar]), 'pulsar-functions-fixture.jar');
    const path = `/admin/v3/${kind}/${tenant}/${namespace}/${name}`;
    const response = await fetch(`${broker.adminUrl}${path}`, {
      method: 'POST',
      headers: broker.headers,
      body: form,
    });
    if (!response.ok)
      throw new BrokerRefused(`POST ${path}: ${String(response.status)} ${await response.text()}`);
  }
}
