import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoContent } from './expect-contract.ts';
import { call, openTarget, uniqueName } from './target.ts';
import type { ContractTarget } from './target.ts';

// Topic-level policies, local and global (issue 31, decision 0078), as Pulsar 4.0.7 answers them:
// a topic keeps a local and a global value of each policy apart; a read without `isGlobal` answers
// the local one, with `isGlobal=true` the global one; `applied=true` answers the value in force at
// the level read — that level's topic value, else the namespace's, else the broker's — and never
// the other level's. Topic policies are written through a system topic, so reads poll briefly.

let target: ContractTarget;
beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target.close();
});

async function newTopic(): Promise<{ topic: string; namespace: string }> {
  const tenant = uniqueName('tp');
  expectNoContent(
    await call(target, 'PUT', `/admin/v2/tenants/${tenant}`, { allowedClusters: [target.cluster] }),
  );
  expectNoContent(await call(target, 'PUT', `/admin/v2/namespaces/${tenant}/ns`));
  expectNoContent(await call(target, 'PUT', `/admin/v2/persistent/${tenant}/ns/t`));
  return { topic: `/admin/v2/persistent/${tenant}/ns/t`, namespace: `/admin/v2/namespaces/${tenant}/ns` };
}

/** Status and body, `undefined` for none. */
async function read(path: string): Promise<{ status: number; body: unknown }> {
  const exchange = await call(target, 'GET', path);
  return { status: exchange.status, body: exchange.body };
}

const settles = (path: string) => expect.poll(() => read(path), { timeout: 5000, interval: 100 });

interface PolicyCase {
  path: string;
  local: unknown;
  global: unknown;
  /** What a read answers once set, when Pulsar fills in or reorders the body. */
  localRead?: unknown;
  /** The namespace's own policy, when `applied` falls back to it. */
  namespace?: { path: string; body: unknown };
  /** `applied=true` when neither level nor the namespace sets it: the standalone's broker settings. */
  brokerDefault: unknown;
}

const RATE = { dispatchThrottlingRateInMsg: 100, dispatchThrottlingRateInByte: 1024, ratePeriodInSecond: 1 };
const CASES: PolicyCase[] = [
  {
    path: 'retention',
    local: { retentionTimeInMinutes: 60, retentionSizeInMB: 10 },
    global: { retentionTimeInMinutes: 120, retentionSizeInMB: 20 },
    namespace: { path: 'retention', body: { retentionTimeInMinutes: 30, retentionSizeInMB: 5 } },
    brokerDefault: { retentionTimeInMinutes: 0, retentionSizeInMB: 0 },
  },
  {
    path: 'maxProducers',
    local: 5,
    global: 7,
    namespace: { path: 'maxProducersPerTopic', body: 9 },
    brokerDefault: 0,
  },
  {
    path: 'dispatchRate',
    local: RATE,
    global: { ...RATE, dispatchThrottlingRateInMsg: 200 },
    localRead: { ...RATE, relativeToPublishRate: false },
    brokerDefault: {
      dispatchThrottlingRateInMsg: 0,
      dispatchThrottlingRateInByte: 0,
      relativeToPublishRate: false,
      ratePeriodInSecond: 1,
    },
  },
  {
    path: 'inactiveTopicPolicies',
    local: {
      inactiveTopicDeleteMode: 'delete_when_subscriptions_caught_up',
      maxInactiveDurationSeconds: 600,
      deleteWhileInactive: true,
    },
    global: {
      inactiveTopicDeleteMode: 'delete_when_no_subscriptions',
      maxInactiveDurationSeconds: 900,
      deleteWhileInactive: true,
    },
    brokerDefault: {
      inactiveTopicDeleteMode: 'delete_when_no_subscriptions',
      maxInactiveDurationSeconds: 60,
      deleteWhileInactive: false,
    },
  },
];

