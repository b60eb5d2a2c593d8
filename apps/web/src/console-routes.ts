// Every role-gated screen of spec 2 as the router and the menu take it: the route table's entry
// (shared/routes/route-table.ts: pattern, roles, title, menu meta) with the page it shows, loaded
// lazily.
import { FORBIDDEN_REDIRECT } from './shared/auth/index.ts';
import type { ConsoleRoute } from './shared/layout/console-route.ts';
import { routes, type ConsoleRouteEntry } from './shared/routes/route-table.ts';

const SUPER = ['super'] as const;

export const PULSAR_WEBSITE = 'https://pulsar.apache.org';

/** /management has no screen: it leads to the first management screen the user may open. */
function managementHomeFor(roles: readonly string[]): string {
  if (roles.includes('super')) return routes.tenants.href({});
  if (roles.includes('admin')) return routes.tenantAdmin.href({});
  return FORBIDDEN_REDIRECT;
}

/**
 * The root has no screen either. A super user lands on the overview (issue 19 item 1; decision
 * 0045), not on the tenants list spec 2 names, which stays one click away (menu, /management).
 */
function homeFor(roles: readonly string[]): string {
  return roles.includes('super') ? routes.overview.href({}) : managementHomeFor(roles);
}

/** A table entry as the router and the menu take it: its pattern and meta, with what it shows. */
function screen<Params>(
  entry: ConsoleRouteEntry<Params>,
  shows: Omit<ConsoleRoute, 'path' | 'handle'>,
): ConsoleRoute {
  return { path: entry.pattern, handle: entry, ...shows };
}

const management: ConsoleRoute = {
  ...screen(routes.management, { home: managementHomeFor }),
  children: [
    screen(routes.clusters, {
      page: async () => (await import('./features/clusters/clusters-page/clusters-page.tsx')).ClustersPage,
    }),
    screen(routes.cluster, {
      page: async () => (await import('./features/clusters/cluster-page/cluster-page.tsx')).ClusterPage,
      prefetch: async (params, searchParams, queryClient) =>
        (await import('./features/clusters/prefetch-cluster.ts')).prefetchCluster(
          params,
          searchParams,
          queryClient,
        ),
    }),
    screen(routes.failureDomain, {
      page: async () =>
        (await import('./features/failure-domains/failure-domain-page.tsx')).FailureDomainPage,
    }),
    screen(routes.isolationPolicy, {
      page: async () =>
        (await import('./features/isolation-policies/isolation-policy-page.tsx')).IsolationPolicyPage,
    }),
    screen(routes.broker, {
      page: async () => (await import('./features/brokers/broker-page/broker-page.tsx')).BrokerPage,
    }),
    screen(routes.tenants, {
      page: async () => (await import('./features/tenants/tenants-page/tenants-page.tsx')).TenantsPage,
    }),
    screen(routes.tenant, {
      page: async () => (await import('./features/tenants/tenant-page/tenant-page.tsx')).TenantPage,
    }),
    screen(routes.tenantAdmin, {
      page: async () =>
        (await import('./features/tenants/tenant-admin-page/tenant-admin-page.tsx')).TenantAdminPage,
    }),
    {
      path: 'namespaces-of-public',
      link: routes.tenant.href({ tenant: 'public' }, { tab: 'namespaces' }),
      handle: { title: 'routes.namespaces', icon: 'namespace', roles: SUPER },
    },
    {
      path: 'topics-of-public-default',
      link: routes.namespace.href({ tenant: 'public', namespace: 'default' }, { tab: 'topics' }),
      handle: { title: 'routes.topics', icon: 'topic', roles: SUPER },
    },
    screen(routes.topic, {
      page: async () => (await import('./features/topics/topic-page/topic-page.tsx')).TopicPage,
    }),
    screen(routes.partitionedTopic, {
      page: async () =>
        (await import('./features/topics/partitioned/partitioned-topic-page.tsx')).PartitionedTopicPage,
      prefetch: async (params, searchParams, queryClient) =>
        (
          await import('./features/topics/partitioned/prefetch-partitioned-topic.ts')
        ).prefetchPartitionedTopic(params, searchParams, queryClient),
    }),
    screen(routes.subscription, {
      page: async () =>
        (await import('./features/subscriptions/subscription-page/subscription-page.tsx')).SubscriptionPage,
    }),
    screen(routes.tenantNamespaces, {
      page: async () =>
        (await import('./features/namespaces/tenant-namespaces-redirect.tsx')).TenantNamespacesRedirect,
    }),
    screen(routes.namespace, {
      page: async () =>
        (await import('./features/namespaces/namespace-page/namespace-page.tsx')).NamespacePage,
    }),
    screen(routes.functions, {
      page: async () => (await import('./features/functions/pages.tsx')).FunctionsPage,
    }),
    screen(routes.function, {
      page: async () => (await import('./features/functions/pages.tsx')).FunctionPage,
    }),
    screen(routes.sources, {
      page: async () => (await import('./features/functions/pages.tsx')).SourcesPage,
    }),
    screen(routes.source, { page: async () => (await import('./features/functions/pages.tsx')).SourcePage }),
    screen(routes.sinks, { page: async () => (await import('./features/functions/pages.tsx')).SinksPage }),
    screen(routes.sink, { page: async () => (await import('./features/functions/pages.tsx')).SinkPage }),
    screen(routes.workbench, {
      page: async () => (await import('./features/workbench/workbench-page.tsx')).WorkbenchPage,
    }),
    screen(routes.bookies, {
      page: async () => (await import('./features/bookies/bookies-page.tsx')).BookiesPage,
    }),
    screen(routes.resourceGroups, {
      page: async () =>
        (await import('./features/resource-groups/resource-groups-page.tsx')).ResourceGroupsPage,
    }),
  ],
};

