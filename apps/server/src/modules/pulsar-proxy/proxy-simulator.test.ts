// The proxy against the Pulsar simulator with authentication on: the broker accepts calls only with
// the environment's token, redirects between its brokers are followed, and tenant admins stay inside
// their tenants.
import type { ErrorResponse } from '@beacon/contracts';
import { AUTH_SCENARIO_SECRET, startSimulator } from '@beacon/pulsar-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  hs256Token,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

describe('the proxy against the simulator in auth mode', () => {
  let simulator: Simulator;
  let server: ServerWithSuperuser;
  let superSession: SessionClient;

  beforeAll(async () => {
    simulator = await startSimulator({ scenario: 'auth', port: 0, traffic: false });
    server = await createServerWithSuperuser();
    superSession = await server.loggedIn();
    const created = await superSession.request('PUT', '/pulsar-manager/environments/environment', {
      name: 'secured',
      broker: simulator.url,
      bookie: simulator.bookieUrl,
      token: hs256Token(AUTH_SCENARIO_SECRET, 'admin'),
    });
    expect(created.statusCode).toBe(200);
  });
  afterAll(async () => {
    await server.app.close();
    await simulator.close();
  });

  const get = (session: SessionClient, url: string) =>
    server.app.server.inject({
      method: 'GET',
      url,
      headers: { token: session.token!, environment: 'secured' },
    });

  it('reaches the broker with the environment’s token', async () => {
    const tenants = await get(superSession, '/admin/v2/tenants');
    expect(tenants.statusCode).toBe(200);
    expect(tenants.json<string[]>().sort()).toEqual(['acme', 'public', 'sample']);
  });

  it('follows a broker’s redirect to the topic owner inside the environment', async () => {
    const topics = (await get(superSession, '/admin/v2/persistent/sample/orders')).json<string[]>();
    expect(topics.length).toBeGreaterThan(0);
    for (const topic of topics) {
      const response = await get(superSession, `/admin/v2/${topic.replace('://', '/')}/stats`);
      expect(response.statusCode, topic).toBe(200);
      expect(response.json<{ subscriptions: object }>().subscriptions).toBeTypeOf('object');
    }
  });

  it('hands the browser the X-Pulsar-PROPERTY header of a message read, and backlog ages when asked', async () => {
    // Pulsar 3.1+ describes a message read through examine / get-by-id / peek in response headers,
    // its properties as one X-Pulsar-PROPERTY header holding a JSON object (PR 20627).
    const admin = { authorization: `Bearer ${hs256Token(AUTH_SCENARIO_SECRET, 'admin')}` };
    const topic = `${simulator.url}/admin/v2/persistent/sample/orders/proxied-headers`;
    expect((await fetch(topic, { method: 'PUT', headers: admin })).status).toBe(204);
    const subscribed = await fetch(`${topic}/subscription/reader`, {
      method: 'PUT',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify('earliest'),
    });
    expect(subscribed.status).toBe(204);
    const produced = await fetch(`${simulator.url}/topics/persistent/sample/orders/proxied-headers`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        producerName: 'proxy-test',
        messages: [{ payload: 'hello', key: 'k-1', properties: { origin: 'checkout', trace: 'abc-1' } }],
      }),
    });
    expect(produced.status).toBe(200);
    const response = await get(
      superSession,
      '/admin/v2/persistent/sample/orders/proxied-headers/examinemessage?initialPosition=latest&messagePosition=1',
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('hello');
    expect(JSON.parse(String(response.headers['x-pulsar-property']))).toEqual({
      origin: 'checkout',
      trace: 'abc-1',
    });
    expect(response.headers['x-pulsar-partition-key']).toBe('k-1');
    // Reading a message's contents is audited, as a write is (issue 28 B19).
    const trail = await server.app.database.db
      .selectFrom('audit_log')
      .select(['actor', 'environment', 'action', 'target', 'result'])
      .where('action', '=', 'proxy.message.read')
      .execute();
    expect(trail).toEqual([
      {
        actor: server.admin.username,
        environment: 'secured',
        action: 'proxy.message.read',
        target: 'GET /admin/v2/persistent/sample/orders/proxied-headers/examinemessage',
        result: 'success',
      },
    ]);
    // The permission table matches paths, so the stats flag the backlog-age column needs goes through.
    const stats = await get(
      superSession,
      '/admin/v2/persistent/sample/orders/proxied-headers/stats?getEarliestTimeInBacklog=true',
    );
    expect(stats.statusCode).toBe(200);
    const reader = stats.json<{
      subscriptions: Record<string, { earliestMsgPublishTimeInBacklog: number }>;
    }>().subscriptions.reader;
    expect(reader?.earliestMsgPublishTimeInBacklog).toBeGreaterThan(0);
  });

  it('keeps a tenant admin inside its tenant', async () => {
    const tenantAdmin = await server.loggedInTenantAdmin(['sample']);
    expect((await get(tenantAdmin, '/admin/v2/tenants')).json()).toEqual(['sample']);
    expect((await get(tenantAdmin, '/admin/v2/namespaces/sample')).statusCode).toBe(200);
    const other = await get(tenantAdmin, '/admin/v2/namespaces/acme');
    expect(other.statusCode).toBe(403);
    expect(other.json<ErrorResponse>().error).toBe('This user no permissions for this resource');
  });

  it('answers 502, not a login prompt, when the broker refuses the environment’s credentials', async () => {
    await server.app.database.db.updateTable('environments').set({ credentials_ciphertext: null }).execute();
    // A change made behind the proxy's back (as by another replica) is seen within two seconds.
    server.app.clock.advance(3000);
    const response = await get(superSession, '/admin/v2/tenants');
    expect(response.statusCode).toBe(502);
    expect(response.json<ErrorResponse>().error).toContain("rejected Beacon's broker credentials (401)");
  });
});
