import { afterEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/index.ts';
import { STRICT_TRANSPORT_SECURITY } from './security-headers.ts';

describe('Strict-Transport-Security', () => {
  let app: TestServer | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('is sent when a trusted proxy says the request came over https', async () => {
    app = await createTestServer({ trustProxy: true });
    const response = await app.server.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=31536000; includeSubDomains');
  });

  it('is sent on refusals too, not only on successful answers', async () => {
    app = await createTestServer({ trustProxy: true });
    const refused = await app.server.inject({
      url: '/pulsar-manager/users/userInfo',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('is never sent over plain http', async () => {
    app = await createTestServer({ trustProxy: true });
    const direct = await app.server.inject({ url: '/healthz' });
    const forwardedHttp = await app.server.inject({
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    expect(forwardedHttp.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    app = await createTestServer({ trustProxy: false });
    const response = await app.server.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
