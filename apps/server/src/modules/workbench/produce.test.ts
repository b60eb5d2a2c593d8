// Produce by schema (issue 30 item 4) against the simulator's binary port: JSON values written to
// Avro and Protobuf-native topics read back decoded through the workbench's read; a value that does
// not fit refuses the whole request with nothing written; a topic without a schema, or with one of
// another type, is sent to the text path; the REST produce permission decides who may; audited.
import type { ErrorResponse, WorkbenchProduceAnswer, WorkbenchProduceRequest } from '@beacon/contracts';
import { partitionOfKey } from '@beacon/pulsar-reader';
import { protobufNativeSchema } from '@beacon/test-kit/protobuf-native-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionClient } from '../../test-support/index.ts';
import {
  WORKBENCH_ENVIRONMENT,
  readThrough,
  startWorkbenchSimulator,
  type WorkbenchSimulator,
} from '../../test-support/workbench-simulator.ts';

const NAMESPACE = 'shop/produce';
const topicOf = (name: string) => `persistent://${NAMESPACE}/${name}`;

const orderAvro = {
  type: 'record',
  name: 'Order',
  namespace: 'dev.beacon',
  fields: [
    { name: 'orderId', type: 'int' },
    { name: 'customer', type: ['null', 'string'], default: null },
  ],
};

const orderProtobuf = () =>
  protobufNativeSchema(
    {
      nested: {
        shop: {
          nested: {
            Order: {
              fields: {
                order_id: { type: 'int64', id: 1 },
                status: { type: 'Status', id: 2 },
              },
            },
            Status: { values: { NEW: 0, SHIPPED: 1 } },
          },
        },
      },
    },
    'shop.Order',
    'order.proto',
  );

