// The namespace page's calls. Figures come from Beacon's statistics catalogue (contracts/catalog.ts);
// names, bundles and every change go to Pulsar through Beacon's proxy and the @beacon/pulsar-admin
// catalogue, so a namespace or topic made a second ago is there at once. Bundle calls name the
// replication cluster they act on (`x-pulsar-cluster`): each cluster of a geo-replicated namespace
// has bundles of its own.
import type { NamespaceStatsResponse, TopicListResponse } from '@beacon/contracts';
import { namespaces, topics } from '@beacon/pulsar-admin';
import { requestData } from '../../shared/api/index.ts';
import { callPulsar } from '../../shared/api/pulsar-call.ts';

export type { NamespaceStatsResponse, TopicListResponse };
export type { TopicListItem, TopicClusterRow, NamespaceHistoryPoint } from '@beacon/contracts';

export type TopicDomain = 'persistent' | 'non-persistent';

const segment = encodeURIComponent;

/** Beacon's statistics catalogue (its own API, not Pulsar's). The page shows its own error and
 * forbidden states, so no toast. */
export function fetchNamespaceStats(tenant: string, namespace: string, signal: AbortSignal) {
  const path = `/admin/v2/namespaces/${segment(tenant)}/${segment(namespace)}/stats`;
  return requestData<NamespaceStatsResponse>(path, { signal, reportErrors: false });
}

export interface TopicListQuery {
  page: number;
  size: number;
  sort: string | undefined;
  order: 'asc' | 'desc';
  filter: string;
}

/** Beacon's statistics catalogue's topic list. */
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

/** Bundle names as Pulsar writes them: consecutive boundaries, `0x00000000_0x40000000`. */
export function bundleRanges(boundaries: readonly string[]): string[] {
  return boundaries.slice(1).map((upper, index) => `${boundaries[index] ?? ''}_${upper}`);
}

export type BundleOperation = 'split' | 'unload' | 'clearBacklog' | 'unloadAll' | 'clearAllBacklog';

export interface BundleOperationRequest {
  tenant: string;
  namespace: string;
  /** The replication cluster whose broker acts; none: the environment's own (the palette's unload). */
  cluster: string | undefined;
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
  const ns = { tenant, namespace };
  switch (operation) {
    case 'split':
      return callPulsar(namespaces.splitBundle, { ...ns, bundle }, { cluster, query: { unload: false } });
    case 'unload':
      return callPulsar(namespaces.unloadBundle, { ...ns, bundle }, { cluster });
    case 'clearBacklog':
      return callPulsar(namespaces.clearBundleBacklog, { ...ns, bundle }, { cluster });
    case 'unloadAll':
      return callPulsar(namespaces.unload, ns, { cluster });
    case 'clearAllBacklog':
      return callPulsar(namespaces.clearBacklog, ns, { cluster });
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
  const params = { domain, tenant, namespace, topic };
  return partitions > 0
    ? callPulsar(topics.createPartitioned, params, { body: partitions, failures: 'caller' })
    : callPulsar(topics.create, params, { failures: 'caller' });
}