export const consoleRoutes: readonly ConsoleRoute[] = [
  screen(routes.overview, {
    // Where every login lands: opened with the environment the user chose last, not sent to choose
    // one when its first call finds none (issue 28 A4).
    readsPulsar: true,
    page: async () => (await import('./features/overview/overview-page/overview-page.tsx')).OverviewPage,
  }),
  screen(routes.environments, {
    page: async () =>
      (await import('./features/environments/environments-page/environments-page.tsx')).EnvironmentsPage,
  }),
  management,
  {
    // The empty root path leads super users to the overview (decision 0045; spec 2 said
    // management/tenants); admins land on their tenant page. In the menu of super users only (its
    // children are theirs alone): Prometheus and Grafana had no entry before (issue 28 A3).
    ...screen(routes.dashboard, { home: homeFor }),
    children: [
      screen(routes.prometheus, {
        page: async () => (await import('./features/monitoring/monitoring-page.tsx')).PrometheusPage,
      }),
      screen(routes.grafana, {
        page: async () => (await import('./features/monitoring/monitoring-page.tsx')).GrafanaPage,
      }),
    ],
  },
  // Setup sends the first super user to /users: the menu must lead there too (issue 28 A3).
  screen(routes.users, {
    page: async () => (await import('./features/users/users-page/users-page.tsx')).UsersPage,
  }),
  screen(routes.userAccess, {
    page: async () => (await import('./features/access/access-page/access-page.tsx')).AccessPage,
  }),
  screen(routes.roles, {
    page: async () => (await import('./features/roles/roles-page/roles-page.tsx')).RolesPage,
  }),
  screen(routes.maskingRules, {
    page: async () => (await import('./features/masking-rules/masking-rules-page.tsx')).MaskingRulesPage,
  }),
  screen(routes.alerts, {
    page: async () => (await import('./features/alerts/alerts-page.tsx')).AlertsPage,
  }),
  screen(routes.alertRules, {
    page: async () => (await import('./features/alerts/alert-rules-page.tsx')).AlertRulesPage,
  }),
  screen(routes.policyCode, {
    page: async () => (await import('./features/policy-code/policy-code-page.tsx')).PolicyCodePage,
  }),
  screen(routes.tokens, {
    page: async () => (await import('./features/tokens/tokens-page/tokens-page.tsx')).TokensPage,
  }),
  screen(routes.audit, { page: async () => (await import('./features/audit/audit-page.tsx')).AuditPage }),
  // The console API's OpenAPI document, browsable (issue 19 item 4), in super users' menu.
  screen(routes.apiDocs, {
    page: async () => (await import('./features/api-docs/api-docs-page.tsx')).ApiDocsPage,
  }),
  { path: 'apache-pulsar', link: PULSAR_WEBSITE, handle: { title: 'routes.apachePulsar', icon: 'external' } },
];
