// Breadcrumbs are built from the URL, not from route nesting (spec 2): under /management they
// start at Management and follow the object chain
//   Tenants › Tenant Details › Namespaces › Namespace Details › Topics › Topic Details ›
//   Subscriptions › Subscription Details
// and for clusters
//   Clusters › Cluster Details › Brokers | Isolation Policies | Failure Domains › … Details.
// The list crumbs open the parent page on the matching tab. The last crumb is plain text.
import { pathSegments } from '../../lib/path-segments.ts';
import type { ConsoleRole } from '@beacon/contracts';
import type { TranslationKey } from '../../i18n/en/index.ts';
import {
  PARTITIONED_PARAM,
  TENANTS_PATH,
  namespaceUrl,
  partitionedTopicUrl,
  tenantUrl,
  topicUrl,
} from '../../links.ts';

export interface Crumb {
  title: TranslationKey;
  /** Where the crumb leads; absent for the last crumb. */
  to?: string;
  /** Who may open `to`; others see the crumb as text. */
  roles?: readonly ConsoleRole[];
}

const SUPER = ['super'] as const;
const SUPER_AND_ADMIN = ['super', 'admin'] as const;
const MANAGEMENT = '/management';

const enc = encodeURIComponent;

function tenantCrumbs(tenant: string): Crumb[] {
  return [
    { title: 'routes.tenants', to: TENANTS_PATH, roles: SUPER },
    { title: 'routes.tenantDetails', to: tenantUrl(tenant), roles: SUPER },
  ];
}

function namespaceCrumbs(tenant: string, namespace: string): Crumb[] {
  return [
    ...tenantCrumbs(tenant),
    {
      title: 'routes.namespaces',
      to: tenantUrl(tenant, 'namespaces'),
      roles: SUPER,
    },
    {
      title: 'routes.namespaceDetails',
      to: namespaceUrl(tenant, namespace),
      roles: SUPER_AND_ADMIN,
    },
  ];
}

function topicListCrumbs(tenant: string, namespace: string): Crumb[] {
  return [
    ...namespaceCrumbs(tenant, namespace),
    {
      title: 'routes.topics',
      to: namespaceUrl(tenant, namespace, 'topics'),
      roles: SUPER_AND_ADMIN,
    },
  ];
}

function clusterCrumbs(cluster: string): Crumb[] {
  return [
    { title: 'routes.clusters', to: `${MANAGEMENT}/clusters`, roles: SUPER },
    { title: 'routes.clusterDetails', to: `${MANAGEMENT}/clusters/${enc(cluster)}/cluster`, roles: SUPER },
  ];
}

function clusterTabCrumb(cluster: string, tab: string, title: TranslationKey): Crumb {
  return { title, to: `${MANAGEMENT}/clusters/${enc(cluster)}/cluster?tab=${tab}`, roles: SUPER };
}

/** Crumbs for a path under /management (decoded segments after it); undefined when unknown. */
function managementTrail(segments: string[], partitioned: boolean): Crumb[] | undefined {
  const [kind, ...rest] = segments;
  const last = rest.at(-1);
  switch (kind) {
    case 'tenants':
      if (rest.length === 0) return [{ title: 'routes.tenants' }];
      if (rest[0] === 'tenantInfo' && rest.length === 2)
        return [tenantCrumbs(rest[1]!)[0]!, { title: 'routes.tenantDetails' }];
      return undefined;
    case 'admin':
      return [{ title: 'routes.tenantDetails' }];
    case 'namespaces':
      if (last === 'namespace' && rest.length === 3) {
        return [...namespaceCrumbs(rest[0]!, rest[1]!).slice(0, -1), { title: 'routes.namespaceDetails' }];
      }
      return rest.length === 1 ? [...tenantCrumbs(rest[0]!), { title: 'routes.namespaces' }] : undefined;
    case 'topics':
      if (rest.length === 5 && (last === 'topic' || last === 'partitionedTopic')) {
        const title = last === 'topic' ? 'routes.topicDetails' : 'routes.partitionedTopicDetails';
        return [...topicListCrumbs(rest[1]!, rest[2]!), { title }];
      }
      return undefined;
    case 'subscriptions':
      if (rest.length === 6 && last === 'subscription') {
        const [domain, tenant, namespace, topic] = rest as [string, string, string, string];
        const ref = { domain, tenant, namespace, topic };
        // A partitioned topic's subscription leads back to the partitioned topic's page.
        const [topicTitle, topicPage] = partitioned
          ? (['routes.partitionedTopicDetails', partitionedTopicUrl] as const)
          : (['routes.topicDetails', topicUrl] as const);
        return [
          ...topicListCrumbs(tenant, namespace),
          { title: topicTitle, to: topicPage(ref), roles: SUPER_AND_ADMIN },
          {
            title: 'routes.subscriptions',
            to: topicPage(ref, { tab: 'subscriptions' }),
            roles: SUPER_AND_ADMIN,
          },
          { title: 'routes.subscriptionDetails' },
        ];
      }
      return undefined;
    case 'clusters':
      if (rest.length === 0) return [{ title: 'routes.clusters' }];
      if (rest.length === 2 && last === 'cluster')
        return [clusterCrumbs(rest[0]!)[0]!, { title: 'routes.clusterDetails' }];
      if (rest.length === 3 && last === 'failureDomainName') {
        return [
          ...clusterCrumbs(rest[0]!),
          clusterTabCrumb(rest[0]!, 'failureDomains', 'routes.failureDomains'),
          { title: 'routes.failureDomainDetails' },
        ];
      }
      if (rest.length === 3 && last === 'namespaceIsolationPolicy') {
        return [
          ...clusterCrumbs(rest[0]!),
          clusterTabCrumb(rest[0]!, 'isolationPolicies', 'routes.isolationPolicies'),
          { title: 'routes.isolationPolicyDetails' },
        ];
      }
      return undefined;
    case 'brokers':
      if (rest.length === 3 && last === 'broker') {
        return [
          ...clusterCrumbs(rest[0]!),
          clusterTabCrumb(rest[0]!, 'brokers', 'routes.brokers'),
          { title: 'routes.brokerDetails' },
        ];
      }
      return undefined;
    case 'functions':
    case 'sources':
    case 'sinks':
    case 'bookies':
      return rest.length === 0 ? [{ title: `routes.${kind}` }] : undefined;
    default:
      return undefined;
  }
}

/**
 * The breadcrumbs for a path. Outside /management the trail is the page's own title
 * (`fallbackTitle`, from the route meta).
 */
export function breadcrumbTrail(pathname: string, fallbackTitle?: TranslationKey, search = ''): Crumb[] {
  const segments = pathSegments(pathname);
  if (segments[0] === 'management') {
    const partitioned = new URLSearchParams(search).get(PARTITIONED_PARAM) === 'true';
    const trail = managementTrail(segments.slice(1), partitioned);
    const management: Crumb = { title: 'routes.management', to: MANAGEMENT, roles: SUPER_AND_ADMIN };
    if (trail) return [management, ...trail];
    return fallbackTitle ? [management, { title: fallbackTitle }] : [{ title: 'routes.management' }];
  }
  return fallbackTitle ? [{ title: fallbackTitle }] : [];
}
