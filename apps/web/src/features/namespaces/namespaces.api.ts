// The namespace page's calls. Figures come from Beacon's statistics catalogue (contracts/catalog.ts);
// names, bundles and every change go to Pulsar through Beacon's proxy, so a namespace or topic made a
// second ago is there at once. Bundle calls name the replication cluster they act on
// (`x-pulsar-cluster`): each cluster of a geo-replicated namespace has bundles of its own.
import type { NamespaceStatsResponse, TopicListResponse } from '@beacon/contracts';
import { requestData } from '../../shared/api/index.ts';

export type { NamespaceStatsResponse, TopicListResponse };
export type { TopicListItem, TopicClusterRow, NamespaceHistoryPoint } from '@beacon/contracts';

export type TopicDomain = 'persistent' | 'non-persistent';

const segment = encodeURIComponent;
export const namespacePath = (tenant: string, namespace: string) =>
  `/admin/v2/namespaces/${segment(tenant)}/${segment(namespace)}`;

/** Proxied; a tenant admin gets only its own tenants (the proxy filters the list). The selectors
 * say inline when a list fails, so no toast (here and below). */
export function fetchTenantNames(signal: AbortSignal): Promise<string[]> {
  return requestData<string[]>('/admin/v2/tenants', { api: 'pulsar', signal, reportErrors: false });
}

/** Pulsar answers `tenant/namespace` names; the selector wants the short ones. */
export async function fetchNamespaceNames(tenant: string, signal: AbortSignal): Promise<string[]> {
  const names = await requestData<string[]>(`/admin/v2/namespaces/${segment(tenant)}`, {
    api: 'pulsar',
    signal,
    reportErrors: false,
  });
  return names.map((name) => name.slice(name.indexOf('/') + 1)).sort((a, b) => a.localeCompare(b));
}

/** The page shows its own error and forbidden states, so no toast. */
export function fetchNamespaceStats(
  tenant: string,
  namespace: string,
  signal: AbortSignal,
): Promise<NamespaceStatsResponse> {
  return requestData<NamespaceStatsResponse>(`${namespacePath(tenant, namespace)}/stats`, {
    signal,
    reportErrors: false,
  });
}

export interface TopicListQuery {
  page: number;
  size: number;
  sort: string | undefined;
  order: 'asc' | 'desc';
  filter: string;
}

export function fetchTopicList(
  tenant: string,
  namespace: string,
  query: TopicListQuery,
  signal: AbortSignal,
): Promise<TopicListResponse> {
  return requestData<TopicListResponse>(`/admin/v2/topics/${segment(tenant)}/${segment(namespace)}/stats`, {
    signal,
    reportErrors: false,
    query: {
      page_num: query.page,
      page_size: query.size,
      sort: query.sort,
      order: query.sort ? query.order : undefined,
      filter: query.filter || undefined,
    },
  });
}

/** The part of Pulsar's Policies the overview reads. */
export interface NamespacePolicies {
  replication_clusters?: string[];
}

export function fetchNamespacePolicies(
  tenant: string,
  namespace: string,
  signal: AbortSignal,
): Promise<NamespacePolicies> {
  return requestData<NamespacePolicies>(namespacePath(tenant, namespace), {
    api: 'pulsar',
    signal,
    reportErrors: false,
  });
}

interface BundlesData {
  boundaries: string[];
  numBundles: number;
}

/** Bundle names as Pulsar writes them: consecutive boundaries, `0x00000000_0x40000000`. */
export function bundleRanges(boundaries: readonly string[]): string[] {
  return boundaries.slice(1).map((upper, index) => `${boundaries[index] ?? ''}_${upper}`);
}

export async function fetchBundles(
  tenant: string,
  namespace: string,
  cluster: string,
  signal: AbortSignal,
): Promise<string[]> {
  const data = await requestData<BundlesData>(`${namespacePath(tenant, namespace)}/bundles`, {
    api: 'pulsar',
    signal,
    reportErrors: false,
    pulsarRouting: { cluster },
  });
  return bundleRanges(data.boundaries);
}

export type BundleOperation = 'split' | 'unload' | 'clearBacklog' | 'unloadAll' | 'clearAllBacklog';

export interface BundleOperationRequest {
  tenant: string;
  namespace: string;
  cluster: string;
  operation: BundleOperation;
  /** For split, unload and clearBacklog of one bundle. */
  bundle?: string;
}

/**
 * Pulsar's reason reaches the user through the error catalogue's toast. Split keeps the halves
 * where they are (`unload=false`, as Pulsar Manager did): moving them is a separate Unload.
 */
export function runBundleOperation({
  tenant,
  namespace,
  cluster,
  operation,
  bundle = '',
}: BundleOperationRequest): Promise<unknown> {
  const base = namespacePath(tenant, namespace);
  const options = { api: 'pulsar', pulsarRouting: { cluster } } as const;
  switch (operation) {
    case 'split':
      return requestData(`${base}/${segment(bundle)}/split`, {
        ...options,
        method: 'PUT',
        query: { unload: false },
      });
    case 'unload':
      return requestData(`${base}/${segment(bundle)}/unload`, { ...options, method: 'PUT' });
    case 'clearBacklog':
      return requestData(`${base}/${segment(bundle)}/clearBacklog`, { ...options, method: 'POST' });
    case 'unloadAll':
      return requestData(`${base}/unload`, { ...options, method: 'PUT' });
    case 'clearAllBacklog':
      return requestData(`${base}/clearBacklog`, { ...options, method: 'POST' });
  }
}

export interface NewTopic {
  tenant: string;
  namespace: string;
  domain: TopicDomain;
  topic: string;
  partitions: number;
}

/** The dialog shows Pulsar's reason itself and keeps what was typed, so no toast. */
export function createTopic({ tenant, namespace, domain, topic, partitions }: NewTopic): Promise<unknown> {
  const path = `/admin/v2/${domain}/${segment(tenant)}/${segment(namespace)}/${segment(topic)}`;
  return partitions > 0
    ? requestData(`${path}/partitions`, {
        api: 'pulsar',
        method: 'PUT',
        json: partitions,
        reportErrors: false,
      })
    : requestData(path, { api: 'pulsar', method: 'PUT', reportErrors: false });
}
