import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Connection, MergedReader, TopicReader, lookupTopic } from '@beacon/pulsar-reader';
import type { ReadMessage, StartPosition } from '@beacon/pulsar-reader';
import { COMMAND } from '@beacon/pulsar-reader/wire';
import { call, openTarget, uniqueName } from './target.ts';
import type { ContractTarget } from './target.ts';

// Beacon's binary-protocol reader (packages/pulsar-reader, decision 0067) against the target's
// binary port: the simulator's (src/binary) or a real 4.0.7 broker's. Messages are written with
// REST produce, which on a real broker writes one entry per message — no batch, no compression, no
// schema version (TopicsBase#buildMessage) — so that is what the simulator stores too. Batches and
// compressed batches from Pulsar's Java producer are read from a real broker by the reader's own
// tests (topic-reader.real.test.ts). After every case no subscription is left on what was read.

let target: ContractTarget;
let namespace: string;
const opened: { close(): Promise<void> | void }[] = [];
const topicsRead: string[] = [];

beforeAll(async () => {
  target = await openTarget();
  const tenant = uniqueName('reader');
  await call(target, 'PUT', `/admin/v2/tenants/${tenant}`, { allowedClusters: [target.cluster] });
  namespace = `${tenant}/ns`;
  await call(target, 'PUT', `/admin/v2/namespaces/${namespace}`);
});
afterAll(async () => {
  await target.close();
});

const token = () => process.env.PULSAR_TOKEN;
const fullName = (topic: string) => `persistent://${namespace}/${topic}`;

async function subscriptionsOf(topic: string): Promise<Record<string, { consumers: unknown[] }>> {
  const stats = await call(target, 'GET', `/admin/v2/persistent/${namespace}/${topic}/stats`);
  expect(stats.status, stats.text).toBe(200);
  return (stats.body as { subscriptions: Record<string, { consumers: unknown[] }> }).subscriptions;
}

afterEach(async () => {
  for (const reader of opened.splice(0)) await reader.close();
  // The broker drops a non-durable subscription once its consumer is gone, a moment after.
  for (const topic of topicsRead.splice(0)) {
    await expect.poll(async () => Object.keys(await subscriptionsOf(topic)), { timeout: 10_000 }).toEqual([]);
  }
});

async function createTopic(partitions = 0): Promise<string> {
  const topic = uniqueName('read');
  const created = await call(
    target,
    'PUT',
    `/admin/v2/persistent/${namespace}/${topic}${partitions > 0 ? '/partitions' : ''}`,
    partitions > 0 ? partitions : undefined,
  );
  expect(created.status, created.text).toBe(204);
  return topic;
}

interface Produced {
  payload: string;
  key?: string;
  properties?: Record<string, string>;
  eventTime?: string;
}

/** REST produce; answers each message's id as `{ ledgerId, entryId }`. */
async function produce(topic: string, messages: Produced[], partition?: number) {
  const path = `/topics/persistent/${namespace}/${topic}${partition === undefined ? '' : `/partitions/${String(partition)}`}`;
  const sent = await call(target, 'POST', path, { messages });
  expect(sent.status, sent.text).toBe(200);
  return (
    sent.body as { messagePublishResults: { messageId: string; errorCode: number }[] }
  ).messagePublishResults.map((result) => {
    expect(result.errorCode).toBe(0);
    const [ledgerId, entryId] = result.messageId.split(':').map(Number);
    return { ledgerId: ledgerId!, entryId: entryId! };
  });
}

/** Lets publish times move on: the simulator's clock is a manual one, the broker's is real. */
async function letTimePass(ms = 20): Promise<void> {
  if (target.simulator) target.simulator.runtime.advance(ms);
  else await new Promise((resolve) => setTimeout(resolve, ms));
}

async function openReader(
  topic: string,
  start: StartPosition,
  options: { untilLastMessage?: boolean } = {},
): Promise<TopicReader> {
  topicsRead.push(topic);
  const reader = await TopicReader.open({
    serviceUrl: target.serviceUrl,
    topic: fullName(topic),
    start,
    ...options,
    ...(token() ? { token: token() } : {}),
  });
  opened.push(reader);
  return reader;
}

async function take(reader: { next(): Promise<IteratorResult<ReadMessage, undefined>> }, count: number) {
  const taken: ReadMessage[] = [];
  while (taken.length < count) {
    const next = await reader.next();
    if (next.done) break;
    taken.push(next.value);
  }
  return taken;
}

const text = (messages: ReadMessage[]) => messages.map((message) => message.value?.toString());

