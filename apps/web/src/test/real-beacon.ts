// The real Beacon server behind the web tests' network (issue 29 item 1, decision 0062): the server
// the console ships with, built in-process on a throwaway SQLite database with a clock the test
// moves, one per test worker and emptied between tests. The browser's calls reach it through MSW
// (Fastify's inject, no port); its own calls to Pulsar leave it as they do in production, and MSW
// hands them to the in-memory simulator at the brokers' advertised addresses (localhost:8080 …),
// so the proxy, the permission table, per-environment access and the catalogue are the real ones.
//
// A test seeds and asserts through the real API (`beacon.superSession`), never through the server's
// tables or its objects.
import {
  MESSAGE_GRANTS,
  REQUEST_HEADERS,
  verbsOfGrants,
  WORKBENCH_STREAM_TYPE,
  type UserInfoResponse,
} from '@beacon/contracts';
import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { HttpResponse, http } from 'msw';
import { onTestFinished } from 'vitest';
import { SessionCache } from '../../../server/src/modules/auth/session-cache.ts';
import { parseSsoConfig } from '../../../server/src/modules/sso/sso-config.ts';
import { SsoUsers } from '../../../server/src/modules/sso/sso-users.ts';
import { LdapUsers } from '../../../server/src/modules/ldap/ldap-users.ts';
import { BEACON_WEB } from '../../../server/src/test-support/beacon-web.ts';
import { SessionClient } from '../../../server/src/test-support/session-client.ts';
import { createTestServer, type TestServer } from '../../../server/src/test-support/test-server.ts';
import { makeBrokerAgentsWith } from '../../../server/src/modules/environments/index.ts';
import { nodeHttpBrokerAgents } from '../../../server/src/test-support/node-http-dispatcher.ts';
import type { Config } from '../../../server/src/config.ts';
import { BOOTSTRAP_MARKER } from '../../../server/src/modules/users/superuser-bootstrap.ts';
import type { InMemorySimulator } from '../../../pulsar-sim/src/in-memory.ts';
import { browserCookies, storeCookie } from './browser-cookies.ts';
import { network } from './network.ts';
import { simulatorAnswer } from './in-memory-pulsar.ts';

/** The super user every real server starts with (its password is only ever sent to that server). */
export const OPERATOR = { username: 'operator', password: 'correct horse battery staple' } as const;

/** What the browser calls on its own origin: Beacon's API, the Pulsar proxy, the health checks. */
const CONSOLE_PATHS = /^\/(pulsar-manager|api|admin|lookup|topics)\/|^\/(healthz|readyz)$/;
/** The paths the server's proxy forwards to Pulsar (PROXIED_PREFIXES of pulsar-proxy.routes.ts). */
const PROXIED_PATHS = /^\/(admin|lookup|topics|api\/v1\/bookie)\//;
/**
 * Tables emptied between tests. `settings` keeps the server's secrets; the operator, its binding to
 * the built-in `super` role and that role (source `system`) stay.
 */
const EMPTIED_TABLES = [
  'trend_points',
  'alert_notifications',
  'alert_events',
  'alert_states',
  'alert_rules',
  'masking_rules',
  'sso_login_flows',
  'overview_backlogs',
  'catalog_history',
  'catalog_snapshots',
  'catalog_leases',
  'audit_log',
  'tokens',
  'environments',
  'login_attempts',
  'login_throttle_keys',
  'sessions',
] as const;

const COLLECTOR_NEVER_ON_ITS_OWN_MS = 24 * 60 * 60_000;

// Every server of these tests makes its broker calls over node:http, where MSW hands them to the
// simulator (undici's sockets, the server's own, MSW cannot see).
makeBrokerAgentsWith(nodeHttpBrokerAgents);

/** This worker's servers, by the configuration they differ in (none but the first, mostly). */
const serversOfThisWorker = new Map<string, Promise<TestServer>>();

