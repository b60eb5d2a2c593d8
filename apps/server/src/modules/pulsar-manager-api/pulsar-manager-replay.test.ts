// Replays, against Beacon and the simulator, the calls Pulsar Manager's own front end makes on its
// main screens (apache/pulsar-manager f302f45, front-end/src/api/*.js and the views that call them),
// with its headers, and checks the fields of each answer those views read.
import { startSimulator } from '@beacon/pulsar-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerWithSuperuser, type ServerWithSuperuser } from '../../test-support/index.ts';
import { PulsarManagerClient, pulsarManagerToast } from '../../test-support/pulsar-manager-client.ts';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

/** Consumers over every topic and subscription of broker-stats/topics, on every broker. */
async function consumersInBrokerStats(simulator: Simulator): Promise<number> {
  let count = 0;
  for (const broker of simulator.brokers) {
    const answer = (await (await fetch(`${broker.url}/admin/v2/broker-stats/topics`)).json()) as Record<
      string,
      Record<
        string,
        Record<string, Record<string, { subscriptions: Record<string, { consumers: unknown[] }> }>>
      >
    >;
    for (const bundles of Object.values(answer))
      for (const domains of Object.values(bundles))
        for (const topics of Object.values(domains))
          for (const stats of Object.values(topics))
            for (const subscription of Object.values(stats.subscriptions))
              count += subscription.consumers.length;
  }
  return count;
}

const ENVIRONMENT = 'pm-replay';

