// The command palette's search over the catalogue (issue 33 item 1, decision 0092): tenants,
// namespaces, topics (a partitioned topic once), subscriptions and brokers of the latest pass,
// ranked by fuzzyScore. Answered from memory: a keystroke never reaches Pulsar. The names are
// lower-cased and indexed once per snapshot (a pass every interval), then each query is one scan
// that keeps only the best `limit` hits (no sort of 100 000 matches for a one-letter query).
import { type CatalogSearchHit, fuzzyScoreLower } from '@beacon/contracts';
import { type CatalogSnapshot, subscriptionNamesOf } from './catalog-snapshot.ts';

type Hit = CatalogSearchHit;
type Unscored<Item> = Item extends Hit ? Omit<Item, 'score'> : never;

interface Entry {
  /** The lower-cased text the query is matched against: the item's path, tenant first. */
  text: string;
  /** Undefined for a broker, which belongs to no tenant. */
  tenant: string | undefined;
  item: Unscored<Hit>;
}

export interface SearchScope {
  /** May the caller list this tenant's namespaces, topics and subscriptions? */
  tenant: (tenant: string) => boolean;
  brokers: boolean;
}

const indexes = new WeakMap<CatalogSnapshot, Entry[]>();

export function searchCatalog(
  snapshot: CatalogSnapshot | undefined,
  query: string,
  limit: number,
  scope: SearchScope,
): Hit[] {
  if (!snapshot) return [];
  const needle = query.trim().toLowerCase();
  const visible = new Map<string, boolean>();
  const mayList = (tenant: string | undefined) => {
    if (tenant === undefined) return scope.brokers;
    let allowed = visible.get(tenant);
    if (allowed === undefined) visible.set(tenant, (allowed = scope.tenant(tenant)));
    return allowed;
  };
  // The best `limit` so far, best first; a new hit is inserted only if it beats the last.
  const best: { score: number; entry: Entry }[] = [];
  for (const entry of indexOf(snapshot)) {
    const score = fuzzyScoreLower(needle, entry.text);
    if (score < 0) continue;
    if (best.length === limit && score <= (best[limit - 1]?.score ?? 0)) continue;
    if (!mayList(entry.tenant)) continue;
    let at = best.length;
    while (at > 0 && (best[at - 1]?.score ?? 0) < score) at -= 1;
    best.splice(at, 0, { score, entry });
    if (best.length > limit) best.pop();
  }
  return best.map(({ score, entry }): Hit => ({ ...entry.item, score: Math.round(score * 1000) / 1000 }));
}

/**
 * Builds a new pass's index soon after it is stored, off the request path: the first keystroke
 * after a pass would otherwise wait for 100 000 names to be lower-cased.
 */
export function prepareSearch(snapshot: CatalogSnapshot): void {
  setImmediate(() => indexOf(snapshot));
}

function indexOf(snapshot: CatalogSnapshot): Entry[] {
  let entries = indexes.get(snapshot);
  if (!entries) indexes.set(snapshot, (entries = buildIndex(snapshot)));
  return entries;
}

function buildIndex(snapshot: CatalogSnapshot): Entry[] {
  const entries: Entry[] = [];
  const seen = new Set<string>();
  const add = (key: string, text: string, tenant: string | undefined, item: Unscored<Hit>) => {
    if (seen.has(key)) return;
    seen.add(key);
    entries.push({ text: text.toLowerCase(), tenant, item });
  };
  for (const row of snapshot.rows) {
    const { tenant, namespace, domain, topic } = row;
    // A partitioned topic has one row per broker holding some of its partitions: one entry.
    const partitioned = row.partitions > 0;
    add(`t\n${tenant}`, tenant, tenant, { kind: 'tenant', tenant });
    add(`n\n${tenant}/${namespace}`, `${tenant}/${namespace}`, tenant, {
      kind: 'namespace',
      tenant,
      namespace,
    });
    const path = `${tenant}/${namespace}/${topic}`;
    add(`p\n${domain}://${path}`, path, tenant, {
      kind: 'topic',
      domain,
      tenant,
      namespace,
      topic,
      partitioned,
    });
    for (const subscription of subscriptionNamesOf(row))
      add(`s\n${domain}://${path}\n${subscription}`, `${path}/${subscription}`, tenant, {
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
    add(`b\n${cluster}\n${broker}`, broker, undefined, { kind: 'broker', cluster, broker });
  return entries;
}
