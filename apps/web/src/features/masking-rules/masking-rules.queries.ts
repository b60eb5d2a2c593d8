import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createMaskingRule,
  deleteMaskingRule,
  fetchMaskingRules,
  updateMaskingRule,
} from './masking-rules.api.ts';

export const maskingRuleKeys = { all: ['masking-rules'] as const };

export function useMaskingRules() {
  return useQuery({ queryKey: maskingRuleKeys.all, queryFn: ({ signal }) => fetchMaskingRules(signal) });
}

function useRuleChange<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maskingRuleKeys.all }),
  });
}

export const useCreateMaskingRule = () => useRuleChange(createMaskingRule);
export const useUpdateMaskingRule = () => useRuleChange(updateMaskingRule);
export const useDeleteMaskingRule = () => useRuleChange(deleteMaskingRule);
