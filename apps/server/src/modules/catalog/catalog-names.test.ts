// The palette's copy of the names (GET …/catalog/names, decision 0097) against the demo simulator's
// catalogue: the tree of what the caller may list, the same hits from the browser's index of it as
// from the server's search, a tenant admin's tenants only and no brokers, 304 on unchanged names
// across passes, gzip for whoever accepts it, documented, and no Pulsar call.
import { gunzipSync } from 'node:zlib';
import {
  type CatalogNamesResponse,
  type CatalogSearchResponse,
  indexCatalogNames,
  NAME_FLAGS,
} from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { BEACON_WEB, type SessionClient } from '../../test-support/index.ts';
import {
  cataloguedForThisFile,
  clearFaults,
  getAs,
  injectFault,
} from '../../test-support/catalog-helpers.ts';

const NAMES = '/pulsar-manager/catalog/names';

describe('the catalogue names', () => {
  const demo = cataloguedForThisFile('demo');
  /** The operator's request for the names, with these headers besides. */
  const ask = (headers: Record<string, string>) =>
    demo.server.app.server.inject({
      method: 'GET',
      url: NAMES,
      headers: { ...BEACON_WEB, token: demo.session.token!, environment: 'demo', ...headers },
    });
  const names = async (as: SessionClient = demo.session) => {
    const response = await getAs(demo.server, as, NAMES, 'demo');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CatalogNamesResponse>();
  };

  it('lists each tenant, namespace and topic once, with its subscriptions and flags, and the brokers', async () => {
    const tree = await names();
    const acme = tree.tenants.find(([tenant]) => tenant === 'acme');
    const iot = acme?.[1].find(([namespace]) => namespace === 'iot');
    const telemetry = iot?.[1].filter(([topic]) => topic === 'telemetry');
    // Partitioned, one entry although several brokers hold its partitions.
    expect(telemetry).toEqual([['telemetry', NAME_FLAGS.partitioned, expect.arrayContaining(['dashboard'])]]);
    const heartbeats = iot?.[1].find(([topic]) => topic === 'heartbeats');
    expect(heartbeats?.[1]).toBe(NAME_FLAGS.nonPersistent);
    expect(tree.brokers).toHaveLength(2);
    expect(tree.brokers[0]?.[0]).toBe('standalone');
  });

  it("gives the browser's index of them the server's own hits, in the same order", async () => {
    const index = indexCatalogNames(await names());
    for (const query of ['sample/ord', 'tel', 'aiot', 'e', 'dashboard', ':', 'zzzz']) {
      const response = await getAs(
        demo.server,
        demo.session,
        `/pulsar-manager/catalog/search?q=${encodeURIComponent(query)}&limit=20`,
        'demo',
      );
      const fromServer = response.json<CatalogSearchResponse>().hits;
      const inBrowser = index.search(query, 20, () => true).map(({ item, score }) => ({ ...item, score }));
      expect(inBrowser, query).toEqual(fromServer);
      if (query !== 'zzzz') expect(fromServer.length, query).toBeGreaterThan(0);
    }
  });

  it("gives a tenant admin only their tenants' names and no brokers", async () => {
    const tenantAdmin = await demo.server.loggedInTenantAdmin(['sample']);
    const tree = await names(tenantAdmin);
    expect(tree.tenants.map(([tenant]) => tenant)).toEqual(['sample']);
    expect(tree.brokers).toEqual([]);
  });

  it('answers 304 while the names stay the same, across passes, and gzip to whoever accepts it', async () => {
    const first = await getAs(demo.server, demo.session, NAMES, 'demo');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"names-/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    await demo.server.app.catalog.collector.collectNow();
    const again = await ask({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const zipped = await ask({ 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(first.json());
  });

  it('is documented, asks for a session and an environment, and answers from memory', async () => {
    const document = await getAs(demo.server, demo.session, '/pulsar-manager/openapi.json', 'demo');
    expect(document.json<{ paths: Record<string, unknown> }>().paths).toHaveProperty(NAMES);
    expect((await getAs(demo.server, undefined, NAMES, 'demo')).statusCode).toBe(401);
    expect((await getAs(demo.server, demo.session, NAMES, 'nowhere')).statusCode).toBe(400);
    await injectFault(demo.simulator, { pathPrefix: '/admin', connectionReset: true });
    try {
      expect((await names()).tenants.length).toBeGreaterThan(1);
    } finally {
      await clearFaults(demo.simulator);
    }
  });
});
