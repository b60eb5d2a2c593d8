// A server with environments that hold signing keys of each algorithm and a fake broker answering
// tenants' admin roles, for the broker token tests (SQLite or PostgreSQL, whichever the run uses).
import { generateKeyPairSync, randomBytes, type KeyObject, createSecretKey } from 'node:crypto';
import type { SigningAlgorithm } from '@beacon/contracts';
import { createServerWithSuperuser, startFakeBroker, type FakeBroker } from './index.ts';
import type { ServerWithSuperuser } from './session-client.ts';
import type { Config } from '../config.ts';
import { SecretBox } from '../secrets/secret-box.ts';
import { EnvironmentRepository } from '../modules/environments/environment.repository.ts';

export interface KeyPair {
  algorithm: SigningAlgorithm;
  /** What the environment stores. */
  stored: string;
  /** What verifies its tokens (the secret, or the public key). */
  verifier: KeyObject;
}

export function keyPair(algorithm: SigningAlgorithm): KeyPair {
  if (algorithm === 'HS256') {
    const secret = randomBytes(32);
    return { algorithm, stored: secret.toString('base64'), verifier: createSecretKey(secret) };
  }
  const { privateKey, publicKey } =
    algorithm === 'RS256'
      ? generateKeyPairSync('rsa', { modulusLength: 2048 })
      : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    algorithm,
    stored: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    verifier: publicKey,
  };
}

/** Tenants as the fake broker answers them: acme is administered by acme-admin and acme-ops. */
export const TENANT_ADMIN_ROLES: Record<string, string[]> = {
  acme: ['acme-admin', 'acme-ops'],
  other: ['other-admin'],
};

export interface TokensFixture {
  server: ServerWithSuperuser;
  broker: FakeBroker;
  keys: Record<string, KeyPair | undefined>;
  close(): Promise<void>;
}

/** Environments `hs`, `rs`, `es` (one key each) and `bare` (none), all on the fake broker. */
export async function tokensFixture(overrides: Partial<Config> = {}): Promise<TokensFixture> {
  const broker = await startFakeBroker({
    answer: (request) => {
      const tenant = /^\/admin\/v2\/tenants\/([^/?]+)$/.exec(request.url)?.[1];
      const adminRoles = tenant ? TENANT_ADMIN_ROLES[decodeURIComponent(tenant)] : undefined;
      if (!adminRoles) return { status: 404, body: JSON.stringify({ reason: 'Tenant does not exist' }) };
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ adminRoles, allowedClusters: ['standalone'] }),
      };
    },
  });
  const server = await createServerWithSuperuser(overrides);
  const { app } = server;
  const keys: TokensFixture['keys'] = {
    hs: keyPair('HS256'),
    rs: keyPair('RS256'),
    es: keyPair('ES256'),
    bare: undefined,
  };
  // Rows through the environments' own repository: registering through the API would test a broker.
  const environments = new EnvironmentRepository(app.database.db, new SecretBox(app.config.secretKey!));
  await app.database.db.transaction().execute(async (trx) => {
    for (const [name, key] of Object.entries(keys))
      await environments.insert(
        trx,
        {
          name,
          serviceUrl: broker.url,
          bookieUrl: broker.url,
          credentials: {},
          signing: key && { algorithm: key.algorithm, key: key.stored },
        },
        app.clock.now(),
      );
  });
  return {
    server,
    broker,
    keys,
    close: async () => {
      await app.close();
      await broker.close();
    },
  };
}
