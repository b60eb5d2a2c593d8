// The workbench's read when the binary port cannot be reached (issue 30, decision 0076): the
// simulator's clusters advertise a pulsar:// URL nothing listens on, so the server reads each entry
// through the admin REST API — every message with its id, key, properties and decoded value, over
// two ledgers, several partitions merged by publish time, batches split — says so in the `started`
// line, refuses a live tail, still filters, exports, and leaves no subscription.
import { AUTH_SCENARIO_SECRET, startSimulator } from '@beacon/pulsar-sim';
import { batchPayloadOf } from '@beacon/pulsar-reader/wire';
import type { ErrorResponse, WorkbenchReadRequest } from '@beacon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '../../../../pulsar-sim/src/core/traffic.ts';
import { hs256Token } from '../../test-support/hs256-token.ts';
import { createServerWithSuperuser } from '../../test-support/server-with-superuser.ts';
import type { ServerWithSuperuser, SessionClient } from '../../test-support/session-client.ts';
import { readThrough, simulatorAdmin } from '../../test-support/workbench-simulator.ts';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

const NAMESPACE = 'shop/orders';
const placed = `persistent://${NAMESPACE}/placed`;
const shipped = `persistent://${NAMESPACE}/shipped`;
const batched = `persistent://${NAMESPACE}/batched`;
/** The partition each shipped message goes to, in the order they are published. */
const SHIPPED_ORDER = [2, 0, 1, 1, 2, 0];

let simulator: Simulator;
let server: ServerWithSuperuser;
let operator: SessionClient;
const atPulsar = simulatorAdmin(() => simulator.url);
/** placed's two ledgers: six entries in the first (closed by an unload), six in the second. */
let ledgers: number[];

async function produce(path: string, message: object): Promise<void> {
  const answer = await atPulsar('POST', `/topics/persistent/${NAMESPACE}/${path}`, { messages: [message] });
  expect(answer.status, await answer.clone().text()).toBe(200);
  simulator.runtime.advance(10);
}

async function placedMessage(index: number): Promise<void> {
  await produce('placed', {
    payload: JSON.stringify({ orderId: index }),
    key: `key-${String(index)}`,
    properties: { origin: 'test', index: String(index) },
  });
}

const read = (body: WorkbenchReadRequest) => readThrough(operator, body);
const placedId = (index: number) =>
  index < 6
    ? `${String(ledgers[0])}:${String(index)}:-1:-1`
    : `${String(ledgers[1])}:${String(index - 6)}:-1:-1`;

beforeAll(async () => {
  simulator = await startSimulator({ scenario: 'auth', port: 0, traffic: false, binaryPorts: false });
  expect((await atPulsar('PUT', '/admin/v2/tenants/shop', { allowedClusters: ['standalone'] })).status).toBe(
    204,
  );
  expect((await atPulsar('PUT', `/admin/v2/namespaces/${NAMESPACE}`)).status).toBe(204);
  for (const topic of ['placed', 'batched'])
    expect((await atPulsar('PUT', `/admin/v2/persistent/${NAMESPACE}/${topic}`)).status).toBe(204);
  expect((await atPulsar('PUT', `/admin/v2/persistent/${NAMESPACE}/shipped/partitions`, 3)).status).toBe(204);

  for (let index = 0; index < 6; index++) await placedMessage(index);
  // An unload closes the ledger being written: the next messages go to a new one.
  expect((await atPulsar('PUT', `/admin/v2/persistent/${NAMESPACE}/placed/unload`)).status).toBe(204);
  for (let index = 6; index < 12; index++) await placedMessage(index);
  const stats = (await (
    await atPulsar('GET', `/admin/v2/persistent/${NAMESPACE}/placed/internalStats`)
  ).json()) as { ledgers: { ledgerId: number }[] };
  ledgers = stats.ledgers.map((ledger) => ledger.ledgerId);
  expect(ledgers).toHaveLength(2);

  for (const [index, partition] of SHIPPED_ORDER.entries())
    await produce(`shipped/partitions/${String(partition)}`, { payload: `shipped-${String(index)}` });

  // A batching producer's entry (REST produce never batches): a single message, then a batch of three.
  await produce('batched', { payload: 'single', key: 'alone' });
  const topic = simulator.runtime.state.topics.get(batched)!;
  publish(simulator.runtime.state, topic, {
    payload: batchPayloadOf(
      [0, 1, 2].map((index) => ({
        value: Buffer.from(JSON.stringify({ item: index })),
        key: `b-${String(index)}`,
        properties: { position: String(index) },
      })),
    ),
    producerName: 'batcher',
    sequenceId: 7,
    numMessagesInBatch: 3,
  });

  server = await createServerWithSuperuser();
  operator = await server.loggedIn();
  const created = await operator.request('PUT', '/pulsar-manager/environments/environment', {
    name: 'no-binary',
    broker: simulator.url,
    bookie: simulator.bookieUrl,
    token: hs256Token(AUTH_SCENARIO_SECRET, 'admin'),
  });
  expect(created.statusCode, created.body).toBe(200);
  operator.environment = 'no-binary';
}, 60_000);
afterAll(async () => {
  await server.app.close();
  await simulator.close();
});

