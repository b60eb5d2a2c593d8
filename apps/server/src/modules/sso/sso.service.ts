// The authorization code flow with PKCE, state and nonce (issue 18 item 2), on openid-client: it
// verifies the ID token's signature with the provider's published keys and pinned algorithms, its
// issuer, audience, expiry and nonce. No password grant; the redirect URI is the configured one.
import * as client from 'openid-client';
import { usernameSchema } from '@beacon/contracts';
import { HttpError } from '../../http-errors.ts';
import type { SsoConfig } from './sso-config.ts';
import type { SsoFlows } from './sso-flows.ts';
import { claimAt, claimValues, grantsFor } from './sso-grants.ts';
import { SSO_CODES, SSO_MESSAGES } from './sso-messages.ts';
import type { SsoProvider } from './sso-provider.ts';
import type { SsoIdentity } from './sso-users.ts';

export interface SsoAnswer {
  code: string;
  state: string;
  /** RFC 9207's issuer parameter, when the provider sent one. */
  iss?: string | undefined;
}

/** Only console paths come back from a flow: never another origin, never `//host`. */
export function safeReturnPath(path: string | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return '/';
  if (path === '/login' || path.startsWith('/login?') || path.startsWith('/callback')) return '/';
  return path.slice(0, 2048);
}

/** What a finished flow gives: who signed in, where to go, and for a reconfirmation what it confirms. */
export interface SsoOutcome {
  identity: SsoIdentity;
  returnTo: string;
  confirms?: SsoConfirmation;
}

/** What a reconfirmation flow (issue 28 B16) confirms, and the times its answer is judged by. */
export interface SsoConfirmation {
  session: string;
  startedAt: number;
  /** The ID token's `auth_time` (epoch ms): when the user last signed in at the provider. */
  authTime: number | undefined;
}

/** From the signed ID token only: the UserInfo answer merged into the claims is not signed. */
function authTimeOf(claims: Record<string, unknown>): number | undefined {
  return typeof claims.auth_time === 'number' ? claims.auth_time * 1000 : undefined;
}

export class SsoService {
  readonly #config: SsoConfig;
  readonly #provider: SsoProvider;
  readonly #flows: SsoFlows;

  constructor(config: SsoConfig, provider: SsoProvider, flows: SsoFlows) {
    this.#config = config;
    this.#provider = provider;
    this.#flows = flows;
  }

