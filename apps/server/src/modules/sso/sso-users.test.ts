// Who single sign-on lets in, and what it takes away: the mapping at every login, refusals, password
// logins of sso users, logout at the provider, a provider that is down, and two replicas on one
// database finishing each other's flows (issue 18 items 1, 2, 4, 5 and 6).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUserCredentials } from '@beacon/test-kit';
import { freePort, SessionClient, type TestServer } from '../../test-support/index.ts';
import { FLOW_LIFETIME_MS, MAX_FLOWS_IN_PROGRESS, MAX_FLOWS_PER_ADDRESS } from './sso-flows.ts';
import { signInAtProvider } from '../../test-support/oidc-browser.ts';
import { startOidcProvider, type TestProvider } from '../../test-support/oidc-provider.ts';
import {
  createSsoServer,
  exchange,
  replicaOf,
  signOn,
  ssoEnvironment,
  startFlow,
  startSsoProvider,
} from '../../test-support/sso-server.ts';

const rolesOf = async (app: TestServer, token: string) =>
  (await app.server.inject({ url: '/pulsar-manager/users/userInfo', headers: { token } })).json<{
    roles?: string[];
  }>().roles;

describe('single sign-on users', () => {
  let provider: TestProvider;
  let app: TestServer;
  const opened: TestServer[] = [];

  beforeEach(async () => {
    provider = await startSsoProvider({ accounts: { carol: { groups: ['admins'] } } });
    app = await createSsoServer(
      ssoEnvironment(provider.issuer, { BEACON_OIDC_ROLE_MAPPING: 'admins=super;ops=tenant:ops' }),
    );
  });
  afterEach(async () => {
    for (const replica of opened.splice(0)) await replica.close();
    await app.close();
    await provider.close();
  });

  it('refreshes bindings at every login: a group removed at the provider is access removed', async () => {
    expect((await signOn(app, 'carol')).statusCode).toBe(200);
    provider.setAccount('carol', { groups: ['ops'] });
    const second = await signOn(app, 'carol');
    expect(second.headers.tenant).toBe('ops');
    expect(await rolesOf(app, String(second.headers.token))).toEqual(['admin']);
  });

  it('refuses a user the mapping grants nothing, and running sessions lose access within the cache time', async () => {
    const replica = await replicaOf(app);
    opened.push(replica);
    const running = String((await signOn(app, 'carol')).headers.token);
    expect(await rolesOf(app, running)).toEqual(['super']);

    provider.setAccount('carol', { groups: ['nobody-maps-this'] });
    // The refusing login happens on the other replica; this one still holds the session in its cache.
    const refused = await signOn(replica, 'carol');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'SSO_USER_REFUSED' });
    expect(refused.json<{ error: string }>().error).not.toContain('password');
    app.clock.advance(app.config.sessionCacheMs);
    expect(await rolesOf(app, running)).toEqual([]);
  });

  it('finishes on one replica a flow another replica started', async () => {
    const replica = await replicaOf(app);
    opened.push(replica);
    const response = await signOn(app, 'carol', replica);
    expect(response.statusCode).toBe(200);
    expect(await rolesOf(replica, String(response.headers.token))).toEqual(['super']);
  });

  it('never takes over a password account of the same name', async () => {
    const local = newUserCredentials('local');
    await app.superuserBootstrap.seedFromConfig(local.username, local.password);
    provider.setAccount(local.username, { groups: ['admins'] });
    const response = await signOn(app, local.username);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'SSO_LOCAL_ACCOUNT' });
  });

  it('binds a user to its provider account: another with the same name does not sign in as it (issue 28 B14)', async () => {
    expect((await signOn(app, 'carol')).statusCode).toBe(200);
    // A second account at the provider, which let its owner choose the name carol.
    provider.setAccount('mallory', { preferred_username: 'carol', groups: ['ops'] });
    const impostor = await signOn(app, 'mallory');
    expect(impostor.statusCode).toBe(403);
    expect(impostor.json()).toMatchObject({ code: 'SSO_OTHER_ACCOUNT' });
    // carol keeps what she held (the impostor's groups replaced nothing) and still signs on.
    const carol = await signOn(app, 'carol');
    expect(carol.statusCode).toBe(200);
    expect(await rolesOf(app, String(carol.headers.token))).toEqual(['super']);
    // Renamed at the provider, carol is still the same Beacon user.
    provider.setAccount('carol', { preferred_username: 'carol-renamed', groups: ['admins'] });
    const renamed = await signOn(app, 'carol');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.username).toBe('carol');
    const bound = await app.database.db
      .selectFrom('users')
      .select(['name', 'sso_issuer', 'sso_subject'])
      .where('source', '=', 'sso')
      .execute();
    expect(bound).toEqual([{ name: 'carol', sso_issuer: provider.issuer, sso_subject: 'carol' }]);
  });

  it('tells an sso user who types a password to use single sign-on, not "username or password is incorrect"', async () => {
    await signOn(app, 'carol');
    const response = await new SessionClient(app).login('carol', 'some password of twelve');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'SSO_PASSWORD_LOGIN',
      error: 'This account signs in with single sign-on, not a password',
    });
  });

  it("ends the session at logout and names the provider's end-session page for an sso user", async () => {
    const token = String((await signOn(app, 'carol')).headers.token);
    const client = new SessionClient(app);
    client.token = token;
    await client.fetchCsrfToken();
    const logout = await client.request('POST', '/pulsar-manager/logout');
    expect(logout.statusCode).toBe(200);
    const url = new URL(logout.json<{ endSessionUrl: string }>().endSessionUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe('beacon');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:7750/login');
    expect(await rolesOf(app, token)).toBeUndefined();
  });

  it("names no end-session page at a password user's logout", async () => {
    const local = newUserCredentials('local');
    await app.superuserBootstrap.seedFromConfig(local.username, local.password);
    const client = new SessionClient(app);
    await client.login(local.username, local.password);
    const logout = await client.request('POST', '/pulsar-manager/logout');
    expect(logout.json()).toEqual({ message: 'Logout success' });
  });
});

