// The namespace page's tests' Pulsar: the namespaces a test names (`finance/payments`), each on its
// replication clusters with its topics, created through the simulator's own operations; each
// tenant is allowed the clusters of its namespaces.
import {
  simulatePulsar,
  type SimulatedPulsar,
  type SimulatedPulsarOptions,
} from '../../../test/simulator-network.ts';
import {
  evenBundles,
  scenarioOf,
  seedNamespace,
  seedPartitionedTopic,
  seedTenant,
  seedTopic,
  type SimulatorState,
} from '../../../test/simulator-scenario.ts';

export interface TopicSeed {
  name: string;
  domain?: 'persistent' | 'non-persistent';
  /** A partitioned topic's partition count (default: not partitioned). */
  partitions?: number;
}

export interface NamespaceSeed {
  /** Its replication clusters (default: standalone). */
  clusters?: string[];
  /** Its topics: a name alone is a persistent, non-partitioned topic. */
  topics?: (string | TopicSeed)[];
  /**
   * How many even bundles it has on a cluster (default 1 on each): each cluster keeps its own
   * bundles, as Pulsar keeps them in each cluster's local policies.
   */
  bundles?: Record<string, number>;
}

export type NamespaceSeeds = Record<string, NamespaceSeed>;

const clustersOf = (seed: NamespaceSeed) => seed.clusters ?? ['standalone'];

/** Adds a topic to a namespace of the simulator's state (the first of its clusters). */
export function addTopic(state: SimulatorState, namespace: string, topic: string | TopicSeed): void {
  const { name, domain = 'persistent', partitions = 0 } = typeof topic === 'string' ? { name: topic } : topic;
  const fullName = `${domain}://${namespace}/${name}`;
  const clusters = state.namespaces.get(namespace)?.policies.replication_clusters;
  const cluster = Array.isArray(clusters) ? String(clusters[0]) : 'standalone';
  if (partitions > 0) seedPartitionedTopic(state, fullName, partitions, cluster);
  else seedTopic(state, fullName, cluster);
}

/** A scenario holding these namespaces, their tenants (allowed their clusters) and their topics. */
export function namespacesScenario(namespaces: NamespaceSeeds) {
  const entries = Object.entries(namespaces);
  const allClusters = [...new Set(entries.flatMap(([, seed]) => clustersOf(seed)))];
  return scenarioOf((state, clusters) => {
    const tenants = new Map<string, Set<string>>();
    for (const [name, seed] of entries) {
      const tenant = name.split('/')[0] ?? '';
      const allowed = tenants.get(tenant) ?? new Set();
      clustersOf(seed).forEach((cluster) => allowed.add(cluster));
      tenants.set(tenant, allowed);
    }
    for (const [tenant, allowed] of tenants) seedTenant(state, tenant, [...allowed]);
    for (const [name, seed] of entries) {
      seedNamespace(state, name, clustersOf(seed));
      for (const topic of seed.topics ?? []) addTopic(state, name, topic);
      for (const [cluster, count] of Object.entries(seed.bundles ?? {})) {
        const local = clusters.get(cluster)?.namespaces.get(name);
        if (!local) throw new Error(`${name} is not on cluster ${cluster}`);
        local.bundles = evenBundles(count);
      }
    }
  }, allClusters);
}

export async function simulateNamespaces(
  namespaces: NamespaceSeeds,
  options: Omit<SimulatedPulsarOptions, 'scenario'> = {},
): Promise<SimulatedPulsar> {
  return await simulatePulsar({ ...options, scenario: namespacesScenario(namespaces) });
}
