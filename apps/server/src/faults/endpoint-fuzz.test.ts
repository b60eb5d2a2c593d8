// A bounded fuzz of every console route (as Fastify lists them) and every proxied Pulsar path (the
// permission table, and every Pulsar 4.0.7 OpenAPI operation, from the facts committed in
// packages/pulsar-admin/openapi/4.0.7), as each role: anonymous, a signed-in user with no role, the
// admin of one tenant, a super user. Requests go over raw sockets, so paths and headers arrive
// exactly as generated. Behind the proxy is the Pulsar simulator. Beacon must answer every request,
// with no 5xx except a broker's 502/503/504.
import type { AddressInfo } from 'node:net';
import { newUserCredentials } from '@beacon/test-kit';
import { allPulsarOperations } from '@beacon/test-kit/pulsar-operations';
import { startSimulator } from '@beacon/pulsar-sim';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestServer, type TestServer, testDialect } from '../test-support/index.ts';
import { consoleRoutes } from '../test-support/faults/console-routes.ts';
import {
  type Caller,
  fuzzRequest,
  type PathTemplate,
  permissionTemplates,
} from '../test-support/faults/fuzz-requests.ts';
import { type RawAnswer, type RawRequest, sendRaw } from '../test-support/faults/raw-http.ts';

const SEED = 20_251_122;
/** Random requests per role, on top of one request per known template and method. */
const RANDOM_RUNS_PER_ROLE = 600;
const ENVIRONMENT = 'sim';
const PROXY_TIMEOUT_MS = 2_000;
/** A request still unanswered after this hangs. */
const GIVE_UP_MS = PROXY_TIMEOUT_MS * 3;

/** Pulsar's documented operations: the facts are committed, so a clone alone fuzzes all of them. */
function openApiTemplates(): PathTemplate[] {
  return allPulsarOperations().map((operation) => ({
    method: operation.method,
    template: operation.template,
  }));
}

/** A caller who can sign in again when the fuzz logs it out. */
type SignedCaller = Caller & { credentials?: { username: string; password: string } };

interface Finding {
  role: string;
  request: string;
  answer: string;
}

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

