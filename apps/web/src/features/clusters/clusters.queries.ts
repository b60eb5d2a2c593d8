// The clusters' reads and writes. Keys come from the one Pulsar key factory, so a write here also
// refreshes the cluster pickers elsewhere (the tenant forms read the same `clusters` key).
import { bookieRacks, clusterAdmin, clusters, type ClusterData } from '@beacon/pulsar-admin';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { isUnder, useForgetOnLeave } from '../../shared/api/forget-on-leave.ts';
import { callPulsar } from '../../shared/api/pulsar-call.ts';
import { environmentKey, pulsarKey } from '../../shared/api/pulsar-keys.ts';
import { brokerListQuery } from '../brokers/index.ts';

export const clusterKeys = {
  all: () => [...environmentKey(), 'clusters'] as const,
  names: () => pulsarKey(clusters.list, {}),
  data: (cluster: string) => pulsarKey(clusterAdmin.get, { cluster }),
  bookies: (cluster: string) => pulsarKey(bookieRacks.all, {}, cluster),
};

/** The screens say every failure in place. */
const inPlace = 'in-place' as const;

export function useClusterNames() {
  return useQuery({
    queryKey: clusterKeys.names(),
    queryFn: async ({ signal }) =>
      [...(await callPulsar(clusters.list, {}, { signal, failures: inPlace }))].sort(),
  });
}

export function clusterDataQuery(cluster: string) {
  return {
    queryKey: clusterKeys.data(cluster),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callPulsar(clusterAdmin.get, { cluster }, { signal, failures: inPlace }),
  };
}

export const useClusterData = (cluster: string) => useQuery(clusterDataQuery(cluster));

/** The bookies the cluster's metadata store registers (BookiesBase.getAllBookies). */
function bookieCountQuery(cluster: string) {
  return {
    queryKey: clusterKeys.bookies(cluster),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (await callPulsar(bookieRacks.all, {}, { cluster, signal, failures: 'caller' })).bookies?.length ?? 0,
    retry: false,
  };
}

export interface ClusterSummary {
  name: string;
  data?: ClusterData | undefined;
  /** Active brokers; undefined while unknown. */
  brokers?: number | undefined;
  /** The broker list could not be read: no broker of the cluster answers. */
  brokersFailed: boolean;
  bookies?: number | undefined;
}

/** Each cluster's row of the list: its data, broker and bookie counts, each filled in as it arrives. */
export function useClusterSummaries(names: readonly string[]): ClusterSummary[] {
  const data = useQueries({ queries: names.map((name) => clusterDataQuery(name)) });
  const brokers = useQueries({
    queries: names.map((name) => ({ ...brokerListQuery(name), retry: false })),
  });
  const bookies = useQueries({ queries: names.map((name) => bookieCountQuery(name)) });
  return names.map((name, index) => ({
    name,
    data: data[index]?.data,
    brokers: brokers[index]?.data?.length,
    brokersFailed: brokers[index]?.isError ?? false,
    bookies: bookies[index]?.data,
  }));
}

function useRefreshClusters() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clusterKeys.all() });
}

export function useCreateCluster() {
  const refresh = useRefreshClusters();
  return useMutation({
    mutationFn: ({ name, data }: { name: string; data: ClusterData }) =>
      callPulsar(clusterAdmin.create, { cluster: name }, { body: data, failures: 'caller' }),
    onSuccess: refresh,
  });
}

export function useUpdateCluster(cluster: string) {
  const refresh = useRefreshClusters();
  return useMutation({
    mutationFn: (data: ClusterData) =>
      callPulsar(clusterAdmin.update, { cluster }, { body: data, failures: 'caller' }),
    onSuccess: refresh,
  });
}

/**
 * The lists and pickers read the clusters again; the deleted cluster's own reads are not read again
 * (Pulsar would answer 404) but dropped once its page has gone (useForgetOnLeave).
 */
export function useDeleteCluster(cluster: string) {
  const queryClient = useQueryClient();
  const forgetOnLeave = useForgetOnLeave();
  const deleted = clusterKeys.data(cluster);
  return useMutation({
    mutationFn: () => callPulsar(clusterAdmin.delete, { cluster }, { failures: 'caller' }),
    onSuccess: async () => {
      forgetOnLeave(deleted);
      await queryClient.invalidateQueries({
        queryKey: clusterKeys.all(),
        predicate: (query) => !isUnder(query.queryKey, deleted),
      });
    },
  });
}
