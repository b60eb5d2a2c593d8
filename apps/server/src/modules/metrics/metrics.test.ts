// GET /metrics: closed unless configured, the bearer token, and counters that move after logins and
// proxied calls (issue 19 item 3), on the real database and the Pulsar simulator.
import { startSimulator } from '@beacon/pulsar-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  createTestServer,
  freePort,
  type ServerWithSuperuser,
  SessionClient,
} from '../../test-support/index.ts';
import { tokenMatches } from './metrics.routes.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line (`name{labels} value`), or 0 when the series does not exist yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  type Simulator = Awaited<ReturnType<typeof startSimulator>>;
  let simulator: Simulator;
  let server: ServerWithSuperuser;

  beforeAll(async () => {
    simulator = await startSimulator({ scenario: 'demo', port: 0, traffic: false });
    server = await createServerWithSuperuser({ metricsToken: TOKEN });
    const session = await server.loggedIn();
    await session.addEnvironment({ name: 'local', broker: simulator.url, bookie: simulator.bookieUrl });
  });
  afterAll(async () => {
    await server.app.close();
    await simulator.close();
  });

  const scrape = async () => {
    const response = await server.app.server.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('refuses a missing or wrong bearer token with 401', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN, `Basic ${TOKEN}`]) {
      const response = await server.app.server.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toContain('Bearer');
      expect(response.body).not.toContain('beacon_');
    }
  });

  it('counts logins by result', async () => {
    const before = await scrape();
    await server.loggedIn();
    const wrong = await new SessionClient(server.app).login(server.admin.username, 'not-the-password-1A!');
    expect(wrong.statusCode).toBe(401);
    const after = await scrape();
    const delta = (series: string) => sample(after, series) - sample(before, series);
    expect(delta('beacon_logins_total{result="success"}')).toBe(1);
    expect(delta('beacon_logins_total{result="failure"}')).toBe(1);
    expect(sample(after, 'beacon_active_sessions')).toBeGreaterThanOrEqual(2);
  });

  it('counts proxied calls by environment and status, with a latency histogram', async () => {
    const session = await server.loggedIn();
    const before = await scrape();
    const call = (url: string, environment: string) =>
      server.app.server.inject({
        method: 'GET',
        url,
        headers: { token: session.token ?? '', environment },
      });
    expect((await call('/admin/v2/tenants', 'local')).statusCode).toBe(200);
    expect((await call('/admin/v2/tenants/no-such-tenant', 'local')).statusCode).toBe(404);
    expect((await call('/admin/v2/tenants', 'made-up')).statusCode).toBe(400);
    const after = await scrape();
    const delta = (series: string) => sample(after, series) - sample(before, series);
    expect(delta('beacon_proxy_requests_total{environment="local",status="200"}')).toBe(1);
    expect(delta('beacon_proxy_requests_total{environment="local",status="404"}')).toBe(1);
    // A name that is not an environment never becomes a label value.
    expect(after).not.toContain('made-up');
    expect(delta('beacon_proxy_requests_total{environment="none",status="400"}')).toBe(1);
    expect(delta('beacon_proxy_request_duration_seconds_count{environment="local",status="200"}')).toBe(1);
    expect(delta('beacon_http_requests_total{method="GET",route="/admin/*",status="200"}')).toBe(1);
    // Route patterns, never raw URLs.
    expect(after).not.toContain('no-such-tenant');
  });

  it('reports the statistics collector pass and the database pool', async () => {
    await server.app.catalog.collector.collectNow();
    const text = await scrape();
    expect(sample(text, 'beacon_stats_collector_passes_total{environment="local"}')).toBeGreaterThanOrEqual(
      1,
    );
    expect(sample(text, 'beacon_stats_collector_topics{environment="local"}')).toBeGreaterThan(0);
    expect(text).toContain('beacon_stats_collector_pass_duration_seconds{environment="local"}');
    const pool = server.app.database.poolState();
    expect(sample(text, 'beacon_database_pool_max')).toBe(pool.max);
    expect(sample(text, 'beacon_database_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain(`beacon_database_info{dialect="${server.app.database.dialect}"} 1`);
  });
});

describe('GET /metrics when not configured, or on its own port', () => {
  it('answers 404 on the main listener when neither a token nor a port is set', async () => {
    const server = await createTestServer();
    try {
      const response = await server.server.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('beacon_');
    } finally {
      await server.close();
    }
  });

  it('serves the metrics port only, the main listener answering 404', async () => {
    const metricsPort = await freePort();
    const server = await createTestServer({ metricsPort, host: '127.0.0.1' });
    try {
      await server.server.listen({ port: 0, host: '127.0.0.1' });
      const own = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(own.status).toBe(200);
      expect(await own.text()).toContain('beacon_http_requests_total');
      const main = await server.server.inject({ method: 'GET', url: '/metrics' });
      expect(main.statusCode).toBe(404);
    } finally {
      await server.close();
    }
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  });

  it('compares tokens whatever their length', () => {
    expect(tokenMatches(TOKEN, `Bearer ${TOKEN}`)).toBe(true);
    expect(tokenMatches(TOKEN, `bearer ${TOKEN}`)).toBe(true);
    expect(tokenMatches(TOKEN, 'Bearer ')).toBe(false);
    expect(tokenMatches(TOKEN, `Bearer ${TOKEN}x`)).toBe(false);
    expect(tokenMatches(TOKEN, undefined)).toBe(false);
  });
});
