// Which namespaces of the environment belong to a cluster, as Pulsar decides it when a policy is
// written: a namespace whose replication clusters hold the cluster (ClustersBase
// filterAndUnloadMatchedNamespaceAsync reads each namespace's Policies.replication_clusters,
// ClustersBase.java:790-808 in 4.0.7). Asked only of the namespaces a policy's regexes match.
import { namespaces } from '@beacon/pulsar-admin';
import { useQueries } from '@tanstack/react-query';
import { callPulsar } from '../../shared/api/pulsar-call.ts';
import { pulsarKey } from '../../shared/api/pulsar-keys.ts';

export interface ClusterNamespaces {
  /** The candidates of the cluster, once every one of them has been read. */
  local: string[] | undefined;
  failed: boolean;
}

export function useClusterNamespaces(cluster: string, candidates: readonly string[]): ClusterNamespaces {
  const reads = useQueries({
    queries: candidates.map((name) => {
      const [tenant = '', namespace = ''] = name.split('/');
      const ref = { tenant, namespace };
      return {
        queryKey: pulsarKey(namespaces.replication, ref),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          callPulsar(namespaces.replication, ref, { signal, failures: 'in-place' }),
        staleTime: 30_000,
      };
    }),
  });
  const failed = reads.some((read) => read.isError);
  const done = reads.every((read) => read.isSuccess);
  return {
    local: done ? candidates.filter((_, index) => reads[index]?.data?.includes(cluster)) : undefined,
    failed,
  };
}
