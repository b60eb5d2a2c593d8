// A Beacon with single sign-on configured against a test provider, and a way to sign on through it
// the way the browser does: start the flow, sign in at the provider's form, post the answer back.
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { parseSsoConfig } from '../modules/sso/sso-config.ts';
import { FLOW_COOKIE, SSO_PATHS } from '../modules/sso/sso.routes.ts';
import { BEACON_WEB } from './beacon-web.ts';
import { signInAtProvider } from './oidc-browser.ts';
import { startOidcProvider, type TestProvider, type TestProviderOptions } from './oidc-provider.ts';
import { createTestServer, cookieFrom, type TestServer } from './test-server.ts';

export const SSO_CLIENT = {
  clientId: 'beacon',
  clientSecret: 'beacon-test-client-secret',
  redirectUri: 'http://localhost:7750/callback',
  postLogoutRedirectUri: 'http://localhost:7750/login',
};

/** BEACON_OIDC_* for the provider, with the test's own additions or overrides. */
export function ssoEnvironment(issuer: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    BEACON_OIDC_ISSUER: issuer,
    BEACON_OIDC_CLIENT_ID: SSO_CLIENT.clientId,
    BEACON_OIDC_CLIENT_SECRET: SSO_CLIENT.clientSecret,
    BEACON_OIDC_REDIRECT_URI: SSO_CLIENT.redirectUri,
    BEACON_OIDC_BUTTON_LABEL: 'Test IdP',
    ...extra,
  };
}

export async function startSsoProvider(options: Partial<TestProviderOptions> = {}): Promise<TestProvider> {
  return startOidcProvider({ clients: [SSO_CLIENT], ...options });
}

export async function createSsoServer(env: Record<string, string>): Promise<TestServer> {
  const parsed = parseSsoConfig(env);
  if (parsed.problems.length > 0) throw new Error(parsed.problems.join('; '));
  return createTestServer({ sso: parsed.config });
}

/** Another replica of `app`: its own process state (caches, discovery) on the same database. */
export async function replicaOf(app: TestServer): Promise<TestServer> {
  const replica = await buildApp({
    database: app.database,
    config: app.config,
    clock: app.clock,
    logger: false,
    strictAnswers: true,
  });
  return { ...app, ...replica, close: () => replica.server.close() };
}

export interface StartedFlow {
  url: string;
  state: string;
  flowCookie: string;
}

export async function startFlow(app: TestServer, returnTo?: string): Promise<StartedFlow> {
  const response = await app.server.inject({
    method: 'POST',
    url: SSO_PATHS.authorization,
    payload: returnTo === undefined ? {} : { returnTo },
  });
  if (response.statusCode !== 200) throw new Error(`start answered ${response.statusCode}: ${response.body}`);
  const { url, state } = response.json<{ url: string; state: string }>();
  return { url, state, flowCookie: cookieFrom(response, FLOW_COOKIE) ?? '' };
}

export function exchange(
  app: TestServer,
  flow: Pick<StartedFlow, 'flowCookie'>,
  answer: { code: string; state: string; iss?: string },
): Promise<LightMyRequestResponse> {
  return app.server.inject({
    method: 'POST',
    url: SSO_PATHS.exchange,
    // Beacon's web sign-on page makes the exchange.
    headers: BEACON_WEB,
    cookies: flow.flowCookie ? { [FLOW_COOKIE]: flow.flowCookie } : {},
    payload: answer,
  });
}

/** The whole sign-on of `login`: Beacon's answer to the code exchange. */
export async function signOn(app: TestServer, login: string, finishOn: TestServer = app) {
  const flow = await startFlow(app, '/management/tenants');
  const answer = await signInAtProvider(flow.url, login);
  return exchange(finishOn, flow, { code: answer.get('code') ?? '', state: answer.get('state') ?? '' });
}
