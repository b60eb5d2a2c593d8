// An environment's token-signing key as a save leaves it (issue 15 item 4): checked here so a key that
// cannot sign is refused with 400 and a message when it is saved, not when a token is minted later.
// The contract's signingKeyIssue checks the form (the web runs it too); node:crypto then parses a PEM
// key and matches it to the algorithm: RS256 an RSA key of 2048 bits or more, ES256 an EC key on P-256.
import { createPrivateKey, type KeyObject } from 'node:crypto';
import {
  type EnvironmentRequest,
  FORM_ISSUES,
  SIGNING_KEY_MESSAGES,
  type SigningAlgorithm,
  signingKeyIssue,
} from '@beacon/contracts';
import { HttpError } from '../../http-errors.ts';
import type { SigningKey } from './environment.repository.ts';

const MIN_RSA_BITS = 2048;

function parsePrivateKey(pem: string): KeyObject {
  try {
    return createPrivateKey({ key: pem, format: 'pem' });
  } catch {
    // node:crypto's message may quote the key's framing; ours says what to do instead.
    throw new HttpError(400, SIGNING_KEY_MESSAGES.unreadable);
  }
}

function assertMatches(algorithm: Exclude<SigningAlgorithm, 'HS256'>, key: KeyObject): void {
  const details = key.asymmetricKeyDetails ?? {};
  if (algorithm === 'RS256') {
    if (key.asymmetricKeyType !== 'rsa' || (details.modulusLength ?? 0) < MIN_RSA_BITS) {
      throw new HttpError(400, SIGNING_KEY_MESSAGES.notRsa);
    }
    return;
  }
  if (key.asymmetricKeyType !== 'ec' || details.namedCurve !== 'prime256v1') {
    throw new HttpError(400, SIGNING_KEY_MESSAGES.notP256);
  }
}

/**
 * The signing key to store for this request, given the stored one: absent algorithm keeps it, ''
 * removes it, an algorithm with a key replaces it (checked), an algorithm without a key keeps the
 * stored key of that same algorithm and is refused otherwise.
 */
export function signingKeyFor(
  request: Pick<EnvironmentRequest, 'signingAlgorithm' | 'signingKey'>,
  saved: SigningKey | undefined,
): SigningKey | undefined {
  const issue = signingKeyIssue(request.signingAlgorithm, request.signingKey);
  if (issue) throw new HttpError(400, issue);
  const algorithm = request.signingAlgorithm;
  if (algorithm === undefined) return saved;
  if (algorithm === '') return undefined;
  const key = request.signingKey?.trim() ?? '';
  if (key === '') {
    if (saved?.algorithm === algorithm) return saved;
    throw new HttpError(400, FORM_ISSUES.signingKeyRequired);
  }
  if (algorithm !== 'HS256') assertMatches(algorithm, parsePrivateKey(key));
  return { algorithm, key };
}

/**
 * Whether the request sets or replaces a secret, which needs a recent password (issue 15 item 5):
 * the token, the TLS client certificate or key, the CA (it decides who may receive the token), or the
 * signing key, OAuth2 client settings. Clearing one does not: it grants nothing.
 */
export function setsSecret(request: EnvironmentRequest): boolean {
  // OAuth2 settings, even without a new secret: another audience or scope buys another token.
  if (request.oauth2) return true;
  return [request.token, request.tlsCa, request.tlsCert, request.tlsKey, request.signingKey].some((value) =>
    Boolean(value?.trim()),
  );
}