describe('topic policies: local and global kept apart, applied at the level read', () => {
  it.each(CASES)('$path', async (policy) => {
    const { topic, namespace } = await newTopic();
    const url = `${topic}/${policy.path}`;
    // Unset: 200 with no body at either level; applied answers the broker's setting.
    expect(await read(url)).toEqual({ status: 200, body: undefined });
    expect(await read(`${url}?isGlobal=true`)).toEqual({ status: 200, body: undefined });
    expect(await read(`${url}?applied=true`)).toEqual({ status: 200, body: policy.brokerDefault });

    expectNoContent(await call(target, 'POST', url, policy.local));
    expectNoContent(await call(target, 'POST', `${url}?isGlobal=true`, policy.global));
    const localRead = policy.localRead ?? policy.local;
    await settles(url).toEqual({ status: 200, body: localRead });
    await settles(`${url}?isGlobal=true`).toMatchObject({ status: 200, body: policy.global });
    expect(await read(`${url}?applied=true`)).toEqual({ status: 200, body: localRead });
    expect(await read(`${url}?isGlobal=true&applied=true`)).toMatchObject({ body: policy.global });

    // Removing the local value: the local applied read skips the global one, straight to the
    // namespace or the broker (PersistentTopics.java:2465-2477 for messageTTL, the same for all).
    expectNoContent(await call(target, 'DELETE', url));
    await settles(url).toEqual({ status: 200, body: undefined });
    expect(await read(`${url}?applied=true`)).toEqual({ status: 200, body: policy.brokerDefault });
    expect(await read(`${url}?isGlobal=true&applied=true`)).toMatchObject({ body: policy.global });
    if (policy.namespace) {
      expectNoContent(
        await call(target, 'POST', `${namespace}/${policy.namespace.path}`, policy.namespace.body),
      );
      expect(await read(`${url}?applied=true`)).toEqual({ status: 200, body: policy.namespace.body });
      expect(await read(`${url}?isGlobal=true&applied=true`)).toMatchObject({ body: policy.global });
    }
    expectNoContent(await call(target, 'DELETE', `${url}?isGlobal=true`));
    await settles(`${url}?isGlobal=true`).toEqual({ status: 200, body: undefined });
  });

  it('takes messageTTL from its query parameter: a body is ignored and unsets the TTL', async () => {
    const { topic, namespace } = await newTopic();
    const url = `${topic}/messageTTL`;
    expect(await read(`${url}?applied=true`)).toEqual({ status: 200, body: 0 });
    expectNoContent(await call(target, 'POST', `${url}?messageTTL=100`));
    expectNoContent(await call(target, 'POST', `${url}?messageTTL=200&isGlobal=true`));
    await settles(url).toEqual({ status: 200, body: 100 });
    await settles(`${url}?isGlobal=true`).toEqual({ status: 200, body: 200 });
    expect((await read(`${url}?applied=true`)).body).toBe(100);
    // @QueryParam("messageTTL"): with only a body the parameter is null, which removes the TTL.
    expectNoContent(await call(target, 'POST', url, 300));
    await settles(url).toEqual({ status: 200, body: undefined });
    expect((await read(`${url}?applied=true`)).body).toBe(0);
    expectNoContent(await call(target, 'POST', `${namespace}/messageTTL`, 400));
    expect((await read(`${url}?applied=true`)).body).toBe(400);
    expect((await read(`${url}?isGlobal=true&applied=true`)).body).toBe(200);
    const refused = await call(target, 'POST', `${url}?messageTTL=-1`);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 412,
      body: { reason: 'Invalid value for message TTL' },
    });
  });

  it('reads backlog quotas as a map per level, applied as a whole map', async () => {
    const { topic } = await newTopic();
    const quota = (limitSize: number) => ({ limitSize, limitTime: -1, policy: 'producer_exception' });
    const stored = (limitSize: number) => ({ limit: limitSize, ...quota(limitSize) });
    const size = '?backlogQuotaType=destination_storage';
    expect(await read(`${topic}/backlogQuotaMap`)).toEqual({ status: 200, body: {} });
    const brokerQuota = { limit: -1, limitSize: -1, limitTime: -1, policy: 'producer_request_hold' };
    expect(await read(`${topic}/backlogQuotaMap?applied=true`)).toEqual({
      status: 200,
      body: { destination_storage: brokerQuota, message_age: brokerQuota },
    });
    expectNoContent(await call(target, 'POST', `${topic}/backlogQuota${size}`, quota(1048576)));
    expectNoContent(await call(target, 'POST', `${topic}/backlogQuota${size}&isGlobal=true`, quota(2097152)));
    await settles(`${topic}/backlogQuotaMap`).toEqual({
      status: 200,
      body: { destination_storage: stored(1048576) },
    });
    await settles(`${topic}/backlogQuotaMap?isGlobal=true`).toEqual({
      status: 200,
      body: { destination_storage: stored(2097152) },
    });
    // The level's map as it is: the broker's time quota is not merged in.
    expect((await read(`${topic}/backlogQuotaMap?applied=true`)).body).toEqual({
      destination_storage: stored(1048576),
    });
    const refused = await call(target, 'POST', `${topic}/backlogQuota${size}`, {
      limitSize: 1,
      policy: 'nope',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      reason: expect.stringMatching(
        /backlog quota failed because the data validation failed\. the attribute policy cannot be null$/,
      ) as unknown,
    });
    expectNoContent(await call(target, 'DELETE', `${topic}/backlogQuota${size}`));
    await settles(`${topic}/backlogQuotaMap`).toEqual({ status: 200, body: {} });
  });

  it('has no applied read for subscriptionTypesEnabled, and keeps the types as a set per level', async () => {
    const { topic } = await newTopic();
    const url = `${topic}/subscriptionTypesEnabled`;
    // 204 while the topic has no policies at all at that level.
    expect(await read(`${url}?applied=true`)).toEqual({ status: 204, body: undefined });
    expectNoContent(await call(target, 'POST', url, ['Shared', 'Failover']));
    // A Java Set: the order it answers is its hash order, not the order sent.
    const sorted = async (path: string) => ((await read(path)).body as string[] | undefined)?.toSorted();
    await expect.poll(() => sorted(url), { timeout: 5000 }).toEqual(['Failover', 'Shared']);
    expectNoContent(await call(target, 'POST', `${url}?isGlobal=true`, ['Exclusive']));
    await settles(`${url}?isGlobal=true`).toEqual({ status: 200, body: ['Exclusive'] });
    expect(await sorted(url)).toEqual(['Failover', 'Shared']);
  });

  it('refuses bad values with the broker’s status and reason', async () => {
    const { topic } = await newTopic();
    const refusal = async (path: string, body: unknown) => {
      const exchange = await call(target, 'POST', `${topic}/${path}`, body);
      return { status: exchange.status, body: exchange.body };
    };
    expect(await refusal('maxProducers', -1)).toEqual({
      status: 412,
      body: { reason: 'maxProducers must be 0 or more' },
    });
    expect(await refusal('retention', { retentionTimeInMinutes: -2, retentionSizeInMB: 10 })).toEqual({
      status: 400,
      body: { reason: 'Invalid retention policy: time limit must be >= -1' },
    });
  });

  it('sets and removes the policies without an applied read at each level: snapshot interval, publish rate, max message size', async () => {
    const { topic } = await newTopic();
    const cases: [string, unknown][] = [
      ['deduplicationSnapshotInterval', 30],
      ['publishRate', { publishThrottlingRateInMsg: 5, publishThrottlingRateInByte: -1 }],
      ['maxMessageSize', 1024],
    ];
    for (const [path, body] of cases) {
      const url = `${topic}/${path}`;
      expectNoContent(await call(target, 'POST', url, body));
      await settles(url).toEqual({ status: 200, body });
      expectNoContent(await call(target, 'DELETE', url));
      await settles(url).toMatchObject({ body: undefined });
    }
    // PersistentTopicsBase.internalSetMaxMessageSize (4.0.7): no larger than the broker's 5 MB.
    const tooLarge = await call(target, 'POST', `${topic}/maxMessageSize`, 10 * 1024 * 1024);
    expect({ status: tooLarge.status, body: tooLarge.body }).toEqual({
      status: 412,
      body: {
        reason:
          'topic-level maxMessageSize must be greater than or equal to 0 and must be smaller than that in the broker-level',
      },
    });
  });

  it('turns the dispatcher pause on with a bare POST and off with a DELETE, false while unset', async () => {
    const { topic } = await newTopic();
    const url = `${topic}/dispatcherPauseOnAckStatePersistent`;
    expect(await read(url)).toEqual({ status: 200, body: false });
    expect(await read(`${url}?applied=true`)).toEqual({ status: 200, body: false });
    expectNoContent(await call(target, 'POST', url));
    await settles(url).toEqual({ status: 200, body: true });
    expectNoContent(await call(target, 'DELETE', url));
    await settles(url).toEqual({ status: 200, body: false });
  });

  it('refuses entry filters the broker has not loaded, and applies the broker’s empty list', async () => {
    const { topic } = await newTopic();
    const refused = await call(target, 'POST', `${topic}/entryFilters`, { entryFilterNames: 'audit' });
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 400,
      body: { reason: "Entry filter 'audit' not found" },
    });
    expect(await read(`${topic}/entryFilters?applied=true`)).toEqual({
      status: 200,
      body: { entryFilterNames: '' },
    });
  });

  it('reads a missing topic’s policy as 404', async () => {
    const { topic } = await newTopic();
    const missing = topic.replace(/\/t$/, '/nosuch');
    const answer = await read(`${missing}/retention`);
    expect(answer.status).toBe(404);
  });
});
