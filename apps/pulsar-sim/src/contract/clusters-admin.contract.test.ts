import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms, expectNoContent, expectReason } from './expect-contract.ts';
import { call, openTarget, uniqueName } from './target.ts';
import type { ContractTarget } from './target.ts';

// Creating, changing and deleting clusters as a 4.0.7 broker answers it (the console's Clusters
// screens, issue 16 item 1). Source: pulsar-broker admin/impl/ClustersBase.java (createCluster,
// updateCluster, deleteCluster, internalDeleteClusterAsync), pulsar-common ClusterDataImpl
// .checkPropertiesIfPresent and pulsar-broker resources/ClusterResources.isClusterUsedAsync.

let target: ContractTarget;
beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target.close();
});

const URLS = {
  serviceUrl: 'http://remote.example:8080',
  brokerServiceUrl: 'pulsar://remote.example:6650',
};

async function createCluster(): Promise<string> {
  const cluster = uniqueName('cl');
  expect((await call(target, 'PUT', `/admin/v2/clusters/${cluster}`, URLS)).status).toBe(200);
  return cluster;
}

describe('cluster create', () => {
  it('answers 200 empty, then 409 for the same name; the data reads back as sent', async () => {
    const cluster = await createCluster();
    const read = await call(target, 'GET', `/admin/v2/clusters/${cluster}`);
    expectConforms(read, 'GET', '/admin/v2/clusters/{cluster}');
    expect(read.body).toMatchObject(URLS);
    expectReason(
      await call(target, 'PUT', `/admin/v2/clusters/${cluster}`, URLS),
      409,
      'Cluster already exists',
    );
    expectNoContent(await call(target, 'DELETE', `/admin/v2/clusters/${cluster}`));
  });

  it('takes service URLs naming several hosts, as a client’s service URL may, and reads them back', async () => {
    // URIPreconditions.checkURI (4.0.7 pulsar-common URIPreconditions.java:90) parses with
    // java.net.URI, which takes `host:port,host:port` as a registry-based authority: only the scheme
    // is checked. Loopback ports nothing listens on: the broker connects to none of them.
    const cluster = uniqueName('cl');
    const multiHost = {
      serviceUrl: 'http://127.0.0.1:1,127.0.0.1:2',
      serviceUrlTls: 'https://127.0.0.1:3,127.0.0.1:4',
      brokerServiceUrl: 'pulsar://127.0.0.1:5,127.0.0.1:6',
      brokerServiceUrlTls: 'pulsar+ssl://127.0.0.1:7,127.0.0.1:8',
    };
    expect((await call(target, 'PUT', `/admin/v2/clusters/${cluster}`, multiHost)).status).toBe(200);
    const read = await call(target, 'GET', `/admin/v2/clusters/${cluster}`);
    expectConforms(read, 'GET', '/admin/v2/clusters/{cluster}');
    expect(read.body).toMatchObject(multiHost);
    expectNoContent(await call(target, 'DELETE', `/admin/v2/clusters/${cluster}`));
  });

  it('refuses each URL of the wrong scheme, or that is no URI, with checkPropertiesIfPresent’s text (400)', async () => {
    const cases = [
      [
        'serviceUrl',
        'https://remote.example:8443',
        'Illegal service url, example: http://pulsar.example.com:8080',
      ],
      [
        'serviceUrlTls',
        'http://remote.example:8080',
        'Illegal service tls url, example: https://pulsar.example.com:8443',
      ],
      [
        'brokerServiceUrl',
        'http://remote.example:6650',
        'Illegal broker service url, example: pulsar://pulsar.example.com:6650',
      ],
      [
        'brokerServiceUrlTls',
        'pulsar://remote.example:6651',
        'Illegal broker service tls url, example: pulsar+ssl://pulsar.example.com:6651',
      ],
      [
        'proxyServiceUrl',
        'http://remote.example:4080',
        'Illegal proxy service url, example: pulsar+ssl://ats-proxy.example.com:4443 or pulsar://ats-proxy.example.com:4080',
      ],
      // The scheme is compared as written (Objects.equals), and java.net.URI refuses a space.
      [
        'serviceUrl',
        'HTTP://remote.example:8080',
        'Illegal service url, example: http://pulsar.example.com:8080',
      ],
      [
        'serviceUrl',
        'http://remote.example:8080/a b',
        'Illegal service url, example: http://pulsar.example.com:8080',
      ],
    ] as const;
    for (const [field, value, reason] of cases) {
      const cluster = uniqueName('cl');
      expectReason(
        await call(target, 'PUT', `/admin/v2/clusters/${cluster}`, { [field]: value }),
        400,
        reason,
      );
      expectReason(await call(target, 'GET', `/admin/v2/clusters/${cluster}`), 404, 'Cluster does not exist');
    }
  });
});

