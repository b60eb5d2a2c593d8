import { describe, expect, it } from 'vitest';
import { authorizeProxyCall, can, type CallerAccess } from './authorize.ts';

const SUPER: CallerAccess = { roles: ['super'], tenants: [] };
const ADMIN_OF_TA: CallerAccess = { roles: ['admin'], tenants: ['ta'] };
const NOBODY: CallerAccess = { roles: [], tenants: [] };

const allowed = (caller: CallerAccess, method: string, path: string) =>
  authorizeProxyCall(caller, method, path).allowed;

describe('the permission table', () => {
  it.each([
    ['GET', '/admin/v2/tenants/ta'],
    ['GET', '/admin/v2/namespaces/ta'],
    ['PUT', '/admin/v2/namespaces/ta/ns1'],
    ['POST', '/admin/v2/namespaces/ta/ns1/retention'],
    ['POST', '/admin/v2/namespaces/ta/ns1/permissions/app-role'],
    ['PUT', '/admin/v2/namespaces/ta/ns1/0x00000000_0x40000000/unload'],
    ['GET', '/admin/v2/persistent/ta/ns1/orders/stats'],
    ['GET', '/admin/v2/non-persistent/ta/ns1/orders/internalStats'],
    ['PUT', '/admin/v2/persistent/ta/ns1/orders/partitions'],
    ['POST', '/admin/v2/persistent/ta/ns1/orders/subscription/sub-a/skip/10'],
    ['POST', '/admin/v2/persistent/ta/ns1/orders/subscription/sub-a/resetcursor/1700000000000'],
    ['DELETE', '/admin/v2/persistent/ta/ns1/orders/subscription/sub-a'],
    ['GET', '/admin/v2/persistent/ta/ns1/orders/subscription/sub-a/position/3'],
    ['GET', '/lookup/v2/topic/persistent/ta/ns1/orders'],
    ['GET', '/admin/v2/schemas/ta/ns1/orders/schema'],
    ['POST', '/admin/v3/functions/ta/ns1/enricher'],
    ['POST', '/topics/persistent/ta/ns1/orders'],
  ])('lets the admin of ta %s %s, and refuses the same call in tenant tb', (method, path) => {
    expect(allowed(ADMIN_OF_TA, method, path)).toBe(true);
    expect(allowed(SUPER, method, path)).toBe(true);
    const otherTenant = path.replace('/ta/', '/tb/').replace(/\/ta$/, '/tb');
    expect(authorizeProxyCall(ADMIN_OF_TA, method, otherTenant)).toEqual({
      allowed: false,
      status: 403,
      reason: 'This user no permissions for this resource',
    });
    expect(allowed(NOBODY, method, path)).toBe(false);
  });

  it.each([
    ['GET', '/admin/v2/clusters'],
    ['POST', '/admin/v2/clusters/standalone'],
    ['GET', '/admin/v2/brokers/standalone'],
    ['GET', '/admin/v2/brokers/health'],
    ['GET', '/admin/v2/broker-stats/topics'],
    ['POST', '/admin/v2/bookies/racks-info/bk1:3181'],
    ['GET', '/api/v1/bookie/list_bookies'],
    ['PUT', '/admin/v2/tenants/ta'],
    ['DELETE', '/admin/v2/tenants/ta'],
    ['POST', '/admin/v2/tenants/ta'],
    ['GET', '/admin/v2/resource-quotas'],
  ])('keeps cluster-wide and tenant-lifecycle calls (%s %s) for super users', (method, path) => {
    expect(allowed(SUPER, method, path)).toBe(true);
    expect(allowed(ADMIN_OF_TA, method, path)).toBe(false);
  });

  it.each([
    ['GET', '/admin/v2/unknown-thing'],
    ['GET', '/admin/namespaces/ta/ns1'],
    ['GET', '/Admin/v2/tenants/ta'],
    ['PATCH', '/admin/v2/namespaces/ta/ns1'],
    ['POST', '/admin/v2/namespaces/ta/ns1'],
    ['GET', '/admin/v3/unknown/ta/ns1'],
  ])('denies %s %s, which is not in the table, even to super users', (method, path) => {
    expect(authorizeProxyCall(SUPER, method, path)).toMatchObject({ allowed: false, status: 403 });
  });

  it.each([
    '/admin/v2/namespaces/ta/../tb/retention',
    '/admin/v2/namespaces/ta/%2e%2e/tb',
    '/admin/v2/namespaces/ta/%2E%2E/tb',
    '/admin/v2/namespaces/ta%2Fns1',
    '/admin/v2/namespaces/ta/%252e%252e/tb',
    '/admin/v2//namespaces/ta/ns1',
    '/admin/v2/namespaces/ta/ns1/',
    '/admin/v2/namespaces/ta;x=1/ns1',
    '/admin/v2/namespaces/ta\\..\\tb',
    '/admin/v2/namespaces/./ta/ns1',
    '/admin/v2/namespaces/ta/ns1%00',
    '/admin/v2/namespaces/ta/%E0%A4%A',
  ])('refuses the path trick %s with 400 before any rule is read', (path) => {
    expect(authorizeProxyCall(SUPER, 'GET', path)).toMatchObject({ allowed: false, status: 400 });
    expect(authorizeProxyCall(ADMIN_OF_TA, 'GET', path)).toMatchObject({ allowed: false, status: 400 });
  });

  it('refuses names outside Pulsar’s character rules', () => {
    expect(authorizeProxyCall(SUPER, 'GET', '/admin/v2/tenants/t%20a')).toMatchObject({
      allowed: false,
      status: 400,
    });
    expect(authorizeProxyCall(SUPER, 'GET', '/admin/v2/namespaces/ta/n$s')).toMatchObject({
      allowed: false,
      status: 400,
      reason: 'Invalid namespace name: n$s',
    });
  });

  it('authorizes the tenant the broker will read from the path', () => {
    const decision = authorizeProxyCall(ADMIN_OF_TA, 'GET', '/admin/v2/persistent/ta/ns1/my%3Atopic/stats');
    expect(decision).toMatchObject({ allowed: true, permission: 'topic.read', tenant: 'ta' });
  });

  it('answers the web the same way: can(permission, tenant)', () => {
    expect(can(ADMIN_OF_TA, 'namespace.policy.write', 'ta')).toBe(true);
    expect(can(ADMIN_OF_TA, 'namespace.policy.write', 'tb')).toBe(false);
    expect(can(ADMIN_OF_TA, 'tenant.write', 'ta')).toBe(false);
    expect(can(ADMIN_OF_TA, 'cluster.read')).toBe(false);
    expect(can(SUPER, 'cluster.write')).toBe(true);
    expect(can(SUPER, 'no.such.permission')).toBe(false);
  });
});
