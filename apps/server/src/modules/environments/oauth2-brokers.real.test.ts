import type {
  ConnectionTestResult,
  EnvironmentSummary,
  TopicListResponse,
  WorkbenchLine,
} from '@beacon/contracts';
import {
  admin,
  newTokenKeys,
  produce,
  startRealPulsar,
  type BrokerEndpoint,
  type RealPulsar,
} from '@beacon/test-kit/real-pulsar';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';
import { startOAuth2Issuer, type OAuth2Issuer } from '../../test-support/oauth2-issuer.ts';

// OAuth2 client credentials to a real Pulsar 4.0.7 broker (issue 32 item 1). The broker trusts the
// RSA key a real issuer (oidc-provider, client credentials, JWT access tokens) signs with, and makes
// the client's ID a super user: AuthenticationProviderToken takes the role from `sub` by default and
// checks `aud` only when tokenAudienceClaim is set (AuthenticationProviderToken.java:235, 304-311 at
// 4.0.7), and a client credentials token's `sub` is the client ID. Beacon, given only the issuer, the
// client ID and its secret, reaches the broker through the proxy, the statistics collector and the
// binary reader; its connection test names the step that failed; a 5 s token is fetched again.

const CLIENT = 'beacon-admin';
const SECRET = 'beacon-admin-client-secret';
const TENANT = 'oauth2-tenant';
const TOPIC = `persistent://${TENANT}/ns/greetings`;
const ENVIRONMENT_PATH = '/pulsar-manager/environments/environment';

const keys = newTokenKeys('RS256');
let pulsar: RealPulsar;
/** Long-lived tokens (10 min), signed with the key the broker trusts. */
let issuer: OAuth2Issuer;
/** 5 s tokens, same key: refreshed while the test runs. */
let shortIssuer: OAuth2Issuer;
/** Signed with a key the broker does not know. */
let strangerIssuer: OAuth2Issuer;
let server: ServerWithSuperuser;
let operator: SessionClient;

beforeAll(async () => {
  const clients = [{ clientId: CLIENT, clientSecret: SECRET }];
  issuer = await startOAuth2Issuer({ clients, signingKeyPem: keys.signingKey });
  shortIssuer = await startOAuth2Issuer({
    clients,
    signingKeyPem: keys.signingKey,
    accessTokenTtlSeconds: 5,
  });
  strangerIssuer = await startOAuth2Issuer({ clients, signingKeyPem: newTokenKeys('RS256').signingKey });
  pulsar = await startRealPulsar({
    auth: 'RS256',
    tokenKeys: keys,
    superUserRoles: [CLIENT],
    functionsWorker: false,
    clusterName: 'oauth2',
    // The broker checks every 2 s whether a connection's token expired and then challenges it
    // (ServerCnx.refreshAuthenticationCredentials, ServerCnx.java:985-1036 at 4.0.7; default 60 s).
    brokerSettings: { authenticationRefreshCheckSeconds: 2 },
  });
  const endpoint: BrokerEndpoint = { adminUrl: pulsar.adminUrl, headers: pulsar.adminHeaders() };
  await admin(endpoint, 'PUT', `/admin/v2/tenants/${TENANT}`, { allowedClusters: ['oauth2'] });
  await admin(endpoint, 'PUT', `/admin/v2/namespaces/${TENANT}/ns`);
  await admin(endpoint, 'PUT', `/admin/v2/persistent/${TENANT}/ns/greetings`);
  await produce(endpoint, TOPIC, [{ payload: 'hello over oauth2', key: 'k1' }]);
  server = await createServerWithSuperuser();
  operator = await server.loggedIn();
}, 240_000);

afterAll(async () => {
  await server?.app.close();
  await pulsar?.stop();
  await Promise.all([issuer?.close(), shortIssuer?.close(), strangerIssuer?.close()]);
});

const environment = (name: string, oauth2: object = {}) => ({
  name,
  broker: pulsar.adminUrl,
  bookie: pulsar.bookieUrl,
  oauth2: {
    issuerUrl: issuer.issuer,
    clientId: CLIENT,
    clientSecret: SECRET,
    audience: 'urn:pulsar:oauth2-test',
    ...oauth2,
  },
});

