// Spec 8 sends a call that finds no active environment to /environments. A deep link opened in a
// new browser would meet that on every call of its screen, each failing before the redirect. So the
// Pulsar screens check first, in their route loader: with no environment chosen, they take the one
// the user chose last (kept by the server, so any browser knows it), else the one this browser used
// last, else the only one there is; failing all, one probe asks the server whether it has an
// environment for this user anyway, and a "no active environment" answer goes to /environments
// before the screen makes any call.
import { API_PREFIX, COOKIES, type EnvironmentSummary, type UserInfoResponse } from '@beacon/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { saysNoActiveEnvironment } from '../api/error-catalogue.ts';
import { request, requestData, sessionHeaders } from '../api/http-client.ts';
import { sessionKeys } from '../auth/index.ts';
import { writeCookie } from '../lib/cookies.ts';
import {
  UNAVAILABLE_ENVIRONMENT_PARAM,
  addressInEnvironment,
  chosenEnvironmentName,
  environmentNamedIn,
} from './environment-in-address.ts';
import { routes } from '../routes/route-table.ts';
import { documentPath } from '../lib/base-path.ts';

/** Where Pulsar's screens live; the console's own pages (users, tokens…) need no environment. */
export const PULSAR_SCREENS_PREFIX = routes.management.pattern;
/** This browser's last chosen environment, kept past a logout (which clears the cookie). */
export const LAST_ENVIRONMENT_KEY = 'beacon.lastEnvironment';

/** The key the environments feature caches the list under, so the switcher reuses this answer. */
const ENVIRONMENT_LIST_KEY = ['environments', 'list'] as const;
/**
 * The cheapest Pulsar call every role may make (the catalogue's cluster list); its answer says
 * whether an environment applies. Loaded with the probe: the catalogue stays out of the login
 * page's download, which this module is part of.
 */
async function probePath(): Promise<string> {
  const { clusters, pulsarPath } = await import('@beacon/pulsar-admin');
  return pulsarPath(clusters.list, {});
}

/**
 * Stores the choice for the calls (the cookie), for this browser's next visit (local storage) and
 * for the user's other browsers (the server).
 */
export function storeEnvironmentChoice(name: string): void {
  writeCookie(COOKIES.environment, name);
  try {
    localStorage.setItem(LAST_ENVIRONMENT_KEY, name);
  } catch {
    // Storage disabled: the choice still holds for this session through the cookie.
  }
  rememberOnServer(name);
}

/**
 * Fire and forget: a choice is followed by a page load, which `keepalive` survives. A failure only
 * means another browser will not know the choice, so nobody is told.
 */
function rememberOnServer(name: string): void {
  const headers = sessionHeaders('application/json');
  headers.set('Content-Type', 'application/json');
  void fetch(new URL(documentPath(`${API_PREFIX}/users/lastEnvironment`), window.location.origin), {
    method: 'PUT',
    headers,
    body: JSON.stringify({ name }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

export function lastEnvironmentName(): string | undefined {
  try {
    return localStorage.getItem(LAST_ENVIRONMENT_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The environment to open a Pulsar screen with when none is chosen, or undefined to ask the user:
 * the user's last choice in any browser, this browser's, or the only one, while it still exists.
 */
export function environmentToAssume(
  environments: readonly EnvironmentSummary[],
  usersLast?: string,
): string | undefined {
  const exists = (name: string | undefined): name is string =>
    name !== undefined && environments.some((environment) => environment.name === name);
  const last = [usersLast, lastEnvironmentName()].find(exists);
  if (last) return last;
  return environments.length === 1 ? environments[0]?.name : undefined;
}

/** The environments this user may see (an admin: those it holds a binding in); [] when unreadable. */
function environmentList(queryClient: QueryClient): Promise<EnvironmentSummary[]> {
  return queryClient
    .fetchQuery({
      queryKey: ENVIRONMENT_LIST_KEY,
      queryFn: ({ signal }) =>
        requestData<{ data: EnvironmentSummary[] }>('/environments', { signal, reportErrors: false }),
      // Every Pulsar screen passes here; the switcher refreshes the list on its own.
      staleTime: 30_000,
    })
    .then((list) => list.data)
    .catch(() => []);
}

/** The address being opened, naming `environment`: react-router replaces the one opened with it. */
function sameAddressIn(opened: Request, environment: string): Response {
  const url = new URL(opened.url);
  return redirect(addressInEnvironment(`${url.pathname}${url.search}`, environment));
}

/** /environments, saying that an address named an environment this user cannot open. */
function unavailable(environment: string): Response {
  return redirect(routes.environments.href({}, { [UNAVAILABLE_ENVIRONMENT_PARAM]: environment }));
}

/**
 * Opens the environment an address names, when this user may: stored as a choice made in the
 * switcher is, and nothing read in the other environment stays cached (the switcher reloads the
 * page for that; a link opened inside the console must not).
 */
async function switchTo(queryClient: QueryClient, environment: string): Promise<void> {
  const visible = await environmentList(queryClient);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router redirects by a thrown Response
  if (!visible.some(({ name }) => name === environment)) throw unavailable(environment);
  storeEnvironmentChoice(environment);
  queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== sessionKeys.all[0] });
  // A tenant admin's tenants are per environment: read them again for this one.
  await queryClient.refetchQueries({ queryKey: sessionKeys.userInfo() });
}

/**
 * Route-loader step for Pulsar screens: resolves when the environment the address names is in use,
 * else redirects — to the same address naming the environment in use or just chosen, or to
 * /environments.
 */
export async function ensureEnvironment(queryClient: QueryClient, opened: Request): Promise<void> {
  const named = environmentNamedIn(opened.url);
  const chosen = chosenEnvironmentName();
  if (named && named !== chosen) return switchTo(queryClient, named);
  // The route guard has just loaded the user, with the server's record of their last choice.
  const user = queryClient.getQueryData<UserInfoResponse>(sessionKeys.userInfo());
  if (chosen) {
    if (user && !user.roles.includes('super')) {
      // A tenant admin is bound per environment, and one it holds nothing in does not exist for it
      // (the server answers "no active environment" there): off to choose one, before any call fails.
      const visible = await environmentList(queryClient);
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router redirects by a thrown Response
      if (!visible.some((environment) => environment.name === chosen)) throw unavailable(chosen);
    }
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router redirects by a thrown Response
    if (!named) throw sameAddressIn(opened, chosen);
    return;
  }
  const environments = await environmentList(queryClient);
  const name = environmentToAssume(environments, user?.lastEnvironment);
  if (name) {
    storeEnvironmentChoice(name);
    // The user info was read with no environment named: a tenant admin's tenants are per
    // environment, so read them again for the one just chosen.
    await queryClient.refetchQueries({ queryKey: sessionKeys.userInfo() });
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router redirects by a thrown Response
    throw sameAddressIn(opened, name);
  }
  // Silent: a failed probe is left to the screen, whose own calls will report it.
  const probe = await probePath()
    .then((path) => request(path, { api: 'pulsar', reportErrors: false }))
    .catch(() => undefined);
  if (probe && saysNoActiveEnvironment(probe.status, probe.body)) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router redirects by a thrown Response
    throw redirect(routes.environments.href({}));
  }
}
