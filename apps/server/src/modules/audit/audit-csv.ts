// The trail as CSV (RFC 4180: CRLF line ends, a field with a comma, quote or line break is quoted
// and its quotes doubled). A spreadsheet runs a cell that starts with = + - @ (or a tab or CR) as a
// formula, and an actor name or a resource is typed by whoever acted, so such a cell gets a
// leading apostrophe (OWASP "CSV injection").
import { AUDIT_CSV_COLUMNS, type AuditEntryView } from '@beacon/contracts';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export const AUDIT_CSV_HEADER = csvLine(AUDIT_CSV_COLUMNS);

export function auditCsvLine(entry: AuditEntryView): string {
  return csvLine([
    new Date(entry.at).toISOString(),
    entry.actor,
    entry.environment,
    entry.action,
    entry.target,
    entry.result,
    entry.detail ? JSON.stringify(entry.detail) : '',
  ]);
}

/** The header, then one line per record, batch by batch as the database answers. */
export async function* auditCsv(batches: AsyncIterable<AuditEntryView[]>): AsyncGenerator<string> {
  yield AUDIT_CSV_HEADER;
  for await (const batch of batches) yield batch.map(auditCsvLine).join('');
}

/** `beacon-audit-2026-11-24.csv`, the day (UTC) the export was made. */
export function auditCsvFileName(now: number): string {
  return `beacon-audit-${new Date(now).toISOString().slice(0, 10)}.csv`;
}
