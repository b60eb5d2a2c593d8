// Behind nginx (docs/operations.md): the browser's Origin is the public address, Beacon sees the
// proxy's request. The cross-origin check compares Origin with the request's protocol and host, which
// come from X-Forwarded-Proto and X-Forwarded-Host (else Host) only under BEACON_TRUST_PROXY.
import { COOKIES, MESSAGES, type ErrorResponse } from '@beacon/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerWithSuperuser, type ServerWithSuperuser } from '../test-support/index.ts';

const PUBLIC_ORIGIN = 'https://console.example.com';

describe('writes through a TLS-terminating reverse proxy', () => {
  let server: ServerWithSuperuser | undefined;
  afterEach(() => server?.app.close());

  /** A login as the browser sends it, as nginx hands it on with the documented headers. */
  const loginThroughProxy = (running: ServerWithSuperuser, proxyHeaders: Record<string, string>) =>
    running.app.server.inject({
      method: 'POST',
      url: '/pulsar-manager/login',
      headers: { origin: PUBLIC_ORIGIN, 'content-type': 'application/json', ...proxyHeaders },
      payload: { username: running.admin.username, password: running.admin.password },
    });

  it('accepts them with BEACON_TRUST_PROXY and Host + X-Forwarded-Proto passed on', async () => {
    server = await createServerWithSuperuser({ trustProxy: ['127.0.0.1'] });
    const login = await loginThroughProxy(server, {
      host: 'console.example.com',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.7',
    });
    expect(login.statusCode, login.body).toBe(200);
    // The public side is https: the XSRF cookie is Secure.
    expect(login.cookies.find((cookie) => cookie.name === COOKIES.xsrf)?.secure).toBe(true);
  });

  it('accepts them with X-Forwarded-Host when the proxy rewrites Host to the upstream', async () => {
    server = await createServerWithSuperuser({ trustProxy: ['127.0.0.1'] });
    const login = await loginThroughProxy(server, {
      host: '127.0.0.1:7750',
      'x-forwarded-host': 'console.example.com',
      'x-forwarded-proto': 'https',
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('refuses them without BEACON_TRUST_PROXY (the forwarded headers are not believed)', async () => {
    server = await createServerWithSuperuser();
    const login = await loginThroughProxy(server, {
      host: 'console.example.com',
      'x-forwarded-proto': 'https',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json<ErrorResponse>().reason).toBe(MESSAGES.crossOriginRejected);
  });

  it('refuses them from a proxy address it was not told to trust', async () => {
    server = await createServerWithSuperuser({ trustProxy: ['10.0.0.1'] });
    const login = await loginThroughProxy(server, {
      host: 'console.example.com',
      'x-forwarded-proto': 'https',
    });
    expect(login.statusCode).toBe(403);
  });
});
