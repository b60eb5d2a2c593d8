// Functions, sources and sinks through the proxy to the Pulsar simulator (issue 17 item 6): a tenant
// admin deploys, operates and triggers in its own tenant, on the plural and the singular paths, and is
// refused (403 with a reason, nothing registered at the broker) for another tenant's resources,
// topics and packages and for http(s) and file: package URLs; a large package streams through to the
// broker; a broker without a functions worker answers its 409 to the console unchanged.
import type { ErrorResponse } from '@beacon/contracts';
import { startSimulator } from '@beacon/pulsar-sim';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

const BOUNDARY = 'beacon-functions-boundary';

/**
 * A multipart body as the web sends it: text fields and file parts, the config part typed JSON (a
 * worker finds no config in a part that is not: "Function config is not provided").
 */
function multipart(parts: Record<string, string | { filename: string; content: Buffer }>) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts)) {
    const file = typeof value === 'string' ? undefined : value;
    const disposition = `form-data; name="${name}"${file ? `; filename="${file.filename}"` : ''}`;
    const type = name.endsWith('Config') ? 'Content-Type: application/json\r\n' : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(file ? file.content : Buffer.from(value as string));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const jar = (size = 1024) => ({ filename: 'exclaim.jar', content: Buffer.alloc(size, 0x50) });

describe('functions, sources and sinks through the proxy to the simulator', () => {
  let simulator: Simulator;
  let server: ServerWithSuperuser;
  let tenantAdmin: SessionClient;

  beforeAll(async () => {
    simulator = await startSimulator({ scenario: 'demo', port: 0, traffic: false, control: true });
    server = await createServerWithSuperuser({ proxySessionRate: 0 });
    const superSession = await server.loggedIn();
    await superSession.addEnvironment({ name: 'demo', broker: simulator.url, bookie: simulator.bookieUrl });
    tenantAdmin = await server.loggedInTenantAdmin(['acme']);
  });
  afterAll(async () => {
    await server.app.close();
    await simulator.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: Buffer,
  ): Promise<LightMyRequestResponse> =>
    server.app.server.inject({
      method,
      url,
      headers: {
        token: tenantAdmin.token!,
        'x-xsrf-token': tenantAdmin.xsrf!,
        cookie: `XSRF-TOKEN=${tenantAdmin.xsrf}`,
        environment: 'demo',
        ...(body ? { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } : {}),
      },
      ...(body ? { payload: body } : {}),
    });
  /** What the simulator itself holds, asked directly (not through Beacon). */
  const atBroker = async (path: string) => {
    const response = await fetch(`${simulator.url}${path}`);
    return { status: response.status, body: await response.json() };
  };
  const refusedWith = (response: LightMyRequestResponse, status: number, text: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<ErrorResponse>().reason).toContain(text);
  };

  it('lets a tenant admin deploy, operate, trigger and delete a function in its own tenant', async () => {
    const base = '/admin/v3/functions/acme/analytics/exclaim';
    const functionConfig = JSON.stringify({
      tenant: 'acme',
      namespace: 'analytics',
      name: 'exclaim',
      runtime: 'JAVA',
      className: 'org.example.Exclaim',
      inputs: ['persistent://acme/analytics/in'],
      output: 'persistent://acme/analytics/out',
      parallelism: 2,
    });
    const created = await call('POST', base, multipart({ functionConfig, data: jar() }));
    expect(created.statusCode, created.body).toBe(204);
    expect((await atBroker('/admin/v3/functions/acme/analytics/exclaim/status')).body).toMatchObject({
      numInstances: 2,
      numRunning: 2,
    });

    expect((await call('POST', `${base}/1/stop`)).statusCode).toBe(204);
    expect((await atBroker(`${base}/status`)).body).toMatchObject({ numRunning: 1 });
    refusedWith(await call('POST', `${base}/1/stop`), 400, 'Operation not permitted');
    expect((await call('POST', `${base}/1/start`)).statusCode).toBe(204);

    const trigger = await call(
      'POST',
      `${base}/trigger`,
      multipart({ data: 'hello', topic: 'persistent://acme/analytics/in' }),
    );
    expect(trigger.statusCode, trigger.body).toBe(200);
    expect(trigger.body).toBe('hello!');

    const updated = await call(
      'PUT',
      base,
      multipart({ functionConfig: JSON.stringify({ parallelism: 3 }) }),
    );
    expect(updated.statusCode, updated.body).toBe(204);
    expect((await atBroker(`${base}/status`)).body).toMatchObject({ numInstances: 3 });
    expect((await call('DELETE', base)).statusCode).toBe(204);
    expect((await atBroker(base)).status).toBe(404);
  });

  it('follows a worker’s 307 for an instance another broker’s worker runs (D17)', async () => {
    // The demo's two brokers each run a worker; enrich's instance 1 runs on the second, and the
    // first answers a call about it with a 307 there (ComponentImpl.java:188 in Pulsar 4.0.7), which
    // Beacon's proxy follows inside the environment.
    const [, second] = simulator.brokers;
    const base = '/admin/v3/functions/acme/analytics/enrich';
    const direct = await fetch(`${simulator.url}${base}/1/status`, { redirect: 'manual' });
    expect(direct.status).toBe(307);
    expect(direct.headers.get('location')).toBe(`${second?.url ?? ''}${base}/1/status`);
    const status = await call('GET', `${base}/1/status`);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json<{ workerId: string }>().workerId).toBe(
      `c-standalone-fw-${(second?.id ?? '').replace(':', '-')}`,
    );
    expect((await call('GET', `${base}/1/stats`)).statusCode).toBe(200);
    expect((await call('POST', `${base}/1/restart`)).statusCode).toBe(204);
  });

  it('refuses another tenant’s function, topics and packages, and package URLs off the package store', async () => {
    const base = '/admin/v3/functions/acme/analytics/sneaky';
    const config = (extra: object) =>
      JSON.stringify({ className: 'org.example.F', inputs: ['persistent://acme/analytics/in'], ...extra });
    const other = await call(
      'POST',
      '/admin/v3/functions/sample/orders/f',
      multipart({ functionConfig: config({}) }),
    );
    refusedWith(other, 403, 'This user no permissions for this resource');
    refusedWith(
      await call(
        'POST',
        base,
        multipart({
          functionConfig: config({ inputs: ['persistent://sample/orders/created'] }),
          data: jar(),
        }),
      ),
      403,
      'tenant sample',
    );
    for (const url of [
      'http://attacker.example/f.jar',
      'https://attacker.example/f.jar',
      'file:///etc/passwd',
    ]) {
      refusedWith(await call('POST', base, multipart({ functionConfig: config({}), url })), 403, url);
      refusedWith(await call('POST', base, multipart({ functionConfig: config({ jar: url }) })), 403, url);
    }
    refusedWith(
      await call(
        'POST',
        base,
        multipart({ functionConfig: config({}), url: 'function://sample/orders/theirs@1' }),
      ),
      403,
      'tenant sample',
    );
    refusedWith(await call('POST', '/admin/v3/functions/sample/orders/f/0/stop'), 403, 'no permissions');
    refusedWith(
      await call(
        'POST',
        '/admin/v3/functions/acme/analytics/enrich/trigger',
        multipart({ data: 'x', topic: 'persistent://sample/orders/created' }),
      ),
      403,
      'tenant sample',
    );
    expect((await atBroker('/admin/v3/functions/acme/analytics')).body).toEqual(['enrich']);
    expect((await atBroker('/admin/v3/functions/sample/orders')).body).toEqual([]);
  });

  it('lets a tenant admin deploy a sink from a builtin connector on the singular path, never in another tenant', async () => {
    const definition = await call('GET', '/admin/v3/sinks/builtinsinks/jdbc-postgres/configdefinition');
    expect(definition.statusCode, definition.body).toBe(200);
    expect(definition.json<{ fieldName: string }[]>().map((field) => field.fieldName)).toContain('jdbcUrl');
    const sinkConfig = JSON.stringify({
      inputs: ['persistent://acme/iot/telemetry'],
      archive: 'builtin://jdbc-postgres',
      configs: { jdbcUrl: 'jdbc:postgresql://db/telemetry', tableName: 'readings' },
    });
    const created = await call('POST', '/admin/v3/sink/acme/iot/to-pg', multipart({ sinkConfig }));
    expect(created.statusCode, created.body).toBe(204);
    expect((await atBroker('/admin/v3/sinks/acme/iot/to-pg')).body).toMatchObject({
      className: 'org.apache.pulsar.io.jdbc.PostgresJdbcAutoSchemaSink',
    });
    refusedWith(
      await call('POST', '/admin/v3/sink/sample/orders/to-pg', multipart({ sinkConfig })),
      403,
      'no permissions',
    );
    refusedWith(
      await call(
        'POST',
        '/admin/v3/sink/acme/iot/http-sink',
        multipart({ sinkConfig, url: 'http://attacker.example/s.nar' }),
      ),
      403,
      'http://attacker.example/s.nar',
    );
    expect((await atBroker('/admin/v3/sinks/acme/iot')).body).toEqual(['to-pg']);
    expect((await call('DELETE', '/admin/v3/sinks/acme/iot/to-pg')).statusCode).toBe(204);
  });

  it('streams a large package through to the broker, checked to its end', async () => {
    const base = '/admin/v3/functions/acme/analytics/large';
    const functionConfig = JSON.stringify({
      runtime: 'JAVA',
      className: 'org.example.F',
      inputs: ['persistent://acme/analytics/in'],
    });
    // 12 MiB: far above the 1 MiB the proxy reads before it streams, below the simulator's body limit.
    const created = await call('POST', base, multipart({ data: jar(12 * 1024 * 1024), functionConfig }));
    expect(created.statusCode, created.body).toBe(204);
    expect((await atBroker(`${base}/status`)).body).toMatchObject({ numInstances: 1 });
    const refused = await call(
      'POST',
      '/admin/v3/functions/acme/analytics/large2',
      multipart({ data: jar(12 * 1024 * 1024), functionConfig, url: 'https://attacker.example/f.jar' }),
    );
    expect(refused.statusCode).toBe(403);
    expect((await atBroker('/admin/v3/functions/acme/analytics/large2')).status).toBe(404);
  });

  it('passes a broker’s 409 for a missing functions worker on to the console', async () => {
    const loaded = await fetch(`${simulator.url}/_sim/scenario`, {
      method: 'POST',
      body: JSON.stringify({ name: 'no-worker' }),
    });
    expect(loaded.status).toBe(204);
    try {
      const response = await call('GET', '/admin/v3/functions/acme/analytics');
      expect(response.statusCode, response.body).toBe(409);
      expect(response.body).toContain('Pulsar Function Worker is not enabled');
    } finally {
      await fetch(`${simulator.url}/_sim/scenario`, {
        method: 'POST',
        body: JSON.stringify({ name: 'demo' }),
      });
    }
  });
});
