// The OAuth2 bearer of an environment (issue 32, decision 0088) against a real issuer on loopback
// (oidc-provider, client credentials, JWT access tokens): the token is fetched by discovery and a
// client_secret_post grant, cached until shortly before expiry, refreshed, fetched once for many
// concurrent callers; and every failure names its step without the secret in its words.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { newTokenKeys } from '@beacon/test-kit/real-pulsar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuth2Issuer, type OAuth2Issuer } from '../../test-support/oauth2-issuer.ts';
import { AddressRefusedError, DEFAULT_ADDRESS_POLICY, parseBrokerAllowlist } from './address-policy.ts';
import { BrokerBearers, refreshMarginMs } from './broker-bearers.ts';
import { fetchAccessToken, OAuth2TokenError } from './oauth2-token.ts';
import type { OAuth2Client } from './service-urls.ts';

const SECRET = 'the-client-secret-of-beacon-tests';
const keys = newTokenKeys('RS256');
let issuer: OAuth2Issuer;
let client: OAuth2Client;

function claimsOf(token: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** A loopback server answering every request with `answer` (or never, for `hang`). */
async function serve(
  answer: (response: http.ServerResponse) => void,
): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_request, response) => answer(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

async function failureOf(promise: Promise<unknown>): Promise<OAuth2TokenError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OAuth2TokenError);
  const failure = error as OAuth2TokenError;
  expect(failure.message).not.toContain(SECRET);
  return failure;
}

beforeAll(async () => {
  issuer = await startOAuth2Issuer({
    clients: [{ clientId: 'beacon-admin', clientSecret: SECRET }],
    signingKeyPem: keys.signingKey,
  });
  client = {
    issuerUrl: issuer.issuer,
    clientId: 'beacon-admin',
    clientSecret: SECRET,
    audience: 'urn:pulsar:cluster-a',
    scope: 'pulsar-admin',
  };
});

afterAll(() => issuer.close());

describe('the client credentials grant', () => {
  it('gets a JWT for the client, with the audience it asked for and the lifetime the issuer named', async () => {
    const token = await fetchAccessToken(client, { policy: DEFAULT_ADDRESS_POLICY });
    const claims = claimsOf(token.value);
    // Pulsar's broker takes the role from `sub`: for client credentials, the client ID.
    expect(claims).toMatchObject({ sub: 'beacon-admin', aud: 'urn:pulsar:cluster-a', scope: 'pulsar-admin' });
    // 600 s as named, or up to a second less: the JWT's `exp` (whole seconds) is what the broker checks.
    expect(token.lifetimeMs).toBeLessThanOrEqual(600_000);
    expect(token.lifetimeMs).toBeGreaterThan(598_000);
    expect(token.expiresAt).toBeLessThanOrEqual(Number(claims.exp) * 1000);
  });

  it('names the step that failed: the issuer down, not an OIDC issuer, the client refused', async () => {
    const down = await serve(() => undefined);
    down.close();
    const unreachable = await failureOf(
      fetchAccessToken({ ...client, issuerUrl: down.url }, { policy: DEFAULT_ADDRESS_POLICY }),
    );
    expect(unreachable.step).toBe('issuer-unreachable');
    expect(unreachable.message).toMatch(
      /^The OAuth2 issuer 127\.0\.0\.1:\d+ cannot be reached: ECONNREFUSED$/,
    );

    const html = await serve((response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body>Sign in</body></html>');
    });
    try {
      const notIssuer = await failureOf(
        fetchAccessToken({ ...client, issuerUrl: html.url }, { policy: DEFAULT_ADDRESS_POLICY }),
      );
      expect(notIssuer.step).toBe('issuer-not-oidc');
      expect(notIssuer.message).toBe(
        `${html.url} is not an OpenID Connect issuer: /.well-known/openid-configuration did not answer JSON (text/html)`,
      );
    } finally {
      html.close();
    }

    const refused = await failureOf(
      fetchAccessToken({ ...client, clientSecret: 'not-the-secret' }, { policy: DEFAULT_ADDRESS_POLICY }),
    );
    expect(refused.step).toBe('client-refused');
    expect(refused.detail).toMatch(/^invalid_client: /);
    expect(refused.message).toBe(`The OAuth2 issuer refused client 'beacon-admin' (${refused.detail})`);
  });

  it('gives up after its time limit on an issuer that never answers', async () => {
    const silent = await serve(() => undefined);
    try {
      const started = Date.now();
      const failure = await failureOf(
        fetchAccessToken(
          { ...client, issuerUrl: silent.url },
          { policy: DEFAULT_ADDRESS_POLICY, timeoutMs: 300 },
        ),
      );
      expect(failure.step).toBe('issuer-unreachable');
      expect(failure.message).toContain('no answer within 0.3 s');
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      silent.close();
    }
  });

  it('holds the issuer to the broker address policy, before connecting', async () => {
    await expect(
      fetchAccessToken(
        { ...client, issuerUrl: 'http://169.254.169.254' },
        { policy: DEFAULT_ADDRESS_POLICY },
      ),
    ).rejects.toThrow(
      new AddressRefusedError('Beacon does not connect to 169.254.169.254: it is a link-local address'),
    );
    await expect(
      fetchAccessToken(client, { policy: parseBrokerAllowlist('pulsar.example.com') }),
    ).rejects.toBeInstanceOf(AddressRefusedError);
  });
});

