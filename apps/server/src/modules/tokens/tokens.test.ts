// Broker tokens (issue 15 item 4) on a real database: minted with each environment's algorithm and
// verified with its key, expiry from configuration, values sealed at rest and never listed, Pulsar
// Manager's answer shapes, audited changes, and showing a token again only with a recent password.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jwtVerify, decodeProtectedHeader } from 'jose';
import {
  PASSWORD_CONFIRMATION_REQUIRED,
  type CreateTokenResponse,
  type TokenListResponse,
} from '@beacon/contracts';
import { loadConfig } from '../../config.ts';
import type { SessionClient } from '../../test-support/index.ts';
import { keyPair, tokensFixture, type TokensFixture } from '../../test-support/tokens-setup.ts';

const DAY_MS = 86_400_000;
let fixture: TokensFixture;
let root: SessionClient;

async function rootIn(environment: string): Promise<SessionClient> {
  root = await fixture.server.loggedIn();
  root.environment = environment;
  return root;
}

const mint = (client: SessionClient, body: object) =>
  client.request('PUT', '/pulsar-manager/tokens/token', body);

describe('broker tokens', () => {
  beforeEach(async () => {
    fixture = await tokensFixture();
  });
  afterEach(() => fixture.close());

  it.each(['hs', 'rs', 'es'])(
    'mints in %s a token its key verifies, expiring after the default 30 days',
    async (environment) => {
      const client = await rootIn(environment);
      const minted = await mint(client, { role: 'orders-service', description: 'Order pipeline' });
      expect(minted.statusCode).toBe(200);
      const answer = minted.json<{ message: string; tokenId: string; token: string }>();
      expect(answer.message).toBe('Token generate and save success');
      const key = fixture.keys[environment]!;
      expect(decodeProtectedHeader(answer.token).alg).toBe(key.algorithm);
      const now = fixture.server.app.clock.now();
      const { payload } = await jwtVerify(answer.token, key.verifier, {
        algorithms: [key.algorithm],
        currentDate: new Date(now),
      });
      expect(payload.sub).toBe('orders-service');
      expect(payload.iat).toBe(Math.floor(now / 1000));
      expect(payload.exp).toBe(Math.floor((now + 30 * DAY_MS) / 1000));
      // Past its expiry, the key no longer accepts it.
      await expect(
        jwtVerify(answer.token, key.verifier, { currentDate: new Date(now + 31 * DAY_MS) }),
      ).rejects.toThrow(/exp/);
    },
  );

  it('lists role, description, expiry, issuer, creation and algorithm, never the value', async () => {
    const client = await rootIn('rs');
    const { token, tokenId } = (
      await mint(client, { role: 'billing', description: 'Billing', expiresIn: 3600 })
    ).json<{
      token: string;
      tokenId: string;
    }>();
    const listed = await client.request('GET', '/pulsar-manager/tokens');
    expect(listed.statusCode).toBe(200);
    const now = fixture.server.app.clock.now();
    expect(listed.json<TokenListResponse>()).toEqual({
      total: 1,
      data: [
        {
          tokenId,
          role: 'billing',
          description: 'Billing',
          expiresAt: now + 3600_000,
          issuer: fixture.server.admin.username,
          createdAt: now,
          algorithm: 'RS256',
        },
      ],
      policy: {
        defaultTtlSeconds: 30 * 86_400,
        maxTtlSeconds: 365 * 86_400,
        allowNoExpiry: false,
        signingKey: true,
        algorithm: 'RS256',
      },
    });
    expect(listed.body).not.toContain(token);
    // Tokens belong to their environment.
    client.environment = 'hs';
    expect((await client.request('GET', '/pulsar-manager/tokens')).json<TokenListResponse>().total).toBe(0);
  });

  it('keeps the value sealed at rest and out of the audit trail', async () => {
    const client = await rootIn('hs');
    const { token } = (await mint(client, { role: 'sealed', description: '' })).json<{ token: string }>();
    const { db } = fixture.server.app.database;
    const row = await db
      .selectFrom('tokens')
      .selectAll()
      .where('role', '=', 'sealed')
      .executeTakeFirstOrThrow();
    expect(row.environment).toBe('hs');
    expect(row.created_by).toBe(fixture.server.admin.username);
    expect(row.token_ciphertext.startsWith('v1.')).toBe(true);
    for (const part of token.split('.')) expect(row.token_ciphertext).not.toContain(part);
    const audit = await db.selectFrom('audit_log').selectAll().where('action', 'like', 'token.%').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['token.create']);
    expect(audit[0]!.environment).toBe('hs');
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ after: { role: 'sealed', algorithm: 'HS256' } });
    for (const part of token.split('.')) expect(audit[0]!.detail).not.toContain(part);
  });

  it('refuses an expiry past the maximum and no expiry unless configured', async () => {
    const client = await rootIn('hs');
    const tooLong = await mint(client, { role: 'long', expiresIn: 366 * 86_400 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ error: string }>().error).toBe(
      'The expiry must be at most 31536000 seconds (365 days) from now',
    );
    const never = await mint(client, { role: 'forever', expiresIn: null });
    expect(never.statusCode).toBe(400);
    expect(never.json<{ error: string }>().error).toBe(
      'Tokens without expiry are not allowed on this server',
    );
    const atMax = await mint(client, { role: 'year', expiresIn: 365 * 86_400 });
    expect(atMax.statusCode).toBe(200);
    const listed = (await client.request('GET', '/pulsar-manager/tokens')).json<TokenListResponse>();
    expect(listed.data.map((token) => token.role)).toEqual(['year']);
  });

  it('answers the form’s messages: Role is required, Role already exists, no signing key', async () => {
    const client = await rootIn('es');
    const empty = await mint(client, { role: '  ', description: 'x' });
    expect([empty.statusCode, empty.json<{ error: string }>().error]).toEqual([
      400,
      'role: Role is required',
    ]);
    const control = await mint(client, { role: 'bad\nrole' });
    expect(control.statusCode).toBe(400);
    expect((await mint(client, { role: 'twice' })).statusCode).toBe(200);
    const again = await mint(client, { role: 'twice' });
    expect([again.statusCode, again.json<{ error: string }>().error]).toEqual([409, 'Role already exists']);
    client.environment = 'hs';
    expect((await mint(client, { role: 'twice' })).statusCode).toBe(200);
    client.environment = 'bare';
    const bare = await mint(client, { role: 'nokey' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json<{ error: string }>().error).toBe(
      "Environment 'bare' has no token signing key: set one in the environment's settings",
    );
    const policy = (await client.request('GET', '/pulsar-manager/tokens')).json<TokenListResponse>().policy;
    expect([policy.signingKey, policy.algorithm]).toEqual([false, null]);
    client.environment = 'nowhere';
    expect((await client.request('GET', '/pulsar-manager/tokens')).statusCode).toBe(400);
  });

  it('signs with the server-wide key from configuration where an environment has none (issue 28 C23)', async () => {
    await fixture.close();
    const fallback = keyPair('HS256');
    fixture = await tokensFixture({ defaultSigningKey: { algorithm: 'HS256', key: fallback.stored } });
    const client = await rootIn('bare');
    const minted = await mint(client, { role: 'via-default' });
    expect(minted.statusCode, minted.body).toBe(200);
    const at = { currentDate: new Date(fixture.server.app.clock.now()) };
    const { payload } = await jwtVerify(minted.json<CreateTokenResponse>().token, fallback.verifier, at);
    expect(payload.sub).toBe('via-default');
    const policy = (await client.request('GET', '/pulsar-manager/tokens')).json<TokenListResponse>().policy;
    expect([policy.signingKey, policy.algorithm]).toEqual([true, 'HS256']);
    // An environment's own key still wins.
    client.environment = 'hs';
    const own = await mint(client, { role: 'via-own' });
    await expect(jwtVerify(own.json<CreateTokenResponse>().token, fallback.verifier, at)).rejects.toThrow(
      /signature verification failed/,
    );
  });

  it('refuses a server-wide key that cannot sign, at start, naming the variable', () => {
    expect(() =>
      loadConfig({ BEACON_TOKEN_SIGNING_ALGORITHM: 'RS256', BEACON_TOKEN_SIGNING_KEY: 'not a pem' }),
    ).toThrow(/BEACON_TOKEN_SIGNING_KEY: /);
    expect(() => loadConfig({ BEACON_TOKEN_SIGNING_KEY: 'x' })).toThrow(
      /BEACON_TOKEN_SIGNING_ALGORITHM must be one of/,
    );
  });

  it('edits only the description, shows the token again with a recent password, and deletes', async () => {
    const client = await rootIn('rs');
    const { token, tokenId } = (await mint(client, { role: 'ops', description: 'before' })).json<{
      token: string;
      tokenId: string;
    }>();
    const edited = await client.request('POST', '/pulsar-manager/tokens/token', {
      role: 'ops',
      description: 'after',
    });
    expect([edited.statusCode, edited.json()]).toEqual([200, { message: 'Token generate and save success' }]);
    const missing = await client.request('POST', '/pulsar-manager/tokens/token', {
      role: 'nope',
      description: '',
    });
    expect([missing.statusCode, missing.json<{ error: string }>().error]).toEqual([404, 'Token not find']);

    // The login typed the password just now.
    const shown = await client.request('GET', '/pulsar-manager/tokens/ops');
    expect([shown.statusCode, shown.json()]).toEqual([
      200,
      { token, description: 'after', role: 'ops', tokenId },
    ]);
    fixture.server.app.clock.advance(6 * 60_000);
    const stale = await client.request('GET', '/pulsar-manager/tokens/ops');
    expect(stale.statusCode).toBe(403);
    expect(stale.json<{ code: string }>().code).toBe(PASSWORD_CONFIRMATION_REQUIRED);

    const deleted = await client.request('DELETE', '/pulsar-manager/tokens/ops');
    expect([deleted.statusCode, deleted.json()]).toEqual([
      200,
      { message: 'Delete broker token success', role: 'ops' },
    ]);
    expect((await client.request('DELETE', '/pulsar-manager/tokens/ops')).statusCode).toBe(404);

    const { db } = fixture.server.app.database;
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'target', 'detail'])
      .where('action', 'like', 'token.%')
      .orderBy('at')
      .execute();
    expect(audit.map((entry) => `${entry.action} ${entry.target}`)).toEqual([
      'token.create ops',
      'token.update ops',
      'token.view ops',
      'token.delete ops',
    ]);
    expect(JSON.parse(audit[1]!.detail)).toMatchObject({
      before: { description: 'before' },
      after: { description: 'after' },
    });
    expect(JSON.parse(audit[3]!.detail)).toMatchObject({ before: { role: 'ops', description: 'after' } });
    for (const entry of audit) expect(entry.detail).not.toContain(token.split('.')[2]);
  });
});

