// Beacon against the simulator's deployments (issue 13 items 4, 7, 8): two clusters with
// authorization on, brokers with an https port and a CA made at start, and a Pulsar proxy in front of
// brokers that advertise names nothing resolves. Each: the connection test, the Bundles tab's
// cluster-routed calls, broker-routed calls and a collector pass.
import type { ConnectionTestResult, ErrorResponse } from '@beacon/contracts';
import { AUTH_SCENARIO_SECRET, startSimulator } from '@beacon/pulsar-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  hs256Token,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;
const ENVIRONMENTS = '/pulsar-manager/environments';
const ADMIN_TOKEN = hs256Token(AUTH_SCENARIO_SECRET, 'admin');

interface Setup {
  simulator: Simulator;
  server: ServerWithSuperuser;
  session: SessionClient;
}

async function setUp(
  options: Parameters<typeof startSimulator>[0],
  environment: Record<string, string> = {},
): Promise<Setup> {
  const simulator = await startSimulator({ port: 0, traffic: false, ...options });
  const server = await createServerWithSuperuser();
  const session = await server.loggedIn();
  const created = await session.request('PUT', `${ENVIRONMENTS}/environment`, {
    name: 'deployment',
    broker: simulator.url,
    bookie: simulator.bookieUrl,
    ...environment,
  });
  expect(created.statusCode, created.body).toBe(200);
  return { simulator, server, session };
}

async function tearDown(setup: Setup | undefined) {
  await setup?.server.app.close();
  await setup?.simulator.close();
}

function call(setup: Setup, url: string, routing: Record<string, string> = {}) {
  return setup.server.app.server.inject({
    method: 'GET',
    url,
    headers: { token: setup.session.token!, environment: 'deployment', ...routing },
  });
}

async function connectionTest(setup: Setup, environment: Record<string, string> = {}) {
  const tested = await setup.session.request('POST', `${ENVIRONMENTS}/environment/test`, {
    name: 'deployment',
    broker: setup.simulator.url,
    bookie: setup.simulator.bookieUrl,
    ...environment,
  });
  return tested.json<ConnectionTestResult>();
}

async function collectedSnapshot(setup: Setup) {
  await setup.server.app.catalog.collector.collectNow();
  return (await setup.server.app.catalog.store.snapshot('deployment'))!;
}

describe('two clusters with authorization on (geo)', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await setUp(
      {
        scenario: 'geo',
        auth: { secretKey: AUTH_SCENARIO_SECRET, superUserRoles: ['admin'], authorization: true },
      },
      { token: ADMIN_TOKEN },
    );
  });
  afterAll(() => tearDown(setup));

  it('answers the Bundles tab for both clusters, each from its own brokers', async () => {
    for (const cluster of ['us-east', 'eu-west']) {
      const bundles = await call(setup, '/admin/v2/namespaces/global-corp/replicated/bundles', {
        'x-pulsar-cluster': cluster,
      });
      expect(bundles.statusCode, `${cluster}: ${bundles.body}`).toBe(200);
      const brokers = await call(setup, `/admin/v2/brokers/${cluster}`, { 'x-pulsar-cluster': cluster });
      expect(brokers.json<string[]>().sort()).toEqual(
        setup.simulator.brokers
          .filter((broker) => broker.cluster === cluster)
          .map((broker) => broker.id)
          .sort(),
      );
    }
  });

  it('routes a broker call to the broker named, in either cluster', async () => {
    for (const broker of setup.simulator.brokers) {
      const report = await call(setup, '/admin/v2/broker-stats/load-report', {
        'x-pulsar-broker': broker.id,
      });
      expect(report.statusCode, report.body).toBe(200);
      expect(report.json<{ webServiceUrl: string }>().webServiceUrl).toBe(broker.url);
    }
  });

  it('collects every broker of both clusters, each under its own cluster', async () => {
    const snapshot = await collectedSnapshot(setup);
    expect(snapshot.header.failedBrokers).toEqual([]);
    expect(snapshot.brokers.map((known) => `${known.cluster} ${known.broker}`).sort()).toEqual(
      setup.simulator.brokers.map((broker) => `${broker.cluster} ${broker.id}`).sort(),
    );
    const clustersOfEvents = snapshot.rows.filter((row) => row.topic === 'events').map((row) => row.cluster);
    expect(new Set(clustersOfEvents)).toEqual(new Set(['us-east', 'eu-west']));
  });
});