describe('a read where the binary port cannot be reached', () => {
  it('reads every message through the admin REST API, across ledgers, and says why', async () => {
    const { answer, lines, messages, last } = await read({
      topics: [placed],
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(lines[0]).toEqual({
      kind: 'started',
      partitions: [placed],
      via: 'rest',
      reason: expect.stringMatching(/^pulsar:\/\/localhost:\d+: .*ECONNREFUSED/) as unknown,
    });
    expect(messages.map((message) => message.id)).toEqual(
      Array.from({ length: 12 }, (_, index) => placedId(index)),
    );
    expect(messages[7]).toMatchObject({
      topic: placed,
      key: 'key-7',
      properties: { origin: 'test', index: '7' },
      value: { format: 'text', value: '{"orderId":7}' },
    });
    expect(messages.map((message) => message.key)).toEqual(
      Array.from({ length: 12 }, (_, index) => `key-${String(index)}`),
    );
    expect(last).toEqual({ kind: 'end', reason: 'now', read: 12, matched: 12 });
  });

  it('merges the partitions of a partitioned topic by publish time', async () => {
    const { lines, messages, last } = await read({
      topics: [shipped],
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
    });
    expect(lines[0]).toMatchObject({
      partitions: [0, 1, 2].map((partition) => `${shipped}-partition-${String(partition)}`),
      via: 'rest',
    });
    expect(messages.map((message) => message.value)).toEqual(
      SHIPPED_ORDER.map((_, index) => ({ format: 'text', value: `shipped-${String(index)}` })),
    );
    expect(messages.map((message) => message.topic)).toEqual(
      SHIPPED_ORDER.map((partition) => `${shipped}-partition-${String(partition)}`),
    );
    // Each id names its partition.
    expect(messages.map((message) => Number(message.id.split(':')[2]))).toEqual(SHIPPED_ORDER);
    expect(last).toMatchObject({ kind: 'end', reason: 'now', read: 6 });
  });

  it('starts at a publish time, at a message id, and counted back', async () => {
    const all = (await read({ topics: [placed], start: { kind: 'earliest' }, stop: { kind: 'now' } }))
      .messages;
    const fromTime = await read({
      topics: [placed],
      start: { kind: 'time', at: all[4]!.publishTime },
      stop: { kind: 'now' },
    });
    expect(fromTime.messages.map((message) => message.key)).toEqual(
      Array.from({ length: 8 }, (_, index) => `key-${String(index + 4)}`),
    );
    const fromId = await read({
      topics: [placed],
      start: { kind: 'messageId', id: placedId(7) },
      stop: { kind: 'now' },
    });
    expect(fromId.messages.map((message) => message.id)).toEqual([7, 8, 9, 10, 11].map(placedId));
    const back = await read({ topics: [placed], start: { kind: 'back', count: 3 }, stop: { kind: 'now' } });
    expect(back.messages.map((message) => message.id)).toEqual([9, 10, 11].map(placedId));
    // After the last message, nothing.
    const latest = await read({ topics: [placed], start: { kind: 'latest' }, stop: { kind: 'now' } });
    expect(latest.last).toEqual({ kind: 'end', reason: 'now', read: 0, matched: 0 });
  });

  it('splits a batched entry into its messages, and starts inside a batch at its index', async () => {
    const { messages } = await read({
      topics: [batched],
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
    });
    expect(messages.map((message) => [message.id.split(':').slice(1).join(':'), message.key])).toEqual([
      ['0:-1:-1', 'alone'],
      ['1:-1:0', 'b-0'],
      ['1:-1:1', 'b-1'],
      ['1:-1:2', 'b-2'],
    ]);
    expect(messages[2]).toMatchObject({
      producer: 'batcher',
      properties: { position: '1' },
      value: { format: 'text', value: '{"item":1}' },
    });
    const inside = await read({
      topics: [batched],
      start: { kind: 'messageId', id: messages[2]!.id },
      stop: { kind: 'now' },
    });
    expect(inside.messages.map((message) => message.key)).toEqual(['b-1', 'b-2']);
  });

  it('still filters in the sandbox', async () => {
    const { messages, last } = await read({
      topics: [placed],
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
      filter: 'int(value.orderId) % 3 == 0',
    });
    expect(messages.map((message) => message.key)).toEqual(['key-0', 'key-3', 'key-6', 'key-9']);
    expect(last).toEqual({ kind: 'end', reason: 'now', read: 12, matched: 4 });
  });

  it('exports through the same reads: every message of both ledgers, as JSON lines and as CSV', async () => {
    const everything = {
      topics: [placed],
      start: { kind: 'earliest' as const },
      stop: { kind: 'now' as const },
    };
    const lines = await operator.request('POST', '/pulsar-manager/workbench/export', {
      ...everything,
      format: 'jsonl',
    });
    expect(lines.statusCode, lines.body).toBe(200);
    const rows = lines.body
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { id: string; key: string; properties: Record<string, string> });
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 12 }, (_, index) => placedId(index)));
    expect(rows.map((row) => row.key)).toEqual(
      Array.from({ length: 12 }, (_, index) => `key-${String(index)}`),
    );
    expect(rows[7]!.properties).toEqual({ origin: 'test', index: '7' });

    const csv = await operator.request('POST', '/pulsar-manager/workbench/export', {
      ...everything,
      filter: 'value.orderId >= 10.0',
      format: 'csv',
      columns: ['key', 'value.orderId'],
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toBe(['\uFEFFkey,value.orderId', 'key-10,10', 'key-11,11', ''].join('\r\n'));
  });

  it('refuses a live tail: only the binary protocol can serve one', async () => {
    const { answer } = await read({ topics: [placed], start: { kind: 'latest' }, stop: { kind: 'tail' } });
    expect(answer.statusCode).toBe(409);
    const { message } = JSON.parse(answer.body) as ErrorResponse;
    expect(message).toMatch(/^The binary port could not be reached \(pulsar:\/\/localhost:\d+: /);
    expect(message).toContain('a live tail needs it');
  });

  it('leaves no subscription behind', async () => {
    for (const topic of [
      'placed',
      'batched',
      ...[0, 1, 2].map((index) => `shipped-partition-${String(index)}`),
    ]) {
      const stats = await atPulsar('GET', `/admin/v2/persistent/${NAMESPACE}/${topic}/stats`);
      expect(Object.keys(((await stats.json()) as { subscriptions: object }).subscriptions)).toEqual([]);
    }
  });
});