function workerServer(configured: Partial<Config>): Promise<TestServer> {
  const key = JSON.stringify(configured);
  let server = serversOfThisWorker.get(key);
  if (!server) {
    server = (async () => {
      // The statistics collector passes only when a test asks (collectStatistics): on its own timer
      // it would call the simulator in the middle of a later test, which no handler expects. The
      // proxy's per-session rate limit refills on the server's clock, which stands still during a
      // test (it is manual): a screen's 50th Pulsar call would be refused for ever. The limit has
      // its own tests on the server.
      const built = await createTestServer({
        statsIntervalMs: COLLECTOR_NEVER_ON_ITS_OWN_MS,
        proxySessionRate: 0,
        ...configured,
      });
      await built.superuserBootstrap.seedFromConfig(OPERATOR.username, OPERATOR.password);
      return built;
    })();
    serversOfThisWorker.set(key, server);
  }
  return server;
}

async function emptied(server: TestServer): Promise<void> {
  const { db } = server.database;
  for (const table of EMPTIED_TABLES) await db.deleteFrom(table).execute();
  const operator = db.selectFrom('users').select('id').where('name', '=', OPERATOR.username);
  await db.deleteFrom('role_bindings').where('user_id', 'not in', operator).execute();
  await db.deleteFrom('roles').where('source', '!=', 'system').execute();
  await db.deleteFrom('users').where('name', '!=', OPERATOR.username).execute();
  await db.updateTable('users').set({ last_environment: null }).execute();
}

export interface BrowserCall {
  method: string;
  /** Path and query. */
  path: string;
  /** The environment the call named (its `environment` header), if any. */
  environment: string | null;
  /** The body as sent (text), for the calls that have one. */
  body: string | undefined;
}

export interface RealBeacon {
  server: TestServer;
  /** Each call the browser made to the server, in order. */
  browserCalls: BrowserCall[];
  /** The browser's Pulsar calls through the server's proxy, as sent (bodies readable), in order. */
  proxiedRequests: Request[];
  /** The operator's session, for seeding and asserting through the API as a super user would. */
  superSession: SessionClient;
  /**
   * Registers `simulator` as environment `name`, through the API (the connection test included);
   * its bookie API at the broker's address unless `bookie` names another.
   */
  addSimulatorEnvironment(simulator: InMemorySimulator, name?: string, bookie?: string): Promise<void>;
  /** One pass of the statistics collector over every environment, as its timer would run it. */
  collectStatistics(): Promise<void>;
  /** Creates a user who administers `tenants` (in every environment), as a super user would. */
  createTenantAdmin(tenants: string[]): Promise<{ username: string; password: string }>;
  /** Makes `user` an admin of `tenant` in `environment` only (a role and a binding, as a super user would). */
  grantTenant(user: { username: string }, tenant: string, environment: string): Promise<void>;
  /** Signs the browser in as this user (the operator unless told), as the login page does. */
  signInBrowser(user?: { username: string; password: string }): Promise<void>;
  /** A cookie the server set HttpOnly: the browser sends it, the page never sees it. */
  httpOnlyCookie(name: string): string | undefined;
}

/**
 * The real server for this test: emptied, answering the browser's calls until the test ends.
 * `configured`: a setting the test is about (a second server of the worker, built once, e.g. one
 * that allows tokens without expiry).
 */
export async function startRealBeacon(configured: Partial<Config> = {}): Promise<RealBeacon> {
  const server = await workerServer(configured);
  await emptied(server);
  const { jar, browserCalls, proxiedRequests } = answerTheBrowser(server);

  const superSession = new SessionClient(server);
  const login = await superSession.login(OPERATOR.username, OPERATOR.password);
  if (login.statusCode !== 200) throw new Error(`the operator cannot sign in: ${login.body}`);

  return {
    server,
    browserCalls,
    proxiedRequests,
    superSession,
    async addSimulatorEnvironment(simulator, name = 'simulator', bookie) {
      network.use(beaconToSimulator(simulator));
      // The bookie API is told apart by its path (in-memory.ts), so any broker address serves it.
      const [first] = simulator.brokers;
      if (!first) throw new Error('the simulator has no broker');
      await superSession.addEnvironment({ name, broker: first.url, ...(bookie ? { bookie } : {}) });
    },
    collectStatistics: () => server.catalog.collector.collectNow(),
    createTenantAdmin: (tenants) => superSession.createTenantAdmin(tenants),
    async grantTenant(user, tenant, environment) {
      const roleName = `${tenant}-in-${environment}`;
      const role = await superSession.request('PUT', '/pulsar-manager/roles/role', {
        roleName,
        resourceName: tenant,
      });
      if (role.statusCode !== 200) throw new Error(`creating role ${roleName} failed: ${role.body}`);
      const binding = await superSession.request(
        'PUT',
        `/pulsar-manager/role-binding/${roleName}/${user.username}`,
        {
          environment,
        },
      );
      if (binding.statusCode !== 200) throw new Error(`binding ${roleName} failed: ${binding.body}`);
    },
    httpOnlyCookie: (name) => jar.cookie(name),
    async signInBrowser(user = OPERATOR) {
      const answer = await server.server.inject({
        method: 'POST',
        url: '/pulsar-manager/login',
        headers: { [REQUEST_HEADERS.sessionCookie]: 'cookie' },
        payload: { username: user.username, password: user.password },
      });
      if (answer.statusCode !== 200) throw new Error(`${user.username} cannot sign in: ${answer.body}`);
      jar.take(answer);
      // What the login page keeps for itself (shared/auth/session.ts startSession).
      storeCookie('username', String(answer.headers.username));
    },
  };
}

