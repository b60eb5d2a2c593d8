import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms, expectNoContent, expectReason } from './expect-contract.ts';
import { call, openTarget, uniqueName } from './target.ts';
import type { ContractTarget } from './target.ts';

// Where a cluster places its load, answer for answer as Pulsar 4.0.7 gives it (issue 16 items 3–5):
// failure domains and namespace isolation policies (admin/impl/ClustersBase.java,
// NamespaceIsolationDataImpl.validate, MinAvailablePolicy), bookie racks (admin/impl/BookiesBase.java,
// BookiesRackConfiguration).

let target: ContractTarget;
beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target.close();
});

const brokersOf = async (cluster: string) =>
  (await call(target, 'GET', `/admin/v2/brokers/${cluster}`)).body as string[];

describe('failure domains', () => {
  it('refuses a broker another domain holds with 409, naming the brokers as Java prints a list', async () => {
    const [broker = ''] = await brokersOf(target.cluster);
    const base = `/admin/v2/clusters/${target.cluster}/failureDomains`;
    const first = uniqueName('fd');
    const second = uniqueName('fd');
    expectNoContent(await call(target, 'POST', `${base}/${first}`, { brokers: [broker, 'other:8080'] }));
    expectReason(
      await call(target, 'POST', `${base}/${second}`, { brokers: ['other:8080', 'third:8080'] }),
      409,
      `[other:8080] already exists in ${first}`,
    );
    // The domain itself may be set again with the same brokers; an empty domain is allowed.
    expectNoContent(await call(target, 'POST', `${base}/${first}`, { brokers: [broker] }));
    expectNoContent(await call(target, 'POST', `${base}/${second}`, { brokers: [] }));
    const list = await call(target, 'GET', base);
    expectConforms(list, 'GET', '/admin/v2/clusters/{cluster}/failureDomains');
    expect(list.body).toMatchObject({ [first]: { brokers: [broker] }, [second]: { brokers: [] } });
    expect((await call(target, 'DELETE', `${base}/${first}`)).status).toBe(200);
    expect((await call(target, 'DELETE', `${base}/${second}`)).status).toBe(200);
  });

  it('says which domain or cluster is missing', async () => {
    const base = `/admin/v2/clusters/${target.cluster}/failureDomains`;
    const missing = uniqueName('fd');
    expectReason(
      await call(target, 'GET', `${base}/${missing}`),
      404,
      `Domain ${missing} for cluster ${target.cluster} does not exist`,
    );
    expectReason(
      await call(target, 'DELETE', `${base}/${missing}`),
      404,
      `Domain-name ${missing} or cluster ${target.cluster} does not exist`,
    );
    expectReason(
      await call(target, 'POST', '/admin/v2/clusters/no-such-cluster/failureDomains/x', { brokers: [] }),
      412,
      'Cluster no-such-cluster does not exist.',
    );
    // getFailureDomains checks no cluster: a missing one has no domains.
    const none = await call(target, 'GET', '/admin/v2/clusters/no-such-cluster/failureDomains');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({});
  });
});

const POLICY = {
  namespaces: ['sample/.*'],
  primary: ['localhost'],
  secondary: [],
  auto_failover_policy: {
    policy_type: 'min_available',
    parameters: { min_limit: '1', usage_threshold: '80' },
  },
};

