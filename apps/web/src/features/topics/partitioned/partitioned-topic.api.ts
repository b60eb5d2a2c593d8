// The partitioned-topic page's calls, through the @beacon/pulsar-admin catalogue (contract §2.9,
// §3.2). Aggregates come from one `partitioned-stats?perPartition=false`; per-partition figures are
// read only for the partitions on screen, so a 1 000-partition topic costs one page of calls, not
// 1 000. The page shows its own error, forbidden and empty states, so no call raises a toast.
import { topics, type AuthAction, type BrokerTopicStats, type PermissionsMap } from '@beacon/pulsar-admin';
import { isHttpError } from '../../../shared/api/index.ts';
import { callPulsar } from '../../../shared/api/pulsar-call.ts';
import { topicParams } from '../topic.api.ts';
import { partitionTopic, type TopicName } from '../topic-name.ts';

export type { AuthAction } from '@beacon/pulsar-admin';

export async function fetchPartitionCount(name: TopicName, signal: AbortSignal): Promise<number> {
  const metadata = await callPulsar(topics.partitions, topicParams(name), { failures: 'in-place', signal });
  return metadata.partitions ?? 0;
}

export function fetchPartitionedStats(name: TopicName, signal: AbortSignal) {
  return callPulsar(topics.partitionedStats, topicParams(name), {
    failures: 'in-place',
    signal,
    query: { perPartition: false },
  });
}

/** A partition's figures, or `missing` when Pulsar has not created that partition yet (404). */
export interface PartitionRow {
  index: number;
  stats: BrokerTopicStats | undefined;
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
      const stats = await callPulsar(topics.stats, topicParams(partitionTopic(name, index)), {
        failures: 'in-place',
        signal,
      });
      return { index, stats };
    } catch (error) {
      // A partition not created yet answers 404; it has no figures, which is not a failure.
      if (isHttpError(error) && error.status === 404) return { index, stats: undefined };
      throw error;
    }
  });
}

/** POST …/partitions with the new count; Pulsar only ever adds partitions (422 otherwise). */
export function updatePartitionCount(name: TopicName, partitions: number): Promise<unknown> {
  return callPulsar(topics.updatePartitions, topicParams(name), { failures: 'caller', body: partitions });
}

export function deletePartitionedTopic(name: TopicName, force: boolean): Promise<unknown> {
  return callPulsar(topics.deletePartitioned, topicParams(name), { failures: 'caller', query: { force } });
}

export function fetchTopicPermissions(name: TopicName, signal: AbortSignal): Promise<PermissionsMap> {
  return callPulsar(topics.permissions, topicParams(name), { failures: 'in-place', signal });
}

export function grantTopicPermission(name: TopicName, role: string, actions: AuthAction[]): Promise<unknown> {
  return callPulsar(topics.grant, { ...topicParams(name), role }, { failures: 'caller', body: actions });
}

export function revokeTopicPermission(name: TopicName, role: string): Promise<unknown> {
  return callPulsar(topics.revoke, { ...topicParams(name), role }, { failures: 'caller' });
}
