// The topic-level policies of a topic's POLICIES tab (issue 31), one entry each: the descriptor
// built on the @beacon/pulsar-admin catalogue's topicPolicies (the same builders, ids and texts as
// the namespace's, so a policy reads alike at both levels), the namespace descriptor it falls back
// to, and what Pulsar 4.0.7 offers for it: a global value beside the local one (`isGlobal`), and a
// read of the value in force (`applied`). Pulsar's schema policies have neither (decision 0078).
import { topicPolicies } from '@beacon/pulsar-admin';
import {
  autoSubscriptionCreationPolicy,
  delayedDeliveryPolicy,
  inactiveTopicPolicy,
  deletes,
  dispatchRatePolicy,
  enabledPolicy,
  enumPolicy,
  integerPolicy,
  sizePolicy,
  policyById,
  SCHEMA_COMPATIBILITY_STRATEGIES,
  type CatalogPolicy,
  type PolicyId,
  backlogQuotaPolicy,
  persistencePolicy,
  retentionPolicy,
  subscribeRatePolicy,
  type PolicyDescriptor,
  counts,
  deduplicationSnapshotPolicy,
  dispatcherPausePolicy,
  entryFiltersPolicy,
  offloadPoliciesPolicy,
  publishRatePolicy,
  subscriptionTypesPolicy,
} from '../../namespaces/index.ts';

export interface TopicPolicy {
  policy: PolicyDescriptor<PolicyId>;
  /**
   * The namespace's descriptor of the same policy: in force while the topic sets neither value.
   * None for a policy only topics have (max message size): the broker's setting is next.
   */
  namespacePolicy?: CatalogPolicy;
  /** The topic holds a global value besides its local one (`isGlobal=true`). */
  global: boolean;
  /** Pulsar answers the value in force at the local level (`applied=true`). */
  applied: boolean;
}

/** Both levels, with an `applied` read: most policies. */
const full = (policy: PolicyDescriptor<PolicyId>): TopicPolicy => ({
  policy,
  namespacePolicy: policyById(policy.id),
  global: true,
  applied: true,
});

/** Both levels, but Pulsar reads only the value set on the topic (`topicOnlyPolicy` in the catalogue). */
const withoutApplied = (policy: PolicyDescriptor<PolicyId>): TopicPolicy => ({
  ...full(policy),
  applied: false,
});

/** Local only, no `isGlobal` (the schema policies), with an `applied` read. */
const localOnly = (policy: PolicyDescriptor<PolicyId>): TopicPolicy => ({ ...full(policy), global: false });

/** The broker settings a topic's policy falls back to: the namespace descriptor's, or its own. */
export const brokerKeysOf = (entry: TopicPolicy) =>
  entry.namespacePolicy?.brokerKeys ?? entry.policy.brokerKeys;

/**
 * A topic's largest message, in bytes, at most the broker's `maxMessageSize` (Pulsar refuses more
 * with 412, PersistentTopicsBase.internalSetMaxMessageSize); no namespace level, no applied read.
 */
const maxMessageSize: TopicPolicy = {
  policy: { ...sizePolicy('maxMessageSize', topicPolicies.maxMessageSize), brokerKeys: ['maxMessageSize'] },
  global: true,
  applied: false,
};

const ttl = integerPolicy('messageTTL', 'cleanup', topicPolicies.messageTTL, counts.atLeastZero, 'duration');
const compatibility = enumPolicy(
  'schemaCompatibilityStrategy',
  'schema',
  topicPolicies.schemaCompatibilityStrategy,
  SCHEMA_COMPATIBILITY_STRATEGIES,
  'select',
  // UNDEFINED defers to the namespace, so it reads as unset; unlike the namespace, a topic has a DELETE.
  { value: 'UNDEFINED' },
);

export const TOPIC_POLICY_CATALOG: readonly TopicPolicy[] = [
  full(persistencePolicy(topicPolicies.persistence)),
  full(enabledPolicy('deduplication', 'storage', topicPolicies.deduplicationEnabled)),
  full(backlogQuotaPolicy(topicPolicies.backlogQuota)),
  localOnly({ ...compatibility, clear: deletes(topicPolicies.schemaCompatibilityStrategy.clear) }),
  // No DELETE: false defers to the namespace and the broker, so saving false is the way back.
  localOnly(enabledPolicy('schemaValidationEnforced', 'schema', topicPolicies.schemaValidationEnforced)),
  // Pulsar takes the TTL in the `messageTTL` query parameter (PersistentTopics.setMessageTTL, 4.0.7).
  full({ ...ttl, set: { ...ttl.set, encoding: { query: 'messageTTL' } } }),
  full(retentionPolicy(topicPolicies.retention)),
  full(sizePolicy('compactionThreshold', topicPolicies.compactionThreshold)),
  full(
    integerPolicy(
      'maxProducersPerTopic',
      'throttling',
      topicPolicies.maxProducers,
      counts.atLeastZero,
      'count',
    ),
  ),
  full(
    integerPolicy(
      'maxConsumersPerTopic',
      'throttling',
      topicPolicies.maxConsumers,
      counts.atLeastZero,
      'count',
    ),
  ),
  withoutApplied(
    integerPolicy(
      'maxConsumersPerSubscription',
      'throttling',
      topicPolicies.maxConsumersPerSubscription,
      counts.atLeastZero,
      'count',
    ),
  ),
  withoutApplied(
    integerPolicy(
      'maxSubscriptionsPerTopic',
      'throttling',
      topicPolicies.maxSubscriptionsPerTopic,
      counts.atLeastZero,
      'count',
    ),
  ),
  full(
    integerPolicy(
      'maxUnackedMessagesPerConsumer',
      'throttling',
      topicPolicies.maxUnackedMessagesOnConsumer,
      counts.atLeastZero,
      'count',
    ),
  ),
  full(
    integerPolicy(
      'maxUnackedMessagesPerSubscription',
      'throttling',
      topicPolicies.maxUnackedMessagesOnSubscription,
      counts.atLeastZero,
      'count',
    ),
  ),
  full(dispatchRatePolicy('dispatchRate', topicPolicies.dispatchRate)),
  full(dispatchRatePolicy('subscriptionDispatchRate', topicPolicies.subscriptionDispatchRate)),
  full(subscribeRatePolicy(topicPolicies.subscribeRate)),
  full(dispatchRatePolicy('replicatorDispatchRate', topicPolicies.replicatorDispatchRate)),
  // A topic's delayed delivery is a topic policy write (validateTopicPolicyOperation), not the
  // namespace's super-user one.
  full(delayedDeliveryPolicy(topicPolicies.delayedDelivery)),
  full(inactiveTopicPolicy(topicPolicies.inactiveTopicPolicies)),
  full(autoSubscriptionCreationPolicy(topicPolicies.autoSubscriptionCreation)),
  withoutApplied(deduplicationSnapshotPolicy(topicPolicies.deduplicationSnapshotInterval)),
  full(offloadPoliciesPolicy(topicPolicies.offloadPolicies)),
  withoutApplied(publishRatePolicy(topicPolicies.publishRate)),
  withoutApplied(subscriptionTypesPolicy(topicPolicies.subscriptionTypesEnabled)),
  full(dispatcherPausePolicy(topicPolicies.dispatcherPauseOnAckStatePersistent)),
  full(entryFiltersPolicy(topicPolicies.entryFilters)),
  maxMessageSize,
];
