import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createAlertRule,
  deleteAlertRule,
  fetchAlertRules,
  fetchAlerts,
  updateAlertRule,
} from './alerts.api.ts';

export const alertKeys = { all: ['alerts'] as const, rules: ['alerts', 'rules'] as const };

/** Alerts move with each collector pass: read again every 30 s while the page is open. */
export function useAlerts() {
  return useQuery({
    queryKey: alertKeys.all,
    queryFn: ({ signal }) => fetchAlerts(signal),
    refetchInterval: 30_000,
  });
}

export function useAlertRules() {
  return useQuery({ queryKey: alertKeys.rules, queryFn: ({ signal }) => fetchAlertRules(signal) });
}

function useRuleChange<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A changed rule starts afresh: the alerts it had are gone too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

export const useCreateAlertRule = () => useRuleChange(createAlertRule);
export const useUpdateAlertRule = () => useRuleChange(updateAlertRule);
export const useDeleteAlertRule = () => useRuleChange(deleteAlertRule);
