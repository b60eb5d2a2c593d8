// The overview's last hour: the catalogue's namespace history (one point per namespace and minute,
// written by each pass) summed per minute over the namespaces in scope. No table of its own: the
// history is already there, indexed by environment first.
import type { OverviewResponse } from '@beacon/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { HISTORY_SERVED_MS } from '../catalog/index.ts';

type Point = OverviewResponse['history'][number];

/** `tenants` undefined: every tenant of the environment; otherwise only those. */
export async function overviewHistory(
  db: Kysely<Database>,
  environment: string,
  tenants: readonly string[] | undefined,
  now: number,
): Promise<Point[]> {
  if (tenants?.length === 0) return [];
  let query = db
    .selectFrom('catalog_history')
    .select([
      'minute',
      sql<number>`sum(in_msg)`.as('in_msg'),
      sql<number>`sum(out_msg)`.as('out_msg'),
      sql<number>`sum(in_bytes)`.as('in_bytes'),
      sql<number>`sum(out_bytes)`.as('out_bytes'),
      sql<number>`sum(storage_size)`.as('storage_size'),
    ])
    .where('environment', '=', environment)
    .where('minute', '>', now - HISTORY_SERVED_MS);
  if (tenants) query = query.where('tenant', 'in', tenants);
  const rows = await query.groupBy('minute').orderBy('minute').execute();
  // PostgreSQL answers bigint as text and sums of doubles as numbers; SQLite numbers throughout.
  return rows.map((row) => ({
    at: Number(row.minute),
    inMsg: Number(row.in_msg),
    outMsg: Number(row.out_msg),
    inBytes: Number(row.in_bytes),
    outBytes: Number(row.out_bytes),
    storageSize: Number(row.storage_size),
  }));
}
