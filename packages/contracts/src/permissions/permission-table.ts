// The permission table: every Pulsar path the console may call through Beacon's proxy, by method,
// mapped to a permission and a scope. First match wins, so specific rows come before general ones:
// super-only operations under a tenant's path first, then the explicit tenant rows. A call that
// matches no row is refused (default deny) — for super users too: Beacon forwards only what it
// knows. The web reads the same table to decide what to enable.
import { NAMESPACE_RULES } from './namespace-rules.ts';
import { READ, WRITE, rule, type PermissionRule } from './permission-rule.ts';
import { SUPER_ONLY_RULES } from './super-only-rules.ts';
import { TOPIC_RULES } from './topic-rules.ts';

export type { HttpMethod, PermissionRule, PermissionScope } from './permission-rule.ts';
export { SUPER_ONLY_RULES } from './super-only-rules.ts';

const FUNCTION_KINDS = '{functions,sources,sinks,source,sink}';

export const PERMISSION_TABLE: readonly PermissionRule[] = [
  ...SUPER_ONLY_RULES,

  // Tenants. The list is open to tenant admins: the proxy filters it down to their tenants.
  rule('tenant.list', READ, '/admin/v2/tenants', 'any'),
  rule('tenant.read', READ, '/admin/v2/tenants/:tenant', 'tenant'),
  rule('tenant.write', WRITE, '/admin/v2/tenants/:tenant', 'super'),

  ...NAMESPACE_RULES,
  ...TOPIC_RULES,

  // Functions, sources and sinks: catalogues of built-in connectors are harmless; the rest is per tenant.
  // The catalogue paths come first: JAX-RS matches their literal segments before {tenant}/{namespace},
  // so in Pulsar `/sinks/builtinsinks/{name}/configdefinition` is never a sink of a tenant named
  // builtinsinks. The singular /source and /sink paths are Pulsar 4.0's deprecated aliases.
  rule(
    'connector.catalogue.read',
    READ,
    `/admin/v3/${FUNCTION_KINDS}/{connectors,builtins,builtinsources,builtinsinks}`,
    'any',
  ),
  rule(
    'connector.catalogue.read',
    READ,
    '/admin/v3/{sources,sinks,source,sink}/{builtinsources,builtinsinks}/:name/configdefinition',
    'any',
  ),
  rule('function.read', READ, `/admin/v3/${FUNCTION_KINDS}/:tenant/:namespace`, 'tenant'),
  rule('function.read', READ, `/admin/v3/${FUNCTION_KINDS}/:tenant/:namespace/**`, 'tenant'),
  rule(
    'function.write',
    ['POST', 'PUT', 'DELETE'],
    `/admin/v3/${FUNCTION_KINDS}/:tenant/:namespace/**`,
    'tenant',
  ),

  // Cluster-wide: super users only.
  rule('cluster.read', READ, '/admin/v2/clusters', 'super'),
  rule('cluster.read', READ, '/admin/v2/clusters/**', 'super'),
  rule('cluster.write', WRITE, '/admin/v2/clusters/**', 'super'),
  rule('broker.read', READ, '/admin/v2/brokers/**', 'super'),
  rule('broker.write', ['POST', 'DELETE'], '/admin/v2/brokers/configuration/**', 'super'),
  rule('broker.read', READ, '/admin/v2/broker-stats/**', 'super'),
  rule('bookie.read', READ, '/admin/v2/bookies/**', 'super'),
  rule('bookie.write', ['POST', 'DELETE'], '/admin/v2/bookies/racks-info/:bookie', 'super'),
  rule('bookie.read', READ, '/api/v1/bookie/**', 'super'),
  // ResourceGroupsBase (4.0.7): every call validateSuperUserAccess. A namespace's own group is a
  // namespace policy (namespace-rules.ts: RESOURCEGROUP, validateNamespacePolicyOperation).
  rule('resource-group.read', READ, '/admin/v2/resourcegroups', 'super'),
  rule('resource-group.read', READ, '/admin/v2/resourcegroups/:resourceGroup', 'super'),
  rule('resource-group.write', ['PUT', 'DELETE'], '/admin/v2/resourcegroups/:resourceGroup', 'super'),
  rule('resource-quota.read', READ, '/admin/v2/resource-quotas/**', 'super'),
  rule('resource-quota.read', READ, '/admin/v2/resource-quotas', 'super'),
  rule('resource-quota.write', ['POST', 'DELETE'], '/admin/v2/resource-quotas/**', 'super'),
  rule('worker.read', READ, '/admin/v2/{worker,worker-stats}/**', 'super'),
];
