import { generateKeyPairSync, randomBytes } from 'node:crypto';
import {
  type EnvironmentSummary,
  type ErrorResponse,
  FORM_ISSUES,
  PASSWORD_CONFIRMATION_REQUIRED,
  SIGNING_KEY_MESSAGES,
} from '@beacon/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECENT_PASSWORD_WINDOW_MS } from '../auth/index.ts';
import {
  createServerWithSuperuser,
  type FakeBroker,
  type ServerWithSuperuser,
  type SessionClient,
  startFakeBroker,
  type TestServer,
} from '../../test-support/index.ts';

const TOKEN = 'broker-superuser-token-value';
const PATH = '/pulsar-manager/environments/environment';
const pem = (key: { export(options: { type: 'pkcs8'; format: 'pem' }): string | Buffer }) =>
  String(key.export({ type: 'pkcs8', format: 'pem' }));
const HS256_SECRET = randomBytes(32).toString('base64');
const RSA_KEY = pem(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
const SMALL_RSA_KEY = pem(generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey);
const P256_KEY = pem(generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey);
const P384_KEY = pem(generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).privateKey);

describe('token-signing keys per environment (issue 15 item 4)', () => {
  let app: TestServer;
  let server: ServerWithSuperuser;
  let session: SessionClient;
  let broker: FakeBroker;

  beforeEach(async () => {
    // A session cache, as in production: a confirmation must be visible to the next request at once.
    server = await createServerWithSuperuser({ sessionCacheMs: 60_000 });
    app = server.app;
    session = await server.loggedIn();
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

  async function listed(): Promise<{ raw: string; data: EnvironmentSummary[] }> {
    const response = await session.request('GET', '/pulsar-manager/environments');
    return { raw: response.body, data: response.json<{ data: EnvironmentSummary[] }>().data };
  }

  async function everyStoredText(): Promise<string> {
    const audit = await app.database.db.selectFrom('audit_log').selectAll().execute();
    const environments = await app.database.db.selectFrom('environments').selectAll().execute();
    return JSON.stringify({ audit, environments });
  }

  it.each([
    ['HS256', HS256_SECRET],
    ['RS256', RSA_KEY],
    ['ES256', P256_KEY],
  ] as const)(
    'stores a %s key sealed, lists only its algorithm and hands it to token minting',
    async (algorithm, key) => {
      const created = await session.request(
        'PUT',
        PATH,
        body({ signingAlgorithm: algorithm, signingKey: key }),
      );
      expect(created.statusCode).toBe(200);
      expect(created.body).not.toContain(key.trim());
      const { raw, data } = await listed();
      expect(data[0]?.signingAlgorithm).toBe(algorithm);
      expect(raw).not.toContain(key.trim().slice(40, 80));
      const stored = await everyStoredText();
      expect(stored).not.toContain(key.trim().slice(40, 80));
      expect(await app.environments.signingKeyOf('prod')).toEqual({ algorithm, key: key.trim() });
      expect(await app.environments.signingKeyOf('elsewhere')).toBeUndefined();
    },
  );

  it.each([
    [
      'a 31-byte HS256 secret',
      'HS256',
      randomBytes(31).toString('base64'),
      FORM_ISSUES.signingSecretTooShort,
    ],
    [
      'an HS256 secret that is not base64',
      'HS256',
      'not base64, with spaces, and over 32 characters long',
      FORM_ISSUES.signingSecretTooShort,
    ],
    [
      'RS256 without PEM framing',
      'RS256',
      'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC',
      FORM_ISSUES.signingPemRequired,
    ],
    [
      'a PEM that is no key',
      'RS256',
      '-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----',
      SIGNING_KEY_MESSAGES.unreadable,
    ],
    ['RS256 with an EC key', 'RS256', P256_KEY, SIGNING_KEY_MESSAGES.notRsa],
    ['RS256 with a 1024-bit key', 'RS256', SMALL_RSA_KEY, SIGNING_KEY_MESSAGES.notRsa],
    ['ES256 on P-384', 'ES256', P384_KEY, SIGNING_KEY_MESSAGES.notP256],
    ['ES256 with an RSA key', 'ES256', RSA_KEY, SIGNING_KEY_MESSAGES.notP256],
    ['ES256 without a key', 'ES256', '', FORM_ISSUES.signingKeyRequired],
    ['a key without an algorithm', undefined, HS256_SECRET, FORM_ISSUES.signingAlgorithmRequired],
  ])('refuses %s: 400 and a message, nothing saved', async (_case, algorithm, key, message) => {
    const response = await session.request(
      'PUT',
      PATH,
      body({ signingAlgorithm: algorithm, signingKey: key }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().message).toBe(message);
    expect((await listed()).data).toEqual([]);
  });

  it('an update without signing fields keeps the key, the same algorithm without a key keeps it, "" removes it', async () => {
    await session.request('PUT', PATH, body({ signingAlgorithm: 'HS256', signingKey: HS256_SECRET }));
    expect((await session.request('POST', PATH, body({ token: undefined }))).statusCode).toBe(200);
    expect(await app.environments.signingKeyOf('prod')).toEqual({ algorithm: 'HS256', key: HS256_SECRET });
    const same = await session.request(
      'POST',
      PATH,
      body({ token: undefined, signingAlgorithm: 'HS256', signingKey: '' }),
    );
    expect(same.statusCode).toBe(200);
    expect(await app.environments.signingKeyOf('prod')).toEqual({ algorithm: 'HS256', key: HS256_SECRET });
    const other = await session.request('POST', PATH, body({ token: undefined, signingAlgorithm: 'ES256' }));
    expect(other.statusCode).toBe(400);
    expect(other.json<ErrorResponse>().message).toBe(FORM_ISSUES.signingKeyRequired);
    const cleared = await session.request('POST', PATH, body({ token: undefined, signingAlgorithm: '' }));
    expect(cleared.statusCode).toBe(200);
    expect(await app.environments.signingKeyOf('prod')).toBeUndefined();
    expect((await listed()).data[0]?.signingAlgorithm).toBeNull();
    // The broker token stayed through all of it: the signing key is stored beside it, not instead.
    expect((await listed()).data[0]?.hasToken).toBe(true);
  });

  it('setting a secret needs a recent password; once confirmed the same call succeeds at once', async () => {
    await session.request('PUT', PATH, body());
    app.clock.advance(RECENT_PASSWORD_WINDOW_MS);
    const change = body({ signingAlgorithm: 'ES256', signingKey: P256_KEY });
    const refused = await session.request('POST', PATH, change);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorResponse>()).toMatchObject({ code: PASSWORD_CONFIRMATION_REQUIRED });
    expect(await app.environments.signingKeyOf('prod')).toBeUndefined();
    // Pulsar Manager's body with a token is a credential change too; without one it is not.
    expect((await session.request('POST', PATH, body())).statusCode).toBe(403);
    expect((await session.request('POST', PATH, body({ token: undefined }))).statusCode).toBe(200);
    // Clearing grants nothing: allowed without the password.
    expect(
      (await session.request('POST', PATH, body({ token: undefined, signingAlgorithm: '' }))).statusCode,
    ).toBe(200);
    const confirmed = await session.request('POST', '/pulsar-manager/auth/confirm-password', {
      password: server.admin.password,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await session.request('POST', PATH, change)).statusCode).toBe(200);
    expect((await app.environments.signingKeyOf('prod'))?.algorithm).toBe('ES256');
    const updates = await app.database.db
      .selectFrom('audit_log')
      .select(['detail', 'result'])
      .where('action', '=', 'environment.update')
      .where('result', '=', 'success')
      .execute();
    expect(updates.at(-1)?.detail).toContain('"signingAlgorithm":{"before":null,"after":"ES256"}');
    expect(JSON.stringify(updates)).not.toContain(P256_KEY.slice(40, 80));
  });

  it("Pulsar Manager's environment body {name, broker, bookie, token} keeps working unchanged", async () => {
    const created = await session.request('PUT', PATH, {
      name: 'prod',
      broker: broker.url,
      bookie: broker.url,
      token: TOKEN,
    });
    expect(created.statusCode).toBe(200);
    expect((await listed()).data[0]).toMatchObject({ hasToken: true, signingAlgorithm: null });
  });
});