/**
 * Routes the browser's calls to `server` until the test ends, with a cookie jar of their own. The
 * page reads times against the browser's clock ("collected 30 s ago"): the server's manual clock
 * starts where it is, and moves only forward (a test may still advance it).
 */
function answerTheBrowser(server: TestServer, { handlerOnTop = true } = {}) {
  const behind = Date.now() - server.clock.now();
  if (behind > 0) server.clock.advance(behind);
  const jar = new HttpOnlyJar();
  onTestFinished(() => jar.clear());
  const browserCalls: BrowserCall[] = [];
  const proxiedRequests: Request[] = [];
  const forward = (request: Request) => forwarded(request, server, jar, { browserCalls, proxiedRequests });
  if (handlerOnTop)
    network.use(
      http.all(
        ({ request }) => onConsoleOrigin(request),
        ({ request }) => forward(request),
      ),
    );
  return { jar, browserCalls, proxiedRequests, forward };
}

/** The real server of a test that seeds nothing: started at the browser's first call to it. */
let startedOnFirstCall: Promise<ReturnType<typeof answerTheBrowser>> | undefined;

/** After each test (setup.ts): the next one's first call starts its own. */
export function forgetRealBeaconOfTheTest(): void {
  startedOnFirstCall = undefined;
}

/**
 * Where the web tests' network starts (setup.ts): a test that did not start the real server
 * (a page rendered for a visitor, a component's own calls) still meets the real one, emptied, at
 * its first call; the operator exists and nobody is signed in.
 */
export function realBeaconOnFirstCall() {
  return http.all(
    ({ request }) => onConsoleOrigin(request),
    async ({ request }) => {
      startedOnFirstCall ??= (async () => {
        const server = await workerServer({});
        await emptied(server);
        // Beneath the test's own handlers, added before its first call or after.
        return answerTheBrowser(server, { handlerOnTop: false });
      })();
      const { forward } = await startedOnFirstCall;
      return forward(request);
    },
  );
}

/** The token a server awaiting first-run setup printed at its start (decision 0034), and that server. */
export interface BeaconAwaitingSetup {
  setupToken: string;
  browserCalls: BrowserCall[];
  /** Creates the first super user from another browser, as the setup page there would. */
  completeSetupElsewhere(name: string, password: string): Promise<void>;
}

let serverAwaitingSetup: Promise<TestServer> | undefined;

/**
 * A real server on which nobody has an account yet: first-run setup is pending and `setupToken`
 * is the one it issued at start (a second server of the worker, never seeded; everything users
 * made is removed before each test).
 */
