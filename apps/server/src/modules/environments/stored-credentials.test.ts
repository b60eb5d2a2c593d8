// A stored broker credential only ever goes to the URLs it was saved with (issue 12 item 5): naming a
// saved environment with another URL, for a test or a save, needs the credential typed again; and the
// bookie URL, which the proxy also sends the token to, is tested on save.
import type { ConnectionTestResult, EnvironmentSummary, ErrorResponse } from '@beacon/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type FakeBroker,
  type SessionClient,
  startFakeBroker,
  type TestServer,
} from '../../test-support/index.ts';

const TOKEN = 'stored-superuser-token';
const PATH = '/pulsar-manager/environments/environment';

describe('stored broker credentials', () => {
  let app: TestServer;
  let session: SessionClient;
  let production: FakeBroker;
  let elsewhere: FakeBroker;

  beforeEach(async () => {
    const server = await createServerWithSuperuser();
    app = server.app;
    session = await server.loggedIn();
    production = await startFakeBroker({ requiredToken: TOKEN });
    elsewhere = await startFakeBroker();
    const saved = await session.request('PUT', PATH, {
      name: 'prod',
      broker: production.url,
      bookie: production.url,
      token: TOKEN,
    });
    expect(saved.statusCode).toBe(200);
  });
  afterEach(async () => {
    await app.close();
    await production.close();
    await elsewhere.close();
  });

  const prod = (overrides: object) => ({
    name: 'prod',
    broker: production.url,
    bookie: production.url,
    ...overrides,
  });

  async function listed(): Promise<EnvironmentSummary | undefined> {
    return (await session.request('GET', '/pulsar-manager/environments')).json<{
      data: EnvironmentSummary[];
    }>().data[0];
  }

  it('refuses to test a saved environment at another URL without the token typed again', async () => {
    for (const changed of [
      { broker: elsewhere.url },
      { bookie: elsewhere.url },
      { broker: `${production.url},${elsewhere.url}` },
    ]) {
      const refused = await session.request('POST', `${PATH}/test`, prod(changed));
      expect(refused.statusCode, JSON.stringify(changed)).toBe(400);
      expect(refused.json<ErrorResponse>().error).toBe(
        "Enter the token again to test a changed URL (in Beacon's environment dialog: Pulsar Manager's has no token field)",
      );
    }
    expect(elsewhere.requests).toEqual([]);

    const retyped = await session.request(
      'POST',
      `${PATH}/test`,
      prod({ broker: elsewhere.url, bookie: elsewhere.url, token: 'typed-again' }),
    );
    expect(retyped.json<ConnectionTestResult>()).toMatchObject({ status: 'online', url: elsewhere.url });
    // The clusters and version, how the brokers are reached (decision 0021) and the bookie: all with
    // the new token.
    expect(elsewhere.authorizations).toEqual(Array.from({ length: 6 }, () => 'Bearer typed-again'));

    const cleared = await session.request(
      'POST',
      `${PATH}/test`,
      prod({ broker: elsewhere.url, bookie: elsewhere.url, token: '' }),
    );
    expect(cleared.json<ConnectionTestResult>().status).toBe('online');
    expect(elsewhere.authorizations.at(-1)).toBeUndefined();
    expect(JSON.stringify(elsewhere.requests)).not.toContain(TOKEN);
  });

  it('still tests a saved environment with its stored token at the URLs it was saved with', async () => {
    production.requests.length = 0;
    const tested = await session.request('POST', `${PATH}/test`, prod({}));
    expect(tested.json<ConnectionTestResult>()).toMatchObject({ status: 'online', clusters: ['standalone'] });
    expect(production.authorizations).toEqual(Array.from({ length: 6 }, () => `Bearer ${TOKEN}`));
  });

  it('refuses to save a changed URL with the old token; the token typed again, or cleared, saves', async () => {
    const refused = await session.request('POST', PATH, prod({ broker: elsewhere.url }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().error).toBe(
      "Enter the token again to save a changed URL (in Beacon's environment dialog: Pulsar Manager's has no token field)",
    );
    expect(elsewhere.requests).toEqual([]);
    expect((await listed())?.broker).toBe(production.url);

    const cleared = await session.request(
      'POST',
      PATH,
      prod({ broker: elsewhere.url, bookie: elsewhere.url, token: '' }),
    );
    expect(cleared.statusCode).toBe(200);
    expect(await listed()).toMatchObject({ broker: elsewhere.url, hasToken: false });
    expect(JSON.stringify(elsewhere.requests)).not.toContain(TOKEN);

    const back = await session.request('POST', PATH, prod({ token: TOKEN }));
    expect(back.statusCode).toBe(200);
    expect(await listed()).toMatchObject({ broker: production.url, hasToken: true });
  });

  it('asks for a stored client certificate again too, and audits each refusal', async () => {
    const withCertificate = await session.request(
      'POST',
      PATH,
      prod({ tlsCert: 'CERT-PEM', tlsKey: 'KEY-PEM' }),
    );
    expect(withCertificate.statusCode).toBe(200);
    const refused = await session.request(
      'POST',
      `${PATH}/test`,
      prod({ broker: elsewhere.url, token: 'typed' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().error).toBe(
      'Enter the TLS client certificate and key again to test a changed URL',
    );
    const removed = await session.request(
      'POST',
      `${PATH}/test`,
      prod({ broker: elsewhere.url, bookie: elsewhere.url, token: 'typed', tlsCert: '', tlsKey: '' }),
    );
    expect(removed.json<ConnectionTestResult>().status).toBe('online');

    const audited = await app.database.db
      .selectFrom('audit_log')
      .where('action', '=', 'environment.test')
      .select(['result', 'detail'])
      .orderBy('at')
      .execute();
    expect(
      audited.map((row) => [row.result, (JSON.parse(row.detail) as { refused?: string }).refused]),
    ).toEqual([
      ['failure', 'Enter the TLS client certificate and key again to test a changed URL'],
      ['success', undefined],
    ]);
    expect(JSON.stringify(audited)).not.toMatch(/typed|CERT-PEM|KEY-PEM/);
  });

  it('tests the bookie URL on save, with the credentials the proxy will send it', async () => {
    const bookie = await startFakeBroker({ requiredToken: TOKEN });
    const strangerBookie = await startFakeBroker({ requiredToken: 'another-token' });
    const closed = await startFakeBroker();
    await closed.close();
    try {
      const saved = await session.request('POST', PATH, prod({ bookie: bookie.url, token: TOKEN }));
      expect(saved.statusCode).toBe(200);
      expect(bookie.requests.map((request) => [request.url, request.headers.authorization])).toEqual([
        ['/api/v1/bookie/list_bookies?type=rw&print_hostnames=true', `Bearer ${TOKEN}`],
      ]);

      const unreachable = await session.request('POST', PATH, prod({ bookie: closed.url, token: TOKEN }));
      expect(unreachable.statusCode).toBe(422);
      expect(unreachable.json<ErrorResponse>().error).toBe(
        `Connection test failed: Bookie URL: ${closed.host} is unreachable: no HTTP answer (the connection was refused or closed, or nothing came within 2 s; check the host, port and scheme)`,
      );
      const refused = await session.request('POST', PATH, prod({ bookie: strangerBookie.url, token: TOKEN }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json<ErrorResponse>().error).toBe(
        `Connection test failed: Bookie URL: ${strangerBookie.host} refused the token (403): it must be a superuser token`,
      );
      expect((await listed())?.bookie).toBe(bookie.url);
    } finally {
      await bookie.close();
      await strangerBookie.close();
    }
  });
});
