// The single sign-on code exchange (spec 7: POST {prefix}/casdoor with {code, state}, answered with
// the login's headers), keeping what the login page does not need: why the server refused.
import { LOGIN_RESPONSE_HEADERS, SSO_API_PATHS } from '@beacon/contracts';
import { errorText, isHttpError, request, type HttpResponse } from '../../../shared/api/index.ts';
import type { SessionIdentity } from '../../../shared/auth/index.ts';
import { codeOf } from './sso.api.ts';

export type SignOnOutcome =
  | { kind: 'signed-in'; identity: SessionIdentity; returnTo: string | undefined }
  /** A reconfirmation of the session in use ended (issue 28 B16): no new session, back to the page. */
  | { kind: 'confirmed'; returnTo: string | undefined }
  | { kind: 'refused'; status: number; reason: string | undefined; code: string | undefined };

export async function exchangeSignOnCode(code: string, state: string): Promise<SignOnOutcome> {
  // The callback page words its own failures, so the error catalogue stays out of it.
  let response: HttpResponse<unknown>;
  try {
    response = await request(SSO_API_PATHS.exchange, {
      method: 'POST',
      json: { code, state },
      reportErrors: false,
    });
  } catch (error) {
    // A 5xx (the provider down: 503) still carries the server's reason and code.
    if (!isHttpError(error) || error.status === undefined) throw error;
    return { kind: 'refused', status: error.status, reason: error.message, code: codeOf(error.body) };
  }
  const [tokenHeader, usernameHeader, tenantHeader] = LOGIN_RESPONSE_HEADERS;
  const body = response.body as { login?: unknown; returnTo?: unknown } | null;
  if (response.status === 200 && body?.login === 'confirmed')
    return { kind: 'confirmed', returnTo: typeof body.returnTo === 'string' ? body.returnTo : undefined };
  // As for a login, an `error` in the body is a refusal, even with status 200.
  const hasError = typeof response.body === 'object' && response.body !== null && 'error' in response.body;
  if (response.status !== 200 || hasError || !response.headers.has(tokenHeader)) {
    return {
      kind: 'refused',
      status: response.status,
      reason: errorText(response.body),
      code: codeOf(response.body),
    };
  }
  return {
    kind: 'signed-in',
    identity: {
      username: response.headers.get(usernameHeader) ?? '',
      tenant: response.headers.get(tenantHeader) ?? '',
    },
    returnTo: (response.body as { returnTo?: unknown }).returnTo as string | undefined,
  };
}
