import { badRequest, preconditionFailed } from './errors.ts';
import { isInteger, isRecord, isStringArray } from './json.ts';
import { OFFLOAD_POLICIES_CREATED, parseOffloadPolicies } from './offload-policies.ts';
import type { NamespaceState } from './state.ts';

// One descriptor per namespace policy endpoint `/admin/v2/namespaces/{t}/{ns}/<path>`: the wire key
// in Policies, how the body is read, and what a GET answers while the policy is unset: a default
// value, or nothing. Nothing is 200 with an empty body from 4.0.7's asynchronous getters
// (`asyncResponse.resume(policies.message_ttl_in_seconds)`, Namespaces.java:492, and the like:
// resumed with null), 204 from the few synchronous ones (`syncGetter`).

export interface NamespacePolicy {
  path: string;
  key: string;
  setMethod: 'POST' | 'PUT';
  deletable: boolean;
  /** Value a GET returns while unset; undefined means an empty answer (200, or 204 for `syncGetter`). */
  unsetValue?: unknown;
  /** Namespaces.java returns the value (no AsyncResponse): Jersey answers null with 204. */
  syncGetter?: true;
  /** Kept in `offload_policies` under this name since 4.0 (see OFFLOAD_POLICIES_CREATED), not in `key`. */
  offloadField?:
    | 'managedLedgerOffloadThresholdInBytes'
    | 'managedLedgerOffloadThresholdInSeconds'
    | 'managedLedgerOffloadDeletionLagInMillis';
  /** Stored per cluster (rates); the REST calls read and write the local cluster's entry. */
  perCluster?: string[];
  parse(body: unknown, namespace: NamespaceState): unknown;
}

const integerAtLeastZero =
  (policyName: string) =>
  (body: unknown): number => {
    if (!isInteger(body)) throw badRequest(`Invalid value for ${policyName}`);
    if (body < 0) throw preconditionFailed(`${policyName} must be 0 or more`);
    return body;
  };

const anyInteger =
  (policyName: string) =>
  (body: unknown): number => {
    if (!isInteger(body)) throw badRequest(`Invalid value for ${policyName}`);
    return body;
  };

const booleanBody = (body: unknown): boolean => {
  if (typeof body !== 'boolean') throw badRequest('Invalid boolean value');
  return body;
};

/** Jackson reads enums from their names or from their ordinals. */
const enumBody =
  (values: readonly string[]) =>
  (body: unknown): string => {
    if (typeof body === 'string' && values.includes(body)) return body;
    if (isInteger(body) && values[body] !== undefined) return values[body];
    throw badRequest(`Invalid value ${JSON.stringify(body) ?? ''}, expected one of [${values.join(', ')}]`);
  };

const objectBody =
  (name: string, check: (value: Record<string, unknown>) => boolean = () => true) =>
  (body: unknown): Record<string, unknown> => {
    if (!isRecord(body) || !check(body)) throw badRequest(`Invalid ${name}`);
    return { ...body };
  };

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);

function dispatchRate(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) throw badRequest('Invalid dispatch rate');
  return {
    dispatchThrottlingRateInMsg: numberOr(body.dispatchThrottlingRateInMsg, -1),
    dispatchThrottlingRateInByte: numberOr(body.dispatchThrottlingRateInByte, -1),
    relativeToPublishRate: body.relativeToPublishRate === true,
    ratePeriodInSecond: numberOr(body.ratePeriodInSecond, 1),
  };
}

function subscribeRate(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) throw badRequest('Invalid subscribe rate');
  return {
    subscribeThrottlingRatePerConsumer: numberOr(body.subscribeThrottlingRatePerConsumer, -1),
    ratePeriodInSecond: numberOr(body.ratePeriodInSecond, 30),
  };
}

