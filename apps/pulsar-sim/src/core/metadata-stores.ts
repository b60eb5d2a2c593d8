import { ensureLedger } from './managed-ledger.ts';
import { parseFullTopicName } from './names.ts';
import type { NamespaceState, SimulatorState, TopicState } from './state.ts';
import { createState } from './state.ts';
import type { SimulatorLimits } from './state.ts';
import type { Clock } from './clock.ts';
import type { Random } from './random.ts';
import { newTopicState } from './topics.ts';

// Pulsar keeps two kinds of metadata (PulsarResources, pulsar-broker-common
// org/apache/pulsar/broker/resources/PulsarResources.java): the configuration store, shared by every
// cluster of an instance (tenants, clusters with their failure domains and isolation policies,
// namespace Policies, partitioned-topic metadata: NamespaceResources and PartitionedTopicResources are
// built on configurationMetadataStore), and each cluster's local store (brokers and their load,
// bundle boundaries in LocalPolicies, bundle ownership, topics with their ledgers, dynamic
// configuration, bookie rack placement). Here every cluster gets its own SimulatorState; the
// configuration-store parts are the same objects in all of them, and a namespace exists in every
// cluster with its Policies shared and its bundles and topics local.

export type ClusterStates = ReadonlyMap<string, SimulatorState>;

const replicationClusters = (namespace: NamespaceState): string[] =>
  (namespace.policies.replication_clusters as string[] | undefined) ?? [];

/**
 * A namespace's topics in one cluster. A topic created in a namespace replicated to other clusters
 * is created there too (the replicator creates the remote topic as soon as it starts), and removed
 * there with it.
 */
class ClusterTopics extends Map<string, TopicState> {
  readonly #cluster: string;
  readonly #namespace: () => NamespaceState | undefined;
  readonly #states: () => ClusterStates;

  constructor(cluster: string, namespace: () => NamespaceState | undefined, states: () => ClusterStates) {
    super();
    this.#cluster = cluster;
    this.#namespace = namespace;
    this.#states = states;
  }

  override set(fullName: string, topic: TopicState): this {
    super.set(fullName, topic);
    const namespace = this.#namespace();
    if (!namespace) return this;
    for (const cluster of replicationClusters(namespace)) {
      if (cluster === this.#cluster) continue;
      const state = this.#states().get(cluster);
      const remote = state?.namespaces.get(namespace.fullName);
      if (!state || !remote || remote.topics.has(fullName)) continue;
      const copy = newTopicState(state, parseFullTopicName(fullName), { ...topic.properties });
      if (copy.domain === 'persistent') ensureLedger(state, copy);
      state.topics.set(fullName, copy);
      remote.topics.set(fullName, copy);
    }
    return this;
  }

  override delete(fullName: string): boolean {
    const removed = super.delete(fullName);
    if (!removed) return false;
    const namespace = this.#namespace();
    if (!namespace) return true;
    for (const [cluster, state] of this.#states()) {
      if (cluster === this.#cluster) continue;
      const remote = state.namespaces.get(namespace.fullName);
      if (!remote?.topics.has(fullName)) continue;
      state.topics.delete(fullName);
      remote.topics.delete(fullName);
    }
    return true;
  }
}

/**
 * One cluster's view of the namespaces: creating or deleting a namespace (configuration store)
 * creates or deletes it in every cluster; each cluster keeps its own bundles and topics.
 */
class ClusterNamespaces extends Map<string, NamespaceState> {
  readonly #cluster: string;
  readonly #states: () => ClusterStates;

  constructor(cluster: string, states: () => ClusterStates) {
    super();
    this.#cluster = cluster;
    this.#states = states;
  }

  /** Adopts a namespace built by the shared operations (createNamespace) and copies it to the others. */
  override set(fullName: string, namespace: NamespaceState): this {
    if (!(namespace.topics instanceof ClusterTopics)) {
      const topics = new ClusterTopics(this.#cluster, () => this.get(fullName), this.#states);
      for (const [name, topic] of namespace.topics) topics.set(name, topic);
      namespace.topics = topics;
    }
    super.set(fullName, namespace);
    for (const [cluster, state] of this.#states()) {
      if (cluster === this.#cluster || state.namespaces.get(fullName)?.policies === namespace.policies)
        continue;
      const namespaces = state.namespaces as ClusterNamespaces;
      namespaces.adopt(fullName, {
        tenant: namespace.tenant,
        name: namespace.name,
        fullName,
        policies: namespace.policies,
        // LocalPolicies: each cluster starts from the boundaries the namespace was created with.
        bundles: namespace.bundles.map((bundle) => ({
          lower: bundle.lower,
          upper: bundle.upper,
          owners: new Map<string, string>(),
        })),
        topics: new ClusterTopics(cluster, () => namespaces.get(fullName), this.#states),
        partitionedTopics: namespace.partitionedTopics,
      });
    }
    return this;
  }

  adopt(fullName: string, namespace: NamespaceState): void {
    super.set(fullName, namespace);
  }

  override delete(fullName: string): boolean {
    if (!super.delete(fullName)) return false;
    for (const [cluster, state] of this.#states()) {
      if (cluster === this.#cluster) continue;
      const copy = state.namespaces.get(fullName);
      if (!copy) continue;
      for (const topic of copy.topics.keys()) state.topics.delete(topic);
      state.namespaces.delete(fullName);
    }
    return true;
  }
}

/**
 * The states of a deployment's clusters, in the order given. One cluster gets a plain state; several
 * share the configuration store as described above.
 */
export function createClusterStates(
  clusters: readonly string[],
  clock: Clock,
  random: Random,
  limits: Partial<SimulatorLimits>,
): Map<string, SimulatorState> {
  const states = new Map<string, SimulatorState>();
  const first = createState(clock, random, limits);
  if (clusters.length <= 1) {
    states.set(clusters[0] ?? 'standalone', first);
    return states;
  }
  for (const cluster of clusters) {
    const local = createState(clock, random, limits);
    states.set(cluster, {
      ...local,
      // Configuration store.
      limits: first.limits,
      clusters: first.clusters,
      tenants: first.tenants,
      partitionedTopics: first.partitionedTopics,
      // PulsarResources keeps resource groups in the configuration store too.
      resourceGroups: first.resourceGroups,
      namespaces: new ClusterNamespaces(cluster, () => states),
      // One BookKeeper behind the single bookie API (a known difference, see the README). Rack
      // placement stays local: it is in each cluster's own metadata store (bookies.ts).
      bookies: first.bookies,
    });
  }
  return states;
}
