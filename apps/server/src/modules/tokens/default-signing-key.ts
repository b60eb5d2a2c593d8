// A server-wide token-signing key from configuration (issue 28 C23), as Pulsar Manager had
// (jwt.broker.token.mode with its secret or private key): used for an environment that has no key
// of its own, since Pulsar Manager's screens cannot set one per environment. Checked at start with the
// rules an environment's key is saved with (signing-key.ts).
import fs from 'node:fs';
import { SIGNING_ALGORITHMS, type SigningAlgorithm } from '@beacon/contracts';
import { HttpError } from '../../http-errors.ts';
import type { SigningKey } from '../environments/index.ts';
import { signingKeyFor } from '../environments/index.ts';
import type { SigningKeySource } from './token-signing.ts';

export interface DefaultSigningKeySettings {
  BEACON_TOKEN_SIGNING_ALGORITHM?: string | undefined;
  BEACON_TOKEN_SIGNING_KEY?: string | undefined;
  BEACON_TOKEN_SIGNING_KEY_FILE?: string | undefined;
}

/** The configured key, undefined when none is; throws an Error naming the variable that is wrong. */
export function defaultSigningKeyFrom(settings: DefaultSigningKeySettings): SigningKey | undefined {
  const { BEACON_TOKEN_SIGNING_ALGORITHM: algorithm, BEACON_TOKEN_SIGNING_KEY: value } = settings;
  const file = settings.BEACON_TOKEN_SIGNING_KEY_FILE;
  if (algorithm === undefined && value === undefined && file === undefined) return undefined;
  if (!SIGNING_ALGORITHMS.includes(algorithm as SigningAlgorithm))
    throw new Error(`BEACON_TOKEN_SIGNING_ALGORITHM must be one of ${SIGNING_ALGORITHMS.join(', ')}`);
  if ((value === undefined) === (file === undefined))
    throw new Error(
      'set one of BEACON_TOKEN_SIGNING_KEY and BEACON_TOKEN_SIGNING_KEY_FILE with the algorithm',
    );
  let key = value;
  if (file !== undefined) {
    try {
      key = fs.readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`BEACON_TOKEN_SIGNING_KEY_FILE cannot be read: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  try {
    return signingKeyFor({ signingAlgorithm: algorithm as SigningAlgorithm, signingKey: key }, undefined);
  } catch (error) {
    if (error instanceof HttpError)
      throw new Error(`BEACON_TOKEN_SIGNING_KEY: ${error.message}`, { cause: error });
    throw error;
  }
}

/** An environment's own key, else the server-wide one. */
export class KeysWithDefault implements SigningKeySource {
  readonly #own: SigningKeySource;
  readonly #fallback: SigningKey | undefined;

  constructor(own: SigningKeySource, fallback: SigningKey | undefined) {
    this.#own = own;
    this.#fallback = fallback;
  }

  async signingKeyOf(environment: string): Promise<SigningKey | undefined> {
    return (await this.#own.signingKeyOf(environment)) ?? this.#fallback;
  }
}
