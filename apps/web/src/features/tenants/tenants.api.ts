// Tenants and namespaces (inventory 2.5, 2.6): the statistics catalogue's enriched lists are
// Beacon's own API ({prefix}/admin/v2/...); everything else is Pulsar's admin API through the proxy.
import type { CatalogListQuery, NamespaceListResponse, TenantListResponse } from '@beacon/contracts';
import { isHttpError, requestData, type RequestOptions } from '../../shared/api/index.ts';
import { reactionTo, reportHttpError } from '../../shared/api/error-catalogue.ts';

export type { NamespaceListItem, TenantListItem, CatalogFreshness } from '@beacon/contracts';
export type { NamespaceListResponse, TenantListResponse };

/** Pulsar's TenantInfo. */
export interface TenantInfo {
  adminRoles: string[];
  allowedClusters: string[];
}

export type ListQuery = Pick<CatalogListQuery, 'page_num' | 'page_size' | 'order' | 'filter'> & {
  sort?: string | undefined;
};

const enc = encodeURIComponent;

/**
 * These screens say every failure in place (error state, or the reason inside the dialog), so
 * the error catalogue's toast would repeat it. Its other reactions — ending a dead session,
 * sending a user without an environment to /environments — still apply.
 */
async function call<Body>(path: string, options: RequestOptions): Promise<Body> {
  try {
    return await requestData<Body>(path, { ...options, reportErrors: false });
  } catch (error) {
    if (isHttpError(error) && reactionTo(error).kind !== 'toast') reportHttpError(error);
    throw error;
  }
}

export function fetchTenantList(query: ListQuery, signal: AbortSignal): Promise<TenantListResponse> {
  return call('/admin/v2/tenants', { query, signal });
}

export function fetchNamespaceList(
  tenant: string,
  query: ListQuery,
  signal: AbortSignal,
): Promise<NamespaceListResponse> {
  return call(`/admin/v2/namespaces/${enc(tenant)}`, { query, signal });
}

/** Tenant names for the selectors; the proxy shows a tenant admin only its own tenants. */
export function fetchTenantNames(signal: AbortSignal): Promise<string[]> {
  return call('/admin/v2/tenants', { api: 'pulsar', signal });
}

export function fetchClusterNames(signal: AbortSignal): Promise<string[]> {
  return call('/admin/v2/clusters', { api: 'pulsar', signal });
}

export function fetchTenantInfo(tenant: string, signal: AbortSignal): Promise<TenantInfo> {
  return call(`/admin/v2/tenants/${enc(tenant)}`, { api: 'pulsar', signal });
}

export function createTenant(tenant: string, info: TenantInfo): Promise<unknown> {
  return call(`/admin/v2/tenants/${enc(tenant)}`, { api: 'pulsar', method: 'PUT', json: info });
}

export function updateTenant(tenant: string, info: TenantInfo): Promise<unknown> {
  return call(`/admin/v2/tenants/${enc(tenant)}`, { api: 'pulsar', method: 'POST', json: info });
}

export function deleteTenant(tenant: string): Promise<unknown> {
  return call(`/admin/v2/tenants/${enc(tenant)}`, { api: 'pulsar', method: 'DELETE' });
}

/**
 * An empty Policies object: Pulsar then applies its defaults (the local cluster, the default
 * bundle count). The resource consumes JSON, so a body is sent rather than none.
 */
export function createNamespace(tenant: string, namespace: string): Promise<unknown> {
  return call(`/admin/v2/namespaces/${enc(tenant)}/${enc(namespace)}`, {
    api: 'pulsar',
    method: 'PUT',
    json: {},
  });
}

export function deleteNamespace(tenant: string, namespace: string): Promise<unknown> {
  return call(`/admin/v2/namespaces/${enc(tenant)}/${enc(namespace)}`, { api: 'pulsar', method: 'DELETE' });
}
