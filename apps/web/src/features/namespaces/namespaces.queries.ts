import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { readSession } from '../../shared/auth/index.ts';
import {
  createTopic,
  fetchBundles,
  fetchNamespaceNames,
  fetchNamespacePolicies,
  fetchNamespaceStats,
  fetchTenantNames,
  fetchTopicList,
  runBundleOperation,
  type BundleOperationRequest,
  type NewTopic,
  type TopicListQuery,
  type TopicListResponse,
} from './namespaces.api.ts';

/** The overview's figures and chart follow the collector, which passes about twice a minute. */
export const STATS_REFRESH_MS = 30_000;

// Hierarchical from the environment down: switching environment never shows another one's data.
export const namespaceKeys = {
  all: () => ['namespaces', readSession().environment ?? ''] as const,
  tenants: () => [...namespaceKeys.all(), 'tenant-names'] as const,
  names: (tenant: string) => [...namespaceKeys.all(), 'names', tenant] as const,
  one: (tenant: string, namespace: string) => [...namespaceKeys.all(), tenant, namespace] as const,
  stats: (tenant: string, namespace: string) => [...namespaceKeys.one(tenant, namespace), 'stats'] as const,
  policies: (tenant: string, namespace: string) =>
    [...namespaceKeys.one(tenant, namespace), 'policies'] as const,
  bundles: (tenant: string, namespace: string, cluster?: string) =>
    cluster === undefined
      ? ([...namespaceKeys.one(tenant, namespace), 'bundles'] as const)
      : ([...namespaceKeys.one(tenant, namespace), 'bundles', cluster] as const),
  topics: (tenant: string, namespace: string) => [...namespaceKeys.one(tenant, namespace), 'topics'] as const,
  topicPage: (tenant: string, namespace: string, query: TopicListQuery) =>
    [...namespaceKeys.topics(tenant, namespace), query] as const,
};

export function useTenantNames(enabled: boolean) {
  return useQuery({
    queryKey: namespaceKeys.tenants(),
    queryFn: ({ signal }) => fetchTenantNames(signal),
    enabled,
    staleTime: 60_000,
  });
}

export function useNamespaceNames(tenant: string, enabled: boolean) {
  return useQuery({
    queryKey: namespaceKeys.names(tenant),
    queryFn: ({ signal }) => fetchNamespaceNames(tenant, signal),
    enabled: enabled && tenant !== '',
    staleTime: 60_000,
  });
}

export function useNamespaceStats(tenant: string, namespace: string) {
  return useQuery({
    queryKey: namespaceKeys.stats(tenant, namespace),
    queryFn: ({ signal }) => fetchNamespaceStats(tenant, namespace, signal),
    refetchInterval: STATS_REFRESH_MS,
  });
}

export function useNamespacePolicies(tenant: string, namespace: string) {
  return useQuery({
    queryKey: namespaceKeys.policies(tenant, namespace),
    queryFn: ({ signal }) => fetchNamespacePolicies(tenant, namespace, signal),
  });
}

export function useBundles(tenant: string, namespace: string, cluster: string | undefined) {
  return useQuery({
    queryKey: namespaceKeys.bundles(tenant, namespace, cluster ?? ''),
    queryFn: ({ signal }) => fetchBundles(tenant, namespace, cluster ?? '', signal),
    enabled: cluster !== undefined,
  });
}

export function useBundleOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BundleOperationRequest) => runBundleOperation(request),
    // A split adds a bundle; unloads and backlog clearing move figures. Refresh both either way:
    // a failed call may still have changed something on the broker.
    onSettled: (_data, _error, { tenant, namespace }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: namespaceKeys.bundles(tenant, namespace) }),
        queryClient.invalidateQueries({ queryKey: namespaceKeys.stats(tenant, namespace) }),
      ]),
  });
}

export const topicListQuery = (tenant: string, namespace: string, query: TopicListQuery) =>
  queryOptions({
    queryKey: namespaceKeys.topicPage(tenant, namespace, query),
    queryFn: ({ signal }) => fetchTopicList(tenant, namespace, query, signal),
    // Fresh for a moment: a page read ahead (the name filter asks before the URL changes) is used by
    // the list that mounts for it, not asked again. The server's names are live within 5 s too.
    staleTime: 5_000,
  });

export function useTopicList(tenant: string, namespace: string, query: TopicListQuery) {
  const queryClient = useQueryClient();
  return useQuery({
    ...topicListQuery(tenant, namespace, query),
    // While the next page, sort or filter loads, the rows shown last stay (dimmed) instead of a
    // blank table. They are looked up in the cache too: the console's tab view mounts a page
    // afresh when its URL changes, and a fresh query has no previous result of its own.
    placeholderData: (previous) => previous ?? latestTopicPage(queryClient, tenant, namespace),
  });
}

function latestTopicPage(queryClient: QueryClient, tenant: string, namespace: string) {
  const [latest] = queryClient
    .getQueryCache()
    .findAll({ queryKey: namespaceKeys.topics(tenant, namespace) })
    .filter((cached) => cached.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  return latest?.state.data as TopicListResponse | undefined;
}

export function useCreateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topic: NewTopic) => createTopic(topic),
    onSuccess: (_data, { tenant, namespace }) =>
      queryClient.invalidateQueries({ queryKey: namespaceKeys.topics(tenant, namespace) }),
  });
}
