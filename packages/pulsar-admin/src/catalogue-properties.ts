// Key/value properties of namespaces, topics and subscriptions, the roles allowed on a namespace's
// subscriptions, and creating a partitioned topic's missing partitions (issue 31 items 5 and 6,
// decision 0081). Each as Pulsar 4.0.7 answers it, checked on a real broker by
// apps/pulsar-sim/src/contract/properties.contract.test.ts.
import type { Operation } from './operation.ts';
import { operation } from './operation.ts';

const NAMESPACE = '/admin/v2/namespaces/{tenant}/{namespace}';
const TOPIC = '/admin/v2/{domain}/{tenant}/{namespace}/{topic}';
const SUBSCRIPTION = `${TOPIC}/subscription/{subName}` as const;

/** A properties map: key → value, both strings. */
export type PropertiesMap = Record<string, string>;

/** Subscription → the client roles allowed to use it (Policies.auth_policies.subscription_auth_roles). */
export type SubscriptionPermissions = Record<string, string[]>;
/** The OpenAPI says subscription → one string; a broker answers each subscription's set of roles. */
export const SUBSCRIPTION_PERMISSIONS_SCHEMA = {
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'string' } },
};

export const namespaceProperties = {
  get: operation<PropertiesMap>()('GET', `${NAMESPACE}/properties`),
  /** Adds or replaces the keys sent, keeps the others (NamespacesBase.java:2494-2499, putAll). */
  set: operation<void, PropertiesMap>()('PUT', `${NAMESPACE}/properties`),
  /**
   * 200 with the removed value as bare text, or an empty 200 for a key not set
   * (NamespacesBase.java:2539-2547); the OpenAPI promises a 204.
   */
  remove: operation<string>()('DELETE', `${NAMESPACE}/property/{key}`, { answerFormat: 'text' }),
};

export const topicProperties = {
  /**
   * The topic's (or one partition's) managed-ledger properties; a partitioned topic's own, from its
   * metadata: no body at all until a property was ever set (PersistentTopicsBase.java:600-614).
   */
  get: operation<PropertiesMap | null>()('GET', `${TOPIC}/properties`),
  /** Adds or replaces the keys sent; an empty map is ignored (PersistentTopicsBase.java:628-657). */
  set: operation<void, PropertiesMap>()('PUT', `${TOPIC}/properties`),
  /** Always with a key: without one a 4.0.7 broker never answers and the topic's next update hangs. */
  remove: operation<void, never, { key: string }>()('DELETE', `${TOPIC}/properties`),
};

export const subscriptionProperties = {
  /** A partitioned topic's: its partitions' merged (PersistentTopicsBase.java:2472-2540). */
  get: operation<PropertiesMap>()('GET', `${SUBSCRIPTION}/properties`),
  /** Replaces every property, `{}` removes them all (PersistentSubscription.java:1517-1528). */
  set: operation<void, PropertiesMap>()('PUT', `${SUBSCRIPTION}/properties`),
};

export const subscriptionPermissions = {
  list: operation<SubscriptionPermissions>()('GET', `${NAMESPACE}/permissions/subscription`, {
    correctedAnswer: SUBSCRIPTION_PERMISSIONS_SCHEMA,
  }),
  /**
   * Hidden from the OpenAPI (Namespaces.java:366-390). Body: the roles, which REPLACE the
   * subscription's set (PulsarAuthorizationProvider.updateSubscriptionPermissionAsync).
   */
  grant: operation<void, string[]>()('POST', `${NAMESPACE}/permissions/subscription/{subscription}`),
  /**
   * Hidden from the OpenAPI (Namespaces.java:414-433). The subscription's last role takes its entry
   * with it; a subscription without an entry is a 500 "couldn't find subscription".
   */
  revoke: operation()('DELETE', `${NAMESPACE}/permissions/{subscription}/{role}`),
};

/** Creates each partition the metadata counts that does not exist (PersistentTopicsBase.java:526-549). */
export const createMissedPartitions = operation()('POST', `${TOPIC}/createMissedPartitions`);

/** Every entry above, for the contract and permission tests. */
export const propertyCalls: Record<string, Operation<string, unknown, unknown, unknown>> = {
  'namespaceProperties.get': namespaceProperties.get,
  'namespaceProperties.set': namespaceProperties.set,
  'namespaceProperties.remove': namespaceProperties.remove,
  'topicProperties.get': topicProperties.get,
  'topicProperties.set': topicProperties.set,
  'topicProperties.remove': topicProperties.remove,
  'subscriptionProperties.get': subscriptionProperties.get,
  'subscriptionProperties.set': subscriptionProperties.set,
  'subscriptionPermissions.list': subscriptionPermissions.list,
  'subscriptionPermissions.grant': subscriptionPermissions.grant,
  'subscriptionPermissions.revoke': subscriptionPermissions.revoke,
  createMissedPartitions,
};
