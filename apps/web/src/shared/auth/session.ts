// The signed-in session as the page knows it. The credential itself is the Admin-Token cookie, which
// the server sets HttpOnly at login and clears at logout (decision 0019): no script here can read it,
// so the page keeps only what is not secret — the signed-in name and tenant, in cookies the HTTP
// client turns into request headers. Roles come from the user-info query, which a logout drops
// together with the page.
import { COOKIES } from '@beacon/contracts';
import { deleteCookie, readCookie, writeCookie } from '../lib/cookies.ts';

/** Pulsar Manager's front end keeps the signed-in name under this cookie; scripts rely on it. */
/** The cookie that says this browser has a session (its user's name); index.html reads it too. */
export const USERNAME_COOKIE = 'username';

export interface SessionIdentity {
  username: string;
  /** Empty when the user is not bound to a tenant (super users). */
  tenant: string;
}

export interface SessionValues {
  username: string | undefined;
  tenant: string | undefined;
  environment: string | undefined;
}

export function readSession(): SessionValues {
  return {
    username: readCookie(USERNAME_COOKIE),
    tenant: readCookie(COOKIES.tenant),
    environment: readCookie(COOKIES.environment),
  };
}

/**
 * Whether this browser signed in. Only a hint for the navigation guard: whether the session is still
 * live is the server's answer to the user-info call, and a 401 there ends the local session.
 */
export function hasSession(): boolean {
  return Boolean(readCookie(USERNAME_COOKIE));
}

export function startSession(identity: SessionIdentity): void {
  writeCookie(USERNAME_COOKIE, identity.username);
  if (identity.tenant) writeCookie(COOKIES.tenant, identity.tenant);
  else deleteCookie(COOKIES.tenant);
}

/**
 * The local half of a logout (spec 4), also the whole of a federated logout: forget the identity, the
 * CSRF cookie and the chosen environment, as Pulsar Manager did. The Admin-Token cookie is the
 * server's to clear: the logout call does, and so does the 401 answer that leads to a federated
 * logout. The login page asks the server for a fresh CSRF cookie when it opens.
 */
export function endSession(): void {
  for (const name of [USERNAME_COOKIE, COOKIES.tenant, COOKIES.environment, COOKIES.xsrf]) {
    deleteCookie(name);
  }
}
