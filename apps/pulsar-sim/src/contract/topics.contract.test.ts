import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms, expectNoContent, expectReason } from './expect-contract.ts';
import { call, openTarget, uniqueName } from './target.ts';
import type { ContractTarget } from './target.ts';

// Topics, subscriptions, cursors, messages and lookup: inventory §2.7 and §2.8, contract §2.9, §2.12.

let target: ContractTarget;
let namespace: string;
beforeAll(async () => {
  target = await openTarget();
  const tenant = uniqueName('tt');
  await call(target, 'PUT', `/admin/v2/tenants/${tenant}`, { allowedClusters: [target.cluster] });
  namespace = `${tenant}/ns`;
  await call(target, 'PUT', `/admin/v2/namespaces/${namespace}`);
});
afterAll(async () => {
  await target.close();
});

/** Publishes through the REST produce API (the same on a real broker). */
async function produce(topic: string, count: number): Promise<string[]> {
  const messages = Array.from({ length: count }, (_, index) => ({
    payload: `message-${String(index)}`,
    key: `k${String(index)}`,
    properties: { n: String(index) },
  }));
  const answer = await call(target, 'POST', `/topics/persistent/${namespace}/${topic}`, {
    producerName: 'contract',
    messages,
  });
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as { messagePublishResults: { messageId: string }[] }).messagePublishResults.map(
    (result) => result.messageId,
  );
}

/** Lets `ms` pass: the simulator's frozen clock is moved, a real broker is waited for. */
async function elapse(ms: number): Promise<void> {
  if (target.simulator) target.simulator.runtime.advance(ms);
  else await sleep(ms);
}

