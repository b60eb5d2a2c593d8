// A single sign-on super user confirms a sensitive action by signing in again at the provider
// (issue 28 B16), against a real OpenID Connect provider (oidc-provider on loopback).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CONFIRMATION_REQUIRED } from '@beacon/contracts';
import { newUserCredentials } from '@beacon/test-kit';
import { signInAtProvider } from '../../test-support/oidc-browser.ts';
import type { TestProvider } from '../../test-support/oidc-provider.ts';
import { createSsoServer, signOn, ssoEnvironment, startSsoProvider } from '../../test-support/sso-server.ts';
import { SessionClient, cookieFrom, type TestServer } from '../../test-support/index.ts';
import { FLOW_COOKIE, SSO_PATHS } from './sso.routes.ts';

describe('a single sign-on super user confirming a sensitive action at the provider', () => {
  let provider: TestProvider;
  let app: TestServer;

  beforeAll(async () => {
    provider = await startSsoProvider({
      accounts: { alice: { groups: ['admins'] }, mallory: { groups: ['admins'] } },
    });
    app = await createSsoServer(
      ssoEnvironment(provider.issuer, { BEACON_OIDC_ROLE_MAPPING: 'admins=super' }),
    );
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  /** A session of `login`, signed on through the provider, driven as the web drives it. */
  async function signedOn(login: string): Promise<SessionClient> {
    const answer = await signOn(app, login);
    expect(answer.statusCode).toBe(200);
    const session = new SessionClient(app);
    session.token = String(answer.headers.token);
    session.xsrf = cookieFrom(answer, 'XSRF-TOKEN');
    return session;
  }

  /** Creating another super user: one of the actions that need a recent confirmation. */
  const createSuper = (session: SessionClient) => {
    const user = newUserCredentials('second-super');
    return session.request('PUT', '/pulsar-manager/users/user', {
      name: user.username,
      password: user.password,
      email: 'second@example.com',
      superUser: true,
    });
  };

  /** Starts a reconfirmation for `session`, signs in at the provider as `login`, and exchanges the answer as `finisher`. */
  async function reconfirm(session: SessionClient, login: string, finisher = session) {
    const started = await session.request('POST', SSO_PATHS.reconfirmation, { returnTo: '/users' });
    expect(started.statusCode, started.body).toBe(200);
    const { url } = started.json<{ url: string }>();
    const answer = await signInAtProvider(url, login);
    return app.server.inject({
      method: 'POST',
      url: SSO_PATHS.exchange,
      headers: { token: finisher.token ?? '' },
      cookies: { [FLOW_COOKIE]: cookieFrom(started, FLOW_COOKIE) ?? '' },
      payload: { code: answer.get('code') ?? '', state: answer.get('state') ?? '' },
    });
  }

  it('says a provider user confirms at the provider, and asks the provider for a fresh sign-in', async () => {
    const alice = await signedOn('alice');
    const info = await alice.request('GET', '/pulsar-manager/users/userInfo');
    expect(info.json()).toMatchObject({ userName: 'alice', confirmsWith: 'provider' });

    const started = await alice.request('POST', SSO_PATHS.reconfirmation, { returnTo: '/users' });
    const url = new URL(started.json<{ url: string }>().url);
    expect(url.searchParams.get('prompt')).toBe('login');
    expect(url.searchParams.get('max_age')).toBe('0');
  });

  it('refuses the action before, and allows it after, a fresh sign-in as the same account', async () => {
    const alice = await signedOn('alice');
    const before = await createSuper(alice);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ code: PASSWORD_CONFIRMATION_REQUIRED });

    const confirmed = await reconfirm(alice, 'alice');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ login: 'confirmed', returnTo: '/users' });
    // No new session: the one that asked is confirmed.
    expect(confirmed.headers.token).toBeUndefined();

    expect((await createSuper(alice)).statusCode).toBe(200);
    const audit = await app.database.db
      .selectFrom('audit_log')
      .select(['action', 'result'])
      .where('actor', '=', 'alice')
      .where('action', '=', 'auth.confirm-password')
      .execute();
    expect(audit).toEqual([{ action: 'auth.confirm-password', result: 'success' }]);
  });

  it('confirms nothing when another account signs in at the provider', async () => {
    const alice = await signedOn('alice');
    const refused = await reconfirm(alice, 'mallory');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'SSO_RECONFIRMATION_REFUSED' });
    expect((await createSuper(alice)).statusCode).toBe(403);
  });

  it('confirms nothing for a session other than the one that asked', async () => {
    const asking = await signedOn('alice');
    const other = await signedOn('alice');
    const refused = await reconfirm(asking, 'alice', other);
    expect(refused.json()).toMatchObject({ code: 'SSO_RECONFIRMATION_REFUSED' });
    expect((await createSuper(other)).statusCode).toBe(403);
    expect((await createSuper(asking)).statusCode).toBe(403);
  });

  it('confirms nothing when the provider’s sign-in is older than the confirmation it answers', async () => {
    // Beacon's clock runs ahead of the provider's by more than the allowed skew: the provider's
    // sign-in (its auth_time) then predates the flow, as a remembered sign-in would. (The test
    // server's clock starts in January; the provider keeps real time. Later tests confirm nothing.)
    app.clock.advance(Date.now() - app.clock.now() + 5 * 60_000);
    const alice = await signedOn('alice');
    const refused = await reconfirm(alice, 'alice');
    expect(refused.json()).toMatchObject({ code: 'SSO_RECONFIRMATION_REFUSED' });
    expect((await createSuper(alice)).statusCode).toBe(403);
  });

  it('sends a password user to its password', async () => {
    const local = newUserCredentials('local');
    await app.superuserBootstrap.seedFromConfig(local.username, local.password);
    const session = new SessionClient(app);
    expect((await session.login(local.username, local.password)).statusCode).toBe(200);
    expect((await session.request('GET', '/pulsar-manager/users/userInfo')).json()).toMatchObject({
      confirmsWith: 'password',
    });
    const refused = await session.request('POST', SSO_PATHS.reconfirmation, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'SSO_NO_PROVIDER_ACCOUNT' });
  });
});
