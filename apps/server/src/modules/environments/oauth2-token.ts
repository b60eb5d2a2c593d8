// One OAuth2 client credentials grant, as Pulsar's AuthenticationOAuth2 makes it (decision 0088): the
// token endpoint from the issuer's /.well-known/openid-configuration, then a form POST carrying
// grant_type, client_id, client_secret and, when set, audience and scope (TokenClient.java's
// buildClientCredentialsBody). Both requests go through the broker agents, so the issuer is held to
// the same address policy as broker URLs, and both together have one time limit. A failure says which
// step failed; neither the secret nor the access token is ever part of a message.
import http from 'node:http';
import https from 'node:https';
import type { OAuth2Step } from '@beacon/contracts';
import { AddressRefusedError, type AddressPolicy, checkHost } from './address-policy.ts';
import { brokerAgents, type BrokerAgents } from './broker-agents.ts';
import type { OAuth2Client } from './service-urls.ts';

/** Discovery and token request together (Pulsar's own client allows 10 s to connect). */
export const TOKEN_FETCH_TIMEOUT_MS = 10_000;
const MAX_BODY_BYTES = 64 * 1024;
/** When the issuer names no lifetime (expires_in is RECOMMENDED, RFC 6749 §5.1) and the token is no JWT. */
const UNNAMED_LIFETIME_MS = 60_000;
/** An issuer's own words are shown, cut to this length and stripped of control characters. */
const MAX_DETAIL = 300;

export interface AccessToken {
  value: string;
  /** When the issuer says it expires (epoch ms). */
  expiresAt: number;
  /** Its whole lifetime as issued, in ms. */
  lifetimeMs: number;
}

/** A failed grant, by step (the connection test names it); `detail` is the issuer's error and description. */
export class OAuth2TokenError extends Error {
  readonly step: Exclude<OAuth2Step, 'broker-refused-token'>;
  readonly detail: string | undefined;
  constructor(step: OAuth2TokenError['step'], message: string, detail?: string) {
    super(message);
    this.step = step;
    this.detail = detail;
  }
}

export interface TokenFetchOptions {
  policy: AddressPolicy;
  timeoutMs?: number;
  now?: () => number;
}

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** Obtains an access token; rejects with OAuth2TokenError (a step failed) or AddressRefusedError. */
export async function fetchAccessToken(
  client: OAuth2Client,
  options: TokenFetchOptions,
): Promise<AccessToken> {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? TOKEN_FETCH_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  const agents = brokerAgents(options.policy, { keepAlive: false });
  try {
    const tokenEndpoint = await discoverTokenEndpoint(client.issuerUrl, {
      agents,
      signal,
      timeoutMs,
      policy: options.policy,
    });
    const started = now();
    const answer = await exchange(
      tokenEndpoint,
      { agents, signal, timeoutMs, policy: options.policy },
      {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: client.clientId,
          client_secret: client.clientSecret,
          ...(client.audience ? { audience: client.audience } : {}),
          ...(client.scope ? { scope: client.scope } : {}),
        }).toString(),
      },
    ).catch((error: unknown) => {
      throw unreachable(tokenEndpoint, error, signal, timeoutMs);
    });
    return tokenOf(answer, client, started);
  } finally {
    agents.http.destroy();
    agents.https.destroy();
  }
}

interface Connection {
  agents: BrokerAgents;
  signal: AbortSignal;
  timeoutMs: number;
  policy: AddressPolicy;
}

