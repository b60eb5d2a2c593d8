// Every console address names the environment its screen shows (issue 28 A2, decision 0057): the
// query parameter `env`. A shared link or a bookmark then opens the same resource in the same
// environment in any browser; the cookie alone (spec 5: Admin-Environment) only knew this one.
import { COOKIES } from '@beacon/contracts';
import type { To } from 'react-router';
import { readCookie } from '../lib/cookies.ts';

export const ENVIRONMENT_PARAM = 'env';
/** On /environments: the environment an address named that this user cannot open. */
export const UNAVAILABLE_ENVIRONMENT_PARAM = 'unavailable';

/** The environment the calls go to: the cookie the HTTP client turns into the `environment` header. */
export function chosenEnvironmentName(): string | undefined {
  return readCookie(COOKIES.environment) || undefined;
}

/** Pages outside the console shell, which no environment concerns. */
const OUTSIDE_THE_CONSOLE = ['/login', '/setup', '/callback', '/auth-redirect'];

function isConsolePath(pathname: string): boolean {
  return (
    pathname.startsWith('/') &&
    !pathname.startsWith('//') &&
    !OUTSIDE_THE_CONSOLE.some((page) => pathname === page || pathname.startsWith(`${page}/`))
  );
}

function searchWithEnvironment(search: string, environment: string): string {
  const params = new URLSearchParams(search);
  if (params.has(ENVIRONMENT_PARAM)) return search;
  params.set(ENVIRONMENT_PARAM, environment);
  return `?${params.toString()}`;
}

/**
 * `to` naming `environment` (by default the one in use), unless it names one already, leaves the
 * console, or is relative. Where none is in use, `to` as it is.
 */
export function addressWithEnvironment(to: To, environment = chosenEnvironmentName()): To {
  if (!environment) return to;
  if (typeof to === 'string') {
    const url = new URL(to, 'http://console.invalid');
    if (!to.startsWith('/') || url.origin !== 'http://console.invalid' || !isConsolePath(url.pathname))
      return to;
    return `${url.pathname}${searchWithEnvironment(url.search, environment)}${url.hash}`;
  }
  if (to.pathname === undefined || !isConsolePath(to.pathname)) return to;
  return { ...to, search: searchWithEnvironment(to.search ?? '', environment) };
}

/** `address` (a URL or a path) naming `environment` instead of any other; none when undefined. */
export function addressInEnvironment(address: string, environment: string | undefined): string {
  const url = new URL(address, 'http://console.invalid');
  if (environment) url.searchParams.set(ENVIRONMENT_PARAM, environment);
  else url.searchParams.delete(ENVIRONMENT_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The environment an address names, if any. */
export function environmentNamedIn(address: string): string | undefined {
  return new URL(address, 'http://console.invalid').searchParams.get(ENVIRONMENT_PARAM) || undefined;
}
