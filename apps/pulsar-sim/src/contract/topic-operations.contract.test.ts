import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms, expectNoContent, expectReason } from './expect-contract.ts';
import { againstRealPulsar, call, openTarget, uniqueName } from './target.ts';
import type { ContractTarget } from './target.ts';

// Message headers, terminate, compaction and offload (contract §2.9, PersistentTopicsBase and
// PersistentTopic#triggerCompaction/#triggerOffload). Against a real broker the offload case needs
// a configured offloader (without one the broker reports the offload as ERROR).

let target: ContractTarget;
let namespace: string;
beforeAll(async () => {
  target = await openTarget();
  const tenant = uniqueName('ops');
  await call(target, 'PUT', `/admin/v2/tenants/${tenant}`, { allowedClusters: [target.cluster] });
  namespace = `${tenant}/ns`;
  await call(target, 'PUT', `/admin/v2/namespaces/${namespace}`);
});
afterAll(async () => {
  await target.close();
});

interface InternalStats {
  state: string;
  ledgers: { ledgerId: number; size: number; offloaded: boolean }[];
  compactedLedger: { ledgerId: number; entries: number; size: number };
  cursors: Record<string, { markDeletePosition: string; properties: Record<string, number> }>;
}

const base = (topic: string) => `/admin/v2/persistent/${namespace}/${topic}`;

async function produce(topic: string, messages: { payload: string; key?: string }[]): Promise<void> {
  const answer = await call(target, 'POST', `/topics/persistent/${namespace}/${topic}`, {
    producerName: 'contract',
    messages,
  });
  expect(answer.status, answer.text).toBe(200);
}

const internalStats = async (topic: string) =>
  (await call(target, 'GET', `${base(topic)}/internalStats`)).body as InternalStats;

/** Reads a long-running status until it leaves RUNNING, moving the simulator's frozen clock meanwhile. */
async function settledStatus(path: string): Promise<{ status: string; lastError: string }> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const answer = await call(target, 'GET', path);
    const body = answer.body as { status: string; lastError: string };
    if (body.status !== 'RUNNING') return body;
    if (target.simulator) target.simulator.runtime.advance(250);
    else await sleep(250);
  }
  throw new Error(`${path} still RUNNING`);
}

describe('message metadata headers', () => {
  // Since Pulsar 3.1 (PR 20627) a message's properties travel as one X-Pulsar-PROPERTY header holding
  // a JSON object (PersistentTopicsBase#generateResponseWithEntry); no per-key header any more.
  it('sends the message properties as one X-Pulsar-PROPERTY header holding a JSON object', async () => {
    const topic = uniqueName('hdr');
    await call(target, 'PUT', base(topic));
    expectNoContent(await call(target, 'PUT', `${base(topic)}/subscription/reader`, 'earliest'));
    const properties = { origin: 'checkout', trace: 'abc-1', 'with, comma': 'a, b' };
    const answer = await call(target, 'POST', `/topics/persistent/${namespace}/${topic}`, {
      producerName: 'contract',
      messages: [
        { payload: 'hello', key: 'k', properties },
        { payload: 'bare', key: 'k' },
      ],
    });
    const [messageId] = (answer.body as { messagePublishResults: { messageId: string }[] })
      .messagePublishResults;
    const [ledgerId, entryId] = (messageId?.messageId ?? '').split(':');
    const reads = [
      `${base(topic)}/subscription/reader/position/1`,
      `${base(topic)}/examinemessage?initialPosition=earliest&messagePosition=1`,
      `${base(topic)}/ledger/${ledgerId ?? ''}/entry/${entryId ?? ''}`,
    ];
    for (const path of reads) {
      const read = await call(target, 'GET', path);
      expect(read.status, path).toBe(200);
      expect(read.text).toBe('hello');
      expect(JSON.parse(read.headers.get('x-pulsar-property') ?? 'null'), path).toEqual(properties);
      const perKey = [...read.headers.keys()].filter((name) => name.startsWith('x-pulsar-property-'));
      expect(perKey, path).toEqual([]);
      expect(read.headers.get('x-pulsar-is-encrypted'), path).toBe('false');
      expect(read.headers.get('x-pulsar-producer-name'), path).toBe('contract');
    }
    // A message without properties carries no X-Pulsar-PROPERTY header at all.
    const bare = await call(
      target,
      'GET',
      `${base(topic)}/examinemessage?initialPosition=latest&messagePosition=1`,
    );
    expect(bare.text).toBe('bare');
    expect(bare.headers.get('x-pulsar-property')).toBeNull();
  });
});

describe('terminate', () => {
  it('answers the last message id and leaves the managed ledger Terminated', async () => {
    const topic = uniqueName('term');
    await call(target, 'PUT', base(topic));
    expect((await internalStats(topic)).state).toBe('LedgerOpened');
    await produce(topic, [{ payload: 'a' }, { payload: 'b' }]);
    const terminated = await call(target, 'POST', `${base(topic)}/terminate`);
    expect(terminated.status, terminated.text).toBe(200);
    const last = terminated.body as { ledgerId: number; entryId: number };
    expect(last.entryId).toBe(1);
    const internal = await call(target, 'GET', `${base(topic)}/internalStats`);
    expectConforms(internal, 'GET', '/admin/v2/persistent/{tenant}/{namespace}/{topic}/internalStats');
    expect((internal.body as InternalStats).state).toBe('Terminated');
    // Terminating again answers the same position.
    expect((await call(target, 'POST', `${base(topic)}/terminate`)).body).toMatchObject(last);
  });
});

