// Colour rules and "N messages back" (issue 30 items 2 and 3, decision 0075) against the simulator's
// binary port: each rule runs in the read's sandbox and a line carries the first rule true of it; a
// read counted back starts N entries before each partition's end, or at its earliest when it has
// fewer.
import { simulatorAdmin } from '../../test-support/workbench-simulator.ts';
import { AUTH_SCENARIO_SECRET, startSimulator } from '@beacon/pulsar-sim';
import type { ErrorResponse, ReadMessageLine, WorkbenchLine, WorkbenchReadRequest } from '@beacon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerWithSuperuser, hs256Token, type ServerWithSuperuser } from '../../test-support/index.ts';
import type { SessionClient } from '../../test-support/index.ts';

const NAMESPACE = 'shop/colours';
const adminToken = hs256Token(AUTH_SCENARIO_SECRET, 'admin');
const placed = `persistent://${NAMESPACE}/placed`;
const split = `persistent://${NAMESPACE}/split`;

describe('workbench colour rules and reads counted back', () => {
  let simulator: Awaited<ReturnType<typeof startSimulator>>;
  let server: ServerWithSuperuser;
  let operator: SessionClient;

  const atPulsar = simulatorAdmin(() => simulator.url);

  async function produce(path: string, payloads: object[]): Promise<void> {
    for (const [index, payload] of payloads.entries()) {
      const answer = await atPulsar('POST', path, {
        messages: [{ payload: JSON.stringify(payload), key: `key-${String(index)}` }],
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
      simulator.runtime.advance(10);
    }
  }

  beforeAll(async () => {
    simulator = await startSimulator({ scenario: 'auth', port: 0, traffic: false });
    expect(
      (await atPulsar('PUT', '/admin/v2/tenants/shop', { allowedClusters: ['standalone'] })).status,
    ).toBe(204);
    expect((await atPulsar('PUT', `/admin/v2/namespaces/${NAMESPACE}`)).status).toBe(204);
    expect((await atPulsar('PUT', `/admin/v2/persistent/${NAMESPACE}/placed`)).status).toBe(204);
    expect((await atPulsar('PUT', `/admin/v2/persistent/${NAMESPACE}/split/partitions`, 2)).status).toBe(204);
    expect((await atPulsar('PUT', `/admin/v2/persistent/${NAMESPACE}/empty`)).status).toBe(204);
    await produce(
      `/topics/persistent/${NAMESPACE}/placed`,
      Array.from({ length: 10 }, (_, index) => ({ orderId: index, region: index % 2 === 0 ? 'eu' : 'us' })),
    );
    // Partition 0 holds 5 messages, partition 1 only 2.
    await produce(
      `/topics/persistent/${NAMESPACE}/split/partitions/0`,
      Array.from({ length: 5 }, (_, index) => ({ orderId: index })),
    );
    await produce(
      `/topics/persistent/${NAMESPACE}/split/partitions/1`,
      Array.from({ length: 2 }, (_, index) => ({ orderId: 100 + index })),
    );
    server = await createServerWithSuperuser();
    operator = await server.loggedIn();
    const created = await operator.request('PUT', '/pulsar-manager/environments/environment', {
      name: 'secured',
      broker: simulator.url,
      bookie: simulator.bookieUrl,
      token: adminToken,
    });
    expect(created.statusCode, created.body).toBe(200);
    operator.environment = 'secured';
  });
  afterAll(async () => {
    await server.app.close();
    await simulator.close();
  });

  async function read(body: WorkbenchReadRequest) {
    const answer = await operator.request('POST', '/pulsar-manager/workbench/read', body);
    const lines =
      answer.statusCode === 200
        ? answer.body
            .split('\n')
            .filter((line) => line !== '')
            .map((line) => JSON.parse(line) as WorkbenchLine)
        : [];
    const messages = lines.filter((line): line is ReadMessageLine => line.kind === 'message');
    return { answer, messages, last: lines.at(-1) };
  }

  const orderIds = (messages: ReadMessageLine[]) =>
    messages.map(
      (message) => (JSON.parse((message.value as { value: string }).value) as { orderId: number }).orderId,
    );

  it('colours each kept line by the first rule true of it, after the filter', async () => {
    const { answer, messages, last } = await read({
      topics: [placed],
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
      filter: 'value.orderId >= 2.0',
      colours: [
        { expression: 'value.orderId >= 8.0', colour: 'red' },
        // Also true of 8 and 9: the first rule wins.
        { expression: 'value.region == "us"', colour: 'blue' },
        // Fails on every message (no such field): colours nothing, fails nothing.
        { expression: 'value.missing.deeper == 1', colour: 'green' },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(messages.map((message) => [message.key, message.colour])).toEqual([
      ['key-2', undefined],
      ['key-3', 1],
      ['key-4', undefined],
      ['key-5', 1],
      ['key-6', undefined],
      ['key-7', 1],
      ['key-8', 0],
      ['key-9', 0],
    ]);
    // A colour rule that cannot be evaluated is not a filter failure.
    expect(last).toEqual({ kind: 'end', reason: 'now', read: 10, matched: 8 });
  });

  it('colours without a filter, and refuses a rule that is not valid CEL, naming it', async () => {
    const coloured = await read({
      topics: [placed],
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
      colours: [{ expression: 'key == "key-0"', colour: 'purple' }],
    });
    expect(coloured.messages.filter((message) => message.colour === 0).map((message) => message.key)).toEqual(
      ['key-0'],
    );

    const refused = await read({
      topics: [placed],
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
      colours: [
        { expression: 'true', colour: 'red' },
        { expression: 'value.region ==', colour: 'orange' },
      ],
    });
    expect(refused.answer.statusCode).toBe(400);
    expect(refused.answer.json<ErrorResponse>().message).toMatch(/^Colour rule 2 is not valid/);

    const tooMany = await read({
      topics: [placed],
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
      colours: Array.from({ length: 6 }, () => ({ expression: 'true', colour: 'red' as const })),
    });
    expect(tooMany.answer.statusCode).toBe(400);
  });

  it('starts N messages back from the end, up to now', async () => {
    const { answer, messages, last } = await read({
      topics: [placed],
      start: { kind: 'back', count: 3 },
      stop: { kind: 'now' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(orderIds(messages)).toEqual([7, 8, 9]);
    expect(last).toEqual({ kind: 'end', reason: 'now', read: 3, matched: 3 });
  });

  it('counts back per partition, from the earliest of a partition holding fewer', async () => {
    const { messages } = await read({
      topics: [split],
      start: { kind: 'back', count: 3 },
      stop: { kind: 'now' },
    });
    const ofPartition = (index: number) =>
      orderIds(messages.filter((message) => message.topic === `${split}-partition-${String(index)}`));
    expect(ofPartition(0)).toEqual([2, 3, 4]);
    expect(ofPartition(1)).toEqual([100, 101]);

    // Further back than the topic reaches: every message.
    const all = await read({
      topics: [placed],
      start: { kind: 'back', count: 100_000 },
      stop: { kind: 'now' },
    });
    expect(orderIds(all.messages)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // No message at all (examinemessage's 412): the read ends at once, at now.
    const empty = await read({
      topics: [`persistent://${NAMESPACE}/empty`],
      start: { kind: 'back', count: 3 },
      stop: { kind: 'now' },
    });
    expect(empty.answer.statusCode, empty.answer.body).toBe(200);
    expect(empty.last).toEqual({ kind: 'end', reason: 'now', read: 0, matched: 0 });
    // Beyond the contract's limit: refused before anything is read.
    const refused = await read({
      topics: [placed],
      start: { kind: 'back', count: 100_001 },
      stop: { kind: 'now' },
    });
    expect(refused.answer.statusCode).toBe(400);
  });
});
