import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  ErrorResponse,
  ReadMessageLine,
  WorkbenchLine,
  WorkbenchProduceAnswer,
} from '@beacon/contracts';
import { admin } from '@beacon/test-kit/real-pulsar';
import type { ServerWithSuperuser, SessionClient } from '../../test-support/index.ts';
import {
  beaconOnRealBroker,
  realEndpoint as endpoint,
  tenantWithNamespace,
} from '../../test-support/real-broker.ts';

// Produce by schema against the pulsar-real project's 4.0.7 broker (issue 30 item 4): JSON values
// written to an Avro topic through Beacon's server, with the topic's schema on PRODUCER, read back
// decoded by the version the broker answered; a value the schema cannot carry refused before
// anything is written; no producer left on the topic.

let server: ServerWithSuperuser;
let operator: SessionClient;
const tenant = `produce-${Date.now().toString(36)}`;
const topic = `persistent://${tenant}/ns/orders`;

const orderAvro = {
  type: 'record',
  name: 'Order',
  namespace: 'dev.beacon',
  fields: [
    { name: 'orderId', type: 'int' },
    { name: 'customer', type: ['null', 'string'], default: null },
  ],
};

beforeAll(async () => {
  await tenantWithNamespace(tenant);
  await admin(endpoint(), 'PUT', `/admin/v2/persistent/${tenant}/ns/orders`);
  await admin(endpoint(), 'POST', `/admin/v2/schemas/${tenant}/ns/orders/schema`, {
    type: 'AVRO',
    schema: JSON.stringify(orderAvro),
    properties: {},
  });
  ({ server, operator } = await beaconOnRealBroker());
}, 120_000);
afterAll(async () => {
  await server.app.close();
});

async function readBack(): Promise<ReadMessageLine[]> {
  const answer = await operator.request('POST', '/pulsar-manager/workbench/read', {
    topics: [topic],
    start: { kind: 'earliest' },
    stop: { kind: 'now' },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as WorkbenchLine)
    .filter((line): line is ReadMessageLine => line.kind === 'message');
}

it('refuses a value the Avro schema cannot carry, writing nothing', async () => {
  const answer = await operator.request('POST', '/pulsar-manager/workbench/produce', {
    topic,
    messages: [{ value: { orderId: 1 } }, { value: { orderId: 'one' } }],
  });
  expect(answer.statusCode).toBe(400);
  expect(answer.json<ErrorResponse>().message).toBe(
    `Message 1 does not fit the topic's AVRO schema: orderId: expected int, got "one". Nothing was sent`,
  );
  expect(await readBack()).toEqual([]);
});

it("writes JSON values as the topic's Avro schema, read back decoded by the version Pulsar answered", async () => {
  const answer = await operator.request('POST', '/pulsar-manager/workbench/produce', {
    topic,
    messages: [{ key: 'k-1', value: { orderId: 7, customer: 'Ann' } }, { value: { orderId: 8 } }],
  });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json<WorkbenchProduceAnswer>()).toMatchObject({ schemaType: 'AVRO', schemaVersion: 0 });
  const messages = await readBack();
  expect(messages.map((message) => message.value)).toEqual([
    { format: 'json', value: { orderId: 7, customer: 'Ann' } },
    { format: 'json', value: { orderId: 8, customer: null } },
  ]);
  expect(messages[0]?.key).toBe('k-1');
  // The producer's schema matched the topic's own: no second version was added.
  const versions = (await admin(endpoint(), 'GET', `/admin/v2/schemas/${tenant}/ns/orders/schemas`)) as {
    getSchemaResponses: unknown[];
  };
  expect(versions.getSchemaResponses).toHaveLength(1);
  await expect
    .poll(async () => {
      const stats = (await admin(endpoint(), 'GET', `/admin/v2/persistent/${tenant}/ns/orders/stats`)) as {
        publishers: unknown[];
      };
      return stats.publishers.length;
    })
    .toBe(0);
});