describe('compaction', () => {
  it('runs in the background, then keeps the latest value of each key', async () => {
    const topic = uniqueName('cmp');
    const path = `${base(topic)}/compaction`;
    await call(target, 'PUT', base(topic));
    const never = await call(target, 'GET', path);
    expectConforms(never, 'GET', '/admin/v2/persistent/{tenant}/{namespace}/{topic}/compaction');
    expect(never.body).toEqual({ status: 'NOT_RUN', lastError: '' });
    await produce(topic, [
      { payload: 'one', key: 'a' },
      { payload: 'two', key: 'b' },
      { payload: 'three!', key: 'a' },
      { payload: '', key: 'b' },
      { payload: 'no key' },
      { payload: 'four', key: 'c' },
    ]);
    expectNoContent(await call(target, 'PUT', path));
    if (!againstRealPulsar()) {
      expect((await call(target, 'GET', path)).body).toEqual({ status: 'RUNNING', lastError: '' });
      expectReason(await call(target, 'PUT', path), 409, 'Compaction already in progress');
      expect((await internalStats(topic)).compactedLedger.ledgerId).toBe(-1);
    }
    expect(await settledStatus(path)).toEqual({ status: 'SUCCESS', lastError: '' });
    const internal = await internalStats(topic);
    // a → "three!" and c → "four"; b was deleted by its empty payload, the keyless message dropped.
    expect(internal.compactedLedger).toMatchObject({ entries: 2, size: 10 });
    expect(internal.compactedLedger.ledgerId).toBeGreaterThan(0);
    expect(internal.cursors.__compaction?.properties).toEqual({
      CompactedTopicLedger: internal.compactedLedger.ledgerId,
    });
    expect(internal.cursors.__compaction?.markDeletePosition).toBe(
      `${String(internal.ledgers[0]?.ledgerId)}:5`,
    );
    const stats = (await call(target, 'GET', `${base(topic)}/stats`)).body as {
      subscriptions: Record<string, unknown>;
      compaction: { lastCompactionSucceedTimestamp: number; lastCompactionRemovedEventCount: number };
    };
    expect(Object.keys(stats.subscriptions)).toContain('__compaction');
    expect(stats.compaction.lastCompactionSucceedTimestamp).toBeGreaterThan(0);
    expect(stats.compaction.lastCompactionRemovedEventCount).toBe(4);
  });
});

describe('offload', () => {
  it('offloads the closed ledgers before a message id in the background', async () => {
    const topic = uniqueName('off');
    const path = `${base(topic)}/offload`;
    await call(target, 'PUT', base(topic));
    // A subscription holds the ledgers: with zero retention, consumed ledgers are trimmed.
    expectNoContent(await call(target, 'PUT', `${base(topic)}/subscription/holder`, 'earliest'));
    // Each unload closes the current ledger; the topic writes to a new one when it loads again.
    for (const batch of ['a', 'b', 'c']) {
      await produce(topic, [{ payload: `${batch}-1` }, { payload: `${batch}-2` }]);
      expectNoContent(await call(target, 'PUT', `${base(topic)}/unload`));
    }
    await produce(topic, [{ payload: 'current' }]);
    const before = await internalStats(topic);
    expect(before.ledgers.length).toBeGreaterThanOrEqual(4);
    const [first, second, third] = before.ledgers;
    const never = await call(target, 'GET', path);
    expectConforms(never, 'GET', '/admin/v2/persistent/{tenant}/{namespace}/{topic}/offload');
    expect(never.body).toMatchObject({ status: 'NOT_RUN', firstUnoffloadedMessage: { ledgerId: -1 } });
    expectReason(await call(target, 'PUT', path), 400, 'messageId is null');

    expectNoContent(await call(target, 'PUT', path, { ledgerId: third?.ledgerId, entryId: 0 }));
    if (!againstRealPulsar()) {
      expect((await call(target, 'GET', path)).body).toMatchObject({ status: 'RUNNING' });
      expectReason(
        await call(target, 'PUT', path, { ledgerId: third?.ledgerId, entryId: 0 }),
        409,
        'Offload already in progress',
      );
      expect((await internalStats(topic)).ledgers.some((ledger) => ledger.offloaded)).toBe(false);
    }
    expect(await settledStatus(path)).toMatchObject({
      status: 'SUCCESS',
      lastError: '',
      firstUnoffloadedMessage: { ledgerId: third?.ledgerId, entryId: 0 },
    });
    const after = await internalStats(topic);
    expect(after.ledgers.map((ledger) => ledger.offloaded)).toEqual(
      after.ledgers.map((_, index) => index < 2),
    );
    const stats = (await call(target, 'GET', `${base(topic)}/stats`)).body as {
      offloadedStorageSize: number;
      lastOffloadLedgerId: number;
      lastOffloadSuccessTimeStamp: number;
    };
    expect(stats.offloadedStorageSize).toBe((first?.size ?? 0) + (second?.size ?? 0));
    expect(stats.lastOffloadLedgerId).toBe(second?.ledgerId);
    expect(stats.lastOffloadSuccessTimeStamp).toBeGreaterThan(0);

    // Everything before that id is offloaded already: Pulsar completes at once.
    expectNoContent(await call(target, 'PUT', path, { ledgerId: third?.ledgerId, entryId: 0 }));
    expect((await call(target, 'GET', path)).body).toMatchObject({ status: 'SUCCESS' });
  });
});
