// Mints a Pulsar broker token: a JWT whose subject is the role, signed with the environment's key
// under exactly the algorithm configured for it (never one read from a key or a request). Pulsar's
// AuthenticationProviderToken checks the signature, `sub` and `exp`; `iat` says when it was made.
import { createPrivateKey, createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { HttpError } from '../../http-errors.ts';
import type { SigningKey } from '../environments/index.ts';

/** Where the current environment's signing key comes from (the environments' repository). */
export interface SigningKeySource {
  signingKeyOf(environment: string): Promise<SigningKey | undefined>;
}

export interface TokenClaims {
  role: string;
  /** Epoch milliseconds. */
  issuedAt: number;
  /** Epoch milliseconds, or null for no expiry. */
  expiresAt: number | null;
}

/** HS256: the base64 secret's bytes (as Pulsar reads `tokenSecretKey`); RS256/ES256: the PEM private key. */
function keyObjectOf({ algorithm, key }: SigningKey): KeyObject {
  if (algorithm === 'HS256') return createSecretKey(Buffer.from(key.trim(), 'base64'));
  return createPrivateKey(key);
}

export async function mintToken(
  environment: string,
  signingKey: SigningKey,
  claims: TokenClaims,
): Promise<string> {
  const jwt = new SignJWT({ sub: claims.role })
    .setProtectedHeader({ alg: signingKey.algorithm, typ: 'JWT' })
    .setIssuedAt(Math.floor(claims.issuedAt / 1000));
  if (claims.expiresAt !== null) jwt.setExpirationTime(Math.floor(claims.expiresAt / 1000));
  try {
    return await jwt.sign(keyObjectOf(signingKey));
  } catch {
    // The key's words never reach the answer or the log: only that it cannot sign.
    throw new HttpError(
      400,
      `The token signing key of environment '${environment}' cannot sign ${signingKey.algorithm}: check it in the environment's settings`,
    );
  }
}
