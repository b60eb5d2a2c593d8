// Started by the route's loader, in parallel with loading the page's code: the partition count, then
// the aggregate figures and the first page's partition figures together. The page reads the same
// cache entries when it mounts (they stay fresh a few seconds), so nothing is asked twice.
import { can } from '@beacon/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { userInfoQueryOptions } from '../../../shared/auth/index.ts';
import { topicNameFromParams } from '../topic-name.ts';
import { readPartitionListParams, visibleIndexes } from './partition-list-params.ts';
import {
  partitionCountQuery,
  partitionedStatsQuery,
  partitionRowsQuery,
} from './partitioned-topic.queries.ts';

export async function prefetchPartitionedTopic(
  params: Params,
  searchParams: URLSearchParams,
  queryClient: QueryClient,
): Promise<void> {
  const name = topicNameFromParams(params);
  // Only what the page itself would ask: nothing for a tenant this user may not read.
  const user = queryClient.getQueryData(userInfoQueryOptions().queryKey);
  if (!name || !user || !can({ roles: user.roles, tenants: user.tenants }, 'topic.read', name.tenant)) return;
  // fetchQuery rejects on a failed call; the page shows that failure from the same cache entry.
  const count = await queryClient.fetchQuery(partitionCountQuery(name)).catch(() => 0);
  if (count <= 0) return;
  const indexes = visibleIndexes(count, readPartitionListParams(searchParams));
  await Promise.all([
    queryClient.prefetchQuery(partitionedStatsQuery(name)),
    indexes.length > 0 ? queryClient.prefetchQuery(partitionRowsQuery(name, indexes)) : undefined,
  ]);
}
