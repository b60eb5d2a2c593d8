// The workbench's replay (issue 30 item 5) against the simulator's binary port, with authentication
// on: a dry run counts and sends nothing; messages go to another topic with their key, properties,
// event time and bytes, plus BEACON_REPLAYED_FROM; a dead-letter topic's messages go back to their
// REAL_TOPIC; the replay grant is asked in source and target tenants; the rate holds in every
// second; a bad target is a 4xx before anything is sent; every replay is audited.
import { simulatorAdmin } from '../../test-support/workbench-simulator.ts';
import { AUTH_SCENARIO_SECRET, startSimulator } from '@beacon/pulsar-sim';
import type {
  ErrorResponse,
  ReadMessageLine,
  WorkbenchLine,
  WorkbenchReadRequest,
  WorkbenchReplayRequest,
  WorkbenchReplaySummary,
} from '@beacon/contracts';
import { partitionOfKey } from '@beacon/pulsar-reader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  hs256Token,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

const ENVIRONMENT = 'secured';
const NAMESPACE = 'shop/orders';
const adminToken = hs256Token(AUTH_SCENARIO_SECRET, 'admin');
const topicOf = (name: string) => `persistent://${NAMESPACE}/${name}`;

describe('the workbench replays messages over the binary protocol', () => {
  let simulator: Simulator;
  let server: ServerWithSuperuser;
  let operator: SessionClient;
  let serial = 0;

  const atPulsar = simulatorAdmin(() => simulator.url);

  /** A new topic of the namespace (partitioned when asked); its full name. */
  async function createTopic(label: string, partitions = 0): Promise<string> {
    const name = `${label}-${String(++serial)}`;
    const path = `/admin/v2/persistent/${NAMESPACE}/${name}${partitions > 0 ? '/partitions' : ''}`;
    const created = await atPulsar('PUT', path, partitions > 0 ? partitions : undefined);
    expect(created.status).toBe(204);
    return topicOf(name);
  }

  interface Produced {
    payload: string;
    key?: string;
    properties?: Record<string, string>;
    eventTime?: number;
  }

  async function produce(topic: string, messages: Produced[]): Promise<void> {
    for (const message of messages) {
      const answer = await atPulsar('POST', `/topics/${topic.replace('persistent://', 'persistent/')}`, {
        messages: [message],
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
      simulator.runtime.advance(10);
    }
  }

  async function readBack(session: SessionClient, topic: string): Promise<ReadMessageLine[]> {
    const answer = await session.request('POST', '/pulsar-manager/workbench/read', {
      topics: [topic],
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
      limit: 10_000,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.body
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as WorkbenchLine)
      .filter((line): line is ReadMessageLine => line.kind === 'message');
  }

  async function replay(session: SessionClient, body: WorkbenchReplayRequest) {
    const answer = await session.request('POST', '/pulsar-manager/workbench/replay', body);
    return {
      answer,
      summary: answer.statusCode === 200 ? answer.json<WorkbenchReplaySummary>() : undefined,
      message: answer.statusCode === 200 ? undefined : answer.json<ErrorResponse>().message,
    };
  }

  const readAll = (topic: string): WorkbenchReadRequest => ({
    topics: [topic],
    start: { kind: 'earliest' },
    stop: { kind: 'now' },
  });

  let orders: string;

  beforeAll(async () => {
    simulator = await startSimulator({ scenario: 'auth', port: 0, traffic: false });
    expect(
      (await atPulsar('PUT', '/admin/v2/tenants/shop', { allowedClusters: ['standalone'] })).status,
    ).toBe(204);
    expect((await atPulsar('PUT', `/admin/v2/namespaces/${NAMESPACE}`)).status).toBe(204);
    orders = await createTopic('orders');
    await produce(
      orders,
      Array.from({ length: 12 }, (_, index) => ({
        payload: JSON.stringify({ orderId: index, region: index % 3 === 0 ? 'eu' : 'us' }),
        key: `key-${String(index)}`,
        properties: { origin: 'test' },
        eventTime: 1_767_225_600_000 + index,
      })),
    );
    server = await createServerWithSuperuser();
    operator = await server.loggedIn();
    const created = await operator.request('PUT', '/pulsar-manager/environments/environment', {
      name: ENVIRONMENT,
      broker: simulator.url,
      bookie: simulator.bookieUrl,
      token: adminToken,
    });
    expect(created.statusCode, created.body).toBe(200);
    operator.environment = ENVIRONMENT;
  });
  afterAll(async () => {
    await server.app.close();
    await simulator.close();
  });

  it('answers a dry run with how many would go where, and sends nothing', async () => {
    const target = await createTopic('dry');
    const { answer, summary } = await replay(operator, {
      read: { ...readAll(orders), filter: 'value.region == "eu"' },
      target,
      dryRun: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(summary).toEqual({
      dryRun: true,
      read: 12,
      matched: 4,
      sent: 0,
      failed: 0,
      targets: [{ topic: target, messages: 4, sent: 0, failed: 0 }],
    });
    expect(await readBack(operator, target)).toEqual([]);
  });

  it('replays what a filter keeps into another topic: key, properties, event time and bytes kept', async () => {
    const target = await createTopic('copy');
    const source = (await readBack(operator, orders)).filter((line) =>
      (line.value as { value: string }).value.includes('"eu"'),
    );
    const { answer, summary } = await replay(operator, {
      read: { ...readAll(orders), filter: 'value.region == "eu"' },
      target,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(summary).toEqual({
      dryRun: false,
      read: 12,
      matched: 4,
      sent: 4,
      failed: 0,
      targets: [{ topic: target, messages: 4, sent: 4, failed: 0 }],
    });
    const copied = await readBack(operator, target);
    // The same bytes: the source's STRING schema shows them as text, the target (no schema) as JSON.
    expect(copied.map((line) => line.value)).toEqual(
      source.map((line) => ({
        format: 'json',
        value: JSON.parse((line.value as { value: string }).value) as unknown,
      })),
    );
    expect(copied.map((line) => line.key)).toEqual(['key-0', 'key-3', 'key-6', 'key-9']);
    expect(copied.map((line) => line.eventTime)).toEqual(source.map((line) => line.eventTime));
    expect(copied.map((line) => line.properties)).toEqual(
      source.map((line) => ({ origin: 'test', BEACON_REPLAYED_FROM: line.id })),
    );
  });

  it('replays chosen message ids, and names those the topic does not have', async () => {
    const target = await createTopic('chosen');
    const source = await readBack(operator, orders);
    const [ledger] = source[0]!.id.split(':');
    const missing = `${ledger!}:9999:-1:-1`;
    const { answer, summary } = await replay(operator, {
      chosen: { topic: orders, ids: [source[7]!.id, source[2]!.id, missing] },
      target,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(summary).toMatchObject({ sent: 2, failed: 0, notFound: [missing] });
    expect((await readBack(operator, target)).map((line) => line.key)).toEqual(['key-2', 'key-7']);
  });

  it('sends a dead-letter topic’s messages back to their REAL_TOPIC when no target is named', async () => {
    const original = await createTopic('original');
    const partitioned = await createTopic('partitioned', 2);
    const deadLetters = await createTopic('orders-sub-DLQ');
    await produce(deadLetters, [
      { payload: 'first', key: 'a', properties: { REAL_TOPIC: original, ORIGIN_MESSAGE_ID: '1:1:-1' } },
      { payload: 'second', properties: { REAL_TOPIC: `${partitioned}-partition-1` } },
      { payload: 'third', key: 'b', properties: { REAL_TOPIC: original } },
    ]);
    const { answer, summary } = await replay(operator, { read: readAll(deadLetters) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(summary?.targets).toEqual([
      { topic: original, messages: 2, sent: 2, failed: 0 },
      { topic: `${partitioned}-partition-1`, messages: 1, sent: 1, failed: 0 },
    ]);
    expect((await readBack(operator, original)).map((line) => line.value)).toEqual([
      { format: 'text', value: 'first' },
      { format: 'text', value: 'third' },
    ]);
    expect((await readBack(operator, `${partitioned}-partition-1`)).map((line) => line.value)).toEqual([
      { format: 'text', value: 'second' },
    ]);

    // Without REAL_TOPIC on every message, a target must be named; nothing is sent.
    const refused = await replay(operator, { read: readAll(orders) });
    expect(refused.answer.statusCode).toBe(400);
    expect(refused.message).toContain('Name a target topic: 12 of the 12 messages have no REAL_TOPIC');
  });

  it('sends keyed messages to the partition Pulsar’s producer would, the others round-robin', async () => {
    const target = await createTopic('spread', 3);
    const { summary } = await replay(operator, {
      chosen: { topic: orders, ids: (await readBack(operator, orders)).slice(0, 6).map((line) => line.id) },
      target,
    });
    expect(summary).toMatchObject({ sent: 6, failed: 0 });
    for (const partition of [0, 1, 2]) {
      const keys = (await readBack(operator, `${target}-partition-${String(partition)}`)).map(
        (line) => line.key,
      );
      const expected = ['key-0', 'key-1', 'key-2', 'key-3', 'key-4', 'key-5'].filter(
        (key) => partitionOfKey(key, 3) === partition,
      );
      expect(keys, `partition ${String(partition)}`).toEqual(expected);
    }
  });

  it('sends at most maxPerSecond messages in any one second', async () => {
    const target = await createTopic('paced');
    const rate = 5;
    const { summary } = await replay(operator, { read: readAll(orders), target, maxPerSecond: rate });
    expect(summary).toMatchObject({ sent: 12, failed: 0 });
    // The producer writes the time of each send as the publish time, which the broker keeps.
    const sentAt = (await readBack(operator, target)).map((line) => line.publishTime);
    expect(sentAt).toHaveLength(12);
    for (let index = rate; index < sentAt.length; index++) {
      expect(sentAt[index]! - sentAt[index - rate]!, `send ${String(index)}`).toBeGreaterThanOrEqual(1000);
    }
  });

  it('refuses a bad target or source with the reason before sending anything', async () => {
    const missing = await replay(operator, { read: readAll(orders), target: topicOf('missing') });
    expect(missing.answer.statusCode).toBe(404);
    expect(missing.message).toContain(`Topic ${topicOf('missing')} does not exist`);
    const nonPersistent = await replay(operator, {
      read: readAll(orders),
      target: 'non-persistent://shop/orders/x',
    });
    expect(nonPersistent.answer.statusCode).toBe(400);
    const tail = await replay(operator, {
      read: { topics: [orders], start: { kind: 'earliest' }, stop: { kind: 'tail' } },
      target: orders,
    });
    expect(tail.answer.statusCode).toBe(400);
    expect(tail.message).toContain('not a tail');
    const tooFast = await replay(operator, { read: readAll(orders), target: orders, maxPerSecond: 5000 });
    expect(tooFast.answer.statusCode).toBe(400);
    const both = await replay(operator, {
      read: readAll(orders),
      chosen: { topic: orders, ids: ['1:1'] },
      target: orders,
    });
    expect(both.answer.statusCode).toBe(400);
    expect((await readBack(operator, orders)).length).toBe(12);
  });

  it('never replays a topic with masking rules: its hidden fields would go with the bytes', async () => {
    const target = await createTopic('masked-copy');
    const rule = await operator.request('PUT', '/pulsar-manager/workbench/masking-rules', {
      environment: ENVIRONMENT,
      topicPattern: orders,
      fields: ['value.region'],
    });
    expect(rule.statusCode, rule.body).toBe(200);
    try {
      // Refused before a message is read, so the filter never meets the hidden values (a dry run's
      // count would otherwise say whether a guess matched).
      for (const dryRun of [true, false]) {
        const refused = await replay(operator, {
          read: { ...readAll(orders), filter: 'value.region == "eu"' },
          target,
          dryRun,
        });
        expect(refused.answer.statusCode).toBe(403);
        expect(refused.message).toBe(
          `Masking rules hide fields of ${orders}: messages of a masked topic are not replayed, since the hidden fields would go with them`,
        );
      }
      expect(await readBack(operator, target)).toEqual([]);
    } finally {
      const { id } = rule.json<{ id: string }>();
      await operator.request('DELETE', `/pulsar-manager/workbench/masking-rules/${id}`);
    }
  });

  it('lets a tenant admin replay only with the replay grant, and only into such tenants', async () => {
    const target = await createTopic('granted');
    const admin = await operator.createTenantAdmin(['shop']);
    await operator.grantRole(admin.username, 'shop', 'ADMIN,READ_MESSAGES');
    const reader = await server.loginAs(admin.username, admin.password);
    reader.environment = ENVIRONMENT;
    const refused = await replay(reader, { read: readAll(orders), target });
    expect(refused.answer.statusCode).toBe(403);
    expect(refused.message).toBe(
      'Replaying messages of tenant shop needs the REPLAY_MESSAGES grant in one of your roles',
    );

    await operator.grantRole(admin.username, 'shop', 'ADMIN,READ_MESSAGES,REPLAY_MESSAGES');
    const replayer = await server.loginAs(admin.username, admin.password);
    replayer.environment = ENVIRONMENT;
    const elsewhere = await replay(replayer, {
      read: readAll(orders),
      target: 'persistent://sample/orders/created',
    });
    expect(elsewhere.answer.statusCode).toBe(403);
    const granted = await replay(replayer, { read: readAll(orders), target, dryRun: true });
    expect(granted.answer.statusCode, granted.answer.body).toBe(200);
    expect(granted.summary).toMatchObject({ matched: 12, sent: 0 });
  });

  it('audits each replay: who, from where, to where, the filter, the counts, dry run or not', async () => {
    const target = await createTopic('audited');
    for (const dryRun of [true, false]) {
      await replay(operator, {
        read: { ...readAll(orders), filter: 'value.region == "us"' },
        target,
        dryRun,
      });
    }
    const rows = await server.app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'message.replay')
      .where('target', '=', target)
      .execute();
    expect(rows.map((row) => row.result)).toEqual(['success', 'success']);
    const details = rows.map((row) => JSON.parse(row.detail) as Record<string, unknown>);
    const common = {
      source: orders,
      filter: 'value.region == "us"',
      target,
      read: 12,
      matched: 8,
      maxPerSecond: 100,
    };
    expect(details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...common, dryRun: true }),
        expect.objectContaining({ ...common, dryRun: false, sent: 8, failed: 0 }),
      ]),
    );
    expect(rows.every((row) => row.actor === server.admin.username && row.environment === ENVIRONMENT)).toBe(
      true,
    );
  });
});
