// Single sign-on (issue 18): the paths the web calls and the codes of its refusals. The server words
// each refusal in English for scripts and logs; the web words the code in the user's language.

import { z } from 'zod';

/** Under API_PREFIX. The code exchange keeps Pulsar Manager's path, `/casdoor` (spec 7). */
export const SSO_API_PATHS = {
  settings: '/sso/settings',
  authorization: '/sso/authorization',
  exchange: '/casdoor',
  exchangeAlias: '/sso/exchange',
  /** A signed-in single sign-on user confirms a sensitive action at the provider (issue 28 B16). */
  reconfirmation: '/sso/reconfirmation',
} as const;

export const SSO_CODES = {
  notConfigured: 'SSO_NOT_CONFIGURED',
  stateInvalid: 'SSO_STATE_INVALID',
  flowExpired: 'SSO_FLOW_EXPIRED',
  codeRejected: 'SSO_CODE_REJECTED',
  tokenInvalid: 'SSO_TOKEN_INVALID',
  providerUnavailable: 'SSO_PROVIDER_UNAVAILABLE',
  userRefused: 'SSO_USER_REFUSED',
  unknownUser: 'SSO_UNKNOWN_USER',
  localAccount: 'SSO_LOCAL_ACCOUNT',
  otherAccount: 'SSO_OTHER_ACCOUNT',
  emailUnverified: 'SSO_EMAIL_UNVERIFIED',
  usernameMissing: 'SSO_USERNAME_MISSING',
  passwordLogin: 'SSO_PASSWORD_LOGIN',
  tooManyFlows: 'SSO_TOO_MANY_FLOWS',
  reconfirmationRefused: 'SSO_RECONFIRMATION_REFUSED',
  noProviderAccount: 'SSO_NO_PROVIDER_ACCOUNT',
} as const;

export type SsoCode = (typeof SSO_CODES)[keyof typeof SSO_CODES];

/** GET {prefix}/sso/settings: whether the login page shows "Login with <label>". */
export const ssoSettingsSchema = z.union([
  z.object({ enabled: z.literal(false) }),
  z.object({ enabled: z.literal(true), label: z.string() }),
]);
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

/** POST {prefix}/sso/authorization: where to send the browser, and the flow's state. */
export const ssoAuthorizationResponseSchema = z.object({ url: z.string(), state: z.string() });
export type SsoAuthorizationResponse = z.infer<typeof ssoAuthorizationResponseSchema>;

/**
 * POST {prefix}/casdoor and {prefix}/sso/exchange: signed in, with the login headers (token, username,
 * tenant) as a password login; `returnTo` is the path the user first asked for. `confirmed`: a
 * reconfirmation flow ended, the session that started it now counts as recently confirmed (no headers).
 */
export const ssoExchangeResponseSchema = z.object({
  login: z.enum(['success', 'confirmed']),
  returnTo: z.string(),
});
export type SsoExchangeResponse = z.infer<typeof ssoExchangeResponseSchema>;
