import { pulsarPath, topics } from '@beacon/pulsar-admin';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { beaconView, pulsarKey, pulsarResources } from '../../../shared/api/pulsar-keys.ts';
import { useReadHoldWhileDeleting } from '../../../shared/api/read-hold.ts';
import { topicParams } from '../topic.api.ts';
import type { TopicName } from '../topic-name.ts';
import {
  deletePartitionedTopic,
  fetchPartitionCount,
  fetchPartitionRows,
  fetchPartitionedStats,
  fetchTopicPermissions,
  grantTopicPermission,
  revokeTopicPermission,
  updatePartitionCount,
  type AuthAction,
} from './partitioned-topic.api.ts';

/** Rates move by the second; a page of figures every 30 s is plenty and cheap. */
export const PARTITIONED_REFRESH_MS = 30_000;

// Under the topic in Pulsar's hierarchy (decision 0024): a write to the topic, or to one of its
// partitions (topicKeys' useTopicMutation), refreshes the whole page. Beacon's own readings (the
// count, the page of partition rows) are marked apart from Pulsar's answers to the same paths.
export const partitionedTopicKeys = {
  one: (name: TopicName) => pulsarResources.topic(name),
  count: (name: TopicName) => pulsarKey(topics.partitions, topicParams(name), beaconView('count')),
  stats: (name: TopicName) => pulsarKey(topics.partitionedStats, topicParams(name), { perPartition: false }),
  rows: (name: TopicName, indexes: readonly number[]) => [
    ...partitionedTopicKeys.one(name),
    beaconView('partition-rows', { indexes: indexes.join(',') }),
  ],
  permissions: (name: TopicName) => pulsarKey(topics.permissions, topicParams(name)),
};

/**
 * How long a read counts as fresh: the route's loader asks for the page's data while the page's code
 * loads, and the page, mounting later, uses that answer instead of asking again. Its code can take
 * longer than a few seconds on a slow link (or a busy test worker, where a 5 s window read every
 * partition twice); the figures refresh every 30 s anyway, and a write invalidates them at once.
 */
const FRESH_MS = PARTITIONED_REFRESH_MS;

export const partitionCountQuery = (name: TopicName) =>
  queryOptions({
    queryKey: partitionedTopicKeys.count(name),
    queryFn: ({ signal }) => fetchPartitionCount(name, signal),
    staleTime: FRESH_MS,
  });

export const partitionedStatsQuery = (name: TopicName) =>
  queryOptions({
    queryKey: partitionedTopicKeys.stats(name),
    queryFn: ({ signal }) => fetchPartitionedStats(name, signal),
    refetchInterval: PARTITIONED_REFRESH_MS,
    staleTime: FRESH_MS,
  });

export const partitionRowsQuery = (name: TopicName, indexes: readonly number[]) =>
  queryOptions({
    queryKey: partitionedTopicKeys.rows(name, indexes),
    queryFn: ({ signal }) => fetchPartitionRows(name, indexes, signal),
    refetchInterval: PARTITIONED_REFRESH_MS,
    staleTime: FRESH_MS,
  });

export function usePartitionCount(name: TopicName, enabled: boolean) {
  return useQuery({ ...partitionCountQuery(name), enabled });
}

export function usePartitionedStats(name: TopicName, enabled: boolean) {
  return useQuery({ ...partitionedStatsQuery(name), enabled });
}

export function usePartitionRows(name: TopicName, indexes: readonly number[]) {
  return useQuery({
    ...partitionRowsQuery(name, indexes),
    // While the next page loads, the current rows stay instead of a blank table.
    placeholderData: keepPreviousData,
    enabled: indexes.length > 0,
  });
}

export function useUpdatePartitionCount(name: TopicName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partitions: number) => updatePartitionCount(name, partitions),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partitionedTopicKeys.one(name) }),
  });
}

/** The page's figures, refreshed on a timer, are not read while the delete runs (read-hold.ts). */
export function useDeletePartitionedTopic(name: TopicName) {
  const readHold = useReadHoldWhileDeleting();
  return useMutation({
    mutationFn: (force: boolean) => deletePartitionedTopic(name, force),
    onMutate: () => readHold.hold(pulsarPath(topics.delete, topicParams(name))),
    onError: () => readHold.refused(),
  });
}

export function useTopicPermissions(name: TopicName) {
  return useQuery({
    queryKey: partitionedTopicKeys.permissions(name),
    queryFn: ({ signal }) => fetchTopicPermissions(name, signal),
  });
}

export function useGrantTopicPermission(name: TopicName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ role, actions }: { role: string; actions: AuthAction[] }) =>
      grantTopicPermission(name, role, actions),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partitionedTopicKeys.permissions(name) }),
  });
}

export function useRevokeTopicPermission(name: TopicName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: string) => revokeTopicPermission(name, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partitionedTopicKeys.permissions(name) }),
  });
}
