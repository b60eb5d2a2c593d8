import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms, expectNoContent, expectReason } from './expect-contract.ts';
import { setBrokerOffloadDriver } from '../core/background-work.ts';
import { call, openTarget, uniqueName } from './target.ts';
import type { ContractTarget } from './target.ts';

// Message headers, terminate, compaction and offload (contract §2.9, PersistentTopicsBase and
// PersistentTopic#triggerCompaction/#triggerOffload). The standalone has no offloader: the offload
// case asserts what Pulsar answers without one.

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
  totalSize: number;
  currentLedgerEntries: number;
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
    const properties = { origin: 'checkout', trace: 'abc-1', 'with, comma': 'a, b', formula: 'x=1' };
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
      // Gson writes it, HTML-safe: `=` travels as \u003d (PersistentTopicsBase.java:3034).
      expect(read.headers.get('x-pulsar-property'), path).toContain('"x\\u003d1"');
      const perKey = [...read.headers.keys()].filter((name) => name.startsWith('x-pulsar-property-'));
      expect(perKey, path).toEqual([]);
      expect(read.headers.get('x-pulsar-is-encrypted'), path).toBe('false');
      expect(read.headers.get('x-pulsar-producer-name'), path).toBe('contract');
    }
    // A message without properties carries the header too, with an empty object (audit D13).
    const bare = await call(
      target,
      'GET',
      `${base(topic)}/examinemessage?initialPosition=latest&messagePosition=1`,
    );
    expect(bare.text).toBe('bare');
    expect(bare.headers.get('x-pulsar-property')).toBe('{}');
  });
});

