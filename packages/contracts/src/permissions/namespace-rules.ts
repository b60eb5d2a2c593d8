// What a tenant admin may do to a namespace of its own tenant: an explicit list of Pulsar 4.0.7's
// namespace operations (swagger.json, whose facts are committed in
// packages/pulsar-admin/openapi/4.0.7/swagger.operations.json) that the broker authorizes with the
// tenant-admin checks (validateTenantOperation, validateNamespaceOperation,
// validateNamespacePolicyOperation, validateAdminAccessForTenant in NamespacesBase and v2 Namespaces).
// Anything else under a namespace matches no row and is refused (default deny); the super-only
// operations are in super-only-rules.ts, which comes first.
import { NAMESPACE, READ, WRITE, oneOf, rule, type PermissionRule } from './permission-rule.ts';

/** Namespace policies read with GET and set or cleared with POST, PUT or DELETE on `/{policy}`. */
const POLICIES = oneOf([
  'allowedClusters',
  'antiAffinity',
  'autoSubscriptionCreation',
  'autoTopicCreation',
  'backlogQuota',
  'compactionThreshold',
  'deduplication',
  'deduplicationSnapshotInterval',
  'dispatchRate',
  'dispatcherPauseOnAckStatePersistent',
  'encryptionRequired',
  'entryFilters',
  'inactiveTopicPolicies',
  'isAllowAutoUpdateSchema',
  'maxConsumersPerSubscription',
  'maxConsumersPerTopic',
  'maxProducersPerTopic',
  'maxSubscriptionsPerTopic',
  'maxTopicsPerNamespace',
  'maxUnackedMessagesPerConsumer',
  'maxUnackedMessagesPerSubscription',
  'messageTTL',
  'offloadDeletionLagMs',
  'offloadPolicies',
  'offloadThreshold',
  'offloadThresholdInSeconds',
  'persistence',
  'properties',
  // Hidden from the OpenAPI but served, a RATE policy write (NamespacesBase.java:1282-1330, 4.0.7).
  'publishRate',
  'replication',
  'replicatorDispatchRate',
  'retention',
  'schemaAutoUpdateCompatibilityStrategy',
  'schemaCompatibilityStrategy',
  'schemaValidationEnforced',
  'subscribeRate',
  'subscriptionAuthMode',
  'subscriptionDispatchRate',
  'subscriptionExpirationTime',
  'subscriptionTypesEnabled',
]);

/** Read-only views of a namespace. */
const VIEWS = oneOf([
  'backlogQuotaMap',
  'bundles',
  'delayedDelivery',
  'permissions',
  'resourcegroup',
  'scanOffloadedLedgers',
  'topics',
]);

export const NAMESPACE_RULES: readonly PermissionRule[] = [
  rule('namespace.list', READ, '/admin/v2/namespaces/:tenant', 'tenant'),
  rule('namespace.read', READ, NAMESPACE, 'tenant'),
  rule('namespace.create', ['PUT'], NAMESPACE, 'tenant'),
  rule('namespace.delete', ['DELETE'], NAMESPACE, 'tenant'),
  rule('namespace.read', READ, `${NAMESPACE}/${POLICIES}`, 'tenant'),
  rule('namespace.read', READ, `${NAMESPACE}/${VIEWS}`, 'tenant'),
  rule('namespace.read', READ, `${NAMESPACE}/permissions/subscription`, 'tenant'),
  rule('namespace.read', READ, `${NAMESPACE}/property/:key`, 'tenant'),
  rule('namespace.read', READ, `${NAMESPACE}/:bundle/topicHashPositions`, 'tenant'),
  rule('namespace.policy.write', WRITE, `${NAMESPACE}/${POLICIES}`, 'tenant'),
  rule('namespace.policy.write', ['DELETE'], `${NAMESPACE}/{removeOffloadPolicies,resourcegroup}`, 'tenant'),
  rule('namespace.policy.write', ['POST'], `${NAMESPACE}/resourcegroup/:resourceGroup`, 'tenant'),
  rule('namespace.policy.write', ['DELETE'], `${NAMESPACE}/property/:key`, 'tenant'),
  rule('namespace.policy.write', ['PUT'], `${NAMESPACE}/property/:key/:value`, 'tenant'),
  rule('namespace.permission.write', ['POST', 'DELETE'], `${NAMESPACE}/permissions/:role`, 'tenant'),
  // Subscription permissions (hidden from the OpenAPI file; NamespacesBase
  // internalGrantPermissionOnSubscriptionAsync / internalRevokePermissionsOnSubscriptionAsync).
  rule(
    'namespace.permission.write',
    ['POST'],
    `${NAMESPACE}/permissions/subscription/:subscription`,
    'tenant',
  ),
  rule('namespace.permission.write', ['DELETE'], `${NAMESPACE}/permissions/:subscription/:role`, 'tenant'),
  // Backlog and subscriptions across a namespace or one bundle (validateNamespaceOperation
  // CLEAR_BACKLOG / UNSUBSCRIBE); deleting an empty bundle (DELETE_BUNDLE).
  rule('namespace.bundle.operate', ['POST'], `${NAMESPACE}/clearBacklog`, 'tenant'),
  rule(
    'namespace.bundle.operate',
    ['POST'],
    `${NAMESPACE}/{clearBacklog,unsubscribe}/:subscription`,
    'tenant',
  ),
  rule('namespace.bundle.operate', ['POST'], `${NAMESPACE}/:bundle/clearBacklog`, 'tenant'),
  rule(
    'namespace.bundle.operate',
    ['POST'],
    `${NAMESPACE}/:bundle/{clearBacklog,unsubscribe}/:subscription`,
    'tenant',
  ),
  rule('namespace.bundle.operate', ['DELETE'], `${NAMESPACE}/:bundle`, 'tenant'),
];
