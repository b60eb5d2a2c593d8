// The broker settings a policy falls back to when neither its topic nor its namespace sets it
// (issue 31 item 2): GET {prefix}/policy-defaults answers these keys of the broker's runtime
// configuration for the environment the request names. Only these: the runtime configuration also
// holds key-store passwords and secret paths, and it is a super user's read; the defaults of the
// policies every tenant admin edits are not secrets. Names as Pulsar 4.0.7's ServiceConfiguration
// has them (checked against a real broker's /admin/v2/brokers/configuration/runtime).
import { z } from 'zod';
import { API_PREFIX } from './session.ts';

export const POLICY_DEFAULTS_PATH = `${API_PREFIX}/policy-defaults`;

export const POLICY_BROKER_KEYS = [
  // Persistence
  'managedLedgerDefaultEnsembleSize',
  'managedLedgerDefaultWriteQuorum',
  'managedLedgerDefaultAckQuorum',
  'managedLedgerDefaultMarkDeleteRateLimit',
  // Deduplication
  'brokerDeduplicationEnabled',
  'brokerDeduplicationSnapshotIntervalSeconds',
  // Backlog quotas
  'backlogQuotaDefaultLimitBytes',
  'backlogQuotaDefaultLimitSecond',
  'backlogQuotaDefaultRetentionPolicy',
  // Schemas
  'schemaCompatibilityStrategy',
  'isSchemaValidationEnforced',
  'isAllowAutoUpdateSchemaEnabled',
  // Expiry and retention
  'ttlDurationDefaultInSeconds',
  'defaultRetentionTimeInMinutes',
  'defaultRetentionSizeInMB',
  'subscriptionExpirationTimeMinutes',
  // Compaction and offload
  'brokerServiceCompactionThresholdInBytes',
  'managedLedgerOffloadAutoTriggerSizeThresholdBytes',
  'managedLedgerOffloadThresholdInSeconds',
  'managedLedgerOffloadDeletionLagMs',
  'managedLedgerOffloadDriver',
  // Limits
  'maxProducersPerTopic',
  'maxConsumersPerTopic',
  'maxConsumersPerSubscription',
  'maxSubscriptionsPerTopic',
  'maxTopicsPerNamespace',
  'maxUnackedMessagesPerConsumer',
  'maxUnackedMessagesPerSubscription',
  'maxMessageSize',
  // Rates
  'dispatchThrottlingRatePerTopicInMsg',
  'dispatchThrottlingRatePerTopicInByte',
  'dispatchThrottlingRatePerSubscriptionInMsg',
  'dispatchThrottlingRatePerSubscriptionInByte',
  'dispatchThrottlingRatePerReplicatorInMsg',
  'dispatchThrottlingRatePerReplicatorInByte',
  'subscribeThrottlingRatePerConsumer',
  'subscribeRatePeriodPerConsumerInSecond',
  'maxPublishRatePerTopicInMessages',
  'maxPublishRatePerTopicInBytes',
  // Creation, delivery, inactivity
  'allowAutoTopicCreation',
  'allowAutoTopicCreationType',
  'allowAutoSubscriptionCreation',
  'delayedDeliveryEnabled',
  'delayedDeliveryTickTimeMillis',
  'delayedDeliveryMaxDelayInMillis',
  'brokerDeleteInactiveTopicsEnabled',
  'brokerDeleteInactiveTopicsMode',
  'brokerDeleteInactiveTopicsMaxInactiveDurationSeconds',
  'subscriptionTypesEnabled',
  'dispatcherPauseOnAckStatePersistentEnabled',
  'entryFilterNames',
  'topicLevelPoliciesEnabled',
] as const;

export type PolicyBrokerKey = (typeof POLICY_BROKER_KEYS)[number];

/** The keys the broker has, each as the text its runtime configuration gives. */
export const policyDefaultsResponseSchema = z.object({
  values: z.partialRecord(z.enum(POLICY_BROKER_KEYS), z.string()),
});
export type PolicyDefaultsResponse = z.infer<typeof policyDefaultsResponseSchema>;
