import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { admin, produce } from '@beacon/test-kit/real-pulsar';
import { MergedReader, topicsMatching } from './merged-reader.ts';
import {
  broker,
  endpoint,
  expectNoSubscriptionLeft,
  namespaceForFile,
  take,
  topicPath,
} from './test-support/real-broker.ts';

// Several partitions and topics read as one stream on the real broker, in publish-time order.

let namespace: string;
let topicName: (name: string) => string;
const opened: MergedReader[] = [];

beforeAll(async () => {
  ({ namespace, topicName } = await namespaceForFile('merged'));
});

afterEach(async () => {
  for (const reader of opened.splice(0)) {
    await reader.close();
    await expectNoSubscriptionLeft(reader.topics);
  }
});

async function openMerged(topics: string[]): Promise<MergedReader> {
  const reader = await MergedReader.open({
    serviceUrl: broker().serviceUrl,
    topics,
    start: { kind: 'earliest' },
  });
  opened.push(reader);
  return reader;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 15));

describe('reading several partitions and topics as one', () => {
  it('reads every partition of a partitioned topic in publish-time order', async () => {
    const topic = topicName('orders');
    await admin(endpoint(), 'PUT', `${topicPath(topic)}/partitions`, 3);
    const order = [2, 0, 1, 1, 2, 0, 0, 2];
    for (const [index, partition] of order.entries()) {
      await produce(endpoint(), topic, [{ payload: `m${String(index)}` }], partition);
      await pause();
    }
    const reader = await openMerged([topic]);
    expect(reader.topics).toEqual([0, 1, 2].map((partition) => `${topic}-partition-${String(partition)}`));
    const taken = await take(reader, order.length);
    expect(taken.map((read) => read.message.value!.toString())).toEqual(
      order.map((_, index) => `m${String(index)}`),
    );
    expect(taken.map((read) => read.topic)).toEqual(
      order.map((partition) => `${topic}-partition-${String(partition)}`),
    );
  });

  it('reads the topics of a namespace that match a pattern', async () => {
    const wanted = [topicName('audit-eu'), topicName('audit-us')];
    const other = topicName('billing');
    for (const topic of [...wanted, other]) await admin(endpoint(), 'PUT', topicPath(topic));
    await produce(endpoint(), wanted[1]!, [{ payload: 'us-1' }]);
    await pause();
    await produce(endpoint(), other, [{ payload: 'billing-1' }]);
    await pause();
    await produce(endpoint(), wanted[0]!, [{ payload: 'eu-1' }]);

    const matching = await topicsMatching(broker().serviceUrl, namespace, /\/audit-/, {});
    expect(matching.sort()).toEqual([...wanted].sort());
    const reader = await openMerged(matching);
    expect((await take(reader, 2)).map((read) => read.message.value!.toString())).toEqual(['us-1', 'eu-1']);
  });
});
