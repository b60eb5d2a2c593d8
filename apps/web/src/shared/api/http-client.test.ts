import { COOKIES, REQUEST_TIMEOUT_MS } from '@beacon/contracts';
import { HttpResponse, delay, http, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserCookies, storeCookie } from '../../test/browser-cookies.ts';
import { network } from '../../test/network.ts';
import { connectErrorCatalogue } from './error-catalogue.ts';
import { request, requestData } from './http-client.ts';
import { HttpError } from './http-error.ts';

/** What the error catalogue did, as the running app would show it. */
let effects: {
  toasts: { text: string; durationMs: number }[];
  navigations: string[];
  reloads: number;
  path: string;
};

beforeEach(() => {
  effects = { toasts: [], navigations: [], reloads: 0, path: '/management/tenants' };
  const disconnect = connectErrorCatalogue({
    showError: (text, durationMs) => effects.toasts.push({ text, durationMs }),
    navigate: (path) => effects.navigations.push(path),
    reloadPage: () => effects.reloads++,
    currentPath: () => effects.path,
  });
  return disconnect;
});
afterEach(() => vi.useRealTimers());

function answer(status: number, body: string | JsonBodyType) {
  network.use(
    http.get('/pulsar-manager/probe', () =>
      typeof body === 'string' ? new HttpResponse(body, { status }) : HttpResponse.json(body, { status }),
    ),
  );
}