describe('namespace isolation policies', () => {
  it('answers 404 for the policies of a cluster that never had one (apache/pulsar#4618)', async () => {
    const cluster = uniqueName('cl');
    expect(
      (await call(target, 'PUT', `/admin/v2/clusters/${cluster}`, { serviceUrl: 'http://remote:8080' }))
        .status,
    ).toBe(200);
    const reason = `NamespaceIsolationPolicies for cluster ${cluster} does not exist`;
    const base = `/admin/v2/clusters/${cluster}/namespaceIsolationPolicies`;
    expectReason(await call(target, 'GET', base), 404, reason);
    expectReason(await call(target, 'GET', `${base}/any`), 404, reason);
    expectReason(await call(target, 'GET', `${base}/brokers`), 404, reason);
    // Deleting writes the node: afterwards the list is empty, and an unknown policy was no error.
    expectNoContent(await call(target, 'DELETE', `${base}/never-set`));
    const empty = await call(target, 'GET', base);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({});
    expectNoContent(await call(target, 'DELETE', `/admin/v2/clusters/${cluster}`));
  });

  it('refuses what validate() refuses with 400 quoting the data as the broker writes it', async () => {
    const name = uniqueName('iso');
    const url = `/admin/v2/clusters/${target.cluster}/namespaceIsolationPolicies/${name}`;
    const refused = (data: unknown) =>
      `Invalid format of input policy data. policy: ${name}; data: ${JSON.stringify(data)}`;
    const cases: unknown[] = [
      { ...POLICY, namespaces: [] },
      { ...POLICY, primary: [] },
      // secondary must be given, even empty
      {
        namespaces: POLICY.namespaces,
        primary: POLICY.primary,
        auto_failover_policy: POLICY.auto_failover_policy,
      },
      { ...POLICY, primary: ['broker-('] },
      { ...POLICY, secondary: ['[a-'] },
      { ...POLICY, auto_failover_policy: { policy_type: 'min_available', parameters: { min_limit: '1' } } },
      {
        ...POLICY,
        auto_failover_policy: {
          policy_type: 'min_available',
          parameters: { min_limit: 'one', usage_threshold: '80' },
        },
      },
    ];
    for (const data of cases) expectReason(await call(target, 'POST', url, data), 400, refused(data));
    expectReason(
      await call(
        target,
        'POST',
        `/admin/v2/clusters/no-such-cluster/namespaceIsolationPolicies/${name}`,
        POLICY,
      ),
      412,
      'Cluster no-such-cluster does not exist.',
    );
  });

  it('stores a policy, matches brokers whole, and deletes an unknown policy without complaint', async () => {
    const name = uniqueName('iso');
    const base = `/admin/v2/clusters/${target.cluster}/namespaceIsolationPolicies`;
    const [broker = ''] = await brokersOf(target.cluster);
    // Matched whole (String.matches): the host part alone matches no `host:port` broker name.
    const host = broker.slice(0, broker.lastIndexOf(':'));
    expectNoContent(
      await call(target, 'POST', `${base}/${name}`, {
        ...POLICY,
        primary: [host],
        secondary: [`${host}:.*`],
      }),
    );
    const one = await call(target, 'GET', `${base}/${name}`);
    expectConforms(one, 'GET', '/admin/v2/clusters/{cluster}/namespaceIsolationPolicies/{policyName}');
    const isolation = await call(target, 'GET', `${base}/brokers/${broker}`);
    expectConforms(
      isolation,
      'GET',
      '/admin/v2/clusters/{cluster}/namespaceIsolationPolicies/brokers/{broker}',
    );
    expect(isolation.body).toEqual({
      brokerName: broker,
      policyName: name,
      primary: false,
      namespaceRegex: POLICY.namespaces,
    });
    // A broker no policy names is answered, not refused.
    const stranger = await call(target, 'GET', `${base}/brokers/nowhere:1`);
    expect(stranger.status).toBe(200);
    expect(stranger.body).toEqual({ brokerName: 'nowhere:1', primary: false, namespaceRegex: [] });
    expectNoContent(await call(target, 'DELETE', `${base}/${name}`));
    expectNoContent(await call(target, 'DELETE', `${base}/${name}`));
    expectReason(
      await call(target, 'GET', `${base}/${name}`),
      404,
      `Cannot find NamespaceIsolationPolicy ${name} for cluster ${target.cluster}`,
    );
  });
});

describe('bookie racks', () => {
  const racks = '/admin/v2/bookies/racks-info';

  it('requires the group, refuses a rack with an inner slash, and moves a bookie between groups', async () => {
    const bookie = `${uniqueName('bk')}:3181`;
    expectReason(
      await call(target, 'POST', `${racks}/${bookie}`, { rack: 'rack-1' }),
      412,
      "Bookie 'group' parameters is missing",
    );
    const invalid = await call(target, 'POST', `${racks}/${bookie}?group=g1`, { rack: 'a/b' });
    expect(invalid.status).toBe(412);
    expect((invalid.body as { reason: string }).reason).toMatch(/^Bookie 'rack' parameter is invalid/);
    expectNoContent(
      await call(target, 'POST', `${racks}/${bookie}?group=g1`, { rack: '/rack-1/', hostname: 'bk-host' }),
    );
    expect((await call(target, 'GET', `${racks}/${bookie}`)).body).toEqual({
      rack: '/rack-1/',
      hostname: 'bk-host',
    });
    expectNoContent(await call(target, 'POST', `${racks}/${bookie}?group=g2`, { rack: 'rack-2' }));
    const all = await call(target, 'GET', racks);
    expectConforms(all, 'GET', '/admin/v2/bookies/racks-info');
    const groups = all.body as Record<string, Record<string, unknown>>;
    expect(groups.g2?.[bookie]).toEqual({ rack: 'rack-2' });
    // The emptied group is gone (BookiesRackConfiguration.removeBookie).
    expect(groups.g1).toBeUndefined();
    expectNoContent(await call(target, 'DELETE', `${racks}/${bookie}`));
  });

  it('says an unknown bookie is not found', async () => {
    const bookie = `${uniqueName('bk')}:3181`;
    expectReason(await call(target, 'GET', `${racks}/${bookie}`), 404, `Bookie address not found: ${bookie}`);
    expectReason(
      await call(target, 'DELETE', `${racks}/${bookie}`),
      404,
      `Bookie address not found: ${bookie}`,
    );
  });
});
