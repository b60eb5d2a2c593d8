// Every resource-group call the console makes (the @beacon/pulsar-admin catalogue's resourceGroups
// and namespaceResourceGroup): the groups are a super user's alone, as Pulsar checks each with
// validateSuperUserAccess (ResourceGroupsBase.java:35, 45, 113, 163 in 4.0.7); a namespace's group
// is a namespace policy a tenant admin sets in its own tenant (NamespacesBase.java:2621,
// validateNamespacePolicyOperation RESOURCEGROUP), and no other.
import { namespaceResourceGroup, pulsarPath, resourceGroups, type Operation } from '@beacon/pulsar-admin';
import { describe, expect, it } from 'vitest';
import { authorizeProxyCall, type CallerAccess } from './authorize.ts';

const SUPER: CallerAccess = { roles: ['super'], tenants: [] };
const ADMIN_OF_TA: CallerAccess = { roles: ['admin'], tenants: ['ta'] };

type AnyOperation = Operation<string, unknown, unknown, unknown>;
const labelled = (area: Record<string, AnyOperation>) =>
  Object.entries(area).map(([call, entry]) => ({ label: `${call} ${entry.method}`, entry }));

describe('resource groups in the permission table', () => {
  it.each(labelled(resourceGroups))('lets only a super user $label', ({ entry }) => {
    const path = pulsarPath(entry, { resourcegroup: 'gold' } as never);
    expect(authorizeProxyCall(SUPER, entry.method, path)).toMatchObject({
      allowed: true,
      permission: entry.method === 'GET' ? 'resource-group.read' : 'resource-group.write',
    });
    expect(authorizeProxyCall(ADMIN_OF_TA, entry.method, path).allowed).toBe(false);
  });

  it('forwards nothing else under /admin/v2/resourcegroups (default deny)', () => {
    for (const [method, path] of [
      ['POST', '/admin/v2/resourcegroups/gold'],
      ['PUT', '/admin/v2/resourcegroups'],
      ['GET', '/admin/v2/resourcegroups/gold/extra'],
    ] as const) {
      expect(authorizeProxyCall(SUPER, method, path).allowed, `${method} ${path}`).toBe(false);
    }
  });
});

describe('a namespace’s resource group in the permission table', () => {
  it.each(labelled(namespaceResourceGroup))(
    'lets the admin of ta make $label there, and not in tb',
    ({ entry }) => {
      const path = (tenant: string) =>
        pulsarPath(entry, { tenant, namespace: 'ns1', resourcegroup: 'gold' } as never);
      expect(authorizeProxyCall(ADMIN_OF_TA, entry.method, path('ta'))).toMatchObject({
        allowed: true,
        permission: entry.method === 'GET' ? 'namespace.read' : 'namespace.policy.write',
      });
      expect(authorizeProxyCall(ADMIN_OF_TA, entry.method, path('tb')).allowed).toBe(false);
      expect(authorizeProxyCall(SUPER, entry.method, path('tb')).allowed).toBe(true);
    },
  );
});