  /**
   * A new flow: the provider's authorization URL to send the browser to, and the flow's state. A
   * flow that `confirms` a signed-in session asks the provider for a fresh sign-in (`prompt=login`,
   * `max_age=0`): its answer is then proof the user is at the keyboard now (issue 28 B16).
   */
  async start(
    returnTo: string | undefined,
    clientAddress: string,
    confirms?: { session: string },
  ): Promise<{ url: string; state: string }> {
    const configuration = await this.#provider.configuration();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const verifier = client.randomPKCECodeVerifier();
    await this.#flows.start(
      {
        state,
        nonce,
        code_verifier: verifier,
        return_to: safeReturnPath(returnTo),
        confirms_session: confirms?.session ?? null,
      },
      clientAddress,
    );
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.#config.redirectUri,
      scope: this.#config.scopes,
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      ...(confirms ? { prompt: 'login', max_age: '0' } : {}),
    });
    return { url: url.href, state };
  }

  /** Exchanges the provider's answer for a verified identity and the path the user first asked for. */
  async finish(answer: SsoAnswer): Promise<SsoOutcome> {
    const flow = await this.#flows.take(answer.state);
    if (flow === undefined) throw new HttpError(400, SSO_MESSAGES.stateInvalid, SSO_CODES.stateInvalid);
    if (flow === 'expired') throw new HttpError(400, SSO_MESSAGES.flowExpired, SSO_CODES.flowExpired);
    const configuration = await this.#provider.configuration();

    const callback = new URL(this.#config.redirectUri);
    callback.searchParams.set('code', answer.code);
    callback.searchParams.set('state', answer.state);
    // The web posts only {code, state} (spec 7). With one configured provider there is no other
    // issuer to mix up (RFC 9207's concern), so a missing `iss` stands for the configured one.
    if (configuration.serverMetadata().authorization_response_iss_parameter_supported) {
      callback.searchParams.set('iss', answer.iss ?? configuration.serverMetadata().issuer);
    }
    const tokens = await this.#exchange(configuration, callback, flow);
    const claims: Record<string, unknown> = { ...tokens.claims() };
    const { usernameClaim, rolesClaim } = this.#config;
    if (
      (claimAt(claims, usernameClaim) === undefined || claimAt(claims, rolesClaim) === undefined) &&
      configuration.serverMetadata().userinfo_endpoint
    ) {
      // Many providers put groups and names in the UserInfo answer only; its `sub` must match.
      const userInfo = await client
        .fetchUserInfo(configuration, tokens.access_token, String(claims.sub))
        .catch((error: unknown) => {
          throw classify(error);
        });
      for (const [name, value] of Object.entries(userInfo)) claims[name] ??= value;
    }
    const username = usernameSchema.safeParse(claimAt(claims, usernameClaim));
    if (!username.success) throw new HttpError(403, SSO_MESSAGES.usernameMissing, SSO_CODES.usernameMissing);
    // An email anyone can type into a provider's sign-up form names nobody until it is verified.
    const emailVerified = claims.email_verified === true;
    if (usernameClaim === 'email' && !emailVerified)
      throw new HttpError(403, SSO_MESSAGES.emailUnverified, SSO_CODES.emailUnverified);
    return {
      identity: {
        // The ID token's own, verified by openid-client (its issuer is the configured one).
        issuer: String(claims.iss),
        subject: String(claims.sub),
        username: username.data,
        email: emailVerified && typeof claims.email === 'string' ? claims.email.slice(0, 256) : '',
        grants: grantsFor(
          claimValues(claimAt(claims, rolesClaim)),
          this.#config.roleMapping,
          this.#config.defaultGrants,
        ),
      },
      returnTo: flow.return_to,
      confirms:
        flow.confirms_session === null
          ? undefined
          : {
              session: flow.confirms_session,
              startedAt: flow.created_at,
              authTime: authTimeOf({ ...tokens.claims() }),
            },
    };
  }

  async #exchange(
    configuration: client.Configuration,
    callback: URL,
    flow: { state: string; nonce: string; code_verifier: string },
  ) {
    try {
      return await client.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: flow.code_verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw classify(error);
    }
  }

  /** The provider's end-session URL for a single sign-on user's logout, when it publishes one. */
  async endSessionUrl(): Promise<string | undefined> {
    const configuration = await this.#provider.configuration().catch(() => undefined);
    if (!configuration?.serverMetadata().end_session_endpoint) return undefined;
    return client.buildEndSessionUrl(configuration, {
      client_id: this.#config.clientId,
      post_logout_redirect_uri: this.#config.postLogoutRedirectUri,
    }).href;
  }
}

/** A provider's refusal, an unreachable provider, or a token that failed verification. */
function classify(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  return Object.assign(classified(error), { cause: error });
}

function classified(error: unknown): HttpError {
  if (error instanceof client.ResponseBodyError) {
    // invalid_grant: the code expired, was used already, or was not issued for this verifier.
    return new HttpError(400, SSO_MESSAGES.codeRejected, SSO_CODES.codeRejected);
  }
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: unknown }).code;
  if (name === 'TypeError' || name === 'TimeoutError' || name === 'AbortError' || code === 'OAUTH_TIMEOUT') {
    return new HttpError(503, SSO_MESSAGES.providerUnavailable, SSO_CODES.providerUnavailable);
  }
  return new HttpError(400, SSO_MESSAGES.tokenInvalid, SSO_CODES.tokenInvalid);
}
