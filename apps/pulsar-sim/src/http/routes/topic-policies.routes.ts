import { badRequest, notAllowed, notFound, preconditionFailed } from '../../core/errors.ts';
import { namespacePolicyByPath, readNamespacePolicy } from '../../core/namespace-policies.ts';
import { TOPIC_DOMAINS } from '../../core/names.ts';
import type { TopicDomain, TopicName } from '../../core/names.ts';
import type { HTTPMethods } from 'fastify';
import { jsonOrNoContent, noContent } from '../answer.ts';
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

const TOPIC_POLICIES: readonly TopicPolicy[] = [
  { suffix: 'messageTTL', setMethod: 'POST', namespacePath: 'messageTTL', parse: nonNegative('messageTTL') },
  {
    suffix: 'retention',
    setMethod: 'POST',
    namespacePath: 'retention',
    parse: reuseNamespaceParser('retention'),
  },
  {
    suffix: 'persistence',
    setMethod: 'POST',
    namespacePath: 'persistence',
    parse: reuseNamespaceParser('persistence'),
  },
  {
    suffix: 'maxProducers',
    setMethod: 'POST',
    namespacePath: 'maxProducersPerTopic',
    parse: nonNegative('maxProducers'),
  },
  {
    suffix: 'maxConsumers',
    setMethod: 'POST',
    namespacePath: 'maxConsumersPerTopic',
    parse: nonNegative('maxConsumers'),
  },
  {
    suffix: 'maxConsumersPerSubscription',
    setMethod: 'POST',
    namespacePath: 'maxConsumersPerSubscription',
    parse: nonNegative('maxConsumersPerSubscription'),
  },
  {
    suffix: 'maxUnackedMessagesOnConsumer',
    setMethod: 'POST',
    namespacePath: 'maxUnackedMessagesPerConsumer',
    parse: nonNegative('maxUnackedMessagesOnConsumer'),
  },
  {
    suffix: 'maxUnackedMessagesOnSubscription',
    setMethod: 'POST',
    namespacePath: 'maxUnackedMessagesPerSubscription',
    parse: nonNegative('maxUnackedMessagesOnSubscription'),
  },
  {
    suffix: 'maxSubscriptionsPerTopic',
    setMethod: 'POST',
    namespacePath: 'maxSubscriptionsPerTopic',
    parse: nonNegative('maxSubscriptionsPerTopic'),
  },
  { suffix: 'maxMessageSize', setMethod: 'POST', parse: nonNegative('maxMessageSize') },
  {
    suffix: 'compactionThreshold',
    setMethod: 'POST',
    namespacePath: 'compactionThreshold',
    parse: nonNegative('compactionThreshold'),
  },
  {
    suffix: 'deduplicationEnabled',
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
    setMethod: 'POST',
    namespacePath: 'delayedDelivery',
    parse: reuseNamespaceParser('delayedDelivery'),
  },
  {
    suffix: 'dispatchRate',
    setMethod: 'POST',
    namespacePath: 'dispatchRate',
    parse: reuseNamespaceParser('dispatchRate'),
  },
  {
    suffix: 'subscriptionDispatchRate',
    setMethod: 'POST',
    namespacePath: 'subscriptionDispatchRate',
    parse: reuseNamespaceParser('subscriptionDispatchRate'),
  },
  {
    suffix: 'replicatorDispatchRate',
    setMethod: 'POST',
    namespacePath: 'replicatorDispatchRate',
    parse: reuseNamespaceParser('replicatorDispatchRate'),
  },
  {
    suffix: 'subscribeRate',
    setMethod: 'POST',
    namespacePath: 'subscribeRate',
    parse: reuseNamespaceParser('subscribeRate'),
  },
  { suffix: 'publishRate', setMethod: 'POST' },
  {
    suffix: 'inactiveTopicPolicies',
    setMethod: 'POST',
    namespacePath: 'inactiveTopicPolicies',
    parse: reuseNamespaceParser('inactiveTopicPolicies'),
  },
  {
    suffix: 'offloadPolicies',
    setMethod: 'POST',
    namespacePath: 'offloadPolicies',
    parse: reuseNamespaceParser('offloadPolicies'),
  },
  {
    suffix: 'autoSubscriptionCreation',
    setMethod: 'POST',
    namespacePath: 'autoSubscriptionCreation',
    parse: reuseNamespaceParser('autoSubscriptionCreation'),
  },
  {
    suffix: 'subscriptionTypesEnabled',
    setMethod: 'POST',
    namespacePath: 'subscriptionTypesEnabled',
    parse: reuseNamespaceParser('subscriptionTypesEnabled'),
  },
  {
    suffix: 'schemaCompatibilityStrategy',
    setMethod: 'PUT',
    namespacePath: 'schemaCompatibilityStrategy',
    parse: reuseNamespaceParser('schemaCompatibilityStrategy'),
  },
  {
    suffix: 'schemaValidationEnforced',
    setMethod: 'POST',
    namespacePath: 'schemaValidationEnforced',
    parse: reuseNamespaceParser('schemaValidationEnforced'),
  },
  {
    suffix: 'entryFilters',
    setMethod: 'POST',
    namespacePath: 'entryFilters',
    parse: reuseNamespaceParser('entryFilters'),
  },
  { suffix: 'dispatcherPauseOnAckStatePersistent', setMethod: 'POST' },
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

function routesFor(domain: TopicDomain): RouteSpec[] {
  const topicBase = `/admin/v2/${domain}/:tenant/:namespace/:topic`;
  const routes: RouteSpec[] = TOPIC_POLICIES.flatMap((policy) => {
    const access = { kind: 'topic', operation: `POLICY_${policy.suffix.toUpperCase()}` } as const;
    return [
      {
        method: 'GET',
        url: `${topicBase}/${policy.suffix}`,
        access,
        handler: (context: RequestContext) => {
          const key = policyTarget(context, topicOf(context, domain));
          const stored = context.state.topicPolicies.get(key)?.get(policy.suffix);
          if (stored !== undefined || !queryFlag(context, 'applied') || !policy.namespacePath)
            return jsonOrNoContent(stored);
          const namespacePolicy = namespacePolicyByPath.get(policy.namespacePath);
          const namespace = context.state.namespaces.get(
            `${context.params.tenant ?? ''}/${context.params.namespace ?? ''}`,
          );
          return jsonOrNoContent(
            namespacePolicy && namespace
              ? readNamespacePolicy(namespace, namespacePolicy, context.localCluster)
              : undefined,
          );
        },
      },
      {
        method: policy.setMethod,
        url: `${topicBase}/${policy.suffix}`,
        access,
        handler: (context: RequestContext) => {
          const key = policyTarget(context, topicOf(context, domain));
          const body =
            context.jsonBody() ??
            (policy.suffix === 'dispatcherPauseOnAckStatePersistent' ? true : undefined);
          if (body === undefined) throw badRequest(`${policy.suffix} value is required`);
          const value = policy.parse ? policy.parse(body, context) : body;
          const stored = context.state.topicPolicies.get(key) ?? new Map<string, unknown>();
          stored.set(policy.suffix, value);
          context.state.topicPolicies.set(key, stored);
          return noContent();
        },
      },
      {
        method: 'DELETE',
        url: `${topicBase}/${policy.suffix}`,
        access,
        handler: (context: RequestContext) => {
          const key = policyTarget(context, topicOf(context, domain));
          context.state.topicPolicies.get(key)?.delete(policy.suffix);
          return noContent();
        },
      },
    ] satisfies RouteSpec[];
  });
  routes.push({
    method: 'DELETE',
    url: `${topicBase}/policies`,
    access: { kind: 'topic', operation: 'DELETE_POLICIES' },
    handler: (context) => {
      context.state.topicPolicies.delete(policyTarget(context, topicOf(context, domain)));
      return noContent();
    },
  });
  return routes;
}

export const topicPolicyRoutes: RouteSpec[] = TOPIC_DOMAINS.flatMap(routesFor);