describe('reading up to the last message there was (a session that stops at now)', () => {
  it('ends after the last message of when it opened, without what came after', async () => {
    const topic = await createTopic();
    await produce(topic, [{ payload: 'one' }, { payload: 'two' }, { payload: 'three' }]);
    const reader = await openReader(topic, { kind: 'earliest' }, { untilLastMessage: true });
    await produce(topic, [{ payload: 'later' }]);
    expect(text(await take(reader, 10))).toEqual(['one', 'two', 'three']);
    expect((await reader.next()).done).toBe(true);
  });

  it('ends at once on an empty topic and from the latest position', async () => {
    const empty = await createTopic();
    const nothing = await openReader(empty, { kind: 'earliest' }, { untilLastMessage: true });
    expect((await nothing.next()).done).toBe(true);
    const topic = await createTopic();
    await produce(topic, [{ payload: 'old' }]);
    const latest = await openReader(topic, { kind: 'latest' }, { untilLastMessage: true });
    expect((await latest.next()).done).toBe(true);
  });

  it('ends when the start skips every message up to the last one', async () => {
    const topic = await createTopic();
    await produce(topic, [{ payload: 'old' }]);
    await letTimePass(50);
    const reader = await openReader(
      topic,
      { kind: 'publishTime', at: Date.now() + 60_000 },
      { untilLastMessage: true },
    );
    expect((await reader.next()).done).toBe(true);
  });
});

describe('reading a topic over the binary protocol', () => {
  it('reads from the earliest message what REST produce wrote: keys, properties, times, ids', async () => {
    const topic = await createTopic();
    const ids = await produce(topic, [
      { payload: 'first', key: 'customer-1', properties: { source: 'web', region: 'eu' } },
      { payload: 'second', eventTime: '1767225600123' },
    ]);
    const reader = await openReader(topic, { kind: 'earliest' });
    const [first, second] = await take(reader, 2);
    expect(text([first!, second!])).toEqual(['first', 'second']);
    expect(first).toMatchObject({
      id: { ...ids[0], partition: -1, batchIndex: -1 },
      key: 'customer-1',
      keyIsBase64: false,
      properties: { source: 'web', region: 'eu' },
      producerName: 'RestProducer',
      sequenceId: 0,
      eventTime: 0,
    });
    expect(second).toMatchObject({
      id: { ...ids[1], partition: -1, batchIndex: -1 },
      properties: {},
      eventTime: 1_767_225_600_123,
    });
    expect(second?.key).toBeUndefined();
    // REST produce writes no schema version (TopicsBase.java, 4.0.7).
    expect(first?.schemaVersion).toBeUndefined();
    // The publish time is the one the admin API shows for that message.
    for (const [index, message] of [first!, second!].entries()) {
      const byId = await call(
        target,
        'GET',
        `/admin/v2/persistent/${namespace}/${topic}/ledger/${String(ids[index]!.ledgerId)}/entry/${String(ids[index]!.entryId)}`,
      );
      expect(byId.status, byId.text).toBe(200);
      expect(message.publishTime).toBe(Date.parse(byId.headers.get('x-pulsar-publish-time') ?? ''));
    }
  });

  it('is a non-durable subscription in the topic stats while it reads, and none once closed', async () => {
    const topic = await createTopic();
    await produce(topic, [{ payload: 'one' }]);
    const reader = await openReader(topic, { kind: 'earliest' });
    await take(reader, 1);
    const subscriptions = await subscriptionsOf(topic);
    expect(Object.keys(subscriptions)).toEqual([reader.subscription]);
    expect(subscriptions[reader.subscription]?.consumers).toHaveLength(1);
    await reader.close();
  });

  it('from latest reads only what is published after it opened', async () => {
    const topic = await createTopic();
    await produce(topic, [{ payload: 'old-1' }, { payload: 'old-2' }]);
    const reader = await openReader(topic, { kind: 'latest' });
    await produce(topic, [{ payload: 'new-1' }]);
    expect(text(await take(reader, 1))).toEqual(['new-1']);
  });

  it('from a message id reads that message and what follows', async () => {
    const topic = await createTopic();
    const ids = await produce(
      topic,
      ['m0', 'm1', 'm2', 'm3'].map((payload) => ({ payload })),
    );
    const reader = await openReader(topic, { kind: 'messageId', id: ids[2]! });
    expect(text(await take(reader, 2))).toEqual(['m2', 'm3']);
  });

  it('from a publish time reads the messages published at or after it', async () => {
    const topic = await createTopic();
    await produce(topic, [{ payload: 'before-1' }, { payload: 'before-2' }]);
    await letTimePass();
    const [after] = await produce(topic, [{ payload: 'after-1' }, { payload: 'after-2' }]);
    const byId = await call(
      target,
      'GET',
      `/admin/v2/persistent/${namespace}/${topic}/ledger/${String(after!.ledgerId)}/entry/${String(after!.entryId)}`,
    );
    const at = Date.parse(byId.headers.get('x-pulsar-publish-time') ?? '');
    const reader = await openReader(topic, { kind: 'publishTime', at });
    expect(text(await take(reader, 2))).toEqual(['after-1', 'after-2']);
  });

  it('reads every partition of a partitioned topic merged in publish-time order', async () => {
    const topic = await createTopic(3);
    const order = [2, 0, 1, 1, 2, 0];
    for (const [index, partition] of order.entries()) {
      await produce(topic, [{ payload: `p${String(index)}` }], partition);
      await letTimePass();
    }
    const partitions = [0, 1, 2].map((partition) => `${topic}-partition-${String(partition)}`);
    topicsRead.push(...partitions);
    const reader = await MergedReader.open({
      serviceUrl: target.serviceUrl,
      topics: [fullName(topic)],
      start: { kind: 'earliest' },
      ...(token() ? { token: token() } : {}),
    });
    opened.push(reader);
    const taken = [];
    for (let index = 0; index < order.length; index += 1) {
      const next = await reader.next();
      if (next.done) break;
      taken.push(next.value);
    }
    expect(taken.map((read) => read.message.value?.toString())).toEqual(
      order.map((_, index) => `p${String(index)}`),
    );
    expect(taken.map((read) => read.topic)).toEqual(
      order.map((partition) => fullName(partitions[partition]!)),
    );
    expect(taken.map((read) => read.message.id.partition)).toEqual(order);
  });
});

