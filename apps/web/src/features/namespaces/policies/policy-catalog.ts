// Every namespace policy of the POLICIES tab (spec 3, inventory §1.9), one descriptor each, in the
// order the tab shows them. Endpoints and methods are the @beacon/pulsar-admin catalogue's
// namespacePolicies entries (Pulsar 4.0.7's; decision 0053): unset policies read as 204 No Content
// (or 200 with no body), single values travel as bare JSON, the anti-affinity group as raw text.
import { NAMESPACE_POLICY_WIRE as WIRE, namespacePolicies } from '@beacon/pulsar-admin';
import {
  dispatchRatePolicy,
  enabledPolicy,
  enumPolicy,
  integerPolicy,
  sizePolicy,
} from './policy-builders.ts';
import {
  antiAffinityGroup,
  backlogQuota,
  persistence,
  replicationClusters,
  retention,
  subscribeRate,
} from './policy-composites.ts';
import type { PolicyBrokerKey } from '@beacon/contracts';
import {
  autoSubscriptionCreationPolicy,
  autoTopicCreationPolicy,
  delayedDeliveryPolicy,
  inactiveTopicPolicy,
} from './policy-lifecycle.ts';
import {
  deduplicationSnapshotPolicy,
  dispatcherPausePolicy,
  entryFiltersPolicy,
  publishRatePolicy,
  subscriptionTypesPolicy,
} from './policy-delivery.ts';
import { bookieAffinityPolicy, offloadPoliciesPolicy } from './policy-storage.ts';
import type { PolicyDescriptor, PolicyGroup } from './policy-types.ts';
import type { FieldUnits } from './policy-units.ts';
import { counts, integerText } from './policy-values.ts';

export { BACKLOG_RETENTION_POLICIES } from './policy-composites.ts';

/** Spec 4's eight strategies, as Pulsar names them on the wire. */
export const SCHEMA_AUTO_UPDATE_STRATEGIES = [
  'Full',
  'FullTransitive',
  'Forward',
  'ForwardTransitive',
  'Backward',
  'BackwardTransitive',
  'AlwaysCompatible',
  'AutoUpdateDisabled',
] as const;

/** UNDEFINED is left out: it is Pulsar's "not set", so returning to it is the clear action. */
export const SCHEMA_COMPATIBILITY_STRATEGIES = [
  'FULL',
  'FULL_TRANSITIVE',
  'FORWARD',
  'FORWARD_TRANSITIVE',
  'BACKWARD',
  'BACKWARD_TRANSITIVE',
  'ALWAYS_COMPATIBLE',
  'ALWAYS_INCOMPATIBLE',
] as const;

export const SUBSCRIPTION_AUTH_MODES = ['None', 'Prefix'] as const;

/** The policy, with the broker settings in force while the namespace leaves it unset. */
function fallsBackTo<Policy extends PolicyDescriptor>(
  policy: Policy,
  ...brokerKeys: PolicyBrokerKey[]
): Policy {
  return { ...policy, brokerKeys };
}

