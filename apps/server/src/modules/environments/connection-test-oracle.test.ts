// The connection test must not be an SSRF oracle (issue 12 item 6): refused addresses are refused
// before any connection, an allowlist pins environments, a non-Pulsar answer's body is never echoed,
// and a closed port, a service that is not HTTP and one that never answers read alike. Every test is
// audited (who, which environment, which URL, the outcome) and never with the token.
import net from 'node:net';
import type { ConnectionTestResult, ErrorResponse } from '@beacon/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type FakeBroker,
  type ServerWithSuperuser,
  startFakeBroker,
} from '../../test-support/index.ts';
import { parseBrokerAllowlist } from './address-policy.ts';

const TEST_PATH = '/pulsar-manager/environments/environment/test';
const SAVE_PATH = '/pulsar-manager/environments/environment';
const TOKEN = 'oracle-test-token-value';

describe('connection test as an oracle', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function server(allowlist?: string): Promise<ServerWithSuperuser> {
    const created = await createServerWithSuperuser(
      allowlist === undefined ? {} : { brokerAddressPolicy: parseBrokerAllowlist(allowlist) },
    );
    cleanups.push(() => created.app.close());
    return created;
  }

  async function broker(options: Parameters<typeof startFakeBroker>[0] = {}): Promise<FakeBroker> {
    const started = await startFakeBroker(options);
    cleanups.push(() => started.close());
    return started;
  }

  /** A TCP service that is not HTTP: it greets like SSH, or says nothing at all. */
  async function tcpService(greeting: string | undefined): Promise<string> {
    const sockets = new Set<net.Socket>();
    const service = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      if (greeting) socket.write(greeting);
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          for (const socket of sockets) socket.destroy();
          service.close(() => resolve());
        }),
    );
    return `http://127.0.0.1:${(service.address() as net.AddressInfo).port}`;
  }

  async function closedPort(): Promise<string> {
    const closed = await startFakeBroker();
    await closed.close();
    return closed.url;
  }

  const body = (broker: string, overrides: object = {}) => ({
    name: 'lab',
    broker,
    bookie: broker,
    token: TOKEN,
    ...overrides,
  });

  async function auditedTests(app: ServerWithSuperuser['app']) {
    const rows = await app.database.db
      .selectFrom('audit_log')
      .where('action', '=', 'environment.test')
      .select(['actor', 'environment', 'target', 'result', 'detail'])
      .orderBy('at')
      .execute();
    return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> }));
  }

  it('refuses link-local, metadata and unspecified addresses before connecting, and audits the refusal', async () => {
    const { app, loggedIn, admin } = await server();
    const session = await loggedIn();
    const cases: [string, string][] = [
      ['http://169.254.169.254', 'Beacon does not connect to 169.254.169.254: it is a link-local address'],
      ['http://[fe80::1]:8080', 'Beacon does not connect to fe80::1: it is a link-local address'],
      [
        'http://[::ffff:169.254.169.254]:80',
        'Beacon does not connect to ::ffff:a9fe:a9fe: it is a link-local address',
      ],
      ['http://[fd00:ec2::254]', 'Beacon does not connect to fd00:ec2::254: it is a cloud metadata address'],
      ['http://0.0.0.0:8080', 'Beacon does not connect to 0.0.0.0: it is an unspecified address'],
    ];
    for (const [url, message] of cases) {
      const refused = await session.request('POST', TEST_PATH, body(url));
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json<ErrorResponse>().error).toBe(message);
      const save = await session.request('PUT', SAVE_PATH, body(url));
      expect(save.statusCode, url).toBe(400);
      expect(save.json<ErrorResponse>().error).toBe(message);
    }
    // A refused bookie URL is refused too, before anything reaches the service URL.
    const pulsar = await broker();
    const bookie = await session.request(
      'POST',
      TEST_PATH,
      body(pulsar.url, { bookie: 'http://169.254.169.254' }),
    );
    expect(bookie.statusCode).toBe(400);
    expect(bookie.json<ErrorResponse>().error).toBe(
      'Beacon does not connect to 169.254.169.254: it is a link-local address',
    );
    expect(pulsar.requests).toEqual([]);

    const audited = await auditedTests(app);
    expect(audited).toHaveLength(cases.length + 1);
    expect(audited[0]).toEqual({
      actor: admin.username,
      environment: 'lab',
      target: 'lab',
      result: 'failure',
      detail: {
        broker: 'http://169.254.169.254',
        bookie: 'http://169.254.169.254',
        refused: 'Beacon does not connect to 169.254.169.254: it is a link-local address',
      },
    });
    expect(JSON.stringify(audited)).not.toContain(TOKEN);
  });

  // Three servers of their own, each migrating its database: seconds on a loaded PostgreSQL.
  it(
    'with BEACON_BROKER_ALLOWLIST, tests and saves only the hosts and CIDRs it lists',
    { timeout: 30_000 },
    async () => {
      const pulsar = await broker({ requiredToken: TOKEN });
      const port = new URL(pulsar.url).port;
      const pinned = await (await server('10.0.0.0/8, broker.example.com')).loggedIn();
      const literal = await pinned.request('POST', TEST_PATH, body(pulsar.url));
      expect(literal.statusCode).toBe(400);
      expect(literal.json<ErrorResponse>().error).toBe(
        'Beacon does not connect to 127.0.0.1: it is not in BEACON_BROKER_ALLOWLIST',
      );
      // A name is decided on the address it resolves to, when Beacon connects.
      const named = await pinned.request('POST', TEST_PATH, body(`http://localhost:${port}`));
      expect(named.statusCode).toBe(400);
      expect(named.json<ErrorResponse>().error).toMatch(
        /^Beacon does not connect to localhost: its address (127\.0\.0\.1|::1) is not in BEACON_BROKER_ALLOWLIST$/,
      );
      expect((await pinned.request('PUT', SAVE_PATH, body(pulsar.url))).statusCode).toBe(400);
      expect(pulsar.requests).toEqual([]);

      const open = await (await server('127.0.0.0/8')).loggedIn();
      const allowed = await open.request('POST', TEST_PATH, body(pulsar.url));
      expect(allowed.json<ConnectionTestResult>()).toMatchObject({
        status: 'online',
        clusters: ['standalone'],
      });
      const byName = await (await server('localhost')).loggedIn();
      expect((await byName.request('PUT', SAVE_PATH, body(`http://localhost:${port}`))).statusCode).toBe(200);
    },
  );

  it('never echoes what a non-Pulsar HTTP service answers', async () => {
    const { app, loggedIn } = await server();
    const session = await loggedIn();
    const answers = [
      { status: 200, body: '["<script>alert(1)</script>","ami-id secret"]', type: 'application/json' },
      // Words Pulsar would take as cluster names, from a service that answers them at every path
      // (issue 28 B18): not echoed, as it names no Pulsar version.
      { status: 200, body: '["payroll","wiki-admins"]', type: 'application/json' },
      { status: 200, body: '<html><title>Internal wiki</title></html>', type: 'text/html' },
      { status: 500, body: '{"reason":"internal detail 42"}', type: 'application/json' },
      { status: 302, body: 'Moved to http://intranet/', type: 'text/plain' },
    ];
    for (const answer of answers) {
      const website = await broker({
        overrides: () => ({
          status: answer.status,
          headers: { 'content-type': answer.type },
          body: answer.body,
        }),
      });
      const response = await session.request('POST', TEST_PATH, body(website.url));
      expect(response.statusCode).toBe(200);
      expect(response.json<ConnectionTestResult>()).toEqual({
        status: 'invalid',
        message: `${website.host} is not a Pulsar admin endpoint`,
        url: website.url,
        clusters: [],
      });
    }
    const audited = await auditedTests(app);
    expect(audited.map((row) => row.result)).toEqual(['failure', 'failure', 'failure', 'failure', 'failure']);
    expect(JSON.stringify(audited)).not.toMatch(/script|wiki|internal detail|intranet|payroll/);
  });

  it('answers alike for a closed port, a service that is not HTTP and one that never answers', async () => {
    const { app, loggedIn } = await server();
    const session = await loggedIn();
    const targets = [
      await closedPort(),
      await tcpService('SSH-2.0-OpenSSH_9.6\r\n'),
      await tcpService(undefined),
    ];
    const answers: string[] = [];
    for (const target of targets) {
      const response = await session.request('POST', TEST_PATH, body(target));
      expect(response.statusCode).toBe(200);
      // The host:port is the operator's own input; everything else must be the same.
      answers.push(response.body.replaceAll(target, 'URL').replaceAll(new URL(target).host, 'HOST'));
    }
    expect(answers[0]).toBe(
      JSON.stringify({
        status: 'unreachable',
        message:
          'HOST is unreachable: no HTTP answer (the connection was refused or closed, or nothing came within 2 s; check the host, port and scheme)',
        url: 'URL',
        clusters: [],
      }),
    );
    expect(new Set(answers).size).toBe(1);
    const audited = await auditedTests(app);
    expect(audited.map((row) => [row.result, row.detail.url, row.detail.status])).toEqual(
      targets.map((target) => ['failure', target, 'unreachable']),
    );
  });

  it('audits a successful test with the URL it reached', async () => {
    const { app, loggedIn, admin } = await server();
    const pulsar = await broker({ requiredToken: TOKEN });
    const response = await (await loggedIn()).request('POST', TEST_PATH, body(pulsar.url));
    expect(response.json<ConnectionTestResult>().status).toBe('online');
    expect(await auditedTests(app)).toEqual([
      {
        actor: admin.username,
        environment: 'lab',
        target: 'lab',
        result: 'success',
        detail: {
          broker: pulsar.url,
          bookie: pulsar.url,
          status: 'online',
          url: pulsar.url,
          message: 'Connected: clusters standalone',
        },
      },
    ]);
  });
});