export function retentionPolicies(
  body: unknown,
  namespace: NamespaceState | undefined,
): Record<string, number> {
  if (!isRecord(body) || !isInteger(body.retentionTimeInMinutes) || !isInteger(body.retentionSizeInMB)) {
    throw badRequest(
      'Invalid retention policy: retentionTimeInMinutes and retentionSizeInMB are required integers',
    );
  }
  const time = body.retentionTimeInMinutes;
  const size = body.retentionSizeInMB;
  if (time < -1 || size < -1 || (time === 0) !== (size === 0)) {
    throw badRequest(
      `Invalid retention policy: retentionTimeInMinutes=${String(time)}, retentionSizeInMB=${String(size)}`,
    );
  }
  const quota = (namespace?.policies.backlog_quota_map as Record<string, { limitSize?: number }> | undefined)
    ?.destination_storage;
  if (
    quota?.limitSize !== undefined &&
    quota.limitSize > 0 &&
    size > 0 &&
    quota.limitSize >= size * 1024 * 1024
  ) {
    throw preconditionFailed('Retention Quota must exceed configured backlog quota for namespace.');
  }
  return { retentionTimeInMinutes: time, retentionSizeInMB: size };
}

const MAX_ENSEMBLE = 5;

export function persistencePolicies(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) throw badRequest('Invalid persistence policies');
  const ensemble = numberOr(body.bookkeeperEnsemble, 0);
  const write = numberOr(body.bookkeeperWriteQuorum, 0);
  const ack = numberOr(body.bookkeeperAckQuorum, 0);
  const markDeleteRate = numberOr(body.managedLedgerMaxMarkDeleteRate, 0);
  if (ensemble <= 0 || ensemble > MAX_ENSEMBLE)
    throw badRequest(`Bookkeeper-Ensemble must be <= ${String(MAX_ENSEMBLE)} and > 0.`);
  if (write <= 0 || write > MAX_ENSEMBLE)
    throw badRequest(`Bookkeeper-WriteQuorum must be <= ${String(MAX_ENSEMBLE)} and > 0.`);
  if (ack <= 0 || ack > MAX_ENSEMBLE)
    throw badRequest(`Bookkeeper-AckQuorum must be <= ${String(MAX_ENSEMBLE)} and > 0.`);
  if (!(ensemble >= write && write >= ack)) {
    throw badRequest(
      `Bookkeeper Ensemble (${String(ensemble)}) >= WriteQuorum (${String(write)}) >= AckQuorum (${String(ack)})`,
    );
  }
  if (markDeleteRate < 0) throw badRequest('Managed Ledger Max Mark Delete Rate must be >= 0');
  const stored: Record<string, unknown> = {
    bookkeeperEnsemble: ensemble,
    bookkeeperWriteQuorum: write,
    bookkeeperAckQuorum: ack,
    managedLedgerMaxMarkDeleteRate: markDeleteRate,
  };
  if (typeof body.managedLedgerStorageClassName === 'string')
    stored.managedLedgerStorageClassName = body.managedLedgerStorageClassName;
  return stored;
}

function autoTopicCreation(body: unknown): Record<string, unknown> {
  const invalid = (detail: string) =>
    badRequest(`Invalid configuration for autoTopicCreationOverride. the detail is ${detail}`);
  if (!isRecord(body) || typeof body.allowAutoTopicCreation !== 'boolean')
    throw invalid('[allowAutoTopicCreation] is required');
  if (!body.allowAutoTopicCreation) return { allowAutoTopicCreation: false };
  if (body.topicType !== 'partitioned' && body.topicType !== 'non-partitioned')
    throw invalid('[topicType] must be partitioned or non-partitioned');
  if (body.topicType === 'partitioned') {
    if (!isInteger(body.defaultNumPartitions) || body.defaultNumPartitions <= 0) {
      throw invalid('[defaultNumPartitions] cannot be null when the type is partitioned.');
    }
    return {
      allowAutoTopicCreation: true,
      topicType: 'partitioned',
      defaultNumPartitions: body.defaultNumPartitions,
    };
  }
  return { allowAutoTopicCreation: true, topicType: 'non-partitioned' };
}

/**
 * The simulated broker, like a standalone, loads no entry filters, so every name is refused as
 * 4.0.7's EntryFilterProvider.validateEntryFilters does; an empty list is refused before that.
 */
function entryFilters(body: unknown): never {
  const names = isRecord(body) && typeof body.entryFilterNames === 'string' ? body.entryFilterNames : '';
  const first = names
    .split(',')
    .map((name) => name.trim())
    .find(Boolean);
  if (first === undefined)
    throw badRequest("entryFilterNames can't be empty. To remove entry filters use the remove method.");
  throw badRequest(`Entry filter '${first}' not found`);
}

