import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offloadPoliciesAnswer } from '@beacon/test-kit';
import { expectNoContent } from './expect-contract.ts';
import { call, openTarget, uniqueName, type Exchange } from './target.ts';
import type { ContractTarget } from './target.ts';

// The console's set-then-clear of every namespace policy (issue 6): after the clear, each policy's
// own GET answers exactly what it answered on the new namespace. Where Pulsar has a DELETE, that
// is 204; where it has none, the console saves the value Pulsar's Policies starts with (false,
// None, UNDEFINED, -1, or null for the auto-update strategy), and Pulsar reads that back as the
// namespace's value.

let target: ContractTarget;
beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target.close();
});

async function newNamespace(): Promise<string> {
  const tenant = uniqueName('cp');
  expectNoContent(
    await call(target, 'PUT', `/admin/v2/tenants/${tenant}`, { allowedClusters: [target.cluster] }),
  );
  expectNoContent(await call(target, 'PUT', `/admin/v2/namespaces/${tenant}/ns`));
  return `${tenant}/ns`;
}

interface PolicyCase {
  path: string;
  set: ['POST' | 'PUT', unknown];
  /** `DELETE`, or the body saved to return to a new namespace's value. */
  clear: 'DELETE' | { body: unknown };
  /** What the GET answers once set (the body sent, unless Pulsar fills in defaults). */
  read?: unknown;
  /** The policy's own GET when it is not its set path. */
  readPath?: string;
  /** The policy's DELETE when it is not at its set path. */
  clearPath?: string;
  query?: string;
}