describe('brokers with an https port (tls)', () => {
  let setup: Setup;
  beforeAll(async () => {
    // The environment is the first broker's https address, with the CA the simulator made.
    setup = await setUp({ tls: true });
    const https = setup.simulator.brokers[0]!.tlsUrl!;
    const updated = await setup.session.request('POST', `${ENVIRONMENTS}/environment`, {
      name: 'deployment',
      broker: https,
      bookie: setup.simulator.bookieUrl,
      tlsCa: setup.simulator.tls!.ca,
    });
    expect(updated.statusCode, updated.body).toBe(200);
  });
  afterAll(() => tearDown(setup));

  it('names the certificate problem in the connection test without the CA', async () => {
    const result = await connectionTest(setup, { broker: setup.simulator.brokers[0]!.tlsUrl!, tlsCa: '' });
    expect(result.status).toBe('unreachable');
    expect(result.message).toMatch(/^TLS handshake with .* failed: \w+/);
  });

  it('connects with the CA, routes broker calls to each https port and collects every broker', async () => {
    const result = await connectionTest(setup, {
      broker: setup.simulator.brokers[0]!.tlsUrl!,
      tlsCa: setup.simulator.tls!.ca,
    });
    expect(result).toMatchObject({ status: 'online', mode: 'brokers' });
    for (const broker of setup.simulator.brokers) {
      const report = await call(setup, '/admin/v2/broker-stats/load-report', {
        'x-pulsar-broker': broker.id,
      });
      expect(report.statusCode, report.body).toBe(200);
      expect(report.json<{ webServiceUrl: string }>().webServiceUrl).toBe(broker.url);
    }
    const snapshot = await collectedSnapshot(setup);
    expect(snapshot.header.failedBrokers).toEqual([]);
    expect(snapshot.brokers.map((known) => known.broker).sort()).toEqual(
      setup.simulator.brokers.map((broker) => broker.id).sort(),
    );
    expect(snapshot.rows.length).toBeGreaterThan(0);
  });
});

describe('behind a Pulsar proxy (pulsarProxy)', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await setUp({ pulsarProxy: true });
  });
  afterAll(() => tearDown(setup));

  it('says so in the connection test', async () => {
    const result = await connectionTest(setup);
    expect(result).toMatchObject({ status: 'online', mode: 'pulsar-proxy' });
    expect(result.message).toContain('through a Pulsar proxy');
  });

  it('answers cluster- and broker-routed calls through the proxy', async () => {
    const cluster = setup.simulator.brokers[0]!.cluster;
    const bundles = await call(setup, '/admin/v2/namespaces/public/default/bundles', {
      'x-pulsar-cluster': cluster,
    });
    expect(bundles.statusCode, bundles.body).toBe(200);
    const report = await call(setup, '/admin/v2/broker-stats/load-report', {
      'x-pulsar-broker': setup.simulator.brokers[0]!.id,
    });
    expect(report.statusCode, report.body).toBe(200);
  });

  it('gathers figures through the proxy', async () => {
    const snapshot = await collectedSnapshot(setup);
    expect(snapshot.header.failedBrokers).toEqual([]);
    expect(snapshot.rows.length).toBeGreaterThan(0);
  });

  it('answers REST produce with a clear message', async () => {
    const produced = await setup.server.app.server.inject({
      method: 'POST',
      url: '/topics/persistent/public/default/produced',
      headers: {
        token: setup.session.token!,
        environment: 'deployment',
        'content-type': 'application/json',
        'x-xsrf-token': setup.session.xsrf!,
        cookie: `XSRF-TOKEN=${setup.session.xsrf!}`,
      },
      payload: '{"messages":[{"payload":"hello"}]}',
    });
    expect(produced.statusCode).toBe(501);
    expect(produced.json<ErrorResponse>().error).toContain('reached through a Pulsar proxy');
  });
});
