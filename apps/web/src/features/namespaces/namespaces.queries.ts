import { namespaces, tenants } from '@beacon/pulsar-admin';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callPulsar } from '../../shared/api/pulsar-call.ts';
import { beaconView, isBeaconView, pulsarKey, pulsarResources } from '../../shared/api/pulsar-keys.ts';
import {
  bundleRanges,
  createTopic,
  fetchNamespaceStats,
  fetchTopicList,
  runBundleOperation,
  type BundleOperationRequest,
  type NewTopic,
  type TopicListQuery,
  type TopicListResponse,
} from './namespaces.api.ts';

/** The overview's figures and chart follow the collector, which passes about twice a minute. */
export const STATS_REFRESH_MS = 30_000;

// From the one Pulsar key factory: the tenant selector shares its key with every other tenant
// list, so a tenant created anywhere shows here too; any write to the namespace refreshes them all.
export const namespaceKeys = {
  tenants: () => pulsarKey(tenants.list, {}),
  names: (tenant: string) => pulsarKey(namespaces.list, { tenant }),
  one: (tenant: string, namespace: string) => pulsarResources.namespace(tenant, namespace),
  stats: (tenant: string, namespace: string) =>
    [...pulsarResources.namespace(tenant, namespace), beaconView('stats')] as const,
  policies: (tenant: string, namespace: string) => pulsarKey(namespaces.policies, { tenant, namespace }),
  bundles: (tenant: string, namespace: string, cluster?: string) =>
    cluster === undefined
      ? pulsarKey(namespaces.bundles, { tenant, namespace })
      : pulsarKey(namespaces.bundles, { tenant, namespace }, { cluster }),
  topics: (tenant: string, namespace: string) => pulsarResources.namespaceTopics(tenant, namespace),
  topicPage: (tenant: string, namespace: string, query: TopicListQuery) =>
    [...pulsarResources.namespaceTopics(tenant, namespace), beaconView('list', query)] as const,
};

/** The selectors say inline when a list fails, so no toast. */
export function useTenantNames(enabled: boolean) {
  return useQuery({
    queryKey: namespaceKeys.tenants(),
    queryFn: ({ signal }) => callPulsar(tenants.list, {}, { signal, failures: 'caller' }),
    enabled,
    staleTime: 60_000,
  });
}

/** Pulsar answers `tenant/namespace` names; the selector wants the short ones. */
export function useNamespaceNames(tenant: string, enabled: boolean) {
  return useQuery({
    queryKey: namespaceKeys.names(tenant),
    queryFn: ({ signal }) => callPulsar(namespaces.list, { tenant }, { signal, failures: 'caller' }),
    select: (names) =>
      names.map((name) => name.slice(name.indexOf('/') + 1)).sort((a, b) => a.localeCompare(b)),
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

/** The page shows its own error states, so no toast (here and below). */
export function useNamespacePolicies(tenant: string, namespace: string) {
  return useQuery({
    queryKey: namespaceKeys.policies(tenant, namespace),
    queryFn: ({ signal }) =>
      callPulsar(namespaces.policies, { tenant, namespace }, { signal, failures: 'caller' }),
  });
}

export function useBundles(tenant: string, namespace: string, cluster: string | undefined) {
  return useQuery({
    queryKey: namespaceKeys.bundles(tenant, namespace, cluster ?? ''),
    queryFn: ({ signal }) =>
      callPulsar(namespaces.bundles, { tenant, namespace }, { signal, cluster, failures: 'caller' }),
    select: (data) => bundleRanges(data.boundaries ?? []),
    enabled: cluster !== undefined,
  });
}

export function useBundleOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BundleOperationRequest) => runBundleOperation(request),
    // A split adds a bundle; unloads and backlog clearing move figures. Refresh the namespace
    // either way: a failed call may still have changed something on the broker.
    onSettled: (_data, _error, { tenant, namespace }) =>
      queryClient.invalidateQueries({ queryKey: namespaceKeys.one(tenant, namespace) }),
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

/**
 * The list page read last for this namespace. Only list pages: everything read about one of its
 * topics is kept under the same key prefix, and a topic's figures taken for a page of the list
 * crashed the console after a topic was deleted.
 */
function latestTopicPage(queryClient: QueryClient, tenant: string, namespace: string) {
  const topics = namespaceKeys.topics(tenant, namespace);
  const [latest] = queryClient
    .getQueryCache()
    .findAll({
      queryKey: topics,
      predicate: ({ queryKey }) =>
        queryKey.length === topics.length + 1 && isBeaconView(queryKey.at(-1), 'list'),
    })
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