export async function startBeaconAwaitingSetup(): Promise<BeaconAwaitingSetup> {
  serverAwaitingSetup ??= createTestServer({
    statsIntervalMs: COLLECTOR_NEVER_ON_ITS_OWN_MS,
    proxySessionRate: 0,
  });
  const server = await serverAwaitingSetup;
  const { db } = server.database;
  for (const table of EMPTIED_TABLES) await db.deleteFrom(table).execute();
  await db.deleteFrom('role_bindings').execute();
  await db.deleteFrom('roles').where('source', '!=', 'system').execute();
  await db.deleteFrom('users').execute();
  await db.deleteFrom('settings').where('name', '=', BOOTSTRAP_MARKER).execute();
  // What main.ts does at each start while setup is pending.
  const setupToken = await server.firstRunSetup.issueToken();
  if (!setupToken) throw new Error('setup is not pending on the server awaiting it');
  const { browserCalls } = answerTheBrowser(server);
  return {
    setupToken,
    browserCalls,
    async completeSetupElsewhere(name, password) {
      const xsrf = await new SessionClient(server).fetchCsrfToken();
      const answer = await server.server.inject({
        method: 'PUT',
        url: '/pulsar-manager/users/setup',
        headers: { ...BEACON_WEB, 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
        payload: { token: setupToken, name, password },
        remoteAddress: '192.0.2.10',
      });
      if (answer.statusCode !== 200) throw new Error(`setup from another browser failed: ${answer.body}`);
    },
  };
}

/**
 * The HttpOnly cookies the server set (the session's Admin-Token): a browser sends them with every
 * same-origin call, but the page never sees them, so they are kept here rather than in
 * document.cookie. The others go to document.cookie, where the page reads its CSRF token.
 */
class HttpOnlyJar {
  readonly #cookies = new Map<string, string>();

  take(answer: LightMyRequestResponse): void {
    for (const cookie of answer.cookies as {
      name: string;
      value: string;
      httpOnly?: boolean;
      maxAge?: number;
    }[]) {
      const gone = cookie.maxAge === 0 || cookie.value === '';
      if (cookie.httpOnly) {
        if (gone) this.#cookies.delete(cookie.name);
        else this.#cookies.set(cookie.name, cookie.value);
      } else if (gone) document.cookie = `${cookie.name}=; Max-Age=0; Path=/`;
      else storeCookie(cookie.name, cookie.value);
    }
  }

  cookie(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  /** The Cookie header a browser would send: the page's cookies and the HttpOnly ones. */
  header(): string {
    const all = { ...browserCookies(), ...Object.fromEntries(this.#cookies) };
    return Object.entries(all)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
  }

  clear(): void {
    this.#cookies.clear();
  }
}

function onConsoleOrigin(request: Request): boolean {
  const target = new URL(request.url);
  return target.origin === window.location.origin && CONSOLE_PATHS.test(target.pathname);
}

/** A call of the browser to its own origin, answered by the real server. */
async function forwarded(
  request: Request,
  server: TestServer,
  jar: HttpOnlyJar,
  seen: Pick<RealBeacon, 'browserCalls' | 'proxiedRequests'>,
): Promise<Response> {
  const target = new URL(request.url);
  if (PROXIED_PATHS.test(target.pathname)) seen.proxiedRequests.push(request.clone());
  const body = ['GET', 'HEAD'].includes(request.method)
    ? undefined
    : Buffer.from(await request.arrayBuffer());
  seen.browserCalls.push({
    method: request.method,
    path: `${target.pathname}${target.search}`,
    environment: request.headers.get(REQUEST_HEADERS.environment),
    body: body?.toString('utf8'),
  });
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    if (name !== 'cookie') headers[name] = value;
  });
  const cookie = jar.header();
  if (cookie) headers.cookie = cookie;
  // The answer as a stream, so one the server streams (a workbench read's JSON lines) reaches the
  // page line by line, is paused when the page stops reading, and ends when the page aborts.
  const answer = await server.server.inject({
    method: request.method as 'GET',
    url: `${target.pathname}${target.search}`,
    headers,
    remoteAddress: '127.0.0.1',
    payloadAsStream: true,
    ...(body && body.length > 0 ? { payload: body } : {}),
  });
  jar.take(answer);
  const payload = answer.stream();
  if (String(answer.headers['content-type']).startsWith(WORKBENCH_STREAM_TYPE)) {
    // The page aborting is the connection closing: the server's response closes, which ends the
    // read on the server (its readers and their subscriptions), as a browser's closed socket would.
    request.signal.addEventListener(
      'abort',
      () => {
        (answer.raw.res as { destroy(): void }).destroy();
        payload.destroy();
      },
      { once: true },
    );
    return answerOf(answer.statusCode, answer.headers, Readable.toWeb(payload) as ReadableStream<Uint8Array>);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(Buffer.from(chunk as Uint8Array));
  return answerOf(answer.statusCode, answer.headers, Buffer.concat(chunks));
}

/**
 * The server's calls to the simulator's brokers (and its bookie API), answered in memory: for a test
 * that registers environments on the simulator's addresses itself (with credentials, failover lists).
 */
export function beaconToSimulator(simulator: InMemorySimulator) {
  const brokerAt = (url: string) => {
    const { origin } = new URL(url);
    return simulator.brokers.find((broker) => new URL(broker.url).origin === origin);
  };
  return http.all(
    ({ request }) => brokerAt(request.url) !== undefined,
    ({ request }) => simulatorAnswer(simulator, request, { broker: brokerAt(request.url)?.id ?? '' }),
  );
}

/** Headers that describe one hop, not the answer (and cookies, which the jar keeps). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
  'set-cookie',
]);

function answerOf(
  status: number,
  headers: Record<string, unknown>,
  body: Uint8Array | ReadableStream<Uint8Array>,
): Response {
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (HOP_BY_HOP.has(name) || value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) kept.push([name, String(each)]);
  }
  const empty = status === 204 || status === 304 || ('length' in body && body.length === 0);
  return new HttpResponse(empty ? null : body, { status, headers: kept });
}

// Seeding for the admin screens' tests (decision 0066): users, a single sign-on user, the clock.

/** A user made through the API as a super user would, with a password that can sign it in. */
export interface SeededUser {
  name: string;
  description?: string;
  email?: string;
  phoneNumber?: string;
  location?: string;
  company?: string;
  superUser?: boolean;
  tenants?: string[];
}

const SEEDED_PASSWORD = 'a seeded user’s passphrase';

/**
 * Creates the users through the API (as `beacon.superSession`), side by side (each hashes its
 * password); each can sign in with the password returned.
 */
export function createUsers(
  beacon: RealBeacon,
  users: SeededUser[],
): Promise<{ username: string; password: string }[]> {
  return Promise.all(
    users.map(async (user) => {
      const answer = await beacon.superSession.request('PUT', '/pulsar-manager/users/user', {
        email: `${user.name}@example.com`,
        ...user,
        password: SEEDED_PASSWORD,
      });
      if (answer.statusCode !== 200) throw new Error(`creating user ${user.name} failed: ${answer.body}`);
      return { username: user.name, password: SEEDED_PASSWORD };
    }),
  );
}

/**
 * A single sign-on user administering `tenants` (a name: in every environment), made by the server's own
 * SsoUsers.signIn: the step a sign-on through the provider ends with. The worker's server has no
 * provider configured (one would be a second server and an HTTP provider per worker), and the API
 * cannot make an `sso` user any other way.
 */
export async function createSsoUser(
  beacon: RealBeacon,
  name: string,
  tenants: (string | { tenant: string; environment: string })[],
): Promise<void> {
  const { server } = beacon;
  const users = new SsoUsers({
    db: server.database.db,
    clock: server.clock,
    // A new user has no session whose cached rights a sign-on would have to forget.
    sessionCache: new SessionCache(server.clock, 0),
    createUsers: true,
  });
  await users.signIn({
    issuer: 'https://provider.example',
    subject: `subject-of-${name}`,
    username: name,
    email: `${name}@example.com`,
    grants: tenants.map((grant) =>
      typeof grant === 'string'
        ? { kind: 'tenant', tenant: grant, environment: '*' }
        : { kind: 'tenant', ...grant },
    ),
  });
}

/**
 * A user as a directory (LDAP) sign-in leaves it (source `ldap`, no password), admin of the tenants
 * in every environment: made by the ldap module's own code, without a directory to ask.
 */
export async function createDirectoryUser(
  beacon: RealBeacon,
  name: string,
  tenants: string[],
): Promise<void> {
  const { server } = beacon;
  const users = new LdapUsers({
    db: server.database.db,
    clock: server.clock,
    sessionCache: new SessionCache(server.clock, 0),
  });
  await users.signIn(
    {
      dn: `uid=${name},ou=people,dc=example,dc=org`,
      username: name,
      email: `${name}@example.org`,
      groups: [],
    },
    tenants.map((tenant) => ({ kind: 'tenant', tenant, environment: '*' })),
  );
}

/** The server's clock before the test moved it, to put back when the test ends. */
let clockBeforeTheTest: number | undefined;

/**
 * Sets the server's clock to `at` until the test ends (ManualClock.advance takes either sign, so it
 * moves back as well), then puts it back. A jump forward ends every session opened before it (their
 * idle time runs out): seed before, sign in after (`reopenSuperSession` for the operator's).
 */
export function setServerClock(beacon: RealBeacon, at: number): void {
  const { clock } = beacon.server;
  if (clockBeforeTheTest === undefined) {
    clockBeforeTheTest = clock.now();
    onTestFinished(() => {
      clock.advance((clockBeforeTheTest ?? clock.now()) - clock.now());
      clockBeforeTheTest = undefined;
    });
  }
  clock.advance(at - clock.now());
}

/** Signs `beacon.superSession` in again, after a jump of the clock ended its session. */
export async function reopenSuperSession(beacon: RealBeacon): Promise<void> {
  const login = await beacon.superSession.login(OPERATOR.username, OPERATOR.password);
  if (login.statusCode !== 200) throw new Error(`the operator cannot sign in again: ${login.body}`);
}

/** A session of `user` through the API (as its own browser would sign in), for seeding as that user. */
export async function sessionOf(
  beacon: RealBeacon,
  user: { username: string; password: string },
): Promise<SessionClient> {
  const session = new SessionClient(beacon.server);
  const login = await session.login(user.username, user.password);
  if (login.statusCode !== 200) throw new Error(`${user.username} cannot sign in: ${login.body}`);
  return session;
}

/** The JSON bodies of the browser's calls of `method` whose path starts with `path`, in order. */
export function sentBodies(beacon: RealBeacon, method: string, path: string): unknown[] {
  return beacon.browserCalls
    .filter((call) => call.method === method && call.path.startsWith(path) && call.body)
    .map((call) => JSON.parse(call.body!) as unknown);
}

/**
 * The real server for this test with the browser signed in: as the operator, or, for a `user`
 * without the `super` role, as a new user administering `user.tenants` (simulatePulsar's rule).
 */
export async function signedInBeacon(user?: UserInfoResponse): Promise<RealBeacon> {
  const beacon = await startRealBeacon();
  await signInBrowserAs(beacon, user);
  return beacon;
}

/**
 * Signs the browser in: as the operator, or, for a `user` without the `super` role, as a new user
 * administering `user.tenants`, with the message grants `user.messages` names (each tenant's
 * through a role of its own, as a super user would give them on the Roles screen).
 */
export async function signInBrowserAs(beacon: RealBeacon, user?: UserInfoResponse): Promise<void> {
  if (!user || user.roles.includes('super')) return beacon.signInBrowser();
  const admin = await beacon.createTenantAdmin(user.tenants);
  for (const tenant of user.tenants) {
    const grants = MESSAGE_GRANTS.filter((grant) => user.messages?.[grant].includes(tenant));
    if (grants.length > 0) await beacon.superSession.grantRole(admin.username, tenant, verbsOfGrants(grants));
  }
  await beacon.signInBrowser(admin);
}

/** The sign-on provider the server of `startBeaconWithSso` is configured for; nothing serves it. */
export const SSO_PROVIDER = { issuer: 'http://localhost:9610/realms/beacon', label: 'Keycloak' } as const;

/**
 * The real server with single sign-on configured (BEACON_OIDC_*, a second server of the worker).
 * No provider answers at SSO_PROVIDER.issuer: a test that lets the server call it says how it
 * answers.
 */
export function startBeaconWithSso(): Promise<RealBeacon> {
  const parsed = parseSsoConfig({
    BEACON_OIDC_ISSUER: SSO_PROVIDER.issuer,
    BEACON_OIDC_CLIENT_ID: 'beacon',
    BEACON_OIDC_CLIENT_SECRET: 'beacon-test-client-secret',
    BEACON_OIDC_REDIRECT_URI: 'http://localhost:7750/callback',
    BEACON_OIDC_BUTTON_LABEL: SSO_PROVIDER.label,
  });
  if (!parsed.config) throw new Error(parsed.problems.join('; '));
  return startRealBeacon({ sso: parsed.config });
}
