// /healthz and /readyz as Kubernetes probes use them (docs/operations.md): liveness asks nothing,
// readiness asks the database, and `?verbose` tells what was checked, the statistics lease included.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/index.ts';

interface Readiness {
  status: string;
  checks: { statisticsLease: { state: string; holder: string | null; expiresAt: number | null } };
}

describe('health probes', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('answers HEAD as well as GET, without a session and never cached', async () => {
    server = await createTestServer();
    for (const url of ['/healthz', '/readyz']) {
      const head = await server.server.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['cache-control']).toBe('no-store');
    }
  });

  it('tells the checks with ?verbose: the database, and the lease once a replica took it', async () => {
    server = await createTestServer();
    // The collector's first pass takes the lease as soon as the server is ready, racing the first
    // probe: stopped (and its row gone, as in a database no replica has collected from yet), the
    // lease changes only when this test changes it.
    await server.server.ready();
    await server.catalog.collector.stop();
    await server.database.db.deleteFrom('catalog_leases').execute();
    const before = await server.server.inject({ url: '/readyz?verbose' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      status: 'ready',
      checks: {
        database: { reachable: true, dialect: server.database.dialect },
        statisticsLease: { state: 'never-taken', holder: null, expiresAt: null },
      },
    });
    expect(await server.catalog.lease.acquire(60_000)).toBe(true);
    const held = (await server.server.inject({ url: '/readyz?verbose=1' })).json<Readiness>();
    expect(held.checks.statisticsLease).toMatchObject({
      state: 'held-here',
      holder: server.catalog.lease.holder,
    });
    expect(held.checks.statisticsLease.expiresAt).toBeGreaterThan(Date.now());
    // Released (as on shutdown): lapsed until another replica takes it; the replica stays ready.
    await server.catalog.lease.release();
    const lapsed = await server.server.inject({ url: '/readyz?verbose' });
    expect(lapsed.statusCode).toBe(200);
    expect(lapsed.json<Readiness>().checks.statisticsLease.state).toBe('lapsed');
  });

  it('keeps liveness up and readiness down while the database is gone', async () => {
    server = await createTestServer();
    await server.database.close();
    expect((await server.server.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await server.server.inject({ url: '/readyz?verbose' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'database unreachable',
      checks: {
        database: { reachable: false, dialect: server.database.dialect },
        statisticsLease: { state: 'unknown', holder: null, expiresAt: null },
      },
    });
  });
});
