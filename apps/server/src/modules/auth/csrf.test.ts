import type { ErrorResponse } from '@beacon/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  cookieFrom,
  createServerWithSuperuser,
  createTestServer,
  type ServerWithSuperuser,
  SessionClient,
  type TestServer,
} from '../../test-support/index.ts';

describe('CSRF protection of unsafe methods', () => {
  let app: TestServer;
  let admin: ServerWithSuperuser['admin'];
  let loggedIn: ServerWithSuperuser['loggedIn'];

  beforeEach(async () => {
    ({ app, admin, loggedIn } = await createServerWithSuperuser());
  });
  afterEach(() => app.close());

  it('GET /pulsar-manager/csrf-token sets a readable, same-site XSRF-TOKEN cookie', async () => {
    const response = await app.server.inject({ url: '/pulsar-manager/csrf-token' });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(response.json()).toEqual({ token: cookie?.value });
  });

  it('accepts an unsafe call whose header matches the cookie of its own session', async () => {
    const client = await loggedIn();
    const response = await client.request('POST', '/pulsar-manager/logout');
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unsafe call without the X-XSRF-TOKEN header', async () => {
    const client = await loggedIn();
    const response = await app.server.inject({
      method: 'POST',
      url: '/pulsar-manager/logout',
      headers: { token: client.token!, cookie: `XSRF-TOKEN=${client.xsrf}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorResponse>().error).toBe('Missing or invalid CSRF token');
  });

  it('refuses a header that differs from the cookie', async () => {
    const client = await loggedIn();
    const other = await loggedIn();
    const response = await app.server.inject({
      method: 'POST',
      url: '/pulsar-manager/logout',
      headers: { token: client.token!, cookie: `XSRF-TOKEN=${client.xsrf}`, 'x-xsrf-token': other.xsrf! },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a token minted for session A when it is used in session B', async () => {
    const sessionA = await loggedIn();
    const sessionB = await loggedIn();
    sessionB.xsrf = sessionA.xsrf;
    const response = await sessionB.request('POST', '/pulsar-manager/logout');
    expect(response.statusCode).toBe(403);
  });

  it('refuses an anonymous token once the caller is logged in', async () => {
    const client = new SessionClient(app);
    const anonymous = await client.fetchCsrfToken();
    await client.login(admin.username, admin.password);
    client.xsrf = anonymous;
    expect((await client.request('POST', '/pulsar-manager/logout')).statusCode).toBe(403);
  });

  it('binds the token from csrf-token to the session when the token header is sent', async () => {
    const client = await loggedIn();
    await client.fetchCsrfToken();
    expect((await client.request('POST', '/pulsar-manager/logout')).statusCode).toBe(200);
  });

  it('refuses an unsafe call sent from another site or an opaque origin, even with a valid token', async () => {
    const client = await loggedIn();
    for (const origin of ['https://evil.example', 'null']) {
      const response = await app.server.inject({
        method: 'POST',
        url: '/pulsar-manager/logout',
        headers: {
          token: client.token!,
          cookie: `XSRF-TOKEN=${client.xsrf}`,
          'x-xsrf-token': client.xsrf!,
          origin,
        },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorResponse>().error).toBe('Cross-origin request refused');
    }
    const sameOrigin = await app.server.inject({
      method: 'POST',
      url: '/pulsar-manager/logout',
      headers: {
        token: client.token!,
        cookie: `XSRF-TOKEN=${client.xsrf}`,
        'x-xsrf-token': client.xsrf!,
        origin: 'http://localhost:80',
        host: 'localhost:80',
      },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('accepts a login from an origin BEACON_PUBLIC_ORIGINS names, behind a proxy that rewrites Host (issue 28 C22)', async () => {
    // Pulsar Manager's own nginx and dev-server configurations send Host: localhost:7750 upstream.
    const behindProxy = await createTestServer({ publicOrigins: ['http://localhost:9527'] });
    try {
      await behindProxy.superuserBootstrap.seedFromConfig(admin.username, admin.password);
      const login = (origin: string) =>
        behindProxy.server.inject({
          method: 'POST',
          url: '/pulsar-manager/login',
          headers: { origin, host: 'localhost:7750' },
          payload: { username: admin.username, password: admin.password },
        });
      expect((await login('http://localhost:9527')).statusCode).toBe(200);
      const elsewhere = await login('http://localhost:9528');
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.json<ErrorResponse>().error).toBe('Cross-origin request refused');
      // Without the setting the same login is refused, as before.
      const refused = await app.server.inject({
        method: 'POST',
        url: '/pulsar-manager/login',
        headers: { origin: 'http://localhost:9527', host: 'localhost:7750' },
        payload: { username: admin.username, password: admin.password },
      });
      expect(refused.statusCode).toBe(403);
    } finally {
      await behindProxy.close();
    }
  });

  it('refuses a BEACON_PUBLIC_ORIGINS entry that is not an origin, at start', () => {
    expect(() => loadConfig({ BEACON_PUBLIC_ORIGINS: 'https://pulsar.example.com/console' })).toThrow(
      /BEACON_PUBLIC_ORIGINS.*is not an origin/s,
    );
    expect(
      loadConfig({ BEACON_PUBLIC_ORIGINS: 'https://a.example, http://localhost:9527' }).publicOrigins,
    ).toEqual(['https://a.example', 'http://localhost:9527']);
  });

  it('exempts login, which has no session yet', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/pulsar-manager/login',
      payload: { username: admin.username, password: admin.password },
    });
    expect(response.statusCode).toBe(200);
    expect(cookieFrom(response, 'XSRF-TOKEN')).toBeTruthy();
  });

  it('guards the bootstrap call, which has no session, with an anonymous token', async () => {
    const response = await app.server.inject({
      method: 'PUT',
      url: '/pulsar-manager/users/superuser',
      payload: { name: 'second', password: 'a-long-enough-password' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorResponse>().error).toBe('Missing or invalid CSRF token');
  });
});
