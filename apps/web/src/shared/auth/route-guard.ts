// Navigation guard (spec 2, 4 and 6). Signed-out visitors go to the login page with a way back;
// signed-in users skip it. Before any page under the login opens, the user's roles are fetched
// (once per session) and the page's role list is checked against them.
import type { UserInfoResponse } from '@beacon/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { errorText, isHttpError } from '../api/http-error.ts';
import { i18n } from '../i18n/i18n.ts';
import { toast } from '../ui/toast-store.ts';
import { mayOpen, type RouteRoles } from './permissions.ts';
import { endSession, hasSession } from './session.ts';
import { sessionKeys, userInfoQueryOptions } from './user-info.ts';
import { appPath } from '../lib/base-path.ts';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';
export const UNAUTHORIZED_PATH = '/401';
export const NOT_FOUND_PATH = '/404';
/** Where the guard sends a user who may not open a page; "Return" then goes home, not back. */
export const FORBIDDEN_REDIRECT = `${UNAUTHORIZED_PATH}?noGoBack=true`;
const REDIRECT_PARAM = 'redirect';

/** Set while the document is being unloaded, when the browser cancels its pending calls. */
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leavingPage = true;
  });
  // Back from the back/forward cache: the page lives again.
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
}

/** Loader for routes behind the login that need no roles (the cookie is enough). */
export function requireSession({ request }: Pick<LoaderFunctionArgs, 'request'>): Response | null {
  if (hasSession()) return null;
  return redirect(loginPathFor(pathOf(request)));
}

/** Loader for the login page. */
export function skipLoginWhenSignedIn(): Response | null {
  return hasSession() ? redirect(HOME_PATH) : null;
}

/**
 * The signed-in user, fetched on the first guarded navigation and cached for the session. When
 * the fetch fails the user is logged out locally and told why (spec 4), then sent to log in.
 */
export async function loadSignedInUser(
  queryClient: QueryClient,
  request: Request,
): Promise<UserInfoResponse> {
  const toLogin = requireSession({ request });
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router redirects by a thrown Response
  if (toLogin) throw toLogin;
  try {
    return await queryClient.ensureQueryData(userInfoQueryOptions());
  } catch (error) {
    // A call cut short because the page is being left (a reload, a typed URL, a link opened while
    // this page was still starting) says nothing about the session: leave it to the next page.
    if (leavingPage) throw error;
    endSession();
    queryClient.removeQueries({ queryKey: sessionKeys.all });
    toast.error(verificationFailure(error));
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router redirects by a thrown Response
    throw redirect(loginPathFor(pathOf(request)));
  }
}

/** Loader factory for a role-gated route: session, then roles, else /401. */
export function guardRoute(queryClient: QueryClient, roles: RouteRoles) {
  return async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<null> => {
    const user = await loadSignedInUser(queryClient, request);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router redirects by a thrown Response
    if (!mayOpen(user.roles, roles)) throw redirect(FORBIDDEN_REDIRECT);
    return null;
  };
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

function pathOf(request: Request): string {
  const { pathname, search, hash } = new URL(request.url);
  // The router's request holds the browser's address, base path included; the router adds it back.
  return appPath(pathname) + search + hash;
}

/** Spec 4: the error's own message, or 'Verification failed, please login again'. */
function verificationFailure(error: unknown): string {
  const fallback = i18n.t('auth.session.verificationFailed');
  if (!isHttpError(error)) return fallback;
  if (error.failure !== 'status') return error.message;
  return errorText(error.body) ?? fallback;
}
