import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PulsarServerError,
  TopicProducer,
  TopicReader,
  encodeValue,
  type SchemaInfo,
} from '@beacon/pulsar-reader';
import type { ReadMessage } from '@beacon/pulsar-reader';
import { call, openTarget, uniqueName } from './target.ts';
import type { ContractTarget } from './target.ts';

// A typed producer over the binary protocol (producer.ts with a schema, for Produce): PRODUCER
// carries the topic's schema, the broker answers the version it has for it (or adds one the strategy
// accepts) and refuses one of another type with IncompatibleSchema; each message names the version.
// Against the simulator's binary port and a real 4.0.7 broker's.

let target: ContractTarget;
let namespace: string;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  target = await openTarget();
  const tenant = uniqueName('typed');
  await call(target, 'PUT', `/admin/v2/tenants/${tenant}`, { allowedClusters: [target.cluster] });
  namespace = `${tenant}/ns`;
  await call(target, 'PUT', `/admin/v2/namespaces/${namespace}`);
});
afterAll(async () => {
  await target.close();
});
afterEach(async () => {
  for (const client of opened.splice(0)) await client.close();
});

const token = () => process.env.PULSAR_TOKEN;
const fullName = (topic: string) => `persistent://${namespace}/${topic}`;
const auth = () => (token() ? { token: token() } : {});

const order = {
  type: 'record',
  name: 'Order',
  namespace: 'dev.beacon',
  fields: [{ name: 'orderId', type: 'int' }],
};

/** A topic with `order` as its Avro schema, as the admin API then answers it. */
async function avroTopic(): Promise<{ topic: string; schema: SchemaInfo }> {
  const topic = uniqueName('typed');
  const created = await call(target, 'PUT', `/admin/v2/persistent/${namespace}/${topic}`);
  expect(created.status, created.text).toBe(204);
  const posted = await call(target, 'POST', `/admin/v2/schemas/${namespace}/${topic}/schema`, {
    type: 'AVRO',
    schema: JSON.stringify(order),
    properties: {},
  });
  expect(posted.status, posted.text).toBe(200);
  const latest = await call(target, 'GET', `/admin/v2/schemas/${namespace}/${topic}/schema`);
  const body = latest.body as { type: string; data: string; properties: Record<string, string> };
  return { topic, schema: { type: body.type, data: body.data, properties: body.properties } };
}

async function openProducer(topic: string, schema: SchemaInfo): Promise<TopicProducer> {
  const producer = await TopicProducer.open({
    serviceUrl: target.serviceUrl,
    topic: fullName(topic),
    schema,
    ...auth(),
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
    ...auth(),
  });
  opened.push(reader);
  const messages: ReadMessage[] = [];
  for await (const message of reader) messages.push(message);
  return messages;
}

describe('producing with a schema over the binary protocol', () => {
  it("is answered the topic's own version for its schema, which every message then carries", async () => {
    const { topic, schema } = await avroTopic();
    const producer = await openProducer(topic, schema);
    expect(producer.schemaVersion?.readBigInt64BE()).toBe(0n);
    await producer.send({ value: encodeValue({ orderId: 7 }, schema) });
    const [message] = await readAll(topic);
    expect(message?.schemaVersion?.readBigInt64BE()).toBe(0n);
    expect(message?.value).toEqual(encodeValue({ orderId: 7 }, schema));
    const versions = await call(target, 'GET', `/admin/v2/schemas/${namespace}/${topic}/schemas`);
    expect((versions.body as { getSchemaResponses: unknown[] }).getSchemaResponses).toHaveLength(1);
  });

  it('adds a compatible schema as the next version', async () => {
    const { topic } = await avroTopic();
    const widened = {
      type: 'AVRO',
      data: JSON.stringify({
        ...order,
        fields: [...order.fields, { name: 'note', type: ['null', 'string'], default: null }],
      }),
      properties: {},
    };
    const producer = await openProducer(topic, widened);
    expect(producer.schemaVersion?.readBigInt64BE()).toBe(1n);
  });

  it('is refused IncompatibleSchema for a schema of another type, with the broker’s reason', async () => {
    const { topic } = await avroTopic();
    const refusal = await openProducer(topic, { type: 'STRING', data: '', properties: {} }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(PulsarServerError);
    expect((refusal as PulsarServerError).code).toBe('IncompatibleSchema');
    expect((refusal as PulsarServerError).message).not.toBe('');
  });
});
