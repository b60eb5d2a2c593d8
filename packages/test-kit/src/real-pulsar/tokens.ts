import { createHmac, createPrivateKey, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

// Keys and tokens for the token-authentication variant, made with node:crypto so the test kit
// needs no JWT library: a token is three base64url parts, as Pulsar's AuthenticationProviderToken
// (jjwt) reads them.

export type TokenAlgorithm = 'HS256' | 'RS256';

export interface TokenKeys {
  algorithm: TokenAlgorithm;
  /** HS256: the secret's bytes, base64. RS256: the private key, PEM. Beacon's environment takes either. */
  signingKey: string;
  /** RS256: the public key, DER (X.509 SubjectPublicKeyInfo), as Pulsar's AuthTokenUtils.decodePublicKey reads its file. */
  publicKeyDer?: Buffer;
}

export function newTokenKeys(algorithm: TokenAlgorithm): TokenKeys {
  if (algorithm === 'HS256') return { algorithm, signingKey: randomBytes(32).toString('base64') };
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    algorithm,
    signingKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyDer: publicKey.export({ type: 'spki', format: 'der' }),
  };
}

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/** A JWT for `role` (`sub`), expiring `expiresInSeconds` from now when given. */
export function mintToken(keys: TokenKeys, role: string, expiresInSeconds?: number): string {
  const claims: Record<string, unknown> = { sub: role };
  if (expiresInSeconds !== undefined) claims.exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const unsigned = `${base64url(JSON.stringify({ alg: keys.algorithm }))}.${base64url(JSON.stringify(claims))}`;
  const signature =
    keys.algorithm === 'HS256'
      ? createHmac('sha256', Buffer.from(keys.signingKey, 'base64')).update(unsigned).digest()
      : sign('sha256', Buffer.from(unsigned), createPrivateKey(keys.signingKey));
  return `${unsigned}.${base64url(signature)}`;
}
