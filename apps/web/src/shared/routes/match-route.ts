// Which table entry an address opens, and the names its pattern binds there: read by the
// breadcrumbs, which follow the entry's parents from it.
import { pathSegments } from '../lib/path-segments.ts';
import { routes, type ConsoleRouteEntry } from './route-table.ts';

export type AnyParams = Readonly<Record<string, string>>;
export type AnyRoute = ConsoleRouteEntry<AnyParams>;

export interface RouteMatch {
  route: AnyRoute;
  /** Decoded, as the screen's useParams() has them. */
  params: AnyParams;
}

const ALL = Object.values(routes) as readonly AnyRoute[];

function matchOne(route: AnyRoute, segments: readonly string[]): AnyParams | undefined {
  const pattern = route.pattern.split('/').filter(Boolean);
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index]!;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return params;
}

const literalCount = (route: AnyRoute) =>
  route.pattern.split('/').filter((part) => /^[^:]/.test(part)).length;

/** The entry `pathname` opens (the most literal one where two patterns fit), or undefined. */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const segments = pathSegments(pathname);
  let best: RouteMatch | undefined;
  for (const route of ALL) {
    const params = matchOne(route, segments);
    if (params && (!best || literalCount(route) > literalCount(best.route))) best = { route, params };
  }
  return best;
}
