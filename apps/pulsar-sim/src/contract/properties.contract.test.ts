import {
  createMissedPartitions,
  namespaceProperties,
  pulsarPath,
  subscriptionPermissions,
  subscriptionProperties,
  topicProperties,
  type Operation,
} from '@beacon/pulsar-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoContent, expectReason } from './expect-contract.ts';
import { onTarget } from './known-differences.ts';
import { call, openTarget, uniqueName } from './target.ts';
import type { ContractTarget, Exchange } from './target.ts';

// Properties of namespaces, topics and subscriptions, subscription permissions and creating missing
// partitions (issue 31 items 5 and 6, decision 0081) as Pulsar 4.0.7 answers them, through the
// catalogue's own entries (packages/pulsar-admin/src/catalogue-properties.ts).

let target: ContractTarget;
let tenant: string;
beforeAll(async () => {
  target = await openTarget();
  tenant = uniqueName('props');
  expectNoContent(
    await call(target, 'PUT', `/admin/v2/tenants/${tenant}`, { allowedClusters: [target.cluster] }),
  );
  expectNoContent(await call(target, 'PUT', `/admin/v2/namespaces/${tenant}/ns`));
});
afterAll(async () => {
  await target.close();
});

type Entry = Operation<string, unknown, unknown, unknown>;
const send = (entry: Entry, params: Record<string, string>, body?: unknown, query = '') =>
  call(target, entry.method, `${pulsarPath(entry, params as never)}${query}`, body);
const namespace = () => ({ tenant, namespace: 'ns' });
const topic = (name: string) => ({ ...namespace(), domain: 'persistent', topic: name });

async function expectBody(exchange: Promise<Exchange>, body: unknown): Promise<void> {
  const answer = await exchange;
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body).toEqual(body);
}

describe('namespace properties', () => {
  it('adds and replaces the keys a PUT sends, keeps the others, and removes one key at a time', async () => {
    await expectBody(send(namespaceProperties.get, namespace()), {});
    expectNoContent(await send(namespaceProperties.set, namespace(), { team: 'payments', tier: 'gold' }));
    expectNoContent(await send(namespaceProperties.set, namespace(), { tier: 'silver', 'two words': 'a b' }));
    await expectBody(send(namespaceProperties.get, namespace()), {
      team: 'payments',
      tier: 'silver',
      'two words': 'a b',
    });

    // NamespacesBase.java:2539-2547: 200 with the removed value as bare text, empty for none.
    const removed = await send(namespaceProperties.remove, { ...namespace(), key: 'tier' });
    expect(removed.status).toBe(200);
    expect(removed.text).toBe('silver');
    const none = await send(namespaceProperties.remove, { ...namespace(), key: 'never-set' });
    expect(none.status).toBe(200);
    expect(none.text).toBe('');
    const spaced = await send(namespaceProperties.remove, { ...namespace(), key: 'two words' });
    expect(spaced.text).toBe('a b');
    await expectBody(send(namespaceProperties.get, namespace()), { team: 'payments' });
  });

  it('answers 404 for a namespace that does not exist', async () => {
    const params = { tenant, namespace: 'absent' };
    expectReason(await send(namespaceProperties.get, params), 404, 'Namespace does not exist');
    expectReason(await send(namespaceProperties.set, params, { a: '1' }), 404, 'Namespace does not exist');
  });
});

