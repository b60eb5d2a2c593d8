import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readSession } from '../../shared/auth/index.ts';
import {
  createNamespace,
  createTenant,
  deleteNamespace,
  deleteTenant,
  fetchClusterNames,
  fetchNamespaceList,
  fetchTenantInfo,
  fetchTenantList,
  fetchTenantNames,
  updateTenant,
  type ListQuery,
  type TenantInfo,
} from './tenants.api.ts';

// Keys start at the environment: the same tenant name means different things in two environments.
const environmentKey = () => readSession().environment ?? '';

export const tenantKeys = {
  all: () => ['tenants', environmentKey()] as const,
  lists: () => [...tenantKeys.all(), 'list'] as const,
  list: (query: ListQuery) => [...tenantKeys.lists(), query] as const,
  names: () => [...tenantKeys.all(), 'names'] as const,
  info: (tenant: string) => [...tenantKeys.all(), 'info', tenant] as const,
  namespaces: (tenant: string) => [...tenantKeys.all(), 'namespaces', tenant] as const,
  namespaceList: (tenant: string, query: ListQuery) => [...tenantKeys.namespaces(tenant), query] as const,
  clusters: () => ['clusters', environmentKey(), 'names'] as const,
};

export function useTenantList(query: ListQuery) {
  return useQuery({
    queryKey: tenantKeys.list(query),
    queryFn: ({ signal }) => fetchTenantList(query, signal),
    // Another page or sort keeps the rows on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useNamespaceList(tenant: string, query: ListQuery, enabled = true) {
  return useQuery({
    queryKey: tenantKeys.namespaceList(tenant, query),
    queryFn: ({ signal }) => fetchNamespaceList(tenant, query, signal),
    // Only while the tenant stays the same: another tenant's rows would be misleading.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === tenant ? previous : undefined,
    enabled,
  });
}

export function tenantNamesQueryOptions() {
  return queryOptions({
    queryKey: tenantKeys.names(),
    queryFn: ({ signal }) => fetchTenantNames(signal),
    staleTime: 30_000,
  });
}

export function useTenantNames(enabled = true) {
  return useQuery({ ...tenantNamesQueryOptions(), enabled });
}

export function useClusterNames(enabled = true) {
  return useQuery({
    queryKey: tenantKeys.clusters(),
    queryFn: ({ signal }) => fetchClusterNames(signal),
    staleTime: 60_000,
    enabled,
  });
}

export function useTenantInfo(tenant: string) {
  return useQuery({
    queryKey: tenantKeys.info(tenant),
    queryFn: ({ signal }) => fetchTenantInfo(tenant, signal),
  });
}

/** A created or deleted tenant changes every list and every selector. */
function useRefreshTenants() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tenantKeys.all() });
}

export function useCreateTenant() {
  const refresh = useRefreshTenants();
  return useMutation({
    mutationFn: ({ tenant, info }: { tenant: string; info: TenantInfo }) => createTenant(tenant, info),
    onSuccess: refresh,
  });
}

export function useUpdateTenant(tenant: string) {
  const refresh = useRefreshTenants();
  return useMutation({
    mutationFn: (info: TenantInfo) => updateTenant(tenant, info),
    onSuccess: refresh,
  });
}

export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tenant: string) => deleteTenant(tenant),
    // The deleted tenant's own queries would only fail with 404 if fetched again.
    onSuccess: async (_, tenant) => {
      queryClient.removeQueries({ queryKey: tenantKeys.info(tenant) });
      queryClient.removeQueries({ queryKey: tenantKeys.namespaces(tenant) });
      await queryClient.invalidateQueries({ queryKey: tenantKeys.all() });
    },
  });
}

/** A namespace changes its tenant's list and the namespace count in the tenants list. */
export function useCreateNamespace(tenant: string) {
  const refresh = useRefreshTenants();
  return useMutation({
    mutationFn: (namespace: string) => createNamespace(tenant, namespace),
    onSuccess: refresh,
  });
}

export function useDeleteNamespace(tenant: string) {
  const refresh = useRefreshTenants();
  return useMutation({
    mutationFn: (namespace: string) => deleteNamespace(tenant, namespace),
    onSuccess: refresh,
  });
}
