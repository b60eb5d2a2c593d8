// Exactly one replica collects: a lease row (holder + expiry) renewed by its holder at every pass
// and taken over by another replica only once it has expired. A plain conditional UPDATE/INSERT
// behaves the same on SQLite and PostgreSQL (an advisory lock would be PostgreSQL-only and tied to
// one pooled connection).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';

export const COLLECTOR_LEASE = 'catalog-collector';

export class CollectorLease {
  readonly #db: Kysely<Database>;
  readonly holder: string;

  constructor(db: Kysely<Database>, holder: string) {
    this.#db = db;
    this.holder = holder;
  }

  /** Takes or renews the lease until `now + ttlMs`; false while another replica holds a live one. */
  async acquire(now: number, ttlMs: number): Promise<boolean> {
    const renewed = await this.#db
      .updateTable('catalog_leases')
      .set({ holder: this.holder, expires_at: now + ttlMs })
      .where('name', '=', COLLECTOR_LEASE)
      .where((row) => row.or([row('holder', '=', this.holder), row('expires_at', '<=', now)]))
      .executeTakeFirst();
    if (Number(renewed.numUpdatedRows) > 0) return true;
    const inserted = await this.#db
      .insertInto('catalog_leases')
      .values({ name: COLLECTOR_LEASE, holder: this.holder, expires_at: now + ttlMs })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Lets another replica take over at once (on shutdown) instead of after the expiry. */
  async release(): Promise<void> {
    await this.#db
      .updateTable('catalog_leases')
      .set({ expires_at: 0 })
      .where('name', '=', COLLECTOR_LEASE)
      .where('holder', '=', this.holder)
      .execute();
  }

  async current(): Promise<{ holder: string; expiresAt: number } | undefined> {
    const row = await this.#db
      .selectFrom('catalog_leases')
      .select(['holder', 'expires_at'])
      .where('name', '=', COLLECTOR_LEASE)
      .executeTakeFirst();
    return row ? { holder: row.holder, expiresAt: Number(row.expires_at) } : undefined;
  }
}
