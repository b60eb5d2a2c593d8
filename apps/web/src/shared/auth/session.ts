// The signed-in session as the browser keeps it: cookies that the HTTP client turns into request
// headers. Roles are not stored here: they come from the user-info query, which a logout drops
// together with the page.
import { COOKIES } from '@beacon/contracts';
import { deleteCookie, readCookie, writeCookie } from '../lib/cookies.ts';

/** Pulsar Manager's front end keeps the signed-in name under this cookie; scripts rely on it. */
const USERNAME_COOKIE = 'username';

export interface SessionIdentity {
  token: string;
  username: string;
  /** Empty when the user is not bound to a tenant (super users). */
  tenant: string;
}

export interface SessionValues {
  token: string | undefined;
  username: string | undefined;
  tenant: string | undefined;
  environment: string | undefined;
}

export function readSession(): SessionValues {
  return {
    token: readCookie(COOKIES.adminToken),
    username: readCookie(USERNAME_COOKIE),
    tenant: readCookie(COOKIES.tenant),
    environment: readCookie(COOKIES.environment),
  };
}

export function hasSession(): boolean {
  return Boolean(readCookie(COOKIES.adminToken));
}

export function startSession(identity: SessionIdentity): void {
  writeCookie(COOKIES.adminToken, identity.token);
  writeCookie(USERNAME_COOKIE, identity.username);
  if (identity.tenant) writeCookie(COOKIES.tenant, identity.tenant);
  else deleteCookie(COOKIES.tenant);
}

/**
 * The local half of a logout (spec 4), also the whole of a federated logout: forget the token, the
 * identity, the CSRF cookie and the chosen environment, as Pulsar Manager did. The login page
 * asks the server for a fresh CSRF cookie when it opens.
 */
export function endSession(): void {
  for (const name of [
    COOKIES.adminToken,
    USERNAME_COOKIE,
    COOKIES.tenant,
    COOKIES.environment,
    COOKIES.xsrf,
  ]) {
    deleteCookie(name);
  }
}
