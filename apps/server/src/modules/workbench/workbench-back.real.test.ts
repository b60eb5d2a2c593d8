import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ReadMessageLine, WorkbenchLine, WorkbenchReadRequest } from '@beacon/contracts';
import { produceWithJavaClient, type ProducedId } from '@beacon/test-kit/real-pulsar';
import type { ServerWithSuperuser, SessionClient } from '../../test-support/index.ts';
import {
  beaconOnRealBroker,
  realBroker as broker,
  tenantWithNamespace,
} from '../../test-support/real-broker.ts';

// "N messages back" against the pulsar-real project's broker (decision 0075): the broker's
// examinemessage counts entries back from the end, a batch being one entry, and a topic holding
// fewer than N is read from its earliest, as on the simulator.

let server: ServerWithSuperuser;
let operator: SessionClient;
let batchedIds: ProducedId[];
const tenant = `workbench-back-${Date.now().toString(36)}`;
const single = `persistent://${tenant}/ns/single`;
const batched = `persistent://${tenant}/ns/batched`;

beforeAll(async () => {
  await tenantWithNamespace(tenant);
  const ids = await produceWithJavaClient(broker().serviceUrl, [
    { topic: single, count: 30 },
    { topic: batched, count: 40, batchSize: 10 },
  ]);
  batchedIds = ids.get(batched)!;
  ({ server, operator } = await beaconOnRealBroker());
}, 120_000);
afterAll(async () => {
  await server.app.close();
});

async function read(body: WorkbenchReadRequest) {
  const answer = await operator.request('POST', '/pulsar-manager/workbench/read', body);
  expect(answer.statusCode, answer.body).toBe(200);
  const lines = answer.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as WorkbenchLine);
  return lines.filter((line): line is ReadMessageLine => line.kind === 'message').map((line) => line.key);
}

it('starts N entries before the end, or at the earliest of a topic holding fewer', async () => {
  expect(await read({ topics: [single], start: { kind: 'back', count: 5 }, stop: { kind: 'now' } })).toEqual(
    [25, 26, 27, 28, 29].map((index) => `order-${String(index)}`),
  );
  expect(
    await read({ topics: [single], start: { kind: 'back', count: 1_000 }, stop: { kind: 'now' } }),
  ).toHaveLength(30);
});

it('counts a batch as one entry: one back is the whole last batch', async () => {
  const last = batchedIds.at(-1)!;
  const inLastEntry = batchedIds.flatMap((id, index) =>
    id.ledgerId === last.ledgerId && id.entryId === last.entryId ? [`order-${String(index)}`] : [],
  );
  expect(await read({ topics: [batched], start: { kind: 'back', count: 1 }, stop: { kind: 'now' } })).toEqual(
    inLastEntry,
  );
});