async function testConnection(body: object): Promise<ConnectionTestResult> {
  const answer = await operator.request('POST', `${ENVIRONMENT_PATH}/test`, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ConnectionTestResult>();
}

it('saves an OAuth2 environment whose token the broker takes, and lists its client without the secret', async () => {
  const saved = await operator.request('PUT', ENVIRONMENT_PATH, environment('oauth2'));
  expect(saved.statusCode, saved.body).toBe(200);
  const list = await operator.request('GET', '/pulsar-manager/environments');
  expect(list.body).not.toContain(SECRET);
  const listed = list.json<{ data: EnvironmentSummary[] }>().data.find((entry) => entry.name === 'oauth2');
  expect(listed).toMatchObject({
    status: 'online',
    statusMessage: 'Connected: clusters oauth2',
    hasToken: false,
    oauth2: { issuerUrl: issuer.issuer, clientId: CLIENT, audience: 'urn:pulsar:oauth2-test', scope: '' },
  });
});

it('proxies admin calls with the access token', async () => {
  operator.environment = 'oauth2';
  // Passed through to the broker (the tenants list is the catalogue's: see the collector case).
  const permissions = await operator.request('GET', `/admin/v2/namespaces/${TENANT}/ns/permissions`);
  expect(permissions.statusCode, permissions.body).toBe(200);
  expect(permissions.json()).toEqual({});
  // A super-user call: the token's role is the client's ID, a super user on this broker.
  const created = await operator.request('PUT', `/admin/v2/namespaces/${TENANT}/made-by-beacon`);
  expect(created.statusCode, created.body).toBe(204);
});

it('reads a message over the binary protocol with the access token', async () => {
  operator.environment = 'oauth2';
  const answer = await operator.request('POST', '/pulsar-manager/workbench/read', {
    topics: [TOPIC],
    start: { kind: 'earliest' },
    stop: { kind: 'now' },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const lines = answer.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as WorkbenchLine);
  // No `via: 'rest'`: the binary CONNECT carried the access token (auth method `token`).
  expect(lines[0]).toEqual({ kind: 'started', partitions: [TOPIC] });
  expect(lines.find((line) => line.kind === 'message')).toMatchObject({
    key: 'k1',
    value: { value: 'hello over oauth2' },
  });
});

it('collects the statistics with the access token', async () => {
  operator.environment = 'oauth2';
  await server.app.catalog.collector.collectNow();
  const stats = await operator.request('GET', `/pulsar-manager/admin/v2/topics/${TENANT}/ns/stats`);
  expect(stats.statusCode, stats.body).toBe(200);
  expect(stats.json<TopicListResponse>().topics.map((topic) => topic.topic)).toContain('greetings');
  // The tenants list is the catalogue's too: collected with the access token.
  const tenants = await operator.request('GET', '/pulsar-manager/admin/v2/tenants');
  expect(tenants.statusCode, tenants.body).toBe(200);
  expect(tenants.body).toContain(TENANT);
});

it('names the step that failed: issuer down, not an issuer, client refused, broker refusing the token', async () => {
  const closed = await startOAuth2Issuer({ clients: [], signingKeyPem: keys.signingKey });
  await closed.close();
  expect(await testConnection(environment('probe', { issuerUrl: closed.issuer }))).toMatchObject({
    status: 'unreachable',
    oauth2Step: 'issuer-unreachable',
    url: closed.issuer,
    message: `The OAuth2 issuer ${new URL(closed.issuer).host} cannot be reached: ECONNREFUSED`,
  });

  // The broker's own admin URL answers, but no OpenID Connect discovery document.
  expect(await testConnection(environment('probe', { issuerUrl: pulsar.adminUrl }))).toMatchObject({
    status: 'invalid',
    oauth2Step: 'issuer-not-oidc',
  });

  const refused = await testConnection(environment('probe', { clientSecret: 'not-the-secret' }));
  expect(refused).toMatchObject({
    status: 'unauthorized',
    oauth2Step: 'client-refused',
    detail: expect.stringMatching(/^invalid_client/) as string,
  });
  expect(refused.message).toBe(`The OAuth2 issuer refused client '${CLIENT}' (${refused.detail ?? ''})`);

  const stranger = await testConnection(environment('probe', { issuerUrl: strangerIssuer.issuer }));
  expect(stranger).toMatchObject({
    status: 'unauthorized',
    oauth2Step: 'broker-refused-token',
    message: `${new URL(pulsar.adminUrl).host} refused the OAuth2 access token (401): its signature, audience or expiry is not one the broker accepts`,
  });

  // None of it saves: a failed test refuses the environment, naming the step's words.
  const save = await operator.request(
    'PUT',
    ENVIRONMENT_PATH,
    environment('probe', { clientSecret: 'nope' }),
  );
  expect(save.statusCode).toBe(422);
  expect(save.body).toContain(`The OAuth2 issuer refused client '${CLIENT}'`);
});

it('fetches a new token when the last one is about to expire (5 s tokens)', async () => {
  const saved = await operator.request(
    'PUT',
    ENVIRONMENT_PATH,
    environment('short', { issuerUrl: shortIssuer.issuer }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  operator.environment = 'short';
  const permissions = () => operator.request('GET', `/admin/v2/namespaces/${TENANT}/ns/permissions`);
  expect((await permissions()).statusCode).toBe(200);
  const fetched = shortIssuer.tokenRequests();
  // Past the first token's expiry: a call with it would be refused (the broker checks `exp`).
  await new Promise((resolve) => setTimeout(resolve, 6000));
  const later = await permissions();
  expect(later.statusCode, later.body).toBe(200);
  expect(later.json()).toEqual({});
  expect(shortIssuer.tokenRequests()).toBe(fetched + 1);
}, 30_000);

it('keeps a live tail open past its token’s expiry: the broker’s challenge is answered with a new token', async () => {
  operator.environment = 'short';
  const tailed = operator.request('POST', '/pulsar-manager/workbench/read', {
    topics: [TOPIC],
    start: { kind: 'latest' },
    stop: { kind: 'tail' },
    limit: 1,
  });
  // The reader's token (5 s) expires, the broker challenges the connection within 2 s more; an
  // expired answer would close it (and the tail with it).
  await new Promise((resolve) => setTimeout(resolve, 9000));
  await produce({ adminUrl: pulsar.adminUrl, headers: pulsar.adminHeaders() }, TOPIC, [
    { payload: 'after the refresh', key: 'k2' },
  ]);
  const answer = await tailed;
  expect(answer.statusCode, answer.body).toBe(200);
  const lines = answer.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as WorkbenchLine);
  expect(
    lines.find((line) => line.kind === 'message'),
    answer.body,
  ).toMatchObject({
    key: 'k2',
    value: { value: 'after the refresh' },
  });
  expect(lines.at(-1)).toMatchObject({ kind: 'end', reason: 'limit' });
}, 40_000);