const SUBSCRIPTION_TYPES = ['Exclusive', 'Shared', 'Failover', 'Key_Shared'];
export const SCHEMA_COMPATIBILITY_STRATEGIES = [
  'UNDEFINED',
  'ALWAYS_INCOMPATIBLE',
  'ALWAYS_COMPATIBLE',
  'BACKWARD',
  'FORWARD',
  'FULL',
  'BACKWARD_TRANSITIVE',
  'FORWARD_TRANSITIVE',
  'FULL_TRANSITIVE',
];
const AUTO_UPDATE_STRATEGIES = [
  'AutoUpdateDisabled',
  'Backward',
  'Forward',
  'Full',
  'AlwaysCompatible',
  'BackwardTransitive',
  'ForwardTransitive',
  'FullTransitive',
];

export const NAMESPACE_POLICIES: readonly NamespacePolicy[] = [
  {
    path: 'messageTTL',
    key: 'message_ttl_in_seconds',
    setMethod: 'POST',
    deletable: true,
    parse: (body) => {
      if (!isInteger(body)) throw badRequest('Invalid value for message TTL');
      // NamespacesBase.java:809-810 (4.0.7); a new namespace's TTL is refused without the tail (2023).
      if (body < 0) throw preconditionFailed('Invalid value for message TTL, message TTL must >= 0');
      return body;
    },
  },
  {
    path: 'retention',
    key: 'retention_policies',
    setMethod: 'POST',
    deletable: true,
    parse: retentionPolicies,
  },
  { path: 'persistence', key: 'persistence', setMethod: 'POST', deletable: true, parse: persistencePolicies },
  {
    path: 'deduplication',
    key: 'deduplicationEnabled',
    setMethod: 'POST',
    deletable: true,
    parse: booleanBody,
  },
  {
    path: 'deduplicationSnapshotInterval',
    key: 'deduplicationSnapshotIntervalSeconds',
    setMethod: 'POST',
    deletable: false,
    // No DELETE: a POST of null unsets it (NamespacesBase.internalSetDeduplicationSnapshotInterval).
    parse: (body) => (body === null ? null : integerAtLeastZero('deduplicationSnapshotInterval')(body)),
  },
  {
    path: 'encryptionRequired',
    key: 'encryption_required',
    setMethod: 'POST',
    deletable: false,
    unsetValue: false,
    parse: booleanBody,
  },
  {
    path: 'subscriptionAuthMode',
    key: 'subscription_auth_mode',
    setMethod: 'POST',
    deletable: false,
    unsetValue: 'None',
    parse: enumBody(['None', 'Prefix']),
  },
  {
    path: 'maxProducersPerTopic',
    key: 'max_producers_per_topic',
    setMethod: 'POST',
    deletable: true,
    parse: integerAtLeastZero('maxProducersPerTopic'),
  },
  {
    path: 'maxConsumersPerTopic',
    key: 'max_consumers_per_topic',
    setMethod: 'POST',
    deletable: true,
    parse: integerAtLeastZero('maxConsumersPerTopic'),
  },
  {
    path: 'maxConsumersPerSubscription',
    key: 'max_consumers_per_subscription',
    setMethod: 'POST',
    deletable: true,
    parse: integerAtLeastZero('maxConsumersPerSubscription'),
  },
  {
    path: 'maxUnackedMessagesPerConsumer',
    key: 'max_unacked_messages_per_consumer',
    setMethod: 'POST',
    deletable: true,
    parse: integerAtLeastZero('maxUnackedMessagesPerConsumer'),
  },
  {
    path: 'maxUnackedMessagesPerSubscription',
    key: 'max_unacked_messages_per_subscription',
    setMethod: 'POST',
    deletable: true,
    parse: integerAtLeastZero('maxUnackedMessagesPerSubscription'),
  },
  {
    path: 'maxSubscriptionsPerTopic',
    key: 'max_subscriptions_per_topic',
    setMethod: 'POST',
    deletable: true,
    parse: integerAtLeastZero('maxSubscriptionsPerTopic'),
  },
  {
    path: 'maxTopicsPerNamespace',
    key: 'max_topics_per_namespace',
    setMethod: 'POST',
    deletable: true,
    // Namespaces.java:2711: an unset limit reads as 0 (no limit), not as nothing.
    unsetValue: 0,
    parse: integerAtLeastZero('maxTopicsPerNamespace'),
  },
  {
    path: 'compactionThreshold',
    key: 'compaction_threshold',
    setMethod: 'PUT',
    deletable: true,
    parse: integerAtLeastZero('compactionThreshold'),
  },
  {
    path: 'offloadThreshold',
    key: 'offload_threshold',
    offloadField: 'managedLedgerOffloadThresholdInBytes',
    setMethod: 'PUT',
    deletable: false,
    unsetValue: -1,
    parse: anyInteger('offloadThreshold'),
  },
  {
    path: 'offloadThresholdInSeconds',
    key: 'offload_threshold_in_seconds',
    offloadField: 'managedLedgerOffloadThresholdInSeconds',
    setMethod: 'PUT',
    deletable: false,
    unsetValue: -1,
    parse: anyInteger('offloadThresholdInSeconds'),
  },
  {
    path: 'offloadDeletionLagMs',
    key: 'offload_deletion_lag_ms',
    offloadField: 'managedLedgerOffloadDeletionLagInMillis',
    setMethod: 'PUT',
    deletable: true,
    parse: anyInteger('offloadDeletionLagMs'),
  },
  {
    path: 'offloadPolicies',
    key: 'offload_policies',
    setMethod: 'POST',
    deletable: false,
    parse: parseOffloadPolicies,
  },
  {
    path: 'schemaCompatibilityStrategy',
    key: 'schema_compatibility_strategy',
    setMethod: 'PUT',
    deletable: false,
    unsetValue: 'UNDEFINED',
    parse: enumBody(SCHEMA_COMPATIBILITY_STRATEGIES),
  },
  {
    // A new 4.0.7 namespace has none (Policies.java:105 starts it null: GET answers 204, and the
    // broker's schemaCompatibilityStrategy applies); NamespacesBase.java:2265-2271 stores the body as
    // it comes, so PUT null unsets it again. There is no DELETE.
    path: 'schemaAutoUpdateCompatibilityStrategy',
    key: 'schema_auto_update_compatibility_strategy',
    setMethod: 'PUT',
    deletable: false,
    syncGetter: true, // Namespaces.java:2404
    parse: (body) => (body === undefined || body === null ? null : enumBody(AUTO_UPDATE_STRATEGIES)(body)),
  },
  {
    path: 'isAllowAutoUpdateSchema',
    key: 'is_allow_auto_update_schema',
    setMethod: 'POST',
    deletable: false,
    unsetValue: true,
    parse: booleanBody,
  },
  {
    path: 'schemaValidationEnforced',
    key: 'schema_validation_enforced',
    setMethod: 'POST',
    deletable: false,
    unsetValue: false,
    parse: booleanBody,
  },
  {
    path: 'subscriptionExpirationTime',
    key: 'subscription_expiration_time_minutes',
    setMethod: 'POST',
    deletable: true,
    parse: (body) => {
      if (!isInteger(body)) throw badRequest('Invalid expiration time');
      if (body < 0) throw preconditionFailed('Invalid value for subscription expiration time');
      return body;
    },
  },
  {
    path: 'autoTopicCreation',
    key: 'autoTopicCreationOverride',
    setMethod: 'POST',
    deletable: true,
    parse: autoTopicCreation,
  },
  {
    path: 'autoSubscriptionCreation',
    key: 'autoSubscriptionCreationOverride',
    setMethod: 'POST',
    deletable: true,
    parse: objectBody(
      'autoSubscriptionCreation override',
      (value) => typeof value.allowAutoSubscriptionCreation === 'boolean',
    ),
  },
  {
    path: 'delayedDelivery',
    key: 'delayed_delivery_policies',
    setMethod: 'POST',
    deletable: true,
    parse: (body) => {
      if (!isRecord(body)) throw badRequest('Invalid delayed delivery policies');
      const stored: Record<string, unknown> = {
        active: body.active !== false,
        tickTime: numberOr(body.tickTime, 1000),
      };
      if (typeof body.maxDeliveryDelayInMillis === 'number')
        stored.maxDeliveryDelayInMillis = body.maxDeliveryDelayInMillis;
      return stored;
    },
  },
  {
    path: 'inactiveTopicPolicies',
    key: 'inactive_topic_policies',
    setMethod: 'POST',
    deletable: true,
    parse: objectBody(
      'inactive topic policies',
      (value) =>
        value.inactiveTopicDeleteMode === undefined ||
        value.inactiveTopicDeleteMode === 'delete_when_no_subscriptions' ||
        value.inactiveTopicDeleteMode === 'delete_when_subscriptions_caught_up',
    ),
  },
  {
    path: 'subscriptionTypesEnabled',
    key: 'subscription_types_enabled',
    setMethod: 'POST',
    deletable: true,
    unsetValue: [],
    parse: (body) => {
      if (!isStringArray(body) || body.some((type) => !SUBSCRIPTION_TYPES.includes(type)))
        throw badRequest('Invalid subscription types');
      return [...new Set(body)];
    },
  },
  {
    path: 'entryFilters',
    key: 'entryFilters',
    setMethod: 'POST',
    deletable: true,
    parse: entryFilters,
  },
  {
    // Served but hidden from the OpenAPI (Namespaces.java:993-1045, 4.0.7); kept per cluster.
    path: 'publishRate',
    key: 'publishMaxMessageRate',
    setMethod: 'POST',
    deletable: true,
    perCluster: ['publishMaxMessageRate'],
    parse: objectBody('publish rate', (value) =>
      ['publishThrottlingRateInMsg', 'publishThrottlingRateInByte'].every(
        (field) => value[field] === undefined || isInteger(value[field]),
      ),
    ),
  },
  {
    path: 'dispatchRate',
    key: 'topicDispatchRate',
    setMethod: 'POST',
    deletable: true,
    perCluster: ['topicDispatchRate', 'clusterDispatchRate'],
    parse: dispatchRate,
  },
  {
    path: 'subscriptionDispatchRate',
    key: 'subscriptionDispatchRate',
    setMethod: 'POST',
    deletable: true,
    perCluster: ['subscriptionDispatchRate'],
    parse: dispatchRate,
  },
  {
    path: 'replicatorDispatchRate',
    key: 'replicatorDispatchRate',
    setMethod: 'POST',
    deletable: true,
    perCluster: ['replicatorDispatchRate'],
    parse: dispatchRate,
  },
  {
    path: 'subscribeRate',
    key: 'clusterSubscribeRate',
    setMethod: 'POST',
    deletable: true,
    perCluster: ['clusterSubscribeRate'],
    parse: subscribeRate,
  },
];

