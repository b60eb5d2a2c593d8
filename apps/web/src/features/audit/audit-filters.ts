// The Audit screen's filters live in the URL next to the list's page and size, so a filtered view
// is a link and Back returns to it. A changed filter starts again from the first page.
import type { AuditFilter } from '@beacon/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

const TEXT_FILTERS = ['actor', 'action', 'target'] as const;
const TIME_FILTERS = ['from', 'to'] as const;

function epochMs(text: string | null): number | undefined {
  if (text === null || !/^\d{1,15}$/.test(text)) return undefined;
  return Number(text);
}

export function readAuditFilter(params: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  for (const name of TEXT_FILTERS) {
    const value = params.get(name)?.trim();
    if (value) filter[name] = value;
  }
  for (const name of TIME_FILTERS) {
    const value = epochMs(params.get(name));
    if (value !== undefined) filter[name] = value;
  }
  // A range the wrong way round would only be refused by the server: read it as no range.
  if (filter.from !== undefined && filter.to !== undefined && filter.from > filter.to) {
    delete filter.from;
    delete filter.to;
  }
  return filter;
}

export function writeAuditFilter(params: URLSearchParams, filter: AuditFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...TEXT_FILTERS, ...TIME_FILTERS]) {
    const value = filter[name];
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  next.delete('page');
  return next;
}

export function useAuditFilter(): [AuditFilter, (filter: AuditFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readAuditFilter(params), [params]);
  const setFilter = useCallback(
    (next: AuditFilter) => setParams((current) => writeAuditFilter(current, next)),
    [setParams],
  );
  return [filter, setFilter];
}

export function hasAnyFilter(filter: AuditFilter): boolean {
  return Object.values(filter).some((value) => value !== undefined && value !== '');
}