describe('cluster update', () => {
  it('replaces the record (200) and checks the URLs the same way', async () => {
    const cluster = await createCluster();
    const changed = {
      serviceUrl: 'http://remote.example:8081',
      brokerServiceUrlTls: 'pulsar+ssl://remote.example:6651',
    };
    expect((await call(target, 'POST', `/admin/v2/clusters/${cluster}`, changed)).status).toBe(200);
    const read = (await call(target, 'GET', `/admin/v2/clusters/${cluster}`)).body as Record<string, unknown>;
    expect(read).toMatchObject(changed);
    // updateClusterAsync(cluster, old -> clusterData): what the body leaves out is gone.
    expect(read.brokerServiceUrl).toBeUndefined();
    expectReason(
      await call(target, 'POST', `/admin/v2/clusters/${cluster}`, {
        serviceUrl: 'pulsar://remote.example:6650',
      }),
      400,
      'Illegal service url, example: http://pulsar.example.com:8080',
    );
    expectReason(
      await call(target, 'POST', `/admin/v2/clusters/${uniqueName('cl')}`, URLS),
      404,
      'Cluster does not exist',
    );
    expectNoContent(await call(target, 'DELETE', `/admin/v2/clusters/${cluster}`));
  });
});

describe('cluster delete', () => {
  it('is refused with 412 `Cluster not empty` while an isolation policy is set, then answers 204', async () => {
    const cluster = await createCluster();
    const policy = `/admin/v2/clusters/${cluster}/namespaceIsolationPolicies/${uniqueName('iso')}`;
    expectNoContent(
      await call(target, 'POST', policy, {
        namespaces: ['nobody/.*'],
        primary: ['.*'],
        secondary: [],
        auto_failover_policy: {
          policy_type: 'min_available',
          parameters: { min_limit: '1', usage_threshold: '80' },
        },
      }),
    );
    expectReason(await call(target, 'DELETE', `/admin/v2/clusters/${cluster}`), 412, 'Cluster not empty');
    expectNoContent(await call(target, 'DELETE', policy));
    expectNoContent(await call(target, 'DELETE', `/admin/v2/clusters/${cluster}`));
    expectReason(
      await call(target, 'DELETE', `/admin/v2/clusters/${cluster}`),
      404,
      'Cluster does not exist',
    );
  });

  it('goes through while a tenant allows the cluster (isClusterUsedAsync looks at v1 namespaces only)', async () => {
    const cluster = await createCluster();
    const tenant = uniqueName('tn');
    expect(
      (
        await call(target, 'PUT', `/admin/v2/tenants/${tenant}`, {
          allowedClusters: [cluster],
          adminRoles: [],
        })
      ).status,
    ).toBeLessThan(300);
    expectNoContent(await call(target, 'DELETE', `/admin/v2/clusters/${cluster}`));
    // The tenant keeps naming it: Pulsar does not rewrite tenants.
    expect((await call(target, 'GET', `/admin/v2/tenants/${tenant}`)).body).toMatchObject({
      allowedClusters: [cluster],
    });
    await call(target, 'DELETE', `/admin/v2/tenants/${tenant}`);
  });
});
