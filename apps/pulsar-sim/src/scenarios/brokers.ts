import type { Scenario } from './scenario.ts';
import { seedNamespace, seedRates, seedTenant, seedTopic } from './seed.ts';

export const BROKER_COUNT = 200;
export const BUNDLE_NAMESPACES = 100;
export const BUNDLES_PER_NAMESPACE = 200;

/**
 * A cluster of 200 brokers owning 20 000 bundles (issue 16's performance case): 100 namespaces of
 * 200 bundles each, owners handed out round robin (100 bundles per broker) so no broker's first
 * question pays for placing them, one busy topic per namespace so load reports carry traffic, and a
 * few failure domains. Each broker listens on its own port, as a real cluster's would.
 */
export const brokersScenario: Scenario = {
  name: 'brokers',
  description: 'one cluster of 200 brokers owning 20 000 bundles in 100 namespaces',
  topology: { clusters: [{ name: 'standalone', brokers: BROKER_COUNT }], bookies: 3 },
  populate(state) {
    const cluster = state.clusters.get('standalone');
    if (!cluster) throw new Error('the standalone cluster was not created');
    const brokers = cluster.brokers.map((broker) => broker.id);
    seedTenant(state, 'public', ['standalone']);
    seedNamespace(state, 'public/default', ['standalone']);
    seedTenant(state, 'fleet', ['standalone']);
    let next = 0;
    for (let index = 0; index < BUNDLE_NAMESPACES; index += 1) {
      const name = `fleet/ns-${String(index).padStart(3, '0')}`;
      seedNamespace(state, name, ['standalone'], { bundles: { numBundles: BUNDLES_PER_NAMESPACE } });
      for (const bundle of state.namespaces.get(name)?.bundles ?? []) {
        bundle.owners.set('standalone', brokers[next % brokers.length] ?? '');
        next += 1;
      }
      const topic = seedTopic(state, `persistent://${name}/events`, 'standalone');
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
