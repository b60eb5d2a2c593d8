import type { SimulatorState } from '../core/state.ts';
import { seedDemoComponents } from './demo-components.ts';
import type { Scenario } from './scenario.ts';
import {
  seedMessages,
  seedNamespace,
  seedPartitionedTopic,
  seedConsumer,
  seedSubscription,
  seedTenant,
  seedTopic,
  seedTraffic,
} from './seed.ts';

export const DEMO_CLUSTER = 'standalone';

/** The demo data set, shared with the `auth` scenario. */
export function populateDemo(state: SimulatorState): void {
  const cluster = DEMO_CLUSTER;
  seedTenant(state, 'public', [cluster]);
  seedNamespace(state, 'public/default', [cluster]);
  seedNamespace(state, 'public/functions', [cluster]);
  seedTenant(state, 'sample', [cluster], ['sample-admin']);
  seedNamespace(state, 'sample/orders', [cluster], {
    message_ttl_in_seconds: 86_400,
    retention_policies: { retentionTimeInMinutes: 1440, retentionSizeInMB: 512 },
  });
  seedNamespace(state, 'sample/payments', [cluster], { deduplicationEnabled: true });
  seedTenant(state, 'acme', [cluster], ['acme-admin']);
  seedNamespace(state, 'acme/iot', [cluster], { bundles: { numBundles: 8 } });
  seedNamespace(state, 'acme/analytics', [cluster]);

  const orders = seedTopic(state, 'persistent://sample/orders/created', cluster);
  seedMessages(state, orders, 250);
  seedSubscription(state, orders, 'audit');
  seedTraffic(state, orders, {
    producersPerSecond: 20,
    consumers: [{ subscription: 'billing', ratePerSecond: 16 }],
  });

  const shipped = seedTopic(state, 'persistent://sample/orders/shipped', cluster);
  seedMessages(state, shipped, 40);
  seedSubscription(state, shipped, 'notifications');
  // A consumer that stopped acknowledging: its 40 messages delivered, its unacked limit reached, so
  // the broker sends it nothing more — the subscription doctor's blocked subscription (issue 33).
  seedConsumer(state, shipped, 'notifications', {
    name: 'notifier-1',
    address: '/10.0.4.21:40522',
    unackedMessages: 40,
    maxUnackedMessages: 40,
  });

  const payments = seedTopic(state, 'persistent://sample/payments/settled', cluster);
  seedTraffic(state, payments, {
    producersPerSecond: 5,
    consumers: [{ subscription: 'ledger', ratePerSecond: 5, type: 'Failover' }],
  });

  const telemetry = seedPartitionedTopic(state, 'persistent://acme/iot/telemetry', 4, cluster);
  for (const partition of telemetry) {
    seedMessages(state, partition, 30);
    seedTraffic(state, partition, {
      producersPerSecond: 12,
      consumers: [{ subscription: 'dashboard', ratePerSecond: 10, type: 'Key_Shared' }],
    });
  }
  seedPartitionedTopic(state, 'persistent://acme/iot/commands', 2, cluster);

  const heartbeats = seedTopic(state, 'non-persistent://acme/iot/heartbeats', cluster);
  seedTraffic(state, heartbeats, {
    producersPerSecond: 8,
    consumers: [{ subscription: 'monitor', ratePerSecond: 8, type: 'Exclusive' }],
  });

  seedTopic(state, 'persistent://acme/analytics/enriched', cluster);
  seedTopic(state, 'persistent://public/default/test', cluster);

  seedDemoComponents(state);
  let rack = 0;
  for (const bookie of state.bookies.values()) {
    const group = state.bookieRacks.get('default') ?? new Map<string, Record<string, unknown>>();
    group.set(bookie.id, { rack: `/rack-${String(rack % 2)}`, hostname: bookie.hostname });
    state.bookieRacks.set('default', group);
    rack += 1;
  }
}

export const demoScenario: Scenario = {
  name: 'demo',
  description:
    'one cluster with two brokers, three tenants, traffic, backlog, a function, a source, a sink and three bookies',
  topology: { clusters: [{ name: DEMO_CLUSTER, brokers: 2 }], bookies: 3 },
  // The demo's worker has Pulsar's IO connectors (an image with them, as apachepulsar/pulsar-all):
  // its sink and source run builtin ones, and the console's builtin connector picker has a list.
  limits: { builtinConnectors: true },
  populate: populateDemo,
};