describe('topic properties', () => {
  it('merges a PUT into a topic’s properties, ignores an empty one and removes a key by ?key=', async () => {
    const name = uniqueName('t');
    expectNoContent(await call(target, 'PUT', `/admin/v2/persistent/${tenant}/ns/${name}`));
    await expectBody(send(topicProperties.get, topic(name)), {});
    expectNoContent(await send(topicProperties.set, topic(name), { owner: 'ops', 'sl/ash': 'x' }));
    expectNoContent(await send(topicProperties.set, topic(name), { owner: 'dev' }));
    expectNoContent(await send(topicProperties.set, topic(name), {}));
    await expectBody(send(topicProperties.get, topic(name)), { owner: 'dev', 'sl/ash': 'x' });
    expectNoContent(await send(topicProperties.remove, topic(name), undefined, '?key=sl%2Fash'));
    expectNoContent(await send(topicProperties.remove, topic(name), undefined, '?key=never-set'));
    await expectBody(send(topicProperties.get, topic(name)), { owner: 'dev' });
  });

  it('keeps a partitioned topic’s own properties in its metadata, apart from its partitions’', async () => {
    const name = uniqueName('pt');
    expectNoContent(await call(target, 'PUT', `/admin/v2/persistent/${tenant}/ns/${name}/partitions`, 2));
    // PersistentTopicsBase.java:610-612: the metadata's properties, null until one is set: no body.
    const unset = await send(topicProperties.get, topic(name));
    expect(unset.status).toBe(200);
    expect(unset.text).toBe('');
    expectNoContent(await send(topicProperties.set, topic(name), { a: '1', b: '2' }));
    expectNoContent(await send(topicProperties.set, topic(name), { a: '5' }));
    await expectBody(send(topicProperties.get, topic(name)), { a: '5', b: '2' });
    await expectBody(
      call(target, 'GET', `/admin/v2/persistent/${tenant}/ns/${name}/partitions`),
      expect.objectContaining({ partitions: 2, properties: { a: '5', b: '2' } }) as unknown,
    );
    await expectBody(send(topicProperties.get, topic(`${name}-partition-0`)), {});
    for (const key of ['a', 'b'])
      expectNoContent(await send(topicProperties.remove, topic(name), undefined, `?key=${key}`));
    await expectBody(send(topicProperties.get, topic(name)), {});
  });

  it('answers 404 for a topic that does not exist, 406 for a non-persistent one', async () => {
    expectReason(
      await send(topicProperties.get, topic('absent')),
      404,
      `Topic persistent://${tenant}/ns/absent not found`,
    );
    expectReason(
      await send(topicProperties.get, { ...topic('np'), domain: 'non-persistent' }),
      406,
      'Need to provide a persistent topic name',
    );
  });
});

describe('subscription properties', () => {
  it('replaces every property with what a PUT sends, `{}` clearing them', async () => {
    const name = uniqueName('t');
    expectNoContent(await call(target, 'PUT', `/admin/v2/persistent/${tenant}/ns/${name}`));
    expectNoContent(
      await call(target, 'PUT', `/admin/v2/persistent/${tenant}/ns/${name}/subscription/audit`, 'earliest'),
    );
    const sub = { ...topic(name), subName: 'audit' };
    await expectBody(send(subscriptionProperties.get, sub), {});
    expectNoContent(await send(subscriptionProperties.set, sub, { a: '1', b: '2' }));
    expectNoContent(await send(subscriptionProperties.set, sub, { c: '3' }));
    await expectBody(send(subscriptionProperties.get, sub), { c: '3' });
    expectNoContent(await send(subscriptionProperties.set, sub, {}));
    await expectBody(send(subscriptionProperties.get, sub), {});
    expectReason(
      await send(subscriptionProperties.get, { ...sub, subName: 'absent' }),
      404,
      `Subscription absent not found for topic persistent://${tenant}/ns/${name}`,
    );
  });

  it('sets every partition’s on a partitioned topic and reads them merged', async () => {
    const name = uniqueName('pt');
    expectNoContent(await call(target, 'PUT', `/admin/v2/persistent/${tenant}/ns/${name}/partitions`, 2));
    expectNoContent(
      await call(target, 'PUT', `/admin/v2/persistent/${tenant}/ns/${name}/subscription/audit`, 'earliest'),
    );
    const sub = { ...topic(name), subName: 'audit' };
    await expectBody(send(subscriptionProperties.get, sub), {});
    expectNoContent(await send(subscriptionProperties.set, sub, { a: '1' }));
    await expectBody(send(subscriptionProperties.get, sub), { a: '1' });
    await expectBody(send(subscriptionProperties.get, { ...sub, topic: `${name}-partition-1` }), { a: '1' });
    expectReason(
      await send(subscriptionProperties.get, { ...sub, subName: 'absent' }),
      404,
      `Subscription absent not found for topic persistent://${tenant}/ns/${name}`,
    );
  });
});

