// Every role-gated screen of spec 2, with its meta (each page loaded lazily).
import { FORBIDDEN_REDIRECT } from './shared/auth/index.ts';
import type { ConsoleRoute } from './shared/layout/console-route.ts';
import { TENANTS_PATH } from './shared/links.ts';
import { OVERVIEW_PAGE_PATH } from './features/overview/index.ts';

const SUPER = ['super'] as const;
const SUPER_AND_ADMIN = ['super', 'admin'] as const;

// Defined once, with the other console addresses; re-exported for the route table's readers.
export { TENANTS_PATH };
export const TENANT_ADMIN_PATH = '/management/admin/tenants/tenantInfo';
export const PULSAR_WEBSITE = 'https://pulsar.apache.org';

/** /management has no screen: it leads to the first management screen the user may open. */
function managementHomeFor(roles: readonly string[]): string {
  if (roles.includes('super')) return TENANTS_PATH;
  if (roles.includes('admin')) return TENANT_ADMIN_PATH;
  return FORBIDDEN_REDIRECT;
}

/**
 * The root has no screen either. A super user lands on the overview (issue 19 item 1; decision
 * 0045), not on the tenants list spec 2 names, which stays one click away (menu, /management).
 */
function homeFor(roles: readonly string[]): string {
  return roles.includes('super') ? OVERVIEW_PAGE_PATH : managementHomeFor(roles);
}

