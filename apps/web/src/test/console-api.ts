// A fake of Beacon's console API at the network boundary, answering as the real server does
// (apps/server): the same paths, statuses, headers and error bodies.
import {
  CONFIRM_PASSWORD_PATH,
  COOKIES,
  MESSAGES,
  REQUEST_HEADERS,
  SETUP_MESSAGES,
  SETUP_ROUTES,
  type EnvironmentSummary,
  type SsoSettings,
  type UserInfoResponse,
} from '@beacon/contracts';
import { HttpResponse, http } from 'msw';
import { storeCookie } from './browser-cookies.ts';

export const url = (path: string) => `/pulsar-manager${path}`;

export const operator = {
  username: 'operator',
  password: 'correct horse battery staple',
  token: 'session-token-of-operator',
  tenant: '',
  roles: ['super'],
} as const;

/**
 * The HttpOnly Admin-Token cookie the server sets at login and clears at logout (decision 0019). A
 * browser sends it with every same-origin call, but document.cookie never shows it, so the fake
 * server keeps it here, out of the page's reach. setup.ts forgets it after each test.
 */
let httpOnlySessionCookie: string | undefined;

export function httpOnlySession(): string | undefined {
  return httpOnlySessionCookie;
}

export function forgetHttpOnlySession(): void {
  httpOnlySessionCookie = undefined;
}

/** A call is signed in by the cookie the browser sends, or by a script's `token` header. */
function signedIn(request: Request): boolean {
  return (request.headers.get('token') ?? httpOnlySessionCookie) === operator.token;
}

export const ANONYMOUS_XSRF = 'xsrf-anonymous';
export const SESSION_XSRF = 'xsrf-bound-to-session';

export function userInfoOf(overrides: Partial<UserInfoResponse> = {}): UserInfoResponse {
  return {
    message: 'success',
    userName: operator.username,
    description: '',
    roles: [...operator.roles],
    tenants: [],
    ...overrides,
  };
}

/** Each request a handler saw, for assertions about what the client sent. */
export type SeenRequests = Request[];

export function csrfTokenHandler(seen: SeenRequests = []) {
  return http.get(url('/csrf-token'), ({ request }) => {
    seen.push(request);
    storeCookie(COOKIES.xsrf, ANONYMOUS_XSRF);
    return HttpResponse.json({ token: ANONYMOUS_XSRF });
  });
}

/** The login as the server answers it; `passwordReset` when another user set the password since. */
export function loginHandler(seen: SeenRequests = [], passwordReset?: { by: string; at: number }) {
  return http.post(url('/login'), async ({ request }) => {
    seen.push(request.clone());
    const { username, password } = (await request.json()) as { username: string; password: string };
    if (username !== operator.username || password !== operator.password) {
      return HttpResponse.json(
        { error: MESSAGES.loginFailed, message: MESSAGES.loginFailed },
        { status: 401 },
      );
    }
    storeCookie(COOKIES.xsrf, SESSION_XSRF);
    // As the server: the HttpOnly cookie only for a login that asks for it (Beacon's web does).
    if (request.headers.get(REQUEST_HEADERS.sessionCookie) === 'cookie')
      httpOnlySessionCookie = operator.token;
    return HttpResponse.json(
      { login: 'success', ...(passwordReset ? { passwordReset } : {}) },
      { headers: { token: operator.token, username: operator.username, tenant: operator.tenant } },
    );
  });
}

export function userInfoHandler(seen: SeenRequests = [], userInfo: UserInfoResponse = userInfoOf()) {
  return http.get(url('/users/userInfo'), ({ request }) => {
    seen.push(request);
    if (!signedIn(request)) {
      // The server drops a cookie it refuses (Set-Cookie with Max-Age=0).
      httpOnlySessionCookie = undefined;
      return HttpResponse.json(
        { error: MESSAGES.pleaseLogin, message: MESSAGES.pleaseLogin },
        { status: 401 },
      );
    }
    return HttpResponse.json(userInfo);
  });
}

export function logoutHandler(seen: SeenRequests = []) {
  return http.post(url('/logout'), ({ request }) => {
    seen.push(request);
    if (request.headers.get('X-XSRF-TOKEN') !== SESSION_XSRF) {
      return HttpResponse.json(
        { error: MESSAGES.csrfRejected, message: MESSAGES.csrfRejected },
        { status: 403 },
      );
    }
    storeCookie(COOKIES.xsrf, ANONYMOUS_XSRF);
    httpOnlySessionCookie = undefined;
    return HttpResponse.json({ message: 'Logout success' });
  });
}

export type FakeEnvironment = Pick<EnvironmentSummary, 'name' | 'broker' | 'status'>;

/** GET /environments, as the environments module answers it (none configured by default). */
export function environmentsHandler(environments: FakeEnvironment[] = [], seen: SeenRequests = []) {
  return http.get(url('/environments'), ({ request }) => {
    seen.push(request);
    const data: EnvironmentSummary[] = environments.map((environment) => ({
      bookie: environment.broker,
      statusMessage: '',
      checkedAt: null,
      hasToken: false,
      hasTls: false,
      hasTlsCa: false,
      hasClientCertificate: false,
      ...environment,
    }));
    return HttpResponse.json({ total: data.length, data });
  });
}

/** The paths Beacon's proxy forwards (PROXIED_PREFIXES of apps/server's pulsar-proxy.routes.ts). */
export const PROXIED_PATHS = /^https?:\/\/[^/]+\/(admin|lookup|topics|api\/v1\/bookie)\//;
/** The proxy's refusal of a call that names no environment (pulsar-proxy.ts resolveTarget). */
export const NO_ENVIRONMENT = 'Currently there is no active environment, please set one';

