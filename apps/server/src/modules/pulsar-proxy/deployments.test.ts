// Beacon's proxy against the deployments of issue 13 (items 4, 7, 8, 9), faked at the network
// boundary as Pulsar 4.0 answers: two clusters with authorization on, brokers with an https port,
// a Pulsar proxy in front of unreachable brokers, and a token Pulsar accepts but does not allow.
import type { ConnectionTestResult, ErrorResponse } from '@beacon/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type FakeBroker,
  type ServerWithSuperuser,
  type SessionClient,
  startFakeBroker,
} from '../../test-support/index.ts';
import {
  type FakeDeployment,
  json,
  startBehindProxy,
  startDeployment,
} from '../../test-support/deployment-fakes.ts';

const ENVIRONMENTS = '/pulsar-manager/environments';

describe('the proxy against real deployments', () => {
  let server: ServerWithSuperuser;
  let session: SessionClient;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    server = await createServerWithSuperuser();
    session = await server.loggedIn();
  });
  afterAll(async () => {
    await server.app.close();
  });
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  async function addEnvironment(name: string, url: string, extra: Record<string, string> = {}) {
    const created = await session.request('PUT', `${ENVIRONMENTS}/environment`, {
      name,
      broker: url,
      bookie: url,
      ...extra,
    });
    expect(created.statusCode, created.body).toBe(200);
  }

  const call = (
    environment: string,
    url: string,
    routing: Record<string, string> = {},
    method: 'GET' | 'POST' = 'GET',
  ) =>
    server.app.server.inject({
      method,
      url,
      headers: {
        token: session.token!,
        environment,
        ...routing,
        ...(method === 'POST'
          ? {
              'content-type': 'application/json',
              'x-xsrf-token': session.xsrf!,
              cookie: `XSRF-TOKEN=${session.xsrf!}`,
            }
          : {}),
      },
      ...(method === 'POST' ? { payload: '{"messages":[{"payload":"hello"}]}' } : {}),
    });

  async function deployment(options: Parameters<typeof startDeployment>[0]): Promise<FakeDeployment> {
    const started = await startDeployment(options);
    closers.push(() => started.close());
    return started;
  }

  it('routes cluster and broker calls to each cluster’s own brokers with authorization on (307 between clusters)', async () => {
    const geo = await deployment({
      clusters: { 'us-east': 2, 'eu-west': 1 },
      authorization: true,
      answer: (request, node) =>
        request.url === '/admin/v2/namespaces/sample/orders/bundles'
          ? json({ boundaries: ['0x00000000', '0xffffffff'], numBundles: 1, answeredBy: node.cluster })
          : undefined,
    });
    await addEnvironment('geo-authorized', geo.url);
    for (const cluster of ['us-east', 'eu-west']) {
      const bundles = await call('geo-authorized', '/admin/v2/namespaces/sample/orders/bundles', {
        'x-pulsar-cluster': cluster,
      });
      expect(bundles.statusCode, bundles.body).toBe(200);
      expect(bundles.json<{ answeredBy: string }>().answeredBy).toBe(cluster);
    }
    const west = geo.brokers.find((broker) => broker.cluster === 'eu-west')!;
    const brokers = await call('geo-authorized', '/admin/v2/brokers/eu-west', {
      'x-pulsar-cluster': 'eu-west',
    });
    expect(brokers.json()).toEqual([west.id]);
    const byBroker = await call('geo-authorized', '/admin/v2/namespaces/sample/orders/bundles', {
      'x-pulsar-broker': west.id,
    });
    expect(byBroker.json<{ answeredBy: string }>().answeredBy).toBe('eu-west');
  });

  it('reaches a TLS broker at its https port with the environment’s CA, and names the certificate without it', async () => {
    const tls = await deployment({
      clusters: { standalone: 2 },
      authorization: true,
      tls: true,
      answer: (request) => (request.url === '/admin/v2/brokers/configuration/runtime' ? json({}) : undefined),
    });
    const untrusted = await session.request('POST', `${ENVIRONMENTS}/environment/test`, {
      name: 'tls-untrusted',
      broker: tls.url,
      bookie: tls.url,
    });
    expect(untrusted.json<ConnectionTestResult>()).toMatchObject({ status: 'unreachable' });
    expect(untrusted.json<ConnectionTestResult>().message).toMatch(/^TLS handshake with .* failed: \w*CERT/);

    await addEnvironment('tls', tls.url, { tlsCa: tls.ca! });
    const second = tls.brokers[1]!;
    const runtime = await call('tls', '/admin/v2/brokers/configuration/runtime', {
      'x-pulsar-broker': second.id,
    });
    expect(runtime.statusCode, runtime.body).toBe(200);
    // The broker id names the http port; the call went to the https one.
    expect(second.https!.requests.map((request) => request.url)).toContain(
      '/admin/v2/brokers/configuration/runtime',
    );
    expect(second.http.requests.map((request) => request.url)).not.toContain(
      '/admin/v2/brokers/configuration/runtime',
    );
  });

  describe('behind a Pulsar proxy', () => {
    let proxy: FakeBroker;
    beforeAll(async () => {
      proxy = await startBehindProxy((request) =>
        request.url.startsWith('/admin/v2/namespaces/sample/orders/bundles')
          ? json({ boundaries: ['0x00000000', '0xffffffff'], numBundles: 1 })
          : request.url.includes('/examinemessage')
            ? { status: 200, headers: { 'content-type': 'application/octet-stream' }, body: 'hello' }
            : undefined,
      );
      await addEnvironment('behind-proxy', proxy.url);
    });
    afterAll(async () => {
      await proxy.close();
    });

    it('says so in the connection test', async () => {
      const tested = await session.request('POST', `${ENVIRONMENTS}/environment/test`, {
        name: 'behind-proxy',
        broker: proxy.url,
        bookie: proxy.url,
      });
      const result = tested.json<ConnectionTestResult>();
      expect(result).toMatchObject({ status: 'online', mode: 'pulsar-proxy', clusters: ['standalone'] });
      expect(result.message).toContain('through a Pulsar proxy');
    });

    it('sends cluster- and broker-routed calls, and message reads, through the proxy', async () => {
      const before = proxy.requests.length;
      expect(
        (
          await call('behind-proxy', '/admin/v2/namespaces/sample/orders/bundles', {
            'x-pulsar-cluster': 'standalone',
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await call('behind-proxy', '/admin/v2/namespaces/sample/orders/bundles', {
            'x-pulsar-broker': 'broker-1.pulsar.invalid:8080',
          })
        ).statusCode,
      ).toBe(200);
      const message = await call(
        'behind-proxy',
        '/admin/v2/persistent/sample/orders/events/examinemessage?initialPosition=latest&messagePosition=1',
      );
      expect(message.statusCode).toBe(200);
      expect(message.body).toBe('hello');
      const routed = proxy.requests
        .slice(before)
        .map((request) => request.url)
        .filter((url) => !/^\/admin\/v2\/(clusters|brokers\/standalone)/.test(url));
      expect(routed).toEqual([
        '/admin/v2/namespaces/sample/orders/bundles',
        '/admin/v2/namespaces/sample/orders/bundles',
        '/admin/v2/persistent/sample/orders/events/examinemessage?initialPosition=latest&messagePosition=1',
      ]);
    });

    it('answers REST produce with what the proxy cannot do, instead of its 404 page', async () => {
      const produced = await call('behind-proxy', '/topics/persistent/sample/orders/events', {}, 'POST');
      expect(produced.statusCode).toBe(501);
      expect(produced.json<ErrorResponse>().error).toBe(
        "Environment 'behind-proxy' is reached through a Pulsar proxy, which forwards only /admin and /lookup: producing over REST (/topics) needs the brokers' own addresses; produce with a Pulsar client instead",
      );
      expect(proxy.requests.some((request) => request.url.startsWith('/topics/'))).toBe(false);
    });
  });

  describe('a broker 401', () => {
    const TOKEN = 'tenant-admin-token';
    let broker: FakeBroker;
    beforeAll(async () => {
      broker = await startFakeBroker({
        // Authentication (the filter) refuses an unknown token on every path; authorization then
        // refuses this token the super-user calls (validateSuperUserAccess), both with 401.
        overrides: (request) => {
          if (request.headers.authorization !== `Bearer ${TOKEN}`)
            return {
              status: 401,
              headers: { 'content-type': 'text/html' },
              body: '<html>Authentication required</html>',
            };
          if (request.url === '/admin/v2/brokers/configuration/runtime')
            return {
              status: 401,
              headers: { 'content-type': 'application/json' },
              body: '{"reason":"This operation requires super-user access"}',
            };
          return undefined;
        },
      });
      await addEnvironment('not-super', broker.url, { token: TOKEN });
    });
    afterAll(async () => {
      await broker.close();
    });

    it('passes Pulsar’s reason on, as 403, when the token is accepted but not allowed', async () => {
      const response = await call('not-super', '/admin/v2/brokers/configuration/runtime');
      expect(response.statusCode).toBe(403);
      const error = response.json<ErrorResponse>().error;
      expect(error).toBe(
        "Environment 'not-super' does not allow this call with Beacon's broker token (401): This operation requires super-user access",
      );
      expect(error).not.toContain('update the environment');
    });

    it('asks to update the token only when Pulsar refuses the token itself', async () => {
      const updated = await session.request('POST', `${ENVIRONMENTS}/environment`, {
        name: 'not-super',
        broker: broker.url,
        bookie: broker.url,
        token: 'a-revoked-token',
      });
      expect(updated.statusCode, updated.body).not.toBe(200);
      await server.app.database.db
        .updateTable('environments')
        .set({ credentials_ciphertext: null })
        .where('name', '=', 'not-super')
        .execute();
      server.app.clock.advance(15_000);
      const response = await call('not-super', '/admin/v2/tenants');
      expect(response.statusCode).toBe(502);
      expect(response.json<ErrorResponse>().error).toBe(
        "Environment 'not-super' rejected Beacon's broker credentials (401): update the environment's token",
      );
    });
  });
});
