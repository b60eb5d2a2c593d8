import { runtimeConfiguration } from '../../core/broker-configuration.ts';
import { badRequest, notAllowed, notFound, preconditionFailed } from '../../core/errors.ts';
import { namespacePolicyByPath, readNamespacePolicy } from '../../core/namespace-policies.ts';
import { TOPIC_DOMAINS } from '../../core/names.ts';
import type { TopicDomain, TopicName } from '../../core/names.ts';
import type { HTTPMethods } from 'fastify';
import type { Answer } from '../answer.ts';
import { emptyOk, json, noContent } from '../answer.ts';
import type { RequestContext, RouteSpec } from '../context.ts';
import { queryFlag } from '../context.ts';
import { topicOf } from '../lookups.ts';

// Topic-level policies (topicLevelPoliciesEnabled=true, the shipped default). The value set here
// overrides the namespace; `applied=true` reads the effective value after the namespace fallback.

interface TopicPolicy {
  suffix: string;
  setMethod: HTTPMethods;
  /** The namespace policy `applied=true` falls back to. */
  namespacePath?: string;
  /**
   * What `applied=true` answers when neither the topic (at the level read) nor the namespace sets
   * the policy: built from the broker's settings (its runtime configuration, dynamic overrides
   * included), in the shape the 4.0.7 standalone answers. Absent where Pulsar's GET takes no
   * `applied` (the read is the topic's own value, whatever the flag).
   */
  brokerDefault?: (broker: BrokerSettings) => unknown;
  /** An unset read answers 204 (these five); every other unset read answers 200 with no body. */
  unsetIsNoContent?: boolean;
  /** No `isGlobal` on this policy's calls (the schema ones): always the local value. */
  localOnly?: boolean;
  parse?(body: unknown, context: RequestContext): unknown;
}

const nonNegative =
  (name: string) =>
  (body: unknown): number => {
    if (typeof body !== 'number' || !Number.isInteger(body)) throw badRequest(`Invalid value for ${name}`);
    if (body < 0) throw preconditionFailed(`${name} must be 0 or more`);
    return body;
  };

const reuseNamespaceParser =
  (path: string) =>
  (body: unknown, context: RequestContext): unknown => {
    const policy = namespacePolicyByPath.get(path);
    const namespace = context.state.namespaces.get(
      `${context.params.tenant ?? ''}/${context.params.namespace ?? ''}`,
    );
    if (!policy || !namespace) return body;
    return policy.parse(body, namespace);
  };

/** One broker's settings, read as numbers, flags or text. */
interface BrokerSettings {
  number(name: string): number;
  flag(name: string): boolean;
  text(name: string): string;
}

function brokerSettings(context: RequestContext): BrokerSettings {
  const runtime = runtimeConfiguration(context.state, context.broker, {
    authorization: context.authorization,
  });
  return {
    number: (name) => Number(runtime[name]),
    flag: (name) => runtime[name] === 'true',
    text: (name) => runtime[name] ?? '',
  };
}

/** A dispatch rate from the broker's dispatchThrottlingRatePer<scope>In{Msg,Byte} settings. */
const dispatchRateOf = (scope: 'Topic' | 'Subscription' | 'Replicator') => (broker: BrokerSettings) => ({
  dispatchThrottlingRateInMsg: broker.number(`dispatchThrottlingRatePer${scope}InMsg`),
  dispatchThrottlingRateInByte: broker.number(`dispatchThrottlingRatePer${scope}InByte`),
  relativeToPublishRate: broker.flag('dispatchThrottlingRateRelativeToPublishRate'),
  ratePeriodInSecond: 1,
});

