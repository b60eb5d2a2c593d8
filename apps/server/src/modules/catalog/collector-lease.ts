// Exactly one replica collects: a lease row (holder + expiry) renewed by its holder on its own timer
// and taken over by another replica only once it has expired. A plain conditional UPDATE/INSERT
// behaves the same on SQLite and PostgreSQL (an advisory lock would be PostgreSQL-only and tied to
// one pooled connection). Expiry times are set and compared with the database's clock (decision
// 0015), never a replica's own.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { databaseNowMs } from './database-clock.ts';

export const COLLECTOR_LEASE = 'catalog-collector';

export class CollectorLease {
  readonly #db: Kysely<Database>;
  readonly holder: string;

  constructor(db: Kysely<Database>, holder: string) {
    this.#db = db;
    this.holder = holder;
  }

  /** Takes or renews the lease for `ttlMs` from the database's now; false while another holds a live one. */
  async acquire(ttlMs: number): Promise<boolean> {
    if (await this.#renewOrTakeOver(ttlMs)) return true;
    const inserted = await this.#db
      .insertInto('catalog_leases')
      .values({ name: COLLECTOR_LEASE, holder: this.holder, expires_at: this.#expiry(ttlMs) })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
    // The row appeared between the update and the insert: another replica's, or this replica's own
    // (the collector's timer and a pass asked for by hand, both finding no row). Ask again now
    // that the row is there, so only another's live lease answers false.
    return this.#renewOrTakeOver(ttlMs);
  }

  async #renewOrTakeOver(ttlMs: number): Promise<boolean> {
    const now = databaseNowMs(this.#db);
    const renewed = await this.#db
      .updateTable('catalog_leases')
      .set({ holder: this.holder, expires_at: this.#expiry(ttlMs) })
      .where('name', '=', COLLECTOR_LEASE)
      .where((row) => row.or([row('holder', '=', this.holder), row('expires_at', '<=', now)]))
      .executeTakeFirst();
    return Number(renewed.numUpdatedRows) > 0;
  }

  #expiry(ttlMs: number) {
    return sql<number>`${databaseNowMs(this.#db)} + ${ttlMs}`;
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

  /** The holder and its expiry in epoch milliseconds of the database's clock. */
  async current(): Promise<{ holder: string; expiresAt: number } | undefined> {
    const row = await this.#db
      .selectFrom('catalog_leases')
      .select(['holder', 'expires_at'])
      .where('name', '=', COLLECTOR_LEASE)
      .executeTakeFirst();
    return row ? { holder: row.holder, expiresAt: Number(row.expires_at) } : undefined;
  }
}

/**
 * The fence of a write made on behalf of the lease: true if `holder` holds a live lease `name`. It
 * is an UPDATE, not a SELECT, so on PostgreSQL the lease row stays locked until `trx` commits: a
 * replica taking the lease over waits for that write, and its own writes always come after it.
 */
export async function lockLeaseIfHeld(
  trx: Transaction<Database>,
  lease: { name: string; holder: string },
): Promise<boolean> {
  const locked = await trx
    .updateTable('catalog_leases')
    .set({ holder: lease.holder })
    .where('name', '=', lease.name)
    .where('holder', '=', lease.holder)
    .where('expires_at', '>', databaseNowMs(trx))
    .executeTakeFirst();
  return Number(locked.numUpdatedRows) > 0;
}