/**
 * Beacon's proxy for a browser that has chosen no environment (no `environment` header): it refuses
 * every Pulsar call with 400 before reaching any Pulsar, as the shell's environment probe
 * (GET /admin/v2/clusters) expects. A call naming an environment does not match: the test's
 * simulator answers it, or it is an unhandled call, which fails.
 */
export function noEnvironmentHandler(seen: SeenRequests = []) {
  return http.all(
    ({ request }) => PROXIED_PATHS.test(request.url) && !request.headers.get(REQUEST_HEADERS.environment),
    ({ request }) => {
      seen.push(request);
      return HttpResponse.json({ error: NO_ENVIRONMENT, message: NO_ENVIRONMENT }, { status: 400 });
    },
  );
}

/** The environment a user chose last, as PUT /users/lastEnvironment told the server. */
let rememberedEnvironment: string | undefined;

export function lastEnvironmentOnServer(): string | undefined {
  return rememberedEnvironment;
}

export function forgetLastEnvironment(): void {
  rememberedEnvironment = undefined;
}

/** PUT /users/lastEnvironment (users.routes.ts): kept for the signed-in user, `{message}` back. */
export function lastEnvironmentHandler(seen: SeenRequests = []) {
  return http.put(url('/users/lastEnvironment'), async ({ request }) => {
    seen.push(request.clone());
    if (!signedIn(request))
      return HttpResponse.json(
        { error: MESSAGES.pleaseLogin, message: MESSAGES.pleaseLogin },
        { status: 401 },
      );
    rememberedEnvironment = ((await request.json()) as { name: string }).name;
    return HttpResponse.json({ message: 'success' });
  });
}

/** The token the fake server "printed" at start (decision 0034). */
export const SETUP_TOKEN = 'setup-token-from-the-server-log';

/** Whether first-run setup is pending: not, unless a test says so. */
export function setupStatusHandler(pending = false, seen: SeenRequests = []) {
  return http.get(url(SETUP_ROUTES.status), ({ request }) => {
    seen.push(request);
    return HttpResponse.json({ pending });
  });
}

/**
 * Setup as the server does it: SETUP_TOKEN only, once; the common-password refusal for `Password2024!`.
 * The operator's name and password are the ones login then accepts.
 */
export function setupHandler(seen: SeenRequests = []) {
  let done = false;
  const refuse = (status: number, error: string) =>
    HttpResponse.json({ error, message: error, reason: error }, { status });
  return http.put(url(SETUP_ROUTES.complete), async ({ request }) => {
    seen.push(request.clone());
    const body = (await request.json()) as { token?: string; name: string; password: string };
    if (!body.token) return refuse(400, `token: ${SETUP_MESSAGES.tokenMissing}`);
    if (done) return refuse(403, SETUP_MESSAGES.closed);
    if (body.token !== SETUP_TOKEN) return refuse(403, SETUP_MESSAGES.tokenInvalid);
    if (body.password === 'Password2024!') return refuse(400, MESSAGES.passwordTooCommon);
    done = true;
    return HttpResponse.json({ message: SETUP_MESSAGES.done });
  });
}

/**
 * POST /auth/confirm-password (issue 15 item 5): the operator's password renews the session's
 * confirmation; another answers 403 (never 401, which would sign the web out).
 */
export function confirmPasswordHandler(seen: SeenRequests = []) {
  return http.post(CONFIRM_PASSWORD_PATH, async ({ request }) => {
    seen.push(request.clone());
    const { password } = (await request.json()) as { password: string };
    if (password !== operator.password) {
      const text = MESSAGES.passwordConfirmationFailed;
      return HttpResponse.json({ error: text, message: text, reason: text }, { status: 403 });
    }
    return HttpResponse.json({ message: 'success', confirmedUntil: Date.now() + 5 * 60_000 });
  });
}

/** GET /tokens for an environment that can sign and holds no token yet (the pages that pass by /tokens). */
export function emptyTokensHandler() {
  return http.get(url('/tokens'), () =>
    HttpResponse.json({
      total: 0,
      data: [],
      policy: {
        defaultTtlSeconds: 30 * 86_400,
        maxTtlSeconds: 365 * 86_400,
        allowNoExpiry: false,
        signingKey: true,
        algorithm: 'HS256',
      },
    }),
  );
}

/** GET /sso/settings: single sign-on off unless a test configures it (issue 18). */
export function ssoSettingsHandler(settings: SsoSettings = { enabled: false }) {
  return http.get(url('/sso/settings'), () => HttpResponse.json(settings));
}

/** The console API as a signed-out visitor and a user who then logs in would find it. */
export function consoleApiHandlers() {
  return [
    setupStatusHandler(),
    csrfTokenHandler(),
    ssoSettingsHandler(),
    loginHandler(),
    userInfoHandler(),
    logoutHandler(),
    confirmPasswordHandler(),
    environmentsHandler(),
    lastEnvironmentHandler(),
    noEnvironmentHandler(),
    emptyTokensHandler(),
  ];
}

/** A tenant administrator: role `admin` for the tenants it was given. */
export const tenantAdmin = userInfoOf({ roles: ['admin'], tenants: ['finance'] });

/**
 * The browser state right after `operator` logged in: the server's HttpOnly session cookie (or
 * `sessionCookie`, e.g. an expired one) and the cookies the page can see.
 */
export function signInAsOperator(
  extraCookies: Record<string, string> = {},
  sessionCookie: string = operator.token,
): void {
  httpOnlySessionCookie = sessionCookie;
  const cookies = {
    username: operator.username,
    [COOKIES.xsrf]: SESSION_XSRF,
    ...extraCookies,
  };
  for (const [name, value] of Object.entries(cookies)) storeCookie(name, value);
}