describe.runIf(testDialect() === 'sqlite')('a bounded fuzz of every endpoint as every role', () => {
  let simulator: Simulator;
  let app: TestServer;
  let port: number;
  const unhandled: string[] = [];
  const callers = new Map<string, SignedCaller>();

  beforeAll(async () => {
    simulator = await startSimulator({ scenario: 'demo', port: 0, traffic: false });
    // The clock stands still here: a per-second budget would never refill, and the catalogue's
    // collector would poll on its own schedule meanwhile.
    app = await createTestServer({ proxyTimeoutMs: PROXY_TIMEOUT_MS, proxySessionRate: 0 });
    // Anything that reaches the error handler unplanned becomes a 500: keep its stack for the report.
    app.server.addHook('onError', (request, _reply, error, done) => {
      if (!('statusCode' in error) || (error.statusCode ?? 500) >= 500) {
        unhandled.push(`${request.method} ${request.url}: ${error.stack ?? String(error)}`);
      }
      done();
    });
    const admin = newUserCredentials('super');
    await app.superuserBootstrap.seedFromConfig(admin.username, admin.password);
    callers.set('super', { role: 'super', ...(await logIn(admin)), credentials: admin });
    const superCaller = callers.get('super')!;
    const environment = await inject(superCaller, 'PUT', '/pulsar-manager/environments/environment', {
      name: ENVIRONMENT,
      broker: simulator.url,
      bookie: simulator.bookieUrl,
    });
    expect(environment.statusCode, `${environment.body} ${unhandled.join('\n')}`).toBe(200);
    for (const [role, tenants] of [
      ['tenant-admin', ['acme']],
      ['no-role', []],
    ] as const) {
      const credentials = newUserCredentials(role);
      const created = await inject(superCaller, 'PUT', '/pulsar-manager/users/user', {
        name: credentials.username,
        password: credentials.password,
        email: `${credentials.username}@example.com`,
        tenants,
      });
      expect(created.statusCode, created.body).toBe(200);
      callers.set(role, { role, ...(await logIn(credentials)), credentials });
    }
    callers.set('anonymous', { role: 'anonymous', token: undefined, xsrf: undefined });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await simulator.close();
  });

  /** Logs in from an address of its own: the fuzz's failed logins must not throttle these. */
  async function logIn(credentials: { username: string; password: string }) {
    const response = await app.server.inject({
      method: 'POST',
      url: '/pulsar-manager/login',
      remoteAddress: '10.0.0.7',
      payload: { username: credentials.username, password: credentials.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { token: String(response.headers.token), xsrf: cookieFrom(response, 'XSRF-TOKEN') };
  }

  async function signedIn(caller: Caller): Promise<boolean> {
    const response = await app.server.inject({
      method: 'GET',
      url: '/pulsar-manager/users/userInfo',
      headers: { token: caller.token ?? '' },
    });
    return response.statusCode === 200;
  }

  function inject(caller: Caller, method: 'PUT' | 'POST', url: string, payload: object) {
    return app.server.inject({
      method,
      url,
      headers: { token: caller.token!, 'x-xsrf-token': caller.xsrf!, cookie: `XSRF-TOKEN=${caller.xsrf}` },
      payload,
    });
  }

  it(
    'answers ≥ 3 000 requests without a 5xx of its own, and keeps serving',
    { timeout: 80_000 },
    async () => {
      const started = performance.now();
      const routes = consoleRoutes(app.server);
      // Every route this server registers under /pulsar-manager, /healthz, /readyz is in the list.
      expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
        expect.arrayContaining(['POST /pulsar-manager/login', 'GET /pulsar-manager/admin/v2/tenants']),
      );
      const consoleTemplates = routes.map((route) => ({ method: route.method, template: route.url }));
      const isWebFile = (template: PathTemplate) => /^\/(assets\/|[^/]+\.\w+$)/.test(template.template);
      const apiTemplates = consoleTemplates.filter((template) => !isWebFile(template));
      const pulsarTemplates = openApiTemplates();
      // Pulsar 4.0.7 documents 588 operations: the fuzz covers them all, never silently none.
      expect(pulsarTemplates.length).toBeGreaterThanOrEqual(588);
      const families = [apiTemplates, permissionTemplates(), pulsarTemplates];
      const webFiles = consoleTemplates.filter(isWebFile);

      const statuses = new Map<string, Map<string, number>>();
      const findings: Finding[] = [];
      const brokerFailures: Finding[] = [];
      const count = (role: string, outcome: string) => {
        const byOutcome = statuses.get(role) ?? new Map<string, number>();
        byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + 1);
        statuses.set(role, byOutcome);
      };

      const send = async (caller: SignedCaller, request: RawRequest) => {
        const answer = await sendRaw(port, request, GIVE_UP_MS);
        const outcome = answer.failure ?? String(answer.status);
        count(caller.role, outcome);
        const finding = {
          role: caller.role,
          request: describeRequest(request),
          answer: describeAnswer(answer),
        };
        if (answer.failure === 'hang' || answer.status === 0 || !acceptableStatus(answer))
          findings.push(finding);
        else if (answer.status >= 500) brokerFailures.push(finding);
        if (/logout/i.test(request.target) && caller.credentials && !(await signedIn(caller))) {
          // The fuzz ended this role's session: open another so the rest of the run is still signed in.
          Object.assign(caller, await logIn(caller.credentials));
        }
      };

      // Every known template once for every role, then random requests; the roles side by side.
      const roles = [...callers.values()];
      await Promise.all(
        roles.map(async (caller, index) => {
          const seed = SEED + index;
          // The web app's files are public: the same for every role, fetched once.
          const sweep = [...(caller.role === 'anonymous' ? webFiles : []), ...families.flat()];
          for (const [position, template] of sweep.entries()) {
            // A seed of its own per template, so the sweep's requests vary as the random ones do.
            const [request] = fc.sample(
              fuzzRequest({ caller, families: [[template]], environment: ENVIRONMENT }),
              { numRuns: 1, seed: seed * 10_000 + position },
            );
            await send(caller, request!);
          }
          await fc.assert(
            fc.asyncProperty(fuzzRequest({ caller, families, environment: ENVIRONMENT }), async (request) => {
              await send(caller, request);
            }),
            { numRuns: RANDOM_RUNS_PER_ROLE, seed, endOnFailure: true },
          );
        }),
      );

      const ready = await sendRaw(port, { method: 'GET', target: '/readyz', headers: [] }, GIVE_UP_MS);
      const total = [...statuses.values()].reduce(
        (sum, byOutcome) => sum + [...byOutcome.values()].reduce((a, b) => a + b, 0),
        0,
      );
      console.info(
        `endpoint fuzz: ${total} requests in ${Math.round(performance.now() - started)} ms ` +
          `(${apiTemplates.length} console API and ${consoleTemplates.length - apiTemplates.length} web file ` +
          `route methods, ${families[1]!.length} permission-table and ` +
          `${families[2]!.length} OpenAPI path templates)\n` +
          [...statuses]
            .map(
              ([role, byOutcome]) =>
                `  ${role}: ${[...byOutcome.values()].reduce((a, b) => a + b, 0)} requests — ${[...byOutcome]
                  .sort(([a], [b]) => a.localeCompare(b))
                  .map(([outcome, n]) => `${outcome}×${n}`)
                  .join(' ')}`,
            )
            .join('\n') +
          (brokerFailures.length > 0
            ? `\n  broker 502/503/504: ${brokerFailures.map((finding) => `${finding.request} → ${finding.answer}`).join('\n    ')}`
            : ''),
      );
      expect(total).toBeGreaterThanOrEqual(3_000);
      expect(findings, JSON.stringify({ findings, unhandled }, null, 2)).toEqual([]);
      expect(unhandled).toEqual([]);
      expect(ready.status).toBe(200);
    },
  );
});

/** Below 500, or a 502/503/504 that is the broker's (its own answer, or Beacon's naming the environment). */
function acceptableStatus(answer: RawAnswer): boolean {
  if (answer.status < 500) return true;
  if (![502, 503, 504].includes(answer.status)) return false;
  try {
    const body = JSON.parse(answer.body) as { error?: unknown; reason?: unknown };
    if (typeof body.reason === 'string') return true; // the broker's own words, passed on
    return typeof body.error === 'string' && body.error.includes(`'${ENVIRONMENT}'`);
  } catch {
    return false;
  }
}

function describeRequest(request: RawRequest): string {
  const headers = request.headers.map(([name, value]) => `${name}: ${JSON.stringify(value).slice(0, 80)}`);
  const body =
    request.body === undefined
      ? ''
      : ` body(${request.body.length}): ${JSON.stringify(request.body.subarray(0, 120).toString())}`;
  return `${request.method} ${JSON.stringify(request.target.slice(0, 200))} [${headers.join('; ')}]${body}`;
}

function describeAnswer(answer: RawAnswer): string {
  return `${answer.failure ?? answer.status} ${answer.body.slice(0, 300)}`;
}
