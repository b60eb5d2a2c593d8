// The command palette's search over the catalogue (issue 33 item 1, decision 0092): tenants,
// namespaces, topics (a partitioned topic once), subscriptions and brokers of the latest pass,
// ranked by fuzzyScore. Answered from memory: a keystroke never reaches Pulsar. The names are
// lower-cased and indexed once per snapshot (a pass every interval), then each query is one scan
// that keeps only the best `limit` hits (no sort of 100 000 matches for a one-letter query).
//
// Two savings make a scan over 100 000 topics fit a keystroke (the 50 ms of the issue, measured in
// bench/palette-browser.ts): each name is kept as its namespace's shared `tenant/namespace/` prefix
// plus its own rest, and the query is walked through each prefix once (prefixScorer), not once per
// topic; and a query that contains an earlier one as a subsequence (the user kept typing) scans only
// that query's matches, since a name matching it must match the earlier one too.
import { type CatalogSearchHit, fuzzyScoreLower, prefixScorer } from '@beacon/contracts';
import { type CatalogSnapshot, subscriptionNamesOf } from './catalog-snapshot.ts';

type Hit = CatalogSearchHit;
type Unscored<Item> = Item extends Hit ? Omit<Item, 'score'> : never;

/** Earlier queries' matches kept per snapshot to narrow later scans (a few typists at a time). */
const NARROWINGS_KEPT = 8;

interface Narrowing {
  query: string;
  /** Every entry the query matched, in index order (before any permission or limit). */
  matches: Uint32Array;
}

interface SearchIndex {
  /** The distinct lower-cased prefixes: '' for tenants and brokers, `tenant/` for namespaces… */
  prefixes: string[];
  /** Per entry: its prefix (an index into `prefixes`), its lower-cased rest, tenant and item. */
  prefixOf: Uint32Array;
  rests: string[];
  /** Undefined for a broker, which belongs to no tenant. */
  tenants: (string | undefined)[];
  items: Unscored<Hit>[];
  narrowings: Narrowing[];
}

export interface SearchScope {
  /** May the caller list this tenant's namespaces, topics and subscriptions? */
  tenant: (tenant: string) => boolean;
  brokers: boolean;
}

const indexes = new WeakMap<CatalogSnapshot, SearchIndex>();

export function searchCatalog(
  snapshot: CatalogSnapshot | undefined,
  query: string,
  limit: number,
  scope: SearchScope,
): Hit[] {
  if (!snapshot) return [];
  const needle = query.trim().toLowerCase();
  const index = indexOf(snapshot);
  const visible = new Map<string, boolean>();
  const mayList = (tenant: string | undefined) => {
    if (tenant === undefined) return scope.brokers;
    let allowed = visible.get(tenant);
    if (allowed === undefined) visible.set(tenant, (allowed = scope.tenant(tenant)));
    return allowed;
  };
  const scorers: ((rest: string) => number)[] = [];
  const scorerOf = (prefix: number) =>
    (scorers[prefix] ??= prefixScorer(needle, index.prefixes[prefix] ?? ''));

  const candidates = narrowestFor(index, needle);
  const count = candidates?.length ?? index.items.length;
  const matches = new Uint32Array(count);
  let matched = 0;
  // The best `limit` so far, best first; a new hit is inserted only if it beats the last.
  const best: { score: number; entry: number }[] = [];
  for (let at = 0; at < count; at += 1) {
    const entry = candidates ? (candidates[at] ?? 0) : at;
    const score = scorerOf(index.prefixOf[entry] ?? 0)(index.rests[entry] ?? '');
    if (score < 0) continue;
    matches[matched++] = entry;
    if (best.length === limit && score <= (best[limit - 1]?.score ?? 0)) continue;
    if (!mayList(index.tenants[entry])) continue;
    let place = best.length;
    while (place > 0 && (best[place - 1]?.score ?? 0) < score) place -= 1;
    best.splice(place, 0, { score, entry });
    if (best.length > limit) best.pop();
  }
  remember(index, { query: needle, matches: matches.slice(0, matched) });
  return best.map(({ score, entry }): Hit => ({
    ...(index.items[entry] as Unscored<Hit>),
    score: Math.round(score * 1000) / 1000,
  }));
}

