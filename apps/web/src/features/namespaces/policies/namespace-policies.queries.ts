// Query keys and hooks of the POLICIES tab, from the one Pulsar key factory. A saved policy
// refreshes everything read from its namespace (the overview's bundles follow the replication
// clusters, for one) except the tab's other policies, which the change leaves as they were.
import { namespaces, tenants, type PermissionsMap } from '@beacon/pulsar-admin';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pulsarKey, pulsarResources } from '../../../shared/api/pulsar-keys.ts';
import {
  clearPolicy,
  fetchAllowedClusters,
  fetchPermissions,
  grantPermission,
  readPolicy,
  revokePermission,
  setPolicy,
  type AuthAction,
  type NamespaceRef,
} from './namespace-policies.api.ts';
import type { PolicyDescriptor } from './policy-types.ts';

const POLICY = 'policy';

export const namespacePolicyKeys = {
  namespace: ({ tenant, namespace }: NamespaceRef) => pulsarResources.namespace(tenant, namespace),
  policy: (ref: NamespaceRef, id: string) => pulsarKey(namespaces.policies, ref, POLICY, id),
  permissions: (ref: NamespaceRef) => pulsarKey(namespaces.permissions, ref),
  allowedClusters: (tenant: string) => pulsarKey(tenants.get, { tenant }, 'allowed-clusters'),
};

/** After a policy write: the namespace's reads, this policy included, but not its other policies. */
function refreshAfterPolicyWrite(queryClient: QueryClient, ref: NamespaceRef, id: string) {
  const policyKeyLength = namespacePolicyKeys.policy(ref, id).length;
  return queryClient.invalidateQueries({
    queryKey: namespacePolicyKeys.namespace(ref),
    predicate: ({ queryKey }) =>
      !(queryKey.length === policyKeyLength && queryKey[policyKeyLength - 2] === POLICY) ||
      queryKey[policyKeyLength - 1] === id,
  });
}

export function policyQueryOptions(ref: NamespaceRef, policy: PolicyDescriptor) {
  return queryOptions({
    queryKey: namespacePolicyKeys.policy(ref, policy.id),
    queryFn: ({ signal }) => readPolicy(ref, policy, signal),
    // A refused read (403, 404) will not pass on a second try.
    retry: false,
  });
}

export function usePolicy(ref: NamespaceRef, policy: PolicyDescriptor, enabled: boolean) {
  return useQuery({ ...policyQueryOptions(ref, policy), enabled });
}

export function useSetNamespacePolicy(ref: NamespaceRef, policy: PolicyDescriptor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => setPolicy(ref, policy, body),
    onSuccess: () => refreshAfterPolicyWrite(queryClient, ref, policy.id),
  });
}

export function useClearNamespacePolicy(ref: NamespaceRef, policy: PolicyDescriptor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearPolicy(ref, policy),
    onSuccess: () => refreshAfterPolicyWrite(queryClient, ref, policy.id),
  });
}

export function useNamespacePermissions(ref: NamespaceRef, enabled: boolean) {
  return useQuery({
    queryKey: namespacePolicyKeys.permissions(ref),
    queryFn: ({ signal }) => fetchPermissions(ref, signal),
    retry: false,
    enabled,
  });
}

/**
 * A checkbox shows its new state at once (a click that changed nothing on screen until Pulsar
 * answered read as a lost click); a refusal puts Pulsar's list back, and the answer is re-read.
 */
export function useGrantPermission(ref: NamespaceRef) {
  const queryClient = useQueryClient();
  const key = namespacePolicyKeys.permissions(ref);
  return useMutation({
    mutationFn: ({ role, actions }: { role: string; actions: AuthAction[] }) =>
      grantPermission(ref, role, actions),
    onMutate: async ({ role, actions }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PermissionsMap>(key);
      if (previous) queryClient.setQueryData<PermissionsMap>(key, { ...previous, [role]: actions });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRevokePermission(ref: NamespaceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: string) => revokePermission(ref, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: namespacePolicyKeys.permissions(ref) }),
  });
}

export function useAllowedClusters(tenant: string, enabled: boolean) {
  return useQuery({
    queryKey: namespacePolicyKeys.allowedClusters(tenant),
    queryFn: ({ signal }) => fetchAllowedClusters(tenant, signal),
    retry: false,
    enabled,
  });
}
