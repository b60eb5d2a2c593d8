import type { Scenario } from './scenario.ts';
import { seedNamespace, seedRates, seedTenant, seedTopic } from './seed.ts';

export const BROKER_COUNT = 200;
export const BUNDLE_NAMESPACES = 100;
export const BUNDLES_PER_NAMESPACE = 200;

/**
 * A cluster of many brokers owning many bundles (issue 16's performance case: 200 brokers, 20 000
 * bundles): namespaces of `bundlesPerNamespace` bundles each, owners handed out round robin so no
 * broker's first question pays for placing them, one busy topic per namespace so load reports carry
 * traffic, and a few failure domains. Each broker listens on its own port, as a real cluster's would.
 */
function brokersOfSize(
  name: string,
  {
    brokers: brokerCount,
    namespaces,
    bundlesPerNamespace,
  }: { brokers: number; namespaces: number; bundlesPerNamespace: number },
): Scenario {
  return {
    name,
    description: `one cluster of ${String(brokerCount)} brokers owning ${String(namespaces * bundlesPerNamespace)} bundles in ${String(namespaces)} namespaces`,
    topology: { clusters: [{ name: 'standalone', brokers: brokerCount }], bookies: 3 },
    populate(state) {
      const cluster = state.clusters.get('standalone');
      if (!cluster) throw new Error('the standalone cluster was not created');
      const brokers = cluster.brokers.map((broker) => broker.id);
      seedTenant(state, 'public', ['standalone']);
      seedNamespace(state, 'public/default', ['standalone']);
      seedTenant(state, 'fleet', ['standalone']);
      let next = 0;
      for (let index = 0; index < namespaces; index += 1) {
        const namespace = `fleet/ns-${String(index).padStart(3, '0')}`;
        seedNamespace(state, namespace, ['standalone'], { bundles: { numBundles: bundlesPerNamespace } });
        for (const bundle of state.namespaces.get(namespace)?.bundles ?? []) {
          bundle.owners.set('standalone', brokers[next % brokers.length] ?? '');
          next += 1;
        }
        const topic = seedTopic(state, `persistent://${namespace}/events`, 'standalone');
        seedRates(topic, {
          msgRateIn: 100 + index,
          msgThroughputIn: 10_240 * (index + 1),
          msgRateOut: 80 + index,
          msgThroughputOut: 8_192 * (index + 1),
        });
      }
      for (let rack = 0; rack < 4; rack += 1) {
        cluster.failureDomains.set(`rack-${String(rack)}`, {
          brokers: brokers.filter((_, index) => index % 4 === rack),
        });
      }
    },
  };
}

export const brokersScenario = brokersOfSize('brokers', {
  brokers: BROKER_COUNT,
  namespaces: BUNDLE_NAMESPACES,
  bundlesPerNamespace: BUNDLES_PER_NAMESPACE,
});

/** The same shape, small enough to start in a second: the benchmarks' smoke runs in `npm test`. */
export const brokersSmokeScenario = brokersOfSize('brokers-smoke', {
  brokers: 4,
  namespaces: 4,
  bundlesPerNamespace: 8,
});
