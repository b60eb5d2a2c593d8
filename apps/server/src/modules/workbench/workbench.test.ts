// The workbench's reads (issue 30 items 2, 3 and 6) against the simulator's binary port, with
// authentication on: the environment's token reaches the binary port, messages come merged and
// decoded, the filter runs in its sandbox, a tenant admin reads only where a role grants it, bad
// input is a 4xx with the reason, every read is audited, and no subscription is left behind.
import { simulatorAdmin } from '../../test-support/workbench-simulator.ts';
import { AUTH_SCENARIO_SECRET, startSimulator } from '@beacon/pulsar-sim';
import type { ErrorResponse, ReadMessageLine, WorkbenchLine, WorkbenchReadRequest } from '@beacon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEACON_WEB } from '../../test-support/beacon-web.ts';
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

describe('the workbench reads messages over the binary protocol', () => {
  let simulator: Simulator;
  let server: ServerWithSuperuser;
  let operator: SessionClient;

  /** A call as the admin role, following the brokers' redirects with the token (fetch drops it). */
  const atPulsar = simulatorAdmin(() => simulator.url);

  /** One message at a time, the simulator's clock moved on between them: each its own publish time. */
  async function produce(topic: string, payloads: object[]): Promise<void> {
    for (const [index, payload] of payloads.entries()) {
      const answer = await atPulsar('POST', `/topics/persistent/${NAMESPACE}/${topic}`, {
        messages: [
          { payload: JSON.stringify(payload), key: `key-${String(index)}`, properties: { origin: 'test' } },
        ],
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
      simulator.runtime.advance(10);
    }
  }

  async function subscriptionsOf(topic: string): Promise<string[]> {
    const stats = await atPulsar('GET', `/admin/v2/persistent/${NAMESPACE}/${topic}/stats`);
    return Object.keys(((await stats.json()) as { subscriptions: object }).subscriptions);
  }

  beforeAll(async () => {
    simulator = await startSimulator({ scenario: 'auth', port: 0, traffic: false });
    expect(
      (await atPulsar('PUT', '/admin/v2/tenants/shop', { allowedClusters: ['standalone'] })).status,
    ).toBe(204);
    expect((await atPulsar('PUT', `/admin/v2/namespaces/${NAMESPACE}`)).status).toBe(204);
    expect((await atPulsar('PUT', `/admin/v2/persistent/${NAMESPACE}/placed`)).status).toBe(204);
    expect((await atPulsar('PUT', `/admin/v2/persistent/${NAMESPACE}/shipped/partitions`, 2)).status).toBe(
      204,
    );
    await produce(
      'placed',
      Array.from({ length: 30 }, (_, index) => ({ orderId: index, region: index % 3 === 0 ? 'eu' : 'us' })),
    );
    for (const partition of [0, 1]) {
      const answer = await atPulsar(
        'POST',
        `/topics/persistent/${NAMESPACE}/shipped/partitions/${String(partition)}`,
        {
          messages: [{ payload: JSON.stringify({ orderId: 100 + partition }) }],
        },
      );
      expect(answer.status).toBe(200);
      simulator.runtime.advance(10);
    }

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

  async function read(session: SessionClient, body: WorkbenchReadRequest) {
    const answer = await session.request('POST', '/pulsar-manager/workbench/read', body);
    const lines =
      answer.statusCode === 200
        ? answer.body
            .split('\n')
            .filter((line) => line !== '')
            .map((line) => JSON.parse(line) as WorkbenchLine)
        : [];
    const messages = lines.filter((line): line is ReadMessageLine => line.kind === 'message');
    return { answer, lines, messages, last: lines.at(-1) };
  }

  const placed = `persistent://${NAMESPACE}/placed`;

  it('reads a topic from the earliest message to now, decoded, with keys, properties and ids', async () => {
    const { answer, lines, messages, last } = await read(operator, {
      topics: [placed],
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('application/x-ndjson');
    expect(lines[0]).toEqual({ kind: 'started', partitions: [placed] });
    expect(messages).toHaveLength(30);
    expect(messages[0]).toMatchObject({
      topic: placed,
      key: 'key-0',
      properties: { origin: 'test' },
      value: { format: 'text', value: '{"orderId":0,"region":"eu"}' },
    });
    expect(messages[0]!.id).toMatch(/^\d+:0:-1:-1$/);
    expect(messages.map((message) => message.publishTime)).toEqual(
      [...messages.map((message) => message.publishTime)].sort((a, b) => a - b),
    );
    expect(last).toEqual({ kind: 'end', reason: 'now', read: 30, matched: 30 });
    await expect.poll(() => subscriptionsOf('placed')).toEqual([]);
  });

  it('keeps what the filter is true for, on fields of a JSON value, and stops at the limit', async () => {
    const filtered = await read(operator, {
      topics: [placed],
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
      filter: 'value.region == "eu" && value.orderId > 3',
    });
    expect(filtered.messages.map((message) => message.key)).toEqual([
      'key-6',
      'key-9',
      'key-12',
      'key-15',
      'key-18',
      'key-21',
      'key-24',
      'key-27',
    ]);
    expect(filtered.last).toEqual({ kind: 'end', reason: 'now', read: 30, matched: 8 });

    const limited = await read(operator, {
      topics: [placed],
      start: { kind: 'earliest' },
      stop: { kind: 'tail' },
      limit: 5,
    });
    expect(limited.messages).toHaveLength(5);
    expect(limited.last).toMatchObject({ kind: 'end', reason: 'limit', matched: 5 });
    await expect.poll(() => subscriptionsOf('placed')).toEqual([]);
  });

  it('says why a filter keeps nothing when it cannot be evaluated on the messages', async () => {
    // JSON numbers are doubles in CEL; `%` is for integers.
    const { lines, messages, last } = await read(operator, {
      topics: [placed],
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
      filter: 'value.orderId % 2 == 0',
    });
    expect(messages).toEqual([]);
    const failed = lines.flatMap((line) => (line.kind === 'filter-failed' ? [line.message] : []));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatch(/\S/);
    expect(last).toEqual({ kind: 'end', reason: 'now', read: 30, matched: 0, filterFailures: 30 });
  });

  it('reads the partitions of a partitioned topic, and the topics a regex matches in a namespace', async () => {
    const partitioned = await read(operator, {
      topics: [`persistent://${NAMESPACE}/shipped`],
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
    });
    expect(partitioned.lines[0]).toEqual({
      kind: 'started',
      partitions: [0, 1].map((index) => `persistent://${NAMESPACE}/shipped-partition-${String(index)}`),
    });
    expect(partitioned.messages.map((message) => message.value)).toEqual([
      { format: 'text', value: '{"orderId":100}' },
      { format: 'text', value: '{"orderId":101}' },
    ]);

    const matched = await read(operator, {
      pattern: { namespace: NAMESPACE, regex: 'shipped-partition-1$' },
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
    });
    expect(matched.messages.map((message) => message.topic)).toEqual([
      `persistent://${NAMESPACE}/shipped-partition-1`,
    ]);
  });

  it('starts at a publish time or a message id', async () => {
    const all = (
      await read(operator, { topics: [placed], start: { kind: 'earliest' }, stop: { kind: 'now' } })
    ).messages;
    const fromTime = await read(operator, {
      topics: [placed],
      start: { kind: 'time', at: all[20]!.publishTime },
      stop: { kind: 'now' },
    });
    expect(fromTime.messages.map((message) => message.key)).toEqual(
      all.slice(20).map((message) => message.key),
    );
    const [ledger, entry] = all[25]!.id.split(':');
    const fromId = await read(operator, {
      topics: [placed],
      start: { kind: 'messageId', id: `${ledger!}:${entry!}` },
      stop: { kind: 'now' },
    });
    expect(fromId.messages.map((message) => message.key)).toEqual(
      all.slice(25).map((message) => message.key),
    );
  });

  it('refuses bad input before it reads, with the reason', async () => {
    const refused = async (body: WorkbenchReadRequest, status: number) => {
      const { answer } = await read(operator, body);
      expect(answer.statusCode, answer.body).toBe(status);
      return answer.json<ErrorResponse>().message;
    };
    const base = { start: { kind: 'earliest' }, stop: { kind: 'now' } } as const;
    expect(await refused({ ...base, topics: [placed], filter: 'value.orderId ==' }, 400)).toContain(
      'The filter is not valid',
    );
    expect(await refused({ ...base, topics: [placed], filter: 'value.orderId + 1' }, 400)).toContain(
      'not true or false',
    );
    expect(await refused({ ...base, pattern: { namespace: NAMESPACE, regex: '(' } }, 400)).toContain(
      'The regex is not valid',
    );
    expect(await refused({ ...base, pattern: { namespace: NAMESPACE, regex: '^nothing$' } }, 404)).toContain(
      'No persistent topic of namespace shop/orders matches',
    );
    expect(await refused({ ...base, topics: [`persistent://${NAMESPACE}/missing`] }, 404)).toBeTruthy();
    expect(await refused({ ...base, topics: ['non-persistent://shop/orders/x'] }, 400)).toContain(
      'only persistent topics keep messages',
    );
    expect(
      await refused({ ...base, topics: [placed], pattern: { namespace: NAMESPACE, regex: '.*' } }, 400),
    ).toContain('not both');
  });

  it('stops a regex that backtracks for ever at the sandbox’s time limit, the server answering meanwhile', async () => {
    // Matching (a|a)*$ against 40 a's and a b tries 2^40 ways: it would hold a thread for hours.
    const long = `${'a'.repeat(40)}b`;
    expect((await atPulsar('PUT', `/admin/v2/persistent/${NAMESPACE}/${long}`)).status).toBe(204);
    const reading = read(operator, {
      pattern: { namespace: NAMESPACE, regex: '(a|a)*$' },
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
    });
    // The regex runs in the sandbox's worker: the server still answers while it backtracks.
    const meanwhile = await operator.request('GET', '/pulsar-manager/users/userInfo');
    expect(meanwhile.statusCode).toBe(200);
    const { answer } = await reading;
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json<ErrorResponse>().message).toContain('The regex could not be matched');
    expect((await atPulsar('DELETE', `/admin/v2/persistent/${NAMESPACE}/${long}`)).status).toBe(204);
  });

  it('lets a tenant admin read only where a role grants reading messages', async () => {
    const admin = await operator.createTenantAdmin(['shop']);
    const session = await server.loginAs(admin.username, admin.password);
    session.environment = ENVIRONMENT;
    const body: WorkbenchReadRequest = {
      topics: [placed],
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
    };
    const refused = await read(session, body);
    expect(refused.answer.statusCode).toBe(403);
    expect(refused.answer.json<ErrorResponse>().message).toBe(
      'Reading the messages of tenant shop needs the READ_MESSAGES grant in one of your roles',
    );

    await operator.grantRole(admin.username, 'shop', 'ADMIN,READ_MESSAGES');
    const granted = await server.loginAs(admin.username, admin.password);
    granted.environment = ENVIRONMENT;
    expect((await read(granted, body)).messages).toHaveLength(30);
    const elsewhere = await read(granted, { ...body, topics: ['persistent://sample/orders/created'] });
    expect(elsewhere.answer.statusCode).toBe(403);
  });

  it('tails until the browser goes away, then leaves no subscription', async () => {
    await server.app.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.server.address() as { port: number };
    const browser = new AbortController();
    const answer = await fetch(`http://127.0.0.1:${String(port)}/pulsar-manager/workbench/read`, {
      method: 'POST',
      signal: browser.signal,
      headers: {
        ...BEACON_WEB,
        'content-type': 'application/json',
        token: operator.token!,
        environment: ENVIRONMENT,
        'x-xsrf-token': operator.xsrf!,
        cookie: `XSRF-TOKEN=${operator.xsrf!}`,
      },
      body: JSON.stringify({ topics: [placed], start: { kind: 'latest' }, stop: { kind: 'tail' } }),
    });
    expect(answer.status).toBe(200);
    const stream = answer.body!.getReader();
    const first = new TextDecoder().decode((await stream.read()).value as Uint8Array);
    expect(JSON.parse(first.split('\n')[0]!)).toEqual({ kind: 'started', partitions: [placed] });
    // Reading: the subscription is there while the browser reads.
    await expect.poll(() => subscriptionsOf('placed')).toHaveLength(1);
    browser.abort();
    // The read notices at its next step, within its one-second progress beat.
    await expect.poll(() => subscriptionsOf('placed'), { timeout: 5_000 }).toEqual([]);
  });

  it('audits each read: who, what, the filter and how many messages', async () => {
    await read(operator, {
      topics: [placed],
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
      filter: 'value.region == "us"',
    });
    const rows = await server.app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'message.read')
      .orderBy('at', 'desc')
      .execute();
    const last = rows.find((row) => row.detail.includes('"value.region == \\"us\\""'));
    expect(last).toMatchObject({ actor: server.admin.username, environment: ENVIRONMENT, target: placed });
    await expect
      .poll(
        async () =>
          (
            await server.app.database.db
              .selectFrom('audit_log')
              .select(['result', 'detail'])
              .where('id', '=', last!.id)
              .executeTakeFirstOrThrow()
          ).result,
      )
      .toBe('success');
    const detail = JSON.parse(
      (
        await server.app.database.db
          .selectFrom('audit_log')
          .select('detail')
          .where('id', '=', last!.id)
          .executeTakeFirstOrThrow()
      ).detail,
    ) as Record<string, unknown>;
    expect(detail).toMatchObject({
      partitions: 1,
      read: 30,
      matched: 20,
      end: 'now',
      filter: 'value.region == "us"',
    });
  });
});
