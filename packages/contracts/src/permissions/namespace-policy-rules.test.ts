// Every namespace-policy call the console makes (the @beacon/pulsar-admin catalogue's
// namespacePolicies, which the POLICIES tab's descriptors name) is one the permission table lets a
// tenant admin make in its own tenant, and in no other: a read as namespace.read, a set or clear
// as namespace.policy.write (NamespacesBase validateNamespacePolicyOperation).
import { namespacePolicies, pulsarPath, type Operation } from '@beacon/pulsar-admin';
import { describe, expect, it } from 'vitest';
import { authorizeProxyCall, type CallerAccess } from './authorize.ts';

const ADMIN_OF_TA: CallerAccess = { roles: ['admin'], tenants: ['ta'] };

const calls = Object.entries(namespacePolicies).flatMap(([policy, entries]) =>
  Object.entries(entries as Record<string, Operation<string, unknown, unknown, unknown>>).map(
    ([call, entry]) => ({
      label: `${policy}.${call}`,
      entry,
    }),
  ),
);

describe('the namespace policies in the permission table', () => {
  it.each(calls)('lets the admin of ta make $label there, and not in tb', ({ entry }) => {
    const path = (tenant: string) => pulsarPath(entry, { tenant, namespace: 'ns1' } as never);
    expect(authorizeProxyCall(ADMIN_OF_TA, entry.method, path('ta'))).toMatchObject({
      allowed: true,
      permission: entry.method === 'GET' ? 'namespace.read' : 'namespace.policy.write',
    });
    expect(authorizeProxyCall(ADMIN_OF_TA, entry.method, path('tb')).allowed).toBe(false);
  });
});
