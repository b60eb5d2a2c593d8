// The failure domains of a cluster and the cluster's brokers, read through the catalogue. Screens
// draw their own error states, so reads report failures in place.
import { clusterBrokers, failureDomains, type FailureDomain } from '@beacon/pulsar-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callPulsar } from '../../shared/api/pulsar-call.ts';
import { pulsarKey } from '../../shared/api/pulsar-keys.ts';

export interface FailureDomainRow {
  name: string;
  brokers: string[];
}

export const failureDomainKeys = {
  list: (cluster: string) => pulsarKey(failureDomains.list, { cluster }),
  one: (cluster: string, domainName: string) => pulsarKey(failureDomains.get, { cluster, domainName }),
  brokers: (cluster: string) => pulsarKey(clusterBrokers.list, { cluster }),
};

/** Pulsar answers `{name: {brokers}}`; the table wants rows sorted by name. */
export const domainRows = (domains: Record<string, FailureDomain>): FailureDomainRow[] =>
  Object.entries(domains)
    .map(([name, domain]) => ({ name, brokers: [...(domain.brokers ?? [])].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));

export function useFailureDomains(cluster: string) {
  return useQuery({
    queryKey: failureDomainKeys.list(cluster),
    queryFn: ({ signal }) => callPulsar(failureDomains.list, { cluster }, { signal, failures: 'in-place' }),
    select: domainRows,
  });
}

export function useFailureDomain(cluster: string, domainName: string) {
  return useQuery({
    queryKey: failureDomainKeys.one(cluster, domainName),
    queryFn: ({ signal }) =>
      callPulsar(failureDomains.get, { cluster, domainName }, { signal, failures: 'in-place' }),
  });
}

/** The cluster's active brokers, asked of the cluster itself (another cluster answers its own). */
export function useClusterBrokers(cluster: string) {
  return useQuery({
    queryKey: failureDomainKeys.brokers(cluster),
    queryFn: ({ signal }) =>
      callPulsar(clusterBrokers.list, { cluster }, { signal, cluster, failures: 'in-place' }),
    select: (brokers) => [...brokers].sort(),
    staleTime: 30_000,
  });
}

/** Creates or replaces a domain; the form says Pulsar's refusal itself (`caller`). */
export function useSetFailureDomain(cluster: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, brokers }: FailureDomainRow) =>
      callPulsar(
        failureDomains.set,
        { cluster, domainName: name },
        { body: { brokers }, failures: 'caller' },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: failureDomainKeys.list(cluster) }),
  });
}

export function useDeleteFailureDomain(cluster: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (domainName: string) => callPulsar(failureDomains.delete, { cluster, domainName }),
    onSettled: () => client.invalidateQueries({ queryKey: failureDomainKeys.list(cluster) }),
  });
}
