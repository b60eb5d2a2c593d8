import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ReadMessageLine, WorkbenchLine, WorkbenchReplaySummary } from '@beacon/contracts';
import { admin, produce, produceWithJavaClient } from '@beacon/test-kit/real-pulsar';
import type { ServerWithSuperuser, SessionClient } from '../../test-support/index.ts';
import {
  beaconOnRealBroker,
  realBroker as broker,
  realEndpoint as endpoint,
  tenantWithNamespace,
} from '../../test-support/real-broker.ts';

// The workbench's replay against the pulsar-real project's 4.0.7 broker (issue 30 item 5): what
// Pulsar's own Java producer wrote — LZ4-compressed batches — replayed through Beacon's server into
// another topic one message at a time, read back with the same keys, properties and values plus
// BEACON_REPLAYED_FROM; a dead-letter message sent back to its REAL_TOPIC; and afterwards no
// subscription and no producer left on any topic touched.

let server: ServerWithSuperuser;
let operator: SessionClient;
const tenant = `replay-${Date.now().toString(36)}`;
const topicOf = (name: string) => `persistent://${tenant}/ns/${name}`;
const source = topicOf('orders');
const target = topicOf('orders-copy');
const original = topicOf('original');
const deadLetters = topicOf('orders-sub-DLQ');

beforeAll(async () => {
  await tenantWithNamespace(tenant);
  for (const name of ['orders', 'orders-copy', 'original', 'orders-sub-DLQ'])
    await admin(endpoint(), 'PUT', `/admin/v2/persistent/${tenant}/ns/${name}`);
  await produceWithJavaClient(broker().serviceUrl, [
    { topic: source, count: 60, compression: 'LZ4', batchSize: 20 },
  ]);
  await produce(endpoint(), deadLetters, [
    { payload: 'came back', key: 'k-1', properties: { REAL_TOPIC: original, REAL_SUBSCRIPTION: 'sub' } },
  ]);
  ({ server, operator } = await beaconOnRealBroker());
}, 120_000);
afterAll(async () => {
  await server.app.close();
});

async function readBack(topic: string): Promise<ReadMessageLine[]> {
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

async function clientsLeft(topic: string): Promise<{ publishers: number; subscriptions: string[] }> {
  const stats = (await admin(endpoint(), 'GET', `/admin/v2/persistent/${topic.split('://')[1]!}/stats`)) as {
    publishers: unknown[];
    subscriptions: Record<string, unknown>;
  };
  return { publishers: stats.publishers.length, subscriptions: Object.keys(stats.subscriptions) };
}

it('replays batched, compressed messages into another topic one by one, as they were', async () => {
  const filter = 'int(value.orderId) % 5 == 0';
  const answer = await operator.request('POST', '/pulsar-manager/workbench/replay', {
    read: { topics: [source], start: { kind: 'earliest' }, stop: { kind: 'now' }, filter },
    target,
    maxPerSecond: 1000,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json<WorkbenchReplaySummary>()).toEqual({
    dryRun: false,
    read: 60,
    matched: 12,
    sent: 12,
    failed: 0,
    targets: [{ topic: target, messages: 12, sent: 12, failed: 0 }],
  });
  const originals = (await readBack(source)).filter(
    (line) => (JSON.parse((line.value as { value: string }).value) as { orderId: number }).orderId % 5 === 0,
  );
  const copies = await readBack(target);
  expect(copies).toHaveLength(12);
  expect(copies.map((line) => line.key)).toEqual(originals.map((line) => line.key));
  // The Java producer's topic has a STRING schema, the copy none: the same bytes, shown as JSON.
  expect(copies.map((line) => line.value)).toEqual(
    originals.map((line) => ({
      format: 'json',
      value: JSON.parse((line.value as { value: string }).value) as unknown,
    })),
  );
  expect(copies.map((line) => line.properties)).toEqual(
    originals.map((line) => ({ ...line.properties, BEACON_REPLAYED_FROM: line.id })),
  );
  // A batch's messages came from one entry; each copy is an entry of its own.
  expect(new Set(copies.map((line) => line.id.split(':').slice(0, 2).join(':'))).size).toBe(12);
  for (const topic of [source, target])
    await expect
      .poll(() => clientsLeft(topic), { timeout: 10_000 })
      .toEqual({ publishers: 0, subscriptions: [] });
});

it('sends a dead-letter message back to its REAL_TOPIC', async () => {
  const answer = await operator.request('POST', '/pulsar-manager/workbench/replay', {
    read: { topics: [deadLetters], start: { kind: 'earliest' }, stop: { kind: 'now' } },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json<WorkbenchReplaySummary>().targets).toEqual([
    { topic: original, messages: 1, sent: 1, failed: 0 },
  ]);
  const [back] = await readBack(original);
  expect(back).toMatchObject({ key: 'k-1', properties: { REAL_TOPIC: original, REAL_SUBSCRIPTION: 'sub' } });
  for (const topic of [deadLetters, original])
    await expect
      .poll(() => clientsLeft(topic), { timeout: 10_000 })
      .toEqual({ publishers: 0, subscriptions: [] });
});
