/**
 * The identity of one (non-partitioned or partition) topic as it appears in the console
 * route `/management/topics/:persistent/:tenant/:namespace/:topic/topic`.
 * Shared by the topic page and its SCHEMA and MESSAGES tabs.
 */
export interface TopicName {
  domain: 'persistent' | 'non-persistent';
  tenant: string;
  namespace: string;
  /** Short local name; a partition ends in `-partition-N`. */
  topic: string;
}

const PARTITION_SUFFIX = /^(.*)-partition-(\d+)$/;

/** `persistent/tenant/ns/topic`, each segment URL-encoded, for admin REST paths. */
export function topicPath(name: TopicName): string {
  return [name.domain, name.tenant, name.namespace, name.topic].map(encodeURIComponent).join('/');
}

/** `persistent://tenant/ns/topic`, the name Pulsar clients and stats use. */
export function fullTopicName(name: TopicName): string {
  return `${name.domain}://${name.tenant}/${name.namespace}/${name.topic}`;
}

/** The partition index when the topic is a partition of a partitioned topic, else undefined. */
export function partitionOf(name: TopicName): number | undefined {
  const match = PARTITION_SUFFIX.exec(name.topic);
  return match ? Number(match[2]) : undefined;
}

/** The partitioned topic this partition belongs to, or undefined when it is not a partition. */
export function parentTopic(name: TopicName): TopicName | undefined {
  const match = PARTITION_SUFFIX.exec(name.topic);
  return match && match[1] ? { ...name, topic: match[1] } : undefined;
}

/** A sibling partition of the same parent. */
export function partitionTopic(parent: TopicName, index: number): TopicName {
  return { ...parent, topic: `${parent.topic}-partition-${index}` };
}

/** Parses route params; undefined when the domain is not one Pulsar knows. */
export function topicNameFromParams(params: {
  persistent?: string;
  tenant?: string;
  namespace?: string;
  topic?: string;
}): TopicName | undefined {
  const { persistent, tenant, namespace, topic } = params;
  if (persistent !== 'persistent' && persistent !== 'non-persistent') return undefined;
  if (!tenant || !namespace || !topic) return undefined;
  return { domain: persistent, tenant, namespace, topic };
}