describe('what a read through the admin REST API relies on (decision 0076)', () => {
  it('answers an entry by id with its key, compression and transaction state in headers', async () => {
    const topic = uniqueName('entry');
    await call(target, 'PUT', base(topic));
    await produce(topic, [{ payload: 'hello', key: 'k1' }]);
    const { lastConfirmedEntry } = (await internalStats(topic)) as InternalStats & {
      lastConfirmedEntry: string;
    };
    const [ledgerId, entryId] = lastConfirmedEntry.split(':');
    const read = await call(target, 'GET', `${base(topic)}/ledger/${ledgerId!}/entry/${entryId!}`);
    expect(read.status).toBe(200);
    expect(read.text).toBe('hello');
    expect(read.headers.get('x-pulsar-message-id')).toBe(lastConfirmedEntry);
    expect(read.headers.get('x-pulsar-partition-key')).toBe('k1');
    // REST produce writes the metadata's partition_key_b64_encoded and compression (NONE), and the
    // broker says both (PersistentTopicsBase.java:3083-3084, 3105-3106, 4.0.7).
    expect(read.headers.get('x-pulsar-partition-key-b64-encoded')).toBe('false');
    expect(read.headers.get('x-pulsar-compression')).toBe('NONE');
    expect(read.headers.get('x-pulsar-txn-uncommitted')).toBe('false');
    expect(Date.parse(read.headers.get('x-pulsar-publish-time') ?? '')).not.toBeNaN();
  });

  it('finds a message id by time, and past the last entry a position still to be written', async () => {
    const topic = uniqueName('bytime');
    await call(target, 'PUT', base(topic));
    const empty = await call(target, 'GET', `${base(topic)}/messageid/0`);
    expect(empty.status).toBe(200);
    const current = (await internalStats(topic)).ledgers.at(-1)!.ledgerId;
    expect(empty.body).toEqual({
      ledgerId: current,
      entryId: 0,
      partitionIndex: -1,
      batchSize: 0,
      batchIndex: -1,
    });
    await produce(topic, [{ payload: 'a' }]);
    await produce(topic, [{ payload: 'b' }]);
    const first = await call(target, 'GET', `${base(topic)}/messageid/0`);
    expect(first.body).toMatchObject({ ledgerId: current, entryId: 0 });
    // Every entry was published before: the next position, not a refusal.
    const later = await call(target, 'GET', `${base(topic)}/messageid/253402300799000`);
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({ ledgerId: current, entryId: 2 });
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
    expect(last).toEqual({
      ledgerId: expect.any(Number) as unknown,
      entryId: 1,
      partitionIndex: -1,
      batchIndex: -1,
      batchSize: 0,
    });
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
    // No compacted ledger before the first compaction (PersistentTopic#getInternalStats).
    expect((await internalStats(topic)).compactedLedger).toMatchObject({ ledgerId: -1, entries: -1 });
    // Two requests at once: one starts the compaction, the other finds it running
    // (PersistentTopic#triggerCompaction: AlreadyRunningException, 409). A real compaction takes
    // ~100 ms; the simulator's runs until its frozen clock moves.
    const both = await Promise.all([call(target, 'PUT', path), call(target, 'PUT', path)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([204, 409]);
    const [started] = both.filter((answer) => answer.status === 204);
    const [refused] = both.filter((answer) => answer.status === 409);
    if (started) expectNoContent(started);
    if (refused) expectReason(refused, 409, 'Compaction already in progress');
    expect(await settledStatus(path)).toEqual({ status: 'SUCCESS', lastError: '' });
    const internal = await internalStats(topic);
    // a → "three!" and c → "four"; b was deleted by its empty payload, the keyless message dropped.
    expect(internal.compactedLedger.entries).toBe(2);
    expect(internal.compactedLedger.ledgerId).toBeGreaterThan(0);
    // Its size counts whole entries (Pulsar writes each kept message's metadata with it, the
    // simulator only payloads): more than nothing, less than the topic's 6 entries.
    expect(internal.compactedLedger.size).toBeGreaterThan(0);
    expect(internal.compactedLedger.size).toBeLessThan(internal.totalSize);
    // The ledger being written is listed with 0 entries; its figures are the current ledger's.
    expect(internal.ledgers.at(-1)).toMatchObject({ entries: 0, size: 0 });
    expect(internal.currentLedgerEntries).toBe(6);
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
    // "three!" replaced "one", the empty payload deleted b, the keyless message went: 3 events
    // ("two", gone with b's deletion, is not counted again: PublishingOrderCompactor.java:57-76).
    expect(stats.compaction.lastCompactionRemovedEventCount).toBe(3);
  });
});

describe('offload', () => {
  // The standalone configures no offloader (managedLedgerOffloadDriver is empty, so every managed
  // ledger gets the NullLedgerOffloader); the simulator's brokers pretend tiered storage unless
  // told otherwise, so this case gives it the standalone's configuration. The simulator's offload
  // with an offloader is background-work.test.ts's.
  beforeAll(() => {
    if (target.simulator) setBrokerOffloadDriver(target.simulator.runtime.state, '');
  });

  it('fails at once without an offloader, with Pulsar’s error, and offloads nothing', async () => {
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
    // Closed ledgers are listed with what they hold.
    expect([first?.size, second?.size].every((size) => (size ?? 0) > 0)).toBe(true);
    const never = await call(target, 'GET', path);
    expectConforms(never, 'GET', '/admin/v2/persistent/{tenant}/{namespace}/{topic}/offload');
    expect(never.body).toMatchObject({ status: 'NOT_RUN', firstUnoffloadedMessage: { ledgerId: -1 } });
    expectReason(await call(target, 'PUT', path), 400, 'messageId is null');

    // The PUT answers 204: the failure is the status's. ManagedLedgerImpl#asyncOffloadPrefix fails
    // before it looks at a ledger when the offloader cannot append (ManagedLedgerImpl.java:3389-3393).
    const failed = {
      status: 'ERROR',
      lastError:
        'org.apache.bookkeeper.mledger.ManagedLedgerException: [NullLedgerOffloader] does not support offload',
      firstUnoffloadedMessage: {
        ledgerId: -1,
        entryId: -1,
        partitionIndex: -1,
        batchIndex: -1,
        batchSize: 0,
      },
    };
    expectNoContent(await call(target, 'PUT', path, { ledgerId: third?.ledgerId, entryId: 0 }));
    const status = await call(target, 'GET', path);
    expectConforms(status, 'GET', '/admin/v2/persistent/{tenant}/{namespace}/{topic}/offload');
    expect(status.body).toEqual(failed);
    expect((await internalStats(topic)).ledgers.some((ledger) => ledger.offloaded)).toBe(false);
    const stats = (await call(target, 'GET', `${base(topic)}/stats`)).body as Record<string, number>;
    expect(stats).toMatchObject({
      offloadedStorageSize: 0,
      lastOffloadLedgerId: 0,
      lastOffloadSuccessTimeStamp: 0,
      lastOffloadFailureTimeStamp: 0,
    });

    // Asking again fails the same way at once: nothing ever runs, so nothing is refused with 409.
    expectNoContent(await call(target, 'PUT', path, { ledgerId: first?.ledgerId, entryId: 0 }));
    expect((await call(target, 'GET', path)).body).toEqual(failed);
  });
});