describe('BrokerBearers', () => {
  it('sends a static token as it is, and an OAuth2 client as its access token', async () => {
    const bearers = new BrokerBearers({ policy: DEFAULT_ADDRESS_POLICY });
    expect(await bearers.credentialsNow({ token: 'static', tlsCa: 'CA' })).toEqual({
      credentials: { token: 'static', tlsCa: 'CA' },
      freshUntil: Infinity,
    });
    const { credentials } = await bearers.credentialsNow({ oauth2: client, tlsCa: 'CA' });
    expect(credentials).toEqual({ token: expect.any(String) as string, tlsCa: 'CA' });
    expect(claimsOf(credentials.token).sub).toBe('beacon-admin');
  });

  it('fetches once for concurrent callers, keeps the token until shortly before expiry, then refreshes it', async () => {
    let now = Date.now();
    const bearers = new BrokerBearers({ policy: DEFAULT_ADDRESS_POLICY, now: () => now });
    const before = issuer.tokenRequests();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => bearers.credentialsNow({ oauth2: client })),
    );
    expect(issuer.tokenRequests() - before).toBe(1);
    const first = answers[0]?.credentials.token;
    expect(new Set(answers.map((answer) => answer.credentials.token))).toEqual(new Set([first]));
    // 600 s tokens are refreshed 30 s before they expire (10 % would be 60 s: the margin is at most 30 s).
    expect(refreshMarginMs(600_000)).toBe(30_000);
    expect(refreshMarginMs(5_000)).toBe(500);
    const freshUntil = answers[0]?.freshUntil ?? 0;
    expect(freshUntil - now).toBeGreaterThan(560_000);

    now = freshUntil - 1;
    expect((await bearers.credentialsNow({ oauth2: client })).credentials.token).toBe(first);
    expect(issuer.tokenRequests() - before).toBe(1);

    now = freshUntil;
    const refreshed = await Promise.all([
      bearers.credentialsNow({ oauth2: client }),
      bearers.credentialsNow({ oauth2: client }),
    ]);
    expect(issuer.tokenRequests() - before).toBe(2);
    expect(refreshed[0]?.credentials.token).not.toBe(first);
    expect(refreshed[1]?.credentials.token).toBe(refreshed[0]?.credentials.token);
  });

  it('keeps clients apart, forgets a refused token, and lets a failed fetch be tried again', async () => {
    const bearers = new BrokerBearers({ policy: DEFAULT_ADDRESS_POLICY });
    const before = issuer.tokenRequests();
    const a = await bearers.credentialsNow({ oauth2: client });
    const b = await bearers.credentialsNow({ oauth2: { ...client, audience: 'urn:pulsar:cluster-b' } });
    expect(claimsOf(b.credentials.token).aud).toBe('urn:pulsar:cluster-b');
    expect(issuer.tokenRequests() - before).toBe(2);
    bearers.forget(client);
    expect((await bearers.credentialsNow({ oauth2: client })).credentials.token).not.toBe(
      a.credentials.token,
    );

    const wrong = { ...client, clientSecret: 'wrong' };
    await failureOf(bearers.credentialsNow({ oauth2: wrong }));
    const afterFailure = issuer.tokenRequests();
    await failureOf(bearers.credentialsNow({ oauth2: wrong }));
    expect(issuer.tokenRequests()).toBe(afterFailure + 1);
  });
});
