// The browser's session is the HttpOnly Admin-Token cookie the server sets (decision 0019); scripts
// keep the `token` header. Cookie-authenticated writes still need the CSRF double submit.
import { MESSAGES, type ErrorResponse, type UserInfoResponse } from '@beacon/contracts';
import { newUserCredentials } from '@beacon/test-kit';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerWithSuperuser, type TestServer } from '../../test-support/index.ts';

const MINUTE = 60_000;

function cookieOf(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** A browser: sends back every cookie it was given, never a `token` header. */
class Browser {
  readonly #app: TestServer;
  readonly cookies = new Map<string, string>();
  constructor(app: TestServer) {
    this.#app = app;
  }

  async send(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { payload?: object; csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const xsrf = this.cookies.get('XSRF-TOKEN');
    const response = await this.#app.server.inject({
      method,
      url,
      headers: {
        ...(this.cookies.size > 0
          ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
        ...(options.csrf !== false && xsrf ? { 'x-xsrf-token': xsrf } : {}),
        ...options.headers,
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0;
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** As Beacon's web logs in: asking for the session as the HttpOnly cookie. */
  login(username: string, password: string, headers: Record<string, string> = {}) {
    return this.send('POST', '/pulsar-manager/login', {
      payload: { username, password },
      headers: { 'x-beacon-session': 'cookie', ...headers },
    });
  }
}

describe('the HttpOnly Admin-Token session cookie', () => {
  let app: TestServer | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function signedInBrowser(overrides: Parameters<typeof createServerWithSuperuser>[0] = {}) {
    const server = await createServerWithSuperuser(overrides);
    app = server.app;
    const browser = new Browser(app);
    const login = await browser.login(server.admin.username, server.admin.password);
    expect(login.statusCode).toBe(200);
    return { server, browser, login };
  }

  it('is not set for a login that does not ask for it (scripts, Pulsar Manager’s own front end)', async () => {
    const server = await createServerWithSuperuser();
    app = server.app;
    const script = new Browser(app);
    const login = await script.login(server.admin.username, server.admin.password, {
      'x-beacon-session': 'token',
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers.token).toBeTruthy();
    expect(cookieOf(login, 'Admin-Token')).toBeUndefined();
  });

  it('is set at login: HttpOnly, SameSite=Strict, Path=/, not Secure over http; the token header stays', async () => {
    const { login } = await signedInBrowser();
    const cookie = cookieOf(login, 'Admin-Token');
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Strict' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.value).toBe(login.headers.token);
    expect(login.headers.username).toBeTruthy();
  });

  it('is Secure when the login came over https through a trusted proxy', async () => {
    const server = await createServerWithSuperuser({ trustProxy: true });
    app = server.app;
    const login = await new Browser(app).login(server.admin.username, server.admin.password, {
      'x-forwarded-proto': 'https',
    });
    expect(cookieOf(login, 'Admin-Token')).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    });
    expect(cookieOf(login, 'XSRF-TOKEN')?.secure).toBe(true);
  });

  it('authenticates a browser that sends only cookies, and its writes with the CSRF token', async () => {
    const { browser } = await signedInBrowser();
    const userInfo = await browser.send('GET', '/pulsar-manager/users/userInfo');
    expect(userInfo.statusCode).toBe(200);
    expect(userInfo.json<UserInfoResponse>().roles).toEqual(['super']);

    const user = newUserCredentials('by-cookie');
    const created = await browser.send('PUT', '/pulsar-manager/users/user', {
      payload: { name: user.username, password: user.password, email: 'cookie@example.com' },
    });
    expect(created.statusCode).toBe(200);
  });

  it('does not authorize a write without the CSRF token, on the console API or the Pulsar proxy', async () => {
    const { browser } = await signedInBrowser();
    const user = newUserCredentials('forged');
    const forged = await browser.send('PUT', '/pulsar-manager/users/user', {
      payload: { name: user.username, password: user.password, email: 'forged@example.com' },
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json<ErrorResponse>().error).toBe(MESSAGES.csrfRejected);
    const list = await browser.send('GET', '/pulsar-manager/users?page_size=100');
    expect(list.body).not.toContain(user.username);

    const proxied = await browser.send('PUT', '/admin/v2/tenants/forged', { payload: {}, csrf: false });
    expect(proxied.statusCode).toBe(403);
    expect(proxied.json<ErrorResponse>().error).toBe(MESSAGES.csrfRejected);
  });

  it('is cleared by logout, after which the old cookie is refused', async () => {
    const { browser } = await signedInBrowser();
    const stolen = browser.cookies.get('Admin-Token')!;
    const logout = await browser.send('POST', '/pulsar-manager/logout');
    expect(logout.statusCode).toBe(200);
    expect(cookieOf(logout, 'Admin-Token')).toMatchObject({ value: '', maxAge: 0, httpOnly: true });
    expect(browser.cookies.has('Admin-Token')).toBe(false);

    browser.cookies.set('Admin-Token', stolen);
    const replayed = await browser.send('GET', '/pulsar-manager/users/userInfo');
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json<ErrorResponse>().error).toBe(MESSAGES.pleaseLogin);
    // The refusal drops the dead cookie too: the web's local logout cannot, as it cannot see it.
    expect(cookieOf(replayed, 'Admin-Token')?.maxAge).toBe(0);
  });

  it('is dropped by the answer that finds its session expired', async () => {
    const { browser } = await signedInBrowser();
    expect(browser.cookies.has('Admin-Token')).toBe(true);
    app!.clock.advance(31 * MINUTE);
    const expired = await browser.send('GET', '/pulsar-manager/users/userInfo');
    expect(expired.statusCode).toBe(401);
    expect(cookieOf(expired, 'Admin-Token')).toMatchObject({ maxAge: 0, httpOnly: true });
    expect(browser.cookies.has('Admin-Token')).toBe(false);
  });

  it('yields to the token header, which scripts keep using', async () => {
    const { server, browser, login } = await signedInBrowser();
    const script = await server.app.server.inject({
      url: '/pulsar-manager/users/userInfo',
      headers: { token: String(login.headers.token) },
    });
    expect(script.statusCode).toBe(200);
    // An explicit header is the credential, even when it is wrong and a good cookie is present.
    const wrongHeader = await browser.send('GET', '/pulsar-manager/users/userInfo', {
      headers: { token: 'not-a-session' },
    });
    expect(wrongHeader.statusCode).toBe(401);
    expect(cookieOf(wrongHeader, 'Admin-Token')).toBeUndefined();
  });

  it('a new login replaces the session the cookie held (no fixation)', async () => {
    const { server, browser } = await signedInBrowser();
    const first = browser.cookies.get('Admin-Token')!;
    const again = await browser.login(server.admin.username, server.admin.password);
    expect(again.statusCode).toBe(200);
    expect(browser.cookies.get('Admin-Token')).not.toBe(first);
    const old = await server.app.server.inject({
      url: '/pulsar-manager/users/userInfo',
      headers: { token: first },
    });
    expect(old.statusCode).toBe(401);
  });

  it('cannot be planted by a login another site starts', async () => {
    const server = await createServerWithSuperuser();
    app = server.app;
    const crossSite = await new Browser(app).login(server.admin.username, server.admin.password, {
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json<ErrorResponse>().error).toBe(MESSAGES.crossOriginRejected);
    expect(cookieOf(crossSite, 'Admin-Token')).toBeUndefined();
  });
});