export const namespacePolicyByPath = new Map(NAMESPACE_POLICIES.map((policy) => [policy.path, policy]));

function writeOffloadField(
  namespace: NamespaceState,
  field: NonNullable<NamespacePolicy['offloadField']>,
  value: unknown,
): void {
  const current = namespace.policies.offload_policies;
  const offload: Record<string, unknown> = isRecord(current)
    ? { ...current }
    : { ...OFFLOAD_POLICIES_CREATED };
  if (value === undefined || value === null) delete offload[field];
  else offload[field] = value;
  namespace.policies.offload_policies = offload;
}

/**
 * Namespaces.java (4.0.7) getOffloadThreshold, 2235-2241, and getOffloadThresholdInSeconds,
 * 2286-2292: the value in offload_policies, else the old field (-1); getOffloadDeletionLag,
 * 2342-2347: offload_policies' value (null is nothing) once there are offload policies.
 */
function readOffloadField(namespace: NamespaceState, policy: NamespacePolicy): unknown {
  const offload = namespace.policies.offload_policies;
  const legacy = namespace.policies[policy.key] ?? policy.unsetValue;
  if (!isRecord(offload) || !policy.offloadField) return legacy;
  const value = offload[policy.offloadField];
  if (policy.offloadField === 'managedLedgerOffloadDeletionLagInMillis') return value;
  return value ?? legacy;
}

