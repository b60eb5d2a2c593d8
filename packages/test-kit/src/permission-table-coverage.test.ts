// Security checklist 4.2.1 (IDOR), over the whole official surface: for every Pulsar operation, a
// tenant admin of `ta` calling it on tenant `tb` — or on anything cluster-wide — is refused before
// any broker sees it. The proxy decides with authorizeProxyCall, so checking it here covers the proxy.
import { authorizeProxyCall } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { allPulsarOperations } from './pulsar-operations.ts';

const ADMIN_OF_TA = { roles: ['admin'] as const, tenants: ['ta'] };
/** The same admin with every message grant in ta (decision 0069): what its roles may add. */
const GRANTED_ADMIN_OF_TA = { ...ADMIN_OF_TA, messages: { read: ['ta'], export: ['ta'], replay: ['ta'] } };
const SUPER = { roles: ['super'] as const, tenants: [] };
/** Read-only catalogues any signed-in user may read (they name no tenant's data). */
const OPEN_TO_EVERY_USER = new Set([
  'GET /admin/v2/tenants',
  'GET /admin/v3/functions/connectors',
  'GET /admin/v3/sources/builtinsources',
  'GET /admin/v3/sinks/builtinsinks',
  // The builtin functions and a connector's config fields: read-only catalogues a create form needs.
  'GET /admin/v3/functions/builtins',
  'GET /admin/v3/sources/builtinsources/x1/configdefinition',
  'GET /admin/v3/sinks/builtinsinks/x1/configdefinition',
]);

function concrete(template: string, tenant: string): string {
  return template.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    if (name === 'tenant' || name === 'property') return tenant;
    if (name === 'namespace') return 'ns';
    if (name === 'topic') return 'orders';
    if (name === 'topic-domain' || name === 'domain') return 'persistent';
    if (name === 'bundle') return '0x00000000_0xffffffff';
    return 'x1';
  });
}

/**
 * Operations under a tenant's own path that Pulsar 4.0 keeps for super users, as concrete calls in
 * tenant `ta`. Each is a row of SUPER_ONLY_RULES (packages/contracts/src/permissions/
 * super-only-rules.ts, which cites the Pulsar method that checks validateSuperUserAccess), or a
 * cluster-wide resource that names a namespace: resource quotas (ResourceQuotasBase, every method
 * validateSuperUserAccessAsync), a broker's resource availability (BrokerStatsBase), or the tenant
 * itself (TenantsBase: creating, updating, deleting a tenant is the super user's).
 */
const SUPER_ONLY_IN_OWN_TENANT = [
  'DELETE /admin/v2/namespaces/ta/ns/delayedDelivery',
  'DELETE /admin/v2/namespaces/ta/ns/persistence/bookieAffinity',
  'DELETE /admin/v2/resource-quotas/ta/ns/0x00000000_0xffffffff',
  'DELETE /admin/v2/tenants/ta',
  'GET /admin/v2/broker-stats/broker-resource-availability/ta/ns',
  'GET /admin/v2/namespaces/ta/ns/persistence/bookieAffinity',
  'GET /admin/v2/resource-quotas/ta/ns/0x00000000_0xffffffff',
  'POST /admin/v2/namespaces/ta/ns/delayedDelivery',
  'POST /admin/v2/namespaces/ta/ns/persistence/bookieAffinity',
  'POST /admin/v2/resource-quotas/ta/ns/0x00000000_0xffffffff',
  'POST /admin/v2/tenants/ta',
  'PUT /admin/v2/namespaces/ta/ns/0x00000000_0xffffffff/split',
  'PUT /admin/v2/namespaces/ta/ns/0x00000000_0xffffffff/unload',
  'PUT /admin/v2/namespaces/ta/ns/unload',
  'PUT /admin/v2/tenants/ta',
];

describe('the permission table over every Pulsar 4.0.7 operation', () => {
  const operations = allPulsarOperations();

  it('never lets a tenant admin reach another tenant', () => {
    const leaks = operations
      .filter((operation) => /\{(tenant|property)\}/.test(operation.template))
      .map((operation) => `${operation.method} ${concrete(operation.template, 'tb')}`)
      .filter((call) => {
        const [method = '', path = ''] = call.split(' ');
        return authorizeProxyCall(ADMIN_OF_TA, method, path).allowed;
      });
    expect(leaks).toEqual([]);
  });

  it('never lets a tenant admin reach a cluster-wide operation, except read-only catalogues', () => {
    const leaks = operations
      .filter((operation) => !/\{(tenant|property)\}/.test(operation.template))
      .map((operation) => `${operation.method} ${concrete(operation.template, 'tb')}`)
      .filter((call) => {
        const [method = '', path = ''] = call.split(' ');
        return authorizeProxyCall(ADMIN_OF_TA, method, path).allowed && !OPEN_TO_EVERY_USER.has(call);
      });
    expect(leaks).toEqual([]);
  });

  it('lets a tenant admin granted message reads do in its own tenant what a super user may do there, except super-only calls', () => {
    const differences = operations
      .filter((operation) => /\{(tenant|property)\}/.test(operation.template))
      .map((operation) => ({ method: operation.method, path: concrete(operation.template, 'ta') }))
      .filter(({ method, path }) => authorizeProxyCall(SUPER, method, path).allowed)
      .filter(({ method, path }) => !authorizeProxyCall(GRANTED_ADMIN_OF_TA, method, path).allowed)
      .map(({ method, path }) => `${method} ${path}`)
      .sort();
    expect(differences).toEqual(SUPER_ONLY_IN_OWN_TENANT);
  });

  it('keeps message contents from a tenant admin without the read grant, and nothing else', () => {
    const refused = operations
      .filter((operation) => /\{(tenant|property)\}/.test(operation.template))
      .map((operation) => ({ method: operation.method, path: concrete(operation.template, 'ta') }))
      .filter(({ method, path }) => !authorizeProxyCall(ADMIN_OF_TA, method, path).allowed)
      .flatMap(({ method, path }) => {
        const granted = authorizeProxyCall(GRANTED_ADMIN_OF_TA, method, path);
        return granted.allowed ? [granted.permission] : [];
      });
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused)).toEqual(new Set(['message.read']));
  });

  it('forwards every operation Pulsar documents for a namespace or topic, for super users', () => {
    // Explicit lists replaced the broad `/**` rows: none of the documented operations may be lost.
    const missing = operations
      .filter((operation) =>
        /^\/admin\/v2\/(namespaces|persistent|non-persistent|schemas)\//.test(operation.template),
      )
      .filter((operation) => !operation.template.startsWith('/admin/v2/namespaces/{cluster}/'))
      .map((operation) => `${operation.method} ${concrete(operation.template, 'ta')}`)
      .filter((call) => {
        const [method = '', path = ''] = call.split(' ');
        return !authorizeProxyCall(SUPER, method, path).allowed;
      });
    expect(missing).toEqual([]);
  });
});
