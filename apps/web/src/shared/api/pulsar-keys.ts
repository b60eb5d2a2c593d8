// Query keys of everything read from Pulsar, derived from the catalogue under ONE root per
// environment: ['pulsar', environment, 'tenants', tenant, 'namespaces', namespace, 'topics', domain,
// topic, …]. The hierarchy is Pulsar's own, so a write invalidates its resource's prefix and every
// screen showing that resource or anything inside it refreshes at once.
import { pathSegments, type Operation, type ParamsOf } from '@beacon/pulsar-admin';
import { readSession } from '../auth/session.ts';

export type QueryKeyPart = string | number | boolean | object;
export type PulsarKey = readonly QueryKeyPart[];

/** Every Pulsar query of the environment chosen now: switching never shows another's data. */
export const environmentKey = (): PulsarKey => ['pulsar', readSession().environment ?? ''];

const TOPIC_DOMAINS = new Set(['persistent', 'non-persistent']);

/** Where a catalogue path (its unencoded segments) sits in the hierarchy. */
function resourceOf(segments: readonly string[]): string[] {
  // Both roots carry a version: /admin/v2/…, /lookup/v2/topic/….
  const [root, , ...rest] = segments;
  if (root === 'lookup') {
    // /lookup/v2/topic/{domain}/{tenant}/{namespace}/{topic}[/bundle]: a read of the topic.
    const [, domain = '', tenant = '', namespace = '', topic = '', ...tail] = rest;
    return [...topicResource(domain, tenant, namespace, topic), 'lookup', ...tail];
  }
  const [area = '', tenant, namespace, topic, ...tail] = rest;
  if (area === 'namespaces' && tenant !== undefined) {
    return ['tenants', tenant, 'namespaces', ...[namespace, topic, ...tail].filter(defined)];
  }
  if (TOPIC_DOMAINS.has(area)) return [...topicResource(area, tenant, namespace, topic), ...tail];
  if (area === 'schemas') {
    return ['tenants', tenant ?? '', 'namespaces', namespace ?? '', 'schemas', topic ?? '', ...tail];
  }
  return [area, ...[tenant, namespace, topic, ...tail].filter(defined)];
}

const defined = (value: string | undefined): value is string => value !== undefined;

function topicResource(domain: string, tenant = '', namespace = '', topic = ''): string[] {
  return ['tenants', tenant, 'namespaces', namespace, 'topics', domain, topic];
}

/**
 * The key of a catalogue read, `extra` (query, cluster…) after the resource. Used as a prefix it
 * covers the resource and everything under it.
 */
export function pulsarKey<Op extends Operation<string, unknown, unknown, unknown>>(
  operation: Op,
  params: ParamsOf<Op>,
  ...extra: QueryKeyPart[]
): PulsarKey {
  return [...environmentKey(), ...resourceOf(pathSegments(operation, params as never)), ...extra];
}

/** Resource prefixes a write invalidates. */
export const pulsarResources = {
  environment: environmentKey,
  tenants: (): PulsarKey => [...environmentKey(), 'tenants'],
  tenant: (tenant: string): PulsarKey => [...environmentKey(), 'tenants', tenant],
  namespace: (tenant: string, namespace: string): PulsarKey => [
    ...environmentKey(),
    ...['tenants', tenant, 'namespaces', namespace],
  ],
  namespaceTopics: (tenant: string, namespace: string): PulsarKey => [
    ...pulsarResources.namespace(tenant, namespace),
    'topics',
  ],
  /** A topic (a partition is a topic of its own: `orders-partition-2`). */
  topic: (name: TopicResource): PulsarKey => [
    ...pulsarResources.namespaceTopics(name.tenant, name.namespace),
    name.domain,
    name.topic,
  ],
};

/** The names that place a topic: `{domain}://{tenant}/{namespace}/{topic}`. */
export interface TopicResource {
  domain: string;
  tenant: string;
  namespace: string;
  topic: string;
}

/** A key for one of Beacon's own views of a resource (its statistics catalogue), kept apart from
 * Pulsar's reads of the same resource by an object part no Pulsar name can equal. */
export const beaconView = (view: string, detail: object = {}) => ({ beacon: view, ...detail });

/** The view a key part names, when it is `beaconView(view, …)`. */
export const beaconViewOf = (part: unknown): unknown =>
  typeof part === 'object' && part !== null ? (part as { beacon?: unknown }).beacon : undefined;

/** Whether a key part is `beaconView(view, …)`. */
export const isBeaconView = (part: unknown, view: string): boolean => beaconViewOf(part) === view;
