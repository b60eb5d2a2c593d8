// "The bearer for this environment now": every path to a broker (the proxy and what builds on it —
// Pulsar Manager's reads, the message reader —, the statistics collector, the background status
// check) turns an environment's stored credentials into the ones it sends here. A static token is
// sent as it is; OAuth2 client credentials become an access token, cached until shortly before it
// expires and then fetched again, one fetch in flight per client (concurrent callers share it).
// Decision 0088.
import { createHash } from 'node:crypto';
import type { AddressPolicy } from './address-policy.ts';
import { type AccessToken, fetchAccessToken } from './oauth2-token.ts';
import type { BrokerCredentials, OAuth2Client } from './service-urls.ts';

/** A token is fetched again this long before it expires: 10 % of its lifetime, at most 30 s. */
export function refreshMarginMs(lifetimeMs: number): number {
  return Math.min(30_000, lifetimeMs / 10);
}

/** The credentials to send now, and until when they hold (epoch ms; Infinity for a static token). */
export interface CurrentCredentials {
  credentials: BrokerCredentials;
  /** After this, ask again: the access token is due for its refresh. */
  freshUntil: number;
}

interface Cached {
  token: AccessToken;
  refreshAt: number;
}

export interface BrokerBearersOptions {
  policy: AddressPolicy;
  timeoutMs?: number;
  /** Real time by default: tokens expire in real time, whatever clock the rest of a test moves. */
  now?: () => number;
}

export class BrokerBearers {
  readonly #options: BrokerBearersOptions;
  readonly #now: () => number;
  /** By a digest of the client's settings (a changed secret or audience is another client). */
  readonly #tokens = new Map<string, Cached>();
  readonly #inFlight = new Map<string, Promise<Cached>>();

  constructor(options: BrokerBearersOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  /** The stored credentials as they go to a broker now: an OAuth2 client's settings become its token. */
  async credentialsNow(stored: BrokerCredentials): Promise<CurrentCredentials> {
    const { oauth2, ...rest } = stored;
    if (!oauth2) return { credentials: rest, freshUntil: Infinity };
    const cached = await this.#current(oauth2);
    return { credentials: { ...rest, token: cached.token.value }, freshUntil: cached.refreshAt };
  }

  /**
   * A token fetched now, whatever is cached (the connection test checks the client as it is), then
   * cached for the other paths. Rejects as fetchAccessToken does.
   */
  async fresh(client: OAuth2Client): Promise<BrokerCredentials['token']> {
    const key = keyOf(client);
    const cached = await this.#fetch(key, client);
    return cached.token.value;
  }

  /** Drops a client's token (a broker refused it): the next call fetches another. */
  forget(client: OAuth2Client): void {
    this.#tokens.delete(keyOf(client));
  }

  #current(client: OAuth2Client): Promise<Cached> {
    const key = keyOf(client);
    const cached = this.#tokens.get(key);
    if (cached && this.#now() < cached.refreshAt) return Promise.resolve(cached);
    return this.#inFlight.get(key) ?? this.#fetch(key, client);
  }

  #fetch(key: string, client: OAuth2Client): Promise<Cached> {
    const fetching = fetchAccessToken(client, {
      policy: this.#options.policy,
      now: this.#now,
      ...(this.#options.timeoutMs === undefined ? {} : { timeoutMs: this.#options.timeoutMs }),
    })
      .then((token) => {
        const entry = { token, refreshAt: token.expiresAt - refreshMarginMs(token.lifetimeMs) };
        this.#sweep();
        this.#tokens.set(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.#inFlight.get(key) === fetching) this.#inFlight.delete(key);
      });
    this.#inFlight.set(key, fetching);
    return fetching;
  }

  /** Expired tokens of clients nobody asks for any more (an environment changed or deleted) go. */
  #sweep(): void {
    const now = this.#now();
    for (const [key, entry] of this.#tokens) if (entry.token.expiresAt <= now) this.#tokens.delete(key);
  }
}

function keyOf(client: OAuth2Client): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        client.issuerUrl,
        client.clientId,
        client.clientSecret,
        client.audience ?? '',
        client.scope ?? '',
      ]),
    )
    .digest('base64url');
}