describe('http client: proxied Pulsar calls', () => {
  it('sends Pulsar paths unprefixed, with the routing header and a raw body as given', async () => {
    const seen: Request[] = [];
    network.use(
      http.put('/admin/v2/namespaces/finance/payments/0x00000000_0x80000000/split', ({ request }) => {
        seen.push(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );

    const response = await request('/admin/v2/namespaces/finance/payments/0x00000000_0x80000000/split', {
      api: 'pulsar',
      method: 'PUT',
      pulsarRouting: { cluster: 'us-east' },
      rawBody: { body: '3', contentType: 'text/plain' },
    });

    expect(response.status).toBe(204);
    expect(seen[0]?.headers.get('x-pulsar-cluster')).toBe('us-east');
    expect(seen[0]?.headers.get('content-type')).toBe('text/plain');
    expect(await seen[0]?.text()).toBe('3');
  });
});

describe('http client: statuses', () => {
  it('hands a 2xx answer to the caller with its parsed body and headers', async () => {
    network.use(
      http.get('/pulsar-manager/probe', () => HttpResponse.json({ ok: true }, { headers: { token: 'abc' } })),
    );

    const response = await request<{ ok: boolean }>('/probe');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(response.headers.get('token')).toBe('abc');
    expect(effects.toasts).toEqual([]);
  });

  it('hands a 4xx answer to the caller too, after toasting its error for 5 seconds', async () => {
    answer(409, { error: 'Tenant already exists', message: 'Tenant already exists' });

    const response = await request('/probe');

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'Tenant already exists', message: 'Tenant already exists' });
    expect(effects.toasts).toEqual([{ text: 'Tenant already exists', durationMs: 5000 }]);
  });

  it('rejects a 5xx answer with an HttpError carrying the status and the server text', async () => {
    answer(503, { error: 'Broker unavailable', message: 'Broker unavailable' });

    const failure = await request('/probe').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ failure: 'status', status: 503, message: 'Broker unavailable' });
    expect(effects.toasts).toEqual([{ text: 'Broker unavailable', durationMs: 5000 }]);
  });

  it('requestData resolves with the body of a 2xx and rejects any other answer', async () => {
    answer(200, { tenants: ['public'] });
    await expect(requestData('/probe')).resolves.toEqual({ tenants: ['public'] });

    answer(404, { reason: 'Tenant does not exist' });
    await expect(requestData('/probe')).rejects.toMatchObject({
      status: 404,
      message: 'Tenant does not exist',
    });
  });

  it('leaves errors to the caller when asked to', async () => {
    answer(401, { error: 'Please login.', message: 'Please login.' });
    storeCookie('username', 'operator');

    const response = await request('/probe', { reportErrors: false });

    expect(response.status).toBe(401);
    expect(effects).toEqual({ toasts: [], navigations: [], reloads: 0, path: '/management/tenants' });
    expect(browserCookies().username).toBe('operator');
  });

  it('rejects when the network fails, and says so', async () => {
    network.use(http.get('/pulsar-manager/probe', () => HttpResponse.error()));

    await expect(request('/probe')).rejects.toMatchObject({ failure: 'network' });
    expect(effects.toasts).toEqual([{ text: 'Cannot reach the server', durationMs: 5000 }]);
  });

  it(`gives up after ${REQUEST_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    network.use(
      http.get('/pulsar-manager/probe', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );

    const pending = request('/probe').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(effects.toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);

    expect(await pending).toMatchObject({ failure: 'timeout' });
    expect(effects.toasts).toEqual([
      { text: 'The server did not answer within 60 seconds', durationMs: 5000 },
    ]);
  });

  it('waits as long as a call says its answer takes (a replay at a slow rate)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    network.use(
      http.get('/pulsar-manager/probe', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );

    const pending = request('/probe', { timeoutMs: 150_000 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(effects.toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(150_000 - REQUEST_TIMEOUT_MS);

    expect(await pending).toMatchObject({ failure: 'timeout' });
    expect(effects.toasts).toEqual([
      { text: 'The server did not answer within 150 seconds', durationMs: 5000 },
    ]);
  });
});

describe('http client: the error catalogue', () => {
  it('logs out locally and reloads on a 401 that asks to log in', async () => {
    storeCookie('username', 'operator');
    storeCookie(COOKIES.environment, 'staging');
    storeCookie(COOKIES.tenant, 'finance');
    storeCookie(COOKIES.xsrf, 'xsrf-1');
    answer(401, { error: 'Please login.', message: 'Please login.' });

    await request('/probe');

    expect(effects.reloads).toBe(1);
    expect(effects.toasts).toEqual([]);
    const cookies = browserCookies();
    // The HttpOnly Admin-Token is not the page's to clear: the server's 401 answer already dropped it.
    for (const name of ['username', COOKIES.environment, COOKIES.tenant, COOKIES.xsrf]) {
      expect(cookies[name]).toBeUndefined();
    }
  });

  it('logs out without reloading the login page itself, which would wipe what is being typed', async () => {
    storeCookie('username', 'operator');
    effects.path = '/login';
    answer(401, { error: 'Please login.', message: 'Please login.' });

    await request('/probe');

    expect(effects.reloads).toBe(0);
    expect(browserCookies().username).toBeUndefined();
  });

  it('toasts any other 401 and keeps the session', async () => {
    storeCookie('username', 'operator');
    answer(401, { error: 'Token expired for broker', message: 'Token expired for broker' });

    await request('/probe');

    expect(effects.reloads).toBe(0);
    expect(effects.toasts.map((toast) => toast.text)).toEqual(['Token expired for broker']);
    expect(browserCookies().username).toBe('operator');
  });

  it('goes to /environments, silently, on a 400 about no active environment', async () => {
    answer(400, { error: 'This is no active environment', message: 'This is no active environment' });

    await request('/probe');

    expect(effects.navigations).toEqual(['/environments']);
    expect(effects.toasts).toEqual([]);
  });

  it("shows Pulsar's reason, then Beacon's error, then the plain body text", async () => {
    answer(412, { reason: 'Namespace is not empty', error: 'ignored' });
    await request('/probe');
    answer(422, 'Invalid retention policy');
    await request('/probe');

    expect(effects.toasts.map((toast) => toast.text)).toEqual([
      'Namespace is not empty',
      'Invalid retention policy',
    ]);
  });

  it("says 'not found' for a 404 without a body", async () => {
    answer(404, '');
    await request('/probe');

    expect(effects.toasts.map((toast) => toast.text)).toEqual(['not found']);
  });

  it('stays silent when a cluster simply has no isolation policies yet', async () => {
    answer(404, { reason: 'NamespaceIsolationPolicies for cluster standalone does not exist' });
    await request('/probe');

    expect(effects.toasts).toEqual([]);
  });

  it('rewords the incompatible-schema failure', async () => {
    answer(409, 'Trying to subscribe with incompatible schema for topic persistent://public/default/t');
    await request('/probe');

    expect(effects.toasts.map((toast) => toast.text)).toEqual([
      'Incompatible schema detected while heartbeating',
    ]);
  });
});

describe('http client: requests', () => {
  it('sends the session headers from the cookies, and only those that have a value', async () => {
    const seen: Request[] = [];
    network.use(
      http.post('/pulsar-manager/probe', ({ request: sent }) => {
        seen.push(sent);
        return HttpResponse.json({});
      }),
    );
    storeCookie(COOKIES.xsrf, 'xsrf-1');
    storeCookie('username', 'operator');

    await request('/probe', { method: 'POST', json: { name: 'x' } });
    storeCookie(COOKIES.tenant, 'finance');
    storeCookie(COOKIES.environment, 'staging');
    await request('/probe', { method: 'POST', json: { name: 'x' } });

    const [signedOut, signedIn] = seen.map((sent) => Object.fromEntries(sent.headers));
    expect(signedOut).not.toHaveProperty('token');
    expect(signedOut).not.toHaveProperty('environment');
    expect(signedOut).toMatchObject({ username: 'operator', 'x-xsrf-token': 'xsrf-1' });
    // The session is the HttpOnly cookie the browser sends itself: no script-held token (decision 0019).
    expect(signedIn).not.toHaveProperty('token');
    expect(signedIn).toMatchObject({
      username: 'operator',
      tenant: 'finance',
      environment: 'staging',
      'x-xsrf-token': 'xsrf-1',
      'content-type': 'application/json',
      // Asks that a login's session come as the HttpOnly cookie (decision 0019).
      'x-beacon-session': 'cookie',
    });
  });

  it('prefixes console paths, leaves Pulsar paths as they are, and encodes the query', async () => {
    const urls: string[] = [];
    network.use(
      http.get('/pulsar-manager/users', ({ request: sent }) => {
        urls.push(sent.url);
        return HttpResponse.json([]);
      }),
      http.get('/admin/v2/tenants', ({ request: sent }) => {
        urls.push(sent.url);
        return HttpResponse.json([]);
      }),
    );

    await request('/users', { query: { page_num: 1, page_size: 20, filter: 'a b', unused: undefined } });
    await request('/admin/v2/tenants', { api: 'pulsar' });

    expect(urls).toEqual([
      `${window.location.origin}/pulsar-manager/users?page_num=1&page_size=20&filter=a+b`,
      `${window.location.origin}/admin/v2/tenants`,
    ]);
  });
});
