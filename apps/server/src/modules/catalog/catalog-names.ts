// The catalogue's names as the palette searches them (decision 0097): one tree per pass (contracts'
// catalog-names.ts) built from the pass's rows in slices — catalog-search.ts indexes it for the
// server's own search — and what GET …/catalog/names answers a caller: the tenants they may list, the
// brokers if they may read them, serialized, hashed and gzip'd once per pass and scope.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { type CatalogNamesResponse, type CatalogTopicNames, NAME_FLAGS } from '@beacon/contracts';
import type { BrokerTopicFigures } from './catalog-figures.ts';
import { type CatalogSnapshot, subscriptionNamesOf } from './catalog-snapshot.ts';

type NamespaceNames = CatalogNamesResponse['tenants'][number][1][number];

interface TenantBuild {
  namespaces: NamespaceNames[];
  byName: Map<string, { topics: CatalogTopicNames[]; byKey: Map<string, CatalogTopicNames> }>;
}

/** A pass's names, its rows added a slice at a time, then its brokers. */
export class NamesBuilder {
  readonly #rows: CatalogSnapshot['rows'];
  readonly #brokers: CatalogSnapshot['brokers'];
  #next = 0;
  readonly #tenants: CatalogNamesResponse['tenants'] = [];
  readonly #byTenant = new Map<string, TenantBuild>();

  constructor(snapshot: CatalogSnapshot) {
    this.#rows = snapshot.rows;
    this.#brokers = snapshot.brokers;
  }

  /** Adds up to `count` more rows; true once every row is in. */
  add(count: number): boolean {
    const end = Math.min(this.#rows.length, this.#next + count);
    for (; this.#next < end; this.#next += 1) {
      const row = this.#rows[this.#next];
      if (row) this.#addRow(row);
    }
    return this.#next >= this.#rows.length;
  }

  finish(): CatalogNamesResponse {
    return {
      tenants: this.#tenants,
      brokers: this.#brokers.map(({ cluster, broker }): [string, string] => [cluster, broker]),
    };
  }

  #addRow(row: BrokerTopicFigures): void {
    const { tenant, namespace, domain, topic } = row;
    let tenantBuild = this.#byTenant.get(tenant);
    if (!tenantBuild) {
      tenantBuild = { namespaces: [], byName: new Map() };
      this.#byTenant.set(tenant, tenantBuild);
      this.#tenants.push([tenant, tenantBuild.namespaces]);
    }
    let namespaceBuild = tenantBuild.byName.get(namespace);
    if (!namespaceBuild) {
      namespaceBuild = { topics: [], byKey: new Map() };
      tenantBuild.byName.set(namespace, namespaceBuild);
      tenantBuild.namespaces.push([namespace, namespaceBuild.topics]);
    }
    // A partitioned topic has one row per broker holding some of its partitions: one entry.
    const key = `${domain}/${topic}`;
    const subscriptions = subscriptionNamesOf(row);
    const known = namespaceBuild.byKey.get(key);
    if (known) {
      for (const subscription of subscriptions)
        if (!known[2].includes(subscription)) known[2].push(subscription);
      return;
    }
    const flags =
      (domain === 'non-persistent' ? NAME_FLAGS.nonPersistent : 0) |
      (row.partitions > 0 ? NAME_FLAGS.partitioned : 0);
    const entry: CatalogTopicNames = [topic, flags, [...new Set(subscriptions)]];
    namespaceBuild.byKey.set(key, entry);
    namespaceBuild.topics.push(entry);
  }
}

/** Who asks: may they list this tenant's names, may they read brokers. */
export interface NamesScope {
  tenant: (tenant: string) => boolean;
  brokers: boolean;
}

/** The names answer of one scope, ready to send. */
export interface ServedNames {
  /** A hash of the names: the same names keep it from pass to pass (a revalidation answers 304). */
  etag: string;
  json: string;
  gzipped: Buffer;
}

/** Before the first pass: nothing to find (one object, so its answer is made once too). */
export const NO_NAMES: CatalogNamesResponse = { tenants: [], brokers: [] };

const gzipAsync = promisify(gzip);
const served = new WeakMap<CatalogNamesResponse, Map<string, Promise<ServedNames>>>();

/** The names `scope` may see, serialized once per pass and scope (a pass every interval). */
export function namesFor(names: CatalogNamesResponse, scope: NamesScope): Promise<ServedNames> {
  const tenants = names.tenants.filter(([tenant]) => scope.tenant(tenant));
  const key = `${scope.brokers ? 'b' : '-'}\n${tenants.map(([tenant]) => tenant).join('\n')}`;
  let byScope = served.get(names);
  if (!byScope) served.set(names, (byScope = new Map<string, Promise<ServedNames>>()));
  let answer = byScope.get(key);
  if (!answer) {
    answer = serve({ tenants, brokers: scope.brokers ? names.brokers : [] });
    byScope.set(key, answer);
  }
  return answer;
}

async function serve(names: CatalogNamesResponse): Promise<ServedNames> {
  const json = JSON.stringify(names);
  const etag = `"names-${createHash('sha1').update(json).digest('base64url')}"`;
  return { etag, json, gzipped: await gzipAsync(json) };
}
