// Single sign-on (issue 18): the paths the web calls and the codes of its refusals. The server words
// each refusal in English for scripts and logs; the web words the code in the user's language.

/** Under API_PREFIX. The code exchange keeps Pulsar Manager's path, `/casdoor` (spec 7). */
export const SSO_API_PATHS = {
  settings: '/sso/settings',
  authorization: '/sso/authorization',
  exchange: '/casdoor',
  exchangeAlias: '/sso/exchange',
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
  usernameMissing: 'SSO_USERNAME_MISSING',
  passwordLogin: 'SSO_PASSWORD_LOGIN',
  tooManyFlows: 'SSO_TOO_MANY_FLOWS',
} as const;

export type SsoCode = (typeof SSO_CODES)[keyof typeof SSO_CODES];

/** GET {prefix}/sso/settings: whether the login page shows "Login with <label>". */
export type SsoSettings = { enabled: false } | { enabled: true; label: string };