describe('subscription permissions', () => {
  it('lists subscription → roles; a grant replaces the roles, a revoke of the last one drops the entry', async () => {
    const params = { tenant, namespace: 'ns' };
    await expectBody(send(subscriptionPermissions.list, params), {});
    expectNoContent(
      await send(subscriptionPermissions.grant, { ...params, subscription: 'audit' }, ['r1', 'r2']),
    );
    expectNoContent(await send(subscriptionPermissions.grant, { ...params, subscription: 'empty' }, []));
    const listed = await send(subscriptionPermissions.list, params);
    expect(listed.body).toEqual({ audit: expect.arrayContaining(['r1', 'r2']) as unknown, empty: [] });
    expect((listed.body as Record<string, string[]>).audit).toHaveLength(2);

    expectNoContent(await send(subscriptionPermissions.grant, { ...params, subscription: 'audit' }, ['r3']));
    await expectBody(send(subscriptionPermissions.list, params), { audit: ['r3'], empty: [] });
    // A role the subscription does not have: nothing to take away, still 204.
    expectNoContent(
      await send(subscriptionPermissions.revoke, { ...params, subscription: 'audit', role: 'r9' }),
    );
    expectNoContent(
      await send(subscriptionPermissions.revoke, { ...params, subscription: 'audit', role: 'r3' }),
    );
    await expectBody(send(subscriptionPermissions.list, params), { empty: [] });
  });

  it('refuses a grant without roles and a revoke on a subscription with no entry', async () => {
    const params = { tenant, namespace: 'ns' };
    const path = pulsarPath(subscriptionPermissions.grant, { ...params, subscription: 'x' });
    expectReason(await call(target, 'POST', path, undefined, 'null'), 400, 'Roles should not be null');
    const revoked = await send(subscriptionPermissions.revoke, {
      ...params,
      subscription: 'none',
      role: 'r1',
    });
    expect(revoked.status).toBe(
      onTarget('revoke-subscription-permission-of-none', { real: 500, simulator: 404 }),
    );
    expect((revoked.body as { reason: string }).reason).toContain("couldn't find subscription");
  });
});

describe('creating missing partitions', () => {
  it('creates again a partition that was deleted, and only for a partitioned topic', async () => {
    const name = uniqueName('mp');
    const base = `/admin/v2/persistent/${tenant}/ns`;
    expectNoContent(await call(target, 'PUT', `${base}/${name}/partitions`, 3));
    expectNoContent(await call(target, 'DELETE', `${base}/${name}-partition-1`));
    const listed = async () =>
      ((await call(target, 'GET', base)).body as string[]).filter((t) => t.includes(name));
    expect(await listed()).toEqual([
      `persistent://${tenant}/ns/${name}-partition-0`,
      `persistent://${tenant}/ns/${name}-partition-2`,
    ]);

    expectNoContent(await send(createMissedPartitions, topic(name)));
    expect(await listed()).toHaveLength(3);

    expectNoContent(await call(target, 'PUT', `${base}/${name}-plain`));
    expectReason(
      await send(createMissedPartitions, topic(`${name}-plain`)),
      404,
      `Topic persistent://${tenant}/ns/${name}-plain does not exist`,
    );
    expectReason(
      await send(createMissedPartitions, topic(`${name}-partition-0`)),
      412,
      "Partitioned Topic Name should not contain '-partition-'",
    );
  });
});
