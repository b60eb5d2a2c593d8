// The partitioned-topic page's calls, proxied to Pulsar (contract §2.9, §3.2). Aggregates come
// from one `partitioned-stats?perPartition=false`; per-partition figures are read only for the
// partitions on screen, so a 1 000-partition topic costs one page of calls, not 1 000.
import { requestData } from '../../../shared/api/index.ts';
import { partitionTopic, topicPath, type TopicName } from '../topic-name.ts';

export interface SubscriptionFigures {
  type?: string;
  msgBacklog: number;
  msgRateOut: number;
  msgThroughputOut: number;
  msgRateExpired: number;
  consumers?: unknown[];
}

export interface TopicFigures {
  msgRateIn: number;
  msgRateOut: number;
  msgThroughputIn: number;
  msgThroughputOut: number;
  storageSize: number;
  backlogSize?: number;
  publishers?: unknown[];
  subscriptions?: Record<string, SubscriptionFigures>;
}

const admin = (name: TopicName) => `/admin/v2/${topicPath(name)}`;
// The page shows its own error, forbidden and empty states, so reads raise no toast.
const quiet = { api: 'pulsar', reportErrors: false } as const;

export async function fetchPartitionCount(name: TopicName, signal: AbortSignal): Promise<number> {
  const metadata = await requestData<{ partitions: number }>(`${admin(name)}/partitions`, {
    ...quiet,
    signal,
  });
  return metadata.partitions;
}

export function fetchPartitionedStats(name: TopicName, signal: AbortSignal): Promise<TopicFigures> {
  return requestData<TopicFigures>(`${admin(name)}/partitioned-stats`, {
    ...quiet,
    signal,
    query: { perPartition: false },
  });
}

/** A partition's figures, or `missing` when Pulsar has not created that partition yet (404). */
export interface PartitionRow {
  index: number;
  stats: TopicFigures | undefined;
}

/** Enough calls in flight to fill a page fast, few enough not to flood the broker or the proxy. */
export const PARTITION_STATS_CONCURRENCY = 6;

/** Runs `work` over `items` with at most `limit` running at once, keeping the items' order. */
async function mapBounded<Item, Result>(
  items: readonly Item[],
  limit: number,
  work: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = new Array<Result>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const slot = next;
      next += 1;
      results[slot] = await work(items[slot] as Item);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function fetchPartitionRows(
  name: TopicName,
  indexes: readonly number[],
  signal: AbortSignal,
): Promise<PartitionRow[]> {
  return mapBounded(indexes, PARTITION_STATS_CONCURRENCY, async (index) => {
    try {
      const stats = await requestData<TopicFigures>(`${admin(partitionTopic(name, index))}/stats`, {
        ...quiet,
        signal,
      });
      return { index, stats };
    } catch (error) {
      // A partition not created yet answers 404; it has no figures, which is not a failure.
      if ((error as { status?: number }).status === 404) return { index, stats: undefined };
      throw error;
    }
  });
}

/** POST …/partitions with the new count; Pulsar only ever adds partitions (422 otherwise). */
export function updatePartitionCount(name: TopicName, partitions: number): Promise<unknown> {
  return requestData(`${admin(name)}/partitions`, { ...quiet, method: 'POST', json: partitions });
}

export function deletePartitionedTopic(name: TopicName, force: boolean): Promise<unknown> {
  return requestData(`${admin(name)}/partitions`, { ...quiet, method: 'DELETE', query: { force } });
}

export type AuthAction = 'produce' | 'consume' | 'functions' | 'sources' | 'sinks' | 'packages';

export function fetchTopicPermissions(
  name: TopicName,
  signal: AbortSignal,
): Promise<Record<string, AuthAction[]>> {
  return requestData<Record<string, AuthAction[]>>(`${admin(name)}/permissions`, { ...quiet, signal });
}

export function grantTopicPermission(name: TopicName, role: string, actions: AuthAction[]): Promise<unknown> {
  return requestData(`${admin(name)}/permissions/${encodeURIComponent(role)}`, {
    ...quiet,
    method: 'POST',
    json: actions,
  });
}

export function revokeTopicPermission(name: TopicName, role: string): Promise<unknown> {
  return requestData(`${admin(name)}/permissions/${encodeURIComponent(role)}`, {
    ...quiet,
    method: 'DELETE',
  });
}
