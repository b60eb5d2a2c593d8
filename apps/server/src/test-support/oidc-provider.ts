// A real OpenID Connect provider (the `oidc-provider` package) on loopback, for single sign-on tests:
// its own login form (development interactions: any password), authorization code flow with PKCE,
// discovery, published signing keys (RS256 or ES256), end-session. Accounts and their claims are set
// by the test and may change between logins (a group removed at the provider).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface OidcClientSettings {
  clientId: string;
  /** Undefined: a public client (no client authentication, PKCE only). */
  clientSecret?: string | undefined;
  redirectUri: string;
  postLogoutRedirectUri?: string | undefined;
}

export interface TestProviderOptions {
  algorithm?: 'RS256' | 'ES256';
  clients: OidcClientSettings[];
  /** Claims per login name; an unlisted login gets only `sub` and `preferred_username`. */
  accounts?: Record<string, Record<string, unknown>>;
  /** Lifetime of an authorization code in seconds (oidc-provider's default is 60). */
  codeTtlSeconds?: number;
  /** More claims released with the profile scope (e.g. Keycloak's nested `realm_access`). */
  extraProfileClaims?: string[];
  /** Listen on this port (e2e: the browser must reach a known address). */
  port?: number;
}

export interface TestProvider {
  issuer: string;
  algorithm: 'RS256' | 'ES256';
  /** Replaces the claims the provider vouches for at the login's next sign-in. */
  setAccount(login: string, claims: Record<string, unknown>): void;
  close(): Promise<void>;
}

export async function startOidcProvider(options: TestProviderOptions): Promise<TestProvider> {
  const algorithm = options.algorithm ?? 'RS256';
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const { privateKey } = await generateKeyPair(algorithm, { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    alg: algorithm,
    use: 'sig',
    kid: `test-${algorithm}`,
  };

  // The issuer names the port, so the server listens before the provider exists to answer it.
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      ...(client.clientSecret === undefined
        ? { token_endpoint_auth_method: 'none' }
        : { client_secret: client.clientSecret, token_endpoint_auth_method: 'client_secret_basic' }),
      redirect_uris: [client.redirectUri],
      post_logout_redirect_uris: client.postLogoutRedirectUri ? [client.postLogoutRedirectUri] : [],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      id_token_signed_response_alg: algorithm,
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: ['beacon-test-provider-cookie-key'] },
    pkce: { required: () => true },
    // Claims of the granted scopes go into the ID token itself, as Casdoor and Keycloak put them.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'name', 'groups', 'roles', ...(options.extraProfileClaims ?? [])],
      email: ['email', 'email_verified'],
    },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    ttl: {
      AuthorizationCode: options.codeTtlSeconds ?? 60,
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
    },
    findAccount: (_context: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, preferred_username: id, ...accounts.get(id) }),
    }),
    // A first-party client: no consent screen, every requested scope is granted.
    loadExistingGrant: async (context: KoaContextWithOIDC) => {
      const { oidc } = context;
      const { client, session, params } = oidc;
      // Asked only during an authorization, where both exist.
      if (!client || !session) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(typeof params?.scope === 'string' ? params.scope : 'openid');
      grant.addOIDCClaims([
        'preferred_username',
        'name',
        'groups',
        'roles',
        'email',
        ...(options.extraProfileClaims ?? []),
      ]);
      await grant.save();
      return grant;
    },
  });
  const handle = provider.callback();
  server.on(
    'request',
    (request: http.IncomingMessage, response: http.ServerResponse) => void handle(request, response),
  );

  return {
    issuer,
    algorithm,
    setAccount: (login, claims) => accounts.set(login, claims),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
