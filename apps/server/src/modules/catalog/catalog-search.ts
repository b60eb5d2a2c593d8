// The command palette's search over the catalogue (issue 33 item 1, decisions 0092 and 0097):
// tenants, namespaces, topics (a partitioned topic once), subscriptions and brokers of the latest
// pass, ranked by fuzzyScore. Answered from memory: a keystroke never reaches Pulsar. Each pass's names
// (catalog-names.ts) and their index (contracts' NameIndex, the one the browser searches its own copy
// with) are built once, soon after the pass is stored; each query is then one scan.
import {
  type CatalogNamesResponse,
  type CatalogSearchHit,
  type CatalogSearchItem,
  CatalogNamesIndexer,
  type NameIndex,
} from '@beacon/contracts';
import type { CatalogSnapshot } from './catalog-snapshot.ts';
import { NamesBuilder, type NamesScope } from './catalog-names.ts';

interface Prepared {
  names: CatalogNamesResponse;
  index: NameIndex<CatalogSearchItem>;
}

const prepared = new WeakMap<CatalogSnapshot, Prepared>();

export function searchCatalog(
  snapshot: CatalogSnapshot | undefined,
  query: string,
  limit: number,
  scope: NamesScope,
): CatalogSearchHit[] {
  if (!snapshot) return [];
  const mayList = (tenant: string | undefined) =>
    tenant === undefined ? scope.brokers : scope.tenant(tenant);
  return preparedOf(snapshot)
    .index.search(query, limit, mayList)
    .map(({ item, score }) => ({ ...item, score }));
}

/** The pass's names, as GET …/catalog/names filters them for a caller. */
export function catalogNamesOf(snapshot: CatalogSnapshot): CatalogNamesResponse {
  return preparedOf(snapshot).names;
}

/** Rows, then index entries, handled per turn of the event loop while a pass is prepared. */
const ROWS_PER_SLICE = 5_000;

/** Passes being prepared in slices (prepareSearch), so that a search arriving meanwhile finishes it. */
const building = new WeakMap<CatalogSnapshot, Preparation>();

/**
 * Prepares a new pass's names and index soon after it is stored, off the request path (the first
 * keystroke after a pass would otherwise wait for 100 000 names to be lower-cased), and in slices
 * that yield between them: built at once it held the event loop ~150 ms at 100 000 topics, and every
 * request with it (docs/benchmarks.md, the palette). A search that comes first finishes it itself.
 */
export function prepareSearch(snapshot: CatalogSnapshot): void {
  if (prepared.has(snapshot) || building.has(snapshot)) return;
  const preparation = new Preparation(snapshot);
  building.set(snapshot, preparation);
  const slice = () => {
    if (prepared.has(snapshot)) return;
    if (!preparation.step(ROWS_PER_SLICE)) return void setImmediate(slice);
    prepared.set(snapshot, preparation.done());
    building.delete(snapshot);
  };
  setImmediate(slice);
}

function preparedOf(snapshot: CatalogSnapshot): Prepared {
  let ready = prepared.get(snapshot);
  if (ready) return ready;
  const preparation = building.get(snapshot) ?? new Preparation(snapshot);
  preparation.step(Number.POSITIVE_INFINITY);
  prepared.set(snapshot, (ready = preparation.done()));
  building.delete(snapshot);
  return ready;
}

/** The names of a pass gathered from its rows, then indexed entry by entry. */
class Preparation {
  readonly #builder: NamesBuilder;
  #names: CatalogNamesResponse | undefined;
  #indexer: CatalogNamesIndexer | undefined;

  constructor(snapshot: CatalogSnapshot) {
    this.#builder = new NamesBuilder(snapshot);
  }

  /** Does up to `count` more rows or entries; true once all is done. */
  step(count: number): boolean {
    if (!this.#names) {
      if (!this.#builder.add(count)) return false;
      this.#names = this.#builder.finish();
      this.#indexer = new CatalogNamesIndexer(this.#names);
      if (count !== Number.POSITIVE_INFINITY) return false;
    }
    return this.#indexer!.step(count);
  }

  done(): Prepared {
    return { names: this.#names!, index: this.#indexer!.index };
  }
}