describe('single sign-on settings that change who gets in', () => {
  it('refuses users Beacon does not know when BEACON_OIDC_UNKNOWN_USERS is refuse', async () => {
    const provider = await startSsoProvider({ accounts: { dave: { groups: ['admins'] } } });
    const app = await createSsoServer(
      ssoEnvironment(provider.issuer, {
        BEACON_OIDC_ROLE_MAPPING: 'admins=super',
        BEACON_OIDC_UNKNOWN_USERS: 'refuse',
      }),
    );
    try {
      const response = await signOn(app, 'dave');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'SSO_UNKNOWN_USER' });
      const users = await app.database.db
        .selectFrom('users')
        .select('name')
        .where('name', '=', 'dave')
        .execute();
      expect(users).toEqual([]);
    } finally {
      await app.close();
      await provider.close();
    }
  });

  it('names a user by its email only once the provider has verified it (issue 28 B19)', async () => {
    const provider = await startSsoProvider({
      accounts: {
        hank: { email: 'hank@example.com', email_verified: false, groups: ['admins'] },
        ivy: { email: 'ivy@example.com', email_verified: true, groups: ['admins'] },
      },
    });
    const app = await createSsoServer(
      ssoEnvironment(provider.issuer, {
        BEACON_OIDC_ROLE_MAPPING: 'admins=super',
        BEACON_OIDC_USERNAME_CLAIM: 'email',
        BEACON_OIDC_SCOPES: 'openid profile email',
      }),
    );
    try {
      const unverified = await signOn(app, 'hank');
      expect(unverified.statusCode).toBe(403);
      expect(unverified.json()).toMatchObject({ code: 'SSO_EMAIL_UNVERIFIED' });
      const verified = await signOn(app, 'ivy');
      expect(verified.statusCode).toBe(200);
      expect(verified.headers.username).toBe('ivy@example.com');
    } finally {
      await app.close();
      await provider.close();
    }
  });

  it('gives the default grants to every user, with a public client (no secret) and another claim', async () => {
    const provider = await startOidcPublicProvider();
    const app = await createSsoServer({
      ...ssoEnvironment(provider.issuer, {
        BEACON_OIDC_ROLES_CLAIM: 'roles',
        BEACON_OIDC_ROLE_MAPPING: 'beacon:super=super',
        BEACON_OIDC_DEFAULT_GRANTS: 'tenant:public@dev',
      }),
      BEACON_OIDC_CLIENT_SECRET: '',
    });
    try {
      const plain = await signOn(app, 'erin');
      expect(plain.statusCode).toBe(200);
      expect(plain.headers.tenant).toBe('public');
      const elevated = await signOn(app, 'frank');
      expect(await rolesOf(app, String(elevated.headers.token))).toEqual(['super']);
    } finally {
      await app.close();
      await provider.close();
    }
  });
});

function startOidcPublicProvider() {
  return startOidcProvider({
    clients: [{ clientId: 'beacon', redirectUri: 'http://localhost:7750/callback' }],
    accounts: { frank: { roles: 'beacon:super other' } },
  });
}

describe('a provider that is down', () => {
  it('does not stop Beacon; sign-ons are answered 503 until the provider is back', async () => {
    const port = await freePort();
    const app = await createSsoServer(
      ssoEnvironment(`http://127.0.0.1:${port}`, { BEACON_OIDC_ROLE_MAPPING: 'admins=super' }),
    );
    let provider: TestProvider | undefined;
    try {
      expect((await app.server.inject({ url: '/pulsar-manager/sso/settings' })).json()).toMatchObject({
        enabled: true,
      });
      const down = await app.server.inject({
        method: 'POST',
        url: '/pulsar-manager/sso/authorization',
        payload: {},
      });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ code: 'SSO_PROVIDER_UNAVAILABLE' });

      provider = await startSsoProvider({ port, accounts: { gina: { groups: ['admins'] } } });
      app.clock.advance(5_000);
      expect((await signOn(app, 'gina')).statusCode).toBe(200);
    } finally {
      await app.close();
      await provider?.close();
    }
  });

  it('answers 503 when the provider goes away between the login form and the exchange', async () => {
    const provider = await startSsoProvider({ accounts: { hal: { groups: ['admins'] } } });
    const app = await createSsoServer(
      ssoEnvironment(provider.issuer, { BEACON_OIDC_ROLE_MAPPING: 'admins=super' }),
    );
    try {
      const flow = await startFlow(app);
      const answer = await signInAtProvider(flow.url, 'hal');
      await provider.close();
      const response = await exchange(app, flow, { code: answer.get('code') ?? '', state: flow.state });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'SSO_PROVIDER_UNAVAILABLE' });
    } finally {
      await app.close();
    }
  });
});