const CASES: PolicyCase[] = [
  {
    // First: the offload threshold's clear below leaves offload policies behind (threshold -1).
    // Read back over a new OffloadPoliciesImpl's values; removed at its own path.
    path: 'offloadPolicies',
    clearPath: 'removeOffloadPolicies',
    set: [
      'POST',
      {
        managedLedgerOffloadDriver: 'aws-s3',
        managedLedgerOffloadBucket: 'offload-bucket',
        managedLedgerOffloadRegion: 'eu-west-1',
        managedLedgerOffloadThresholdInBytes: 1073741824,
        managedLedgerOffloadDeletionLagInMillis: 3600000,
      },
    ],
    clear: 'DELETE',
    read: offloadPoliciesAnswer({
      managedLedgerOffloadDriver: 'aws-s3',
      managedLedgerOffloadBucket: 'offload-bucket',
      managedLedgerOffloadRegion: 'eu-west-1',
      managedLedgerOffloadThresholdInBytes: 1073741824,
      managedLedgerOffloadDeletionLagInMillis: 3600000,
    }),
  },
  { path: 'subscriptionAuthMode', set: ['POST', 'Prefix'], clear: { body: 'None' } },
  {
    path: 'persistence',
    set: [
      'POST',
      {
        bookkeeperEnsemble: 2,
        bookkeeperWriteQuorum: 2,
        bookkeeperAckQuorum: 1,
        managedLedgerMaxMarkDeleteRate: 1.5,
      },
    ],
    clear: 'DELETE',
  },
  { path: 'encryptionRequired', set: ['POST', true], clear: { body: false } },
  { path: 'deduplication', set: ['POST', true], clear: 'DELETE' },
  {
    path: 'backlogQuota',
    readPath: 'backlogQuotaMap',
    query: '?backlogQuotaType=destination_storage',
    set: ['POST', { limitSize: 52428800, limitTime: -1, policy: 'producer_exception' }],
    clear: 'DELETE',
    read: {
      destination_storage: {
        limit: 52428800,
        limitSize: 52428800,
        limitTime: -1,
        policy: 'producer_exception',
      },
    },
  },
  {
    // None on a new namespace (Policies.java:105 in 4.0.7): PUT null puts that back.
    path: 'schemaAutoUpdateCompatibilityStrategy',
    set: ['PUT', 'BackwardTransitive'],
    clear: { body: null },
  },
  {
    path: 'schemaCompatibilityStrategy',
    set: ['PUT', 'ALWAYS_INCOMPATIBLE'],
    clear: { body: 'UNDEFINED' },
  },
  { path: 'schemaValidationEnforced', set: ['POST', true], clear: { body: false } },
  { path: 'messageTTL', set: ['POST', 3600], clear: 'DELETE' },
  {
    path: 'retention',
    set: ['POST', { retentionTimeInMinutes: 10080, retentionSizeInMB: -1 }],
    clear: 'DELETE',
  },
  { path: 'compactionThreshold', set: ['PUT', 104857600], clear: 'DELETE' },
  { path: 'offloadThreshold', set: ['PUT', 10737418240], clear: { body: -1 } },
  { path: 'offloadDeletionLagMs', set: ['PUT', -1], clear: 'DELETE' },
  { path: 'maxProducersPerTopic', set: ['POST', 10], clear: 'DELETE' },
  { path: 'maxConsumersPerTopic', set: ['POST', 20], clear: 'DELETE' },
  { path: 'maxConsumersPerSubscription', set: ['POST', 5], clear: 'DELETE' },
  {
    path: 'dispatchRate',
    set: [
      'POST',
      { dispatchThrottlingRateInMsg: 1000, dispatchThrottlingRateInByte: 1048576, ratePeriodInSecond: 1 },
    ],
    clear: 'DELETE',
    read: {
      dispatchThrottlingRateInMsg: 1000,
      dispatchThrottlingRateInByte: 1048576,
      relativeToPublishRate: false,
      ratePeriodInSecond: 1,
    },
  },
  {
    path: 'subscriptionDispatchRate',
    set: [
      'POST',
      { dispatchThrottlingRateInMsg: -1, dispatchThrottlingRateInByte: 65536, ratePeriodInSecond: 2 },
    ],
    clear: 'DELETE',
    read: {
      dispatchThrottlingRateInMsg: -1,
      dispatchThrottlingRateInByte: 65536,
      relativeToPublishRate: false,
      ratePeriodInSecond: 2,
    },
  },
  {
    path: 'subscribeRate',
    set: ['POST', { subscribeThrottlingRatePerConsumer: 10, ratePeriodInSecond: 60 }],
    clear: 'DELETE',
  },
  {
    path: 'replicatorDispatchRate',
    set: [
      'POST',
      { dispatchThrottlingRateInMsg: 10, dispatchThrottlingRateInByte: -1, ratePeriodInSecond: 1 },
    ],
    clear: 'DELETE',
    read: {
      dispatchThrottlingRateInMsg: 10,
      dispatchThrottlingRateInByte: -1,
      relativeToPublishRate: false,
      ratePeriodInSecond: 1,
    },
  },
  {
    path: 'autoSubscriptionCreation',
    set: ['POST', { allowAutoSubscriptionCreation: false }],
    clear: 'DELETE',
  },
  {
    path: 'delayedDelivery',
    set: ['POST', { active: true, tickTime: 500, maxDeliveryDelayInMillis: 60000 }],
    clear: 'DELETE',
  },
  {
    path: 'inactiveTopicPolicies',
    set: [
      'POST',
      {
        inactiveTopicDeleteMode: 'delete_when_subscriptions_caught_up',
        maxInactiveDurationSeconds: 600,
        deleteWhileInactive: true,
      },
    ],
    clear: 'DELETE',
  },
  {
    path: 'autoTopicCreation',
    set: ['POST', { allowAutoTopicCreation: true, topicType: 'partitioned', defaultNumPartitions: 3 }],
    clear: 'DELETE',
  },
  // A switch: the POST has no body and turns it on; the DELETE turns it off (false, as new).
  { path: 'dispatcherPauseOnAckStatePersistent', set: ['POST', undefined], clear: 'DELETE', read: true },
  // No DELETE: a POST of null unsets it again.
  { path: 'deduplicationSnapshotInterval', set: ['POST', 120], clear: { body: null } },
  // Served though hidden from the OpenAPI (Namespaces.java:993-1045, 4.0.7).
  {
    path: 'publishRate',
    set: ['POST', { publishThrottlingRateInMsg: 100, publishThrottlingRateInByte: -1 }],
    clear: 'DELETE',
  },
];

/** Status and body, the parts a client reads. */
const answer = (exchange: Exchange) => ({ status: exchange.status, body: exchange.body });

