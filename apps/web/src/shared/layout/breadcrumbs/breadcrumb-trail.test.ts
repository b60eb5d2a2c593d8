import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en/index.ts';
import { PARTITIONED_PARAM, routes } from '../../routes/route-table.ts';
import { breadcrumbTrail } from './breadcrumb-trail.ts';

/** The trail as a reader sees it: English titles, with where each crumb leads. */
function trail(pathname: string, search = '') {
  return breadcrumbTrail(pathname, 'routes.tokens', search).map((crumb) => {
    const title = en.routes[crumb.title.replace('routes.', '') as keyof typeof en.routes];
    return crumb.to ? `${title} → ${crumb.to}` : title;
  });
}

describe('breadcrumbTrail', () => {
  it('follows the tenant chain down to a subscription', () => {
    expect(trail('/management/subscriptions/persistent/public/default/orders/billing/subscription')).toEqual([
      'Management → /management',
      'Tenants → /management/tenants',
      'Tenant Details → /management/tenants/tenantInfo/public',
      'Namespaces → /management/tenants/tenantInfo/public?tab=namespaces',
      'Namespace Details → /management/namespaces/public/default/namespace',
      'Topics → /management/namespaces/public/default/namespace?tab=topics',
      'Topic Details → /management/topics/persistent/public/default/orders/topic',
      'Subscriptions → /management/topics/persistent/public/default/orders/topic?tab=subscriptions',
      'Subscription Details',
    ]);
  });

  it("leads a partitioned topic's subscription back to the partitioned topic's page", () => {
    const path = routes.subscription.href(
      {
        persistent: 'persistent',
        tenant: 'acme',
        namespace: 'iot',
        topic: 'telemetry',
        subscription: 'dashboard',
      },
      { [PARTITIONED_PARAM]: true },
    );
    const [pathname = '', search = ''] = path.split('?');
    expect(trail(pathname, `?${search}`).slice(-3)).toEqual([
      'Partitioned Topic Details → /management/topics/persistent/acme/iot/telemetry/partitionedTopic',
      'Subscriptions → /management/topics/persistent/acme/iot/telemetry/partitionedTopic?tab=subscriptions',
      'Subscription Details',
    ]);
  });

  it('ends a topic chain at Topic Details or Partitioned Topic Details', () => {
    expect(trail('/management/topics/persistent/public/default/orders/topic').at(-1)).toBe('Topic Details');
    expect(trail('/management/topics/persistent/public/default/orders/partitionedTopic').at(-2)).toBe(
      'Topics → /management/namespaces/public/default/namespace?tab=topics',
    );
  });

  it('leads a function, a source and a sink back to their lists', () => {
    const lists = [
      ['functions', 'function', 'Functions', 'Function Details'],
      ['sources', 'source', 'Sources', 'Source Details'],
      ['sinks', 'sink', 'Sinks', 'Sink Details'],
    ] as const;
    for (const [list, kind, listTitle, title] of lists)
      expect(trail(`/management/${list}/public/default/orders-to-db/${kind}`)).toEqual([
        'Management → /management',
        `${listTitle} → /management/${list}`,
        title,
      ]);
  });

  it('follows the cluster chain to brokers, isolation policies and failure domains', () => {
    const cluster = [
      'Management → /management',
      'Clusters → /management/clusters',
      'Cluster Details → /management/clusters/east/cluster',
    ];
    expect(trail('/management/brokers/east/broker-1:8080/broker')).toEqual([
      ...cluster,
      'Brokers → /management/clusters/east/cluster?tab=brokers',
      'Broker Details',
    ]);
    expect(trail('/management/clusters/east/policy-a/namespaceIsolationPolicy')).toEqual([
      ...cluster,
      'Isolation Policies → /management/clusters/east/cluster?tab=isolationPolicies',
      'Isolation Policy Details',
    ]);
    expect(trail('/management/clusters/east/zone-1/failureDomainName')).toEqual([
      ...cluster,
      'Failure Domains → /management/clusters/east/cluster?tab=failureDomains',
      'Failure Domain Details',
    ]);
    expect(trail('/management/clusters/east/cluster')).toEqual(cluster.slice(0, 2).concat('Cluster Details'));
  });

  it('keeps names with special characters intact in the links', () => {
    expect(trail('/management/namespaces/my%20tenant/ns%2F1/namespace')[2]).toBe(
      'Tenant Details → /management/tenants/tenantInfo/my%20tenant',
    );
  });

  it("uses the page's own title outside /management", () => {
    expect(trail('/tokens')).toEqual(['Tokens']);
  });
});
