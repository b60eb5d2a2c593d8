import { describe, expect, it } from 'vitest';
import { deletedResource, pageResource, pageShows, tabLabel } from './resource-paths.ts';

describe('the resource a DELETE removed', () => {
  it.each([
    ['/admin/v2/tenants/finance', ['finance']],
    ['/admin/v2/namespaces/finance/payments', ['finance', 'payments']],
    ['/admin/v2/persistent/finance/payments/orders', ['finance', 'payments', 'persistent:orders']],
    ['/admin/v2/persistent/finance/payments/orders/partitions', ['finance', 'payments', 'persistent:orders']],
    ['/admin/v2/non-persistent/finance/payments/ticks', ['finance', 'payments', 'non-persistent:ticks']],
    [
      '/admin/v2/persistent/finance/payments/orders/subscription/audit%20trail',
      ['finance', 'payments', 'persistent:orders', 'audit trail'],
    ],
  ])('reads %s as %j', (path, chain) => {
    expect(deletedResource(path)).toEqual(chain);
  });

  it.each([
    '/admin/v2/namespaces/finance/payments/permissions/app',
    '/admin/v2/namespaces/finance/payments/backlogQuota',
    '/admin/v2/persistent/finance/payments/orders/permissions/app',
    '/admin/v2/schemas/finance/payments/orders/schema',
    '/pulsar-manager/environments/environment',
  ])('ignores %s, which removes a part of a resource or no Pulsar resource', (path) => {
    expect(deletedResource(path)).toBeUndefined();
  });
});

describe('the resource a page shows', () => {
  it.each([
    ['/management/tenants/tenantInfo/finance', ['finance']],
    ['/management/namespaces/finance', ['finance']],
    ['/management/namespaces/finance/payments/namespace', ['finance', 'payments']],
    [
      '/management/topics/persistent/finance/payments/orders/topic',
      ['finance', 'payments', 'persistent:orders'],
    ],
    [
      '/management/topics/persistent/finance/payments/orders/partitionedTopic',
      ['finance', 'payments', 'persistent:orders'],
    ],
    [
      '/management/subscriptions/persistent/finance/payments/orders/audit/subscription',
      ['finance', 'payments', 'persistent:orders', 'audit'],
    ],
  ])('reads %s as %j', (pathname, chain) => {
    expect(pageResource(pathname)).toEqual(chain);
  });

  it('reads the lists and other screens as no single resource', () => {
    expect(pageResource('/management/tenants')).toBeUndefined();
    expect(pageResource('/management/clusters')).toBeUndefined();
    expect(pageResource('/environments')).toBeUndefined();
  });
});

describe('which pages show a deleted resource', () => {
  const topicPage = '/management/topics/persistent/finance/payments/orders/topic';

  it("takes a tenant's pages, its namespaces' and their topics'", () => {
    expect(pageShows(topicPage, ['finance'])).toBe(true);
    expect(pageShows('/management/namespaces/finance/payments/namespace', ['finance'])).toBe(true);
  });

  it('leaves the containing pages and the neighbours alone', () => {
    expect(
      pageShows('/management/namespaces/finance/payments/namespace', [
        'finance',
        'payments',
        'persistent:orders',
      ]),
    ).toBe(false);
    expect(pageShows(topicPage, ['finance', 'payments', 'non-persistent:orders'])).toBe(false);
    expect(pageShows(topicPage, ['finance2'])).toBe(false);
    expect(pageShows('/management/tenants', ['finance'])).toBe(false);
  });
});

describe('a tab’s label (issue 28 A13)', () => {
  it('names the resource its page shows, so two pages of one kind are two different tabs', () => {
    expect(tabLabel('Topic Details', '/management/topics/persistent/sample/orders/created/topic')).toBe(
      'Topic Details · created',
    );
    expect(
      tabLabel('Subscription Details', '/management/subscriptions/persistent/a/b/t/audit/subscription'),
    ).toBe('Subscription Details · audit');
    expect(tabLabel('Namespace Details', '/management/namespaces/sample/orders/namespace')).toBe(
      'Namespace Details · sample/orders',
    );
    expect(tabLabel('Tenant Details', '/management/tenants/tenantInfo/sample')).toBe(
      'Tenant Details · sample',
    );
    expect(tabLabel('Tenants', '/management/tenants')).toBe('Tenants');
  });
});
