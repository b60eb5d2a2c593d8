import { afterEach, beforeAll, expect, it } from 'vitest';
import { admin } from '@beacon/test-kit/real-pulsar';
import { TopicReader } from '../topic-reader.ts';
import {
  broker,
  endpoint,
  expectNoSubscriptionLeft,
  namespaceForFile,
  topicPath,
} from '../test-support/real-broker.ts';
import { decodeValue, type SchemaInfo } from './decode-value.ts';

// A value the real broker wrote with an Avro schema (REST produce converts JSON to the topic's
// schema, TopicsBase), read over the binary protocol and decoded by the schema the admin API gives.

let topicName: (name: string) => string;
const read: { reader: TopicReader; topic: string }[] = [];

beforeAll(async () => {
  ({ topicName } = await namespaceForFile('decode'));
});
afterEach(async () => {
  for (const { reader, topic } of read.splice(0)) {
    await reader.close();
    await expectNoSubscriptionLeft([topic]);
  }
});

it("decodes an Avro value REST produce wrote, by the topic's latest schema", async () => {
  const topic = topicName('avro-orders');
  const definition = JSON.stringify({
    type: 'record',
    name: 'Order',
    namespace: 'dev.beacon',
    fields: [
      { name: 'orderId', type: 'long' },
      { name: 'customer', type: 'string' },
    ],
  });
  await admin(endpoint(), 'PUT', topicPath(topic));
  const schemaPath = topic.replace('persistent://', '/admin/v2/schemas/');
  await admin(endpoint(), 'POST', `${schemaPath}/schema`, {
    type: 'AVRO',
    schema: definition,
    properties: {},
  });
  await admin(endpoint(), 'POST', topic.replace('persistent://', '/topics/persistent/'), {
    valueSchema: JSON.stringify({
      name: 'Order',
      type: 'AVRO',
      schema: Buffer.from(definition).toString('base64'),
      properties: {},
    }),
    messages: [{ payload: '{"orderId": 42, "customer": "Ann"}' }],
  });

  const reader = await TopicReader.open({
    serviceUrl: broker().serviceUrl,
    topic,
    start: { kind: 'earliest' },
  });
  read.push({ reader, topic });
  const message = (await reader.next()).value!;
  // REST produce writes no schema_version into the metadata (TopicsBase.java:636-676 at 4.0.7), so,
  // as Pulsar's consumers do, such a message is read with the topic's latest schema.
  expect(message.schemaVersion).toBeUndefined();
  const schema = (await admin(endpoint(), 'GET', `${schemaPath}/schema`)) as SchemaInfo & { version: number };
  expect(schema.version).toBe(0);
  expect(schema.type).toBe('AVRO');
  expect(decodeValue(message.value!, schema)).toEqual({
    format: 'json',
    value: { orderId: 42, customer: 'Ann' },
  });
});
