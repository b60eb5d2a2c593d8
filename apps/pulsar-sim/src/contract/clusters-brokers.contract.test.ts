import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms, expectNoContent, expectReason } from './expect-contract.ts';
import {
  FIXTURE_CLASSES,
  fixtureJar,
  form,
  jsonPart,
  namespace,
  send,
  statusWhen,
  withoutFreeMaps,
  withoutUnsetMetrics,
} from './functions-support.ts';
import { call, openTarget, uniqueName } from './target.ts';
import type { ContractTarget } from './target.ts';

// Clusters, failure domains, isolation policies, brokers, broker-stats, bookies and functions:
// inventory §2.9–2.14, contract §2.1–2.4 and §2.11.

let target: ContractTarget;
beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target.close();
});

describe('clusters', () => {
  it('lists and describes clusters', async () => {
    const list = await call(target, 'GET', '/admin/v2/clusters');
    expectConforms(list, 'GET', '/admin/v2/clusters');
    expect(list.body).toContain(target.cluster);
    const data = await call(target, 'GET', `/admin/v2/clusters/${target.cluster}`);
    expectConforms(data, 'GET', '/admin/v2/clusters/{cluster}');
    expect(data.body).toMatchObject({ serviceUrl: expect.stringMatching(/^http:\/\//) as unknown });
    expectReason(
      await call(target, 'GET', '/admin/v2/clusters/no-such-cluster'),
      404,
      'Cluster does not exist',
    );
  });

  it('creates (200), updates (200) and deletes (204) a cluster', async () => {
    const cluster = uniqueName('cl');
    const created = await call(target, 'PUT', `/admin/v2/clusters/${cluster}`, {
      serviceUrl: 'http://remote:8080',
    });
    expect(created.status).toBe(200);
    expectReason(
      await call(target, 'PUT', `/admin/v2/clusters/${cluster}`, { serviceUrl: 'http://remote:8080' }),
      409,
      'Cluster already exists',
    );
    expectReason(
      await call(target, 'PUT', '/admin/v2/clusters/bad%20name', { serviceUrl: 'http://x' }),
      412,
      'Cluster name is not valid',
    );
    expect(
      (await call(target, 'POST', `/admin/v2/clusters/${cluster}`, { serviceUrl: 'http://remote:8081' }))
        .status,
    ).toBe(200);
    expect((await call(target, 'GET', `/admin/v2/clusters/${cluster}`)).body).toMatchObject({
      serviceUrl: 'http://remote:8081',
    });
    expectReason(
      await call(target, 'POST', `/admin/v2/clusters/${cluster}/peers`, [cluster]),
      412,
      `${cluster} itself can't be part of peer-list`,
    );
    expectNoContent(await call(target, 'DELETE', `/admin/v2/clusters/${cluster}`));
  });

  it('manages failure domains', async () => {
    const domain = uniqueName('fd');
    const brokers = (await call(target, 'GET', `/admin/v2/brokers/${target.cluster}`)).body as string[];
    const base = `/admin/v2/clusters/${target.cluster}/failureDomains`;
    expectNoContent(await call(target, 'POST', `${base}/${domain}`, { brokers: [brokers[0]] }));
    expectConforms(await call(target, 'GET', base), 'GET', '/admin/v2/clusters/{cluster}/failureDomains');
    const one = await call(target, 'GET', `${base}/${domain}`);
    expectConforms(one, 'GET', '/admin/v2/clusters/{cluster}/failureDomains/{domainName}');
    expect(one.body).toEqual({ brokers: [brokers[0]] });
    const other = uniqueName('fd');
    expectReason(
      await call(target, 'POST', `${base}/${other}`, { brokers: [brokers[0]] }),
      409,
      `[${brokers[0] ?? ''}] already exists in ${domain}`,
    );
    expect((await call(target, 'DELETE', `${base}/${domain}`)).status).toBe(200);
    expectReason(
      await call(target, 'GET', `${base}/${domain}`),
      404,
      `Domain ${domain} for cluster ${target.cluster} does not exist`,
    );
    expectReason(
      await call(target, 'GET', '/admin/v2/clusters/no-such-cluster/failureDomains/x'),
      412,
      'Cluster no-such-cluster does not exist.',
    );
  });

  it('manages namespace isolation policies', async () => {
    const policy = uniqueName('iso');
    const base = `/admin/v2/clusters/${target.cluster}/namespaceIsolationPolicies`;
    const data = {
      namespaces: ['sample/.*'],
      primary: ['localhost:.*'],
      secondary: [],
      auto_failover_policy: {
        policy_type: 'min_available',
        parameters: { min_limit: '1', usage_threshold: '80' },
      },
    };
    expectNoContent(await call(target, 'POST', `${base}/${policy}`, data));
    const list = await call(target, 'GET', base);
    // Contract §5 row 2: the broker writes `policy_type`; the Swagger schema names it `policyType`.
    expectConforms(list, 'GET', '/admin/v2/clusters/{cluster}/namespaceIsolationPolicies');
    expect((list.body as Record<string, unknown>)[policy]).toEqual(data);
    expectConforms(
      await call(target, 'GET', `${base}/brokers`),
      'GET',
      '/admin/v2/clusters/{cluster}/namespaceIsolationPolicies/brokers',
    );
    // The data as the broker read it, every field, with Jackson's pretty printer (BookKeeper's
    // JsonUtil.toJson: ClustersBase.java:746-750 in 4.0.7).
    const quoted = [
      '{',
      '  "namespaces" : [ ],',
      '  "primary" : null,',
      '  "secondary" : null,',
      '  "auto_failover_policy" : null,',
      '  "unload_scope" : null',
      '}',
    ].join('\n');
    expectReason(
      await call(target, 'POST', `${base}/${policy}`, { namespaces: [] }),
      400,
      `Invalid format of input policy data. policy: ${policy}; data: ${quoted}`,
    );
    expectNoContent(await call(target, 'DELETE', `${base}/${policy}`));
    expectReason(
      await call(target, 'GET', `${base}/${policy}`),
      404,
      `Cannot find NamespaceIsolationPolicy ${policy} for cluster ${target.cluster}`,
    );
  });
});

describe('brokers and broker-stats', () => {
  it('lists brokers and answers health, leader and configuration calls', async () => {
    const brokers = await call(target, 'GET', `/admin/v2/brokers/${target.cluster}`);
    expectConforms(brokers, 'GET', '/admin/v2/brokers/{cluster}');
    expect((brokers.body as string[]).length).toBeGreaterThan(0);
    const health = await call(target, 'GET', '/admin/v2/brokers/health');
    expect(health.status).toBe(200);
    expect(health.text).toBe('ok');
    // BrokersBase.version returns a String that Jersey writes as it is, under the class's JSON type:
    // `4.0.7`, not the JSON string `"4.0.7"`.
    const version = await call(target, 'GET', '/admin/v2/brokers/version');
    expect(version.status).toBe(200);
    expect(version.headers.get('content-type')).toMatch(/^application\/json/);
    expect(version.text).toMatch(/^4\.0\.\d+$/);
    expectConforms(
      await call(target, 'GET', '/admin/v2/brokers/leaderBroker'),
      'GET',
      '/admin/v2/brokers/leaderBroker',
    );
    expectConforms(
      await call(target, 'GET', '/admin/v2/brokers/configuration/runtime'),
      'GET',
      '/admin/v2/brokers/configuration/runtime',
    );
    expectConforms(
      await call(target, 'GET', '/admin/v2/brokers/configuration'),
      'GET',
      '/admin/v2/brokers/configuration',
    );
    expectConforms(
      await call(target, 'GET', '/admin/v2/brokers/configuration/values'),
      'GET',
      '/admin/v2/brokers/configuration/values',
    );
    expectConforms(
      await call(target, 'GET', '/admin/v2/brokers/internal-configuration'),
      'GET',
      '/admin/v2/brokers/internal-configuration',
    );
    const broker = (brokers.body as string[])[0] ?? '';
    expectConforms(
      await call(target, 'GET', `/admin/v2/brokers/${target.cluster}/${broker}/ownedNamespaces`),
      'GET',
      '/admin/v2/brokers/{clusterName}/{brokerId}/ownedNamespaces',
    );
    expectReason(
      await call(target, 'GET', `/admin/v2/brokers/${target.cluster}/nobody:1/ownedNamespaces`),
      404,
      "Broker id 'nobody:1' not found in available brokers.",
    );
  });

  it('owns its two heartbeat namespaces, which have no policies and cannot be unloaded', async () => {
    // NamespaceService.java:1749 and 1753 (4.0.7): `pulsar/<cluster>/<broker id>` and the v2
    // `pulsar/<broker id>`, each one bundle, acquired by the broker at start for its health check.
    const brokers = (await call(target, 'GET', `/admin/v2/brokers/${target.cluster}`)).body as string[];
    for (const broker of brokers) {
      const owned = await call(
        target,
        'GET',
        `/admin/v2/brokers/${target.cluster}/${broker}/ownedNamespaces`,
      );
      expectConforms(owned, 'GET', '/admin/v2/brokers/{clusterName}/{brokerId}/ownedNamespaces');
      const status = { broker_assignment: 'shared', is_controlled: false, is_active: true };
      expect(owned.body).toMatchObject({
        [`pulsar/${target.cluster}/${broker}/0x00000000_0xffffffff`]: status,
        [`pulsar/${broker}/0x00000000_0xffffffff`]: status,
      });
    }
    const broker = brokers[0] ?? '';
    expectReason(
      await call(target, 'GET', `/admin/v2/namespaces/pulsar/${broker}`),
      404,
      'Namespace does not exist',
    );
    expectReason(
      await call(target, 'PUT', `/admin/v2/namespaces/pulsar/${broker}/0x00000000_0xffffffff/unload`),
      404,
      'Namespace does not exist',
    );
    expect((await call(target, 'GET', '/admin/v2/namespaces/pulsar')).body).not.toContain(`pulsar/${broker}`);
  });

  it('updates dynamic configuration with 200 and rejects invalid values', async () => {
    // loadBalancerEnabled is not dynamic in 4.0.7; load shedding is (broker-config.contract.test.ts).
    expect(
      (await call(target, 'POST', '/admin/v2/brokers/configuration/loadBalancerSheddingEnabled/false'))
        .status,
    ).toBe(200);
    expectReason(
      // 4.0 runs only custom validators before storing (broker-config.contract.test.ts).
      await call(target, 'POST', '/admin/v2/brokers/configuration/loadManagerClassName/NoSuchClass'),
      412,
      ' Invalid dynamic-config value',
    );
    expect(
      (await call(target, 'DELETE', '/admin/v2/brokers/configuration/loadBalancerSheddingEnabled')).status,
    ).toBe(200);
  });

  it('reports topics, metrics and the load report', async () => {
    const topics = await call(target, 'GET', '/admin/v2/broker-stats/topics');
    expect(topics.status).toBe(200);
    expect(typeof topics.body).toBe('object');
    // Swagger renders the metrics' Java `Object` values as `type: object`; the broker sends numbers,
    // and a double that is not finite as Jackson writes it: `"NaN"` for the topic load times' quantiles
    // while no topic loaded lately (BrokerOperabilityMetrics.java:139-150 in 4.0.7).
    const metrics = await call(target, 'GET', '/admin/v2/broker-stats/metrics');
    expect(metrics.status).toBe(200);
    const figure = (value: unknown) =>
      typeof value === 'number' || value === 'NaN' || value === 'Infinity' || value === '-Infinity';
    for (const entry of metrics.body as {
      dimensions: Record<string, unknown>;
      metrics: Record<string, unknown>;
    }[]) {
      for (const [name, value] of Object.entries(entry.dimensions)) expect(typeof value, name).toBe('string');
      for (const [name, value] of Object.entries(entry.metrics)) expect(figure(value), name).toBe(true);
    }
    const report = await call(target, 'GET', '/admin/v2/broker-stats/load-report');
    expect(report.status).toBe(200);
    // Contract §5 row 13: the default modular load manager answers LocalBrokerData, not LoadReport.
    expect(report.body).toMatchObject({ loadReportType: 'LocalBrokerData' });
  });
});

describe('bookies', () => {
  it('lists bookies and stores rack placement', async () => {
    const all = await call(target, 'GET', '/admin/v2/bookies/all');
    expectConforms(all, 'GET', '/admin/v2/bookies/all');
    const bookie = (all.body as { bookies: { bookieId: string }[] }).bookies[0]?.bookieId ?? 'localhost:3181';
    expectNoContent(
      await call(target, 'POST', `/admin/v2/bookies/racks-info/${bookie}?group=contract`, {
        rack: '/rack-9',
        hostname: 'bookie-host',
      }),
    );
    const racks = await call(target, 'GET', '/admin/v2/bookies/racks-info');
    expectConforms(racks, 'GET', '/admin/v2/bookies/racks-info');
    expect((racks.body as Record<string, Record<string, unknown>>).contract?.[bookie]).toEqual({
      rack: '/rack-9',
      hostname: 'bookie-host',
    });
    expectNoContent(await call(target, 'DELETE', `/admin/v2/bookies/racks-info/${bookie}`));
  });
});

describe('functions, sources and sinks', () => {
  // The fixture jar (tools/pulsar-functions-fixture) runs on the real broker's worker; the
  // simulator takes the same bytes. functions.contract.test.ts holds the details.
  it('registers a function, reports status and stats, stops and deletes it', async () => {
    const ns = await namespace(target, 'cb');
    const base = `/admin/v3/functions/${ns}`;
    const functionConfig = jsonPart({
      runtime: 'JAVA',
      className: FIXTURE_CLASSES.exclaim,
      inputs: [`persistent://${ns}/in`],
      output: `persistent://${ns}/out`,
      parallelism: 2,
    });
    expectNoContent(await send(target, 'POST', `${base}/echo`, form({ functionConfig, data: fixtureJar() })));
    expect((await call(target, 'GET', base)).body).toEqual(['echo']);
    const config = await call(target, 'GET', `${base}/echo`);
    expectConforms(withoutFreeMaps(config), 'GET', '/admin/v3/functions/{tenant}/{namespace}/{functionName}');
    const status = await statusWhen(target, `${base}/echo`, { numInstances: 2, numRunning: 2 });
    expectConforms(status, 'GET', '/admin/v3/functions/{tenant}/{namespace}/{functionName}/status');
    expectConforms(
      withoutUnsetMetrics(await call(target, 'GET', `${base}/echo/stats`)),
      'GET',
      '/admin/v3/functions/{tenant}/{namespace}/{functionName}/stats',
    );
    expectNoContent(await call(target, 'POST', `${base}/echo/1/stop`));
    await statusWhen(target, `${base}/echo`, { numInstances: 2, numRunning: 1 });
    expectNoContent(await call(target, 'DELETE', `${base}/echo`));
    expectReason(await call(target, 'GET', `${base}/echo`), 404, "Function echo doesn't exist");
  });

  it('lists no builtin connectors on a worker without them, and reports a sink', async () => {
    const sinks = await call(target, 'GET', '/admin/v3/sinks/builtinsinks');
    expectConforms(sinks, 'GET', '/admin/v3/sinks/builtinsinks');
    expect(sinks.body).toEqual([]);
    const sources = await call(target, 'GET', '/admin/v3/sources/builtinsources');
    expectConforms(sources, 'GET', '/admin/v3/sources/builtinsources');
    expect(sources.body).toEqual([]);
    const ns = await namespace(target, 'cb');
    const base = `/admin/v3/sinks/${ns}/discard`;
    const sinkConfig = jsonPart({ className: FIXTURE_CLASSES.discard, inputs: [`persistent://${ns}/in`] });
    expectNoContent(await send(target, 'POST', base, form({ sinkConfig, data: fixtureJar() })));
    const status = await statusWhen(target, base, { numInstances: 1, numRunning: 1 });
    expectConforms(status, 'GET', '/admin/v3/sinks/{tenant}/{namespace}/{sinkName}/status');
    expectNoContent(await call(target, 'DELETE', base));
  });
});
