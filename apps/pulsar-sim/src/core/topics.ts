import {
  conflict,
  notAcceptable,
  notFound,
  preconditionFailed,
  unprocessable,
  badRequest,
} from './errors.ts';
import { partitionName, parseFullTopicName } from './names.ts';
import type { TopicName } from './names.ts';
import type { NamespaceState, PartitionedTopicState, SimulatorState, TopicState } from './state.ts';
import { emptyRate } from './state.ts';
import { ensureLedger } from './managed-ledger.ts';
import { newSubscription } from './subscription-state.ts';
import { topicHash } from './bundles.ts';

// Source: admin/impl/PersistentTopicsBase.java, reason texts from the contract notes (§2.9, §4.2).

export function newTopicState(
  state: SimulatorState,
  name: TopicName,
  properties: Record<string, string> = {},
): TopicState {
  return {
    fullName: name.fullName,
    hash: topicHash(name.fullName),
    domain: name.domain,
    namespace: name.namespaceName,
    localName: name.localName,
    partitionIndex: name.partitionIndex,
    createdAt: state.clock.now(),
    properties,
    ledger: null,
    subscriptions: new Map(),
    producers: [],
    in: { messages: 0, bytes: 0 },
    inRate: emptyRate(),
    out: { messages: 0, bytes: 0 },
    outRate: emptyRate(),
    dropped: 0,
    terminated: false,
    compaction: {
      status: 'NOT_RUN',
      lastError: '',
      startedAt: 0,
      finishesAt: 0,
      horizon: -1,
      ledger: null,
      keys: new Map(),
      lastSucceeded: 0,
      removedEventCount: 0,
      durationMs: 0,
    },
    offload: {
      status: 'NOT_RUN',
      lastError: '',
      finishesAt: 0,
      ledgerIds: [],
      firstKeptLedgerId: -1,
      lastOffloadLedgerId: 0,
      lastSucceeded: 0,
    },
  };
}

function namespaceForTopic(
  state: SimulatorState,
  name: TopicName,
  reason = 'Namespace does not exist',
): NamespaceState {
  const namespace = state.namespaces.get(name.namespaceName);
  if (!namespace) throw notFound(reason);
  return namespace;
}

export function requireNamespaceOfTopic(state: SimulatorState, name: TopicName): NamespaceState {
  return namespaceForTopic(state, name);
}

export const isPartitioned = (state: SimulatorState, name: TopicName): boolean =>
  state.partitionedTopics.has(name.fullName);

export function requirePartitioned(state: SimulatorState, name: TopicName): PartitionedTopicState {
  namespaceForTopic(state, name);
  const found = state.partitionedTopics.get(name.fullName);
  if (!found) throw notFound(`Partitioned Topic ${name.fullName} not found`);
  return found;
}

export function requireTopic(state: SimulatorState, name: TopicName): TopicState {
  namespaceForTopic(state, name);
  const topic = state.topics.get(name.fullName);
  if (!topic) throw notFound(`Topic ${name.fullName} not found`);
  return topic;
}

/** The topics an operation on `name` reaches: the partitions of a partitioned topic, or the topic. */
export function topicsOf(state: SimulatorState, name: TopicName): TopicState[] {
  const partitioned = state.partitionedTopics.get(name.fullName);
  if (partitioned) {
    namespaceForTopic(state, name);
    return Array.from({ length: partitioned.partitions }, (_, index) =>
      state.topics.get(partitionName(name.fullName, index)),
    ).filter((topic): topic is TopicState => topic !== undefined);
  }
  return [requireTopic(state, name)];
}

function checkTopicQuota(namespace: NamespaceState, adding: number): void {
  const max = namespace.policies.max_topics_per_namespace;
  if (typeof max === 'number' && max > 0 && namespace.topics.size + adding > max) {
    throw preconditionFailed('Exceed maximum number of topics in namespace.');
  }
}

function checkLocalCluster(namespace: NamespaceState, localCluster: string): void {
  const clusters = (namespace.policies.replication_clusters as string[] | undefined) ?? [];
  if (clusters.length === 0) {
    throw preconditionFailed(
      `Namespace does not have any clusters configured : local_cluster=${localCluster} ns=${namespace.fullName}`,
    );
  }
  if (!clusters.includes(localCluster)) {
    throw preconditionFailed(
      `Namespace missing local cluster name in clusters list: local_cluster=${localCluster} ns=${namespace.fullName} clusters=[${clusters.join(', ')}]`,
    );
  }
}

const TRANSACTION_SYSTEM_TOPIC =
  /^(__transaction_buffer_snapshot|__transaction_log_|__transaction_pending_ack)/;

export function addTopic(state: SimulatorState, namespace: NamespaceState, topic: TopicState): void {
  state.topics.set(topic.fullName, topic);
  namespace.topics.set(topic.fullName, topic);
}