/**
 * The fewest entries the query can match: the matches of a remembered query that is a subsequence
 * of this one (every name matching this one contains that one in order too); undefined for all.
 */
function narrowestFor(index: SearchIndex, needle: string): Uint32Array | undefined {
  let narrowest: Uint32Array | undefined;
  for (const { query, matches } of index.narrowings)
    if ((!narrowest || matches.length < narrowest.length) && fuzzyScoreLower(query, needle) >= 0)
      narrowest = matches;
  return narrowest;
}

function remember(index: SearchIndex, narrowing: Narrowing): void {
  const kept = index.narrowings.filter(({ query }) => query !== narrowing.query);
  kept.unshift(narrowing);
  index.narrowings = kept.slice(0, NARROWINGS_KEPT);
}

/**
 * Builds a new pass's index soon after it is stored, off the request path: the first keystroke
 * after a pass would otherwise wait for 100 000 names to be lower-cased.
 */
export function prepareSearch(snapshot: CatalogSnapshot): void {
  setImmediate(() => indexOf(snapshot));
}

function indexOf(snapshot: CatalogSnapshot): SearchIndex {
  let index = indexes.get(snapshot);
  if (!index) indexes.set(snapshot, (index = buildIndex(snapshot)));
  return index;
}

function buildIndex(snapshot: CatalogSnapshot): SearchIndex {
  const prefixes: string[] = [];
  const prefixNumbers = new Map<string, number>();
  const prefixOf: number[] = [];
  const rests: string[] = [];
  const tenants: (string | undefined)[] = [];
  const items: Unscored<Hit>[] = [];
  const seen = new Set<string>();
  /** The item's text is `prefix + rest` (its path, tenant first), both matched lower-cased. */
  const add = (
    key: string,
    prefix: string,
    rest: string,
    tenant: string | undefined,
    item: Unscored<Hit>,
  ) => {
    if (seen.has(key)) return;
    seen.add(key);
    const lower = prefix.toLowerCase();
    let number = prefixNumbers.get(lower);
    if (number === undefined) {
      number = prefixes.push(lower) - 1;
      prefixNumbers.set(lower, number);
    }
    prefixOf.push(number);
    rests.push(rest.toLowerCase());
    tenants.push(tenant);
    items.push(item);
  };
  for (const row of snapshot.rows) {
    const { tenant, namespace, domain, topic } = row;
    // A partitioned topic has one row per broker holding some of its partitions: one entry.
    const partitioned = row.partitions > 0;
    add(`t\n${tenant}`, '', tenant, tenant, { kind: 'tenant', tenant });
    add(`n\n${tenant}/${namespace}`, `${tenant}/`, namespace, tenant, {
      kind: 'namespace',
      tenant,
      namespace,
    });
    const namespacePrefix = `${tenant}/${namespace}/`;
    const path = `${namespacePrefix}${topic}`;
    add(`p\n${domain}://${path}`, namespacePrefix, topic, tenant, {
      kind: 'topic',
      domain,
      tenant,
      namespace,
      topic,
      partitioned,
    });
    for (const subscription of subscriptionNamesOf(row))
      add(`s\n${domain}://${path}\n${subscription}`, namespacePrefix, `${topic}/${subscription}`, tenant, {
        kind: 'subscription',
        domain,
        tenant,
        namespace,
        topic,
        partitioned,
        subscription,
      });
  }
  for (const { cluster, broker } of snapshot.brokers)
    add(`b\n${cluster}\n${broker}`, '', broker, undefined, { kind: 'broker', cluster, broker });
  return { prefixes, prefixOf: Uint32Array.from(prefixOf), rests, tenants, items, narrowings: [] };
}
