// The provider's metadata (OpenID Connect Discovery), fetched when first needed and kept for an hour.
// A provider that is down at start-up does not stop Beacon: the login page still shows the button,
// and a sign-on tried meanwhile is answered "provider unavailable" (503) until discovery succeeds.
import * as client from 'openid-client';
import { HttpError } from '../../http-errors.ts';
import type { Clock } from '../../clock.ts';
import type { SsoConfig } from './sso-config.ts';
import { SSO_CODES, SSO_MESSAGES } from './sso-messages.ts';

/** Metadata and keys change rarely; an hour bounds how long a rotated endpoint goes unseen. */
const METADATA_TTL_MS = 60 * 60 * 1000;
/** After a failed discovery, every sign-on for this long gets the failure at once instead of waiting. */
const FAILURE_BACKOFF_MS = 5_000;
/** Seconds, openid-client's unit: a dead provider must not hold the login page for a minute. */
const REQUEST_TIMEOUT_SECONDS = 10;

export class SsoProvider {
  readonly #config: SsoConfig;
  readonly #clock: Clock;
  #cached: { at: number; value: client.Configuration } | undefined;
  #failedAt: number | undefined;
  #pending: Promise<client.Configuration> | undefined;

  constructor(config: SsoConfig, clock: Clock) {
    this.#config = config;
    this.#clock = clock;
  }

  /** The discovered configuration, or an HttpError 503 naming the provider as unavailable. */
  async configuration(): Promise<client.Configuration> {
    const now = this.#clock.now();
    if (this.#cached && now - this.#cached.at < METADATA_TTL_MS) return this.#cached.value;
    if (this.#failedAt !== undefined && now - this.#failedAt < FAILURE_BACKOFF_MS) throw unavailable();
    // Concurrent sign-ons share one discovery request.
    this.#pending ??= this.#discover().finally(() => {
      this.#pending = undefined;
    });
    return this.#pending;
  }

  async #discover(): Promise<client.Configuration> {
    const config = this.#config;
    const insecure = config.issuer.protocol === 'http:';
    try {
      const value = await client.discovery(
        config.issuer,
        config.clientId,
        {
          // Pinned: openid-client refuses an ID token signed with any other algorithm.
          id_token_signed_response_alg: config.idTokenAlgorithms as unknown as string,
          redirect_uris: [config.redirectUri],
          response_types: ['code'],
        },
        config.clientSecret === undefined ? client.None() : client.ClientSecretBasic(config.clientSecret),
        {
          timeout: REQUEST_TIMEOUT_SECONDS,
          // http is accepted by the configuration on loopback only (sso-config.ts).
          ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
        },
      );
      value.timeout = REQUEST_TIMEOUT_SECONDS;
      this.#cached = { at: this.#clock.now(), value };
      this.#failedAt = undefined;
      return value;
    } catch (error) {
      this.#failedAt = this.#clock.now();
      throw unavailable(error);
    }
  }

  /** Drops the cached metadata (the provider's keys may have rotated since). */
  forget(): void {
    this.#cached = undefined;
  }
}

function unavailable(cause?: unknown): HttpError {
  const error = new HttpError(503, SSO_MESSAGES.providerUnavailable, SSO_CODES.providerUnavailable);
  if (cause !== undefined) error.cause = cause;
  return error;
}