const TOPIC_POLICIES: readonly TopicPolicy[] = [
  {
    suffix: 'messageTTL',
    setMethod: 'POST',
    namespacePath: 'messageTTL',
    brokerDefault: (broker) => broker.number('ttlDurationDefaultInSeconds'),
  },
  {
    suffix: 'retention',
    brokerDefault: (broker) => ({
      retentionTimeInMinutes: broker.number('defaultRetentionTimeInMinutes'),
      retentionSizeInMB: broker.number('defaultRetentionSizeInMB'),
    }),
    setMethod: 'POST',
    namespacePath: 'retention',
    parse: (body, context) => {
      // The topic's check words its refusal by limit (4.0.7 standalone), before the namespace's.
      const limits = body as { retentionTimeInMinutes?: unknown; retentionSizeInMB?: unknown } | null;
      if (typeof limits?.retentionTimeInMinutes === 'number' && limits.retentionTimeInMinutes < -1)
        throw badRequest('Invalid retention policy: time limit must be >= -1');
      if (typeof limits?.retentionSizeInMB === 'number' && limits.retentionSizeInMB < -1)
        throw badRequest('Invalid retention policy: size limit must be >= -1');
      return reuseNamespaceParser('retention')(body, context);
    },
  },
  {
    suffix: 'persistence',
    brokerDefault: (broker) => ({
      bookkeeperEnsemble: broker.number('managedLedgerDefaultEnsembleSize'),
      bookkeeperWriteQuorum: broker.number('managedLedgerDefaultWriteQuorum'),
      bookkeeperAckQuorum: broker.number('managedLedgerDefaultAckQuorum'),
      managedLedgerMaxMarkDeleteRate: broker.number('managedLedgerDefaultMarkDeleteRateLimit'),
    }),
    setMethod: 'POST',
    namespacePath: 'persistence',
    parse: reuseNamespaceParser('persistence'),
  },
  {
    suffix: 'maxProducers',
    brokerDefault: (broker) => broker.number('maxProducersPerTopic'),
    setMethod: 'POST',
    namespacePath: 'maxProducersPerTopic',
    parse: nonNegative('maxProducers'),
  },
  {
    suffix: 'maxConsumers',
    brokerDefault: (broker) => broker.number('maxConsumersPerTopic'),
    setMethod: 'POST',
    namespacePath: 'maxConsumersPerTopic',
    parse: nonNegative('maxConsumers'),
  },
  {
    suffix: 'maxConsumersPerSubscription',
    unsetIsNoContent: true,
    setMethod: 'POST',
    namespacePath: 'maxConsumersPerSubscription',
    parse: nonNegative('maxConsumersPerSubscription'),
  },
  {
    suffix: 'maxUnackedMessagesOnConsumer',
    brokerDefault: (broker) => broker.number('maxUnackedMessagesPerConsumer'),
    setMethod: 'POST',
    namespacePath: 'maxUnackedMessagesPerConsumer',
    parse: nonNegative('maxUnackedMessagesOnConsumer'),
  },
  {
    suffix: 'maxUnackedMessagesOnSubscription',
    brokerDefault: (broker) => broker.number('maxUnackedMessagesPerSubscription'),
    setMethod: 'POST',
    namespacePath: 'maxUnackedMessagesPerSubscription',
    parse: nonNegative('maxUnackedMessagesOnSubscription'),
  },
  {
    suffix: 'maxSubscriptionsPerTopic',
    unsetIsNoContent: true,
    setMethod: 'POST',
    namespacePath: 'maxSubscriptionsPerTopic',
    parse: nonNegative('maxSubscriptionsPerTopic'),
  },
  {
    suffix: 'maxMessageSize',
    setMethod: 'POST',
    unsetIsNoContent: true,
    // PersistentTopicsBase.internalSetMaxMessageSize (4.0.7): 0 to the broker's own maxMessageSize.
    parse: (body, context) => {
      if (typeof body !== 'number' || !Number.isInteger(body))
        throw badRequest('Invalid value for maxMessageSize');
      const brokerLimit = Number(runtimeConfiguration(context.state, context.broker).maxMessageSize);
      if (body < 0 || body > brokerLimit)
        throw preconditionFailed(
          'topic-level maxMessageSize must be greater than or equal to 0 and must be smaller than that in the broker-level',
        );
      return body;
    },
  },
  {
    suffix: 'compactionThreshold',
    brokerDefault: (broker) => broker.number('brokerServiceCompactionThresholdInBytes'),
    setMethod: 'POST',
    namespacePath: 'compactionThreshold',
    parse: nonNegative('compactionThreshold'),
  },
  {
    suffix: 'deduplicationEnabled',
    brokerDefault: (broker) => broker.flag('brokerDeduplicationEnabled'),
    setMethod: 'POST',
    namespacePath: 'deduplication',
    parse: reuseNamespaceParser('deduplication'),
  },
  {
    suffix: 'deduplicationSnapshotInterval',
    setMethod: 'POST',
    namespacePath: 'deduplicationSnapshotInterval',
    parse: nonNegative('deduplicationSnapshotInterval'),
  },
  {
    suffix: 'delayedDelivery',
    brokerDefault: (broker) => ({
      tickTime: broker.number('delayedDeliveryTickTimeMillis'),
      active: broker.flag('delayedDeliveryEnabled'),
      maxDeliveryDelayInMillis: broker.number('delayedDeliveryMaxDelayInMillis'),
    }),
    setMethod: 'POST',
    namespacePath: 'delayedDelivery',
    parse: reuseNamespaceParser('delayedDelivery'),
  },
  {
    suffix: 'dispatchRate',
    brokerDefault: dispatchRateOf('Topic'),
    setMethod: 'POST',
    namespacePath: 'dispatchRate',
    parse: reuseNamespaceParser('dispatchRate'),
  },
  {
    suffix: 'subscriptionDispatchRate',
    brokerDefault: dispatchRateOf('Subscription'),
    setMethod: 'POST',
    namespacePath: 'subscriptionDispatchRate',
    parse: reuseNamespaceParser('subscriptionDispatchRate'),
  },
  {
    suffix: 'replicatorDispatchRate',
    brokerDefault: dispatchRateOf('Replicator'),
    setMethod: 'POST',
    namespacePath: 'replicatorDispatchRate',
    parse: reuseNamespaceParser('replicatorDispatchRate'),
  },
  {
    suffix: 'subscribeRate',
    brokerDefault: (broker) => ({
      subscribeThrottlingRatePerConsumer: broker.number('subscribeThrottlingRatePerConsumer'),
      ratePeriodInSecond: broker.number('subscribeRatePeriodPerConsumerInSecond'),
    }),
    setMethod: 'POST',
    namespacePath: 'subscribeRate',
    parse: reuseNamespaceParser('subscribeRate'),
  },
  { suffix: 'publishRate', setMethod: 'POST', unsetIsNoContent: true },
  {
    suffix: 'inactiveTopicPolicies',
    brokerDefault: (broker) => ({
      inactiveTopicDeleteMode: broker.text('brokerDeleteInactiveTopicsMode'),
      // Unset (the default) is the deletion frequency (ServiceConfiguration, 4.0.7).
      maxInactiveDurationSeconds: broker.number(
        broker.text('brokerDeleteInactiveTopicsMaxInactiveDurationSeconds') === ''
          ? 'brokerDeleteInactiveTopicsFrequencySeconds'
          : 'brokerDeleteInactiveTopicsMaxInactiveDurationSeconds',
      ),
      deleteWhileInactive: broker.flag('brokerDeleteInactiveTopicsEnabled'),
    }),
    setMethod: 'POST',
    namespacePath: 'inactiveTopicPolicies',
    parse: reuseNamespaceParser('inactiveTopicPolicies'),
  },
  {
    suffix: 'offloadPolicies',
    brokerDefault: () => null /* no offloader configured: applied reads stay empty */,
    setMethod: 'POST',
    namespacePath: 'offloadPolicies',
    parse: reuseNamespaceParser('offloadPolicies'),
  },
  {
    suffix: 'autoSubscriptionCreation',
    brokerDefault: (broker) => ({
      allowAutoSubscriptionCreation: broker.flag('allowAutoSubscriptionCreation'),
    }),
    setMethod: 'POST',
    namespacePath: 'autoSubscriptionCreation',
    parse: reuseNamespaceParser('autoSubscriptionCreation'),
  },
  {
    suffix: 'subscriptionTypesEnabled',
    unsetIsNoContent: true,
    setMethod: 'POST',
    namespacePath: 'subscriptionTypesEnabled',
    parse: reuseNamespaceParser('subscriptionTypesEnabled'),
  },
  {
    suffix: 'schemaCompatibilityStrategy',
    localOnly: true,
    brokerDefault: (broker) => broker.text('schemaCompatibilityStrategy'),
    setMethod: 'PUT',
    namespacePath: 'schemaCompatibilityStrategy',
    parse: reuseNamespaceParser('schemaCompatibilityStrategy'),
  },
  {
    suffix: 'schemaValidationEnforced',
    localOnly: true,
    brokerDefault: (broker) => broker.flag('isSchemaValidationEnforced'),
    setMethod: 'POST',
    namespacePath: 'schemaValidationEnforced',
    parse: reuseNamespaceParser('schemaValidationEnforced'),
  },
  {
    suffix: 'entryFilters',
    // The standalone's entry filters are none; applied answers an empty name list as ''.
    brokerDefault: () => ({ entryFilterNames: '' }),
    setMethod: 'POST',
    namespacePath: 'entryFilters',
    parse: reuseNamespaceParser('entryFilters'),
  },
  {
    suffix: 'dispatcherPauseOnAckStatePersistent',
    setMethod: 'POST',
    brokerDefault: (broker) => broker.flag('dispatcherPauseOnAckStatePersistentEnabled'),
  },
  { suffix: 'replication', setMethod: 'POST' },
  { suffix: 'shadowTopics', setMethod: 'PUT' },
];