export function readNamespacePolicy(
  namespace: NamespaceState,
  policy: NamespacePolicy,
  localCluster: string,
): unknown {
  if (policy.offloadField) return readOffloadField(namespace, policy);
  const stored = policy.perCluster
    ? (namespace.policies[policy.key] as Record<string, unknown> | undefined)?.[localCluster]
    : namespace.policies[policy.key];
  return stored ?? policy.unsetValue;
}

export function writeNamespacePolicy(
  namespace: NamespaceState,
  policy: NamespacePolicy,
  body: unknown,
  localCluster: string,
): void {
  const value = policy.parse(body, namespace);
  if (policy.offloadField) {
    writeOffloadField(namespace, policy.offloadField, value);
    return;
  }
  if (policy.perCluster) {
    for (const key of policy.perCluster) {
      namespace.policies[key] = {
        ...(namespace.policies[key] ?? {}),
        [localCluster]: value,
      };
    }
  } else {
    namespace.policies[policy.key] = value;
  }
}

export function clearNamespacePolicy(
  namespace: NamespaceState,
  policy: NamespacePolicy,
  localCluster: string,
): void {
  if (policy.offloadField) {
    writeOffloadField(namespace, policy.offloadField, null);
    return;
  }
  if (policy.perCluster) {
    for (const key of policy.perCluster) {
      const map = { ...((namespace.policies[key] as Record<string, unknown> | undefined) ?? {}) };
      delete map[localCluster];
      namespace.policies[key] = map;
    }
  } else {
    delete namespace.policies[policy.key];
  }
}

