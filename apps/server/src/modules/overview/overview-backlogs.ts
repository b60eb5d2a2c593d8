// The largest backlogs, written after each pass the catalogue stores (its 'statistics-saved' event)
// and read by the overview. Kept per tenant, ten of each kind: the ten largest of an environment, or
// of an admin's tenants, are always among the per-tenant ten largest, so one small row serves every
// caller.
import { type NamespaceBacklog, OVERVIEW_TOP, type SubscriptionBacklogEntry } from '@beacon/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import type { CatalogSnapshot } from '../catalog/index.ts';
import { lockLeaseIfHeld } from '../catalog/index.ts';

interface TenantBacklogs {
  namespaces: NamespaceBacklog[];
  subscriptions: SubscriptionBacklogEntry[];
}

export interface Backlogs {
  collectedAt: number | null;
  namespaces: NamespaceBacklog[];
  subscriptions: SubscriptionBacklogEntry[];
}

const largestFirst = (a: { backlog: number }, b: { backlog: number }) => b.backlog - a.backlog;

/** Per tenant: every namespace's backlog and every subscription's, each cut to the largest ten. */
export function backlogsByTenant(snapshot: CatalogSnapshot): Map<string, TenantBacklogs> {
  const namespaces = new Map<string, NamespaceBacklog>();
  const subscriptions = new Map<string, SubscriptionBacklogEntry>();
  for (const row of snapshot.rows) {
    for (const { subscription, backlog } of row.backlogs ?? []) {
      const namespaceKey = `${row.tenant}/${row.namespace}`;
      const namespace = namespaces.get(namespaceKey);
      if (namespace) namespace.backlog += backlog;
      else namespaces.set(namespaceKey, { tenant: row.tenant, namespace: row.namespace, backlog });
      // The same subscription of a partitioned topic on several brokers (or clusters) adds up.
      const key = `${row.domain}://${namespaceKey}/${row.topic}\n${subscription}`;
      const known = subscriptions.get(key);
      if (known) known.backlog += backlog;
      else
        subscriptions.set(key, {
          domain: row.domain,
          tenant: row.tenant,
          namespace: row.namespace,
          topic: row.topic,
          partitioned: row.partitions > 0,
          subscription,
          backlog,
        });
    }
  }
  const byTenant = new Map<string, TenantBacklogs>();
  const of = (tenant: string) => {
    let entry = byTenant.get(tenant);
    if (!entry) byTenant.set(tenant, (entry = { namespaces: [], subscriptions: [] }));
    return entry;
  };
  for (const entry of namespaces.values()) of(entry.tenant).namespaces.push(entry);
  for (const entry of subscriptions.values()) of(entry.tenant).subscriptions.push(entry);
  for (const entry of byTenant.values()) {
    entry.namespaces = entry.namespaces.sort(largestFirst).slice(0, OVERVIEW_TOP);
    entry.subscriptions = entry.subscriptions.sort(largestFirst).slice(0, OVERVIEW_TOP);
  }
  return byTenant;
}

export class OverviewBacklogs {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Writes a pass's largest backlogs, fenced like the snapshot: only while `lease` is still held. */
  async record(snapshot: CatalogSnapshot, lease: { name: string; holder: string }): Promise<void> {
    const tenants = JSON.stringify(Object.fromEntries(backlogsByTenant(snapshot)));
    const columns = { collected_at: snapshot.header.collectedAt, tenants };
    await this.#db.transaction().execute(async (trx) => {
      if (!(await lockLeaseIfHeld(trx, lease))) return;
      await trx
        .insertInto('overview_backlogs')
        .values({ environment: snapshot.header.environment, ...columns })
        .onConflict((conflict) => conflict.column('environment').doUpdateSet(columns))
        .execute();
    });
  }

  /** The ten largest of each kind among the tenants `visible` accepts. */
  async largest(environment: string, visible: (tenant: string) => boolean): Promise<Backlogs> {
    const row = await this.#db
      .selectFrom('overview_backlogs')
      .select(['collected_at', 'tenants'])
      .where('environment', '=', environment)
      .executeTakeFirst();
    if (!row) return { collectedAt: null, namespaces: [], subscriptions: [] };
    const tenants = JSON.parse(row.tenants) as Record<string, TenantBacklogs>;
    const shown = Object.entries(tenants).filter(([tenant]) => visible(tenant));
    return {
      collectedAt: Number(row.collected_at),
      namespaces: shown
        .flatMap(([, entry]) => entry.namespaces)
        .sort(largestFirst)
        .slice(0, OVERVIEW_TOP),
      subscriptions: shown
        .flatMap(([, entry]) => entry.subscriptions)
        .sort(largestFirst)
        .slice(0, OVERVIEW_TOP),
    };
  }
}