describe('an expired code', () => {
  it('is refused with its own code, not as a password failure', async () => {
    const provider = await startSsoProvider({ codeTtlSeconds: 1, accounts: { ivy: { groups: ['admins'] } } });
    const app = await createSsoServer(
      ssoEnvironment(provider.issuer, { BEACON_OIDC_ROLE_MAPPING: 'admins=super' }),
    );
    try {
      const flow = await startFlow(app);
      const answer = await signInAtProvider(flow.url, 'ivy');
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const response = await exchange(app, flow, { code: answer.get('code') ?? '', state: flow.state });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'SSO_CODE_REJECTED' });
    } finally {
      await app.close();
      await provider.close();
    }
  });
});

describe('flows in progress', () => {
  let provider: TestProvider;
  let app: TestServer;

  beforeEach(async () => {
    provider = await startSsoProvider();
    app = await createSsoServer(ssoEnvironment(provider.issuer, { BEACON_OIDC_ROLE_MAPPING: 'a=super' }));
  });
  afterEach(async () => {
    await app.close();
    await provider.close();
  });

  /** Flows started by `address` (as if by the authorization call), `ageMs` ago. */
  async function fill(count: number, address: (index: number) => string, ageMs = 0) {
    const now = app.clock.now() - ageMs;
    const rows = Array.from({ length: count }, (_, index) => ({
      state: `flood-${ageMs}-${index}`,
      nonce: 'n',
      code_verifier: 'v',
      return_to: '/',
      client_address: address(index),
      created_at: now,
      expires_at: now + FLOW_LIFETIME_MS,
    }));
    for (let start = 0; start < rows.length; start += 500)
      await app.database.db
        .insertInto('sso_login_flows')
        .values(rows.slice(start, start + 500))
        .execute();
  }

  const startFrom = (address: string) =>
    app.server.inject({
      method: 'POST',
      url: '/pulsar-manager/sso/authorization',
      payload: {},
      remoteAddress: address,
    });

  it('one client past its share is refused with Retry-After; everyone else still signs on (issue 28 B17)', async () => {
    await fill(MAX_FLOWS_PER_ADDRESS - 1, () => '127.0.0.7', 60_000);
    // The flooding client's last flow of its share, then a refusal that says when to come back.
    expect((await startFrom('127.0.0.7')).statusCode).toBe(200);
    const refused = await startFrom('127.0.0.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'SSO_TOO_MANY_FLOWS' });
    // Its oldest flow expires in 9 minutes.
    expect(refused.headers['retry-after']).toBe(String((FLOW_LIFETIME_MS - 60_000) / 1000));
    // Another client is not held up by it.
    expect((await startFrom('127.0.0.9')).statusCode).toBe(200);
    expect((await startFlow(app)).state).toMatch(/^[\w-]{43}$/);
  });

  it('are capped in all: past the limit a new sign-on is refused with 429 until some expire', async () => {
    await fill(MAX_FLOWS_IN_PROGRESS, (index) => `127.${index >> 8}.${index & 255}.1`);
    const refused = await startFrom('127.0.0.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'SSO_TOO_MANY_FLOWS' });
    expect(refused.headers['retry-after']).toBe(String(FLOW_LIFETIME_MS / 1000));

    app.clock.advance(FLOW_LIFETIME_MS);
    expect((await startFlow(app)).state).toMatch(/^[\w-]{43}$/);
  });
});

describe('a roles claim nested in the token', () => {
  it('is read by its dotted path (Keycloak realm_access.roles)', async () => {
    const provider = await startOidcProvider({
      clients: [
        {
          clientId: 'beacon',
          clientSecret: 'beacon-test-client-secret',
          redirectUri: 'http://localhost:7750/callback',
        },
      ],
      accounts: { kim: { realm_access: { roles: ['beacon-super', 'offline_access'] } } },
      extraProfileClaims: ['realm_access'],
    });
    const app = await createSsoServer(
      ssoEnvironment(provider.issuer, {
        BEACON_OIDC_ROLES_CLAIM: 'realm_access.roles',
        BEACON_OIDC_ROLE_MAPPING: 'beacon-super=super',
      }),
    );
    try {
      const response = await signOn(app, 'kim');
      expect(response.statusCode).toBe(200);
      expect(await rolesOf(app, String(response.headers.token))).toEqual(['super']);
    } finally {
      await app.close();
      await provider.close();
    }
  });
});
