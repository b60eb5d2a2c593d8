// An environment's OAuth2 client as the API takes it (issue 32, decision 0088), with a real issuer
// on loopback (oidc-provider) and a scripted broker: the broker sees only the access token; the
// secret is write-only and kept only while the URLs, issuer and client stay as saved; a token and a
// client are never both stored; the key file is read; the issuer is held to the address policy; and
// neither the secret nor the access token reaches the list or the audit.
import type { EnvironmentSummary } from '@beacon/contracts';
import { FORM_ISSUES } from '@beacon/contracts';
import { newTokenKeys } from '@beacon/test-kit/real-pulsar';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type FakeBroker,
  type SessionClient,
  startFakeBroker,
  type TestServer,
} from '../../test-support/index.ts';
import { startOAuth2Issuer, type OAuth2Issuer } from '../../test-support/oauth2-issuer.ts';

const PATH = '/pulsar-manager/environments/environment';
const CLIENT = 'beacon-admin';
const SECRET = 'oauth2-client-secret-value';
let issuer: OAuth2Issuer;

beforeAll(async () => {
  issuer = await startOAuth2Issuer({
    clients: [{ clientId: CLIENT, clientSecret: SECRET }],
    signingKeyPem: newTokenKeys('RS256').signingKey,
  });
});
afterAll(() => issuer.close());

describe('OAuth2 client credentials of an environment', () => {
  let app: TestServer;
  let session: SessionClient;
  let broker: FakeBroker;
  let other: FakeBroker;

  beforeEach(async () => {
    const server = await createServerWithSuperuser();
    app = server.app;
    session = await server.loggedIn();
    broker = await startFakeBroker();
    other = await startFakeBroker();
  });
  afterEach(async () => {
    await app.close();
    await broker.close();
    await other.close();
  });

  const body = (oauth2: object | null = {}, overrides: object = {}) => ({
    name: 'cloud',
    broker: broker.url,
    bookie: broker.url,
    oauth2: oauth2 && { issuerUrl: issuer.issuer, clientId: CLIENT, clientSecret: SECRET, ...oauth2 },
    ...overrides,
  });

  async function listed(): Promise<EnvironmentSummary | undefined> {
    const answer = await session.request('GET', '/pulsar-manager/environments');
    expect(answer.body).not.toContain(SECRET);
    return answer.json<{ data: EnvironmentSummary[] }>().data[0];
  }

  async function refusal(method: 'PUT' | 'POST', request: object): Promise<string> {
    const answer = await session.request(method, PATH, request);
    expect(answer.statusCode, answer.body).toBe(400);
    return answer.json<{ message: string }>().message;
  }

  it('sends the broker only the access token, and keeps the secret out of the list and the audit', async () => {
    const saved = await session.request(
      'PUT',
      PATH,
      body({ audience: 'urn:pulsar:cloud', scope: 'pulsar-admin' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const bearers = broker.authorizations;
    expect(bearers.length).toBeGreaterThan(0);
    const token = bearers[0]?.replace(/^Bearer /, '') ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ sub: CLIENT, aud: 'urn:pulsar:cloud' });
    expect(new Set(bearers)).toEqual(new Set([`Bearer ${token}`]));
    expect(await listed()).toMatchObject({
      hasToken: false,
      oauth2: {
        issuerUrl: issuer.issuer,
        clientId: CLIENT,
        audience: 'urn:pulsar:cloud',
        scope: 'pulsar-admin',
      },
    });
    const audit = await app.database.db
      .selectFrom('audit_log')
      .where('action', 'like', 'environment.%')
      .select(['action', 'detail'])
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['environment.create']);
    expect(JSON.parse(audit[0]?.detail ?? '{}')).toMatchObject({ authentication: 'oauth2' });
    const written = JSON.stringify(audit);
    expect(written).not.toContain(SECRET);
    expect(written).not.toContain(token);
    // Sealed at rest like the token: not in clear in the row.
    const row = await app.database.db.selectFrom('environments').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(SECRET);
  });

  it('keeps a stored secret only for the same URLs, issuer and client ID', async () => {
    expect((await session.request('PUT', PATH, body())).statusCode).toBe(200);
    const kept = await session.request(
      'POST',
      PATH,
      body({ clientSecret: undefined, scope: 'pulsar-admin' }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await listed())?.oauth2?.scope).toBe('pulsar-admin');

    const again =
      'Enter the OAuth2 client secret (or key file) again to save a changed URL, issuer or client ID';
    expect(await refusal('POST', body({ clientSecret: undefined }, { broker: other.url }))).toBe(again);
    expect(await refusal('POST', body({ clientSecret: undefined, clientId: 'someone-else' }))).toBe(again);
    // Leaving the OAuth2 settings out while pointing elsewhere would send its token there.
    expect(await refusal('POST', body(null, { oauth2: undefined, bookie: other.url }))).toBe(again);
    expect(await refusal('PUT', body({ clientSecret: undefined }, { name: 'fresh' }))).toBe(
      'Enter the OAuth2 client secret, or paste the key file',
    );
  });

  it('stores a token or a client, never both; null removes the client', async () => {
    expect(await refusal('PUT', body({}, { token: 'a-static-token' }))).toBe(
      FORM_ISSUES.oauth2TokenAndOAuth2,
    );
    expect((await session.request('PUT', PATH, body())).statusCode).toBe(200);
    // Pulsar Manager's edit dialog never names OAuth2: its `token: null` leaves the client alone.
    expect(
      (
        await session.request('POST', PATH, {
          name: 'cloud',
          broker: broker.url,
          bookie: broker.url,
          token: null,
        })
      ).statusCode,
    ).toBe(200);
    expect((await listed())?.oauth2?.clientId).toBe(CLIENT);
    const switched = await session.request('POST', PATH, body(null, { token: 'a-static-token' }));
    expect(switched.statusCode, switched.body).toBe(200);
    expect(await listed()).toMatchObject({ hasToken: true, oauth2: null });
  });

  it('reads Pulsar’s key file, and refuses one that is not', async () => {
    const keyFile = JSON.stringify({
      type: 'client_credentials',
      client_id: CLIENT,
      client_secret: SECRET,
      issuer_url: issuer.issuer,
    });
    const saved = await session.request('PUT', PATH, {
      name: 'cloud',
      broker: broker.url,
      bookie: broker.url,
      oauth2: { keyFile },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await listed())?.oauth2).toEqual({
      issuerUrl: issuer.issuer,
      clientId: CLIENT,
      audience: '',
      scope: '',
    });
    expect(
      await refusal('PUT', {
        name: 'bad',
        broker: broker.url,
        bookie: broker.url,
        oauth2: { keyFile: '{"type":"jwt"}' },
      }),
    ).toBe(`oauth2.keyFile: ${FORM_ISSUES.oauth2KeyFile}`);
    expect(await refusal('PUT', body({ issuerUrl: 'file:///etc/passwd' }, { name: 'bad' }))).toBe(
      `oauth2.issuerUrl: ${FORM_ISSUES.oauth2IssuerUrl}`,
    );
  });

  it('refuses an issuer at an address the broker policy refuses, before connecting', async () => {
    const answer = await session.request(
      'POST',
      `${PATH}/test`,
      body({ issuerUrl: 'http://169.254.169.254/' }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toBe(
      'Beacon does not connect to 169.254.169.254: it is a link-local address',
    );
    expect(broker.authorizations).toEqual([]);
  });
});