export const POLICY_CATALOG = [
  replicationClusters,
  // Sent as the quoted enum name ("Prefix"); Pulsar Manager's 0/1 ordinals work but say less.
  enumPolicy(
    'subscriptionAuthMode',
    'subscriptionAuthentication',
    namespacePolicies.subscriptionAuthMode,
    SUBSCRIPTION_AUTH_MODES,
    'choice',
    { value: WIRE.subscriptionAuthMode.unsetValue, newNamespaceValue: true },
  ),
  fallsBackTo(
    persistence,
    'managedLedgerDefaultEnsembleSize',
    'managedLedgerDefaultWriteQuorum',
    'managedLedgerDefaultAckQuorum',
    'managedLedgerDefaultMarkDeleteRateLimit',
  ),
  enabledPolicy('encryptionRequired', 'storage', namespacePolicies.encryptionRequired),
  // Read from its own endpoint: Pulsar Manager read a field that does not exist and always showed Disabled.
  fallsBackTo(
    enabledPolicy('deduplication', 'storage', namespacePolicies.deduplication),
    'brokerDeduplicationEnabled',
  ),
  fallsBackTo(
    deduplicationSnapshotPolicy(namespacePolicies.deduplicationSnapshotInterval),
    'brokerDeduplicationSnapshotIntervalSeconds',
  ),
  // No broker fallback: without a group, ledgers go to any bookie (the rack-aware placement).
  bookieAffinityPolicy(namespacePolicies.bookieAffinity),
  fallsBackTo(
    backlogQuota,
    'backlogQuotaDefaultLimitBytes',
    'backlogQuotaDefaultLimitSecond',
    'backlogQuotaDefaultRetentionPolicy',
  ),
  fallsBackTo(
    enumPolicy(
      'schemaAutoUpdateStrategy',
      'schema',
      namespacePolicies.schemaAutoUpdateCompatibilityStrategy,
      SCHEMA_AUTO_UPDATE_STRATEGIES,
      'select',
      // A new 4.0.7 namespace has none (GET answers 204), the broker's FULL applies, and PUT null
      // unsets it again (seen on the real broker: NamespacesBase stores the body as it comes).
      { value: 'Full', clearedByNull: true },
    ),
    'schemaCompatibilityStrategy',
  ),
  fallsBackTo(
    enumPolicy(
      'schemaCompatibilityStrategy',
      'schema',
      namespacePolicies.schemaCompatibilityStrategy,
      SCHEMA_COMPATIBILITY_STRATEGIES,
      'select',
      { value: WIRE.schemaCompatibilityStrategy.unsetValue },
    ),
    'schemaCompatibilityStrategy',
  ),
  fallsBackTo(
    enabledPolicy('schemaValidationEnforced', 'schema', namespacePolicies.schemaValidationEnforced),
    'isSchemaValidationEnforced',
  ),
  fallsBackTo(
    integerPolicy('messageTTL', 'cleanup', namespacePolicies.messageTTL, counts.atLeastZero, 'duration'),
    'ttlDurationDefaultInSeconds',
  ),
  fallsBackTo(retention, 'defaultRetentionTimeInMinutes', 'defaultRetentionSizeInMB'),
  fallsBackTo(
    sizePolicy('compactionThreshold', namespacePolicies.compactionThreshold),
    'brokerServiceCompactionThresholdInBytes',
  ),
  // No DELETE in Pulsar; -1 is Policies.offload_threshold's "use the broker's setting".
  fallsBackTo(
    sizePolicy('offloadThreshold', namespacePolicies.offloadThreshold, WIRE.offloadThreshold.unsetValue),
    'managedLedgerOffloadAutoTriggerSizeThresholdBytes',
  ),
  fallsBackTo(
    offloadPoliciesPolicy(namespacePolicies.offloadPolicies),
    'managedLedgerOffloadDriver',
    'managedLedgerOffloadAutoTriggerSizeThresholdBytes',
    'managedLedgerOffloadThresholdInSeconds',
    'managedLedgerOffloadDeletionLagMs',
  ),
  // A negative lag disables deletion after offload (spec 5), so any whole number is valid.
  fallsBackTo(
    integerPolicy(
      'offloadDeletionLag',
      'cleanup',
      namespacePolicies.offloadDeletionLagMs,
      integerText(),
      'duration',
    ),
    'managedLedgerOffloadDeletionLagMs',
  ),
  fallsBackTo(
    integerPolicy(
      'maxProducersPerTopic',
      'throttling',
      namespacePolicies.maxProducersPerTopic,
      counts.atLeastZero,
      'count',
    ),
    'maxProducersPerTopic',
  ),
  fallsBackTo(
    integerPolicy(
      'maxConsumersPerTopic',
      'throttling',
      namespacePolicies.maxConsumersPerTopic,
      counts.atLeastZero,
      'count',
    ),
    'maxConsumersPerTopic',
  ),
  fallsBackTo(
    integerPolicy(
      'maxConsumersPerSubscription',
      'throttling',
      namespacePolicies.maxConsumersPerSubscription,
      counts.atLeastZero,
      'count',
    ),
    'maxConsumersPerSubscription',
  ),
  fallsBackTo(
    integerPolicy(
      'maxSubscriptionsPerTopic',
      'throttling',
      namespacePolicies.maxSubscriptionsPerTopic,
      counts.atLeastZero,
      'count',
    ),
    'maxSubscriptionsPerTopic',
  ),
  fallsBackTo(
    // Unset reads as 0 (no content never comes): 0 shows as inherited.
    integerPolicy(
      'maxTopicsPerNamespace',
      'throttling',
      namespacePolicies.maxTopicsPerNamespace,
      counts.atLeastZero,
      'count',
      WIRE.maxTopicsPerNamespace.unsetValue,
    ),
    'maxTopicsPerNamespace',
  ),
  fallsBackTo(
    integerPolicy(
      'maxUnackedMessagesPerConsumer',
      'throttling',
      namespacePolicies.maxUnackedMessagesPerConsumer,
      counts.atLeastZero,
      'count',
    ),
    'maxUnackedMessagesPerConsumer',
  ),
  fallsBackTo(
    integerPolicy(
      'maxUnackedMessagesPerSubscription',
      'throttling',
      namespacePolicies.maxUnackedMessagesPerSubscription,
      counts.atLeastZero,
      'count',
    ),
    'maxUnackedMessagesPerSubscription',
  ),
  fallsBackTo(
    integerPolicy(
      'subscriptionExpirationTime',
      'cleanup',
      namespacePolicies.subscriptionExpirationTime,
      counts.atLeastZero,
      'duration',
    ),
    'subscriptionExpirationTimeMinutes',
  ),
  // 0 (the default) is no limit; the broker's limit is per broker, not per topic.
  fallsBackTo(
    publishRatePolicy(namespacePolicies.publishRate),
    'maxPublishRatePerTopicInMessages',
    'maxPublishRatePerTopicInBytes',
  ),
  fallsBackTo(
    dispatchRatePolicy('dispatchRate', namespacePolicies.dispatchRate),
    'dispatchThrottlingRatePerTopicInMsg',
    'dispatchThrottlingRatePerTopicInByte',
  ),
  fallsBackTo(
    dispatchRatePolicy('subscriptionDispatchRate', namespacePolicies.subscriptionDispatchRate),
    'dispatchThrottlingRatePerSubscriptionInMsg',
    'dispatchThrottlingRatePerSubscriptionInByte',
  ),
  fallsBackTo(subscribeRate, 'subscribeThrottlingRatePerConsumer', 'subscribeRatePeriodPerConsumerInSecond'),
  fallsBackTo(
    dispatchRatePolicy('replicatorDispatchRate', namespacePolicies.replicatorDispatchRate),
    'dispatchThrottlingRatePerReplicatorInMsg',
    'dispatchThrottlingRatePerReplicatorInByte',
  ),
  fallsBackTo(
    subscriptionTypesPolicy(namespacePolicies.subscriptionTypesEnabled),
    'subscriptionTypesEnabled',
  ),
  fallsBackTo(
    dispatcherPausePolicy(namespacePolicies.dispatcherPauseOnAckStatePersistent),
    'dispatcherPauseOnAckStatePersistentEnabled',
  ),
  fallsBackTo(entryFiltersPolicy(namespacePolicies.entryFilters), 'entryFilterNames'),
  fallsBackTo(
    {
      ...delayedDeliveryPolicy(namespacePolicies.delayedDelivery),
      writePermission: 'namespace.delayed-delivery.write',
    },
    'delayedDeliveryEnabled',
    'delayedDeliveryTickTimeMillis',
    'delayedDeliveryMaxDelayInMillis',
  ),
  fallsBackTo(
    inactiveTopicPolicy(namespacePolicies.inactiveTopicPolicies),
    'brokerDeleteInactiveTopicsEnabled',
    'brokerDeleteInactiveTopicsMode',
    'brokerDeleteInactiveTopicsMaxInactiveDurationSeconds',
  ),
  fallsBackTo(
    autoTopicCreationPolicy(namespacePolicies.autoTopicCreation),
    'allowAutoTopicCreation',
    'allowAutoTopicCreationType',
  ),
  fallsBackTo(
    autoSubscriptionCreationPolicy(namespacePolicies.autoSubscriptionCreation),
    'allowAutoSubscriptionCreation',
  ),
  antiAffinityGroup,
] as const satisfies readonly PolicyDescriptor[];

