import { preconditionFailed } from './errors.ts';

// NamedEntity.java: tenant, namespace and cluster names are `[-=:.\w]+`.
const NAMED_ENTITY = /^[-=:.\w]+$/;

export const isValidEntityName = (name: string): boolean => NAMED_ENTITY.test(name);

export type TopicDomain = 'persistent' | 'non-persistent';

export const TOPIC_DOMAINS: readonly TopicDomain[] = ['persistent', 'non-persistent'];

export interface TopicName {
  domain: TopicDomain;
  tenant: string;
  namespace: string;
  /** Local name including any `-partition-N` suffix. */
  localName: string;
  /** `persistent://t/ns/topic` */
  fullName: string;
  /** `t/ns` */
  namespaceName: string;
  /** Index when the local name ends in `-partition-N`, else -1. */
  partitionIndex: number;
  /** Full name of the partitioned topic this is a partition of (itself when not a partition). */
  partitionedTopicName: string;
}

const PARTITION_SUFFIX = /^(.*)-partition-(\d+)$/;

export function topicName(
  domain: TopicDomain,
  tenant: string,
  namespace: string,
  localName: string,
): TopicName {
  if (!isValidEntityName(tenant) || !isValidEntityName(namespace) || localName.trim() === '') {
    throw preconditionFailed('Topic name is not valid');
  }
  const namespaceName = `${tenant}/${namespace}`;
  const fullName = `${domain}://${namespaceName}/${localName}`;
  const match = PARTITION_SUFFIX.exec(localName);
  const partitionIndex = match?.[2] !== undefined ? Number(match[2]) : -1;
  const baseLocal = match?.[1] ?? localName;
  return {
    domain,
    tenant,
    namespace,
    localName,
    fullName,
    namespaceName,
    partitionIndex,
    partitionedTopicName: partitionIndex >= 0 ? `${domain}://${namespaceName}/${baseLocal}` : fullName,
  };
}

export function parseFullTopicName(fullName: string): TopicName {
  const match = /^(persistent|non-persistent):\/\/([^/]+)\/([^/]+)\/(.+)$/.exec(fullName);
  if (!match) throw preconditionFailed('Topic name is not valid');
  return topicName(match[1] as TopicDomain, match[2] ?? '', match[3] ?? '', match[4] ?? '');
}

export const partitionName = (partitionedFullName: string, index: number): string =>
  `${partitionedFullName}-partition-${index}`;