describe('SEEK on a reader', () => {
  /** A raw consumer on one connection, to see what the broker sends around a SEEK. */
  async function rawConsumer(topic: string, subscription: string) {
    const options = token() ? { token: token() } : {};
    const connection = await Connection.open(
      await lookupTopic(target.serviceUrl, fullName(topic), options),
      options,
    );
    opened.push(connection);
    topicsRead.push(topic);
    const events: string[] = [];
    const subscribe = async (consumerId: number) => {
      connection.registerConsumer(consumerId, {
        onMessage: (frame) => events.push(`${String(consumerId)}:${frame.payload?.payload.toString() ?? ''}`),
        onClosed: () => events.push(`${String(consumerId)}:closed`),
      });
      await connection.request(COMMAND.SUBSCRIBE, {
        topic: fullName(topic),
        subscription,
        subType: 0,
        consumer_id: consumerId,
        durable: false,
        force_topic_creation: false,
        start_message_id: { ledgerId: -1, entryId: -1, partition: -1, batch_index: -1 },
        initialPosition: 1,
      });
      connection.send(COMMAND.FLOW, { consumer_id: consumerId, messagePermits: 100 });
    };
    return { connection, events, subscribe };
  }

  it('by message id closes the consumer and its subscription; the same name then starts there', async () => {
    const topic = await createTopic();
    const ids = await produce(
      topic,
      ['s0', 's1', 's2'].map((payload) => ({ payload })),
    );
    const subscription = uniqueName('seeker');
    const { connection, events, subscribe } = await rawConsumer(topic, subscription);
    await subscribe(1);
    await expect.poll(() => events.length).toBe(3);
    await connection.request(COMMAND.SEEK, { consumer_id: 1, message_id: { ...ids[1], partition: -1 } });
    await expect.poll(() => events).toContain('1:closed');
    expect(Object.keys(await subscriptionsOf(topic))).toEqual([]);
    await subscribe(2);
    await expect.poll(() => events.filter((event) => event.startsWith('2:'))).toEqual(['2:s1', '2:s2']);
  });

  it('by publish time closes the consumer; the same name then starts at that time', async () => {
    const topic = await createTopic();
    await produce(topic, [{ payload: 'early' }]);
    await letTimePass();
    const [late] = await produce(topic, [{ payload: 'late' }]);
    const byId = await call(
      target,
      'GET',
      `/admin/v2/persistent/${namespace}/${topic}/ledger/${String(late!.ledgerId)}/entry/${String(late!.entryId)}`,
    );
    const subscription = uniqueName('seeker');
    const { connection, events, subscribe } = await rawConsumer(topic, subscription);
    await subscribe(1);
    await expect.poll(() => events.length).toBe(2);
    await connection.request(COMMAND.SEEK, {
      consumer_id: 1,
      message_publish_time: Date.parse(byId.headers.get('x-pulsar-publish-time') ?? ''),
    });
    await expect.poll(() => events).toContain('1:closed');
    await subscribe(2);
    await expect.poll(() => events.filter((event) => event.startsWith('2:'))).toEqual(['2:late']);
  });

  it('of a consumer the connection does not have is refused', async () => {
    const connection = await Connection.open({ url: target.serviceUrl }, token() ? { token: token() } : {});
    opened.push(connection);
    await expect(
      connection.request(COMMAND.SEEK, { consumer_id: 99, message_publish_time: 1 }),
    ).rejects.toMatchObject({
      code: 'MetadataError',
      message: 'Consumer not found',
    });
  });
});
