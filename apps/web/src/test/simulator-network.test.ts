import { COOKIES, REQUEST_HEADERS } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { browserCookies } from './browser-cookies.ts';
import { NO_ENVIRONMENT } from './console-paths.ts';
import { tenantAdmin } from './console-users.ts';
import { SIMULATED_ENVIRONMENT, simulatePulsar } from './simulator-network.ts';

/** A call as the web's client sends it: the chosen environment and the session's CSRF token. */
const call = (path: string, init: RequestInit & { environment?: string | null } = {}) => {
  const { environment = SIMULATED_ENVIRONMENT, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (environment) headers.set(REQUEST_HEADERS.environment, environment);
  headers.set(REQUEST_HEADERS.xsrf, browserCookies()[COOKIES.xsrf] ?? '');
  return fetch(new URL(path, window.location.href), { ...rest, headers });
};

describe('the simulated Pulsar of the web tests, behind the real server', () => {
  it("answers a Pulsar call from the simulator's scenario", async () => {
    await simulatePulsar();
    const answer = await call('/admin/v2/tenants');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(expect.arrayContaining(['public', 'sample', 'acme']));
  });

  it('keeps what a call wrote, for the test to read in its state', async () => {
    const pulsar = await simulatePulsar();
    const created = await call('/admin/v2/tenants/finance', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ adminRoles: ['finance-admin'], allowedClusters: ['standalone'] }),
    });
    expect(created.status).toBe(204);
    expect(pulsar.state.tenants.get('finance')?.adminRoles).toEqual(['finance-admin']);
  });

  it("answers with Pulsar's own status and reason", async () => {
    await simulatePulsar();
    const answer = await call('/admin/v2/tenants/missing');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ reason: 'Tenant does not exist' });
  });

  it('gives each test a fresh simulator: state, faults and clock', async () => {
    const pulsar = await simulatePulsar();
    expect(await (await call('/admin/v2/tenants')).json()).not.toContain('finance');
    expect(pulsar.simulator.control.faults.list()).toEqual([]);
    expect(pulsar.state.clock.now()).toBe(Date.UTC(2026, 0, 1));
    pulsar.simulator.control.advance(60_000);
    pulsar.fail({ pathPrefix: '/admin/v2/clusters', status: 503 });
  });

  it('starts the next test afresh after one that moved time and left faults', async () => {
    const pulsar = await simulatePulsar();
    expect(pulsar.state.clock.now()).toBe(Date.UTC(2026, 0, 1));
    expect((await call('/admin/v2/clusters')).status).toBe(200);
  });

  it('fails the calls a test asks to fail, through the control API', async () => {
    const pulsar = await simulatePulsar();
    pulsar.fail({ pathPrefix: '/admin/v2/tenants', method: 'GET', status: 500, reason: 'Boom', times: 1 });
    const failed = await call('/admin/v2/tenants');
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ reason: 'Boom' });
    expect((await call('/admin/v2/tenants')).status).toBe(200);
  });

  it("turns a broker outage into the proxy's 502, with its reason", async () => {
    const pulsar = await simulatePulsar();
    pulsar.fail({ outage: true });
    const answer = await call('/admin/v2/clusters');
    expect(answer.status).toBe(502);
    const { reason } = (await answer.json()) as { reason: string };
    expect(reason).toMatch(/^Cannot reach environment 'simulator': ./);
  });

  it("routes x-pulsar-cluster to that cluster's brokers", async () => {
    const pulsar = await simulatePulsar({ scenario: 'geo' });
    const euWest = pulsar.simulator.brokers.filter((broker) => broker.cluster === 'eu-west');
    const routed = await call('/admin/v2/brokers/eu-west', { headers: { 'x-pulsar-cluster': 'eu-west' } });
    expect(await routed.json()).toEqual(euWest.map((broker) => broker.id));
  });

  it("follows a broker's 307 to the topic's owner, as Beacon's proxy does", async () => {
    const pulsar = await simulatePulsar();
    const owners = new Set<unknown>();
    for (const broker of pulsar.simulator.brokers) {
      const stats = await call('/admin/v2/persistent/sample/orders/created/stats', {
        headers: { 'x-pulsar-broker': broker.id },
      });
      expect(stats.status).toBe(200);
      owners.add(((await stats.json()) as { ownerBroker: string }).ownerBroker);
    }
    // Asked first of each of the demo's two brokers, the answer always comes from the one owner.
    expect(pulsar.simulator.brokers).toHaveLength(2);
    expect(owners.size).toBe(1);
  });

  it("refuses what Beacon's proxy refuses: a call without an environment, a forbidden call", async () => {
    await simulatePulsar({ user: tenantAdmin });
    expect((await call('/admin/v2/tenants', { environment: null })).status).toBe(400);
    const forbidden = await call('/admin/v2/clusters/standalone', { method: 'DELETE' });
    expect(forbidden.status).toBe(403);
  });

  it('answers the shell’s clusters probe without an environment with the proxy’s own refusal', async () => {
    await simulatePulsar({ environment: null });
    const probe = await call('/admin/v2/clusters', { environment: null });
    expect(probe.status).toBe(400);
    expect(await probe.json()).toMatchObject({ message: NO_ENVIRONMENT });
  });

  it("records the browser's Pulsar calls, with their bodies", async () => {
    const pulsar = await simulatePulsar();
    await call('/admin/v2/tenants/finance', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ adminRoles: [], allowedClusters: ['standalone'] }),
    });
    await call('/pulsar-manager/users/userInfo');
    expect(pulsar.seen.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'PUT /admin/v2/tenants/finance',
    ]);
    expect(await pulsar.seen[0]?.json()).toEqual({ adminRoles: [], allowedClusters: ['standalone'] });
  });
});
