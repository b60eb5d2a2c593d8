// Brokers that are down, silent, slow, failing (5xx), stalled after their headers or mid-body, cut
// mid-body, or answering something that is not JSON — met through the proxy, the catalogue's lists
// and the connection test. Beacon answers each with a clear 502/503/504 naming the environment (or
// cuts a streamed answer it had already begun), never a 500, never later than its time limit, and
// serves other calls meanwhile.
import type { AddressInfo } from 'node:net';
import type { ConnectionTestResult, ErrorResponse } from '@beacon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
  testDialect,
} from '../test-support/index.ts';
import {
  BROKER_FAULTS,
  type BrokerFault,
  type FaultyBroker,
  startFaultyBroker,
  TENANTS,
} from '../test-support/faults/faulty-broker.ts';
import { type TimedAnswer, timedRequest } from '../test-support/faults/timed-request.ts';

/** Beacon's time limit for one broker answer in this suite (BEACON_PROXY_TIMEOUT / BEACON_CONNECT_TIMEOUT). */
const TIME_LIMIT_MS = 1000;
/** How late past the limit an answer may still come on a busy machine. */
const LATE_MS = 1500;
/** The test gives up on a call after this: a call still open then hangs. */
const GIVE_UP_MS = TIME_LIMIT_MS * 4;
const SLOW_MS = TIME_LIMIT_MS * 3;

