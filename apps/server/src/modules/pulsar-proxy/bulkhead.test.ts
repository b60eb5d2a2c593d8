import type { ErrorResponse } from '@beacon/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type FakeBroker,
  type SessionClient,
  startFakeBroker,
  type TestServer,
} from '../../test-support/index.ts';

describe('one slow environment never starves the others', () => {
  let app: TestServer;
  let superSession: SessionClient;
  let slow: FakeBroker;
  let healthy: FakeBroker;

  beforeEach(async () => {
    const hangOnStats = (request: { url: string }) =>
      request.url.endsWith('/stats')
        ? { hang: true, status: 200 }
        : { status: 200, headers: { 'content-type': 'application/json' }, body: '[]' };
    slow = await startFakeBroker({ answer: hangOnStats });
    healthy = await startFakeBroker({
      answer: () => ({ status: 200, headers: { 'content-type': 'application/json' }, body: '["public"]' }),
    });
    const server = await createServerWithSuperuser({ proxyMaxConcurrency: 2, proxyTimeoutMs: 1500 });
    app = server.app;
    superSession = await server.loggedIn();
    for (const [name, broker] of [
      ['slow', slow],
      ['healthy', healthy],
    ] as const) {
      const created = await superSession.request('PUT', '/pulsar-manager/environments/environment', {
        name,
        broker: broker.url,
        bookie: broker.url,
      });
      expect(created.statusCode).toBe(200);
    }
  });
  afterEach(async () => {
    await app.close();
    await slow.close();
    await healthy.close();
  });

  const get = (url: string, environment: string) =>
    app.server.inject({ method: 'GET', url, headers: { token: superSession.token!, environment } });

  it('answers 503 at once past the cap, 504 when the broker stays silent, and keeps serving other environments', async () => {
    const stuck = [
      get('/admin/v2/persistent/ta/ns/a/stats', 'slow'),
      get('/admin/v2/persistent/ta/ns/b/stats', 'slow'),
    ];
    let stuckSettled = false;
    const settled = Promise.all(stuck).then((responses) => {
      stuckSettled = true;
      return responses;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const refused = await get('/admin/v2/persistent/ta/ns/c/stats', 'slow');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json<ErrorResponse>().error).toBe(
      "Environment 'slow' is busy: 2 calls are already in flight",
    );
    // "At once": the refusal came while both stuck calls were still waiting on the broker.
    expect(stuckSettled).toBe(false);

    const other = await get('/admin/v2/tenants', 'healthy');
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(['public']);

    for (const response of await settled) {
      expect(response.statusCode).toBe(504);
      expect(response.json<ErrorResponse>().error).toBe("Environment 'slow' did not answer within 1.5 s");
    }
    // The slots are free again once the stuck calls ended.
    expect((await get('/admin/v2/tenants', 'slow')).statusCode).toBe(200);
  });
});
