import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readSession } from '../../shared/auth/index.ts';
import {
  fetchBundleRange,
  fetchCompactionStatus,
  fetchInternalStats,
  fetchLookup,
  fetchOffloadStatus,
  fetchPartitionMetadata,
  fetchPermissions,
  fetchReplicationClusters,
  fetchTopicStats,
} from './topic.api.ts';
import type { TopicTarget } from './topic-operations.api.ts';
import { topicPath, type TopicName } from './topic-name.ts';

/** Rates move all the time; the broker recomputes them about once a minute (statsUpdateFrequency). */
export const TOPIC_REFRESH_MS = 15_000;
/** A compaction or offload that is RUNNING is polled until it settles. */
export const PROCESS_POLL_MS = 2_000;

// Hierarchical from the environment down, then the cluster: each replication cluster has its own
// copy of the topic, so its figures must never be shown for another cluster.
export const topicKeys = {
  all: () => ['topics', readSession().environment ?? ''] as const,
  one: ({ name, cluster }: TopicTarget) => [...topicKeys.all(), cluster ?? '', topicPath(name)] as const,
  part: (target: TopicTarget, part: string) => [...topicKeys.one(target), part] as const,
  replication: (name: TopicName) => [...topicKeys.all(), 'replication', name.tenant, name.namespace] as const,
};

export function useReplicationClusters(name: TopicName, enabled: boolean) {
  return useQuery({
    queryKey: topicKeys.replication(name),
    queryFn: ({ signal }) => fetchReplicationClusters(name, signal),
    enabled,
    staleTime: 60_000,
  });
}

export function useTopicStats(target: TopicTarget, enabled = true) {
  return useQuery({
    queryKey: topicKeys.part(target, 'stats'),
    queryFn: ({ signal }) => fetchTopicStats(target.name, target.cluster, signal),
    refetchInterval: TOPIC_REFRESH_MS,
    enabled,
  });
}

export function useInternalStats(target: TopicTarget, enabled = true) {
  return useQuery({
    queryKey: topicKeys.part(target, 'internal-stats'),
    queryFn: ({ signal }) => fetchInternalStats(target.name, target.cluster, signal),
    enabled,
  });
}

export function useLookup(target: TopicTarget) {
  return useQuery({
    queryKey: topicKeys.part(target, 'lookup'),
    queryFn: ({ signal }) => fetchLookup(target.name, target.cluster, signal),
  });
}

export function useBundleRange(target: TopicTarget) {
  return useQuery({
    queryKey: topicKeys.part(target, 'bundle'),
    queryFn: ({ signal }) => fetchBundleRange(target.name, target.cluster, signal),
  });
}

/** The partition count of `parent` (the partitioned topic a partition page belongs to). */
export function usePartitionMetadata(parent: TopicName | undefined, cluster: string | undefined) {
  return useQuery({
    queryKey: parent ? topicKeys.part({ name: parent, cluster }, 'partitions') : ['topics', 'none'],
    queryFn: ({ signal }) => fetchPartitionMetadata(parent!, cluster, signal),
    enabled: parent !== undefined,
    staleTime: 60_000,
  });
}

export function usePermissions(target: TopicTarget) {
  return useQuery({
    queryKey: topicKeys.part(target, 'permissions'),
    queryFn: ({ signal }) => fetchPermissions(target.name, target.cluster, signal),
  });
}

const pollWhileRunning = (status: string | undefined) => (status === 'RUNNING' ? PROCESS_POLL_MS : false);

/**
 * A compaction's or an offload's status, polled while RUNNING. When a read finds it has left
 * RUNNING, its effects (compacted ledger, offloaded ledgers and size) are in the topic's stats and
 * internal stats: those are read again.
 */
function useProcessStatus<Status extends { status: string }>(
  target: TopicTarget,
  part: 'compaction' | 'offload',
  fetchStatus: (signal: AbortSignal) => Promise<Status>,
  enabled: boolean,
) {
  const queryClient = useQueryClient();
  const queryKey = topicKeys.part(target, part);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const next = await fetchStatus(signal);
      const before = queryClient.getQueryData<Status>(queryKey)?.status;
      if (before === 'RUNNING' && next.status !== 'RUNNING')
        for (const affected of ['stats', 'internal-stats'])
          void queryClient.invalidateQueries({ queryKey: topicKeys.part(target, affected) });
      return next;
    },
    enabled,
    refetchInterval: (query) => pollWhileRunning(query.state.data?.status),
  });
}

export function useCompactionStatus(target: TopicTarget, enabled: boolean) {
  return useProcessStatus(
    target,
    'compaction',
    (signal) => fetchCompactionStatus(target.name, target.cluster, signal),
    enabled,
  );
}

export function useOffloadStatus(target: TopicTarget, enabled: boolean) {
  return useProcessStatus(
    target,
    'offload',
    (signal) => fetchOffloadStatus(target.name, target.cluster, signal),
    enabled,
  );
}

/**
 * A change to the topic: whatever the outcome, everything read about this topic is read again,
 * since even a refused call may have changed something on the broker.
 */
export function useTopicMutation<Variables, Result>(
  target: TopicTarget,
  run: (variables: Variables) => Promise<Result>,
  { forget = false }: { forget?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      if (forget) queryClient.removeQueries({ queryKey: topicKeys.one(target) });
    },
    onSettled: (_data, error) =>
      forget && !error ? undefined : queryClient.invalidateQueries({ queryKey: topicKeys.one(target) }),
  });
}
