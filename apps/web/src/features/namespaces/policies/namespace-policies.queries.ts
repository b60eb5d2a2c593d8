// Query keys and hooks of the POLICIES tab, from the one Pulsar key factory. A saved policy
// refreshes everything read from its namespace (the overview's bundles follow the replication
// clusters, for one) except the tab's other policies, which the change leaves as they were.
import { namespaces, tenants, type PermissionsMap } from '@beacon/pulsar-admin';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { beaconView, environmentKey, pulsarKey, pulsarResources } from '../../../shared/api/pulsar-keys.ts';
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
  type PolicyTarget,
} from './namespace-policies.api.ts';
import { fetchPolicyDefaults } from './policy-defaults.api.ts';
import type { PolicyDescriptor } from './policy-types.ts';

const POLICY = 'policy';

export const namespacePolicyKeys = {
  namespace: ({ tenant, namespace }: NamespaceRef) => pulsarResources.namespace(tenant, namespace),
  policy: (ref: NamespaceRef, id: string) => pulsarKey(namespaces.policies, ref, POLICY, id),
  permissions: (ref: NamespaceRef) => pulsarKey(namespaces.permissions, ref),
  allowedClusters: (tenant: string) => pulsarKey(tenants.get, { tenant }, 'allowed-clusters'),
  /** Under the environment's root: another environment's broker has its own defaults. */
  brokerDefaults: () => [...environmentKey(), beaconView('policy-defaults')] as const,
};

/**
 * The level a policy editor reads and writes: where its calls go, the key its read is cached
 * under, and what a write refreshes. A namespace's (`namespaceLevel`) or a topic's local or global
 * values (features/topics/topic-policies).
 */
export interface PolicyLevel {
  target: PolicyTarget;
  key(id: string): QueryKey;
  refresh(queryClient: QueryClient, id: string): Promise<void>;
}

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

export function namespaceLevel(ref: NamespaceRef): PolicyLevel {
  return {
    target: { params: ref },
    key: (id) => namespacePolicyKeys.policy(ref, id),
    refresh: (queryClient, id) => refreshAfterPolicyWrite(queryClient, ref, id),
  };
}

export function policyQueryOptions(level: PolicyLevel, policy: PolicyDescriptor) {
  return queryOptions({
    queryKey: level.key(policy.id),
    queryFn: ({ signal }) => readPolicy(level.target, policy, signal),
    // A refused read (403, 404) will not pass on a second try.
    retry: false,
  });
}

export function usePolicy(level: PolicyLevel, policy: PolicyDescriptor, enabled: boolean) {
  return useQuery({ ...policyQueryOptions(level, policy), enabled });
}

export function useSetPolicy(level: PolicyLevel, policy: PolicyDescriptor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => setPolicy(level.target, policy, body),
    onSuccess: () => level.refresh(queryClient, policy.id),
  });
}

export function useClearPolicy(level: PolicyLevel, policy: PolicyDescriptor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearPolicy(level.target, policy),
    onSuccess: () => level.refresh(queryClient, policy.id),
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

/** The broker settings behind unset policies: read once for the tab, every editor sharing it. */
export function usePolicyDefaults(enabled: boolean) {
  return useQuery({
    queryKey: namespacePolicyKeys.brokerDefaults(),
    queryFn: ({ signal }) => fetchPolicyDefaults(signal),
    // A broker's configuration changes rarely; a dynamic edit is seen on the next visit.
    staleTime: 60_000,
    retry: false,
    enabled,
  });
}