/** Checks shared by every topic-policy call; returns the key the policies are stored under. */
function policyTarget(context: RequestContext, name: TopicName): string {
  if (!context.state.limits.topicLevelPoliciesEnabled) {
    throw notAllowed('Topic level policies is disabled, to enable the topic level policy and retry.');
  }
  if (name.partitionIndex >= 0)
    throw preconditionFailed('Not allowed to set/get topic policy for a partition');
  if (!context.state.namespaces.has(name.namespaceName)) throw notFound('Namespace does not exist');
  if (!context.state.topics.has(name.fullName) && !context.state.partitionedTopics.has(name.fullName)) {
    throw notFound('Topic not found');
  }
  return name.fullName;
}

/**
 * The topic's policies at the level a call names: the local ones, or with `isGlobal=true` the
 * global ones (replicated to every cluster). Pulsar keeps the two apart and a read of one never
 * answers the other, `applied` included (decision 0078).
 */
function levelOf(context: RequestContext, policy?: TopicPolicy): Map<string, Map<string, unknown>> {
  return !policy?.localOnly && queryFlag(context, 'isGlobal')
    ? context.state.globalTopicPolicies
    : context.state.topicPolicies;
}

function namespaceValue(context: RequestContext, path: string): unknown {
  const namespacePolicy = namespacePolicyByPath.get(path);
  const namespace = context.state.namespaces.get(
    `${context.params.tenant ?? ''}/${context.params.namespace ?? ''}`,
  );
  if (!namespacePolicy || !namespace) return undefined;
  const value = readNamespacePolicy(namespace, namespacePolicy, context.localCluster);
  return value === 'UNDEFINED' ? undefined : value; // the schema strategy's "not set"
}