/** Reads until the value is `expected` (for at most 5 s), then answers the last value read. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 50 && value !== expected; attempt += 1) {
    await sleep(100);
    value = await read();
  }
  return value;
}

describe('topics', () => {
  it('creates, lists, describes and deletes a non-partitioned topic', async () => {
    const topic = uniqueName('t');
    expectNoContent(await call(target, 'PUT', `/admin/v2/persistent/${namespace}/${topic}`));
    const list = await call(target, 'GET', `/admin/v2/persistent/${namespace}`);
    expectConforms(list, 'GET', '/admin/v2/persistent/{tenant}/{namespace}');
    expect(list.body).toContain(`persistent://${namespace}/${topic}`);
    expect((await call(target, 'GET', `/admin/v2/persistent/${namespace}/${topic}/partitions`)).body).toEqual(
      { partitions: 0, deleted: false },
    );
    expectConforms(
      await call(target, 'GET', `/admin/v2/persistent/${namespace}/${topic}/stats`),
      'GET',
      '/admin/v2/persistent/{tenant}/{namespace}/{topic}/stats',
    );
    expectConforms(
      await call(target, 'GET', `/admin/v2/persistent/${namespace}/${topic}/internalStats`),
      'GET',
      '/admin/v2/persistent/{tenant}/{namespace}/{topic}/internalStats',
    );
    expectReason(
      await call(target, 'PUT', `/admin/v2/persistent/${namespace}/${topic}`),
      409,
      'This topic already exists',
    );
    expectNoContent(await call(target, 'DELETE', `/admin/v2/persistent/${namespace}/${topic}`));
    expectReason(
      await call(target, 'GET', `/admin/v2/persistent/${namespace}/${topic}/stats`),
      404,
      `Topic persistent://${namespace}/${topic} not found`,
    );
  });

  it('creates a partitioned topic with its partitions and aggregated stats', async () => {
    const topic = uniqueName('p');
    expectNoContent(await call(target, 'PUT', `/admin/v2/persistent/${namespace}/${topic}/partitions`, 3));
    const partitioned = await call(target, 'GET', `/admin/v2/persistent/${namespace}/partitioned`);
    expectConforms(partitioned, 'GET', '/admin/v2/persistent/{tenant}/{namespace}/partitioned');
    expect(partitioned.body).toContain(`persistent://${namespace}/${topic}`);
    const list = (await call(target, 'GET', `/admin/v2/persistent/${namespace}`)).body as string[];
    expect(list).toEqual(
      expect.arrayContaining(
        [0, 1, 2].map((index) => `persistent://${namespace}/${topic}-partition-${String(index)}`),
      ),
    );
    const metadata = await call(target, 'GET', `/admin/v2/persistent/${namespace}/${topic}/partitions`);
    expectConforms(metadata, 'GET', '/admin/v2/persistent/{tenant}/{namespace}/{topic}/partitions');
    expect(metadata.body).toMatchObject({ partitions: 3 });
    const stats = await call(
      target,
      'GET',
      `/admin/v2/persistent/${namespace}/${topic}/partitioned-stats?perPartition=true`,
    );
    expectConforms(stats, 'GET', '/admin/v2/persistent/{tenant}/{namespace}/{topic}/partitioned-stats');
    expect(Object.keys((stats.body as { partitions: object }).partitions)).toHaveLength(3);
    expectReason(
      await call(target, 'DELETE', `/admin/v2/persistent/${namespace}/${topic}`),
      409,
      `persistent://${namespace}/${topic} is a partitioned topic, instead of calling delete topic, please call delete-partitioned-topic.`,
    );
    expectNoContent(await call(target, 'POST', `/admin/v2/persistent/${namespace}/${topic}/partitions`, 4));
    expectReason(
      await call(target, 'POST', `/admin/v2/persistent/${namespace}/${topic}/partitions`, 2),
      422,
      "Desired partitions 2 can't be less than the current partitions 4.",
    );
    expectNoContent(await call(target, 'DELETE', `/admin/v2/persistent/${namespace}/${topic}/partitions`));
  });

  it('rejects bad topic requests with the broker reasons', async () => {
    expectReason(
      await call(
        target,
        'PUT',
        `/admin/v2/persistent/${namespace}/${uniqueName('bad')}-partition-x/partitions`,
        2,
      ),
      412,
      "Partitioned Topic Name should not contain '-partition-'",
    );
    expectReason(
      await call(target, 'PUT', `/admin/v2/persistent/${namespace}/${uniqueName('zero')}/partitions`, 0),
      406,
      'Number of partitions should be more than 0',
    );
    const orphan = `${uniqueName('orphan')}-partition-1`;
    expectReason(
      await call(target, 'PUT', `/admin/v2/persistent/${namespace}/${orphan}`),
      412,
      `Can't create topic ${orphan} with "-partition-" followed by numeric value if there isn't a partitioned topic ${orphan.replace('-partition-1', '')} created.`,
    );
    // Both refusals name the topics by their local names (PersistentTopicsBase.java:4525-4536).
    const two = uniqueName('two');
    expectNoContent(await call(target, 'PUT', `/admin/v2/persistent/${namespace}/${two}/partitions`, 2));
    expectReason(
      await call(target, 'PUT', `/admin/v2/persistent/${namespace}/${two}-partition-5`),
      412,
      `Can't create topic ${two}-partition-5 with "-partition-" followed by a number smaller than number of partition of partitioned topic ${two}`,
    );
    const none = uniqueName('none');
    expectReason(
      await call(target, 'GET', `/admin/v2/persistent/${namespace}/${none}/partitioned-stats`),
      404,
      `Partitioned Topic persistent://${namespace}/${none} not found`,
    );
    expectReason(
      await call(target, 'GET', `/admin/v2/persistent/${namespace.split('/')[0] ?? ''}/missing`),
      404,
      'Namespace does not exist',
    );
    const nonPersistent = uniqueName('np');
    expectNoContent(await call(target, 'PUT', `/admin/v2/non-persistent/${namespace}/${nonPersistent}`));
    // v2 NonPersistentTopics inherits terminate and its persistent-name check (AdminResource.java:259).
    expectReason(
      await call(target, 'POST', `/admin/v2/non-persistent/${namespace}/${nonPersistent}/terminate`),
      406,
      'Need to provide a persistent topic name',
    );
    expectReason(
      await call(target, 'GET', `/admin/v2/non-persistent/${namespace}/${nonPersistent}/properties`),
      406,
      'Need to provide a persistent topic name',
    );
  });

  it('answers lookup and bundle lookup', async () => {
    const topic = uniqueName('l');
    await call(target, 'PUT', `/admin/v2/persistent/${namespace}/${topic}`);
    const lookup = await call(target, 'GET', `/lookup/v2/topic/persistent/${namespace}/${topic}`);
    expectConforms(lookup, 'GET', '/lookup/v2/topic/{topic-domain}/{tenant}/{namespace}/{topic}');
    expect(lookup.body).toMatchObject({
      brokerUrl: expect.stringMatching(/^pulsar:\/\//) as unknown,
      httpUrl: expect.stringMatching(/^http:\/\//) as unknown,
    });
    const bundle = await call(target, 'GET', `/lookup/v2/topic/persistent/${namespace}/${topic}/bundle`);
    expect(bundle.status).toBe(200);
    expect(bundle.text).toMatch(/^0x[0-9a-f]{8}_0x[0-9a-f]{8}$/);
  });
});

describe('subscriptions and cursors', () => {
  it('moves the cursor for skip, skip all, reset by time and by message id', async () => {
    const topic = uniqueName('c');
    await call(target, 'PUT', `/admin/v2/persistent/${namespace}/${topic}`);
    const base = `/admin/v2/persistent/${namespace}/${topic}`;
    expectNoContent(await call(target, 'PUT', `${base}/subscription/reader`, 'earliest'));
    expectReason(
      await call(target, 'PUT', `${base}/subscription/reader`),
      409,
      'Subscription already exists for topic',
    );
    const ids = await produce(topic, 10);
    const subscriptions = await call(target, 'GET', `${base}/subscriptions`);
    expectConforms(subscriptions, 'GET', '/admin/v2/persistent/{tenant}/{namespace}/{topic}/subscriptions');
    expect(subscriptions.body).toEqual(['reader']);
    const backlog = async () =>
      (
        (await call(target, 'GET', `${base}/stats`)).body as {
          subscriptions: Record<string, { msgBacklog: number }>;
        }
      ).subscriptions.reader?.msgBacklog;
    expect(await backlog()).toBe(10);
    expectNoContent(await call(target, 'POST', `${base}/subscription/reader/skip/3`));
    expect(await backlog()).toBe(7);
    const peek = await call(target, 'GET', `${base}/subscription/reader/position/1`);
    expect(peek.status).toBe(200);
    expect(peek.text).toBe('message-3');
    expect(peek.headers.get('x-pulsar-message-id')).toBe(ids[3]?.split(':').slice(0, 2).join(':'));
    expect(peek.headers.get('x-pulsar-partition-key')).toBe('k3');
    expect(JSON.parse(peek.headers.get('x-pulsar-property') ?? '{}')).toEqual({ n: '3' });
    expectNoContent(await call(target, 'POST', `${base}/subscription/reader/skip_all`));
    expect(await backlog()).toBe(0);
    expectReason(
      await call(target, 'GET', `${base}/subscription/reader/position/1`),
      404,
      'Message not found',
    );
    expectNoContent(await call(target, 'POST', `${base}/subscription/reader/resetcursor/0`));
    expect(await backlog()).toBe(10);
    const [ledgerId, entryId] = (ids[6] ?? '').split(':').map(Number);
    expectNoContent(
      await call(target, 'POST', `${base}/subscription/reader/resetcursor`, { ledgerId, entryId }),
    );
    expect(await backlog()).toBe(4);
    const byId = await call(target, 'GET', `${base}/ledger/${String(ledgerId)}/entry/${String(entryId)}`);
    expect(byId.text).toBe('message-6');
    const examined = await call(
      target,
      'GET',
      `${base}/examinemessage?initialPosition=earliest&messagePosition=1`,
    );
    expect(examined.text).toBe('message-0');
    const internal = await call(target, 'GET', `${base}/internalStats`);
    expectConforms(internal, 'GET', '/admin/v2/persistent/{tenant}/{namespace}/{topic}/internalStats');
    expect(
      (internal.body as { cursors: Record<string, { markDeletePosition: string }> }).cursors.reader
        ?.markDeletePosition,
    ).toBe(`${String(ledgerId)}:${String((entryId ?? 0) - 1)}`);
    // An age of 0 expires nothing (MessageImpl.isEntryExpired: `messageTTLInSeconds != 0` first).
    expectNoContent(await call(target, 'POST', `${base}/subscription/reader/expireMessages/0`));
    expect(await backlog()).toBe(4);
    // An age takes the messages published more than that long ago; the simulator's clock is frozen.
    await elapse(1100);
    expectNoContent(await call(target, 'POST', `${base}/subscription/reader/expireMessages/1`));
    // The broker answers once the expiry has started (PersistentTopicsBase.java:3987-3990).
    expect(await eventually(backlog, 0)).toBe(0);
    expectReason(
      await call(target, 'POST', `${base}/subscription/ghost/skip_all`),
      404,
      `Subscription ghost not found for topic persistent://${namespace}/${topic}`,
    );
    expectNoContent(await call(target, 'DELETE', `${base}/subscription/reader`));
  });

  it('fans subscription calls out to every partition of a partitioned topic', async () => {
    const topic = uniqueName('pc');
    const base = `/admin/v2/persistent/${namespace}/${topic}`;
    await call(target, 'PUT', `${base}/partitions`, 2);
    expectNoContent(await call(target, 'PUT', `${base}/subscription/all`, 'earliest'));
    expect((await call(target, 'GET', `${base}/subscriptions`)).body).toEqual(['all']);
    await produce(topic, 6);
    const stats = (await call(target, 'GET', `${base}/partitioned-stats?perPartition=true`)).body as {
      msgInCounter: number;
      subscriptions: Record<string, { msgBacklog: number }>;
      partitions: Record<string, { subscriptions: Record<string, { msgBacklog: number }> }>;
    };
    // The REST produce API publishes past the producers' counters: msgInCounter counts only what
    // connected producers send (Producer.java:340; TopicsBase.java:289 calls Topic#publishMessage).
    expect(stats.msgInCounter).toBe(0);
    expect(stats.subscriptions.all?.msgBacklog).toBe(6);
    // The total is the sum over the partitions, every one of them subscribed.
    const perPartition = Object.values(stats.partitions).map(
      (partition) => partition.subscriptions.all?.msgBacklog ?? -1,
    );
    expect(perPartition).toHaveLength(2);
    expect(perPartition.reduce((sum, backlog) => sum + backlog, 0)).toBe(6);
    expectReason(
      await call(target, 'POST', `${base}/subscription/all/skip/1`),
      405,
      'Skip messages on a partitioned topic is not allowed',
    );
    expectReason(
      await call(target, 'GET', `${base}/subscription/all/position/1`),
      405,
      'Peek messages on a partitioned topic is not allowed',
    );
    expectNoContent(await call(target, 'POST', `${base}/subscription/all/skip_all`));
    expect(
      ((await call(target, 'GET', `${base}/partitioned-stats`)).body as typeof stats).subscriptions.all
        ?.msgBacklog,
    ).toBe(0);
  });

  it('grants and revokes topic permissions', async () => {
    const topic = uniqueName('perm');
    const base = `/admin/v2/persistent/${namespace}/${topic}`;
    await call(target, 'PUT', base);
    expectNoContent(await call(target, 'POST', `${base}/permissions/reader`, ['consume']));
    const permissions = await call(target, 'GET', `${base}/permissions`);
    expect(permissions.body).toEqual({ reader: ['consume'] });
    expectNoContent(await call(target, 'DELETE', `${base}/permissions/reader`));
    expect((await call(target, 'GET', `${base}/permissions`)).body).toEqual({});
    // Revoking what the topic does not grant is no error (PulsarAuthorizationProvider.java:343-353).
    expectNoContent(await call(target, 'DELETE', `${base}/permissions/reader`));
    // A role granted on the namespace keeps its grant: revoking it on the topic changes nothing.
    expectNoContent(
      await call(target, 'POST', `/admin/v2/namespaces/${namespace}/permissions/auditor`, ['consume']),
    );
    expectNoContent(await call(target, 'DELETE', `${base}/permissions/auditor`));
    expect((await call(target, 'GET', `${base}/permissions`)).body).toEqual({ auditor: ['consume'] });
  });
});
