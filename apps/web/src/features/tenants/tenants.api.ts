// Tenants and namespaces (inventory 2.5, 2.6): the statistics catalogue's enriched lists are
// Beacon's own API ({prefix}/admin/v2/...). Pulsar's own calls go through the @beacon/pulsar-admin
// catalogue (tenants.queries.ts), so none is spelled out here.
import type { CatalogListQuery, NamespaceListResponse, TenantListResponse } from '@beacon/contracts';
import type { TenantInfo as PulsarTenantInfo } from '@beacon/pulsar-admin';
import { isHttpError, requestData, type RequestOptions } from '../../shared/api/index.ts';
import { reactionTo, reportHttpError } from '../../shared/api/error-catalogue.ts';

export type { NamespaceListItem, TenantListItem, CatalogFreshness } from '@beacon/contracts';
export type { NamespaceListResponse, TenantListResponse };

/** A tenant's settings as the screens edit them: Pulsar leaves an empty list out of its answer. */
export type TenantInfo = Required<PulsarTenantInfo>;

export type ListQuery = Pick<CatalogListQuery, 'page_num' | 'page_size' | 'order' | 'filter'> & {
  sort?: string | undefined;
};

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
  return call(`/admin/v2/namespaces/${encodeURIComponent(tenant)}`, { query, signal });
}
