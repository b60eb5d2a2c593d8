import { clusters, namespaces, tenants } from '@beacon/pulsar-admin';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callPulsar } from '../../shared/api/pulsar-call.ts';
import { beaconView, pulsarKey, pulsarResources } from '../../shared/api/pulsar-keys.ts';
import { fetchNamespaceList, fetchTenantList, type ListQuery, type TenantInfo } from './tenants.api.ts';

// Every key comes from the one Pulsar key factory: a write invalidates its resource's prefix, and
// the tenant selectors elsewhere (namespace page, tenant switcher) share these very keys.
export const tenantKeys = {
  all: pulsarResources.tenants,
  list: (query: ListQuery) => [...pulsarResources.tenants(), beaconView('list', query)] as const,
  names: () => pulsarKey(tenants.list, {}),
  info: (tenant: string) => pulsarKey(tenants.get, { tenant }),
  namespaces: (tenant: string) => pulsarKey(namespaces.list, { tenant }),
  namespaceList: (tenant: string, query: ListQuery) =>
    [...pulsarKey(namespaces.list, { tenant }), beaconView('list', query)] as const,
  clusters: () => pulsarKey(clusters.list, {}),
};

/** The screens say every failure in place. */
const inPlace = 'in-place' as const;

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

/** Tenant names for the selectors; the proxy shows a tenant admin only its own tenants. */
export function tenantNamesQueryOptions() {
  return queryOptions({
    queryKey: tenantKeys.names(),
    queryFn: ({ signal }) => callPulsar(tenants.list, {}, { signal, failures: inPlace }),
    staleTime: 30_000,
  });
}

export function useTenantNames(enabled = true) {
  return useQuery({ ...tenantNamesQueryOptions(), enabled });
}

export function useClusterNames(enabled = true) {
  return useQuery({
    queryKey: tenantKeys.clusters(),
    queryFn: ({ signal }) => callPulsar(clusters.list, {}, { signal, failures: inPlace }),
    staleTime: 60_000,
    enabled,
  });
}

export function useTenantInfo(tenant: string) {
  return useQuery({
    queryKey: tenantKeys.info(tenant),
    queryFn: async ({ signal }): Promise<TenantInfo> => {
      const info = await callPulsar(tenants.get, { tenant }, { signal, failures: inPlace });
      return { adminRoles: info.adminRoles ?? [], allowedClusters: info.allowedClusters ?? [] };
    },
  });
}

/** A created or changed tenant shows in every list and every selector of the environment. */
function useRefreshTenants() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: pulsarResources.tenants() });
}

export function useCreateTenant() {
  const refresh = useRefreshTenants();
  return useMutation({
    mutationFn: ({ tenant, info }: { tenant: string; info: TenantInfo }) =>
      callPulsar(tenants.create, { tenant }, { body: info, failures: inPlace }),
    onSuccess: refresh,
  });
}

export function useUpdateTenant(tenant: string) {
  const refresh = useRefreshTenants();
  return useMutation({
    mutationFn: (info: TenantInfo) =>
      callPulsar(tenants.update, { tenant }, { body: info, failures: inPlace }),
    onSuccess: refresh,
  });
}

export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tenant: string) => callPulsar(tenants.delete, { tenant }, { failures: inPlace }),
    // The deleted tenant's own queries would only fail with 404 if fetched again.
    onSuccess: async (_, tenant) => {
      queryClient.removeQueries({ queryKey: pulsarResources.tenant(tenant) });
      await queryClient.invalidateQueries({ queryKey: pulsarResources.tenants() });
    },
  });
}

/**
 * An empty Policies object: Pulsar then applies its defaults (the local cluster, the default
 * bundle count). The resource consumes JSON, so a body is sent rather than none.
 */
export function useCreateNamespace(tenant: string) {
  const refresh = useRefreshTenants();
  return useMutation({
    mutationFn: (namespace: string) =>
      callPulsar(namespaces.create, { tenant, namespace }, { body: {}, failures: inPlace }),
    onSuccess: refresh,
  });
}

/** A namespace changes its tenant's list and the namespace count in the tenants list. */
export function useDeleteNamespace(tenant: string) {
  const refresh = useRefreshTenants();
  return useMutation({
    mutationFn: (namespace: string) =>
      callPulsar(namespaces.delete, { tenant, namespace }, { failures: inPlace }),
    onSuccess: refresh,
  });
}
