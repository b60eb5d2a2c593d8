// Names from the product specification (sections 7 and 9). They are requirements, word for word:
// Pulsar Manager's front end and operators' scripts use exactly these.

export const API_PREFIX = '/pulsar-manager';

/** Request headers the shared HTTP client sends on every call. */
export const REQUEST_HEADERS = {
  token: 'token',
  username: 'username',
  tenant: 'tenant',
  environment: 'environment',
  xsrf: 'X-XSRF-TOKEN',
  /**
   * Sent by Beacon's web on every call with the value `cookie`: at login the session then also comes
   * as the HttpOnly Admin-Token cookie (decision 0019). Without it (scripts, Pulsar Manager's own
   * front end, which writes Admin-Token itself) the session is only the `token` answer header, and
   * refusals come as its front end can show them (decision 0056).
   */
  sessionCookie: 'x-beacon-session',
} as const;

/** Response headers of a successful login that carry the session. */
export const LOGIN_RESPONSE_HEADERS = ['token', 'username', 'tenant'] as const;

/** Cookies the web keeps; XSRF-TOKEN is set by the server, the others by the web. */
export const COOKIES = {
  adminToken: 'Admin-Token',
  xsrf: 'XSRF-TOKEN',
  tenant: 'tenant',
  environment: 'Admin-Environment',
} as const;

/** Browser storage keys (spec 9). */
export const STORAGE_KEYS = {
  sidebarStatus: 'sidebarStatus',
  language: 'language',
  size: 'size',
} as const;

export const CONSOLE_ROLES = ['super', 'admin'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

export const REQUEST_TIMEOUT_MS = 60_000;
export const ERROR_TOAST_MS = 5_000;
export const LOGIN_ERROR_MS = 5_000;

export const MESSAGES = {
  loginFailed: 'The username or password is incorrect',
  pleaseLogin: 'Please login.',
  verificationFailed: 'Verification failed, please login again',
  superuserExists: 'Superuser already exists',
  tooManyAttempts: 'Too many failed login attempts, try again later',
  csrfRejected: 'Missing or invalid CSRF token',
  crossOriginRejected: 'Cross-origin request refused',
  forbidden: 'This user no permissions for this resource',
  /** Pulsar Manager's answer when no (known) environment is named; its web goes to /environments. */
  noActiveEnvironment: 'Currently there is no active environment, please set one',
  /** A new password on the common-password list (the server checks; the web shows its answer). */
  passwordTooCommon: 'This password is too common; choose another',
  /** A sensitive action needs the password typed within the last 5 minutes (issue 15 item 5). */
  // Pulsar Manager's front end shows only this text and has no way to confirm: it says what works.
  passwordConfirmationRequired:
    'Confirm your password to continue: type it again, or sign in again (a sign-in counts for 5 minutes)',
  /** The password typed to confirm a sensitive action is wrong (403, not 401: the web stays signed in). */
  passwordConfirmationFailed: 'The password is incorrect',
} as const;
