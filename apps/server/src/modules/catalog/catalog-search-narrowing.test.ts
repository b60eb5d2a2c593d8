// The search's two savings (a namespace's prefix walked once, a longer query scanning only an earlier
// query's matches) must not change a single answer: a snapshot searched while "typing" answers
// exactly what a plain scan of every full name with fuzzyScoreLower answers.
import { fuzzyScoreLower } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { noFigures } from './catalog-figures.ts';
import { prepareSearch, searchCatalog } from './catalog-search.ts';
import { CatalogSnapshot } from './catalog-snapshot.ts';

const header = {
  environment: 'e',
  version: '4.0.0',
  collectedAt: 1,
  durationMs: 1,
  topicCount: 0,
  failedBrokers: [],
  collectedBy: 'test',
};

function snapshot(perNamespace = 400): CatalogSnapshot {
  const rows = [];
  for (const [tenant, namespace] of [
    ['acme', 'iot'],
    ['acme', 'billing'],
    ['Large', 'topics'],
  ] as const)
    for (let n = 0; n < perNamespace; n += 1)
      rows.push({
        cluster: 'c',
        broker: 'b:8080',
        domain: 'persistent' as const,
        tenant,
        namespace,
        topic: `t-${String(n).padStart(4, '0')}${n % 7 === 0 ? '-orders' : ''}`,
        partitions: 0,
        ...noFigures(),
        subscriptionNames: n % 50 === 0 ? ['reader', 'audit-log'] : [],
      });
  return new CatalogSnapshot(header, rows, [{ cluster: 'c', broker: 'b:8080', lastSuccessAt: 1 }]);
}

/** What the search must answer: every full name scored, best first, index order among equals. */
function reference(texts: string[], query: string, limit: number): string[] {
  return texts
    .map((text, order) => ({ text, order, score: fuzzyScoreLower(query, text.toLowerCase()) }))
    .filter(({ score }) => score >= 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ text }) => text);
}

const textOf = (hit: ReturnType<typeof searchCatalog>[number]) =>
  hit.kind === 'tenant'
    ? hit.tenant
    : hit.kind === 'namespace'
      ? `${hit.tenant}/${hit.namespace}`
      : hit.kind === 'topic'
        ? `${hit.tenant}/${hit.namespace}/${hit.topic}`
        : hit.kind === 'subscription'
          ? `${hit.tenant}/${hit.namespace}/${hit.topic}/${hit.subscription}`
          : hit.broker;

describe('the catalogue search, typed one key at a time', () => {
  const everything = { tenant: () => true, brokers: true };

  it('answers each keystroke as a full scan of the whole names would', () => {
    const typed = snapshot();
    // Every name in the index's order, from a search that matches them all.
    const texts = searchCatalog(snapshot(), '', 100_000, everything).map(textOf);
    // Two tenants, three namespaces, 1 200 topics, 48 subscriptions, one broker.
    expect(texts.length).toBe(2 + 3 + 1200 + 48 + 1);
    for (const query of ['large/topics/t-0399', 'acme/iot/t-0007-orders', 'tord', 'reader', 'b:80', 'zz'])
      for (let length = 1; length <= query.length; length += 1) {
        const prefix = query.slice(0, length);
        expect(searchCatalog(typed, prefix, 20, everything).map(textOf), prefix).toEqual(
          reference(texts, prefix, 20),
        );
      }
    // A query that only deletes or changes characters scans everything again.
    expect(searchCatalog(typed, 'billing', 5, everything).map(textOf)).toEqual(
      reference(texts, 'billing', 5),
    );
  });

  it('narrows a scan with a remembered query whatever the caller may see', () => {
    const shared = snapshot();
    // A super user's keystroke is remembered; a tenant admin's next one must still see only acme.
    searchCatalog(shared, 'or', 20, everything);
    const acmeOnly = searchCatalog(shared, 'orders', 100, {
      tenant: (tenant) => tenant === 'acme',
      brokers: false,
    });
    expect(acmeOnly.length).toBeGreaterThan(0);
    expect(acmeOnly.every((hit) => hit.kind !== 'broker' && hit.tenant === 'acme')).toBe(true);
  });

  it('answers the same from an index built in slices, finished by a search or in the background', async () => {
    // 12 000 rows: three slices of 5 000 a turn of the event loop.
    const texts = searchCatalog(snapshot(4_000), '', 100_000, everything).map(textOf);
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    const halfBuilt = snapshot(4_000);
    prepareSearch(halfBuilt);
    await nextTurn();
    // One slice in: the search finishes the build where the slices left it.
    expect(searchCatalog(halfBuilt, 'orders', 20, everything).map(textOf)).toEqual(
      reference(texts, 'orders', 20),
    );
    const background = snapshot(4_000);
    prepareSearch(background);
    for (let turn = 0; turn < 5; turn += 1) await nextTurn();
    expect(searchCatalog(background, 'tord', 20, everything).map(textOf)).toEqual(
      reference(texts, 'tord', 20),
    );
    expect(searchCatalog(background, 'reader', 100, everything).map(textOf)).toEqual(
      reference(texts, 'reader', 100),
    );
  });
});