/** Policies a topic has and a namespace does not: their texts sit beside the namespace's. */
export const TOPIC_ONLY_POLICY_IDS = ['maxMessageSize'] as const;

export type PolicyId = (typeof POLICY_CATALOG)[number]['id'] | (typeof TOPIC_ONLY_POLICY_IDS)[number];
export type CatalogPolicy = (typeof POLICY_CATALOG)[number];

/** The tab's sections, in order; permissions (not a single value) sit after `clusters`. */
export const POLICY_GROUPS = [
  'clusters',
  'subscriptionAuthentication',
  'storage',
  'backlog',
  'schema',
  'cleanup',
  'throttling',
  'dispatch',
  'delivery',
  'creation',
  'antiAffinity',
] as const satisfies readonly PolicyGroup[];

export function policyById(id: PolicyId): CatalogPolicy {
  const policy = POLICY_CATALOG.find((candidate) => candidate.id === id);
  if (!policy) throw new Error(`Unknown namespace policy ${id}`);
  return policy;
}

/** A dispatch rate's numbers count per its own period (`ratePeriodInSecond`), not per second. */
const DISPATCH_RATE: FieldUnits = {
  bytesPerSecond: 'bytesPerPeriod',
  messagesPerSecond: 'messagesPerPeriod',
  periodSeconds: 'seconds',
};

