// What a tenant admin may do to a topic of its own tenant: an explicit list of Pulsar 4.0.7's
// persistent and non-persistent topic operations (swagger.json, whose facts are committed in
// packages/pulsar-admin/openapi/4.0.7/swagger.operations.json), which the broker authorizes with
// validateTopicOperation, validateTopicPolicyOperation or validateAdminAccessForTenant
// (PersistentTopicsBase, v2 PersistentTopics / NonPersistentTopics).
// A path under a topic that is not listed is refused (default deny).
import { DOMAIN, READ, TOPIC, WRITE, oneOf, rule, type PermissionRule } from './permission-rule.ts';

/** Topic policies: GET reads, POST/PUT sets, DELETE clears `/{policy}`. */
const POLICIES = oneOf([
  'autoSubscriptionCreation',
  'backlogQuota',
  'compactionThreshold',
  'deduplicationEnabled',
  'deduplicationSnapshotInterval',
  'delayedDelivery',
  'dispatchRate',
  'dispatcherPauseOnAckStatePersistent',
  'entryFilters',
  'inactiveTopicPolicies',
  'maxConsumers',
  'maxConsumersPerSubscription',
  'maxMessageSize',
  'maxProducers',
  'maxSubscriptionsPerTopic',
  'maxUnackedMessagesOnConsumer',
  'maxUnackedMessagesOnSubscription',
  'messageTTL',
  'offloadPolicies',
  'persistence',
  'publishRate',
  'replication',
  'replicatorDispatchRate',
  'retention',
  'schemaCompatibilityStrategy',
  'schemaValidationEnforced',
  'subscribeRate',
  'subscriptionDispatchRate',
  'subscriptionTypesEnabled',
]);

/** Read-only views of a topic (the status of compaction and offload among them). */
const VIEWS = oneOf([
  'backlog',
  'backlogQuotaMap',
  'compaction',
  'internal-info',
  'internalStats',
  'lastMessageId',
  'offload',
  'partitioned-internalStats',
  'partitioned-stats',
  'partitions',
  'permissions',
  'properties',
  'shadowTopics',
  'stats',
  'subscriptions',
]);

const SUBSCRIPTION = `${TOPIC}/subscription/:subscription`;

export const TOPIC_RULES: readonly PermissionRule[] = [
  rule('topic.list', READ, `/admin/v2/${DOMAIN}/:tenant/:namespace`, 'tenant'),
  rule('topic.list', READ, `/admin/v2/${DOMAIN}/:tenant/:namespace/partitioned`, 'tenant'),
  rule('topic.list', READ, '/admin/v2/non-persistent/:tenant/:namespace/:bundle', 'tenant'),
  // Creation may carry properties, PULSAR.SHADOW_SOURCE among them: the proxy reads the body
  // (apps/server/src/modules/pulsar-proxy/topic-references.ts).
  rule('topic.create', ['PUT'], TOPIC, 'tenant'),
  rule('topic.create', ['PUT'], `${TOPIC}/partitions`, 'tenant'),
  rule('topic.delete', ['DELETE'], TOPIC, 'tenant'),
  rule('topic.delete', ['DELETE'], `${TOPIC}/partitions`, 'tenant'),
  rule('topic.partitions.update', ['POST'], `${TOPIC}/partitions`, 'tenant'),
  rule('topic.permission.write', ['POST', 'DELETE'], `${TOPIC}/permissions/:role`, 'tenant'),

  rule('message.read', READ, `${SUBSCRIPTION}/position/:count`, 'tenant'),
  rule('message.read', READ, `${TOPIC}/examinemessage`, 'tenant'),
  rule('message.read', READ, `${TOPIC}/ledger/:ledger/entry/:entry`, 'tenant'),
  rule('message.read', READ, `${TOPIC}/messageid/:timestamp`, 'tenant'),

  rule('subscription.create', ['PUT'], SUBSCRIPTION, 'tenant'),
  rule('subscription.delete', ['DELETE'], SUBSCRIPTION, 'tenant'),
  rule('subscription.read', READ, `${SUBSCRIPTION}/{properties,replicatedSubscriptionStatus}`, 'tenant'),
  rule(
    'subscription.operate',
    ['POST'],
    `${SUBSCRIPTION}/{skip_all,expireMessages,resetcursor,analyzeBacklog,replicatedSubscriptionStatus}`,
    'tenant',
  ),
  rule(
    'subscription.operate',
    ['POST'],
    `${SUBSCRIPTION}/{skip,expireMessages,resetcursor}/:value`,
    'tenant',
  ),
  rule('subscription.operate', ['PUT'], `${SUBSCRIPTION}/properties`, 'tenant'),
  rule('subscription.operate', ['POST'], `${TOPIC}/all_subscription/expireMessages/:seconds`, 'tenant'),
  rule('subscription.read', READ, `${TOPIC}/:subscription/dispatchRate`, 'tenant'),
  rule('subscription.operate', ['POST', 'DELETE'], `${TOPIC}/:subscription/dispatchRate`, 'tenant'),

  rule('topic.operate', ['PUT'], `${TOPIC}/{unload,compaction,offload}`, 'tenant'),
  rule('topic.operate', ['POST'], `${TOPIC}/{terminate,trim,createMissedPartitions}`, 'tenant'),
  rule('topic.operate', ['POST'], `${TOPIC}/terminate/partitions`, 'tenant'),
  rule('topic.operate', ['DELETE'], `${TOPIC}/truncate`, 'tenant'),
  // The backlog size up to a message id: a read, sent as PUT with the message id as body.
  rule('topic.read', ['PUT'], `${TOPIC}/backlogSize`, 'tenant'),
  rule('topic.read', READ, `${TOPIC}/${VIEWS}`, 'tenant'),
  rule('topic.read', READ, `${TOPIC}/${POLICIES}`, 'tenant'),
  rule('topic.policy.write', WRITE, `${TOPIC}/${POLICIES}`, 'tenant'),
  // Properties and shadow topics can name other topics: the proxy reads these bodies too.
  rule('topic.policy.write', ['PUT', 'DELETE'], `${TOPIC}/{properties,shadowTopics}`, 'tenant'),
  rule('topic.policy.write', ['DELETE'], `${TOPIC}/policies`, 'tenant'),

  rule('topic.read', READ, `/lookup/v2/topic/${DOMAIN}/:tenant/:namespace/:topic`, 'tenant'),
  rule('topic.read', READ, `/lookup/v2/topic/${DOMAIN}/:tenant/:namespace/:topic/bundle`, 'tenant'),
  rule('message.produce', ['POST'], `/topics/${DOMAIN}/:tenant/:namespace/:topic`, 'tenant'),
  rule(
    'message.produce',
    ['POST'],
    `/topics/${DOMAIN}/:tenant/:namespace/:topic/partitions/:partition`,
    'tenant',
  ),

  rule(
    'schema.read',
    READ,
    '/admin/v2/schemas/:tenant/:namespace/:topic/{schema,schemas,metadata}',
    'tenant',
  ),
  rule('schema.read', READ, '/admin/v2/schemas/:tenant/:namespace/:topic/schema/:version', 'tenant'),
  rule(
    'schema.read',
    ['POST'],
    '/admin/v2/schemas/:tenant/:namespace/:topic/{compatibility,version}',
    'tenant',
  ),
  rule('schema.write', ['POST', 'DELETE'], '/admin/v2/schemas/:tenant/:namespace/:topic/schema', 'tenant'),
];
