// Security checklist 4.2.1 (IDOR), over the whole official surface: for every Pulsar operation, a
// tenant admin of `ta` calling it on tenant `tb` — or on anything cluster-wide — is refused before
// any broker sees it. The proxy decides with authorizeProxyCall, so checking it here covers the proxy.
import { authorizeProxyCall } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { allPulsarOperations } from './pulsar-operations.ts';

const ADMIN_OF_TA = { roles: ['admin'] as const, tenants: ['ta'] };
const SUPER = { roles: ['super'] as const, tenants: [] };
/** Read-only catalogues any signed-in user may read (they name no tenant's data). */
const OPEN_TO_EVERY_USER = new Set([
  'GET /admin/v2/tenants',
  'GET /admin/v3/functions/connectors',
  'GET /admin/v3/sources/builtinsources',
  'GET /admin/v3/sinks/builtinsinks',
]);

function concrete(template: string, tenant: string): string {
  return template.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    if (name === 'tenant' || name === 'property') return tenant;
    if (name === 'namespace') return 'ns';
    if (name === 'topic') return 'orders';
    if (name === 'topic-domain' || name === 'domain') return 'persistent';
    return 'x1';
  });
}

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

  it('lets a tenant admin do in its own tenant what a super user may do there, except super-only calls', () => {
    const differences = operations
      .filter((operation) => /\{tenant\}/.test(operation.template))
      .map((operation) => ({ method: operation.method, path: concrete(operation.template, 'ta') }))
      .filter(({ method, path }) => authorizeProxyCall(SUPER, method, path).allowed)
      .filter(({ method, path }) => !authorizeProxyCall(ADMIN_OF_TA, method, path).allowed)
      .map(({ method, path }) => `${method} ${path}`)
      .sort();
    // Creating, changing or deleting a tenant, and the broker's load-balancing views (resource
    // quotas, resource availability) that name a namespace but act on the cluster: super only.
    expect(differences).toEqual([
      'DELETE /admin/v2/resource-quotas/ta/ns/x1',
      'DELETE /admin/v2/tenants/ta',
      'GET /admin/v2/broker-stats/broker-resource-availability/ta/ns',
      'GET /admin/v2/resource-quotas/ta/ns/x1',
      'POST /admin/v2/resource-quotas/ta/ns/x1',
      'POST /admin/v2/tenants/ta',
      'PUT /admin/v2/tenants/ta',
    ]);
  });
});