const management: ConsoleRoute = {
  path: 'management',
  handle: { title: 'routes.management', icon: 'management', roles: SUPER_AND_ADMIN },
  home: managementHomeFor,
  children: [
    {
      path: 'clusters',
      handle: { title: 'routes.clusters', icon: 'cluster', roles: SUPER, noCache: true },
      page: async () => (await import('./features/clusters/clusters-page/clusters-page.tsx')).ClustersPage,
    },
    {
      path: 'clusters/:cluster/cluster',
      handle: { title: 'routes.clusterDetails', roles: SUPER, noCache: true, hidden: true },
      page: async () => (await import('./features/clusters/cluster-page/cluster-page.tsx')).ClusterPage,
      prefetch: async (params, searchParams, queryClient) =>
        (await import('./features/clusters/prefetch-cluster.ts')).prefetchCluster(
          params,
          searchParams,
          queryClient,
        ),
    },
    {
      path: 'clusters/:cluster/:failureDomainName/failureDomainName',
      handle: { title: 'routes.failureDomainDetails', roles: SUPER, noCache: true, hidden: true },
      page: async () =>
        (await import('./features/failure-domains/failure-domain-page.tsx')).FailureDomainPage,
    },
    {
      // `…/create/namespaceIsolationPolicy?created=true` opens the form for a new policy (decision 0047).
      path: 'clusters/:cluster/:namespaceIsolation/namespaceIsolationPolicy',
      handle: { title: 'routes.isolationPolicyDetails', roles: SUPER, noCache: true, hidden: true },
      page: async () =>
        (await import('./features/isolation-policies/isolation-policy-page.tsx')).IsolationPolicyPage,
    },
    {
      path: 'brokers/:cluster/:broker/broker',
      handle: { title: 'routes.brokerDetails', roles: SUPER, noCache: true, hidden: true },
      page: async () => (await import('./features/brokers/broker-page/broker-page.tsx')).BrokerPage,
    },
    {
      path: 'tenants',
      handle: { title: 'routes.tenants', icon: 'tenant', roles: SUPER, noCache: true },
      page: async () => (await import('./features/tenants/tenants-page/tenants-page.tsx')).TenantsPage,
    },
    {
      path: 'tenants/tenantInfo/:tenant',
      handle: { title: 'routes.tenantDetails', roles: SUPER, noCache: true, hidden: true },
      page: async () => (await import('./features/tenants/tenant-page/tenant-page.tsx')).TenantPage,
    },
    {
      path: 'admin/tenants/tenantInfo',
      handle: {
        title: 'routes.tenantDetails',
        icon: 'tenant',
        roles: SUPER_AND_ADMIN,
        noCache: true,
        hidden: 'for-super',
      },
      page: async () =>
        (await import('./features/tenants/tenant-admin-page/tenant-admin-page.tsx')).TenantAdminPage,
    },
    {
      path: 'namespaces-of-public',
      link: '/management/tenants/tenantInfo/public?tab=namespaces',
      handle: { title: 'routes.namespaces', icon: 'namespace', roles: SUPER },
    },
    {
      path: 'topics-of-public-default',
      link: '/management/namespaces/public/default/namespace?tab=topics',
      handle: { title: 'routes.topics', icon: 'topic', roles: SUPER },
    },
    {
      path: 'topics/:persistent/:tenant/:namespace/:topic/topic',
      handle: { title: 'routes.topicDetails', roles: SUPER_AND_ADMIN, noCache: true, hidden: true },
      page: async () => (await import('./features/topics/topic-page/topic-page.tsx')).TopicPage,
    },
    {
      path: 'topics/:persistent/:tenant/:namespace/:topic/partitionedTopic',
      handle: {
        title: 'routes.partitionedTopicDetails',
        roles: SUPER_AND_ADMIN,
        noCache: true,
        hidden: true,
      },
      page: async () =>
        (await import('./features/topics/partitioned/partitioned-topic-page.tsx')).PartitionedTopicPage,
      prefetch: async (params, searchParams, queryClient) =>
        (
          await import('./features/topics/partitioned/prefetch-partitioned-topic.ts')
        ).prefetchPartitionedTopic(params, searchParams, queryClient),
    },
    {
      path: 'subscriptions/:persistent/:tenant/:namespace/:topic/:subscription/subscription',
      handle: { title: 'routes.subscriptionDetails', roles: SUPER_AND_ADMIN, noCache: true, hidden: true },
      page: async () =>
        (await import('./features/subscriptions/subscription-page/subscription-page.tsx')).SubscriptionPage,
    },
    {
      // Spec 2: no screen of its own; it leads to the tenant's namespaces (decision 0010).
      path: 'namespaces/:tenant',
      handle: { title: 'routes.namespaces', roles: SUPER, noCache: true, hidden: true },
      page: async () =>
        (await import('./features/namespaces/tenant-namespaces-redirect.tsx')).TenantNamespacesRedirect,
    },
    {
      path: 'namespaces/:tenant/:namespace/namespace',
      handle: { title: 'routes.namespaceDetails', roles: SUPER_AND_ADMIN, noCache: true, hidden: true },
      page: async () =>
        (await import('./features/namespaces/namespace-page/namespace-page.tsx')).NamespacePage,
    },
    {
      path: 'functions',
      handle: { title: 'routes.functions', icon: 'function', roles: SUPER, noCache: true },
      page: async () => (await import('./features/functions/pages.tsx')).FunctionsPage,
    },
    {
      // Decision 0044: the spec's detail style, the kind as the last segment.
      path: 'functions/:tenant/:namespace/:name/function',
      handle: { title: 'routes.functionDetails', roles: SUPER, noCache: true, hidden: true },
      page: async () => (await import('./features/functions/pages.tsx')).FunctionPage,
    },
    {
      path: 'sources',
      handle: { title: 'routes.sources', icon: 'source', roles: SUPER, noCache: true },
      page: async () => (await import('./features/functions/pages.tsx')).SourcesPage,
    },
    {
      // Decision 0044: the spec's detail style, the kind as the last segment.
      path: 'sources/:tenant/:namespace/:name/source',
      handle: { title: 'routes.sourceDetails', roles: SUPER, noCache: true, hidden: true },
      page: async () => (await import('./features/functions/pages.tsx')).SourcePage,
    },
    {
      path: 'sinks',
      handle: { title: 'routes.sinks', icon: 'sink', roles: SUPER, noCache: true },
      page: async () => (await import('./features/functions/pages.tsx')).SinksPage,
    },
    {
      // Decision 0044: the spec's detail style, the kind as the last segment.
      path: 'sinks/:tenant/:namespace/:name/sink',
      handle: { title: 'routes.sinkDetails', roles: SUPER, noCache: true, hidden: true },
      page: async () => (await import('./features/functions/pages.tsx')).SinkPage,
    },
    {
      path: 'bookies',
      handle: { title: 'routes.bookies', icon: 'bookie', roles: SUPER, noCache: true },
      page: async () => (await import('./features/bookies/bookies-page.tsx')).BookiesPage,
    },
  ],
};

