import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ErrorResponse } from '@beacon/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROXIED_ANSWER_POLICY } from '../../plugins/security-headers.ts';
import {
  createServerWithSuperuser,
  type FakeBroker,
  type ScriptedAnswer,
  type ServerWithSuperuser,
  type SessionClient,
  startFakeBroker,
  type TestServer,
} from '../../test-support/index.ts';

const TOKEN = 'environment-superuser-token';

describe('the Pulsar proxy', () => {
  let server: ServerWithSuperuser;
  let app: TestServer;
  let superSession: SessionClient;
  let broker: FakeBroker;
  /** Clusters created at the broker besides its own `standalone`. */
  let createdClusters: string[];

  beforeEach(async () => {
    createdClusters = [];
    broker = await startFakeBroker({
      requiredToken: TOKEN,
      overrides: (request, self): ScriptedAnswer | undefined => {
        const created = /^\/admin\/v2\/clusters\/(added)$/.exec(request.url)?.[1];
        if (created && request.method === 'PUT') {
          createdClusters.push(created);
          return { status: 204 };
        }
        if (request.url === '/admin/v2/clusters' && createdClusters.length > 0)
          return {
            status: 200,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(['standalone', ...createdClusters]),
          };
        if (created && createdClusters.includes(created))
          return {
            status: 200,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ serviceUrl: self }),
          };
        return undefined;
      },
      answer: (request): ScriptedAnswer | undefined => {
        if (request.url === '/admin/v2/tenants')
          return {
            status: 200,
            headers: { 'content-type': 'application/json' },
            body: '["ta","tb","public"]',
          };
        if (request.url.startsWith('/admin/v2/namespaces/ta/ns1/retention')) return { status: 204 };
        if (request.url === '/admin/v2/persistent/ta/ns1/orders/stats') {
          return {
            status: 200,
            headers: {
              'content-type': 'application/json',
              'x-pulsar-extra': 'kept',
              'set-cookie': 'broker=1',
            },
            body: '{"msgRateIn":1.5}',
          };
        }
        return undefined;
      },
    });
    server = await createServerWithSuperuser();
    app = server.app;
    superSession = await server.loggedIn();
    const created = await superSession.request('PUT', '/pulsar-manager/environments/environment', {
      name: 'prod',
      broker: broker.url,
      bookie: broker.url,
      token: TOKEN,
    });
    expect(created.statusCode).toBe(200);
    // The collector's first pass starts with the server and may find the new environment (a slower
    // database makes it likelier): waiting for a pass keeps its broker calls out of every test's count.
    await app.catalog.collector.collectNow();
    broker.requests.length = 0;
  });
  afterEach(async () => {
    await app.close();
    await broker.close();
  });

  function call(
    session: SessionClient,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { environment?: string; headers?: Record<string, string>; payload?: string } = {},
  ) {
    return app.server.inject({
      method,
      url,
      headers: {
        token: session.token!,
        'x-xsrf-token': session.xsrf!,
        cookie: `XSRF-TOKEN=${session.xsrf}; Admin-Token=${session.token}`,
        username: 'someone-else',
        tenant: 'tb',
        environment: options.environment ?? 'prod',
        ...options.headers,
      },
      ...(options.payload !== undefined ? { payload: options.payload } : {}),
    });
  }

  it('forwards to the environment with its token, never the browser’s cookies or headers', async () => {
    const response = await call(superSession, 'GET', '/admin/v2/persistent/ta/ns1/orders/stats');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msgRateIn: 1.5 });
    expect(response.headers['x-pulsar-extra']).toBe('kept');
    expect(response.headers['set-cookie']).toBeUndefined();
    // Beacon's own security headers go on a broker's answer too.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Data, never a page of the console: it may load nothing and run nothing.
    expect(response.headers['content-security-policy']).toBe(PROXIED_ANSWER_POLICY);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toBeDefined();
    expect(broker.requests).toHaveLength(1);
    const forwarded = broker.requests[0]!;
    expect(forwarded.headers.authorization).toBe(`Bearer ${TOKEN}`);
    for (const name of ['cookie', 'token', 'username', 'tenant', 'environment', 'x-xsrf-token']) {
      expect(forwarded.headers[name]).toBeUndefined();
    }
  });

  it('reaches an environment at its new address once it is saved (environments announces the change)', async () => {
    expect((await call(superSession, 'GET', '/admin/v2/tenants')).json()).toEqual(['ta', 'tb', 'public']);
    const moved = await startFakeBroker({
      requiredToken: TOKEN,
      answer: (request): ScriptedAnswer | undefined =>
        request.url === '/admin/v2/tenants'
          ? { status: 200, headers: { 'content-type': 'application/json' }, body: '["moved"]' }
          : undefined,
    });
    try {
      const saved = await superSession.request('POST', '/pulsar-manager/environments/environment', {
        name: 'prod',
        broker: moved.url,
        bookie: moved.url,
        token: TOKEN,
      });
      expect(saved.statusCode).toBe(200);
      // The proxy's cached record of 'prod' is still young: only the announcement makes it read again.
      expect((await call(superSession, 'GET', '/admin/v2/tenants')).json()).toEqual(['moved']);
    } finally {
      await moved.close();
    }
  });

  it('passes a JSON body through byte for byte and audits the write before answering', async () => {
    const payload = '{"retentionSizeInMB":10,"retentionTimeInMinutes":60}';
    const response = await call(superSession, 'POST', '/admin/v2/namespaces/ta/ns1/retention', {
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(204);
    // The history reads the retention before and after the write (GETs, decision 0095).
    expect(broker.requests.map((request) => request.method)).toEqual(['GET', 'POST', 'GET']);
    expect(broker.requests[1]).toMatchObject({ method: 'POST', body: payload });
    expect(broker.requests[1]!.headers['content-type']).toBe('application/json');
    const audit = await app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'like', 'proxy.%')
      .execute();
    expect(audit).toMatchObject([
      {
        actor: server.admin.username,
        environment: 'prod',
        action: 'proxy.namespace.policy.write',
        target: 'POST /admin/v2/namespaces/ta/ns1/retention',
        result: 'success',
      },
    ]);
  });

  it('answers 400 "no active environment" without an environment or with an unknown one', async () => {
    for (const environment of ['', 'staging']) {
      const response = await call(superSession, 'GET', '/admin/v2/tenants', { environment });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorResponse>().message).toBe(
        'Currently there is no active environment, please set one',
      );
    }
    expect(broker.requests).toEqual([]);
  });

  it('refuses callers without a session and writes without a CSRF token, before any upstream call', async () => {
    expect(
      (await app.server.inject({ url: '/admin/v2/tenants', headers: { environment: 'prod' } })).statusCode,
    ).toBe(401);
    const noCsrf = await call(superSession, 'POST', '/admin/v2/namespaces/ta/ns1/retention', {
      headers: { 'x-xsrf-token': '' },
      payload: '{}',
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(broker.requests).toEqual([]);
  });

  it('keeps a tenant admin inside its tenants and filters the tenant list', async () => {
    const tenantAdmin = await server.loggedInTenantAdmin(['ta']);
    const list = await call(tenantAdmin, 'GET', '/admin/v2/tenants');
    expect(list.json()).toEqual(['ta']);

    for (const [method, url] of [
      ['GET', '/admin/v2/namespaces/tb'],
      ['DELETE', '/admin/v2/tenants/ta'],
      ['PUT', '/admin/v2/tenants/tb'],
      ['GET', '/admin/v2/clusters'],
      ['GET', '/admin/v2/brokers/standalone'],
      ['GET', '/api/v1/bookie/list_bookies'],
    ] as const) {
      const response = await call(tenantAdmin, method, url, { payload: method === 'PUT' ? '{}' : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(broker.requests.map((request) => request.url)).toEqual(['/admin/v2/tenants']);

    const own = await call(tenantAdmin, 'POST', '/admin/v2/namespaces/ta/ns1/retention', {
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(own.statusCode).toBe(204);
  });

  it('refuses a tenant admin’s function whose config reaches into another tenant', async () => {
    const tenantAdmin = await server.loggedInTenantAdmin(['ta']);
    const multipart = (config: object) => {
      const boundary = 'beacon-test-boundary';
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: [
          `--${boundary}`,
          'Content-Disposition: form-data; name="functionConfig"',
          '',
          JSON.stringify(config),
          `--${boundary}--`,
          '',
        ].join('\r\n'),
      };
    };
    const crossing = await call(
      tenantAdmin,
      'POST',
      '/admin/v3/functions/ta/ns1/enricher',
      multipart({ tenant: 'ta', namespace: 'ns1', inputs: ['persistent://tb/ns/secrets'] }),
    );
    expect(crossing.statusCode).toBe(403);
    expect(crossing.json<ErrorResponse>().error).toBe(
      'The configuration refers to tenant tb, which this user does not administer',
    );
    expect(broker.requests).toEqual([]);

    const own = await call(
      tenantAdmin,
      'POST',
      '/admin/v3/functions/ta/ns1/enricher',
      multipart({ tenant: 'ta', namespace: 'ns1', inputs: ['persistent://ta/ns1/in'] }),
    );
    expect(own.statusCode).toBe(404); // the fake broker has no functions worker; what matters is that it was asked
    expect(broker.requests.map((request) => request.url)).toEqual(['/admin/v3/functions/ta/ns1/enricher']);
  });

  it('refuses path tricks with 400 and forwards nothing', async () => {
    // Sent over a real socket: an in-process request would normalise the path before Beacon saw it.
    const tenantAdmin = await server.loggedInTenantAdmin(['ta']);
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.server.address() as AddressInfo;
    const rawGet = (path: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get(
            { host: '127.0.0.1', port, path, headers: { token: tenantAdmin.token!, environment: 'prod' } },
            (response) => {
              response.resume();
              resolve(response.statusCode ?? 0);
            },
          )
          .on('error', reject);
      });
    for (const path of [
      '/admin/v2/namespaces/ta/%2e%2e/tb',
      '/admin/v2/namespaces/ta/../tb',
      '/admin/v2/namespaces/ta/ns1/..%2f..%2ftb',
      '/admin/v2/namespaces/ta/%252e%252e/tb',
      '/admin/v2//tenants',
      '/admin/v2/tenants/ta;x=1',
      '/admin/v2/namespaces/ta\\..\\tb',
    ]) {
      expect(await rawGet(path), path).toBe(400);
    }
    expect(broker.requests).toEqual([]);
  });

  it('routes x-pulsar-cluster only to clusters of the environment', async () => {
    const unknown = await call(superSession, 'GET', '/admin/v2/tenants', {
      headers: { 'x-pulsar-cluster': 'evil' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorResponse>().error).toBe("No cluster 'evil' found in environment 'prod'");
    const known = await call(superSession, 'GET', '/admin/v2/tenants', {
      headers: { 'x-pulsar-cluster': 'standalone' },
    });
    expect(known.statusCode).toBe(200);
    const outsider = await call(superSession, 'GET', '/admin/v2/tenants', {
      headers: { 'x-pulsar-broker': 'evil.example:8080' },
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json<ErrorResponse>().error).toBe(
      "Broker 'evil.example:8080' is not an active broker of environment 'prod'",
    );
  });

  it('routes to a cluster created through it at once, not once its cached topology has expired', async () => {
    const route = () =>
      call(superSession, 'GET', '/admin/v2/tenants', { headers: { 'x-pulsar-cluster': 'added' } });
    // Not yet a cluster of the environment: refused, and the topology without it is cached.
    expect((await route()).statusCode).toBe(400);
    const created = await call(superSession, 'PUT', '/admin/v2/clusters/added', {
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ serviceUrl: broker.url }),
    });
    expect(created.statusCode).toBe(204);
    const routed = await route();
    expect(routed.statusCode).toBe(200);
    expect(routed.json()).toEqual(['ta', 'tb', 'public']);
  });

  it('follows redirects inside the environment only, to the same call, and never sends the token elsewhere', async () => {
    const canary = await startFakeBroker();
    const owner = broker;
    try {
      await app.close();
      broker = await startFakeBroker({
        requiredToken: TOKEN,
        answer: (request, self): ScriptedAnswer | undefined => {
          if (request.url === '/admin/v2/persistent/ta/ns1/outside/stats')
            return { status: 307, headers: { location: `${canary.url}${request.url}` } };
          // As Pulsar redirects to a topic's owner: the same call, `authoritative` added.
          if (request.url === '/admin/v2/persistent/ta/ns1/inside/stats')
            return {
              status: 307,
              headers: { location: `${self}/admin/v2/persistent/ta/ns1/inside/stats?authoritative=true` },
            };
          if (request.url === '/admin/v2/persistent/ta/ns1/inside/stats?authoritative=true')
            return { status: 200, headers: { 'content-type': 'application/json' }, body: '{"moved":true}' };
          // A same-host redirect to another path: a call the user was never authorized for.
          if (request.url === '/admin/v2/persistent/ta/ns1/elsewhere/stats')
            return { status: 307, headers: { location: `${self}/admin/v2/persistent/tb/ns9/secret/stats` } };
          return undefined;
        },
      });
      server = await createServerWithSuperuser();
      app = server.app;
      superSession = await server.loggedIn();
      await superSession.request('PUT', '/pulsar-manager/environments/environment', {
        name: 'prod',
        broker: broker.url,
        bookie: broker.url,
        token: TOKEN,
      });

      const outside = await call(superSession, 'GET', '/admin/v2/persistent/ta/ns1/outside/stats');
      expect(outside.statusCode).toBe(502);
      expect(outside.json<ErrorResponse>().error).toBe(
        `Environment 'prod' redirected to ${canary.host}, which is not one of its brokers`,
      );
      expect(canary.requests).toEqual([]);

      const inside = await call(superSession, 'GET', '/admin/v2/persistent/ta/ns1/inside/stats');
      expect(inside.json()).toEqual({ moved: true });
      expect(broker.requests.at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN}`);

      const elsewhere = await call(superSession, 'GET', '/admin/v2/persistent/ta/ns1/elsewhere/stats');
      expect(elsewhere.statusCode).toBe(502);
      expect(elsewhere.json<ErrorResponse>().error).toBe(
        "Environment 'prod' redirected the call to another path (/admin/v2/persistent/tb/ns9/secret/stats), which Beacon does not follow",
      );
      expect(broker.requests.some((request) => request.url.includes('/tb/ns9/'))).toBe(false);
    } finally {
      await canary.close();
      await owner.close();
    }
  });

  it('maps a dead broker to 502 and a silent one to 504, naming the environment', async () => {
    await broker.close();
    const dead = await call(superSession, 'GET', '/admin/v2/tenants');
    expect(dead.statusCode).toBe(502);
    expect(dead.json<ErrorResponse>().error).toBe(
      `Cannot reach environment 'prod': connection refused by ${broker.host}`,
    );
  });

  it('never passes a broker 401 on as a login problem', async () => {
    await app.database.db.updateTable('environments').set({ credentials_ciphertext: null }).execute();
    const response = await call(superSession, 'GET', '/admin/v2/tenants');
    expect(response.statusCode).toBe(502);
    expect(response.json<ErrorResponse>().error).toContain("rejected Beacon's broker credentials (401)");
  });

  it('refuses v1 and unknown /admin and /lookup paths with 403 for everyone, forwarding nothing', async () => {
    const tenantAdmin = await server.loggedInTenantAdmin(['ta']);
    for (const session of [superSession, tenantAdmin]) {
      for (const url of [
        '/admin/namespaces/ta/standalone/ns1',
        '/admin/persistent/ta/standalone/ns1/orders/stats',
        '/admin/v4/tenants',
        '/admin/proxy-stats',
        '/lookup/v1/topic/persistent/ta/ns1/orders',
      ]) {
        const response = await call(session, 'GET', url);
        expect(response.statusCode, url).toBe(403);
      }
    }
    expect(broker.requests).toEqual([]);
  });

  it('limits each session to its rate of proxied calls with 429, without touching other sessions', async () => {
    const limit = app.config.proxySessionRate;
    const statuses: number[] = [];
    for (let index = 0; index <= limit; index += 1) {
      statuses.push((await call(superSession, 'GET', '/admin/v2/tenants')).statusCode);
    }
    expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
    const refused = await call(superSession, 'GET', '/admin/v2/tenants');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(broker.requests).toHaveLength(limit);

    const other = await server.loggedIn();
    expect((await call(other, 'GET', '/admin/v2/tenants')).statusCode).toBe(200);
    app.clock.advance(1000);
    expect((await call(superSession, 'GET', '/admin/v2/tenants')).statusCode).toBe(200);
  });
});
