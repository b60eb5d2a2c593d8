// Every namespace of the environment (`tenant/namespace`), for the live preview: the tenants, then
// each tenant's namespaces, through the catalogue.
import { namespaces, tenants } from '@beacon/pulsar-admin';
import { useQuery } from '@tanstack/react-query';
import { callPulsar } from '../../shared/api/pulsar-call.ts';
import { beaconView, pulsarResources } from '../../shared/api/pulsar-keys.ts';

async function fetchAllNamespaces(signal: AbortSignal): Promise<string[]> {
  const read = { signal, failures: 'in-place' } as const;
  const names = await callPulsar(tenants.list, {}, read);
  const lists = await Promise.all(names.map((tenant) => callPulsar(namespaces.list, { tenant }, read)));
  return lists.flat().sort((a, b) => a.localeCompare(b));
}

export function useAllNamespaces() {
  return useQuery({
    // Under the tenants prefix: creating or deleting a tenant or namespace refreshes it.
    queryKey: [...pulsarResources.tenants(), beaconView('all-namespaces')],
    queryFn: ({ signal }) => fetchAllNamespaces(signal),
    staleTime: 30_000,
  });
}
