// Query keys and hooks of the POLICIES tab. Keys go from the environment down, so switching
// environment never shows another deployment's policies; a change invalidates only its own key.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readSession } from '../../../shared/auth/session.ts';
import {
  clearPolicy,
  fetchAllowedClusters,
  fetchPermissions,
  grantPermission,
  readPolicy,
  revokePermission,
  setPolicy,
  type AuthAction,
  type NamespacePermissions,
  type NamespaceRef,
} from './namespace-policies.api.ts';
import type { PolicyDescriptor } from './policy-types.ts';

const environment = () => readSession().environment ?? '';

export const namespacePolicyKeys = {
  all: ['namespace-policies'] as const,
  namespace: ({ tenant, namespace }: NamespaceRef) =>
    [...namespacePolicyKeys.all, environment(), tenant, namespace] as const,
  policy: (ref: NamespaceRef, id: string) => [...namespacePolicyKeys.namespace(ref), 'policy', id] as const,
  permissions: (ref: NamespaceRef) => [...namespacePolicyKeys.namespace(ref), 'permissions'] as const,
  allowedClusters: (tenant: string) =>
    [...namespacePolicyKeys.all, environment(), tenant, 'allowed-clusters'] as const,
};

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: namespacePolicyKeys.policy(ref, policy.id) }),
  });
}

export function useClearNamespacePolicy(ref: NamespaceRef, policy: PolicyDescriptor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearPolicy(ref, policy),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: namespacePolicyKeys.policy(ref, policy.id) }),
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
      const previous = queryClient.getQueryData<NamespacePermissions>(key);
      if (previous) queryClient.setQueryData<NamespacePermissions>(key, { ...previous, [role]: actions });
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