/**
 * A read: the level's own value; with `applied=true`, where Pulsar's GET takes it, the value in
 * force at that level — the level's, else the namespace's, else the broker's. Unset answers 200
 * with no body (204 for five policies), as PersistentTopics resumes with null (4.0.7).
 */
function readPolicy(context: RequestContext, policy: TopicPolicy, key: string): Answer {
  const level = levelOf(context, policy).get(key);
  const stored = level?.get(policy.suffix);
  if (stored !== undefined && stored !== null) return json(stored);
  const { brokerDefault } = policy;
  if (queryFlag(context, 'applied') && brokerDefault) {
    const value =
      (policy.namespacePath ? namespaceValue(context, policy.namespacePath) : undefined) ??
      brokerDefault(brokerSettings(context));
    if (value !== undefined && value !== null) return json(value);
  }
  // TopicPolicies starts subscriptionTypesEnabled as an empty set: once the level holds any policy,
  // the unset types read as [] rather than 204.
  if (policy.suffix === 'subscriptionTypesEnabled' && level) return json([]);
  // Unset reads false, at either level, applied or not (4.0.7 standalone).
  if (policy.suffix === 'dispatcherPauseOnAckStatePersistent') return json(false);
  return policy.unsetIsNoContent ? noContent() : emptyOk();
}

