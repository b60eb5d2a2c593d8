// How each namespace policy travels on the wire, beyond its entries' methods and paths: what Pulsar
// answers while the namespace leaves it unset, how its body is encoded, and how it is unset again
// where Pulsar has no DELETE. The web's POLICIES tab descriptors and the server's policy-as-code
// export and plan both read it, so the two agree on what "unset" is (Pulsar 4.0.7; decision 0053,
// 0094). No content (204, or 4.0.7's empty 200) always reads as unset.
import type { namespacePolicies } from './catalogue-namespace-policies.ts';
import type { topicPolicies } from './catalogue-topic-policies.ts';

export interface PolicyWire {
  /** The value Pulsar answers while unset, besides no content (a primitive of Pulsar's Policies). */
  unsetValue?: unknown;
  /** `text`: the body is the value's text (a Java String parameter); `switch`: POST on, DELETE off. */
  encoding?: 'json' | 'text' | 'switch' | { query: string };
  /** Where Pulsar has no DELETE: the body that unsets it (saving the value every namespace starts with). */
  clearBody?: unknown;
  /** A 404 whose reason matches is "unset" (a namespace without local policies yet). */
  notFoundIsUnset?: RegExp;
  /** Read and written by super users only. */
  superUserOnly?: true;
  /** Read as a map by type, set and cleared one type at a time (`backlogQuotaType`). */
  byType?: 'backlogQuotaType';
  /** Follows the environment's clusters: left to the file's reader to check they exist. */
  always?: true;
  /** Fields of the value that are credentials: never exported (decision 0094). */
  secretFields?: readonly string[];
  /** A topic policy Pulsar keeps at the local level only: it takes no `isGlobal` (the schema ones). */
  localOnly?: true;
}

/** The offload policies' S3 secret key: Pulsar answers it back, a policy file never holds it. */
const OFFLOAD_SECRETS = ['s3ManagedLedgerOffloadCredentialSecret'] as const;

/** Every namespace policy of the catalogue; `{}` for one that reads 204 while unset and has a DELETE. */
export const NAMESPACE_POLICY_WIRE = {
  replication: { always: true },
  subscriptionAuthMode: { unsetValue: 'None', clearBody: 'None' },
  persistence: {},
  encryptionRequired: { unsetValue: false, clearBody: false },
  deduplication: {},
  backlogQuota: { unsetValue: {}, byType: 'backlogQuotaType' },
  schemaAutoUpdateCompatibilityStrategy: { clearBody: null },
  schemaCompatibilityStrategy: { unsetValue: 'UNDEFINED', clearBody: 'UNDEFINED' },
  schemaValidationEnforced: { unsetValue: false, clearBody: false },
  messageTTL: {},
  retention: {},
  compactionThreshold: {},
  offloadThreshold: { unsetValue: -1, clearBody: -1 },
  offloadDeletionLagMs: {},
  maxProducersPerTopic: {},
  maxConsumersPerTopic: {},
  maxConsumersPerSubscription: {},
  maxSubscriptionsPerTopic: {},
  maxTopicsPerNamespace: { unsetValue: 0 },
  maxUnackedMessagesPerConsumer: {},
  maxUnackedMessagesPerSubscription: {},
  subscriptionExpirationTime: {},
  dispatchRate: {},
  subscriptionDispatchRate: {},
  subscribeRate: {},
  replicatorDispatchRate: {},
  autoSubscriptionCreation: {},
  delayedDelivery: {},
  inactiveTopicPolicies: {},
  autoTopicCreation: {},
  offloadPolicies: { secretFields: OFFLOAD_SECRETS },
  bookieAffinity: { superUserOnly: true, notFoundIsUnset: /local-policies does not exist/ },
  publishRate: {},
  subscriptionTypesEnabled: { unsetValue: [] },
  dispatcherPauseOnAckStatePersistent: { unsetValue: false, encoding: 'switch' },
  deduplicationSnapshotInterval: { clearBody: null },
  entryFilters: {},
  antiAffinity: { encoding: 'text' },
} as const satisfies { [Name in keyof typeof namespacePolicies]: PolicyWire };

export type NamespacePolicyName = keyof typeof namespacePolicies;

/**
 * Every topic policy of the catalogue. Each is read and written at the topic's local level, and all
 * but the `localOnly` ones at its global level too (`isGlobal=true`, a value of its own, replicated).
 */
export const TOPIC_POLICY_WIRE = {
  backlogQuota: { unsetValue: {}, byType: 'backlogQuotaType' },
  delayedDelivery: {},
  messageTTL: { encoding: { query: 'messageTTL' } },
  retention: {},
  maxUnackedMessagesOnConsumer: {},
  maxUnackedMessagesOnSubscription: {},
  inactiveTopicPolicies: {},
  persistence: {},
  deduplicationEnabled: {},
  deduplicationSnapshotInterval: {},
  dispatchRate: {},
  subscriptionDispatchRate: {},
  replicatorDispatchRate: {},
  publishRate: {},
  subscribeRate: {},
  compactionThreshold: {},
  offloadPolicies: { secretFields: OFFLOAD_SECRETS },
  maxProducers: {},
  maxConsumers: {},
  maxSubscriptionsPerTopic: {},
  maxConsumersPerSubscription: {},
  subscriptionTypesEnabled: { unsetValue: [] },
  maxMessageSize: {},
  entryFilters: {},
  autoSubscriptionCreation: {},
  dispatcherPauseOnAckStatePersistent: { unsetValue: false, encoding: 'switch' },
  schemaCompatibilityStrategy: { unsetValue: 'UNDEFINED', localOnly: true },
  schemaValidationEnforced: { unsetValue: false, clearBody: false, localOnly: true },
} as const satisfies { [Name in keyof typeof topicPolicies]: PolicyWire };

export type TopicPolicyName = keyof typeof topicPolicies;

/** The query that reads or writes a topic policy's global value instead of its local one. */
export const GLOBAL_TOPIC_LEVEL = { isGlobal: 'true' } as const;

/** The topic policies that have a global value: all but the `localOnly` ones. */
export const GLOBAL_TOPIC_POLICY_WIRE: Readonly<Record<string, PolicyWire>> = Object.fromEntries(
  Object.entries(TOPIC_POLICY_WIRE as Record<string, PolicyWire>).filter(([, wire]) => !wire.localOnly),
);