export function createNonPartitionedTopic(
  state: SimulatorState,
  name: TopicName,
  properties: Record<string, string>,
  localCluster: string,
): TopicState {
  const namespace = namespaceForTopic(state, name, 'Namespace not found');
  if (TRANSACTION_SYSTEM_TOPIC.test(name.localName))
    throw badRequest('Cannot create topic in system topic format!');
  checkLocalCluster(namespace, localCluster);
  if (state.topics.has(name.fullName) || state.partitionedTopics.has(name.fullName)) {
    throw conflict('This topic already exists');
  }
  if (name.partitionIndex >= 0) {
    // Both refusals name the topic by its local name (PersistentTopicsBase.java:4525-4536, 4.0.7).
    const base = state.partitionedTopics.get(name.partitionedTopicName);
    const baseLocal = name.partitionedTopicName.slice(name.partitionedTopicName.lastIndexOf('/') + 1);
    if (!base) {
      throw preconditionFailed(
        `Can't create topic ${name.localName} with "-partition-" followed by numeric value if there isn't a partitioned topic ${baseLocal} created.`,
      );
    }
    if (name.partitionIndex >= base.partitions) {
      throw preconditionFailed(
        `Can't create topic ${name.localName} with "-partition-" followed by a number smaller than number of partition of partitioned topic ${baseLocal}`,
      );
    }
  }
  checkTopicQuota(namespace, 1);
  const topic = newTopicState(state, name, properties);
  if (topic.domain === 'persistent') ensureLedger(state, topic);
  addTopic(state, namespace, topic);
  // Creating the topic owns its bundle, which writes the namespace's local policies.
  namespace.localPolicies ??= {};
  return topic;
}

function validatePartitionCount(state: SimulatorState, partitions: unknown): number {
  if (typeof partitions !== 'number' || !Number.isInteger(partitions) || partitions <= 0) {
    throw notAcceptable('Number of partitions should be more than 0');
  }
  const max = state.limits.maxNumPartitionsPerPartitionedTopic;
  if (max > 0 && partitions > max)
    throw notAcceptable(`Number of partitions should be less than or equal to ${max}`);
  return partitions;
}

export function createPartitionedTopic(
  state: SimulatorState,
  name: TopicName,
  partitionsBody: unknown,
  properties: Record<string, string>,
  localCluster: string,
): PartitionedTopicState {
  const namespace = namespaceForTopic(state, name, 'Namespace not found');
  const partitions = validatePartitionCount(state, partitionsBody);
  if (name.localName.includes('-partition-')) {
    throw preconditionFailed("Partitioned Topic Name should not contain '-partition-'");
  }
  if (TRANSACTION_SYSTEM_TOPIC.test(name.localName))
    throw badRequest('Cannot create topic in system topic format!');
  checkLocalCluster(namespace, localCluster);
  if (state.topics.has(name.fullName)) throw conflict('This topic already exists');
  if (state.partitionedTopics.has(name.fullName)) throw conflict('Partitioned topic already exists');
  checkTopicQuota(namespace, partitions);
  const created: PartitionedTopicState = {
    fullName: name.fullName,
    domain: name.domain,
    namespace: name.namespaceName,
    partitions,
    ...(Object.keys(properties).length > 0 ? { properties } : {}),
    createdAt: state.clock.now(),
  };
  state.partitionedTopics.set(name.fullName, created);
  namespace.partitionedTopics.add(name.fullName);
  createPartitions(state, namespace, created, 0);
  return created;
}

function createPartitions(
  state: SimulatorState,
  namespace: NamespaceState,
  partitioned: PartitionedTopicState,
  from: number,
): void {
  for (let index = from; index < partitioned.partitions; index += 1) {
    const partition = parseFullTopicName(partitionName(partitioned.fullName, index));
    if (state.topics.has(partition.fullName)) continue;
    const topic = newTopicState(state, partition);
    if (topic.domain === 'persistent') ensureLedger(state, topic);
    // A partition added later gets the subscriptions its siblings have, starting at its beginning.
    const sibling = state.topics.get(partitionName(partitioned.fullName, 0));
    if (sibling && index > 0) {
      for (const subscription of sibling.subscriptions.values()) {
        topic.subscriptions.set(
          subscription.name,
          newSubscription(state, subscription.name, -1, {
            type: subscription.type,
            properties: { ...subscription.properties },
          }),
        );
      }
    }
    addTopic(state, namespace, topic);
  }
}

