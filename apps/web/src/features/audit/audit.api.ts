// Beacon's audit trail (issue 15 item 7): GET {prefix}/audit → {total, data}, newest first, and
// GET {prefix}/audit.csv, the same filters as a download.
import { API_PREFIX, type AuditEntryView, type AuditFilter, type AuditPage } from '@beacon/contracts';
import { requestData } from '../../shared/api/index.ts';

export type { AuditEntryView, AuditFilter, AuditPage };

export interface AuditPageQuery extends AuditFilter {
  page: number;
  size: number;
}

function filterQuery(filter: AuditFilter): Record<string, string | number | undefined> {
  return {
    actor: filter.actor || undefined,
    action: filter.action || undefined,
    target: filter.target || undefined,
    from: filter.from,
    to: filter.to,
  };
}

/** The screen says a failure itself (with Retry), so no toast. */
export function fetchAuditPage(query: AuditPageQuery, signal: AbortSignal): Promise<AuditPage> {
  return requestData<AuditPage>('/audit', {
    signal,
    reportErrors: false,
    query: { ...filterQuery(query), page_num: query.page, page_size: query.size },
  });
}

/**
 * Where the browser downloads the export: a plain link, so the file streams to disk instead of
 * through the page's memory. The HttpOnly session cookie signs it in; a GET needs no CSRF header.
 */
export function auditCsvHref(filter: AuditFilter): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filterQuery(filter))) {
    if (value !== undefined) params.set(name, String(value));
  }
  const query = params.toString();
  return `${API_PREFIX}/audit.csv${query ? `?${query}` : ''}`;
}
