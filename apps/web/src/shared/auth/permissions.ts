// Who may open what (spec 4 and 6). Two rules, kept apart because Pulsar Manager had both:
// - generating the accessible routes: `super` gets every route, anyone else only routes without a
//   role list or whose list names one of their roles;
// - the guard's rule for a route the user has: role `admin`, no restriction, or a matching role.
// A route outside the user's accessible set ends on /401 (decision 0010).
import type { ConsoleRole } from '@beacon/contracts';

export type RouteRoles = readonly ConsoleRole[] | undefined;

export function isAccessibleRoute(userRoles: readonly string[], routeRoles: RouteRoles): boolean {
  if (userRoles.includes('super')) return true;
  return routeRoles === undefined || routeRoles.some((role) => userRoles.includes(role));
}

export function passesRouteRule(userRoles: readonly string[], routeRoles: RouteRoles): boolean {
  if (userRoles.includes('admin')) return true;
  return routeRoles === undefined || routeRoles.some((role) => userRoles.includes(role));
}

/** Both rules together: what the navigation guard and the sidebar ask. */
export function mayOpen(userRoles: readonly string[], routeRoles: RouteRoles): boolean {
  return isAccessibleRoute(userRoles, routeRoles) && passesRouteRule(userRoles, routeRoles);
}