export function updatePartitions(state: SimulatorState, name: TopicName, partitionsBody: unknown): void {
  const namespace = namespaceForTopic(state, name);
  const partitioned = state.partitionedTopics.get(name.fullName);
  if (!partitioned) {
    if (state.topics.has(name.fullName))
      throw conflict(`Topic ${name.fullName} is not the partitioned topic.`);
    throw notFound(`Topic ${name.fullName} not found`);
  }
  const desired = validatePartitionCount(state, partitionsBody);
  if (desired < partitioned.partitions) {
    throw unprocessable(
      `Desired partitions ${desired} can't be less than the current partitions ${partitioned.partitions}.`,
    );
  }
  const max = state.limits.maxNumPartitionsPerPartitionedTopic;
  if (max > 0 && desired > max) {
    throw unprocessable(
      `Desired partitions ${desired} can't be greater than the maximum partitions per topic ${max}.`,
    );
  }
  const previous = partitioned.partitions;
  partitioned.partitions = desired;
  createPartitions(state, namespace, partitioned, previous);
}

/** Creates each partition the metadata counts that is not there (PersistentTopicsBase.java:526-549). */
export function createMissedPartitions(state: SimulatorState, name: TopicName): void {
  const namespace = namespaceForTopic(state, name);
  const partitioned = state.partitionedTopics.get(name.fullName);
  if (!partitioned) throw notFound(`Topic ${name.fullName} does not exist`);
  createPartitions(state, namespace, partitioned, 0);
}

export function partitionedMetadata(
  state: SimulatorState,
  name: TopicName,
): { partitions: number; deleted: boolean; properties?: Record<string, string> } {
  namespaceForTopic(state, name);
  const partitioned = state.partitionedTopics.get(name.fullName);
  if (partitioned) {
    const metadata: { partitions: number; deleted: boolean; properties?: Record<string, string> } = {
      partitions: partitioned.partitions,
      deleted: false,
    };
    if (partitioned.properties) metadata.properties = { ...partitioned.properties };
    return metadata;
  }
  if (state.topics.has(name.fullName)) return { partitions: 0, deleted: false };
  throw notFound(`Topic ${name.fullName} not found`);
}

const connectedClients = (topic: TopicState): number =>
  topic.producers.length +
  [...topic.subscriptions.values()].reduce((total, subscription) => total + subscription.consumers.length, 0);

export function deleteTopic(state: SimulatorState, name: TopicName, force: boolean): void {
  namespaceForTopic(state, name);
  if (state.partitionedTopics.has(name.fullName)) {
    throw conflict(
      `${name.fullName} is a partitioned topic, instead of calling delete topic, please call delete-partitioned-topic.`,
    );
  }
  const topic = state.topics.get(name.fullName);
  if (!topic) throw notFound(`Topic ${name.fullName} not found`);
  const clients = connectedClients(topic);
  if (clients > 0 && !force) throw preconditionFailed(`Topic has ${clients} connected producers/consumers`);
  removeTopic(state, topic.fullName);
}

export function deletePartitionedTopic(state: SimulatorState, name: TopicName, force: boolean): void {
  namespaceForTopic(state, name);
  const partitioned = state.partitionedTopics.get(name.fullName);
  if (!partitioned) {
    if (state.topics.has(name.fullName)) {
      throw conflict(
        `${name.fullName} is a non-partitioned topic. Instead of calling delete-partitioned-topic please call delete.`,
      );
    }
    throw notFound(`Topic ${name.fullName} not found.`);
  }
  const partitions = topicsOf(state, name);
  if (!force && partitions.some((topic) => connectedClients(topic) > 0)) {
    throw preconditionFailed('Topic has active producers/subscriptions');
  }
  deleteTopicEverywhere(state, name.fullName);
}

function removeTopic(state: SimulatorState, fullName: string): void {
  const topic = state.topics.get(fullName);
  if (!topic) return;
  state.topics.delete(fullName);
  state.namespaces.get(topic.namespace)?.topics.delete(fullName);
}

/** Removes a topic, or a partitioned topic with all its partitions, with no checks (forced deletes). */
export function deleteTopicEverywhere(state: SimulatorState, fullName: string): void {
  const partitioned = state.partitionedTopics.get(fullName);
  if (partitioned) {
    for (let index = 0; index < partitioned.partitions; index += 1)
      removeTopic(state, partitionName(fullName, index));
    state.partitionedTopics.delete(fullName);
    state.namespaces.get(partitioned.namespace)?.partitionedTopics.delete(fullName);
    return;
  }
  removeTopic(state, fullName);
}

export function listTopics(namespace: NamespaceState, domain: string | undefined): string[] {
  const prefix = domain ? `${domain}://` : '';
  const result: string[] = [];
  for (const topic of namespace.topics.keys()) if (topic.startsWith(prefix)) result.push(topic);
  return result.sort();
}

export function listPartitionedTopics(namespace: NamespaceState, domain: string): string[] {
  return [...namespace.partitionedTopics].filter((topic) => topic.startsWith(`${domain}://`)).sort();
}

export function requirePersistent(name: TopicName): void {
  if (name.domain !== 'persistent') throw notAcceptable('Need to provide a persistent topic name');
}
