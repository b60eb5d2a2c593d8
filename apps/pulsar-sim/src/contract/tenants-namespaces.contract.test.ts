import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms, expectNoContent, expectReason } from './expect-contract.ts';
import { call, openTarget, uniqueName } from './target.ts';
import type { ContractTarget, Exchange } from './target.ts';

/** 200 with no body and no content type: how a 4.0.7 asynchronous getter answers a null. */
function expectEmptyOk(exchange: Exchange): void {
  expect(exchange.status, exchange.text).toBe(200);
  expect(exchange.text).toBe('');
  expect(exchange.headers.get('content-type')).toBeNull();
}

// Tenants, namespaces and namespace policies: inventory §2.5 and §2.6, contract §2.5–2.7 and §4.2.

let target: ContractTarget;
beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target.close();
});

async function newTenant(): Promise<string> {
  const tenant = uniqueName('ct');
  expectNoContent(
    await call(target, 'PUT', `/admin/v2/tenants/${tenant}`, {
      adminRoles: ['ops'],
      allowedClusters: [target.cluster],
    }),
  );
  return tenant;
}

async function newNamespace(): Promise<string> {
  const tenant = await newTenant();
  const namespace = `${tenant}/ns`;
  expectNoContent(await call(target, 'PUT', `/admin/v2/namespaces/${namespace}`));
  return namespace;
}

describe('tenants', () => {
  it('lists, reads, updates and deletes a tenant', async () => {
    const tenant = await newTenant();
    const list = await call(target, 'GET', '/admin/v2/tenants');
    expectConforms(list, 'GET', '/admin/v2/tenants');
    expect(list.body).toContain(tenant);
    const info = await call(target, 'GET', `/admin/v2/tenants/${tenant}`);
    expectConforms(info, 'GET', '/admin/v2/tenants/{tenant}');
    expect(info.body).toEqual({ adminRoles: ['ops'], allowedClusters: [target.cluster] });
    expectNoContent(
      await call(target, 'POST', `/admin/v2/tenants/${tenant}`, {
        adminRoles: ['ops', 'dev'],
        allowedClusters: [target.cluster],
      }),
    );
    expect((await call(target, 'GET', `/admin/v2/tenants/${tenant}`)).body).toEqual({
      adminRoles: ['ops', 'dev'],
      allowedClusters: [target.cluster],
    });
    expectNoContent(await call(target, 'DELETE', `/admin/v2/tenants/${tenant}`));
    expectReason(await call(target, 'GET', `/admin/v2/tenants/${tenant}`), 404, 'Tenant does not exist');
  });

  it('rejects bad tenant requests with the broker reasons', async () => {
    const tenant = await newTenant();
    const missing = uniqueName('missing');
    expectReason(
      await call(target, 'PUT', `/admin/v2/tenants/${tenant}`, { allowedClusters: [target.cluster] }),
      409,
      'Tenant already exist',
    );
    expectReason(
      await call(target, 'PUT', `/admin/v2/tenants/bad%20name`, { allowedClusters: [target.cluster] }),
      412,
      'Tenant name is not valid',
    );
    expectReason(
      await call(target, 'PUT', `/admin/v2/tenants/${uniqueName('ct')}`, {
        allowedClusters: ['no-such-cluster'],
      }),
      412,
      'Clusters do not exist',
    );
    expectReason(
      await call(target, 'PUT', `/admin/v2/tenants/${uniqueName('ct')}`, {
        adminRoles: [' ops'],
        allowedClusters: [target.cluster],
      }),
      412,
      'AdminRoles contains whitespace in the beginning or end.',
    );
    expectReason(
      await call(target, 'POST', `/admin/v2/tenants/${missing}`, { allowedClusters: [target.cluster] }),
      404,
      `Tenant ${missing} not found`,
    );
    expectReason(
      await call(target, 'DELETE', `/admin/v2/tenants/${uniqueName('missing')}`),
      404,
      "Tenant doesn't exist",
    );
    expectReason(
      await call(target, 'DELETE', `/admin/v2/tenants/${tenant}?force=true`),
      405,
      "Broker doesn't allow forced deletion of tenants",
    );
  });

  it('refuses to delete a tenant that still has namespaces', async () => {
    const namespace = await newNamespace();
    const tenant = namespace.split('/')[0] ?? '';
    expectReason(
      await call(target, 'DELETE', `/admin/v2/tenants/${tenant}`),
      409,
      'The tenant still has active namespaces',
    );
  });
});

