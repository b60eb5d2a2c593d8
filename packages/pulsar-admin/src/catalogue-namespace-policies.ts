// The namespace policies the console reads, sets and clears (the POLICIES tab, spec 3), each as
// catalogue entries under `/admin/v2/namespaces/{tenant}/{namespace}/`: `get`, `set` (POST or PUT,
// as Pulsar 4.0.7 has it) and, where Pulsar has one, the DELETE that hands the policy back to the
// broker's default (`clear`). Answers and bodies are the OpenAPI's types (src/generated); a policy
// the namespace does not set reads as 204 No Content (or, on 4.0.7, a 200 with no body), which a
// client sees as null: `Unset<T>`. The web's policy descriptors, the contract test, the permission
// table's test and the journeys all name these entries (decision 0053).
import type {
  AutoSubscriptionCreationOverride,
  AutoTopicCreationOverride,
  BacklogQuota,
  BacklogQuotaImpl,
  BookieAffinityGroupData,
  DelayedDeliveryPolicies,
  DispatchRate,
  DispatchRateImpl,
  EntryFilters,
  InactiveTopicPolicies,
  OffloadPolicies,
  PersistencePolicies,
  Policies,
  PublishRate,
  RetentionPolicies,
  SubscribeRate,
} from './generated/definitions.ts';
import { operation } from './operation.ts';

const NAMESPACE = '/admin/v2/namespaces/{tenant}/{namespace}';

/** A policy's value, or null while the namespace leaves it to the broker (Pulsar's 204). */
export type Unset<T> = T | null;

export type SubscriptionAuthMode = NonNullable<Policies['subscription_auth_mode']>;
export type SchemaAutoUpdateStrategy = NonNullable<Policies['schema_auto_update_compatibility_strategy']>;
export type SchemaCompatibilityStrategy = NonNullable<Policies['schema_compatibility_strategy']>;
/** The subscription types a namespace or topic can allow (SubscriptionType). */
export type SubscriptionTypeName = 'Exclusive' | 'Shared' | 'Failover' | 'Key_Shared';
/** A size quota and a time quota (BacklogQuota.BacklogQuotaType). */
export type BacklogQuotaType = 'destination_storage' | 'message_age';

