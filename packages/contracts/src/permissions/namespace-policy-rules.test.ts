// Every namespace-policy call the console makes (the @beacon/pulsar-admin catalogue's
// namespacePolicies, which the POLICIES tab's descriptors name) is one the permission table lets a
// tenant admin make in its own tenant, and in no other: a read as namespace.read, a set or clear
// as namespace.policy.write (NamespacesBase validateNamespacePolicyOperation) — except the writes
// Pulsar keeps for super users, which a tenant admin is refused too.
import { namespacePolicies, pulsarPath, type Operation } from '@beacon/pulsar-admin';
import { describe, expect, it } from 'vitest';
import { authorizeProxyCall, type CallerAccess } from './authorize.ts';

const ADMIN_OF_TA: CallerAccess = { roles: ['admin'], tenants: ['ta'] };
const SUPER: CallerAccess = { roles: ['super'], tenants: [] };

/** Set and cleared by super users only: NamespacesBase.internalSetDelayedDelivery's validateSuperUserAccess (4.0.7). */
const SUPER_ONLY_WRITES = new Set(['delayedDelivery']);
/** Read, set and cleared by super users only: NamespacesBase.java:945-1012, the bookie affinity group. */
const SUPER_ONLY = new Set(['bookieAffinity']);

const calls = Object.entries(namespacePolicies).flatMap(([policy, entries]) =>
  Object.entries(entries as Record<string, Operation<string, unknown, unknown, unknown>>).map(
    ([call, entry]) => ({
      label: `${policy}.${call}`,
      entry,
      superOnly: SUPER_ONLY.has(policy) || (SUPER_ONLY_WRITES.has(policy) && entry.method !== 'GET'),
    }),
  ),
);

describe('the namespace policies in the permission table', () => {
  const forAdmins = calls.filter((call) => !call.superOnly);
  const forSuperUsers = calls.filter((call) => call.superOnly);

  it.each(forSuperUsers)('keeps $label for super users', ({ entry }) => {
    const path = pulsarPath(entry, { tenant: 'ta', namespace: 'ns1' } as never);
    expect(authorizeProxyCall(ADMIN_OF_TA, entry.method, path).allowed).toBe(false);
    expect(authorizeProxyCall(SUPER, entry.method, path).allowed).toBe(true);
  });

  it.each(forAdmins)('lets the admin of ta make $label there, and not in tb', ({ entry }) => {
    const path = (tenant: string) => pulsarPath(entry, { tenant, namespace: 'ns1' } as never);
    expect(authorizeProxyCall(ADMIN_OF_TA, entry.method, path('ta'))).toMatchObject({
      allowed: true,
      permission: entry.method === 'GET' ? 'namespace.read' : 'namespace.policy.write',
    });
    expect(authorizeProxyCall(ADMIN_OF_TA, entry.method, path('tb')).allowed).toBe(false);
  });
});
