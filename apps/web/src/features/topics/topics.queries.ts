import { namespaces, pulsarPath, topics, type Operation } from '@beacon/pulsar-admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForgetOnLeave } from '../../shared/api/forget-on-leave.ts';
import { callPulsar } from '../../shared/api/pulsar-call.ts';
import { pulsarKey, pulsarResources } from '../../shared/api/pulsar-keys.ts';
import { useReadHoldWhileDeleting } from '../../shared/api/read-hold.ts';
import {
  fetchBundleRange,
  fetchReplicationClusters,
  fetchTopicStats,
  readTopic,
  topicParams,
  type UnderTopic,
} from './topic.api.ts';
import type { TopicTarget } from './topic-operations.api.ts';
import { parentTopic, type TopicName } from './topic-name.ts';

/** Rates move all the time; the broker recomputes them about once a minute (statsUpdateFrequency). */
export const TOPIC_REFRESH_MS = 15_000;
/** A compaction or offload that is RUNNING is polled until it settles. */
export const PROCESS_POLL_MS = 2_000;

/** What the topic page reads, by the name its callers use. */
const TOPIC_READS = {
  stats: topics.stats,
  'internal-stats': topics.internalStats,
  lookup: topics.lookup,
  bundle: topics.bundle,
  partitions: topics.partitions,
  permissions: topics.permissions,
  compaction: topics.compactionStatus,
  offload: topics.offloadStatus,
} as const;

export type TopicRead = keyof typeof TOPIC_READS;

// Pulsar's hierarchy under the environment (decision 0024): a write invalidates the topic's prefix,
// which every screen showing the topic reads under. Each replication cluster keeps its own copy of
// the topic, so its figures sit apart, after the read (`{ cluster }`), never shown for another one.
export const topicKeys = {
  /** Everything read about the topic, on every cluster. */
  one: ({ name }: { name: TopicName; cluster?: string | undefined }) => pulsarResources.topic(name),
  part: ({ name, cluster }: TopicTarget, part: TopicRead) =>
    pulsarKey(TOPIC_READS[part], topicParams(name), { cluster: cluster ?? '' }),
  replication: (name: TopicName) =>
    pulsarKey(namespaces.replication, { tenant: name.tenant, namespace: name.namespace }),
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

export const internalStatsQuery = (target: TopicTarget) =>
  queryOptions({
    queryKey: topicKeys.part(target, 'internal-stats'),
    queryFn: ({ signal }) => readTopic(topics.internalStats, target, signal),
  });

export const useInternalStats = (target: TopicTarget, enabled = true) =>
  useQuery({ ...internalStatsQuery(target), enabled });

export function useLookup(target: TopicTarget) {
  return useQuery({
    queryKey: topicKeys.part(target, 'lookup'),
    queryFn: ({ signal }) => readTopic(topics.lookup, target, signal),
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
    queryKey: parent
      ? topicKeys.part({ name: parent, cluster }, 'partitions')
      : [...pulsarResources.environment(), 'no-parent-topic'],
    queryFn: ({ signal }) => readTopic(topics.partitions, { name: parent!, cluster }, signal),
    enabled: parent !== undefined,
    staleTime: 60_000,
  });
}

/**
 * The grants of the topic's namespace, which a topic's permissions include and a revoke on the
 * topic does not remove (Pulsar 4.0 answers 204 and keeps them). Read quietly: a user who may not
 * read them still sees the topic's merged list.
 */
export function useNamespaceGrants(name: TopicName) {
  const ref = { tenant: name.tenant, namespace: name.namespace };
  return useQuery({
    queryKey: pulsarKey(namespaces.permissions, ref),
    queryFn: ({ signal }) => callPulsar(namespaces.permissions, ref, { signal, failures: 'caller' }),
    retry: false,
  });
}

export function usePermissions(target: TopicTarget) {
  return useQuery({
    queryKey: topicKeys.part(target, 'permissions'),
    queryFn: ({ signal }) => readTopic(topics.permissions, target, signal),
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
  operation: Operation<UnderTopic, Status>,
  enabled: boolean,
) {
  const queryClient = useQueryClient();
  const queryKey = topicKeys.part(target, part);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const next = await readTopic(operation, target, signal);
      const before = queryClient.getQueryData<Status>(queryKey)?.status;
      if (before === 'RUNNING' && next.status !== 'RUNNING')
        for (const affected of ['stats', 'internal-stats'] as const)
          void queryClient.invalidateQueries({ queryKey: topicKeys.part(target, affected) });
      return next;
    },
    enabled,
    refetchInterval: (query) => pollWhileRunning(query.state.data?.status),
  });
}

export const useCompactionStatus = (target: TopicTarget, enabled: boolean) =>
  useProcessStatus(target, 'compaction', topics.compactionStatus, enabled);

export const useOffloadStatus = (target: TopicTarget, enabled: boolean) =>
  useProcessStatus(target, 'offload', topics.offloadStatus, enabled);

/**
 * A change to the topic: whatever the outcome, everything read about this topic is read again,
 * since even a refused call may have changed something on the broker. A partition's change is also
 * one of its partitioned topic's: that page (its figures, its subscriptions) is read again too.
 * `deletes`: a successful call leaves nothing of the topic to read again (see useForgetTopic).
 */
export function useTopicMutation<Variables, Result>(
  target: TopicTarget,
  run: (variables: Variables) => Promise<Result>,
  { deletes = false }: { deletes?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const readHold = useReadHoldWhileDeleting();
  const parent = parentTopic(target.name);
  return useMutation({
    mutationFn: run,
    // Reads of the topic still queued or in flight (its policies wait their turn), or leaving while
    // the delete runs (the stats' timed refresh), would otherwise reach Pulsar after the delete and
    // come back 404: the first are cancelled, the others wait for the outcome (read-hold.ts).
    ...(deletes
      ? {
          onMutate: () => {
            readHold.hold(pulsarPath(topics.delete, topicParams(target.name)));
            return queryClient.cancelQueries({ queryKey: topicKeys.one(target) });
          },
        }
      : {}),
    onSettled: async (_data, error) => {
      if (parent) void queryClient.invalidateQueries({ queryKey: topicKeys.one({ name: parent }) });
      if (deletes && !error) return;
      if (deletes) readHold.refused();
      await queryClient.invalidateQueries({ queryKey: topicKeys.one(target) });
    },
  });
}

/**
 * Drops what was read of a deleted topic once its page has gone (useForgetOnLeave). Returns what to
 * call when the delete succeeded.
 */
export function useForgetDeletedTopic(target: TopicTarget): () => void {
  const forgetOnLeave = useForgetOnLeave();
  return () => forgetOnLeave(topicKeys.one(target));
}
