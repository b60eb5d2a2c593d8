// The command palette's index of names (decisions 0092 and 0097), one code for both sides: the server
// searches the catalogue with it (GET …/catalog/search, for scripts and while the browser's copy
// loads), and the browser searches its own copy of the names it may list (GET …/catalog/names)
// without a request per keystroke. Same entries, same order, same scores: one query ranks the same.
//
// Two savings make a scan over 100 000 topics fit a keystroke: each name is kept as its namespace's
// shared `tenant/namespace/` prefix plus its own rest, and the query is walked through each prefix
// once (prefixScorer), not once per topic; and a query that contains an earlier one as a subsequence
// (the user kept typing) scans only that query's matches, since a name matching it must match the
// earlier one too.
import { fuzzyScoreLower, prefixScorer } from './fuzzy-score.ts';

/** Earlier queries' matches kept to narrow later scans (a few typists at a time on the server). */
const NARROWINGS_KEPT = 8;

interface Narrowing {
  query: string;
  /** Every entry the query matched, in index order (before any permission or limit). */
  matches: Uint32Array;
}

export interface NameHit<Item> {
  item: Item;
  /** fuzzyScoreLower of the whole name, rounded to a thousandth. */
  score: number;
}

export class NameIndex<Item> {
  /** The distinct lower-cased prefixes: '' for tenants and brokers, `tenant/` for namespaces… */
  readonly #prefixes: string[] = [];
  readonly #prefixNumbers = new Map<string, number>();
  /** Per entry: its prefix (an index into #prefixes), its lower-cased rest, tenant and item. */
  readonly #prefixOf: number[] = [];
  readonly #rests: string[] = [];
  /** Undefined for an entry of no tenant (a broker). */
  readonly #tenants: (string | undefined)[] = [];
  readonly #items: Item[] = [];
  #narrowings: Narrowing[] = [];

  /** An entry whose name is `prefix + rest` (its path, tenant first), both matched lower-cased. */
  add(prefix: string, rest: string, tenant: string | undefined, item: Item): void {
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
    // An entry added after a search would be missing from the narrowings that search left.
    if (this.#narrowings.length > 0) this.#narrowings = [];
  }

  /**
   * The best `limit` entries for `query`, best first (an earlier entry first among equals), of the
   * tenants `mayList` allows (a tenant-less entry is asked as undefined). One scan that keeps only the
   * best `limit`: no sort of 100 000 matches for a one-letter query.
   */
  search(query: string, limit: number, mayList: (tenant: string | undefined) => boolean): NameHit<Item>[] {
    const needle = query.trim().toLowerCase();
    const visible = new Map<string | undefined, boolean>();
    const allowed = (tenant: string | undefined) => {
      let may = visible.get(tenant);
      if (may === undefined) visible.set(tenant, (may = mayList(tenant)));
      return may;
    };
    const scorers: ((rest: string) => number)[] = [];
    const scorerOf = (prefix: number) =>
      (scorers[prefix] ??= prefixScorer(needle, this.#prefixes[prefix] ?? ''));

    const candidates = this.#narrowestFor(needle);
    const count = candidates?.length ?? this.#items.length;
    const matches = new Uint32Array(count);
    let matched = 0;
    // The best `limit` so far, best first; a new hit is inserted only if it beats the last.
    const best: { score: number; entry: number }[] = [];
    for (let at = 0; at < count; at += 1) {
      const entry = candidates ? (candidates[at] ?? 0) : at;
      const score = scorerOf(this.#prefixOf[entry] ?? 0)(this.#rests[entry] ?? '');
      if (score < 0) continue;
      matches[matched++] = entry;
      if (best.length === limit && score <= (best[limit - 1]?.score ?? 0)) continue;
      if (!allowed(this.#tenants[entry])) continue;
      let place = best.length;
      while (place > 0 && (best[place - 1]?.score ?? 0) < score) place -= 1;
      best.splice(place, 0, { score, entry });
      if (best.length > limit) best.pop();
    }
    this.#remember({ query: needle, matches: matches.slice(0, matched) });
    return best.map(({ score, entry }) => ({
      item: this.#items[entry] as Item,
      score: Math.round(score * 1000) / 1000,
    }));
  }

  /**
   * The fewest entries the query can match: the matches of a remembered query that is a subsequence
   * of this one (every name matching this one contains that one in order too); undefined for all.
   */
  #narrowestFor(needle: string): Uint32Array | undefined {
    let narrowest: Uint32Array | undefined;
    for (const { query, matches } of this.#narrowings)
      if ((!narrowest || matches.length < narrowest.length) && fuzzyScoreLower(query, needle) >= 0)
        narrowest = matches;
    return narrowest;
  }

  #remember(narrowing: Narrowing): void {
    const kept = this.#narrowings.filter(({ query }) => query !== narrowing.query);
    kept.unshift(narrowing);
    this.#narrowings = kept.slice(0, NARROWINGS_KEPT);
  }
}