export const namespacePolicies = {
  /** Every namespace has replication clusters: no unset, no DELETE. */
  replication: {
    get: operation<string[]>()('GET', `${NAMESPACE}/replication`),
    set: operation<void, string[]>()('POST', `${NAMESPACE}/replication`),
  },
  /** The quoted enum name; Pulsar's Policies starts every namespace with `None`. */
  subscriptionAuthMode: {
    get: operation<SubscriptionAuthMode>()('GET', `${NAMESPACE}/subscriptionAuthMode`),
    set: operation<void, SubscriptionAuthMode>()('POST', `${NAMESPACE}/subscriptionAuthMode`),
  },
  persistence: {
    get: operation<Unset<PersistencePolicies>>()('GET', `${NAMESPACE}/persistence`),
    set: operation<void, PersistencePolicies>()('POST', `${NAMESPACE}/persistence`),
    clear: operation()('DELETE', `${NAMESPACE}/persistence`),
  },
  /** A primitive of Pulsar's Policies: false on every new namespace, no DELETE. */
  encryptionRequired: {
    get: operation<boolean>()('GET', `${NAMESPACE}/encryptionRequired`),
    set: operation<void, boolean>()('POST', `${NAMESPACE}/encryptionRequired`),
  },
  deduplication: {
    get: operation<Unset<boolean>>()('GET', `${NAMESPACE}/deduplication`),
    set: operation<void, boolean>()('POST', `${NAMESPACE}/deduplication`),
    clear: operation()('DELETE', `${NAMESPACE}/deduplication`),
  },
  /** Read as the whole map (size and time quota); set and cleared one type at a time. */
  backlogQuota: {
    get: operation<Partial<Record<BacklogQuotaType, BacklogQuotaImpl>>>()(
      'GET',
      `${NAMESPACE}/backlogQuotaMap`,
    ),
    set: operation<void, BacklogQuota, { backlogQuotaType?: BacklogQuotaType }>()(
      'POST',
      `${NAMESPACE}/backlogQuota`,
    ),
    clear: operation<void, never, { backlogQuotaType?: BacklogQuotaType }>()(
      'DELETE',
      `${NAMESPACE}/backlogQuota`,
    ),
  },
  /**
   * No DELETE: a new 4.0.7 namespace has none (the broker's strategy applies, GET answers 204), and
   * PUT null unsets it again (NamespacesBase stores the body as it comes).
   */
  schemaAutoUpdateCompatibilityStrategy: {
    get: operation<Unset<SchemaAutoUpdateStrategy>>()(
      'GET',
      `${NAMESPACE}/schemaAutoUpdateCompatibilityStrategy`,
    ),
    set: operation<void, SchemaAutoUpdateStrategy | null>()(
      'PUT',
      `${NAMESPACE}/schemaAutoUpdateCompatibilityStrategy`,
    ),
  },
  /** No DELETE: `UNDEFINED` is Pulsar's "not set". */
  schemaCompatibilityStrategy: {
    get: operation<SchemaCompatibilityStrategy>()('GET', `${NAMESPACE}/schemaCompatibilityStrategy`),
    set: operation<void, SchemaCompatibilityStrategy>()('PUT', `${NAMESPACE}/schemaCompatibilityStrategy`),
  },
  /** A primitive of Pulsar's Policies (false defers to the broker's schemaValidationEnforced). */
  schemaValidationEnforced: {
    get: operation<boolean, never, { applied?: boolean }>()('GET', `${NAMESPACE}/schemaValidationEnforced`),
    set: operation<void, boolean>()('POST', `${NAMESPACE}/schemaValidationEnforced`),
  },
  /** Seconds. */
  messageTTL: {
    get: operation<Unset<number>>()('GET', `${NAMESPACE}/messageTTL`),
    set: operation<void, number>()('POST', `${NAMESPACE}/messageTTL`),
    clear: operation()('DELETE', `${NAMESPACE}/messageTTL`),
  },
  retention: {
    get: operation<Unset<RetentionPolicies>>()('GET', `${NAMESPACE}/retention`),
    set: operation<void, RetentionPolicies>()('POST', `${NAMESPACE}/retention`),
    clear: operation()('DELETE', `${NAMESPACE}/retention`),
  },
  /** Bytes. */
  compactionThreshold: {
    get: operation<Unset<number>>()('GET', `${NAMESPACE}/compactionThreshold`),
    set: operation<void, number>()('PUT', `${NAMESPACE}/compactionThreshold`),
    clear: operation()('DELETE', `${NAMESPACE}/compactionThreshold`),
  },
  /** Bytes; no DELETE: -1 (Policies.offload_threshold's start) is "use the broker's setting". */
  offloadThreshold: {
    get: operation<number>()('GET', `${NAMESPACE}/offloadThreshold`),
    set: operation<void, number>()('PUT', `${NAMESPACE}/offloadThreshold`),
  },
  /** Milliseconds; a negative lag disables deletion after offload. */
  offloadDeletionLagMs: {
    get: operation<Unset<number>>()('GET', `${NAMESPACE}/offloadDeletionLagMs`),
    set: operation<void, number>()('PUT', `${NAMESPACE}/offloadDeletionLagMs`),
    clear: operation()('DELETE', `${NAMESPACE}/offloadDeletionLagMs`),
  },
  maxProducersPerTopic: {
    get: operation<Unset<number>>()('GET', `${NAMESPACE}/maxProducersPerTopic`),
    set: operation<void, number>()('POST', `${NAMESPACE}/maxProducersPerTopic`),
    clear: operation()('DELETE', `${NAMESPACE}/maxProducersPerTopic`),
  },
  maxConsumersPerTopic: {
    get: operation<Unset<number>>()('GET', `${NAMESPACE}/maxConsumersPerTopic`),
    set: operation<void, number>()('POST', `${NAMESPACE}/maxConsumersPerTopic`),
    clear: operation()('DELETE', `${NAMESPACE}/maxConsumersPerTopic`),
  },
  maxConsumersPerSubscription: {
    get: operation<Unset<number>>()('GET', `${NAMESPACE}/maxConsumersPerSubscription`),
    set: operation<void, number>()('POST', `${NAMESPACE}/maxConsumersPerSubscription`),
    clear: operation()('DELETE', `${NAMESPACE}/maxConsumersPerSubscription`),
  },
  /** 0: no limit. */
  maxSubscriptionsPerTopic: {
    get: operation<Unset<number>>()('GET', `${NAMESPACE}/maxSubscriptionsPerTopic`),
    set: operation<void, number>()('POST', `${NAMESPACE}/maxSubscriptionsPerTopic`),
    clear: operation()('DELETE', `${NAMESPACE}/maxSubscriptionsPerTopic`),
  },
  /** 0: no limit. Unset reads as 0 too (Namespaces.java:2711, 4.0.7), never as no content. */
  maxTopicsPerNamespace: {
    get: operation<number>()('GET', `${NAMESPACE}/maxTopicsPerNamespace`),
    set: operation<void, number>()('POST', `${NAMESPACE}/maxTopicsPerNamespace`),
    clear: operation()('DELETE', `${NAMESPACE}/maxTopicsPerNamespace`),
  },
  /** 0: no limit. */
  maxUnackedMessagesPerConsumer: {
    get: operation<Unset<number>>()('GET', `${NAMESPACE}/maxUnackedMessagesPerConsumer`),
    set: operation<void, number>()('POST', `${NAMESPACE}/maxUnackedMessagesPerConsumer`),
    clear: operation()('DELETE', `${NAMESPACE}/maxUnackedMessagesPerConsumer`),
  },
  /** 0: no limit. */
  maxUnackedMessagesPerSubscription: {
    get: operation<Unset<number>>()('GET', `${NAMESPACE}/maxUnackedMessagesPerSubscription`),
    set: operation<void, number>()('POST', `${NAMESPACE}/maxUnackedMessagesPerSubscription`),
    clear: operation()('DELETE', `${NAMESPACE}/maxUnackedMessagesPerSubscription`),
  },
  /** Minutes; 0: subscriptions never expire. */
  subscriptionExpirationTime: {
    get: operation<Unset<number>>()('GET', `${NAMESPACE}/subscriptionExpirationTime`),
    set: operation<void, number>()('POST', `${NAMESPACE}/subscriptionExpirationTime`),
    clear: operation()('DELETE', `${NAMESPACE}/subscriptionExpirationTime`),
  },
  dispatchRate: {
    get: operation<Unset<DispatchRate>>()('GET', `${NAMESPACE}/dispatchRate`),
    set: operation<void, DispatchRateImpl>()('POST', `${NAMESPACE}/dispatchRate`),
    clear: operation()('DELETE', `${NAMESPACE}/dispatchRate`),
  },
  subscriptionDispatchRate: {
    get: operation<Unset<DispatchRate>>()('GET', `${NAMESPACE}/subscriptionDispatchRate`),
    set: operation<void, DispatchRateImpl>()('POST', `${NAMESPACE}/subscriptionDispatchRate`),
    clear: operation()('DELETE', `${NAMESPACE}/subscriptionDispatchRate`),
  },
  subscribeRate: {
    get: operation<Unset<SubscribeRate>>()('GET', `${NAMESPACE}/subscribeRate`),
    set: operation<void, SubscribeRate>()('POST', `${NAMESPACE}/subscribeRate`),
    clear: operation()('DELETE', `${NAMESPACE}/subscribeRate`),
  },
  replicatorDispatchRate: {
    get: operation<Unset<DispatchRate>>()('GET', `${NAMESPACE}/replicatorDispatchRate`),
    set: operation<void, DispatchRateImpl>()('POST', `${NAMESPACE}/replicatorDispatchRate`),
    clear: operation()('DELETE', `${NAMESPACE}/replicatorDispatchRate`),
  },
  autoSubscriptionCreation: {
    get: operation<Unset<AutoSubscriptionCreationOverride>>()('GET', `${NAMESPACE}/autoSubscriptionCreation`),
    set: operation<void, AutoSubscriptionCreationOverride>()('POST', `${NAMESPACE}/autoSubscriptionCreation`),
    clear: operation()('DELETE', `${NAMESPACE}/autoSubscriptionCreation`),
  },
  /** Milliseconds, both. */
  delayedDelivery: {
    get: operation<Unset<DelayedDeliveryPolicies>>()('GET', `${NAMESPACE}/delayedDelivery`),
    set: operation<void, DelayedDeliveryPolicies>()('POST', `${NAMESPACE}/delayedDelivery`),
    clear: operation()('DELETE', `${NAMESPACE}/delayedDelivery`),
  },
  inactiveTopicPolicies: {
    get: operation<Unset<InactiveTopicPolicies>>()('GET', `${NAMESPACE}/inactiveTopicPolicies`),
    set: operation<void, InactiveTopicPolicies>()('POST', `${NAMESPACE}/inactiveTopicPolicies`),
    clear: operation()('DELETE', `${NAMESPACE}/inactiveTopicPolicies`),
  },
  autoTopicCreation: {
    get: operation<Unset<AutoTopicCreationOverride>>()('GET', `${NAMESPACE}/autoTopicCreation`),
    set: operation<void, AutoTopicCreationOverride>()('POST', `${NAMESPACE}/autoTopicCreation`),
    clear: operation()('DELETE', `${NAMESPACE}/autoTopicCreation`),
  },
  /**
   * The whole tiered-storage configuration (OffloadPoliciesImpl). Set validates the driver and the
   * bucket (AdminResource.validateOffloadPolicies: 412); the clear is a DELETE at its own path,
   * which also drops the offload threshold and deletion lag (NamespacesBase.java:2428-2440, 4.0.7).
   */
  offloadPolicies: {
    get: operation<Unset<OffloadPolicies>>()('GET', `${NAMESPACE}/offloadPolicies`),
    set: operation<void, OffloadPolicies>()('POST', `${NAMESPACE}/offloadPolicies`),
    clear: operation()('DELETE', `${NAMESPACE}/removeOffloadPolicies`),
  },
  /**
   * Kept in the namespace's local policies, for super users only (NamespacesBase.java:945-1012):
   * the read answers 404 while the namespace has no local policies yet (no bundle ever owned).
   */
  bookieAffinity: {
    get: operation<Unset<BookieAffinityGroupData>>()('GET', `${NAMESPACE}/persistence/bookieAffinity`),
    set: operation<void, BookieAffinityGroupData>()('POST', `${NAMESPACE}/persistence/bookieAffinity`),
    clear: operation()('DELETE', `${NAMESPACE}/persistence/bookieAffinity`),
  },
  /**
   * Per cluster (publishMaxMessageRate), read and written for the broker's own cluster. Served but
   * hidden from the OpenAPI (`@ApiOperation(hidden = true)`, Namespaces.java:994-1045 in 4.0.7).
   */
  publishRate: {
    get: operation<Unset<PublishRate>>()('GET', `${NAMESPACE}/publishRate`),
    set: operation<void, PublishRate>()('POST', `${NAMESPACE}/publishRate`),
    clear: operation()('DELETE', `${NAMESPACE}/publishRate`),
  },
  /** An empty list while unset: every type is allowed then (the broker's subscriptionTypesEnabled). */
  subscriptionTypesEnabled: {
    get: operation<SubscriptionTypeName[]>()('GET', `${NAMESPACE}/subscriptionTypesEnabled`),
    set: operation<void, SubscriptionTypeName[]>()('POST', `${NAMESPACE}/subscriptionTypesEnabled`),
    clear: operation()('DELETE', `${NAMESPACE}/subscriptionTypesEnabled`),
  },
  /**
   * A primitive of Pulsar's Policies (false on a new namespace): the POST has no body and turns it
   * on, the DELETE turns it off (Namespaces.java:3027-3090, 4.0.7).
   */
  dispatcherPauseOnAckStatePersistent: {
    get: operation<boolean>()('GET', `${NAMESPACE}/dispatcherPauseOnAckStatePersistent`),
    set: operation()('POST', `${NAMESPACE}/dispatcherPauseOnAckStatePersistent`),
    clear: operation()('DELETE', `${NAMESPACE}/dispatcherPauseOnAckStatePersistent`),
  },
  /** Seconds. No DELETE: a POST of null unsets it. */
  deduplicationSnapshotInterval: {
    get: operation<Unset<number>>()('GET', `${NAMESPACE}/deduplicationSnapshotInterval`),
    set: operation<void, number | null>()('POST', `${NAMESPACE}/deduplicationSnapshotInterval`),
  },
  /** Comma-separated names of the broker's entry filters; only names the broker has loaded are taken. */
  entryFilters: {
    get: operation<Unset<EntryFilters>>()('GET', `${NAMESPACE}/entryFilters`),
    set: operation<void, EntryFilters>()('POST', `${NAMESPACE}/entryFilters`),
    clear: operation()('DELETE', `${NAMESPACE}/entryFilters`),
  },
  /** A Java String parameter: the body is the group's text itself, not a JSON string. */
  antiAffinity: {
    get: operation<Unset<string>>()('GET', `${NAMESPACE}/antiAffinity`, { answerFormat: 'text' }),
    set: operation<void, string>()('POST', `${NAMESPACE}/antiAffinity`),
    clear: operation()('DELETE', `${NAMESPACE}/antiAffinity`),
  },
};

/** The path of every namespace policy entry, for code that handles any of them. */
export type NamespacePolicyTemplate = {
  [Name in keyof typeof namespacePolicies]: {
    [Call in keyof (typeof namespacePolicies)[Name]]: (typeof namespacePolicies)[Name][Call] extends {
      template: infer Template;
    }
      ? Template
      : never;
  }[keyof (typeof namespacePolicies)[Name]];
}[keyof typeof namespacePolicies];

/** `retention` for `/admin/v2/namespaces/{tenant}/{namespace}/retention`: the policy's own path. */
export function namespacePolicyPath(template: string): string {
  const prefix = `${NAMESPACE}/`;
  if (!template.startsWith(prefix)) throw new Error(`${template} is not a namespace policy path`);
  return template.slice(prefix.length);
}
