import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAuditPage, type AuditPageQuery } from './audit.api.ts';

export const auditKeys = {
  all: ['audit'] as const,
  page: (query: AuditPageQuery) => [...auditKeys.all, 'page', query] as const,
};

/** A page of the trail; the previous page stays on screen while the next one loads. */
export function useAuditPage(query: AuditPageQuery) {
  return useQuery({
    queryKey: auditKeys.page(query),
    queryFn: ({ signal }) => fetchAuditPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
