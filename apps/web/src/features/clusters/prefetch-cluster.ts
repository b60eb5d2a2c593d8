// Started by the cluster route's loader, in parallel with loading the page's code: the cluster's
// data and, on BROKERS, the broker list, leader and failure domains, then the load reports of the
// first page's rows. The screen reads the same cache entries when it mounts (fresh for a few
// seconds), so nothing is asked twice.
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { userInfoQueryOptions } from '../../shared/auth/index.ts';
import { readListState } from '../../shared/ui/index.ts';
import {
  brokerListQuery,
  brokerLoadQuery,
  failureDomainsQuery,
  leaderBrokerQuery,
} from '../brokers/index.ts';
import { BROKER_LIST_CONFIG } from './brokers-tab/broker-list-config.ts';
import { clusterDataQuery } from './clusters.queries.ts';

export async function prefetchCluster(
  params: Params,
  searchParams: URLSearchParams,
  queryClient: QueryClient,
): Promise<void> {
  const cluster = params.cluster;
  // Only what the page itself would ask, and only for a user the route lets in.
  const user = queryClient.getQueryData(userInfoQueryOptions().queryKey);
  if (!cluster || !user?.roles.includes('super')) return;
  void queryClient.prefetchQuery(clusterDataQuery(cluster));
  const tab = searchParams.get('tab');
  if (tab !== null && tab !== 'brokers') return;
  void queryClient.prefetchQuery(leaderBrokerQuery(cluster));
  void queryClient.prefetchQuery(failureDomainsQuery(cluster));
  const brokers = await queryClient.fetchQuery(brokerListQuery(cluster)).catch(() => []);
  const { page, size, filter } = readListState(searchParams, BROKER_LIST_CONFIG);
  const onScreen = brokers
    .filter((broker) => broker.toLowerCase().includes(filter.toLowerCase()))
    .slice((page - 1) * size, page * size);
  await Promise.all(onScreen.map((broker) => queryClient.prefetchQuery(brokerLoadQuery(broker))));
}
