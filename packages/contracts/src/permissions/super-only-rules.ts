// Operations under a tenant's path that Pulsar 4.0 keeps for super users: the broker checks them with
// validateSuperUserAccess(Async), not with the tenant-admin checks (validateNamespaceOperation,
// validateNamespacePolicyOperation, validateTopicOperation, validateAdminAccessForTenant). Beacon
// calls the broker with a super-user token, so without these rows a tenant admin would get, through
// Beacon, what the broker itself refuses them. They come before the tenant rows (first match wins).
// Source walk: pulsar-broker/src/main/java/org/apache/pulsar/broker/admin/{impl,v2}/ (see decision 0006).
import { NAMESPACE, READ, rule, type PermissionRule } from './permission-rule.ts';

/** Each row cites the Pulsar method that refuses everyone but a super user. */
export const SUPER_ONLY_RULES: readonly PermissionRule[] = [
  // FunctionsApiV3Resource.updateFunctionOnWorkerLeader (PUT /functions/leader/{tenant}/{ns}/{name}):
  // the worker accepts it from super users only. Without this row a tenant admin of a tenant named
  // "leader" would match the function rows below with tenant = "leader".
  rule('function.leader.write', ['PUT'], '/admin/v3/functions/leader/:tenant/:namespace/:name', 'super'),
  // NamespacesBase.internalUnloadNamespaceAsync: validateSuperUserAccessAsync ("This operation
  // requires strictly super user privileges", v2 Namespaces.unloadNamespace).
  rule('namespace.bundle.unload', ['PUT'], `${NAMESPACE}/unload`, 'super'),
  // NamespacesBase.internalUnloadNamespaceBundleAsync: validateSuperUserAccessAsync.
  rule('namespace.bundle.unload', ['PUT'], `${NAMESPACE}/:bundle/unload`, 'super'),
  // NamespacesBase.internalSplitNamespaceBundleAsync: validateSuperUserAccessAsync. Pulsar also
  // accepts the names LARGEST and HOT in place of a range here.
  rule('namespace.bundle.unload', ['PUT'], `${NAMESPACE}/:bundle/split`, 'super'),
  rule('namespace.bundle.unload', ['PUT'], `${NAMESPACE}/{LARGEST,HOT}/split`, 'super'),
  // NamespacesBase.internal{Set,Get,Delete}BookieAffinityGroup(Async): validateSuperUserAccess(Async).
  // The bookie affinity group pins a namespace's ledgers to bookies of the whole cluster.
  rule(
    'namespace.bookie-affinity',
    ['GET', 'HEAD', 'POST', 'DELETE'],
    `${NAMESPACE}/persistence/bookieAffinity`,
    'super',
  ),
  // NamespacesBase.internalSetDelayedDelivery (v2 Namespaces.setDelayedDeliveryPolicies and
  // removeDelayedDeliveryPolicies): validateSuperUserAccess. Reading it is a policy read (tenant).
  rule('namespace.delayed-delivery.write', ['POST', 'DELETE'], `${NAMESPACE}/delayedDelivery`, 'super'),
  // NamespacesBase.internalEnableMigration (v2 Namespaces.enableMigration, hidden from the OpenAPI
  // file): validateSuperUserAccess. Migration moves a namespace to another cluster.
  rule('namespace.migration', ['POST'], `${NAMESPACE}/migration`, 'super'),
  // v2 Namespaces.getAntiAffinityNamespaces: the first segment is a cluster, not a tenant, and the
  // tenant comes from a query parameter the table cannot see: cluster-wide, super users only.
  rule('namespace.read', READ, '/admin/v2/namespaces/:cluster/antiAffinity/:group', 'super'),
  // NamespacesBase.internalGrantPermissionOnTopicsAsync / internalRevokePermissionOnTopicsAsync:
  // the tenant is taken from the topics in the body (validateAdminAccessForTenantAsync of the first
  // topic's tenant), which Beacon's super-user token always passes; no tenant in the path to confine.
  rule(
    'namespace.permission.write',
    ['POST'],
    '/admin/v2/namespaces/{grantPermissionsOnTopics,revokePermissionsOnTopics}',
    'super',
  ),
];
