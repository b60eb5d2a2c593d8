// A cluster's namespace isolation policies, read and written through the catalogue.
import { isolationPolicies, type NamespaceIsolationData } from '@beacon/pulsar-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText, isHttpError } from '../../shared/api/http-error.ts';
import { callPulsar } from '../../shared/api/pulsar-call.ts';
import { pulsarKey } from '../../shared/api/pulsar-keys.ts';

export interface IsolationPolicyRow extends NamespaceIsolationData {
  name: string;
}

export const isolationPolicyKeys = {
  list: (cluster: string) => pulsarKey(isolationPolicies.list, { cluster }),
  one: (cluster: string, policyName: string) => pulsarKey(isolationPolicies.get, { cluster, policyName }),
};

export const policyRows = (policies: Record<string, NamespaceIsolationData>): IsolationPolicyRow[] =>
  Object.entries(policies)
    .map(([name, policy]) => ({ ...policy, name }))
    .sort((a, b) => a.name.localeCompare(b.name));

/**
 * Until a cluster's first policy is written, Pulsar answers the list with 404 "NamespaceIsolationPolicies
 * for cluster … does not exist" (ClustersBase.internalGetNamespaceIsolationPolicies): no policies.
 */
function noPoliciesYet(error: unknown): Record<string, NamespaceIsolationData> {
  const reason = isHttpError(error) ? (errorText(error.body) ?? '') : '';
  if (
    isHttpError(error) &&
    error.status === 404 &&
    reason.startsWith('NamespaceIsolationPolicies for cluster')
  ) {
    return {};
  }
  throw error;
}

/**
 * The cluster's policies by name, `{}` for a cluster without any yet: the one read of the list, the
 * cluster's ISOLATION POLICIES tab and the broker page's both use it (spec 8: that 404 is swallowed).
 */
export function isolationPolicyListQuery(cluster: string) {
  return {
    queryKey: isolationPolicyKeys.list(cluster),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callPulsar(isolationPolicies.list, { cluster }, { signal, failures: 'in-place' }).catch(noPoliciesYet),
  };
}

export function useIsolationPolicies(cluster: string) {
  return useQuery(isolationPolicyListQuery(cluster));
}

/** `enabled` false: nothing is read (the page is the form for a new policy). */
export function useIsolationPolicy(cluster: string, policyName: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: isolationPolicyKeys.one(cluster, policyName),
    queryFn: ({ signal }) =>
      callPulsar(isolationPolicies.get, { cluster, policyName }, { signal, failures: 'in-place' }),
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
