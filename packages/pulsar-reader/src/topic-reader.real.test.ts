import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  produce,
  produceWithJavaClient,
  type JavaCompression,
  type ProducedId,
} from '@beacon/test-kit/real-pulsar';
import { TopicReader, type StartPosition } from './topic-reader.ts';
import { partitionsOf } from './lookup.ts';
import { PulsarServerError } from './connection.ts';
import {
  broker,
  endpoint,
  expectNoSubscriptionLeft,
  namespaceForFile,
  take,
  subscriptionsOf,
  topicPath,
} from './test-support/real-broker.ts';

// The reader against a real Pulsar 4.0.7 standalone (the `pulsar-real` project's broker): entries
// written by REST produce and by Pulsar's own Java producer (batches, every codec), each way of
// starting, and after every case no subscription left on any topic it read.

let namespace: string;
let topicName: (name: string) => string;

const readersOpened: TopicReader[] = [];
const topicsRead: string[] = [];

async function open(topic: string, start: StartPosition, receiverQueueSize?: number): Promise<TopicReader> {
  topicsRead.push(topic);
  const reader = await TopicReader.open({
    serviceUrl: broker().serviceUrl,
    topic,
    start,
    ...(receiverQueueSize ? { receiverQueueSize } : {}),
  });
  readersOpened.push(reader);
  return reader;
}

const codecs: JavaCompression[] = ['NONE', 'LZ4', 'ZLIB', 'ZSTD', 'SNAPPY'];
/** Topics the Java producer wrote, by what they hold (one JVM for all, in beforeAll). */
let javaTopics: Record<JavaCompression | 'batches' | 'singles', string>;
let javaIds: Map<string, ProducedId[]>;
const idsOf = (topic: string) => javaIds.get(topic)!;

beforeAll(async () => {
  ({ namespace, topicName } = await namespaceForFile('reader'));
  javaTopics = {
    ...Object.fromEntries(codecs.map((codec) => [codec, topicName(`java-${codec.toLowerCase()}`)])),
    batches: topicName('from-id'),
    singles: topicName('from-single'),
  } as Record<JavaCompression | 'batches' | 'singles', string>;
  javaIds = await produceWithJavaClient(broker().serviceUrl, [
    ...codecs.map((compression) => ({
      topic: javaTopics[compression],
      count: 25,
      compression,
      batchSize: 10,
    })),
    { topic: javaTopics.batches, count: 12, batchSize: 5 },
    { topic: javaTopics.singles, count: 4 },
  ]);
}, 120_000);

afterEach(async () => {
  for (const reader of readersOpened.splice(0)) await reader.close();
  await expectNoSubscriptionLeft(topicsRead.splice(0));
});

describe('reading a topic', () => {
  it('reads what REST produce wrote, from the earliest message, with keys and properties', async () => {
    const topic = topicName('rest');
    await admin(endpoint(), 'PUT', topicPath(topic));
    await produce(endpoint(), topic, [
      { payload: '{"orderId":1}', key: 'customer-1', properties: { source: 'web' } },
      { payload: '{"orderId":2}' },
    ]);
    const reader = await open(topic, { kind: 'earliest' });
    expect(await subscriptionsOf(topic)).toEqual([reader.subscription]);
    const [first, second] = await take(reader, 2);
    expect(first).toMatchObject({ key: 'customer-1', properties: { source: 'web' }, id: { batchIndex: -1 } });
    expect(first!.value!.toString()).toBe('{"orderId":1}');
    expect(second!.value!.toString()).toBe('{"orderId":2}');
    expect(second!.id.entryId).toBe(first!.id.entryId + 1);
    expect(Math.abs(first!.publishTime - Date.now())).toBeLessThan(60_000);
    const last = await reader.lastMessageId();
    expect(last).toMatchObject({ ledgerId: second!.id.ledgerId, entryId: second!.id.entryId });
  });

  it.each(codecs)('reads batches a Java producer compressed with %s', async (compression) => {
    const topic = javaTopics[compression];
    const produced = idsOf(topic);
    expect(new Set(produced.map((id) => id.entryId)).size).toBeLessThan(25);
    const reader = await open(topic, { kind: 'earliest' }, 7);
    const messages = await take(reader, 25);
    expect(messages.map((message) => message.id)).toEqual(produced);
    messages.forEach((message, index) => {
      expect(JSON.parse(message.value!.toString())).toMatchObject({ orderId: index });
      expect(message.key).toBe(`order-${String(index)}`);
      expect(message.properties).toEqual({ index: String(index) });
    });
  });
});

describe('where a reader starts', () => {
  it('starts at a message id inside a batch, inclusive', async () => {
    const topic = javaTopics.batches;
    const produced = idsOf(topic);
    const from = produced[7]!;
    expect(from.batchIndex).toBeGreaterThan(0);
    const reader = await open(topic, { kind: 'messageId', id: from });
    const messages = await take(reader, 5);
    expect(messages.map((message) => message.id)).toEqual(produced.slice(7));
  });

  it('starts at a message id of a single message, inclusive', async () => {
    const topic = javaTopics.singles;
    const produced = idsOf(topic);
    const reader = await open(topic, { kind: 'messageId', id: produced[2]! });
    const messages = await take(reader, 2);
    expect(messages.map((message) => message.id)).toEqual(produced.slice(2));
  });

  it('starts at a publish time', async () => {
    const topic = topicName('from-time');
    await admin(endpoint(), 'PUT', topicPath(topic));
    await produce(endpoint(), topic, [{ payload: 'before-1' }, { payload: 'before-2' }]);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const at = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await produce(endpoint(), topic, [{ payload: 'after-1' }, { payload: 'after-2' }]);
    const reader = await open(topic, { kind: 'publishTime', at });
    const messages = await take(reader, 2);
    expect(messages.map((message) => message.value!.toString())).toEqual(['after-1', 'after-2']);
    expect(reader.drain()).toEqual([]);
  });

  it('starts at the latest message and follows what is published after', async () => {
    const topic = topicName('tail');
    await admin(endpoint(), 'PUT', topicPath(topic));
    await produce(endpoint(), topic, [{ payload: 'old' }]);
    const reader = await open(topic, { kind: 'latest' });
    const next = reader.next();
    await produce(endpoint(), topic, [{ payload: 'new' }]);
    expect((await next).value!.value!.toString()).toBe('new');
  });
});

describe('what the broker refuses', () => {
  it('says a topic does not exist, and does not create it', async () => {
    const topic = topicName('missing');
    const opening = TopicReader.open({ serviceUrl: broker().serviceUrl, topic, start: { kind: 'earliest' } });
    await expect(opening).rejects.toBeInstanceOf(PulsarServerError);
    await expect(opening).rejects.toMatchObject({ code: 'TopicNotFound' });
    await expect(partitionsOf(broker().serviceUrl, topic, {})).rejects.toMatchObject({
      code: 'TopicNotFound',
    });
    const topics = (await admin(endpoint(), 'GET', `/admin/v2/persistent/${namespace}`)) as string[];
    expect(topics).not.toContain(topic);
  });

  it('counts the partitions of a partitioned topic', async () => {
    const topic = topicName('parts');
    await admin(endpoint(), 'PUT', `${topicPath(topic)}/partitions`, 3);
    expect(await partitionsOf(broker().serviceUrl, topic, {})).toBe(3);
  });
});
