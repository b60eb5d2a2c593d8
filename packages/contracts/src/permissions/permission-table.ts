// The permission table: every Pulsar path the console may call through Beacon's proxy, by method,
// mapped to a permission and a scope. First match wins, so specific rows come before general ones.
// A call that matches no row is refused (default deny) — for super users too: Beacon forwards only
// what it knows. The web reads the same table to decide what to enable.
//
// Pattern syntax: literal segments; `:name` one segment captured as a parameter; `{a,b}` one of the
// listed literals; `**` one or more further segments.

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH' | 'HEAD';

/**
 * super: only `super` users. tenant: `super`, or an `admin` bound to the path's tenant. any: every
 * signed-in user (read-only catalogues that reveal nothing about tenants).
 */
export type PermissionScope = 'super' | 'tenant' | 'any';

export interface PermissionRule {
  permission: string;
  methods: readonly HttpMethod[];
  pattern: string;
  scope: PermissionScope;
}

const READ = ['GET', 'HEAD'] as const;
const WRITE = ['PUT', 'POST', 'DELETE'] as const;
const DOMAIN = '{persistent,non-persistent}';
const TOPIC = `/admin/v2/${DOMAIN}/:tenant/:namespace/:topic`;
const NAMESPACE = '/admin/v2/namespaces/:tenant/:namespace';
const FUNCTION_KINDS = '{functions,sources,sinks,source,sink}';

const rule = (
  permission: string,
  methods: readonly HttpMethod[],
  pattern: string,
  scope: PermissionScope,
): PermissionRule => ({
  permission,
  methods,
  pattern,
  scope,
});

export const PERMISSION_TABLE: readonly PermissionRule[] = [
  // Tenants. The list is open to tenant admins: the proxy filters it down to their tenants.
  rule('tenant.list', READ, '/admin/v2/tenants', 'any'),
  rule('tenant.read', READ, '/admin/v2/tenants/:tenant', 'tenant'),
  rule('tenant.write', WRITE, '/admin/v2/tenants/:tenant', 'super'),

  // Namespaces and their policies.
  rule('namespace.list', READ, '/admin/v2/namespaces/:tenant', 'tenant'),
  rule('namespace.read', READ, NAMESPACE, 'tenant'),
  rule('namespace.create', ['PUT'], NAMESPACE, 'tenant'),
  rule('namespace.delete', ['DELETE'], NAMESPACE, 'tenant'),
  rule('namespace.permission.write', ['POST', 'DELETE'], `${NAMESPACE}/permissions/:role`, 'tenant'),
  rule(
    'namespace.bundle.operate',
    ['PUT', 'POST'],
    `${NAMESPACE}/:bundle/{unload,split,clearBacklog}`,
    'tenant',
  ),
  rule('namespace.bundle.operate', ['POST'], `${NAMESPACE}/:bundle/clearBacklog/:subscription`, 'tenant'),
  rule('namespace.bundle.operate', ['PUT', 'POST'], `${NAMESPACE}/{unload,clearBacklog}`, 'tenant'),
  rule('namespace.read', READ, `${NAMESPACE}/**`, 'tenant'),
  rule('namespace.policy.write', WRITE, `${NAMESPACE}/**`, 'tenant'),

  // Topics, partitions, subscriptions, messages.
  rule('topic.list', READ, `/admin/v2/${DOMAIN}/:tenant/:namespace`, 'tenant'),
  rule('topic.list', READ, `/admin/v2/${DOMAIN}/:tenant/:namespace/partitioned`, 'tenant'),
  rule('topic.create', ['PUT'], TOPIC, 'tenant'),
  rule('topic.delete', ['DELETE'], TOPIC, 'tenant'),
  rule('topic.create', ['PUT'], `${TOPIC}/partitions`, 'tenant'),
  rule('topic.partitions.update', ['POST'], `${TOPIC}/partitions`, 'tenant'),
  rule('topic.delete', ['DELETE'], `${TOPIC}/partitions`, 'tenant'),
  rule('topic.permission.write', ['POST', 'DELETE'], `${TOPIC}/permissions/:role`, 'tenant'),
  rule('message.read', READ, `${TOPIC}/subscription/:subscription/position/:count`, 'tenant'),
  rule('message.read', READ, `${TOPIC}/{examinemessage,ledger}/**`, 'tenant'),
  rule('message.read', READ, `${TOPIC}/examinemessage`, 'tenant'),
  rule('subscription.create', ['PUT'], `${TOPIC}/subscription/:subscription`, 'tenant'),
  rule('subscription.delete', ['DELETE'], `${TOPIC}/subscription/:subscription`, 'tenant'),
  rule('subscription.operate', ['POST'], `${TOPIC}/subscription/:subscription/**`, 'tenant'),
  rule('subscription.operate', ['POST'], `${TOPIC}/all_subscription/expireMessages/:seconds`, 'tenant'),
  rule('topic.operate', ['PUT', 'POST'], `${TOPIC}/{unload,terminate,compaction,offload}`, 'tenant'),
  rule('topic.read', READ, `${TOPIC}/**`, 'tenant'),
  rule('topic.policy.write', WRITE, `${TOPIC}/**`, 'tenant'),
  rule('topic.read', READ, `/lookup/v2/topic/${DOMAIN}/:tenant/:namespace/:topic`, 'tenant'),
  rule('topic.read', READ, `/lookup/v2/topic/${DOMAIN}/:tenant/:namespace/:topic/bundle`, 'tenant'),
  rule('message.produce', ['POST'], `/topics/${DOMAIN}/:tenant/:namespace/:topic`, 'tenant'),
  rule(
    'message.produce',
    ['POST'],
    `/topics/${DOMAIN}/:tenant/:namespace/:topic/partitions/:partition`,
    'tenant',
  ),

  // Schemas.
  rule('schema.read', READ, '/admin/v2/schemas/:tenant/:namespace/:topic/**', 'tenant'),
  rule('schema.write', ['POST', 'DELETE'], '/admin/v2/schemas/:tenant/:namespace/:topic/**', 'tenant'),

  // Functions, sources and sinks: catalogues of built-in connectors are harmless; the rest is per tenant.
  rule(
    'connector.catalogue.read',
    READ,
    '/admin/v3/{functions,sources,sinks}/{connectors,builtinsources,builtinsinks}',
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
  rule('resource-quota.read', READ, '/admin/v2/resource-quotas/**', 'super'),
  rule('resource-quota.read', READ, '/admin/v2/resource-quotas', 'super'),
  rule('resource-quota.write', ['POST', 'DELETE'], '/admin/v2/resource-quotas/**', 'super'),
  rule('worker.read', READ, '/admin/v2/{worker,worker-stats}/**', 'super'),
];
