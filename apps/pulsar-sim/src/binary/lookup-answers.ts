import { LOOKUP_TYPE } from '@beacon/pulsar-reader/wire';
import { bundleForTopic, ownerOf } from '../core/bundles.ts';
import type { TopicName } from '../core/names.ts';
import { listTopics } from '../core/topics.ts';
import type { BrokerState, SimulatorState } from '../core/state.ts';

// Answers to PARTITIONED_METADATA, LOOKUP and GET_TOPICS_OF_NAMESPACE, worded as a real 4.0.7
// standalone worded them when asked over its binary port.

const TOPIC_NOT_FOUND = 11;
const RESPONSE_FAILED = 1;

/** Partitions of a topic without creating it: 0 for a non-partitioned topic, TopicNotFound else. */
export function answerPartitionedMetadata(state: SimulatorState, name: TopicName): Record<string, unknown> {
  const partitioned = state.partitionedTopics.get(name.fullName);
  if (partitioned) return { partitions: partitioned.partitions, response: 0 };
  if (state.topics.has(name.fullName)) return { partitions: 0, response: 0 };
  return { partitions: 0, response: RESPONSE_FAILED, error: TOPIC_NOT_FOUND, message: '' };
}

/** The broker of `broker`'s cluster that owns the topic's bundle (undefined without its namespace). */
export function ownerOfTopic(
  state: SimulatorState,
  broker: BrokerState,
  name: TopicName,
): BrokerState | undefined {
  const namespace = state.namespaces.get(name.namespaceName);
  return namespace
    ? (ownerOf(state, bundleForTopic(namespace, name.fullName), broker.cluster) ?? broker)
    : undefined;
}

/**
 * The owner of the topic's bundle answers Connect with its own URLs — authoritative, and with
 * proxy_through_service_url set, as the real broker sets it on every Connect answer; another
 * broker of the cluster sends the client to the owner (Redirect).
 */
export function answerLookup(
  state: SimulatorState,
  broker: BrokerState,
  name: TopicName,
): Record<string, unknown> {
  const owner = ownerOfTopic(state, broker, name);
  if (!owner) return { response: LOOKUP_TYPE.Failed, error: TOPIC_NOT_FOUND, message: 'Namespace not found' };
  const urls = {
    brokerServiceUrl: owner.pulsarServiceUrl,
    ...(owner.pulsarServiceUrlTls ? { brokerServiceUrlTls: owner.pulsarServiceUrlTls } : {}),
  };
  if (owner.id !== broker.id) return { ...urls, response: LOOKUP_TYPE.Redirect, authoritative: false };
  return { ...urls, response: LOOKUP_TYPE.Connect, authoritative: true, proxy_through_service_url: true };
}

/** CommandGetTopicsOfNamespace.Mode: PERSISTENT 0, NON_PERSISTENT 1, ALL 2. */
export function topicsOfNamespace(state: SimulatorState, namespaceName: string, mode: number): string[] {
  const namespace = state.namespaces.get(namespaceName);
  if (!namespace) return [];
  return listTopics(namespace, mode === 0 ? 'persistent' : mode === 1 ? 'non-persistent' : undefined);
}
