// Beacon's authentication endpoints (spec 7) and what their answers mean to the console.
import {
  LDAP_CODES,
  LOGIN_RESPONSE_HEADERS,
  MESSAGES,
  SSO_CODES,
  type LdapCode,
  type LoginRequest,
} from '@beacon/contracts';
import { errorText, isHttpError, request, requestData, type HttpResponse } from '../../shared/api/index.ts';
import type { SessionIdentity } from '../../shared/auth/index.ts';
import { codeOf } from './sso/sso.api.ts';

/** Another user set this user's password since its last sign-in (issue 28 B16). */
export interface PasswordReset {
  by: string;
  at: number;
}

export type LoginOutcome =
  | { kind: 'signed-in'; identity: SessionIdentity; passwordReset?: PasswordReset }
  | { kind: 'refused' }
  | { kind: 'ssoAccount' }
  /** The directory (LDAP) is down, or vouched for a user Beacon does not let in (issue 32 item 3). */
  | { kind: 'directory'; code: LdapCode }
  | { kind: 'throttled'; reason: string; retryAfterSeconds: number | undefined };

const DIRECTORY_CODES: readonly string[] = Object.values(LDAP_CODES);

/** Asks for the XSRF-TOKEN cookie that every later unsafe call must echo (spec 7). */
export async function fetchCsrfToken(signal: AbortSignal): Promise<string> {
  const { token } = await requestData<{ token: string }>('/csrf-token', { signal, reportErrors: false });
  return token;
}

/**
 * The session comes back in response headers (spec 7) and, for the browser, in the HttpOnly
 * Admin-Token cookie the server sets; the page keeps the name and tenant, never the token.
 * Any `error` in the body means a refusal.
 */
export async function login({ username, password }: LoginRequest): Promise<LoginOutcome> {
  // The login page words its own failures, so the error catalogue stays out of it.
  let response: HttpResponse<unknown>;
  try {
    response = await request('/login', {
      method: 'POST',
      json: { username: username.trim(), password },
      reportErrors: false,
    });
  } catch (error) {
    // A 5xx throws; the directory's being unreachable (503) is one the page words itself.
    const code = isHttpError(error) ? codeOf(error.body) : undefined;
    if (code === LDAP_CODES.directoryUnavailable) return { kind: 'directory', code };
    throw error;
  }
  return loginOutcome(response, username.trim());
}

function loginOutcome(response: HttpResponse<unknown>, typedName: string): LoginOutcome {
  if (response.status === 429) {
    return {
      kind: 'throttled',
      reason: errorText(response.body) ?? MESSAGES.tooManyAttempts,
      retryAfterSeconds: retryAfterSeconds(response.headers.get('Retry-After')),
    };
  }
  if (response.status === 401 && codeOf(response.body) === SSO_CODES.passwordLogin)
    return { kind: 'ssoAccount' };
  const code = codeOf(response.body);
  if (response.status !== 200 && DIRECTORY_CODES.includes(code ?? ''))
    return { kind: 'directory', code: code as LdapCode };
  const [tokenHeader, usernameHeader, tenantHeader] = LOGIN_RESPONSE_HEADERS;
  const hasToken = response.headers.has(tokenHeader);
  if (response.status !== 200 || hasErrorField(response.body) || !hasToken) return { kind: 'refused' };
  const signedInAs = response.headers.get(usernameHeader);
  const reset = passwordResetOf(response.body);
  return {
    kind: 'signed-in',
    identity: { username: signedInAs || typedName, tenant: response.headers.get(tenantHeader) ?? '' },
    ...(reset ? { passwordReset: reset } : {}),
  };
}

/** The provider's end-session page comes back for a single sign-on user (issue 18 item 4). */
export async function logout(): Promise<{ endSessionUrl?: string }> {
  return requestData<{ endSessionUrl?: string }>('/logout', { method: 'POST' });
}

function hasErrorField(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'error' in body;
}

/** Retry-After is either a number of seconds or an HTTP date. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/**
 * The login answer's `passwordReset`, read by hand: the login page's download stays without zod
 * (first-paint.spec.ts holds it to that), so the contract's schema is not used here.
 */
function passwordResetOf(body: unknown): PasswordReset | undefined {
  const reset = (body as { passwordReset?: unknown } | null)?.passwordReset;
  if (typeof reset !== 'object' || reset === null) return undefined;
  const { by, at } = reset as Partial<PasswordReset>;
  return typeof by === 'string' && typeof at === 'number' ? { by, at } : undefined;
}
