import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PulsarServerError, TopicProducer, TopicReader } from '@beacon/pulsar-reader';
import type { ReadMessage } from '@beacon/pulsar-reader';
import { call, openTarget, uniqueName } from './target.ts';
import type { ContractTarget } from './target.ts';

// Beacon's binary-protocol producer (packages/pulsar-reader/src/producer.ts, the workbench's replay)
// against the target's binary port: the simulator's (src/binary) or a real 4.0.7 broker's. What it
// sends is read back by the reader and by the admin API (entry by id), so both ends agree on the
// SEND frame (checksum, metadata) with the broker. After every case no producer stays connected and
// no subscription is left on what was read.

let target: ContractTarget;
let namespace: string;
const opened: { close(): Promise<void> }[] = [];
const topicsUsed: string[] = [];

beforeAll(async () => {
  target = await openTarget();
  const tenant = uniqueName('producer');
  await call(target, 'PUT', `/admin/v2/tenants/${tenant}`, { allowedClusters: [target.cluster] });
  namespace = `${tenant}/ns`;
  await call(target, 'PUT', `/admin/v2/namespaces/${namespace}`);
});
afterAll(async () => {
  await target.close();
});

const token = () => process.env.PULSAR_TOKEN;
const fullName = (topic: string) => `persistent://${namespace}/${topic}`;

interface TopicStats {
  publishers: { producerName: string }[];
  subscriptions: Record<string, unknown>;
}

async function statsOf(topic: string): Promise<TopicStats> {
  const stats = await call(target, 'GET', `/admin/v2/persistent/${namespace}/${topic}/stats`);
  expect(stats.status, stats.text).toBe(200);
  return stats.body as TopicStats;
}

afterEach(async () => {
  for (const client of opened.splice(0)) await client.close();
  for (const topic of topicsUsed.splice(0)) {
    await expect
      .poll(
        async () => {
          const stats = await statsOf(topic);
          return { publishers: stats.publishers.length, subscriptions: Object.keys(stats.subscriptions) };
        },
        { timeout: 10_000 },
      )
      .toEqual({ publishers: 0, subscriptions: [] });
  }
});

async function createTopic(partitions = 0): Promise<string> {
  const topic = uniqueName('produce');
  const created = await call(
    target,
    'PUT',
    `/admin/v2/persistent/${namespace}/${topic}${partitions > 0 ? '/partitions' : ''}`,
    partitions > 0 ? partitions : undefined,
  );
  expect(created.status, created.text).toBe(204);
  return topic;
}

async function openProducer(topic: string): Promise<TopicProducer> {
  topicsUsed.push(topic);
  const producer = await TopicProducer.open({
    serviceUrl: target.serviceUrl,
    topic: fullName(topic),
    ...(token() ? { token: token() } : {}),
  });
  opened.push(producer);
  return producer;
}

async function readAll(topic: string): Promise<ReadMessage[]> {
  const reader = await TopicReader.open({
    serviceUrl: target.serviceUrl,
    topic: fullName(topic),
    start: { kind: 'earliest' },
    untilLastMessage: true,
    ...(token() ? { token: token() } : {}),
  });
  opened.push(reader);
  const messages: ReadMessage[] = [];
  for await (const message of reader) messages.push(message);
  return messages;
}

describe('producing over the binary protocol', () => {
  it('stores each message with its key, properties, event time and bytes unchanged', async () => {
    const topic = await createTopic();
    const producer = await openProducer(topic);
    const bytes = Buffer.from([0, 1, 2, 254, 255]);
    const before = Date.now();
    const first = await producer.send({
      value: bytes,
      key: 'customer-7',
      properties: { source: 'replay', BEACON_REPLAYED_FROM: '12:3:-1:-1' },
      eventTime: 1_767_225_600_123,
    });
    const second = await producer.send({ value: Buffer.from('plain') });
    expect(second.entryId).toBe(first.entryId + 1);
    expect(first.ledgerId).toBeGreaterThanOrEqual(0);

    const [readFirst, readSecond] = await readAll(topic);
    expect(readFirst).toMatchObject({
      id: { ledgerId: first.ledgerId, entryId: first.entryId, partition: -1, batchIndex: -1 },
      key: 'customer-7',
      keyIsBase64: false,
      properties: { source: 'replay', BEACON_REPLAYED_FROM: '12:3:-1:-1' },
      eventTime: 1_767_225_600_123,
      producerName: producer.name,
      sequenceId: 0,
    });
    expect(readFirst!.value).toEqual(bytes);
    // The broker keeps the publish time the producer wrote.
    expect(readFirst!.publishTime).toBeGreaterThanOrEqual(before);
    expect(readFirst!.publishTime).toBeLessThanOrEqual(Date.now());
    expect(readSecond).toMatchObject({ sequenceId: 1, eventTime: 0, properties: {} });
    expect(readSecond!.key).toBeUndefined();
    expect(readSecond!.value?.toString()).toBe('plain');

    // The admin API reads the same entry with the same bytes and properties.
    const byId = await call(
      target,
      'GET',
      `/admin/v2/persistent/${namespace}/${topic}/ledger/${String(first.ledgerId)}/entry/${String(first.entryId)}`,
    );
    expect(byId.status, byId.text).toBe(200);
    // 4.0.7 sends the properties as one JSON header (X-Pulsar-PROPERTY).
    expect(JSON.parse(byId.headers.get('x-pulsar-property') ?? '{}')).toEqual({
      source: 'replay',
      BEACON_REPLAYED_FROM: '12:3:-1:-1',
    });
    expect(byId.headers.get('x-pulsar-producer-name')).toBe(producer.name);
  });

  it('is a publisher in the topic stats while open, and none once closed', async () => {
    const topic = await createTopic();
    const producer = await openProducer(topic);
    const stats = await statsOf(topic);
    expect(stats.publishers.map((publisher) => publisher.producerName)).toEqual([producer.name]);
    await producer.close();
    await expect.poll(async () => (await statsOf(topic)).publishers).toEqual([]);
  });

  it('produces to one partition of a partitioned topic by its name', async () => {
    const topic = await createTopic(2);
    const partition = `${topic}-partition-1`;
    const producer = await openProducer(partition);
    await producer.send({ value: Buffer.from('to-partition-1'), key: 'k' });
    await producer.close();
    const stats = await call(
      target,
      'GET',
      `/admin/v2/persistent/${namespace}/${topic}/partitioned-stats?perPartition=true`,
    );
    expect(stats.status, stats.text).toBe(200);
    const partitions = (stats.body as { partitions: Record<string, { msgInCounter: number }> }).partitions;
    expect(partitions[fullName(partition)]?.msgInCounter).toBe(1);
    expect(partitions[fullName(`${topic}-partition-0`)]?.msgInCounter).toBe(0);
    const read = await readAll(partition);
    expect(read.map((message) => message.value?.toString())).toEqual(['to-partition-1']);
  });

  it('is refused by the broker on a terminated topic', async () => {
    const topic = await createTopic();
    const terminated = await call(target, 'POST', `/admin/v2/persistent/${namespace}/${topic}/terminate`);
    expect(terminated.status, terminated.text).toBe(200);
    topicsUsed.push(topic);
    const error = await TopicProducer.open({
      serviceUrl: target.serviceUrl,
      topic: fullName(topic),
      ...(token() ? { token: token() } : {}),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PulsarServerError);
    expect((error as PulsarServerError).code).toBe('TopicTerminatedError');
  });
});
