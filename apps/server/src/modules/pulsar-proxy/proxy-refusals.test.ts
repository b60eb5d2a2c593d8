// What the proxy refuses on its own account, end to end: a call the caller may not make is audited
// before it is answered (the permission table's refusal and the body inspection's alike) and never
// reaches the broker; a session past its rate and an environment past its calls in flight are told
// to come back in a second.
import type { AuditPage, ErrorResponse } from '@beacon/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type FakeBroker,
  type ServerWithSuperuser,
  type SessionClient,
  startFakeBroker,
} from '../../test-support/index.ts';

describe('the proxy’s own refusals', () => {
  let server: ServerWithSuperuser | undefined;
  let broker: FakeBroker | undefined;
  afterEach(async () => {
    await server?.app.close();
    await broker?.close();
    server = undefined;
    broker = undefined;
  });

  async function environmentOn(options: Parameters<typeof createServerWithSuperuser>[0] = {}) {
    broker = await startFakeBroker({
      answer: (request) =>
        request.url.endsWith('?slow') ? { status: 200, body: '{}', delayMs: 500 } : { status: 204 },
    });
    server = await createServerWithSuperuser({ proxySessionRate: 0, ...options });
    const superSession = await server.loggedIn();
    await superSession.addEnvironment({ name: 'prod', broker: broker.url });
    superSession.environment = 'prod';
    return { server, broker, superSession };
  }

  async function deniedEntries(superSession: SessionClient) {
    const page = await superSession.request('GET', '/pulsar-manager/audit?action=proxy.denied&page_size=50');
    expect(page.statusCode).toBe(200);
    return page.json<AuditPage>().data;
  }

  it('audits a call the permission table refuses, and the broker never sees it', async () => {
    const { server, broker, superSession } = await environmentOn();
    const tenantAdmin = await server.loggedInTenantAdmin(['ta']);
    tenantAdmin.environment = 'prod';

    const refused = await tenantAdmin.request('GET', '/admin/v2/namespaces/tb');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorResponse>().reason).toBe('This user no permissions for this resource');
    expect(broker.requests.some((request) => request.url.startsWith('/admin/v2/namespaces'))).toBe(false);

    const [entry] = await deniedEntries(superSession);
    expect(entry).toMatchObject({
      action: 'proxy.denied',
      target: 'GET /admin/v2/namespaces/tb',
      result: 'failure',
      detail: null,
    });
    // A malformed name is the caller's mistake, not a denial: 400, and nothing audited.
    const malformed = await tenantAdmin.request('GET', '/admin/v2/namespaces/ta%20x');
    expect(malformed.statusCode).toBe(400);
    expect(await deniedEntries(superSession)).toHaveLength(1);
  });

  it('audits a body the inspection refuses, with its reason', async () => {
    const { server, broker, superSession } = await environmentOn();
    const tenantAdmin = await server.loggedInTenantAdmin(['ta']);
    tenantAdmin.environment = 'prod';

    // A shadow of another tenant's topic, through the property Pulsar's client sets for one.
    const refused = await tenantAdmin.request('PUT', '/admin/v2/persistent/ta/ns1/orders/properties', {
      'PULSAR.SHADOW_SOURCE': 'persistent://tb/ns/secrets',
    });
    const reason = refused.json<ErrorResponse>().reason;
    expect(refused.statusCode, reason).toBe(403);
    expect(broker.requests.some((request) => request.url.includes('/orders'))).toBe(false);
    const [entry] = await deniedEntries(superSession);
    expect(entry).toMatchObject({
      target: 'PUT /admin/v2/persistent/ta/ns1/orders/properties',
      detail: { reason },
    });
  });

  it('tells a session past its rate to retry in a second', async () => {
    const { superSession } = await environmentOn({ proxySessionRate: 1 });
    expect((await superSession.request('GET', '/admin/v2/tenants')).statusCode).toBe(204);
    const limited = await superSession.request('GET', '/admin/v2/tenants');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.json<ErrorResponse>().reason).toMatch(/at most 1 Pulsar calls per second/);
  });

  it('tells the caller to retry in a second while the environment has no room, and frees the room after', async () => {
    const { superSession } = await environmentOn({ proxyMaxConcurrency: 1 });
    const slow = superSession.request('GET', '/admin/v2/tenants?slow');
    // The slow call is on its way to the broker before the next one asks for room.
    await expect.poll(() => broker!.requests.some((request) => request.url.endsWith('?slow'))).toBe(true);
    const busy = await superSession.request('GET', '/admin/v2/tenants');
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json<ErrorResponse>().reason).toBe(
      "Environment 'prod' is busy: 1 calls are already in flight",
    );
    expect((await slow).statusCode).toBe(200);
    expect((await superSession.request('GET', '/admin/v2/tenants')).statusCode).toBe(204);
  });
});