async function discoverTokenEndpoint(issuerUrl: string, connection: Connection): Promise<URL> {
  const discovery = new URL(`${issuerUrl.replace(/\/+$/, '')}/.well-known/openid-configuration`);
  if (discovery.protocol !== 'http:' && discovery.protocol !== 'https:')
    throw new OAuth2TokenError('issuer-not-oidc', `${issuerUrl} is not an http(s) URL`);
  const answer = await exchange(discovery, connection, { method: 'GET' }).catch((error: unknown) => {
    throw unreachable(discovery, error, connection.signal, connection.timeoutMs);
  });
  const notIssuer = (why: string) =>
    new OAuth2TokenError(
      'issuer-not-oidc',
      `${issuerUrl} is not an OpenID Connect issuer: ${discovery.pathname} ${why}`,
    );
  if (answer.status >= 500)
    throw new OAuth2TokenError(
      'issuer-unreachable',
      `The OAuth2 issuer ${discovery.host} answered ${answer.status} to its discovery request`,
    );
  if (answer.status !== 200) throw notIssuer(`answered ${answer.status}`);
  const metadata = jsonObject(answer.body);
  if (!metadata)
    throw notIssuer(`did not answer JSON${answer.contentType ? ` (${answer.contentType})` : ''}`);
  const endpoint = typeof metadata.token_endpoint === 'string' ? metadata.token_endpoint : '';
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw notIssuer('names no token_endpoint');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw notIssuer('names a token_endpoint that is not http(s)');
  return url;
}

function tokenOf(answer: Answer, client: OAuth2Client, started: number): AccessToken {
  const body = jsonObject(answer.body);
  if (answer.status === 400 || answer.status === 401) {
    const error = typeof body?.error === 'string' ? body.error : `HTTP ${answer.status}`;
    const description = typeof body?.error_description === 'string' ? body.error_description : '';
    const detail = cleaned(description ? `${error}: ${description}` : error);
    throw new OAuth2TokenError(
      'client-refused',
      `The OAuth2 issuer refused client '${client.clientId}' (${detail})`,
      detail,
    );
  }
  const host = new URL(client.issuerUrl).host;
  if (answer.status !== 200)
    throw new OAuth2TokenError(
      'issuer-unreachable',
      `The OAuth2 token endpoint of ${host} answered ${answer.status}`,
    );
  const value = typeof body?.access_token === 'string' ? body.access_token : '';
  if (value === '' || /[\s,]/.test(value))
    throw new OAuth2TokenError(
      'issuer-not-oidc',
      `The OAuth2 token endpoint of ${host} answered no access token`,
    );
  const expiresIn = Number(body?.expires_in);
  const named = Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn * 1000 : undefined;
  // A JWT's `exp` is what the broker checks, in whole seconds: it may fall up to a second before
  // `expires_in` counted from our clock, so the earlier of the two counts.
  const fromJwt = jwtLifetimeMs(value, started);
  const lifetimeMs = Math.min(named ?? fromJwt ?? UNNAMED_LIFETIME_MS, fromJwt ?? Infinity);
  return { value, expiresAt: started + lifetimeMs, lifetimeMs };
}

/** A JWT's remaining lifetime from its `exp`, or undefined for a token that is not one. */
function jwtLifetimeMs(token: string, now: number): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  const claims = jsonObject(Buffer.from(payload, 'base64url').toString('utf8'));
  const exp = Number(claims?.exp);
  return Number.isFinite(exp) && exp * 1000 > now ? exp * 1000 - now : undefined;
}

function unreachable(url: URL, error: unknown, signal: AbortSignal, timeoutMs: number): Error {
  if (error instanceof AddressRefusedError) return error;
  const why = signal.aborted
    ? `no answer within ${timeoutMs / 1000} s`
    : ((error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error)));
  return new OAuth2TokenError(
    'issuer-unreachable',
    `The OAuth2 issuer ${url.host} cannot be reached: ${why}`,
  );
}

function exchange(
  url: URL,
  { agents, signal, policy }: Connection,
  request: { method: 'GET' | 'POST'; body?: string },
): Promise<Answer> {
  const refusal = checkHost(url.hostname, policy);
  if (refusal) return Promise.reject(new AddressRefusedError(refusal));
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const outgoing = (secure ? https : http).request(
      url,
      {
        method: request.method,
        agent: secure ? agents.https : agents.http,
        signal,
        headers: {
          accept: 'application/json',
          'user-agent': 'Beacon',
          ...(request.body === undefined
            ? {}
            : {
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': Buffer.byteLength(request.body),
              }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BODY_BYTES) return response.destroy(new Error('answer too large'));
          chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? '').split(';')[0] ?? '',
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Remote words made safe to show: no control characters, bounded length. */
function cleaned(text: string): string {
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return plain.length > MAX_DETAIL ? `${plain.slice(0, MAX_DETAIL)}…` : plain;
}
