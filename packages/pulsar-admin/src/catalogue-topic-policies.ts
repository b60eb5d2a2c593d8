// The topic-level policies (issue 31, the topic POLICIES tab), each as catalogue entries under
// `/admin/v2/{domain}/{tenant}/{namespace}/{topic}/`: `get`, `set` (POST, or PUT for the schema
// compatibility strategy, as Pulsar 4.0.7 has it) and `clear` (the DELETE that hands the policy
// back to the namespace). Most take `isGlobal`: a topic holds a local and a global value of each,
// stored apart (the global one replicated through the geo-replicated system topic); a call without
// `isGlobal` reads or writes the local one. Reads that take `applied` answer the value in force at
// that level: the topic's, else the namespace's, else the broker's default — never the other
// level's topic value (decision 0078). An unset policy reads as 204 No Content: `Unset<T>`.
import type {
  BacklogQuotaType,
  SchemaCompatibilityStrategy,
  SubscriptionTypeName,
  Unset,
} from './catalogue-namespace-policies.ts';
import type {
  AutoSubscriptionCreationOverride,
  BacklogQuota,
  BacklogQuotaImpl,
  DelayedDeliveryPolicies,
  DispatchRate,
  DispatchRateImpl,
  EntryFilters,
  InactiveTopicPolicies,
  OffloadPolicies,
  PersistencePolicies,
  PublishRate,
  RetentionPolicies,
  SubscribeRate,
} from './generated/definitions.ts';
import { operation } from './operation.ts';

const TOPIC = '/admin/v2/{domain}/{tenant}/{namespace}/{topic}';

/** Which of the topic's two values a call reads or writes: the local one unless `isGlobal`. */
export type TopicPolicyScope = { isGlobal?: boolean };
/** A read that can answer the value in force (topic, else namespace, else broker) instead. */
export type TopicPolicyRead = TopicPolicyScope & { applied?: boolean };

/**
 * get (with `applied`), set and clear of a policy whose body is `T`: `appliedPolicy<T>()('retention')`,
 * curried (as `operation`) so the suffix stays a literal in the templates.
 */
const appliedPolicy =
  <T, Body = T>() =>
  <Suffix extends string>(suffix: Suffix) =>
    policyAt<T, Body, TopicPolicyRead, Suffix>(suffix);

/** get, set and clear of a policy Pulsar has no `applied` read for: the topic's own value only. */
const topicOnlyPolicy =
  <T, Body = T>() =>
  <Suffix extends string>(suffix: Suffix) =>
    policyAt<T, Body, TopicPolicyScope, Suffix>(suffix);

function policyAt<T, Body, Read, Suffix extends string>(suffix: Suffix) {
  const template = `${TOPIC}/${suffix}` as const;
  return {
    get: operation<Unset<T>, never, Read>()('GET', template),
    set: operation<void, Body, TopicPolicyScope>()('POST', template),
    clear: operation<void, never, TopicPolicyScope>()('DELETE', template),
  };
}

