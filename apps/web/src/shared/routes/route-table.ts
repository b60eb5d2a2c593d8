// The console's routes, each written once (issue 29 item 2, decision 0064): its path pattern, who
// may open it, its title, its menu meta, its breadcrumb parent (another entry, not a parsed
// string) and `href`, which fills the pattern in, encoding each name once. The router and the menu
// (console-routes.ts), the breadcrumbs and every link read it; lint (beacon/no-console-path-literal)
// refuses a console address written anywhere else. The environment is added where an address is
// followed: console-link.tsx (decision 0057), so `href` stays the bare address.
import type { TranslationKey } from '../i18n/en/index.ts';
import type { RouteHandle } from '../layout/route-handle.ts';

const SUPER = ['super'] as const;
const SUPER_AND_ADMIN = ['super', 'admin'] as const;

/** The names a pattern's `:name` segments bind: '/a/:x/b/:y' → 'x' | 'y'. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<Pattern extends string> = { readonly [Name in ParamNames<Pattern>]: string };

/** A query's values: `undefined` and `false` are left out, `true` is written 'true'. */
export type RouteQuery = Readonly<Record<string, string | boolean | undefined>>;

/**
 * A crumb above a route: the page of `route`, and when `tab` is given, that page on one of its tabs
 * as a crumb of its own, titled `title` (Namespace Details › Topics › Topic Details).
 */
export interface ParentStep<Params> {
  readonly route: ConsoleRouteEntry<Params>;
  readonly tab?: { readonly name: string; readonly title: TranslationKey };
}

/** A route's facts. `Params` are the names its pattern binds; a parent's are a subset of them. */
export interface ConsoleRouteEntry<Params> extends RouteHandle {
  readonly pattern: string;
  /** Its parent in the breadcrumbs; a function where the address's query decides which. */
  readonly parent?: ParentStep<Params> | ((search: URLSearchParams) => ParentStep<Params>);
  /** The address (no environment: console-link.tsx adds it). */
  readonly href: (params: Params, query?: RouteQuery) => string;
}

export type RouteEntry<Pattern extends string> = ConsoleRouteEntry<RouteParams<Pattern>> & {
  readonly pattern: Pattern;
};

function withQuery(path: string, query: RouteQuery = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === true) search.set(key, 'true');
    else if (value) search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function route<const Pattern extends string>(
  pattern: Pattern,
  meta: NoInfer<Omit<ConsoleRouteEntry<RouteParams<Pattern>>, 'pattern' | 'href'>>,
): RouteEntry<Pattern> {
  return {
    ...meta,
    pattern,
    href: (params, query) =>
      withQuery(
        pattern.replace(/:(\w+)/g, (_, name: string) =>
          encodeURIComponent((params as Readonly<Record<string, string>>)[name] ?? ''),
        ),
        query,
      ),
  };
}

const tab = (name: string, title: TranslationKey) => ({ name, title });

/** Detail pages: out of the menu, rendered afresh on each visit. */
const superDetail = { roles: SUPER, noCache: true, hidden: true } as const;

const management = route('/management', {
  title: 'routes.management',
  icon: 'management',
  roles: SUPER_AND_ADMIN,
});
/** A super user's list screen in the Management menu. */
const superList = { roles: SUPER, noCache: true, parent: { route: management } } as const;
const clusters = route('/management/clusters', {
  title: 'routes.clusters',
  icon: 'cluster',
  ...superList,
});
const cluster = route('/management/clusters/:cluster/cluster', {
  title: 'routes.clusterDetails',
  ...superDetail,
  parent: { route: clusters },
});
const tenants = route('/management/tenants', {
  title: 'routes.tenants',
  icon: 'tenant',
  ...superList,
});
const tenant = route('/management/tenants/tenantInfo/:tenant', {
  title: 'routes.tenantDetails',
  ...superDetail,
  parent: { route: tenants },
});
const namespace = route('/management/namespaces/:tenant/:namespace/namespace', {
  title: 'routes.namespaceDetails',
  roles: SUPER_AND_ADMIN,
  noCache: true,
  hidden: true,
  parent: { route: tenant, tab: tab('namespaces', 'routes.namespaces') },
});
const detail = { ...superDetail, roles: SUPER_AND_ADMIN } as const;
const topicsOfNamespace = { route: namespace, tab: tab('topics', 'routes.topics') };
const topic = route('/management/topics/:persistent/:tenant/:namespace/:topic/topic', {
  ...detail,
  title: 'routes.topicDetails',
  parent: topicsOfNamespace,
});
const partitionedTopic = route('/management/topics/:persistent/:tenant/:namespace/:topic/partitionedTopic', {
  ...detail,
  title: 'routes.partitionedTopicDetails',
  parent: topicsOfNamespace,
});

