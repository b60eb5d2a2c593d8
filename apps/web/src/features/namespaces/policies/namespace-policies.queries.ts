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

export function useGrantPermission(ref: NamespaceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ role, actions }: { role: string; actions: AuthAction[] }) =>
      grantPermission(ref, role, actions),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: namespacePolicyKeys.permissions(ref) }),
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