describe('namespaces', () => {
  it('creates, lists, reads and deletes a namespace', async () => {
    const namespace = await newNamespace();
    const tenant = namespace.split('/')[0] ?? '';
    const list = await call(target, 'GET', `/admin/v2/namespaces/${tenant}`);
    expectConforms(list, 'GET', '/admin/v2/namespaces/{tenant}');
    expect(list.body).toEqual([namespace]);
    const policies = await call(target, 'GET', `/admin/v2/namespaces/${namespace}`);
    expectConforms(policies, 'GET', '/admin/v2/namespaces/{tenant}/{namespace}');
    // Contract §5 row 1: the auth policies' wire keys differ from the Swagger names.
    expect(policies.body).toMatchObject({
      auth_policies: { namespace_auth: {}, destination_auth: {}, subscription_auth_roles: {} },
      replication_clusters: [target.cluster],
      bundles: {
        numBundles: 4,
        boundaries: ['0x00000000', '0x40000000', '0x80000000', '0xc0000000', '0xffffffff'],
      },
      schema_compatibility_strategy: 'UNDEFINED',
      offload_threshold: -1,
    });
    expectConforms(
      await call(target, 'GET', `/admin/v2/namespaces/${namespace}/bundles`),
      'GET',
      '/admin/v2/namespaces/{tenant}/{namespace}/bundles',
    );
    expectNoContent(await call(target, 'DELETE', `/admin/v2/namespaces/${namespace}`));
    expectReason(
      await call(target, 'GET', `/admin/v2/namespaces/${namespace}`),
      404,
      'Namespace does not exist',
    );
  });

  it('answers bad namespace requests as the broker does', async () => {
    const namespace = await newNamespace();
    const tenant = namespace.split('/')[0] ?? '';
    expectReason(
      await call(target, 'PUT', `/admin/v2/namespaces/${namespace}`),
      409,
      'Namespace already exists',
    );
    expectReason(
      await call(target, 'PUT', `/admin/v2/namespaces/${tenant}/bad%20ns`),
      412,
      'Namespace name is not valid',
    );
    expectReason(
      await call(target, 'PUT', `/admin/v2/namespaces/${uniqueName('none')}/ns`),
      404,
      'Tenant does not exist',
    );
    expectReason(
      await call(target, 'GET', `/admin/v2/namespaces/${uniqueName('none')}`),
      404,
      'Tenant not found',
    );
    expectReason(
      await call(target, 'DELETE', `/admin/v2/namespaces/${tenant}/missing`),
      404,
      `Namespace ${tenant}/missing does not exist.`,
    );
    expectNoContent(await call(target, 'PUT', `/admin/v2/persistent/${namespace}/busy`));
    expectReason(
      await call(target, 'DELETE', `/admin/v2/namespaces/${namespace}`),
      409,
      'Cannot delete non empty namespace',
    );
  });

  it('refuses replication clusters the tenant may not use (403)', async () => {
    const tenant = await newTenant();
    const other = uniqueName('cl');
    expect(
      (await call(target, 'PUT', `/admin/v2/clusters/${other}`, { serviceUrl: 'http://other:8080' })).status,
    ).toBe(200);
    expectReason(
      await call(target, 'PUT', `/admin/v2/namespaces/${tenant}/ns`, { replication_clusters: [other] }),
      403,
      `Cluster [${other}] is not in the list of allowed clusters list for tenant [${tenant}]`,
    );
    // Nor one that does not exist: the tenant cannot allow it either.
    expectReason(
      await call(target, 'PUT', `/admin/v2/namespaces/${tenant}/ns`, { replication_clusters: ['no-such'] }),
      403,
      `Cluster [no-such] is not in the list of allowed clusters list for tenant [${tenant}]`,
    );
    expectNoContent(await call(target, 'DELETE', `/admin/v2/clusters/${other}`));
  });
});