describe('broker tokens without expiry', () => {
  beforeEach(async () => {
    fixture = await tokensFixture({ tokenAllowNoExpiry: true, tokenDefaultTtlSeconds: 3600 });
  });
  afterEach(() => fixture.close());

  it('mints a token without exp when configuration allows it, and says so in the list', async () => {
    const client = await rootIn('es');
    const { token } = (await mint(client, { role: 'forever', expiresIn: null })).json<{ token: string }>();
    const { payload } = await jwtVerify(token, fixture.keys.es!.verifier, { algorithms: ['ES256'] });
    expect(payload.exp).toBeUndefined();
    const listed = (await client.request('GET', '/pulsar-manager/tokens')).json<TokenListResponse>();
    expect(listed.data[0]!.expiresAt).toBeNull();
    expect(listed.policy).toMatchObject({ allowNoExpiry: true, defaultTtlSeconds: 3600 });
  });
});

describe('broker tokens of a deleted environment', () => {
  beforeEach(async () => {
    fixture = await tokensFixture();
  });
  afterEach(() => fixture.close());

  it('go with it, so an environment registered again under its name starts with none', async () => {
    const client = await rootIn('hs');
    expect((await mint(client, { role: 'orders-service' })).statusCode).toBe(200);
    expect((await mint(client, { role: 'billing' })).statusCode).toBe(200);
    client.environment = 'rs';
    expect((await mint(client, { role: 'orders-service' })).statusCode).toBe(200);
    const deleted = await client.request('DELETE', '/pulsar-manager/environments/environment', {
      name: 'hs',
    });
    expect(deleted.statusCode).toBe(200);
    const { db } = fixture.server.app.database;
    const left = await db.selectFrom('tokens').select(['environment', 'role']).execute();
    expect(left).toEqual([{ environment: 'rs', role: 'orders-service' }]);
  });
});