/** The value a set carries: the body, except messageTTL's, which is the `messageTTL` query parameter. */
function valueOf(context: RequestContext, policy: TopicPolicy): unknown {
  if (policy.suffix === 'messageTTL') {
    // @QueryParam("messageTTL") Integer: a body is ignored and an absent parameter stores null,
    // which unsets the TTL; a value that is no integer is a 404 from JAX-RS.
    const raw = context.query.messageTTL;
    if (raw === undefined || raw === '') return null;
    if (!/^-?\d+$/.test(raw)) throw notFound('HTTP 404 Not Found');
    const ttl = Number(raw);
    if (ttl < 0) throw preconditionFailed('Invalid value for message TTL');
    return ttl;
  }
  const body =
    context.jsonBody() ?? (policy.suffix === 'dispatcherPauseOnAckStatePersistent' ? true : undefined);
  if (body === undefined) throw badRequest(`${policy.suffix} value is required`);
  return policy.parse ? policy.parse(body, context) : body;
}

function routesFor(domain: TopicDomain): RouteSpec[] {
  const topicBase = `/admin/v2/${domain}/:tenant/:namespace/:topic`;
  const routes: RouteSpec[] = TOPIC_POLICIES.flatMap((policy) => {
    const access = { kind: 'topic', operation: `POLICY_${policy.suffix.toUpperCase()}` } as const;
    return [
      {
        method: 'GET',
        url: `${topicBase}/${policy.suffix}`,
        access,
        handler: (context: RequestContext) =>
          readPolicy(context, policy, policyTarget(context, topicOf(context, domain))),
      },
      {
        method: policy.setMethod,
        url: `${topicBase}/${policy.suffix}`,
        access,
        handler: (context: RequestContext) => {
          const key = policyTarget(context, topicOf(context, domain));
          const value = valueOf(context, policy);
          const levels = levelOf(context, policy);
          const stored = levels.get(key) ?? new Map<string, unknown>();
          if (value === null) stored.delete(policy.suffix);
          else stored.set(policy.suffix, value);
          levels.set(key, stored);
          return noContent();
        },
      },
      {
        method: 'DELETE',
        url: `${topicBase}/${policy.suffix}`,
        access,
        handler: (context: RequestContext) => {
          const key = policyTarget(context, topicOf(context, domain));
          levelOf(context, policy).get(key)?.delete(policy.suffix);
          return noContent();
        },
      },
    ] satisfies RouteSpec[];
  });
  routes.push(...backlogQuotaRoutes(domain, topicBase));
  routes.push({
    method: 'DELETE',
    url: `${topicBase}/policies`,
    access: { kind: 'topic', operation: 'DELETE_POLICIES' },
    handler: (context) => {
      const key = policyTarget(context, topicOf(context, domain));
      context.state.topicPolicies.delete(key);
      context.state.globalTopicPolicies.delete(key);
      return noContent();
    },
  });
  return routes;
}

export const topicPolicyRoutes: RouteSpec[] = TOPIC_DOMAINS.flatMap(routesFor);

type QuotaMap = Record<string, unknown>;

