// The console's role-gated routes as one tree of plain data. The router is built from it
// (toRouteObjects) and so is the sidebar (shared/layout/sidebar), so a screen's path, title,
// icon and roles are written once.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  redirect,
  type IndexRouteObject,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
} from 'react-router';
import { guardRoute, loadSignedInUser } from '../auth/index.ts';
import { PULSAR_SCREENS_PREFIX, ensureEnvironment } from './environment-step.ts';
import type { RouteHandle } from './route-handle.ts';

export type PageLoader = () => Promise<ComponentType>;

export interface ConsoleRoute {
  /** Relative to the parent; the top level is relative to `/`. */
  path: string;
  handle: RouteHandle;
  /** The screen. A route with children and no page redirects from its own path (see `home`). */
  page?: PageLoader;
  /**
   * Where the route's own path leads, given the user's roles. Used by the root and /management,
   * which have no screen of their own.
   */
  home?: (roles: readonly string[]) => string;
  /**
   * Starts the screen's first reads once the user may open it, while its code is still loading
   * (a lazily imported function, so the route table stays small). Never awaited: navigation does
   * not wait for data, the screen shows its own loading and error states.
   */
  prefetch?: (params: Params, searchParams: URLSearchParams, queryClient: QueryClient) => Promise<void>;
  /**
   * A screen outside /management that reads Pulsar through an environment (the overview): it is
   * opened with one, chosen as for the Pulsar screens, before its first call.
   */
  readsPulsar?: boolean;
  /** A sidebar entry that only links somewhere (spec 2: menu-only links, the external website). */
  link?: string;
  children?: readonly ConsoleRoute[];
}

export function toRouteObjects(
  routes: readonly ConsoleRoute[],
  queryClient: QueryClient,
  parentPath = '/',
): RouteObject[] {
  return routes
    .filter((route) => route.link === undefined)
    .map((route) => toRouteObject(route, queryClient, parentPath));
}

function toRouteObject(route: ConsoleRoute, queryClient: QueryClient, parentPath: string): RouteObject {
  const fullPath = joinPath(parentPath, route.path);
  const guard = screenGuard(queryClient, route, fullPath);
  const { page, home, prefetch, children = [] } = route;
  const loader = prefetch
    ? async ({ request, params }: LoaderFunctionArgs) => {
        const allowed = await guard({ request });
        void prefetch(params, new URL(request.url).searchParams, queryClient).catch(() => undefined);
        return allowed;
      }
    : guard;
  const own: Omit<IndexRouteObject, 'index'> | undefined = page
    ? { loader, lazy: { Component: page }, handle: route.handle }
    : home
      ? { loader: homeLoader(queryClient, route, home) }
      : undefined;
  if (children.length === 0) return { path: route.path, ...own };
  return {
    path: route.path,
    children: [
      ...(own ? [{ index: true as const, ...own }] : []),
      ...toRouteObjects(children, queryClient, fullPath),
    ],
  };
}

/** Session and roles; then, for a Pulsar screen, an environment (before its first Pulsar call). */
function screenGuard(queryClient: QueryClient, route: ConsoleRoute, fullPath: string) {
  const guard = guardRoute(queryClient, route.handle.roles);
  if (!route.readsPulsar && !isPulsarScreen(fullPath)) return guard;
  return async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<null> => {
    const allowed = await guard({ request });
    await ensureEnvironment(queryClient, request);
    return allowed;
  };
}

function isPulsarScreen(fullPath: string): boolean {
  return fullPath === PULSAR_SCREENS_PREFIX || fullPath.startsWith(`${PULSAR_SCREENS_PREFIX}/`);
}

function homeLoader(queryClient: QueryClient, route: ConsoleRoute, home: NonNullable<ConsoleRoute['home']>) {
  const guard = guardRoute(queryClient, route.handle.roles);
  return async ({ request }: LoaderFunctionArgs) => {
    await guard({ request });
    const user = await loadSignedInUser(queryClient, request);
    return redirect(home(user.roles));
  };
}

/** Joins a child's path to its parent's: ('/', 'management') → '/management'. */
export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/') || /^https?:/.test(child)) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}