describe('POST /workbench/produce writes JSON values by the topic schema', () => {
  let bench: WorkbenchSimulator;
  let serial = 0;

  /** A new topic of the namespace with this schema (none when absent); its full name. */
  async function topicWith(schema?: { type: string; schema: string }): Promise<string> {
    const name = `typed-${String(++serial)}`;
    await bench.createTopic(NAMESPACE, name);
    if (schema) {
      const posted = await bench.atPulsar('POST', `/admin/v2/schemas/${NAMESPACE}/${name}/schema`, {
        ...schema,
        properties: {},
      });
      expect(posted.status, await posted.clone().text()).toBe(200);
    }
    return topicOf(name);
  }

  async function produce(session: SessionClient, body: WorkbenchProduceRequest) {
    const answer = await session.request('POST', '/pulsar-manager/workbench/produce', body);
    return {
      status: answer.statusCode,
      result: answer.statusCode === 200 ? answer.json<WorkbenchProduceAnswer>() : undefined,
      message: answer.statusCode === 200 ? undefined : answer.json<ErrorResponse>().message,
    };
  }

  async function readBack(topic: string) {
    const { answer, messages } = await readThrough(bench.operator, {
      topics: [topic],
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return messages;
  }

  beforeAll(async () => {
    bench = await startWorkbenchSimulator();
  });
  afterAll(async () => {
    await bench.close();
  });

  it('writes Avro values that read back decoded, with their key, properties and schema version', async () => {
    const topic = await topicWith({ type: 'AVRO', schema: JSON.stringify(orderAvro) });
    const produced = await produce(bench.operator, {
      topic,
      messages: [
        { key: 'order-1', value: { orderId: 1, customer: 'Ann' }, properties: { origin: 'console' } },
        { value: { orderId: 2 } },
      ],
    });
    expect(produced.status, produced.message).toBe(200);
    expect(produced.result).toMatchObject({ topic, schemaType: 'AVRO', schemaVersion: 0 });
    expect(produced.result?.sent.map((sent) => sent.topic)).toEqual([topic, topic]);

    const messages = await readBack(topic);
    expect(messages.map((message) => message.value)).toEqual([
      { format: 'json', value: { orderId: 1, customer: 'Ann' } },
      { format: 'json', value: { orderId: 2, customer: null } },
    ]);
    expect(messages[0]).toMatchObject({ key: 'order-1', properties: { origin: 'console' } });
  });

  it('writes Protobuf-native values that read back decoded', async () => {
    const topic = await topicWith({ type: 'PROTOBUF_NATIVE', schema: orderProtobuf() });
    const produced = await produce(bench.operator, {
      topic,
      messages: [{ value: { order_id: '9007199254740993', status: 'SHIPPED' } }],
    });
    expect(produced.status, produced.message).toBe(200);
    expect(produced.result).toMatchObject({ schemaType: 'PROTOBUF_NATIVE', schemaVersion: 0 });
    const [message] = await readBack(topic);
    expect(message?.value).toEqual({
      format: 'json',
      value: { order_id: '9007199254740993', status: 'SHIPPED' },
    });
  });

  it("sends to a partitioned topic's partition by key, as Pulsar's Java producer routes it", async () => {
    const name = `typed-${String(++serial)}`;
    // The tenant and namespace, made by an earlier case or now (409 when there already).
    expect([204, 409]).toContain(
      (await bench.atPulsar('PUT', '/admin/v2/tenants/shop', { allowedClusters: ['standalone'] })).status,
    );
    expect([204, 409]).toContain((await bench.atPulsar('PUT', `/admin/v2/namespaces/${NAMESPACE}`)).status);
    const created = await bench.atPulsar('PUT', `/admin/v2/persistent/${NAMESPACE}/${name}/partitions`, 3);
    expect(created.status).toBe(204);
    const posted = await bench.atPulsar('POST', `/admin/v2/schemas/${NAMESPACE}/${name}/schema`, {
      type: 'AVRO',
      schema: JSON.stringify(orderAvro),
      properties: {},
    });
    expect(posted.status).toBe(200);
    const topic = topicOf(name);
    const produced = await produce(bench.operator, {
      topic,
      messages: ['a', 'b', 'c'].map((key, index) => ({ key, value: { orderId: index } })),
    });
    expect(produced.status, produced.message).toBe(200);
    expect(produced.result?.sent.map((sent) => sent.topic)).toEqual(
      ['a', 'b', 'c'].map((key) => `${topic}-partition-${String(partitionOfKey(key, 3))}`),
    );
    const messages = await readBack(topic);
    expect(messages.map((message) => [message.key, message.value]).sort()).toEqual([
      ['a', { format: 'json', value: { orderId: 0, customer: null } }],
      ['b', { format: 'json', value: { orderId: 1, customer: null } }],
      ['c', { format: 'json', value: { orderId: 2, customer: null } }],
    ]);
  });

  it('refuses every message when one does not fit, naming it and why, and writes none', async () => {
    const topic = await topicWith({ type: 'AVRO', schema: JSON.stringify(orderAvro) });
    const refused = await produce(bench.operator, {
      topic,
      messages: [{ value: { orderId: 1 } }, { value: { orderId: 'x' } }],
    });
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(
      `Message 1 does not fit the topic's AVRO schema: orderId: expected int, got "x". Nothing was sent`,
    );
    const protobufTopic = await topicWith({ type: 'PROTOBUF_NATIVE', schema: orderProtobuf() });
    const unverified = await produce(bench.operator, {
      topic: protobufTopic,
      messages: [{ value: { order_id: true } }],
    });
    expect(unverified.status).toBe(400);
    expect(unverified.message).toContain('order_id: integer|Long expected');
    expect(await readBack(topic)).toEqual([]);
    expect(await readBack(protobufTopic)).toEqual([]);
  });

  it('sends a topic without a schema, or with a STRING one, to the text path (409)', async () => {
    const plain = await topicWith();
    const none = await produce(bench.operator, { topic: plain, messages: [{ value: { orderId: 1 } }] });
    expect(none.status).toBe(409);
    expect(none.message).toBe(
      `${plain} has no schema: its messages are produced as text (Produce's text path, Pulsar's REST produce), not as JSON encoded by a schema`,
    );
    const text = await topicWith({ type: 'STRING', schema: '' });
    const stringTyped = await produce(bench.operator, { topic: text, messages: [{ value: 'hello' }] });
    expect(stringTyped.status).toBe(409);
    expect(stringTyped.message).toContain('has a STRING schema');
    expect(await readBack(plain)).toEqual([]);
  });

  it("lets a tenant admin produce in its own tenant only, as Pulsar's REST produce call", async () => {
    const topic = await topicWith({ type: 'AVRO', schema: JSON.stringify(orderAvro) });
    const admin = await bench.operator.createTenantAdmin(['shop']);
    await bench.operator.grantRole(admin.username, 'shop', 'ADMIN');
    const session = await bench.server.loginAs(admin.username, admin.password);
    session.environment = WORKBENCH_ENVIRONMENT;
    const own = await produce(session, { topic, messages: [{ value: { orderId: 5 } }] });
    expect(own.status, own.message).toBe(200);
    const elsewhere = await produce(session, {
      topic: 'persistent://other/produce/orders',
      messages: [{ value: { orderId: 5 } }],
    });
    expect(elsewhere.status).toBe(403);
  });

  it('audits each send: who, where, how many, the schema and its version', async () => {
    const topic = await topicWith({ type: 'AVRO', schema: JSON.stringify(orderAvro) });
    expect((await produce(bench.operator, { topic, messages: [{ value: { orderId: 3 } }] })).status).toBe(
      200,
    );
    const rows = await bench.server.app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'message.produce')
      .where('target', '=', topic)
      .execute();
    expect(rows.map((row) => [row.result, row.actor, row.environment])).toEqual([
      ['success', bench.server.admin.username, WORKBENCH_ENVIRONMENT],
    ]);
    expect(JSON.parse(rows[0]!.detail)).toEqual({ messages: 1, schemaType: 'AVRO', schemaVersion: 0 });
  });
});
