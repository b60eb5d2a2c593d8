// A real OAuth2 issuer (the `oidc-provider` package) on loopback for the client credentials grant
// (issue 32): discovery, a token endpoint that takes client_id and client_secret in the form body
// (client_secret_post, as Pulsar's AuthenticationOAuth2 sends them), and JWT access tokens signed
// with the RSA key the test gives it — the key a real broker is told to trust. A client credentials
// token's `sub` is the client ID (oidc-provider's JWT format: `sub: sub || clientId`); its `aud` is
// the `audience` the client asked for (as Auth0 and StreamNative read that parameter), or the default.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPrivateKey } from 'node:crypto';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface OAuth2IssuerOptions {
  clients: { clientId: string; clientSecret: string }[];
  /** The RSA private key (PEM) that signs the access tokens. */
  signingKeyPem: string;
  /** Lifetime of an access token in seconds (default 600). */
  accessTokenTtlSeconds?: number;
  /** The audience when the client names none. */
  defaultAudience?: string;
  port?: number;
}

export interface OAuth2Issuer {
  issuer: string;
  /** How many token requests reached the token endpoint (granted or refused). */
  tokenRequests(): number;
  close(): Promise<void>;
}

const DEFAULT_AUDIENCE = 'urn:beacon:test-brokers';

export async function startOAuth2Issuer(options: OAuth2IssuerOptions): Promise<OAuth2Issuer> {
  const jwk = createPrivateKey(options.signingKeyPem).export({ format: 'jwk' });
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ttl = options.accessTokenTtlSeconds ?? 600;
  const audienceOf = (context: KoaContextWithOIDC) => {
    const body = (context.oidc as unknown as { body?: Record<string, unknown> }).body;
    return typeof body?.audience === 'string' && body.audience !== ''
      ? body.audience
      : (options.defaultAudience ?? DEFAULT_AUDIENCE);
  };

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      token_endpoint_auth_method: 'client_secret_post',
      grant_types: ['client_credentials'],
      redirect_uris: [],
      response_types: [],
    })),
    jwks: { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: 'broker-signing-key' }] },
    cookies: { keys: ['beacon-test-issuer-cookie-key'] },
    scopes: ['openid', 'pulsar-admin'],
    ttl: { ClientCredentials: ttl },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: (context) => audienceOf(context),
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'pulsar-admin',
          accessTokenTTL: ttl,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
  });
  let tokenRequests = 0;
  const handle = provider.callback();
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (request.method === 'POST' && request.url?.startsWith('/token')) tokenRequests += 1;
    void handle(request, response);
  });

  return {
    issuer,
    tokenRequests: () => tokenRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
