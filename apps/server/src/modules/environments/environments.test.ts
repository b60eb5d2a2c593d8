import type { ConnectionTestResult, EnvironmentSummary, ErrorResponse } from '@beacon/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionClient } from '../../test-support/index.ts';
import {
  createServerWithSuperuser,
  type FakeBroker,
  type ServerWithSuperuser,
  startFakeBroker,
  type TestServer,
} from '../../test-support/index.ts';

const TOKEN = 'broker-superuser-token-value';
const PATH = '/pulsar-manager/environments/environment';

describe('environments', () => {
  let app: TestServer;
  let superSession: SessionClient;
  let broker: FakeBroker;
  let loggedInTenantAdmin: ServerWithSuperuser['loggedInTenantAdmin'];

  beforeEach(async () => {
    const server = await createServerWithSuperuser();
    app = server.app;
    superSession = await server.loggedIn();
    loggedInTenantAdmin = server.loggedInTenantAdmin;
    broker = await startFakeBroker({ requiredToken: TOKEN });
  });
  afterEach(async () => {
    await broker.close();
    await app.close();
  });

  const body = (overrides: object = {}) => ({
    name: 'prod',
    broker: broker.url,
    bookie: broker.url,
    token: TOKEN,
    ...overrides,
  });

  async function listed(session = superSession): Promise<EnvironmentSummary[]> {
    return (await session.request('GET', '/pulsar-manager/environments')).json<{
      data: EnvironmentSummary[];
    }>().data;
  }

  it('saves an environment that answers as Pulsar, and lists it online without its token', async () => {
    const created = await superSession.request('PUT', PATH, body());
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ message: 'Add environment success' });
    // The service URL (its clusters and version), how its brokers are reached (decision 0021) and
    // the bookie URL (tested on save too), each with the token.
    expect(broker.requests.map((request) => request.url)).toEqual([
      '/admin/v2/clusters',
      '/admin/v2/brokers/version',
      '/admin/v2/clusters',
      '/admin/v2/clusters/standalone',
      '/admin/v2/brokers/standalone',
      '/api/v1/bookie/list_bookies?type=rw&print_hostnames=true',
    ]);
    expect(broker.authorizations).toEqual(Array.from({ length: 6 }, () => `Bearer ${TOKEN}`));

    const response = await superSession.request('GET', '/pulsar-manager/environments');
    expect(response.body).not.toContain(TOKEN);
    expect(response.json()).toEqual({
      total: 1,
      data: [
        {
          name: 'prod',
          broker: broker.url,
          bookie: broker.url,
          status: 'online',
          statusMessage: 'Connected: clusters standalone',
          checkedAt: app.clock.now(),
          hasToken: true,
          hasTls: false,
          hasTlsCa: false,
          hasClientCertificate: false,
          signingAlgorithm: null,
          oauth2: null,
        },
      ],
    });
  });

  it('stores the broker token encrypted, never in clear', async () => {
    await superSession.request('PUT', PATH, body());
    const rows = await app.database.db.selectFrom('environments').selectAll().execute();
    expect(rows[0]!.credentials_ciphertext).toMatch(/^v1\./);
    expect(JSON.stringify(rows)).not.toContain(TOKEN);
  });

  it('answers the spec messages for missing fields', async () => {
    const cases: [object, string][] = [
      [{ name: '' }, 'name: Environment Name is required'],
      [{ broker: '' }, 'broker: Service URL is required'],
      [{ bookie: undefined }, 'bookie: Bookie URL is required'],
      [
        { broker: 'ftp://x' },
        'broker: Use http:// or https:// URLs, separated by commas, without credentials in them',
      ],
    ];
    for (const [overrides, message] of cases) {
      const response = await superSession.request('PUT', PATH, body(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorResponse>().error).toBe(message);
    }
  });

  it('refuses to save an environment it cannot reach, saying precisely why', async () => {
    const closed = await startFakeBroker();
    const deadUrl = closed.url;
    await closed.close();
    const refused = await superSession.request('PUT', PATH, body({ broker: deadUrl }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorResponse>().error).toBe(
      `Connection test failed: ${new URL(deadUrl).host} is unreachable: no HTTP answer (the connection was refused or closed, or nothing came within 2 s; check the host, port and scheme)`,
    );

    const dns = await superSession.request('PUT', PATH, body({ broker: 'http://no-such-host.invalid:8080' }));
    expect(dns.json<ErrorResponse>().error).toBe(
      'Connection test failed: Cannot resolve the host name no-such-host.invalid (DNS)',
    );
    expect(await listed()).toEqual([]);
  });

  it('tells a missing token (401) from a token that is not a superuser token (403)', async () => {
    const noToken = await superSession.request('PUT', PATH, body({ token: undefined }));
    expect(noToken.json<ErrorResponse>().error).toContain('requires authentication (401)');
    const wrongToken = await superSession.request('PUT', PATH, body({ token: 'someone-else' }));
    expect(wrongToken.json<ErrorResponse>().error).toContain(
      'refused the token (403): it must be a superuser token',
    );
  });

  it('recognises an endpoint that is not Pulsar, and one that never answers', async () => {
    const website = await startFakeBroker({ behaviour: 'html' });
    const silent = await startFakeBroker({ behaviour: 'hang' });
    try {
      const html = await superSession.request('POST', `${PATH}/test`, body({ broker: website.url }));
      expect(html.json<ConnectionTestResult>()).toMatchObject({ status: 'invalid' });
      expect(html.json<ConnectionTestResult>().message).toContain('not a Pulsar admin endpoint');

      const hang = await superSession.request('POST', `${PATH}/test`, body({ broker: silent.url }));
      expect(hang.json<ConnectionTestResult>()).toMatchObject({
        status: 'unreachable',
        message: `${new URL(silent.url).host} is unreachable: no HTTP answer (the connection was refused or closed, or nothing came within 2 s; check the host, port and scheme)`,
      });
    } finally {
      await website.close();
      await silent.close();
    }
  });

  it('fails over along a comma-separated service URL list', async () => {
    const closed = await startFakeBroker();
    await closed.close();
    const result = await superSession.request(
      'POST',
      `${PATH}/test`,
      body({ broker: `${closed.url},${broker.url}` }),
    );
    expect(result.json<ConnectionTestResult>()).toEqual({
      status: 'online',
      message: 'Connected: clusters standalone',
      url: broker.url,
      clusters: ['standalone'],
      mode: 'brokers',
    });
  });

  it('keeps the stored token when an update omits it and clears it with an empty string', async () => {
    await superSession.request('PUT', PATH, body());
    // The same URLs, written differently (a trailing slash), are still the URLs it was saved with.
    const kept = await superSession.request(
      'POST',
      PATH,
      body({ token: undefined, bookie: `${broker.url}/` }),
    );
    expect(kept.json()).toEqual({ message: 'Update environment success' });
    expect(broker.authorizations.at(-1)).toBe(`Bearer ${TOKEN}`);
    expect((await listed())[0]).toMatchObject({ bookie: `${broker.url}/`, hasToken: true });

    const cleared = await superSession.request('POST', PATH, body({ token: '' }));
    expect(cleared.statusCode).toBe(422);
    expect((await listed())[0]?.hasToken).toBe(true);
  });

  it('reads "token": null as no token: on create (Pulsar Manager’s dialog) and on update, where it clears one', async () => {
    const open = await startFakeBroker();
    try {
      const created = await superSession.request('PUT', PATH, {
        name: 'open',
        broker: open.url,
        bookie: open.url,
        token: null,
      });
      expect(created.statusCode).toBe(200);
      expect(open.authorizations.every((authorization) => authorization === undefined)).toBe(true);
      const stored = await superSession.request('POST', PATH, {
        name: 'open',
        broker: open.url,
        bookie: open.url,
        token: 'some-token',
      });
      expect(stored.statusCode).toBe(200);
      expect((await listed()).find((entry) => entry.name === 'open')?.hasToken).toBe(true);
      const cleared = await superSession.request('POST', PATH, {
        name: 'open',
        broker: open.url,
        bookie: open.url,
        token: null,
      });
      expect(cleared.statusCode).toBe(200);
      expect(open.authorizations.at(-1)).toBeUndefined();
      expect((await listed()).find((entry) => entry.name === 'open')?.hasToken).toBe(false);
    } finally {
      await open.close();
    }
  });

  it('refuses a client certificate without its key (and a key without its certificate) before any call', async () => {
    for (const half of [{ tlsCert: 'CERT' }, { tlsKey: 'KEY' }]) {
      const refused = await superSession.request('PUT', PATH, body(half));
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorResponse>().message).toBe(
        'A TLS client certificate needs its private key, and a private key its certificate',
      );
    }
    expect(broker.authorizations).toEqual([]);
    expect(await listed()).toEqual([]);
  });

  it('deletes an environment and answers 404 for unknown ones', async () => {
    await superSession.request('PUT', PATH, body());
    expect((await superSession.request('DELETE', PATH, { name: 'prod' })).json()).toEqual({
      message: 'Delete environment success',
    });
    expect(await listed()).toEqual([]);
    const missing = await superSession.request('DELETE', PATH, { name: 'prod' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorResponse>().error).toBe('Environment no exist');
    const duplicate = await superSession.request('PUT', PATH, body());
    expect(duplicate.statusCode).toBe(200);
    expect((await superSession.request('PUT', PATH, body())).json<ErrorResponse>().error).toBe(
      'Environment is exist',
    );
  });

  it('lets a tenant admin list environments but not change them', async () => {
    await superSession.request('PUT', PATH, body());
    const session = await loggedInTenantAdmin(['orders']);
    expect((await listed(session)).map((environment) => environment.name)).toEqual(['prod']);
    expect((await session.request('DELETE', PATH, { name: 'prod' })).statusCode).toBe(403);
    expect((await session.request('PUT', PATH, body({ name: 'other' }))).statusCode).toBe(403);
  });

  it('audits every change', async () => {
    await superSession.request('PUT', PATH, body());
    app.clock.advance(1000);
    await superSession.request('DELETE', PATH, { name: 'prod' });
    const entries = await app.database.db
      .selectFrom('audit_log')
      .where('action', 'like', 'environment.%')
      .select(['action', 'target', 'detail'])
      .orderBy('at')
      .execute();
    expect(entries.map((entry) => [entry.action, entry.target])).toEqual([
      ['environment.create', 'prod'],
      ['environment.delete', 'prod'],
    ]);
    expect(JSON.stringify(entries)).not.toContain(TOKEN);
  });
});
