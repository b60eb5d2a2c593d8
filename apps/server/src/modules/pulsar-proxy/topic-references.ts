// Bodies that name topics of their own: a tenant admin may only point them at its own tenants.
// Beacon calls the broker with a super-user token, so the broker's own checks of these references
// pass whatever tenant they name; the path check alone would let a tenant admin of `ta` make
// `ta/ns/orders` a shadow of, or shadowed into, a topic of `tb`.
//
// What a real client sends (pulsar-client-admin TopicsImpl, 4.0):
// - createNonPartitionedTopic: PUT {topic}, JSON object of properties (may be `{}`);
// - createPartitionedTopic: PUT {topic}/partitions, the number of partitions, or with properties
//   `{"partitions": n, "properties": {...}}` as application/vnd.partitioned-topic-metadata+json;
// - createShadowTopic: either of the above with the property PULSAR.SHADOW_SOURCE = the source topic
//   (TopicsImpl.PROPERTY_SHADOW_SOURCE_KEY);
// - updateProperties: PUT {topic}/properties, JSON object;
// - setShadowTopics: PUT {topic}/shadowTopics, JSON list of topic names.
// Namespace replication and allowed clusters are not read here: Pulsar itself checks each cluster
// against the tenant's allowed clusters (NamespacesBase.internalSetNamespaceReplicationClusters and
// internalSetNamespaceAllowedClusters call validateClusterForTenantAsync).
import { isPulsarName } from '@beacon/contracts';

export const SHADOW_SOURCE_PROPERTY = 'PULSAR.SHADOW_SOURCE';

export interface TopicReferenceRefusal {
  /** 400 when the body cannot be read as Pulsar would read it; 403 when it names another tenant. */
  status: 400 | 403;
  reason: string;
}

type Inspected = 'create' | 'properties' | 'shadowTopics';

/** Which kind of body a write carries, or undefined when its body names no topic. */
function inspected(permission: string, segments: readonly string[]): Inspected | undefined {
  const last = segments.at(-1);
  if (permission === 'topic.create') return 'create';
  if (permission === 'topic.policy.write' && last === 'properties') return 'properties';
  if (permission === 'topic.policy.write' && last === 'shadowTopics') return 'shadowTopics';
  return undefined;
}

/** True for calls whose JSON body can name topics of other tenants: read it whole before forwarding. */
export function inspectsBody(permission: string, method: string, segments: readonly string[]): boolean {
  if (method === 'DELETE' || method === 'GET' || method === 'HEAD') return false;
  return inspected(permission, segments) !== undefined;
}

/** The tenant Pulsar's TopicName reads from a topic name; a bare name is public/default. */
export function tenantOfTopicName(topic: string): string | undefined {
  const withoutDomain = topic.replace(/^(persistent|non-persistent):\/\//i, '');
  if (withoutDomain.includes('://')) return undefined;
  const parts = withoutDomain.split('/');
  if (parts.length === 1) return parts[0] === '' ? undefined : 'public';
  // tenant/namespace/topic, or the old tenant/cluster/namespace/topic.
  return parts.length >= 3 ? parts[0] : undefined;
}

const refusal = (status: 400 | 403, reason: string): TopicReferenceRefusal => ({ status, reason });

function topicRefusal(topic: string, allowedTenants: readonly string[]): TopicReferenceRefusal | undefined {
  const tenant = tenantOfTopicName(topic);
  if (tenant === undefined || !isPulsarName(tenant))
    return refusal(403, `Cannot tell which tenant the topic ${topic} belongs to`);
  if (allowedTenants.includes(tenant)) return undefined;
  return refusal(403, `The topic ${topic} belongs to tenant ${tenant}, which this user does not administer`);
}

/** application/json or any `+json` type (Pulsar's partitioned-topic metadata type among them). */
function isJson(contentType: string): boolean {
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/** The value of PULSAR.SHADOW_SOURCE in a properties object, whatever the case of the key. */
function shadowSources(properties: unknown): string[] | TopicReferenceRefusal {
  if (properties === null || properties === undefined) return [];
  if (typeof properties !== 'object' || Array.isArray(properties))
    return refusal(400, 'Topic properties must be a JSON object of strings');
  const sources: string[] = [];
  for (const [key, value] of Object.entries(properties)) {
    if (key.toUpperCase() !== SHADOW_SOURCE_PROPERTY) continue;
    // Jackson turns a number or a boolean into its text for a Map<String, String>.
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      sources.push(String(value));
    else if (value !== null) return refusal(400, `${SHADOW_SOURCE_PROPERTY} must be a topic name`);
  }
  return sources;
}

/** The topics a body names, or why it cannot be read. */
function namedTopics(kind: Inspected, body: unknown): string[] | TopicReferenceRefusal {
  if (kind === 'shadowTopics') {
    // Pulsar's mapper may take a single name where a list is expected: count it too.
    const list: unknown[] = Array.isArray(body) ? body : [body];
    if (!list.every((entry) => typeof entry === 'string' || entry === null))
      return refusal(400, 'Shadow topics must be a JSON list of topic names');
    return list.filter((entry): entry is string => typeof entry === 'string');
  }
  if (kind === 'create' && typeof body === 'number') return [];
  if (kind === 'create' && body !== null && typeof body === 'object' && !Array.isArray(body)) {
    // {"partitions": n, "properties": {...}} from createPartitionedTopic, or a bare properties map.
    const entries = Object.entries(body);
    const nested: unknown[] = entries
      .filter(([key]) => key.toLowerCase() === 'properties')
      .map(([, value]): unknown => value);
    const fromNested = nested.map(shadowSources);
    const fromTop = shadowSources(body);
    const all: string[] = [];
    for (const found of [fromTop, ...fromNested]) {
      if (!Array.isArray(found)) return found;
      all.push(...found);
    }
    return all;
  }
  return shadowSources(body);
}

/**
 * Why this body may not go to the broker for a tenant admin of `allowedTenants`, if it may not:
 * 400 when it is not JSON Beacon can read, 403 when it names a topic of another tenant.
 */
export function refusedTopicReference(
  permission: string,
  segments: readonly string[],
  body: Buffer,
  contentType: string,
  allowedTenants: readonly string[],
): TopicReferenceRefusal | undefined {
  const kind = inspected(permission, segments);
  if (kind === undefined) return undefined;
  const text = body.toString('utf8');
  if (text.trim() === '') return undefined;
  if (!isJson(contentType)) return refusal(400, 'This request body must be JSON (application/json)');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refusal(400, 'The request body is not valid JSON');
  }
  const topics = namedTopics(kind, parsed);
  if (!Array.isArray(topics)) return topics;
  for (const topic of topics) {
    const refused = topicRefusal(topic, allowedTenants);
    if (refused) return refused;
  }
  return undefined;
}