describe('namespace policies', () => {
  it('reads an unset nullable policy as an empty answer and a set one as its value', async () => {
    const namespace = await newNamespace();
    // 4.0.7's asynchronous getters resume with null: 200 and no body (Namespaces.java:492,
    // getNamespaceMessageTTL, and the like); the synchronous ones return null: 204.
    for (const policy of [
      'messageTTL',
      'retention',
      'persistence',
      'deduplication',
      'maxProducersPerTopic',
      'compactionThreshold',
      'offloadDeletionLagMs',
      'dispatchRate',
      'subscribeRate',
    ]) {
      expectEmptyOk(await call(target, 'GET', `/admin/v2/namespaces/${namespace}/${policy}`));
    }
    expectNoContent(await call(target, 'GET', `/admin/v2/namespaces/${namespace}/antiAffinity`));
    expectNoContent(
      await call(target, 'GET', `/admin/v2/namespaces/${namespace}/schemaAutoUpdateCompatibilityStrategy`),
    );
    // An unset topic limit reads as 0, no limit (Namespaces.java:2711).
    expect((await call(target, 'GET', `/admin/v2/namespaces/${namespace}/maxTopicsPerNamespace`)).body).toBe(
      0,
    );
    expectNoContent(await call(target, 'POST', `/admin/v2/namespaces/${namespace}/messageTTL`, 3600));
    expectConforms(
      await call(target, 'GET', `/admin/v2/namespaces/${namespace}/messageTTL`),
      'GET',
      '/admin/v2/namespaces/{tenant}/{namespace}/messageTTL',
    );
    expect((await call(target, 'GET', `/admin/v2/namespaces/${namespace}/messageTTL`)).body).toBe(3600);
    expectNoContent(await call(target, 'DELETE', `/admin/v2/namespaces/${namespace}/messageTTL`));
    expectEmptyOk(await call(target, 'GET', `/admin/v2/namespaces/${namespace}/messageTTL`));
  });

  it('stores every policy the console edits', async () => {
    const namespace = await newNamespace();
    const path = `/admin/v2/namespaces/${namespace}`;
    const writes: [string, string, unknown][] = [
      ['POST', 'retention', { retentionTimeInMinutes: 60, retentionSizeInMB: 100 }],
      [
        'POST',
        'persistence',
        {
          bookkeeperEnsemble: 1,
          bookkeeperWriteQuorum: 1,
          bookkeeperAckQuorum: 1,
          managedLedgerMaxMarkDeleteRate: 0,
        },
      ],
      ['POST', 'deduplication', true],
      ['POST', 'encryptionRequired', true],
      ['POST', 'subscriptionAuthMode', 'Prefix'],
      ['POST', 'maxProducersPerTopic', 5],
      ['POST', 'maxConsumersPerTopic', 6],
      ['POST', 'maxConsumersPerSubscription', 7],
      ['PUT', 'compactionThreshold', 1048576],
      ['PUT', 'offloadThreshold', 2097152],
      ['PUT', 'offloadDeletionLagMs', 3600000],
      ['PUT', 'schemaAutoUpdateCompatibilityStrategy', 'Backward'],
      ['POST', 'schemaValidationEnforced', true],
      [
        'POST',
        'dispatchRate',
        { dispatchThrottlingRateInMsg: 100, dispatchThrottlingRateInByte: 1024, ratePeriodInSecond: 1 },
      ],
      [
        'POST',
        'subscriptionDispatchRate',
        { dispatchThrottlingRateInMsg: 50, dispatchThrottlingRateInByte: 512, ratePeriodInSecond: 1 },
      ],
      ['POST', 'subscribeRate', { subscribeThrottlingRatePerConsumer: 10, ratePeriodInSecond: 30 }],
      ['POST', 'backlogQuota', { limitSize: 1024, limitTime: -1, policy: 'producer_exception' }],
      ['POST', 'permissions/app', ['produce', 'consume']],
    ];
    for (const [method, policy, body] of writes)
      expectNoContent(await call(target, method, `${path}/${policy}`, body));
    expectNoContent(await call(target, 'POST', `${path}/antiAffinity`, undefined, 'group-a'));
    const policies = (await call(target, 'GET', path)).body as Record<string, unknown>;
    // A HashSet<AuthAction> in 4.0.7 (Policies.auth_policies): the actions come in no set order.
    const authPolicies = policies.auth_policies as { namespace_auth: Record<string, string[]> };
    expect(authPolicies.namespace_auth.app?.toSorted()).toEqual(['consume', 'produce']);
    // The anti-affinity group is a LocalPolicies field (NamespacesBase.java:1776-1782), not in Policies.
    expect(policies).not.toHaveProperty('antiAffinityGroup');
    expect(policies).toMatchObject({
      retention_policies: { retentionTimeInMinutes: 60, retentionSizeInMB: 100 },
      persistence: { bookkeeperEnsemble: 1, bookkeeperWriteQuorum: 1, bookkeeperAckQuorum: 1 },
      deduplicationEnabled: true,
      encryption_required: true,
      subscription_auth_mode: 'Prefix',
      max_producers_per_topic: 5,
      max_consumers_per_topic: 6,
      max_consumers_per_subscription: 7,
      compaction_threshold: 1048576,
      // 4.0.7 keeps both in offload_policies and the old fields at -1 and null
      // (NamespacesBase.java:2181-2186, 2237-2243, mergeOffloadThresholdsForCompatibility).
      offload_threshold: -1,
      offload_policies: {
        managedLedgerOffloadThresholdInBytes: 2097152,
        managedLedgerOffloadDeletionLagInMillis: 3600000,
      },
      schema_auto_update_compatibility_strategy: 'Backward',
      schema_validation_enforced: true,
      backlog_quota_map: { destination_storage: { limitSize: 1024, policy: 'producer_exception' } },
      topicDispatchRate: { [target.cluster]: { dispatchThrottlingRateInMsg: 100 } },
      clusterSubscribeRate: { [target.cluster]: { subscribeThrottlingRatePerConsumer: 10 } },
    });
    expect(policies).not.toHaveProperty('offload_deletion_lag_ms');
    expect((await call(target, 'GET', `${path}/offloadThreshold`)).body).toBe(2097152);
    expect((await call(target, 'GET', `${path}/offloadDeletionLagMs`)).body).toBe(3600000);
    const permissions = await call(target, 'GET', `${path}/permissions`);
    // Contract §5 row 11: the broker sends arrays of actions; the Swagger schema says one string.
    expect((permissions.body as Record<string, string[]>).app?.toSorted()).toEqual(['consume', 'produce']);
    expect((await call(target, 'GET', `${path}/antiAffinity`)).text).toBe('group-a');
    expectConforms(
      await call(target, 'GET', `${path}/retention`),
      'GET',
      '/admin/v2/namespaces/{tenant}/{namespace}/retention',
    );
    expectConforms(
      await call(target, 'GET', `${path}/persistence`),
      'GET',
      '/admin/v2/namespaces/{tenant}/{namespace}/persistence',
    );
    expectConforms(
      await call(target, 'GET', `${path}/dispatchRate`),
      'GET',
      '/admin/v2/namespaces/{tenant}/{namespace}/dispatchRate',
    );
    expectConforms(
      await call(target, 'GET', `${path}/backlogQuotaMap`),
      'GET',
      '/admin/v2/namespaces/{tenant}/{namespace}/backlogQuotaMap',
    );
    expectNoContent(await call(target, 'DELETE', `${path}/permissions/app`));
    expect((await call(target, 'GET', `${path}/permissions`)).body).toEqual({});
  });

  it('rejects invalid policy values with the broker reasons', async () => {
    const namespace = await newNamespace();
    const path = `/admin/v2/namespaces/${namespace}`;
    expectReason(
      await call(target, 'POST', `${path}/maxProducersPerTopic`, -1),
      412,
      'maxProducersPerTopic must be 0 or more',
    );
    expectReason(
      await call(target, 'POST', `${path}/messageTTL`, -5),
      412,
      'Invalid value for message TTL, message TTL must >= 0',
    );
    expectReason(
      await call(target, 'POST', `${path}/persistence`, {
        bookkeeperEnsemble: 1,
        bookkeeperWriteQuorum: 2,
        bookkeeperAckQuorum: 1,
        managedLedgerMaxMarkDeleteRate: 0,
      }),
      400,
      'Bookkeeper Ensemble (1) >= WriteQuorum (2) >= AckQuorum (1)',
    );
    expectNoContent(
      await call(target, 'POST', `${path}/retention`, { retentionTimeInMinutes: 10, retentionSizeInMB: 1 }),
    );
    expectReason(
      await call(target, 'POST', `${path}/backlogQuota`, {
        limitSize: 10 * 1024 * 1024,
        limitTime: -1,
        policy: 'producer_request_hold',
      }),
      412,
      'Backlog Quota exceeds configured retention quota for namespace. Please increase retention quota and retry',
    );
    expectReason(
      await call(
        target,
        'POST',
        `/admin/v2/namespaces/${namespace.split('/')[0] ?? ''}/missing/messageTTL`,
        10,
      ),
      404,
      'Namespace does not exist',
    );
    // NamespacesBase.java:776-777 (4.0.7): a cluster that does not exist is a 403.
    expectReason(
      await call(target, 'POST', `${path}/replication`, ['no-such-cluster']),
      403,
      'Invalid cluster id: no-such-cluster',
    );
    expectReason(
      await call(target, 'POST', `${path}/replication`, ['global']),
      412,
      'Cannot specify global in the list of replication clusters',
    );
  });
});
