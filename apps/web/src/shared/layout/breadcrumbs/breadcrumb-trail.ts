// Breadcrumbs follow the route table's parents (spec 2), not the route nesting: under /management
// they start at Management and follow the object chain
//   Tenants › Tenant Details › Namespaces › Namespace Details › Topics › Topic Details ›
//   Subscriptions › Subscription Details
// and for clusters
//   Clusters › Cluster Details › Brokers | Isolation Policies | Failure Domains › … Details.
// A parent's tab is a crumb of its own, opening the parent page on that tab. The last crumb is
// plain text.
import type { ConsoleRole } from '@beacon/contracts';
import type { TranslationKey } from '../../i18n/en/index.ts';
import { matchRoute, type AnyParams, type AnyRoute } from '../../routes/match-route.ts';
import { routes } from '../../routes/route-table.ts';

export interface Crumb {
  title: TranslationKey;
  /** Where the crumb leads; absent for the last crumb. */
  to?: string;
  /** Who may open `to`; others see the crumb as text. */
  roles?: readonly ConsoleRole[];
}

/** The crumbs above `route`, each leading to its page (a child's params name its parents' too). */
function crumbsAbove(route: AnyRoute, params: AnyParams, search: URLSearchParams): Crumb[] {
  const step = typeof route.parent === 'function' ? route.parent(search) : route.parent;
  if (!step) return [];
  const { route: parent, tab } = step;
  const crumbs = [
    ...crumbsAbove(parent, params, search),
    { title: parent.title, to: parent.href(params), roles: parent.roles },
  ];
  if (tab) crumbs.push({ title: tab.title, to: parent.href(params, { tab: tab.name }), roles: parent.roles });
  return crumbs;
}

const management = routes.management;
const isUnderManagement = (pathname: string) =>
  pathname === management.pattern || pathname.startsWith(`${management.pattern}/`);

/**
 * The breadcrumbs for a path. An address the table does not know shows the page's own title
 * (`fallbackTitle`, from the route meta), under Management when below it.
 */
export function breadcrumbTrail(pathname: string, fallbackTitle?: TranslationKey, search = ''): Crumb[] {
  const match = matchRoute(pathname);
  if (match) {
    const above = crumbsAbove(match.route, match.params, new URLSearchParams(search));
    return [...above, { title: match.route.title }];
  }
  const own: Crumb[] = fallbackTitle ? [{ title: fallbackTitle }] : [];
  if (!isUnderManagement(pathname)) return own;
  const top: Crumb = { title: management.title, to: management.href({}), roles: management.roles };
  return fallbackTitle ? [top, ...own] : [{ title: management.title }];
}
