import { createPublicKey, createSecretKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { jwtVerify } from 'jose';

// Token authentication as AuthenticationProviderToken does it: `Authorization: Bearer <jwt>`,
// signed with the broker's secret key (HS256) or verified with its public key (RS256); the role is
// the `sub` claim.

export interface AuthSettings {
  /** Base64 of the HS256 secret, as in `tokenSecretKey=data:;base64,<key>`. */
  secretKey?: string;
  /** PEM public key for RS256 tokens, as in `tokenPublicKey`. */
  publicKey?: string;
  superUserRoles: string[];
  /** authorizationEnabled: check roles against tenant admins and grants. */
  authorization: boolean;
}

export interface TokenVerifier {
  verify(authorizationHeader: string | undefined): Promise<string | undefined>;
}

export function createTokenVerifier(settings: AuthSettings): TokenVerifier {
  const keys: { key: KeyObject; algorithm: string }[] = [];
  if (settings.secretKey)
    keys.push({ key: createSecretKey(Buffer.from(settings.secretKey, 'base64')), algorithm: 'HS256' });
  if (settings.publicKey) keys.push({ key: createPublicKey(settings.publicKey), algorithm: 'RS256' });
  return {
    async verify(header) {
      const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
      if (!match?.[1]) return undefined;
      for (const { key, algorithm } of keys) {
        try {
          const { payload } = await jwtVerify(match[1], key, { algorithms: [algorithm] });
          if (typeof payload.sub === 'string' && payload.sub !== '') return payload.sub;
        } catch {
          // Try the next key; a token no key accepts is answered 401 by the caller.
        }
      }
      return undefined;
    },
  };
}