/**
 * The unit of every number a policy form takes (decision 0086), by policy id and field name, beside
 * the descriptors so that adding a policy is its catalogue entry, its line above and here, and its
 * English and Chinese texts.
 */
export const POLICY_UNITS: { readonly [Id in PolicyId]?: FieldUnits } = {
  persistence: {
    ensemble: 'bookies',
    writeQuorum: 'bookies',
    ackQuorum: 'bookies',
    markDeleteRate: 'markDeletesPerSecond',
  },
  backlogQuota: { limitSize: 'bytesWithSuffix' },
  messageTTL: { value: 'seconds' },
  retention: { retentionSizeInMB: 'megabytes', retentionTimeInMinutes: 'minutes' },
  compactionThreshold: { value: 'bytesWithSuffix' },
  offloadThreshold: { value: 'bytesWithSuffix' },
  offloadDeletionLag: { value: 'milliseconds' },
  maxProducersPerTopic: { value: 'producers' },
  maxConsumersPerTopic: { value: 'consumers' },
  maxConsumersPerSubscription: { value: 'consumers' },
  maxSubscriptionsPerTopic: { value: 'subscriptions' },
  maxTopicsPerNamespace: { value: 'topics' },
  maxUnackedMessagesPerConsumer: { value: 'messages' },
  maxUnackedMessagesPerSubscription: { value: 'messages' },
  subscriptionExpirationTime: { value: 'minutes' },
  dispatchRate: DISPATCH_RATE,
  subscriptionDispatchRate: DISPATCH_RATE,
  subscribeRate: { subscribesPerSecond: 'subscribesPerPeriod', periodSeconds: 'seconds' },
  replicatorDispatchRate: DISPATCH_RATE,
  delayedDelivery: { tickTime: 'milliseconds', maxDeliveryDelayInMillis: 'milliseconds' },
  inactiveTopicPolicies: { maxInactiveDurationSeconds: 'seconds' },
  autoTopicCreation: { partitions: 'partitions' },
  deduplicationSnapshotInterval: { value: 'seconds' },
  offloadPolicies: {
    thresholdBytes: 'bytesWithSuffix',
    thresholdSeconds: 'seconds',
    deletionLagMs: 'milliseconds',
  },
  publishRate: { messagesPerSecond: 'messagesPerSecond', bytesPerSecond: 'bytesPerSecond' },
  maxMessageSize: { value: 'bytesWithSuffix' },
};
