import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms, expectNoContent, expectReason } from './expect-contract.ts';
import { call, openTarget, uniqueName } from './target.ts';
import type { ContractTarget } from './target.ts';

// Where a cluster places its load, answer for answer as Pulsar 4.0.7 gives it (issue 16 items 3–5):
// failure domains and namespace isolation policies (admin/impl/ClustersBase.java,
// NamespaceIsolationDataImpl.validate, MinAvailablePolicy, filterAndUnloadMatchedNamespaceAsync),
// bookie racks (admin/v2/Bookies.java in 4.0.7, BookiesRackConfiguration, BookieResources).

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

/** A broker name no broker of any target has. */
const NO_BROKER = 'isolated-nowhere';

/** The policy fields as Jackson read them, for the 400's quote. */
interface Quoted {
  namespaces: string[] | null;
  primary: string[] | null;
  secondary: string[] | null;
  parameters: Record<string, string> | null;
  policyType: string | null;
  unloadScope: string | null;
}

/**
 * The quote ClustersBase puts in the 400 (ClustersBase.java:742-750, 4.0.7): BookKeeper's
 * JsonUtil.toJson, Jackson's default pretty printer, every field of NamespaceIsolationDataImpl, null
 * ones too, the failover policy's fields alphabetically.
 */
function quoted(read: Quoted): string {
  const text = (value: string | null) => JSON.stringify(value);
  const list = (items: string[] | null) =>
    items === null ? 'null' : items.length === 0 ? '[ ]' : `[ ${items.map(text).join(', ')} ]`;
  const entries = Object.entries(read.parameters ?? {});
  const parameters =
    read.parameters === null
      ? 'null'
      : entries.length === 0
        ? '{ }'
        : `{\n${entries.map(([key, value]) => `      ${text(key)} : ${text(value)}`).join(',\n')}\n    }`;
  return [
    '{',
    `  "namespaces" : ${list(read.namespaces)},`,
    `  "primary" : ${list(read.primary)},`,
    `  "secondary" : ${list(read.secondary)},`,
    '  "auto_failover_policy" : {',
    `    "parameters" : ${parameters},`,
    `    "policy_type" : ${text(read.policyType)}`,
    '  },',
    `  "unload_scope" : ${text(read.unloadScope)}`,
    '}',
  ].join('\n');
}

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
    const refused = (read: Quoted) =>
      `Invalid format of input policy data. policy: ${name}; data: ${quoted(read)}`;
    const asRead: Quoted = {
      namespaces: POLICY.namespaces,
      primary: POLICY.primary,
      secondary: [],
      parameters: POLICY.auto_failover_policy.parameters,
      policyType: 'min_available',
      unloadScope: null,
    };
    const cases: [sent: unknown, read: Quoted][] = [
      [
        { ...POLICY, namespaces: [] },
        { ...asRead, namespaces: [] },
      ],
      [
        { ...POLICY, primary: [] },
        { ...asRead, primary: [] },
      ],
      // secondary must be given, even empty
      [
        {
          namespaces: POLICY.namespaces,
          primary: POLICY.primary,
          auto_failover_policy: POLICY.auto_failover_policy,
        },
        { ...asRead, secondary: null },
      ],
      [
        { ...POLICY, primary: ['broker-('] },
        { ...asRead, primary: ['broker-('] },
      ],
      [
        { ...POLICY, secondary: ['[a-'] },
        { ...asRead, secondary: ['[a-'] },
      ],
      [
        { ...POLICY, auto_failover_policy: { policy_type: 'min_available', parameters: { min_limit: '1' } } },
        { ...asRead, parameters: { min_limit: '1' } },
      ],
      [
        {
          ...POLICY,
          auto_failover_policy: {
            policy_type: 'min_available',
            parameters: { min_limit: 'one', usage_threshold: '80' },
          },
        },
        { ...asRead, parameters: { min_limit: 'one', usage_threshold: '80' } },
      ],
      // Enums are read by their exact name or their ordinal; anything else, an unknown
      // unload_scope included, reads as null (READ_UNKNOWN_ENUM_VALUES_AS_NULL).
      [
        { ...POLICY, auto_failover_policy: { ...POLICY.auto_failover_policy, policy_type: 'MIN_AVAILABLE' } },
        { ...asRead, policyType: null },
      ],
      [
        { ...POLICY, auto_failover_policy: { ...POLICY.auto_failover_policy, policy_type: 1 } },
        { ...asRead, policyType: null },
      ],
      [
        { ...POLICY, namespaces: [], unload_scope: 'bogus' },
        { ...asRead, namespaces: [], unloadScope: null },
      ],
      [
        { ...POLICY, namespaces: [], unload_scope: 1 },
        { ...asRead, namespaces: [], unloadScope: 'none' },
      ],
      // A number is read as its text: 1.5 is no integer.
      [
        {
          ...POLICY,
          auto_failover_policy: { policy_type: 0, parameters: { min_limit: 1.5, usage_threshold: 80 } },
        },
        { ...asRead, parameters: { min_limit: '1.5', usage_threshold: '80' } },
      ],
    ];
    for (const [sent, read] of cases) expectReason(await call(target, 'POST', url, sent), 400, refused(read));
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

  it('reads the policy type and unload scope by ordinal and numbers as strings, as Jackson does', async () => {
    const name = uniqueName('iso');
    const url = `/admin/v2/clusters/${target.cluster}/namespaceIsolationPolicies/${name}`;
    const nothing = `${uniqueName('nothing')}/.*`;
    try {
      expectNoContent(
        await call(target, 'POST', url, {
          namespaces: [nothing],
          primary: [NO_BROKER, 7],
          secondary: [],
          auto_failover_policy: { policy_type: 0, parameters: { min_limit: 1, usage_threshold: 80 } },
          unload_scope: '2',
          not_a_field: true,
        }),
      );
      const stored = await call(target, 'GET', url);
      expectConforms(stored, 'GET', '/admin/v2/clusters/{cluster}/namespaceIsolationPolicies/{policyName}');
      expect(stored.body).toEqual({
        namespaces: [nothing],
        primary: [NO_BROKER, '7'],
        secondary: [],
        auto_failover_policy: {
          policy_type: 'min_available',
          parameters: { min_limit: '1', usage_threshold: '80' },
        },
        unload_scope: 'changed',
      });
      // The policy type's ordinal as a string too; an unknown unload scope is left out.
      expectNoContent(
        await call(target, 'POST', url, {
          ...POLICY,
          namespaces: [nothing],
          primary: [NO_BROKER],
          auto_failover_policy: { ...POLICY.auto_failover_policy, policy_type: '0' },
          unload_scope: 'ALL_MATCHING',
        }),
      );
      expect((await call(target, 'GET', url)).body).not.toHaveProperty('unload_scope');
    } finally {
      expectNoContent(await call(target, 'DELETE', url));
    }
  });

  it('unloads the namespaces a write moves, as unload_scope says (ClustersBase#filterAndUnloadMatchedNamespaceAsync)', async () => {
    const tenant = uniqueName('pl');
    expect(
      (await call(target, 'PUT', `/admin/v2/tenants/${tenant}`, { allowedClusters: [target.cluster] }))
        .status,
    ).toBe(204);
    // Three namespaces, each with a topic holding a message: unloading one closes its topic's ledger,
    // and the topic writes to a new one when it is loaded again.
    const topicOf = (namespace: string) => `/admin/v2/persistent/${tenant}/${namespace}/t`;
    for (const namespace of ['a', 'b', 'c']) {
      expectNoContent(await call(target, 'PUT', `/admin/v2/namespaces/${tenant}/${namespace}`));
      expectNoContent(await call(target, 'PUT', topicOf(namespace)));
      expectNoContent(await call(target, 'PUT', `${topicOf(namespace)}/subscription/holder`, 'earliest'));
      const sent = await call(target, 'POST', `/topics/persistent/${tenant}/${namespace}/t`, {
        messages: [{ payload: namespace }],
      });
      expect(sent.status, sent.text).toBe(200);
    }
    const ledgers = async (namespace: string) =>
      ((await call(target, 'GET', `${topicOf(namespace)}/internalStats`)).body as { ledgers: unknown[] })
        .ledgers.length;
    const before = { a: await ledgers('a'), b: await ledgers('b'), c: await ledgers('c') };
    // The policy places its namespaces on a broker that does not exist: a namespace it unloads stays
    // unloaded (a lookup finds no broker for it) until the policy is deleted, which unloads nothing.
    const url = `/admin/v2/clusters/${target.cluster}/namespaceIsolationPolicies/${uniqueName('iso')}`;
    const policy = (namespaces: string[], primary: string, scope?: string) => ({
      ...POLICY,
      namespaces: namespaces.map((namespace) => `${tenant}/${namespace}`),
      primary: [primary],
      ...(scope ? { unload_scope: scope } : {}),
    });
    try {
      // A new policy unloads what it matches: here nothing (no namespace x).
      expectNoContent(await call(target, 'POST', url, policy(['x'], NO_BROKER)));
      // Same primary, no scope: only the regexes in one policy and not the other, here b's.
      expectNoContent(await call(target, 'POST', url, policy(['x', 'b'], NO_BROKER)));
      expect(await ledgers('a')).toBe(before.a);
      expect(await ledgers('c')).toBe(before.c);
      // `none`: nothing, though the primary brokers changed and c is new to the policy.
      expectNoContent(await call(target, 'POST', url, policy(['x', 'b', 'c'], `${NO_BROKER}-2`, 'none')));
      expect(await ledgers('c')).toBe(before.c);
      // `all_matching`: every namespace the policies match, c included though nothing changed.
      expectNoContent(
        await call(target, 'POST', url, policy(['x', 'b', 'c'], `${NO_BROKER}-2`, 'all_matching')),
      );
    } finally {
      expectNoContent(await call(target, 'DELETE', url));
    }
    expect({ a: await ledgers('a'), b: await ledgers('b'), c: await ledgers('c') }).toEqual({
      a: before.a,
      b: before.b + 1,
      c: before.c + 1,
    });
  });

  it('stores a policy, matches brokers whole, and deletes an unknown policy without complaint', async () => {
    const name = uniqueName('iso');
    const base = `/admin/v2/clusters/${target.cluster}/namespaceIsolationPolicies`;
    // A broker name no broker has: a policy naming this cluster's own brokers would leave the
    // namespaces of every other test no shared broker to be placed on while it exists.
    const broker = `${NO_BROKER}:8080`;
    // Matched whole (String.matches): the host part alone matches no `host:port` broker name.
    expectNoContent(
      await call(target, 'POST', `${base}/${name}`, {
        ...POLICY,
        namespaces: [`${uniqueName('nothing')}/.*`],
        primary: [NO_BROKER],
        secondary: [`${NO_BROKER}:.*`],
      }),
    );
    try {
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
        namespaceRegex: (one.body as { namespaces: string[] }).namespaces,
      });
      // A broker no policy names is answered, not refused.
      const stranger = await call(target, 'GET', `${base}/brokers/nowhere:1`);
      expect(stranger.status).toBe(200);
      expect(stranger.body).toEqual({ brokerName: 'nowhere:1', primary: false, namespaceRegex: [] });
    } finally {
      expectNoContent(await call(target, 'DELETE', `${base}/${name}`));
    }
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
    // The same 404 on reading and on deleting (admin/v2/Bookies.java:116, 146, 4.0.7).
    const reason = `Bookie rack placement configuration not found: ${bookie}`;
    expectReason(await call(target, 'GET', `${racks}/${bookie}`), 404, reason);
    expectReason(await call(target, 'DELETE', `${racks}/${bookie}`), 404, reason);
  });

  it('names no cluster: the broker asked answers its own cluster’s racks (audit D9)', async () => {
    // Racks are in the cluster's local metadata store (BookieResources on localMetadataStore,
    // PulsarResources.java:87): a console reaches another cluster's racks only through a broker of
    // that cluster. A cluster named in the query is not read.
    const bookie = `${uniqueName('bk')}:3181`;
    expectNoContent(
      await call(target, 'POST', `${racks}/${bookie}?group=d9&cluster=no-such-cluster`, { rack: 'rack-9' }),
    );
    const everywhere = await call(target, 'GET', racks);
    expect((everywhere.body as Record<string, Record<string, unknown>>).d9?.[bookie]).toEqual({
      rack: 'rack-9',
    });
    expect((await call(target, 'GET', `${racks}?cluster=no-such-cluster`)).body).toEqual(everywhere.body);
    expect((await call(target, 'GET', `${racks}/${bookie}?cluster=no-such-cluster`)).body).toEqual({
      rack: 'rack-9',
    });
    expectNoContent(await call(target, 'DELETE', `${racks}/${bookie}?cluster=no-such-cluster`));
  });
});