/**
 * The broker's quotas when no level sets one, both types alike, from backlogQuotaDefaultLimitBytes,
 * backlogQuotaDefaultLimitSecond and backlogQuotaDefaultRetentionPolicy.
 */
function brokerBacklogQuotas(broker: BrokerSettings): QuotaMap {
  const bytes = broker.number('backlogQuotaDefaultLimitBytes');
  const quota = {
    limit: bytes,
    limitSize: bytes,
    limitTime: broker.number('backlogQuotaDefaultLimitSecond'),
    policy: broker.text('backlogQuotaDefaultRetentionPolicy'),
  };
  return { destination_storage: quota, message_age: quota };
}
const QUOTA_POLICIES = ['producer_request_hold', 'producer_exception', 'consumer_backlog_eviction'];

/**
 * The topic's backlog quotas, read as one map and set one type at a time. A read answers `{}` when
 * the level sets none; `applied=true` answers the level's map when it holds any quota, else the
 * namespace's, else the broker's two quotas — whole maps, never merged type by type (4.0.7).
 */
function backlogQuotaRoutes(domain: TopicDomain, topicBase: string): RouteSpec[] {
  const access = { kind: 'topic', operation: 'POLICY_BACKLOG' } as const;
  const quotas = (context: RequestContext, key: string): QuotaMap =>
    (levelOf(context).get(key)?.get('backlogQuotaMap') as QuotaMap | undefined) ?? {};
  const quotaType = (context: RequestContext): string => {
    const type = context.query.backlogQuotaType ?? 'destination_storage';
    // An unknown enum in a @QueryParam fails JAX-RS's conversion: 404.
    if (type !== 'destination_storage' && type !== 'message_age') throw notFound('HTTP 404 Not Found');
    return type;
  };
  const store = (context: RequestContext, key: string, map: QuotaMap) => {
    const levels = levelOf(context);
    const stored = levels.get(key) ?? new Map<string, unknown>();
    stored.set('backlogQuotaMap', map);
    levels.set(key, stored);
  };
  return [
    {
      method: 'GET',
      url: `${topicBase}/backlogQuotaMap`,
      access,
      handler: (context) => {
        const own = quotas(context, policyTarget(context, topicOf(context, domain)));
        if (!queryFlag(context, 'applied') || Object.keys(own).length > 0) return json(own);
        const namespace = context.state.namespaces.get(
          `${context.params.tenant ?? ''}/${context.params.namespace ?? ''}`,
        );
        const namespaceQuotas = (namespace?.policies.backlog_quota_map ?? {}) as QuotaMap;
        return json(
          Object.keys(namespaceQuotas).length > 0
            ? namespaceQuotas
            : brokerBacklogQuotas(brokerSettings(context)),
        );
      },
    },
    {
      method: 'POST',
      url: `${topicBase}/backlogQuota`,
      access,
      handler: (context) => {
        const key = policyTarget(context, topicOf(context, domain));
        const type = quotaType(context);
        const body = context.jsonBody();
        const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
        // Jackson reads an unknown enum as null, and BacklogQuotaImpl's check then refuses it.
        if (typeof record.policy !== 'string' || !QUOTA_POLICIES.includes(record.policy)) {
          throw badRequest(
            `Set namespace[${topicOf(context, domain).namespaceName}] backlog quota failed because the data validation failed. the attribute policy cannot be null`,
          );
        }
        const limitSize = typeof record.limitSize === 'number' ? record.limitSize : -1;
        const limitTime = typeof record.limitTime === 'number' ? record.limitTime : -1;
        store(context, key, {
          ...quotas(context, key),
          [type]: { limit: limitSize, limitSize, limitTime, policy: record.policy },
        });
        return noContent();
      },
    },
    {
      method: 'DELETE',
      url: `${topicBase}/backlogQuota`,
      access,
      handler: (context) => {
        const key = policyTarget(context, topicOf(context, domain));
        const type = quotaType(context);
        const rest = { ...quotas(context, key) };
        delete rest[type];
        store(context, key, rest);
        return noContent();
      },
    },
  ];
}
