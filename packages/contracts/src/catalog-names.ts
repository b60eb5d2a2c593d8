// GET {prefix}/catalog/names (decision 0097): every name of the catalogue's latest pass the caller
// may list — tenants, namespaces, topics (a partitioned topic once) with their subscriptions, and for
// whoever may read brokers, the brokers — as one compact tree the browser indexes once and then
// searches at each keystroke without a request. Its entries, in order, are what the server's own
// search indexes too (catalogNameEntries), so both rank a query the same.
import { z } from 'zod';
import type { CatalogSearchHit } from './catalog.ts';
import { NameIndex } from './name-index.ts';

/** A topic's flags in the names: non-persistent, partitioned. */
export const NAME_FLAGS = { nonPersistent: 1, partitioned: 2 } as const;

/** A topic: its name, its flags (NAME_FLAGS summed) and its subscriptions. */
const topicNamesSchema = z.tuple([z.string(), z.number().int().min(0).max(3), z.array(z.string())]);
/** A namespace (its name within the tenant) and its topics. */
const namespaceNamesSchema = z.tuple([z.string(), z.array(topicNamesSchema)]);

export const catalogNamesResponseSchema = z.object({
  /** Each tenant with its namespaces; the order is the search's order among equal scores. */
  tenants: z.array(z.tuple([z.string(), z.array(namespaceNamesSchema)])),
  /** `[cluster, broker]`, for a caller who may read brokers; empty otherwise. */
  brokers: z.array(z.tuple([z.string(), z.string()])),
});
export type CatalogNamesResponse = z.infer<typeof catalogNamesResponseSchema>;
export type CatalogTopicNames = z.infer<typeof topicNamesSchema>;

type Unscored<Hit> = Hit extends CatalogSearchHit ? Omit<Hit, 'score'> : never;
/** What a search hit says of its entry, before the query scores it. */
export type CatalogSearchItem = Unscored<CatalogSearchHit>;

/** One entry of the search: its name is `prefix + rest`; a broker has no tenant. */
interface CatalogNameEntry {
  prefix: string;
  rest: string;
  tenant: string | undefined;
  item: CatalogSearchItem;
}

/** The search's entries of a names tree, in order: a tenant, its namespaces, each one's topics and subscriptions; the brokers last. */
function* catalogNameEntries(names: CatalogNamesResponse): Generator<CatalogNameEntry> {
  for (const [tenant, namespaces] of names.tenants) {
    yield { prefix: '', rest: tenant, tenant, item: { kind: 'tenant', tenant } };
    for (const [namespace, topics] of namespaces) {
      yield { prefix: `${tenant}/`, rest: namespace, tenant, item: { kind: 'namespace', tenant, namespace } };
      const prefix = `${tenant}/${namespace}/`;
      for (const [topic, flags, subscriptions] of topics) {
        const domain = flags & NAME_FLAGS.nonPersistent ? 'non-persistent' : 'persistent';
        const partitioned = (flags & NAME_FLAGS.partitioned) !== 0;
        const where = { domain, tenant, namespace, topic, partitioned } as const;
        yield { prefix, rest: topic, tenant, item: { kind: 'topic', ...where } };
        for (const subscription of subscriptions)
          yield {
            prefix,
            rest: `${topic}/${subscription}`,
            tenant,
            item: { kind: 'subscription', ...where, subscription },
          };
      }
    }
  }
  for (const [cluster, broker] of names.brokers)
    yield { prefix: '', rest: broker, tenant: undefined, item: { kind: 'broker', cluster, broker } };
}

/**
 * A names tree indexed a slice at a time: the server and the browser each yield between slices, so
 * 100 000 topics never hold their event loop or a frame for long.
 */
export class CatalogNamesIndexer {
  readonly index = new NameIndex<CatalogSearchItem>();
  readonly #entries: Iterator<CatalogNameEntry>;

  constructor(names: CatalogNamesResponse) {
    this.#entries = catalogNameEntries(names);
  }

  /** Indexes up to `count` more entries; true once every one is in. */
  step(count: number): boolean {
    for (let added = 0; added < count; added += 1) {
      const next = this.#entries.next();
      if (next.done === true) return true;
      const { prefix, rest, tenant, item } = next.value;
      this.index.add(prefix, rest, tenant, item);
    }
    return false;
  }
}

/** The whole index of a names tree at once. */
export function indexCatalogNames(names: CatalogNamesResponse): NameIndex<CatalogSearchItem> {
  const indexer = new CatalogNamesIndexer(names);
  indexer.step(Number.POSITIVE_INFINITY);
  return indexer.index;
}
