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

/** Rows indexed per turn of the event loop while a pass's index is built in the background. */
const ROWS_PER_SLICE = 5_000;

/** Indexes being built in slices (prepareSearch), so that a search arriving meanwhile finishes it. */
const building = new WeakMap<CatalogSnapshot, IndexBuilder>();

/**
 * Builds a new pass's index soon after it is stored, off the request path (the first keystroke
 * after a pass would otherwise wait for 100 000 names to be lower-cased), and in slices of
 * ROWS_PER_SLICE rows that yield between them: built at once it held the event loop ~150 ms at
 * 100 000 topics, and every request with it (docs/benchmarks.md, the palette). A search that comes
 * before the last slice finishes the build itself.
 */
export function prepareSearch(snapshot: CatalogSnapshot): void {
  if (indexes.has(snapshot) || building.has(snapshot)) return;
  const builder = new IndexBuilder(snapshot);
  building.set(snapshot, builder);
  const slice = () => {
    if (indexes.has(snapshot)) return;
    if (!builder.add(ROWS_PER_SLICE)) return void setImmediate(slice);
    indexes.set(snapshot, builder.finish());
    building.delete(snapshot);
  };
  setImmediate(slice);
}

function indexOf(snapshot: CatalogSnapshot): SearchIndex {
  let index = indexes.get(snapshot);
  if (index) return index;
  const builder = building.get(snapshot) ?? new IndexBuilder(snapshot);
  builder.add(Number.POSITIVE_INFINITY);
  indexes.set(snapshot, (index = builder.finish()));
  building.delete(snapshot);
  return index;
}

/** The index of one snapshot, its rows added a slice at a time, then its brokers. */
class IndexBuilder {
  readonly #rows: CatalogSnapshot['rows'];
  readonly #brokers: CatalogSnapshot['brokers'];
  #next = 0;
  readonly #prefixes: string[] = [];
  readonly #prefixNumbers = new Map<string, number>();
  readonly #prefixOf: number[] = [];
  readonly #rests: string[] = [];
  readonly #tenants: (string | undefined)[] = [];
  readonly #items: Unscored<Hit>[] = [];
  readonly #seen = new Set<string>();

  constructor(snapshot: CatalogSnapshot) {
    this.#rows = snapshot.rows;
    this.#brokers = snapshot.brokers;
  }

  /** Indexes up to `count` more rows; true once every row is in. */
  add(count: number): boolean {
    const end = Math.min(this.#rows.length, this.#next + count);
    for (; this.#next < end; this.#next += 1) {
      const row = this.#rows[this.#next];
      if (row) this.#addRow(row);
    }
    return this.#next >= this.#rows.length;
  }

  finish(): SearchIndex {
    for (const { cluster, broker } of this.#brokers)
      this.#add(`b\n${cluster}\n${broker}`, '', broker, undefined, { kind: 'broker', cluster, broker });
    return {
      prefixes: this.#prefixes,
      prefixOf: Uint32Array.from(this.#prefixOf),
      rests: this.#rests,
      tenants: this.#tenants,
      items: this.#items,
      narrowings: [],
    };
  }

  #addRow(row: CatalogSnapshot['rows'][number]): void {
    const { tenant, namespace, domain, topic } = row;
    // A partitioned topic has one row per broker holding some of its partitions: one entry.
    const partitioned = row.partitions > 0;
    this.#add(`t\n${tenant}`, '', tenant, tenant, { kind: 'tenant', tenant });
    this.#add(`n\n${tenant}/${namespace}`, `${tenant}/`, namespace, tenant, {
      kind: 'namespace',
      tenant,
      namespace,
    });
    const namespacePrefix = `${tenant}/${namespace}/`;
    const path = `${namespacePrefix}${topic}`;
    this.#add(`p\n${domain}://${path}`, namespacePrefix, topic, tenant, {
      kind: 'topic',
      domain,
      tenant,
      namespace,
      topic,
      partitioned,
    });
    for (const subscription of subscriptionNamesOf(row))
      this.#add(
        `s\n${domain}://${path}\n${subscription}`,
        namespacePrefix,
        `${topic}/${subscription}`,
        tenant,
        { kind: 'subscription', domain, tenant, namespace, topic, partitioned, subscription },
      );
  }

  /** The item's text is `prefix + rest` (its path, tenant first), both matched lower-cased. */
  #add(key: string, prefix: string, rest: string, tenant: string | undefined, item: Unscored<Hit>): void {
    if (this.#seen.has(key)) return;
    this.#seen.add(key);
    const lower = prefix.toLowerCase();
    let number = this.#prefixNumbers.get(lower);
    if (number === undefined) {
      number = this.#prefixes.push(lower) - 1;
      this.#prefixNumbers.set(lower, number);
    }
    this.#prefixOf.push(number);
    this.#rests.push(rest.toLowerCase());
    this.#tenants.push(tenant);
    this.#items.push(item);
  }
}
