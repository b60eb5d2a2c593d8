// The operator's Prometheus and Grafana (issue 19 item 2): which URL is configured and whether the
// server found that it may be framed (GET {prefix}/monitoring/links, super users).
import { MONITORING_LINKS_PATH, API_PREFIX, type MonitoringLinksResponse } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../shared/api/index.ts';

export type { MonitoringLinksResponse };

export function useMonitoringLinks() {
  return useQuery({
    queryKey: ['beacon', 'monitoring-links'] as const,
    // The page says a failure itself (with Retry), so no toast.
    queryFn: ({ signal }) =>
      requestData<MonitoringLinksResponse>(MONITORING_LINKS_PATH.slice(API_PREFIX.length), {
        signal,
        reportErrors: false,
      }),
  });
}
