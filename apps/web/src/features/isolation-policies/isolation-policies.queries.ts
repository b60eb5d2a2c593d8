// A cluster's namespace isolation policies, read and written through the catalogue.
import { isolationPolicies, type NamespaceIsolationData } from '@beacon/pulsar-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callPulsar } from '../../shared/api/pulsar-call.ts';
import { pulsarKey } from '../../shared/api/pulsar-keys.ts';

export interface IsolationPolicyRow extends NamespaceIsolationData {
  name: string;
}

export const isolationPolicyKeys = {
  list: (cluster: string) => pulsarKey(isolationPolicies.list, { cluster }),
};

export const policyRows = (policies: Record<string, NamespaceIsolationData>): IsolationPolicyRow[] =>
  Object.entries(policies)
    .map(([name, policy]) => ({ ...policy, name }))
    .sort((a, b) => a.name.localeCompare(b.name));

export function useIsolationPolicies(cluster: string) {
  return useQuery({
    queryKey: isolationPolicyKeys.list(cluster),
    queryFn: ({ signal }) =>
      callPulsar(isolationPolicies.list, { cluster }, { signal, failures: 'in-place' }),
  });
}

/** Creates or replaces a policy; the form says Pulsar's refusal itself (`caller`). */
export function useSetIsolationPolicy(cluster: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, ...policy }: IsolationPolicyRow) =>
      callPulsar(isolationPolicies.set, { cluster, policyName: name }, { body: policy, failures: 'caller' }),
    onSettled: () => client.invalidateQueries({ queryKey: isolationPolicyKeys.list(cluster) }),
  });
}

export function useDeleteIsolationPolicy(cluster: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (policyName: string) => callPulsar(isolationPolicies.delete, { cluster, policyName }),
    onSettled: () => client.invalidateQueries({ queryKey: isolationPolicyKeys.list(cluster) }),
  });
}
