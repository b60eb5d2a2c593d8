// Single sign-on against a real OpenID Connect provider (oidc-provider on loopback), RS256 and ES256:
// the happy path, the mapping, and the PKCE, state and nonce checks (issue 18 items 2 and 5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAtProvider } from '../../test-support/oidc-browser.ts';
import type { TestProvider } from '../../test-support/oidc-provider.ts';
import {
  createSsoServer,
  exchange,
  signOn,
  ssoEnvironment,
  startFlow,
  startSsoProvider,
} from '../../test-support/sso-server.ts';
import type { TestServer } from '../../test-support/index.ts';

const MAPPING =
  'beacon-admins=super; acme-ops=tenant:acme@staging,tenant:acme@production; all-ops=tenant:shared';

describe.each(['RS256', 'ES256'] as const)('single sign-on with a provider signing %s', (algorithm) => {
  let provider: TestProvider;
  let app: TestServer;

  beforeAll(async () => {
    provider = await startSsoProvider({
      algorithm,
      accounts: {
        alice: { groups: ['beacon-admins'], email: 'alice@example.com', email_verified: true },
        bob: { groups: ['acme-ops', 'all-ops', 'unmapped'] },
      },
    });
    app = await createSsoServer(
      ssoEnvironment(provider.issuer, {
        BEACON_OIDC_ROLE_MAPPING: MAPPING,
        BEACON_OIDC_ID_TOKEN_ALGORITHMS: algorithm,
      }),
    );
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  it('tells the login page the button label, and nothing secret', async () => {
    const settings = await app.server.inject({ url: '/pulsar-manager/sso/settings' });
    expect(settings.json()).toEqual({ enabled: true, label: 'Test IdP' });
  });

  it('sends the browser to the provider with PKCE (S256), state, nonce and the exact redirect URI', async () => {
    const flow = await startFlow(app, '/topics');
    const url = new URL(flow.url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:7750/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBe(flow.state);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(flow.flowCookie).toBe(flow.state);
  });

  it('signs a mapped super user in with the login headers and creates it as an sso user', async () => {
    const response = await signOn(app, 'alice');
    expect(response.statusCode).toBe(200);
    expect(response.headers.username).toBe('alice');
    expect(response.headers.token).toMatch(/^[\w-]{43}$/);
    expect(response.headers.tenant).toBe('');
    expect(response.json()).toEqual({ login: 'success', returnTo: '/management/tenants' });

    const info = await app.server.inject({
      url: '/pulsar-manager/users/userInfo',
      headers: { token: String(response.headers.token) },
    });
    expect(info.json()).toMatchObject({ userName: 'alice', roles: ['super'] });
    const row = await app.database.db
      .selectFrom('users')
      .select(['source', 'password_hash', 'email'])
      .where('name', '=', 'alice')
      .executeTakeFirstOrThrow();
    // The email as the provider verified it; an unverified one is not kept (issue 28 B19).
    expect(row).toEqual({ source: 'sso', password_hash: null, email: 'alice@example.com' });
  });

  it('binds a mapped tenant admin in the environments the mapping names, ignoring unmapped groups', async () => {
    const response = await signOn(app, 'bob');
    expect(response.statusCode).toBe(200);
    expect(response.headers.tenant).toBe('acme');
    const bindings = await app.database.db
      .selectFrom('role_bindings')
      .innerJoin('users', 'users.id', 'role_bindings.user_id')
      .innerJoin('roles', 'roles.id', 'role_bindings.role_id')
      .select(['roles.resource_name as tenant', 'role_bindings.environment'])
      .where('users.name', '=', 'bob')
      .orderBy('roles.resource_name')
      .orderBy('role_bindings.environment')
      .execute();
    expect(bindings).toEqual([
      { tenant: 'acme', environment: 'production' },
      { tenant: 'acme', environment: 'staging' },
      { tenant: 'shared', environment: '*' },
    ]);
  });

  it("refuses a state this browser did not start (no flow cookie, or another flow's)", async () => {
    const mine = await startFlow(app);
    const answer = await signInAtProvider(mine.url, 'alice');
    const code = answer.get('code') ?? '';
    const withoutCookie = await exchange(app, { flowCookie: '' }, { code, state: mine.state });
    expect(withoutCookie.statusCode).toBe(400);
    expect(withoutCookie.json()).toMatchObject({ code: 'SSO_STATE_INVALID' });

    const other = await startFlow(app);
    const crossed = await exchange(app, other, { code, state: mine.state });
    expect(crossed.json()).toMatchObject({ code: 'SSO_STATE_INVALID' });
    expect(crossed.headers.token).toBeUndefined();
  });

  it('spends a flow at its first exchange: the same answer replayed is refused', async () => {
    const flow = await startFlow(app);
    const answer = await signInAtProvider(flow.url, 'alice');
    const body = { code: answer.get('code') ?? '', state: flow.state };
    expect((await exchange(app, flow, body)).statusCode).toBe(200);
    const replay = await exchange(app, flow, body);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'SSO_STATE_INVALID' });
  });

  it('refuses the exchange when the PKCE verifier does not match the challenge the provider saw', async () => {
    const flow = await startFlow(app);
    const answer = await signInAtProvider(flow.url, 'alice');
    await app.database.db
      .updateTable('sso_login_flows')
      .set({ code_verifier: 'x'.repeat(43) })
      .where('state', '=', flow.state)
      .execute();
    const response = await exchange(app, flow, { code: answer.get('code') ?? '', state: flow.state });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'SSO_CODE_REJECTED' });
  });

  it("refuses an ID token whose nonce is not the flow's", async () => {
    const flow = await startFlow(app);
    const answer = await signInAtProvider(flow.url, 'alice');
    await app.database.db
      .updateTable('sso_login_flows')
      .set({ nonce: 'another-nonce' })
      .where('state', '=', flow.state)
      .execute();
    const response = await exchange(app, flow, { code: answer.get('code') ?? '', state: flow.state });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'SSO_TOKEN_INVALID' });
  });

  it('refuses a flow older than ten minutes', async () => {
    const flow = await startFlow(app);
    const answer = await signInAtProvider(flow.url, 'alice');
    app.clock.advance(10 * 60 * 1000 + 1);
    const response = await exchange(app, flow, { code: answer.get('code') ?? '', state: flow.state });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'SSO_FLOW_EXPIRED' });
  });
});

describe('ID token algorithms are pinned', () => {
  it('refuses an RS256 ID token when only ES256 is allowed', async () => {
    const provider = await startSsoProvider({ algorithm: 'RS256', accounts: { alice: { groups: ['g'] } } });
    const app = await createSsoServer(
      ssoEnvironment(provider.issuer, {
        BEACON_OIDC_ROLE_MAPPING: 'g=super',
        BEACON_OIDC_ID_TOKEN_ALGORITHMS: 'ES256',
      }),
    );
    try {
      const response = await signOn(app, 'alice');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'SSO_TOKEN_INVALID' });
      expect(response.headers.token).toBeUndefined();
    } finally {
      await app.close();
      await provider.close();
    }
  });
});
