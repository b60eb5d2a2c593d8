// The command palette's search against the demo simulator's catalogue: ranked hits, a partitioned
// topic once, subscriptions kept through the stored snapshot, a tenant admin's tenants only, the
// limit, refused queries, and no Pulsar call per query.
import type { CatalogSearchHit, CatalogSearchResponse, ErrorResponse } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import type { SessionClient } from '../../test-support/index.ts';
import {
  cataloguedForThisFile,
  clearFaults,
  getAs,
  injectFault,
} from '../../test-support/catalog-helpers.ts';
import { decodePayload, encodePayload } from './catalog-snapshot.ts';
import { noFigures } from './catalog-figures.ts';

describe('the catalogue search', () => {
  const demo = cataloguedForThisFile('demo');
  const search = async (query: string, as: SessionClient = demo.session) => {
    const response = await getAs(demo.server, as, `/pulsar-manager/catalog/search?${query}`, 'demo');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CatalogSearchResponse>().hits;
  };
  const label = (hit: CatalogSearchHit) =>
    hit.kind === 'tenant'
      ? `tenant ${hit.tenant}`
      : hit.kind === 'namespace'
        ? `namespace ${hit.tenant}/${hit.namespace}`
        : hit.kind === 'topic'
          ? `topic ${hit.domain}://${hit.tenant}/${hit.namespace}/${hit.topic}`
          : hit.kind === 'subscription'
            ? `subscription ${hit.tenant}/${hit.namespace}/${hit.topic}/${hit.subscription}`
            : `broker ${hit.broker}`;

  it('ranks a prefix first, then a segment start, then a scattered match', async () => {
    const hits = await search('q=sample/ord');
    // The namespace is the shortest name starting with the query; its topics (equals) follow.
    expect(label(hits[0]!)).toBe('namespace sample/orders');
    expect(hits.slice(1, 3).map(label).sort()).toEqual([
      'topic persistent://sample/orders/created',
      'topic persistent://sample/orders/shipped',
    ]);
    const scores = hits.map((hit) => hit.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);

    // "tel" starts the topic's own segment; "acme/iot/telemetry" is the best topic hit.
    const tel = await search('q=tel');
    expect(label(tel[0]!)).toBe('topic persistent://acme/iot/telemetry');
    // "aiot" only as a scattered subsequence: still found.
    expect((await search('q=aiot')).map(label)).toContain('namespace acme/iot');
    expect(await search('q=zzzz')).toEqual([]);
  });

  it('lists a partitioned topic once, marked partitioned, and finds its subscriptions', async () => {
    const hits = await search('q=telemetry&limit=100');
    const topics = hits.filter((hit) => hit.kind === 'topic');
    expect(topics).toEqual([
      expect.objectContaining({ topic: 'telemetry', partitioned: true, domain: 'persistent' }),
    ]);
    const dashboard = await search('q=dashboard');
    expect(dashboard[0]).toMatchObject({
      kind: 'subscription',
      tenant: 'acme',
      namespace: 'iot',
      topic: 'telemetry',
      partitioned: true,
      subscription: 'dashboard',
    });
    expect((await search('q=heartbeats'))[0]).toMatchObject({
      kind: 'topic',
      domain: 'non-persistent',
      partitioned: false,
    });
  });

  it('finds the brokers for a super user', async () => {
    const brokers = (await search('q=:&limit=100')).filter((hit) => hit.kind === 'broker');
    expect(brokers).toHaveLength(2);
    expect(brokers[0]).toMatchObject({ cluster: 'standalone' });
  });

  it("shows a tenant admin only their tenants' items and no brokers", async () => {
    const tenantAdmin = await demo.server.loggedInTenantAdmin(['sample']);
    const hits = await search('q=e&limit=100', tenantAdmin);
    expect(hits.length).toBeGreaterThan(3);
    expect(hits.every((hit) => hit.kind !== 'broker' && hit.tenant === 'sample')).toBe(true);
    expect(await search('q=telemetry', tenantAdmin)).toEqual([]);
  });

  it('answers at most `limit` hits, 20 by default', async () => {
    expect(await search('q=e&limit=2')).toHaveLength(2);
    const all = await search('q=e&limit=100');
    expect(all.length).toBeGreaterThan(2);
    expect((await search('q=e')).length).toBe(Math.min(all.length, 20));
  });

  it.each([
    ['', 'q is required'],
    ['q=', 'q must not be empty'],
    ['q=a&limit=0', 'limit must be a number between 1 and 100'],
    ['q=a&limit=101', 'limit must be a number between 1 and 100'],
    ['q=a&limit=many', 'limit must be a number between 1 and 100'],
    [`q=${'a'.repeat(257)}`, 'q is too long'],
  ])('refuses the query "%s" with 400', async (query, message) => {
    const response = await getAs(
      demo.server,
      demo.session,
      `/pulsar-manager/catalog/search?${query}`,
      'demo',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().error).toBe(message);
  });

  it('asks for a session and an environment', async () => {
    expect(
      (await getAs(demo.server, undefined, '/pulsar-manager/catalog/search?q=a', 'demo')).statusCode,
    ).toBe(401);
    expect(
      (await getAs(demo.server, demo.session, '/pulsar-manager/catalog/search?q=a', 'nowhere')).statusCode,
    ).toBe(400);
  });

  it('answers from memory while every broker call fails', async () => {
    await injectFault(demo.simulator, { pathPrefix: '/admin', connectionReset: true });
    try {
      expect(label((await search('q=shipped'))[0]!)).toBe('topic persistent://sample/orders/shipped');
    } finally {
      await clearFaults(demo.simulator);
    }
  });

  it('keeps subscription names through the stored snapshot', async () => {
    const row = {
      cluster: 'c',
      broker: 'b:8080',
      domain: 'persistent' as const,
      tenant: 't',
      namespace: 'n',
      topic: 'x',
      partitions: 0,
      ...noFigures(),
      subscriptions: 2,
      subscriptionFigures: [
        { subscription: 'one', backlog: 0, consumers: 0 },
        { subscription: 'two', backlog: 3, consumers: 1 },
      ],
    };
    const decoded = decodePayload(
      await encodePayload([row], [{ cluster: 'c', broker: 'b:8080', lastSuccessAt: 1 }]),
    );
    expect(decoded.rows[0]?.subscriptionNames).toEqual(['one', 'two']);
  });
});
