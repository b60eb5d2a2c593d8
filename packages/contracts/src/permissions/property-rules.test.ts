// Every properties, subscription-permission and missing-partition call the console makes (the
// @beacon/pulsar-admin catalogue's propertyCalls) is one the permission table lets a tenant admin
// make in its own tenant, and in no other, under the permission the same resource's other calls
// use: a namespace's properties as its policies, its subscription permissions as its role
// permissions, a topic's properties as its policies, a subscription's as its other operations.
import { propertyCalls, pulsarPath } from '@beacon/pulsar-admin';
import { describe, expect, it } from 'vitest';
import { authorizeProxyCall, type CallerAccess } from './authorize.ts';

const ADMIN_OF_TA: CallerAccess = { roles: ['admin'], tenants: ['ta'] };
const SUPER: CallerAccess = { roles: ['super'], tenants: [] };

const EXPECTED: Record<string, string> = {
  'namespaceProperties.get': 'namespace.read',
  'namespaceProperties.set': 'namespace.policy.write',
  'namespaceProperties.remove': 'namespace.policy.write',
  'topicProperties.get': 'topic.read',
  'topicProperties.set': 'topic.policy.write',
  'topicProperties.remove': 'topic.policy.write',
  'subscriptionProperties.get': 'subscription.read',
  'subscriptionProperties.set': 'subscription.operate',
  'subscriptionPermissions.list': 'namespace.read',
  'subscriptionPermissions.grant': 'namespace.permission.write',
  'subscriptionPermissions.revoke': 'namespace.permission.write',
  createMissedPartitions: 'topic.operate',
};

const params = (tenant: string) => ({
  tenant,
  namespace: 'ns1',
  domain: 'persistent',
  topic: 'orders',
  subName: 'audit',
  subscription: 'audit',
  role: 'app',
  key: 'owner',
});

describe('properties and subscription permissions in the permission table', () => {
  it('has an expectation for every catalogue entry', () => {
    expect(Object.keys(propertyCalls).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(propertyCalls))(
    'lets the admin of ta make %s there, and not in tb',
    (label, entry) => {
      const path = (tenant: string) => pulsarPath(entry, params(tenant) as never);
      expect(authorizeProxyCall(ADMIN_OF_TA, entry.method, path('ta'))).toMatchObject({
        allowed: true,
        permission: EXPECTED[label],
      });
      expect(authorizeProxyCall(ADMIN_OF_TA, entry.method, path('tb')).allowed).toBe(false);
      expect(authorizeProxyCall(SUPER, entry.method, path('tb')).allowed).toBe(true);
    },
  );

  it('refuses a namespace property key the proxy cannot read one way only (an encoded slash)', () => {
    const path = pulsarPath(
      propertyCalls['namespaceProperties.remove'] as never,
      {
        ...params('ta'),
        key: 'a/b',
      } as never,
    );
    expect(authorizeProxyCall(ADMIN_OF_TA, 'DELETE', path)).toMatchObject({ allowed: false, status: 400 });
  });
});