export type BacklogQuotaType = 'destination_storage' | 'message_age';

export function setBacklogQuota(namespace: NamespaceState, type: string, body: unknown): void {
  if (type !== 'destination_storage' && type !== 'message_age')
    throw badRequest(`Invalid backlogQuotaType ${type}`);
  if (!isRecord(body))
    throw badRequest(
      `Set namespace[${namespace.fullName}] backlog quota failed because the data validation failed. backlog quota is null`,
    );
  const limitSize = numberOr(body.limitSize ?? body.limit, -1);
  // BacklogQuotaImpl.limitTime is a Java int with no initialiser: Jackson leaves an absent field
  // at 0 (only the Java client's builder starts it at -1).
  const limitTime = numberOr(body.limitTime, 0);
  const policy = body.policy ?? 'producer_request_hold';
  if (
    typeof policy !== 'string' ||
    !['producer_request_hold', 'producer_exception', 'consumer_backlog_eviction'].includes(policy)
  ) {
    throw badRequest(
      `Set namespace[${namespace.fullName}] backlog quota failed because the data validation failed. unknown policy ${JSON.stringify(policy) ?? ''}`,
    );
  }
  const retention = namespace.policies.retention_policies as
    { retentionSizeInMB?: number; retentionTimeInMinutes?: number } | undefined;
  if (
    type === 'destination_storage' &&
    retention &&
    (retention.retentionSizeInMB ?? -1) > 0 &&
    limitSize >= (retention.retentionSizeInMB ?? 0) * 1024 * 1024
  ) {
    throw preconditionFailed(
      'Backlog Quota exceeds configured retention quota for namespace. Please increase retention quota and retry',
    );
  }
  if (
    type === 'message_age' &&
    retention &&
    (retention.retentionTimeInMinutes ?? -1) > 0 &&
    limitTime >= (retention.retentionTimeInMinutes ?? 0) * 60
  ) {
    throw preconditionFailed(
      'Backlog Quota exceeds configured retention quota for namespace. Please increase retention quota and retry',
    );
  }
  const quota =
    type === 'destination_storage'
      ? { limit: limitSize, limitSize, limitTime, policy }
      : { limitSize, limitTime, policy };
  namespace.policies.backlog_quota_map = {
    ...(namespace.policies.backlog_quota_map ?? {}),
    [type]: quota,
  };
}

export function removeBacklogQuota(namespace: NamespaceState, type: string): void {
  const map = { ...((namespace.policies.backlog_quota_map as Record<string, unknown> | undefined) ?? {}) };
  delete map[type === 'message_age' ? 'message_age' : 'destination_storage'];
  namespace.policies.backlog_quota_map = map;
}
