// Reads the trail by the screen's filters. Newest first, ties broken by id, so paging and the
// export's batches never skip or repeat a record.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { AuditEntryView, AuditFilter } from '@beacon/contracts';
import type { AuditLogTable, Database } from '../../db/tables.ts';
import type { Selectable } from 'kysely';

type AuditQuery<Output> = SelectQueryBuilder<Database, 'audit_log', Output>;

/** `%`, `_` and the escape itself match only themselves inside a LIKE pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Narrows a query of the trail to the filter; an empty field does not filter. */
export function whereAuditMatches<Output>(
  query: AuditQuery<Output>,
  filter: AuditFilter,
): AuditQuery<Output> {
  let narrowed = query;
  if (filter.actor) narrowed = narrowed.where('actor', '=', filter.actor);
  if (filter.action?.endsWith('.')) {
    // A family: compared by its first characters, the same on both dialects and with any collation.
    const prefix = filter.action;
    narrowed = narrowed.where(sql<string>`substr(action, 1, ${prefix.length})`, '=', prefix);
  } else if (filter.action) narrowed = narrowed.where('action', '=', filter.action);
  if (filter.target) {
    // lower() on both sides: SQLite's LIKE ignores ASCII case and PostgreSQL's does not.
    const pattern = `%${likeLiteral(filter.target.toLowerCase())}%`;
    narrowed = narrowed.where(sql<boolean>`lower(target) like ${pattern} escape '\\'`);
  }
  if (filter.from !== undefined) narrowed = narrowed.where('at', '>=', filter.from);
  if (filter.to !== undefined) narrowed = narrowed.where('at', '<=', filter.to);
  return narrowed;
}

export function newestFirst<Output>(query: AuditQuery<Output>): AuditQuery<Output> {
  return query.orderBy('at', 'desc').orderBy('id');
}

export function auditEntryView(row: Selectable<AuditLogTable>): AuditEntryView {
  return {
    id: row.id,
    at: Number(row.at),
    actor: row.actor,
    environment: row.environment,
    action: row.action,
    target: row.target,
    result: row.result as AuditEntryView['result'],
    detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
  };
}

export async function auditPage(
  db: Kysely<Database>,
  filter: AuditFilter,
  page: number,
  pageSize: number,
): Promise<{ total: number; data: AuditEntryView[] }> {
  const rows = await newestFirst(whereAuditMatches(db.selectFrom('audit_log').selectAll(), filter))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total = await whereAuditMatches(
    db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number | string>().as('total')),
    filter,
  ).executeTakeFirstOrThrow();
  return { total: Number(total.total), data: rows.map(auditEntryView) };
}

/**
 * Every matching record, newest first, read in batches so an export of a long trail never holds it
 * all in memory. Each batch starts after the last record of the one before (keyset, not offset), so
 * records written meanwhile neither shift nor repeat the rest.
 */
export async function* auditBatches(
  db: Kysely<Database>,
  filter: AuditFilter,
  batchSize: number,
): AsyncGenerator<AuditEntryView[]> {
  let after: { at: number; id: string } | undefined;
  for (;;) {
    let query = newestFirst(whereAuditMatches(db.selectFrom('audit_log').selectAll(), filter));
    if (after) {
      const { at, id } = after;
      query = query.where((eb) => eb.or([eb('at', '<', at), eb.and([eb('at', '=', at), eb('id', '>', id)])]));
    }
    const rows = (await query.limit(batchSize).execute()).map(auditEntryView);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: last.id };
  }
}
