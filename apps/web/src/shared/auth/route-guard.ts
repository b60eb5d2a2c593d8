// Navigation guard (spec 2): signed-out visitors go to the login page with a way back; signed-in
// users skip it. It only looks for the token cookie; the server decides whether it is still valid.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { hasSession } from './session.ts';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';
const REDIRECT_PARAM = 'redirect';

/** Loader for routes behind the login. */
export function requireSession({ request }: LoaderFunctionArgs): Response | null {
  if (hasSession()) return null;
  const { pathname, search, hash } = new URL(request.url);
  return redirect(loginPathFor(pathname + search + hash));
}

/** Loader for the login page. */
export function skipLoginWhenSignedIn(): Response | null {
  return hasSession() ? redirect(HOME_PATH) : null;
}

/** `/login?redirect=<where the visitor was going>`. */
export function loginPathFor(returnTo: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: returnTo }).toString()}`;
}

/**
 * Where to go after logging in. Only paths inside the console are followed, so a crafted link
 * cannot send a freshly signed-in user to another site.
 */
export function returnPathAfterLogin(searchParams: URLSearchParams): string {
  const target = searchParams.get(REDIRECT_PARAM);
  if (!target?.startsWith('/')) return HOME_PATH;
  // Parse as the browser would: "//host" or "/\\host" resolve to another origin.
  const url = new URL(target, window.location.origin);
  if (url.origin !== window.location.origin || url.pathname === LOGIN_PATH) return HOME_PATH;
  return url.pathname + url.search + url.hash;
}
