// The single sign-on code exchange (spec 7: POST {prefix}/casdoor with {code, state}, answered with
// the login's headers), keeping what the login page does not need: why the server refused.
import { LOGIN_RESPONSE_HEADERS } from '@beacon/contracts';
import { errorText, request } from '../../../shared/api/index.ts';
import type { SessionIdentity } from '../../../shared/auth/index.ts';

export type SignOnOutcome =
  | { kind: 'signed-in'; identity: SessionIdentity }
  | { kind: 'refused'; status: number; reason: string | undefined };

export async function exchangeSignOnCode(code: string, state: string): Promise<SignOnOutcome> {
  // The callback page words its own failures, so the error catalogue stays out of it.
  const response = await request('/casdoor', { method: 'POST', json: { code, state }, reportErrors: false });
  const [tokenHeader, usernameHeader, tenantHeader] = LOGIN_RESPONSE_HEADERS;
  // As for a login, an `error` in the body is a refusal, even with status 200.
  const hasError = typeof response.body === 'object' && response.body !== null && 'error' in response.body;
  if (response.status !== 200 || hasError || !response.headers.has(tokenHeader)) {
    return { kind: 'refused', status: response.status, reason: errorText(response.body) };
  }
  return {
    kind: 'signed-in',
    identity: {
      username: response.headers.get(usernameHeader) ?? '',
      tenant: response.headers.get(tenantHeader) ?? '',
    },
  };
}
