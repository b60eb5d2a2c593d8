import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ReadMessageLine, WorkbenchLine } from '@beacon/contracts';
import { admin, produceWithJavaClient } from '@beacon/test-kit/real-pulsar';
import type { ServerWithSuperuser, SessionClient } from '../../test-support/index.ts';
import {
  beaconOnRealBroker,
  realBroker as broker,
  realEndpoint as endpoint,
  tenantWithNamespace,
} from '../../test-support/real-broker.ts';

// The workbench against the pulsar-real project's 4.0.7 broker (issue 30 items 2 and 3): what
// Pulsar's own Java producer wrote — LZ4-compressed batches — read through Beacon's server, merged
// over a partitioned topic's partitions (their order is merged-reader.real.test.ts's), filtered in the sandbox, and no subscription left.

let server: ServerWithSuperuser;
let operator: SessionClient;
const tenant = `workbench-${Date.now().toString(36)}`;
const topic = `persistent://${tenant}/ns/orders`;

beforeAll(async () => {
  await tenantWithNamespace(tenant);
  await admin(endpoint(), 'PUT', `/admin/v2/persistent/${tenant}/ns/orders/partitions`, 2);
  await produceWithJavaClient(broker().serviceUrl, [
    { topic, count: 200, compression: 'LZ4', batchSize: 20 },
  ]);
  ({ server, operator } = await beaconOnRealBroker());
}, 120_000);
afterAll(async () => {
  await server.app.close();
});

async function subscriptionsLeft(): Promise<string[]> {
  const stats = (await admin(
    endpoint(),
    'GET',
    `/admin/v2/persistent/${tenant}/ns/orders/partitioned-stats?perPartition=true`,
  )) as { partitions: Record<string, { subscriptions: object }> };
  return Object.values(stats.partitions).flatMap((partition) => Object.keys(partition.subscriptions));
}

it('reads every batched, LZ4-compressed message of both partitions, filtered in the sandbox', async () => {
  const answer = await operator.request('POST', '/pulsar-manager/workbench/read', {
    topics: [topic],
    start: { kind: 'earliest' },
    stop: { kind: 'now' },
    // JSON numbers are doubles in CEL, and `%` is for integers.
    filter: 'int(value.orderId) % 10 == 0',
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const lines = answer.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as WorkbenchLine);
  const messages = lines.filter((line): line is ReadMessageLine => line.kind === 'message');
  expect(lines[0]).toEqual({ kind: 'started', partitions: [`${topic}-partition-0`, `${topic}-partition-1`] });
  expect(lines.at(-1)).toEqual({ kind: 'end', reason: 'now', read: 200, matched: 20 });
  // The Java producer writes its JSON as a string value: shown as text, read as JSON by the filter.
  expect(
    messages
      .map(
        (message) => (JSON.parse((message.value as { value: string }).value) as { orderId: number }).orderId,
      )
      .sort((a, b) => a - b),
  ).toEqual(Array.from({ length: 20 }, (_, index) => index * 10));
  expect(messages[0]?.key).toMatch(/^order-\d+$/);
  expect(messages[0]?.properties.index).toBeTypeOf('string');
  await expect.poll(subscriptionsLeft, { timeout: 10_000 }).toEqual([]);
});

it('starts at a message id a partition holds, and refuses one no partition has', async () => {
  const readFrom = (id: string) =>
    operator.request('POST', '/pulsar-manager/workbench/read', {
      topics: [topic],
      start: { kind: 'messageId', id },
      stop: { kind: 'now' },
      limit: 1,
    });
  const first = await operator.request('POST', '/pulsar-manager/workbench/read', {
    topics: [`${topic}-partition-1`],
    start: { kind: 'earliest' },
    stop: { kind: 'now' },
    limit: 1,
  });
  const held = first.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as WorkbenchLine)
    .find((line): line is ReadMessageLine => line.kind === 'message')!;
  const found = await readFrom(held.id);
  expect(found.statusCode, found.body).toBe(200);
  expect(found.body).toContain(`"id":"${held.id}"`);

  // The same entry of a ledger the broker never made: Pulsar would place the reader elsewhere.
  const [, entry, partition, batch] = held.id.split(':');
  const missing = `999999999:${entry!}:${partition!}:${batch!}`;
  const refused = await readFrom(missing);
  expect(refused.statusCode, refused.body).toBe(404);
  expect(refused.json<{ message: string }>().message).toBe(
    `${topic} has no message ${missing}: it may have been mistyped, or removed by retention`,
  );
  await expect.poll(subscriptionsLeft, { timeout: 10_000 }).toEqual([]);
});