export const topicPolicies = {
  /**
   * Read as the whole map, `{}` when neither quota is set (not 204); set and cleared one type at a
   * time. `applied` falls back to the namespace's map, then the broker's size and time quotas.
   */
  backlogQuota: {
    get: operation<Partial<Record<BacklogQuotaType, BacklogQuotaImpl>>, never, TopicPolicyRead>()(
      'GET',
      `${TOPIC}/backlogQuotaMap`,
    ),
    set: operation<void, BacklogQuota, TopicPolicyScope & { backlogQuotaType?: BacklogQuotaType }>()(
      'POST',
      `${TOPIC}/backlogQuota`,
    ),
    clear: operation<void, never, TopicPolicyScope & { backlogQuotaType?: BacklogQuotaType }>()(
      'DELETE',
      `${TOPIC}/backlogQuota`,
    ),
  },
  delayedDelivery: appliedPolicy<DelayedDeliveryPolicies>()('delayedDelivery'),
  /**
   * Seconds. The value travels in the `messageTTL` query parameter, not the body
   * (PersistentTopics.setMessageTTL's @QueryParam in 4.0.7).
   */
  messageTTL: {
    get: operation<Unset<number>, never, TopicPolicyRead>()('GET', `${TOPIC}/messageTTL`),
    set: operation<void, never, TopicPolicyScope & { messageTTL: number }>()('POST', `${TOPIC}/messageTTL`),
    clear: operation<void, never, TopicPolicyScope>()('DELETE', `${TOPIC}/messageTTL`),
  },
  retention: appliedPolicy<RetentionPolicies>()('retention'),
  maxUnackedMessagesOnConsumer: appliedPolicy<number>()('maxUnackedMessagesOnConsumer'),
  maxUnackedMessagesOnSubscription: appliedPolicy<number>()('maxUnackedMessagesOnSubscription'),
  inactiveTopicPolicies: appliedPolicy<InactiveTopicPolicies>()('inactiveTopicPolicies'),
  persistence: appliedPolicy<PersistencePolicies>()('persistence'),
  deduplicationEnabled: appliedPolicy<boolean>()('deduplicationEnabled'),
  /** Seconds. */
  deduplicationSnapshotInterval: topicOnlyPolicy<number>()('deduplicationSnapshotInterval'),
  dispatchRate: appliedPolicy<DispatchRate, DispatchRateImpl>()('dispatchRate'),
  subscriptionDispatchRate: appliedPolicy<DispatchRate, DispatchRateImpl>()('subscriptionDispatchRate'),
  replicatorDispatchRate: appliedPolicy<DispatchRate, DispatchRateImpl>()('replicatorDispatchRate'),
  publishRate: topicOnlyPolicy<PublishRate>()('publishRate'),
  subscribeRate: appliedPolicy<SubscribeRate>()('subscribeRate'),
  /** Bytes. */
  compactionThreshold: appliedPolicy<number>()('compactionThreshold'),
  offloadPolicies: appliedPolicy<OffloadPolicies>()('offloadPolicies'),
  maxProducers: appliedPolicy<number>()('maxProducers'),
  maxConsumers: appliedPolicy<number>()('maxConsumers'),
  maxSubscriptionsPerTopic: topicOnlyPolicy<number>()('maxSubscriptionsPerTopic'),
  maxConsumersPerSubscription: topicOnlyPolicy<number>()('maxConsumersPerSubscription'),
  subscriptionTypesEnabled: topicOnlyPolicy<SubscriptionTypeName[]>()('subscriptionTypesEnabled'),
  /** Bytes. */
  maxMessageSize: topicOnlyPolicy<number>()('maxMessageSize'),
  entryFilters: appliedPolicy<EntryFilters>()('entryFilters'),
  autoSubscriptionCreation: appliedPolicy<AutoSubscriptionCreationOverride>()('autoSubscriptionCreation'),
  /** A switch: the POST has no body, it turns the pause on; the DELETE turns it off. */
  dispatcherPauseOnAckStatePersistent: {
    get: operation<Unset<boolean>, never, TopicPolicyRead>()(
      'GET',
      `${TOPIC}/dispatcherPauseOnAckStatePersistent`,
    ),
    set: operation<void, never, TopicPolicyScope>()('POST', `${TOPIC}/dispatcherPauseOnAckStatePersistent`),
    clear: operation<void, never, TopicPolicyScope>()(
      'DELETE',
      `${TOPIC}/dispatcherPauseOnAckStatePersistent`,
    ),
  },
  /** Local only: no `isGlobal` on these three. `UNDEFINED` defers to the namespace. */
  schemaCompatibilityStrategy: {
    get: operation<Unset<SchemaCompatibilityStrategy>, never, { applied?: boolean }>()(
      'GET',
      `${TOPIC}/schemaCompatibilityStrategy`,
    ),
    set: operation<void, SchemaCompatibilityStrategy>()('PUT', `${TOPIC}/schemaCompatibilityStrategy`),
    clear: operation()('DELETE', `${TOPIC}/schemaCompatibilityStrategy`),
  },
  /** Local only, and no DELETE: false defers to the namespace and broker. */
  schemaValidationEnforced: {
    get: operation<boolean, never, { applied?: boolean }>()('GET', `${TOPIC}/schemaValidationEnforced`),
    set: operation<void, boolean>()('POST', `${TOPIC}/schemaValidationEnforced`),
  },
};

/** The path of every topic policy entry, for code that handles any of them. */
export type TopicPolicyTemplate = {
  [Name in keyof typeof topicPolicies]: {
    [Call in keyof (typeof topicPolicies)[Name]]: (typeof topicPolicies)[Name][Call] extends {
      template: infer Template;
    }
      ? Template
      : never;
  }[keyof (typeof topicPolicies)[Name]];
}[keyof typeof topicPolicies];

/** `retention` for `/admin/v2/{domain}/{tenant}/{namespace}/{topic}/retention`. */
export function topicPolicyPath(template: string): string {
  const prefix = `${TOPIC}/`;
  if (!template.startsWith(prefix)) throw new Error(`${template} is not a topic policy path`);
  return template.slice(prefix.length);
}