describe('namespace policies set and then cleared, as the console does it', () => {
  it('answers every policy’s GET after the clear as it did on the new namespace', async () => {
    const namespace = await newNamespace();
    const base = `/admin/v2/namespaces/${namespace}`;
    for (const policy of CASES) {
      const readUrl = `${base}/${policy.readPath ?? policy.path}`;
      const fresh = answer(await call(target, 'GET', readUrl));
      const [method, body] = policy.set;
      expectNoContent(await call(target, method, `${base}/${policy.path}${policy.query ?? ''}`, body));
      expect(answer(await call(target, 'GET', readUrl)), policy.path).toEqual({
        status: 200,
        body: policy.read ?? body,
      });
      const cleared =
        policy.clear === 'DELETE'
          ? await call(target, 'DELETE', `${base}/${policy.clearPath ?? policy.path}${policy.query ?? ''}`)
          : await call(target, method, `${base}/${policy.path}`, policy.clear.body);
      expectNoContent(cleared);
      expect(answer(await call(target, 'GET', readUrl)), policy.path).toEqual(fresh);
    }
  });

  it('sets and clears the anti-affinity group as raw text', async () => {
    const base = `/admin/v2/namespaces/${await newNamespace()}`;
    expectNoContent(await call(target, 'GET', `${base}/antiAffinity`));
    expectNoContent(await call(target, 'POST', `${base}/antiAffinity`, undefined, 'e2e-group'));
    expect((await call(target, 'GET', `${base}/antiAffinity`)).text).toBe('e2e-group');
    expectNoContent(await call(target, 'DELETE', `${base}/antiAffinity`));
    expectNoContent(await call(target, 'GET', `${base}/antiAffinity`));
  });

  it('sets the subscription types as a set, and reads none (every type allowed) once removed', async () => {
    const base = `/admin/v2/namespaces/${await newNamespace()}/subscriptionTypesEnabled`;
    const sorted = async () => {
      const exchange = await call(target, 'GET', base);
      return { status: exchange.status, body: [...(exchange.body as string[])].sort() };
    };
    expect(await sorted()).toEqual({ status: 200, body: [] });
    expectNoContent(await call(target, 'POST', base, ['Shared', 'Key_Shared', 'Shared']));
    expect(await sorted()).toEqual({ status: 200, body: ['Key_Shared', 'Shared'] });
    expectNoContent(await call(target, 'DELETE', base));
    expect(await sorted()).toEqual({ status: 200, body: [] });
  });

  it('keeps the bookie affinity group in the local policies, which a new namespace lacks', async () => {
    const namespace = await newNamespace();
    const base = `/admin/v2/namespaces/${namespace}/persistence/bookieAffinity`;
    // NamespacesBase.java:998-1000 (4.0.7): no LocalPolicies node until a bundle is owned.
    expect(answer(await call(target, 'GET', base))).toEqual({
      status: 404,
      body: { reason: 'Namespace local-policies does not exist' },
    });
    const group = { bookkeeperAffinityGroupPrimary: 'rack-a', bookkeeperAffinityGroupSecondary: 'rack-b' };
    expectNoContent(await call(target, 'POST', base, group));
    expect(answer(await call(target, 'GET', base))).toEqual({ status: 200, body: group });
    expectNoContent(await call(target, 'DELETE', base));
    expectNoContent(await call(target, 'GET', base));
    // Creating a topic owns its bundle, which writes the local policies.
    const other = await newNamespace();
    expectNoContent(await call(target, 'PUT', `/admin/v2/persistent/${other}/owned`));
    expectNoContent(await call(target, 'GET', `/admin/v2/namespaces/${other}/persistence/bookieAffinity`));
  });

  it('refuses entry filters the broker has not loaded, and offload policies without driver or bucket', async () => {
    const base = `/admin/v2/namespaces/${await newNamespace()}`;
    expect(answer(await call(target, 'POST', `${base}/entryFilters`, { entryFilterNames: 'audit' }))).toEqual(
      {
        status: 400,
        body: { reason: "Entry filter 'audit' not found" },
      },
    );
    expect(answer(await call(target, 'POST', `${base}/entryFilters`, { entryFilterNames: '' }))).toEqual({
      status: 400,
      body: { reason: "entryFilterNames can't be empty. To remove entry filters use the remove method." },
    });
    expect(
      answer(await call(target, 'POST', `${base}/offloadPolicies`, { managedLedgerOffloadDriver: 'tape' })),
    ).toEqual({
      status: 412,
      body: {
        reason:
          'The driver is not supported, support value: S3,aws-s3,google-cloud-storage,filesystem,azureblob,aliyun-oss',
      },
    });
    expect(
      answer(await call(target, 'POST', `${base}/offloadPolicies`, { managedLedgerOffloadDriver: 'aws-s3' })),
    ).toEqual({ status: 412, body: { reason: 'The bucket must be specified for namespace offload.' } });
  });

  it('answers the new namespace’s values for the policies Pulsar has no DELETE for', async () => {
    const base = `/admin/v2/namespaces/${await newNamespace()}`;
    const defaults: [string, unknown][] = [
      ['subscriptionAuthMode', 'None'],
      ['encryptionRequired', false],
      ['schemaCompatibilityStrategy', 'UNDEFINED'],
      ['schemaValidationEnforced', false],
      ['offloadThreshold', -1],
      ['backlogQuotaMap', {}],
    ];
    for (const [path, value] of defaults)
      expect(answer(await call(target, 'GET', `${base}/${path}`)), path).toEqual({
        status: 200,
        body: value,
      });
    // The auto-update strategy starts unset (Policies.java:105): 204, the broker's own strategy applies.
    expectNoContent(await call(target, 'GET', `${base}/schemaAutoUpdateCompatibilityStrategy`));
  });
});