describe("Pulsar Manager's front end against Beacon", () => {
  let simulator: Simulator;
  let server: ServerWithSuperuser;
  let pm: PulsarManagerClient;
  let cluster: string;

  beforeAll(async () => {
    simulator = await startSimulator({ scenario: 'demo', port: 0, traffic: false });
    server = await createServerWithSuperuser();
    pm = new PulsarManagerClient(server.app);
  });
  afterAll(async () => {
    await server.app.close();
    await simulator.close();
  });

  const json = <T>(response: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as T;
  };

  it('logs in (login page): session from the answer headers, roles from userInfo', async () => {
    const login = await pm.login(server.admin.username, server.admin.password);
    expect(login.statusCode).toBe(200);
    expect(login.json()).not.toHaveProperty('error');
    expect(pm.token).not.toBe('');
    expect(pm.username).toBe(server.admin.username);
    const info = json<{ roles: string[] }>(await pm.call('GET', '/pulsar-manager/users/userInfo'));
    expect(info.roles).toContain('super');
  });

  it('adds and lists an environment (environments page), its new-environment dialog sending token null', async () => {
    const added = await pm.call('PUT', '/pulsar-manager/environments/environment', {
      name: ENVIRONMENT,
      broker: simulator.url,
      bookie: simulator.bookieUrl,
      token: null,
    });
    expect(json<{ message: string }>(added)).toEqual({ message: 'Add environment success' });
    const listed = json<{ total: number; data: { name: string; broker: string; bookie: string }[] }>(
      await pm.call('GET', '/pulsar-manager/environments'),
    );
    expect(listed.data).toContainEqual(
      expect.objectContaining({ name: ENVIRONMENT, broker: simulator.url, bookie: simulator.bookieUrl }),
    );
    // Selecting it sets the Admin-Environment cookie, sent as the environment header from now on.
    pm.environment = ENVIRONMENT;

    const again = await pm.call('PUT', '/pulsar-manager/environments/environment', {
      name: ENVIRONMENT,
      broker: simulator.url,
      bookie: simulator.bookieUrl,
    });
    expect(again.statusCode).toBe(409);
    expect(pulsarManagerToast(again.statusCode, again.body)).toBe('Environment is exist');
  });

  it('lists clusters and creates a tenant (tenants page, New Tenant dialog)', async () => {
    const tenants = json<{ total: number; data: { tenant: string }[] }>(
      await pm.call('GET', '/pulsar-manager/admin/v2/tenants'),
    );
    expect(tenants.data.map((row) => row.tenant)).toContain('sample');

    const clusters = json<{
      isPage: boolean;
      total: number;
      data: { cluster: string; brokers: number; serviceUrl: string; brokerServiceUrl: string }[];
    }>(await pm.call('GET', '/pulsar-manager/admin/v2/clusters', undefined));
    expect(clusters.total).toBe(clusters.data.length);
    const first = clusters.data[0];
    if (!first) throw new Error('no cluster listed');
    cluster = first.cluster;
    expect(first.brokers).toBe(simulator.brokers.length);
    expect(first.serviceUrl).toMatch(/^http/);
    expect(first.brokerServiceUrl).toMatch(/^pulsar:\/\//);

    const created = await pm.call('PUT', '/admin/v2/tenants/pm-tenant', {
      allowedClusters: [cluster],
      adminRoles: ['pm-role'],
    });
    expect(created.statusCode, created.body).toBe(204);
    const listed = json<{ data: { tenant: string; allowedClusters: string; adminRoles: string }[] }>(
      await pm.call('GET', '/pulsar-manager/admin/v2/tenants'),
    );
    expect(listed.data.find((row) => row.tenant === 'pm-tenant')).toBeDefined();
  });

  it('creates a namespace and topics, and lists them in its topic selector (tenant and namespace pages)', async () => {
    expect((await pm.call('PUT', '/admin/v2/namespaces/pm-tenant/pm-ns', {})).statusCode).toBe(204);
    const namespaces = json<{ data: { namespace: string; topics: number }[] }>(
      await pm.call('GET', '/pulsar-manager/admin/v2/namespaces/pm-tenant'),
    );
    expect(namespaces.data.map((row) => row.namespace)).toEqual(['pm-ns']);

    expect((await pm.call('PUT', '/admin/v2/persistent/pm-tenant/pm-ns/orders')).statusCode).toBe(204);
    expect(
      (await pm.call('PUT', '/admin/v2/persistent/pm-tenant/pm-ns/events/partitions', 3)).statusCode,
    ).toBe(204);
    const stats = json<{ topics: { topic: string; partitions: number }[] }>(
      await pm.call('GET', '/pulsar-manager/admin/v2/topics/pm-tenant/pm-ns/stats'),
    );
    expect(stats.topics.map((row) => row.topic).sort()).toEqual(['events', 'orders']);

    const selector = json<{
      topics: { topic: string; partitions: string; persistent: string }[];
      total: number;
      isPage: boolean;
    }>(await pm.call('GET', '/pulsar-manager/admin/v2/topics/pm-tenant/pm-ns'));
    expect(selector.total).toBe(2);
    expect(selector.isPage).toBe(false);
    // partitionedTopic.vue keeps the topics whose partitions !== '0': a string, as Pulsar Manager sent it.
    expect(selector.topics).toEqual(
      expect.arrayContaining([
        { topic: 'orders', partitions: '0', persistent: 'persistent' },
        { topic: 'events', partitions: '3', persistent: 'persistent' },
      ]),
    );
  });

  it('peeks messages (subscription page, INSPECT), as its view decodes them', async () => {
    const topic = '/admin/v2/persistent/pm-tenant/pm-ns/orders';
    expect((await pm.call('PUT', `${topic}/subscription/pm-sub`)).statusCode).toBe(204);
    const produced = await pm.call('POST', '/topics/persistent/pm-tenant/pm-ns/orders', {
      messages: [
        { payload: 'first', properties: { origin: 'pm' } },
        { payload: 'second', properties: {} },
      ],
    });
    expect(produced.statusCode, produced.body).toBe(200);

    const peeked = json<{ data: { ledgerId: number; entryId: number; batch: boolean; data: string }[] }>(
      await pm.call(
        'GET',
        '/pulsar-manager/admin/v2/persistent/pm-tenant/pm-ns/orders/subscription/pm-sub/5',
        undefined,
        { 'x-pulsar-cluster': cluster },
      ),
    );
    expect(peeked).not.toHaveProperty('error');
    // subscription.vue shows entryId, ledgerId and window.atob(data); asking 5 of 2 answers 2.
    expect(peeked.data.map((message) => Buffer.from(message.data, 'base64').toString())).toEqual([
      'first',
      'second',
    ]);
    expect(peeked.data[0]).toMatchObject({ batch: false, origin: 'pm' });
    expect(peeked.data[0]?.ledgerId).toBeTypeOf('number');
    expect(peeked.data[1]?.entryId).toBeTypeOf('number');
  });

  it('lists brokers with their failure domains and each broker’s metrics (cluster page, BROKERS tab)', async () => {
    const brokers = json<{ total: number; data: { broker: string; failureDomain: string[] }[] }>(
      await pm.call('GET', `/pulsar-manager/admin/v2/brokers/${cluster}`, undefined, {
        'x-pulsar-cluster': cluster,
      }),
    );
    expect(brokers.data.map((row) => row.broker).sort()).toEqual(
      simulator.brokers.map((broker) => broker.id).sort(),
    );
    for (const { broker, failureDomain } of brokers.data) {
      expect(Array.isArray(failureDomain)).toBe(true);
      const metrics = json<{ dimensions: Record<string, string>; metrics: Record<string, number> }[]>(
        await pm.call('GET', `/pulsar-manager/admin/v2/broker-stats/metrics?broker=${broker}`, undefined, {
          'x-pulsar-broker': broker,
        }),
      );
      expect(Array.isArray(metrics)).toBe(true);
      for (const entry of metrics) expect(entry.dimensions).toBeTypeOf('object');
    }
    const stranger = await pm.call(
      'GET',
      '/pulsar-manager/admin/v2/broker-stats/metrics?broker=169.254.169.254:80',
    );
    // A refusal its toast shows (decision 0056).
    expect(stranger.statusCode).toBe(422);
    expect(pulsarManagerToast(stranger.statusCode, stranger.body)).toBe(
      stranger.json<{ error: string }>().error,
    );
  });

  it('lists bookies with status and storage, and a bookie’s heartbeat (cluster page, BOOKIES tab)', async () => {
    const bookies = json<{
      enableBookieHttp: boolean;
      total: number;
      data: { bookie: string; status: string; storage: string[] }[];
    }>(await pm.call('GET', `/pulsar-manager/api/v1/bookies/${cluster}`));
    expect(bookies.enableBookieHttp).toBe(true);
    expect(bookies.total).toBe(3);
    for (const row of bookies.data) {
      expect(row.status).toBe('rw');
      // cluster.vue: (parseInt(storage[1]) - parseInt(storage[0])) / parseInt(storage[1])
      const [free, total] = row.storage.map((value) => parseInt(value, 10));
      expect(free).toBeGreaterThan(0);
      expect(total).toBeGreaterThanOrEqual(free ?? 0);
    }
    const bookie = bookies.data[0]?.bookie ?? '';
    const heartbeat = json<{ heartbeat: string }>(
      await pm.call('GET', `/pulsar-manager/api/v1/bookies/heartbeat/${bookie}`),
    );
    expect(heartbeat.heartbeat).toBe('OK\n');
    const elsewhere = await pm.call('GET', '/pulsar-manager/api/v1/bookies/heartbeat/169.254.169.254:80');
    expect(elsewhere.statusCode).toBe(404);
  });

  it('answers the dashboard totals from the statistics catalogue', async () => {
    await server.app.catalog.collector.collectNow();
    const totals = json<Record<string, number | null>>(await pm.call('GET', '/pulsar-manager/dashboard'));
    expect(totals).toMatchObject({
      totalClusterCount: 1,
      totalBrokerCount: simulator.brokers.length,
      totalBookieCount: 3,
    });
    expect(totals.totalTopicCount).toBeGreaterThan(0);
    expect(totals.totalTenantCount).toBeGreaterThan(0);
    // The demo's consumers, counted straight from each broker's stats: one per partition read.
    const consumers = await consumersInBrokerStats(simulator);
    expect(consumers).toBeGreaterThan(0);
    expect(totals.totalConsumerCount).toBe(consumers);
  });

  it('shows Beacon’s refusals in its toast: a tenant admin on an infrastructure route', async () => {
    const tenantAdmin = await server.loggedInTenantAdmin(['pm-tenant']);
    const asTenantAdmin = new PulsarManagerClient(server.app);
    asTenantAdmin.token = tenantAdmin.token ?? '';
    asTenantAdmin.xsrf = tenantAdmin.xsrf ?? '';
    asTenantAdmin.environment = ENVIRONMENT;
    const refused = await asTenantAdmin.call('GET', '/pulsar-manager/admin/v2/clusters');
    expect(refused.statusCode).toBe(403);
    expect(pulsarManagerToast(refused.statusCode, refused.body)).toBe(
      'This user no permissions for this resource',
    );
    // Its own tenant's topics it may list, another tenant's not.
    expect(
      (await asTenantAdmin.call('GET', '/pulsar-manager/admin/v2/topics/pm-tenant/pm-ns')).statusCode,
    ).toBe(200);
    expect(
      (await asTenantAdmin.call('GET', '/pulsar-manager/admin/v2/topics/sample/orders')).statusCode,
    ).toBe(403);
  });

  it('logs out', async () => {
    expect((await pm.call('POST', '/pulsar-manager/logout')).statusCode).toBe(200);
    const after = await pm.call('GET', '/pulsar-manager/admin/v2/clusters');
    expect(after.statusCode).toBe(401);
    // Its interceptor logs out and reloads on a 401 whose message contains "login" (no toast).
    expect(pulsarManagerToast(after.statusCode, after.body)).toBeUndefined();
  });
});