export const consoleRoutes: readonly ConsoleRoute[] = [
  {
    path: OVERVIEW_PAGE_PATH,
    handle: { title: 'overview.title', icon: 'overview', roles: SUPER_AND_ADMIN, noCache: true },
    // Where every login lands: opened with the environment the user chose last, not sent to choose
    // one when its first call finds none (issue 28 A4).
    readsPulsar: true,
    page: async () => (await import('./features/overview/overview-page/overview-page.tsx')).OverviewPage,
  },
  {
    path: '/environments',
    handle: { title: 'routes.environments', roles: SUPER_AND_ADMIN, hidden: true },
    page: async () =>
      (await import('./features/environments/environments-page/environments-page.tsx')).EnvironmentsPage,
  },
  management,
  {
    // The empty root path leads super users to the overview (decision 0045; spec 2 said
    // management/tenants); admins land on their tenant page. In the menu of super users only (its
    // children are theirs alone): Prometheus and Grafana had no entry before (issue 28 A3).
    path: '/',
    handle: { title: 'routes.dashboard', icon: 'monitoring' },
    home: homeFor,
    children: [
      {
        path: 'prometheus',
        handle: { title: 'routes.prometheus', roles: SUPER, noCache: true },
        page: async () => (await import('./features/monitoring/monitoring-page.tsx')).PrometheusPage,
      },
      {
        path: 'grafana',
        handle: { title: 'routes.grafana', roles: SUPER, noCache: true },
        page: async () => (await import('./features/monitoring/monitoring-page.tsx')).GrafanaPage,
      },
    ],
  },
  {
    // Setup sends the first super user here: the menu must lead here too (issue 28 A3).
    path: '/users',
    handle: { title: 'routes.users', icon: 'user', roles: SUPER },
    page: async () => (await import('./features/users/users-page/users-page.tsx')).UsersPage,
  },
  {
    path: '/users/:user/access',
    handle: { title: 'routes.userAccess', roles: SUPER, noCache: true, hidden: true },
    page: async () => (await import('./features/access/access-page/access-page.tsx')).AccessPage,
  },
  {
    path: '/roles',
    handle: { title: 'routes.roles', icon: 'role', roles: SUPER },
    page: async () => (await import('./features/roles/roles-page/roles-page.tsx')).RolesPage,
  },
  {
    path: '/tokens',
    handle: { title: 'routes.tokens', icon: 'token', roles: SUPER_AND_ADMIN },
    page: async () => (await import('./features/tokens/tokens-page/tokens-page.tsx')).TokensPage,
  },
  {
    path: '/audit',
    handle: { title: 'routes.audit', icon: 'audit', roles: SUPER },
    page: async () => (await import('./features/audit/audit-page.tsx')).AuditPage,
  },
  {
    // The console API's OpenAPI document, browsable (issue 19 item 4), in super users' menu.
    path: '/api-docs',
    handle: { title: 'routes.apiDocs', icon: 'apiDocs', roles: SUPER },
    page: async () => (await import('./features/api-docs/api-docs-page.tsx')).ApiDocsPage,
  },
  { path: 'apache-pulsar', link: PULSAR_WEBSITE, handle: { title: 'routes.apachePulsar', icon: 'external' } },
];