/**
 * Says, in the subscription page's address, that its topic is partitioned: the route has the same
 * shape either way, and the breadcrumb must lead back to the partitioned topic's page.
 */
export const PARTITIONED_PARAM = 'partitioned';

const functionsRoute = route('/management/functions', {
  title: 'routes.functions',
  icon: 'function',
  ...superList,
});
const sourcesRoute = route('/management/sources', {
  title: 'routes.sources',
  icon: 'source',
  ...superList,
});
const sinksRoute = route('/management/sinks', {
  title: 'routes.sinks',
  icon: 'sink',
  ...superList,
});
const functionDetails = { ...superList, hidden: true } as const;

export const routes = {
  management,
  clusters,
  cluster,
  failureDomain: route('/management/clusters/:cluster/:failureDomainName/failureDomainName', {
    ...superDetail,
    title: 'routes.failureDomainDetails',
    parent: { route: cluster, tab: tab('failureDomains', 'routes.failureDomains') },
  }),
  /** `…/create/namespaceIsolationPolicy?created=true` opens the form for a new policy (decision 0047). */
  isolationPolicy: route('/management/clusters/:cluster/:namespaceIsolation/namespaceIsolationPolicy', {
    ...superDetail,
    title: 'routes.isolationPolicyDetails',
    parent: { route: cluster, tab: tab('isolationPolicies', 'routes.isolationPolicies') },
  }),
  broker: route('/management/brokers/:cluster/:broker/broker', {
    ...superDetail,
    title: 'routes.brokerDetails',
    parent: { route: cluster, tab: tab('brokers', 'routes.brokers') },
  }),
  tenants,
  tenant,
  /** A tenant admin's tenants; super users reach the same data through the tenants list (0011). */
  tenantAdmin: route('/management/admin/tenants/tenantInfo', {
    title: 'routes.tenantDetails',
    icon: 'tenant',
    roles: SUPER_AND_ADMIN,
    noCache: true,
    hidden: 'for-super',
    parent: { route: management },
  }),
  topic,
  partitionedTopic,
  subscription: route(
    '/management/subscriptions/:persistent/:tenant/:namespace/:topic/:subscription/subscription',
    {
      ...detail,
      title: 'routes.subscriptionDetails',
      parent: (search) => ({
        route: search.get(PARTITIONED_PARAM) === 'true' ? partitionedTopic : topic,
        tab: tab('subscriptions', 'routes.subscriptions'),
      }),
    },
  ),
  /** Spec 2: no screen of its own; it leads to the tenant's namespaces (decision 0010). */
  tenantNamespaces: route('/management/namespaces/:tenant', {
    title: 'routes.namespaces',
    ...superDetail,
    parent: { route: tenant },
  }),
  namespace,
  functions: functionsRoute,
  // Decision 0044: the spec's detail style, the kind as the last segment. Each leads back to its
  // list, as a topic leads back to its namespace's topics.
  function: route('/management/functions/:tenant/:namespace/:name/function', {
    ...functionDetails,
    title: 'routes.functionDetails',
    parent: { route: functionsRoute },
  }),
  sources: sourcesRoute,
  source: route('/management/sources/:tenant/:namespace/:name/source', {
    ...functionDetails,
    title: 'routes.sourceDetails',
    parent: { route: sourcesRoute },
  }),
  sinks: sinksRoute,
  sink: route('/management/sinks/:tenant/:namespace/:name/sink', {
    ...functionDetails,
    title: 'routes.sinkDetails',
    parent: { route: sinksRoute },
  }),
  /**
   * The message workbench (issue 30 item 2, decision 0070): for whoever may read messages in a
   * tenant; `?topic=` opens it on one topic (the topic page's MESSAGES tab links here).
   */
  workbench: route('/management/workbench', {
    title: 'routes.workbench',
    icon: 'workbench',
    roles: SUPER_AND_ADMIN,
    noCache: true,
    messageReaders: true,
    parent: { route: management },
  }),
  bookies: route('/management/bookies', {
    title: 'routes.bookies',
    icon: 'bookie',
    ...superList,
  }),
  /** Cluster-wide rate limits namespaces are put under (issue 31 item 4, decision 0080). */
  resourceGroups: route('/management/resourceGroups', {
    title: 'routes.resourceGroups',
    icon: 'resourceGroup',
    ...superList,
  }),
  overview: route('/overview', {
    title: 'overview.title',
    icon: 'overview',
    roles: SUPER_AND_ADMIN,
    noCache: true,
  }),
  environments: route('/environments', {
    title: 'routes.environments',
    roles: SUPER_AND_ADMIN,
    hidden: true,
  }),
  /** The root: no screen, it leads home; in the menu, the group of the monitoring pages. */
  dashboard: route('/', { title: 'routes.dashboard', icon: 'monitoring' }),
  prometheus: route('/prometheus', { title: 'routes.prometheus', roles: SUPER, noCache: true }),
  grafana: route('/grafana', { title: 'routes.grafana', roles: SUPER, noCache: true }),
  users: route('/users', { title: 'routes.users', icon: 'user', roles: SUPER }),
  userAccess: route('/users/:user/access', {
    title: 'routes.userAccess',
    ...superDetail,
  }),
  roles: route('/roles', { title: 'routes.roles', icon: 'role', roles: SUPER }),
  /** The workbench's masking rules (issue 30 item 6, decision 0073): super users manage them. */
  maskingRules: route('/masking-rules', {
    title: 'routes.maskingRules',
    icon: 'masking',
    roles: SUPER,
    noCache: true,
  }),
  /**
   * Backlog alerts (issue 32 item 4, decision 0090): tenant admins see and manage their tenants',
   * from their tenant page (the spec fixes their menu).
   */
  alerts: route('/alerts', {
    title: 'routes.alerts',
    icon: 'alert',
    roles: SUPER_AND_ADMIN,
    noCache: true,
    hidden: 'except-super',
  }),
  alertRules: route('/alerts/rules', {
    title: 'routes.alertRules',
    icon: 'alertRule',
    roles: SUPER_AND_ADMIN,
    noCache: true,
    hidden: 'except-super',
  }),
  /**
   * Policy as code (issue 33 item 2, decision 0094): export, compare and apply policy documents.
   * Super users from the menu; tenant admins from their tenant's and namespaces' pages.
   */
  policyCode: route('/policy-code', {
    title: 'routes.policyCode',
    icon: 'policyCode',
    roles: SUPER_AND_ADMIN,
    noCache: true,
    hidden: 'except-super',
  }),
  tokens: route('/tokens', { title: 'routes.tokens', icon: 'token', roles: SUPER_AND_ADMIN }),
  audit: route('/audit', { title: 'routes.audit', icon: 'audit', roles: SUPER }),
  apiDocs: route('/api-docs', { title: 'routes.apiDocs', icon: 'apiDocs', roles: SUPER }),
} as const;

/** The workbench's query: the topic it opens on. */
export const WORKBENCH_TOPIC_PARAM = 'topic';

/** A topic as the console's addresses name it (the pattern's `:persistent` is its domain). */
export interface TopicRef {
  domain: string;
  tenant: string;
  namespace: string;
  topic: string;
}

/** The params of the topic routes for a topic. */
export const topicParams = ({ domain, tenant, namespace, topic }: TopicRef) => ({
  persistent: domain,
  tenant,
  namespace,
  topic,
});