// Nothing here touches the database beyond sessions: once, on SQLite.
describe.runIf(testDialect() === 'sqlite')('Beacon facing a broker at fault', { timeout: 10_000 }, () => {
  let server: ServerWithSuperuser;
  let baseUrl: string;
  let superSession: SessionClient;
  let tenantAdmin: SessionClient;
  const brokers = new Map<BrokerFault, FaultyBroker>();
  let healthy: FaultyBroker;

  beforeAll(async () => {
    server = await createServerWithSuperuser({
      proxyTimeoutMs: TIME_LIMIT_MS,
      connectTimeoutMs: TIME_LIMIT_MS,
      // The suite's clock stands still, so a per-second budget would never refill.
      proxySessionRate: 0,
    });
    superSession = await server.loggedIn();
    tenantAdmin = await server.loggedInTenantAdmin(['acme']);
    healthy = await startFaultyBroker('slow', SLOW_MS); // never broken down: a broker that works
    await addEnvironment('healthy', healthy);
    for (const fault of BROKER_FAULTS) {
      const broker = await startFaultyBroker(fault, SLOW_MS);
      brokers.set(fault, broker);
      await addEnvironment(fault, broker);
      await broker.breakDown();
    }
    await server.app.server.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(server.app.server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.app.close();
    await Promise.all([healthy, ...brokers.values()].map((faulty) => faulty.broker.close()));
  });

  async function addEnvironment(name: string, faulty: FaultyBroker) {
    const created = await superSession.request('PUT', '/pulsar-manager/environments/environment', {
      name,
      broker: faulty.broker.url,
      bookie: faulty.broker.url,
    });
    expect(created.statusCode, created.body).toBe(200);
  }

  const get = (session: SessionClient, path: string, environment: string, method = 'GET') =>
    timedRequest(`${baseUrl}${path}`, {
      method,
      headers: { token: session.token!, environment },
      giveUpMs: GIVE_UP_MS,
    });

  const hostOf = (fault: BrokerFault) => brokers.get(fault)!.broker.host;

  /** A clear answer of Beacon's own, naming the environment, in time. */
  function expectClearFailure(answer: TimedAnswer, fault: BrokerFault, status: number, words: string) {
    expect(answer.cut, `${fault}: the connection was cut instead of answered`).toBeUndefined();
    expect(answer.status, `${fault}: ${answer.body}`).toBe(status);
    const message = (JSON.parse(answer.body) as ErrorResponse).message;
    expect(message).toContain(`'${fault}'`);
    expect(message).toContain(words);
    expect(answer.elapsedMs, `${fault} answered after ${answer.elapsedMs} ms`).toBeLessThan(
      TIME_LIMIT_MS + LATE_MS,
    );
  }

  /** Headers already went to the browser: the only honest end is to cut the answer, in time. */
  function expectCutInTime(answer: TimedAnswer, fault: BrokerFault) {
    expect(answer.status).toBe(200);
    expect(answer.cut, `${fault}: the answer ended normally`).toBeDefined();
    expect(answer.cut).not.toMatch(/no end within/);
    expect(answer.elapsedMs, `${fault} was cut after ${answer.elapsedMs} ms`).toBeLessThan(
      TIME_LIMIT_MS + LATE_MS,
    );
  }

  describe('through the proxy, as a super user (the answer is streamed on)', () => {
    it.each(BROKER_FAULTS)('%s', async (fault) => {
      const answer = await get(superSession, '/admin/v2/tenants', fault);
      switch (fault) {
        case 'down':
          return expectClearFailure(answer, fault, 502, `connection refused by ${hostOf(fault)}`);
        case 'silent':
        case 'slow':
        case 'stall-after-headers': // nothing went to the browser yet: a clear answer is still possible
          return expectClearFailure(answer, fault, 504, `did not answer within ${TIME_LIMIT_MS / 1000} s`);
        case 'status-500':
        case 'status-503':
          // The broker's own failure and reason, passed on as Pulsar gave them (the web shows the reason).
          expect(answer.status).toBe(Number(fault.slice('status-'.length)));
          expect((JSON.parse(answer.body) as { reason: string }).reason).toBeTypeOf('string');
          return;
        case 'stall-mid-body':
        case 'close-mid-body':
          return expectCutInTime(answer, fault);
        case 'not-json':
          expect(answer.status).toBe(200);
          expect(answer.body).toBe('<html>maintenance</html>');
          return;
      }
    });
  });

  describe('through the proxy, as a tenant admin (the tenant list is read whole and filtered)', () => {
    it.each(BROKER_FAULTS)('%s', async (fault) => {
      const answer = await get(tenantAdmin, '/admin/v2/tenants', fault);
      switch (fault) {
        case 'down':
          return expectClearFailure(answer, fault, 502, `connection refused by ${hostOf(fault)}`);
        case 'silent':
        case 'slow':
        case 'stall-after-headers':
        case 'stall-mid-body':
          return expectClearFailure(answer, fault, 504, `did not answer within ${TIME_LIMIT_MS / 1000} s`);
        case 'status-500':
        case 'status-503':
          expect(answer.status).toBe(Number(fault.slice('status-'.length)));
          expect((JSON.parse(answer.body) as { reason: string }).reason).toBeTypeOf('string');
          return;
        case 'close-mid-body':
          return expectClearFailure(answer, fault, 502, 'closed the connection');
        case 'not-json':
          return expectClearFailure(answer, fault, 502, 'not a JSON list');
      }
    });

    it('HEAD of the tenant list answers its status without the unfiltered list’s length', async () => {
      const answer = await get(tenantAdmin, '/admin/v2/tenants', 'healthy', 'HEAD');
      expect(answer.cut).toBeUndefined();
      expect(answer.status).toBe(200);
      expect(answer.body).toBe('');
    });
  });

  describe('through the catalogue’s lists (Beacon’s own answers)', () => {
    const catalogueAnswer: Record<BrokerFault, [number, string]> = {
      down: [502, 'connection refused by'],
      silent: [504, `did not answer within ${TIME_LIMIT_MS / 1000} s`],
      slow: [504, `did not answer within ${TIME_LIMIT_MS / 1000} s`],
      'status-500': [502, 'answered 500: Internal error: metadata store unavailable'],
      'status-503': [502, 'answered 503: Broker is shutting down'],
      'stall-after-headers': [504, `did not answer within ${TIME_LIMIT_MS / 1000} s`],
      'stall-mid-body': [504, `did not answer within ${TIME_LIMIT_MS / 1000} s`],
      'close-mid-body': [502, 'closed the connection'],
      'not-json': [502, 'did not answer JSON'],
    };

    it.each(BROKER_FAULTS)('tenants, namespaces and topics: %s', async (fault) => {
      const [status, words] = catalogueAnswer[fault];
      const answers = await Promise.all(
        [
          '/pulsar-manager/admin/v2/tenants',
          '/pulsar-manager/admin/v2/namespaces/acme',
          '/pulsar-manager/admin/v2/topics/acme/default/stats',
        ].map((path) => get(superSession, path, fault)),
      );
      for (const answer of answers) expectClearFailure(answer, fault, status, words);
    });

    it('lists a working environment’s tenants', async () => {
      const answer = await get(superSession, '/pulsar-manager/admin/v2/tenants', 'healthy');
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.stringify(JSON.parse(answer.body))).toContain(TENANTS[0]);
    });
  });

  describe('through the connection test (it reports; it does not fail)', () => {
    it.each(BROKER_FAULTS)('%s', async (fault) => {
      const response = await timedRequest(`${baseUrl}/pulsar-manager/environments/environment/test`, {
        method: 'POST',
        headers: {
          token: superSession.token!,
          'x-xsrf-token': superSession.xsrf!,
          cookie: `XSRF-TOKEN=${superSession.xsrf}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          name: `probe-${fault}`,
          broker: brokers.get(fault)!.broker.url,
          bookie: brokers.get(fault)!.broker.url,
        }),
        giveUpMs: GIVE_UP_MS,
      });
      expect(response.cut).toBeUndefined();
      expect(response.status, response.body).toBe(200);
      const result = JSON.parse(response.body) as ConnectionTestResult;
      expect(result.status).toMatch(/^(unreachable|invalid)$/);
      expect(result.message).toContain(hostOf(fault));
      expect(response.elapsedMs, `${fault} took ${response.elapsedMs} ms`).toBeLessThan(
        TIME_LIMIT_MS + LATE_MS,
      );
    });
  });

  it('keeps serving other calls while calls to stalled brokers are open', async () => {
    let stalledOpen = 0;
    const stalled = (['silent', 'stall-after-headers', 'stall-mid-body'] as const).flatMap((fault) =>
      [superSession, tenantAdmin].map((session) => {
        stalledOpen += 1;
        return get(session, '/admin/v2/tenants', fault).finally(() => (stalledOpen -= 1));
      }),
    );
    const meanwhile = await Promise.all([
      timedRequest(`${baseUrl}/readyz`, { giveUpMs: GIVE_UP_MS }),
      get(superSession, '/admin/v2/tenants', 'healthy'),
      get(tenantAdmin, '/admin/v2/tenants', 'healthy'),
      get(superSession, '/pulsar-manager/admin/v2/tenants', 'healthy'),
      timedRequest(`${baseUrl}/pulsar-manager/csrf-token`, { giveUpMs: GIVE_UP_MS }),
    ]);
    expect(stalledOpen, 'the other calls were answered while the stalled ones were still open').toBe(
      stalled.length,
    );
    expect(meanwhile.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(JSON.parse(meanwhile[2].body)).toEqual(['acme']);
    await Promise.all(stalled);
  });
});
