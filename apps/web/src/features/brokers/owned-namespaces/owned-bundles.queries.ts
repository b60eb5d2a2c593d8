// The bundles one broker owns (`GET /brokers/{cluster}/{broker}/ownedNamespaces`, any broker of the
// cluster redirects to the named one; sent to it directly with `x-pulsar-broker`), and unloading
// one (`PUT /namespaces/{tenant}/{namespace}/{bundle}/unload`, which the owner answers: Pulsar
// redirects there and Beacon's proxy follows).
import { brokerAdmin, namespaces, type NamespaceOwnershipStatus } from '@beacon/pulsar-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callPulsar } from '../../../shared/api/pulsar-call.ts';
import { environmentKey, pulsarKey } from '../../../shared/api/pulsar-keys.ts';

export interface OwnedBundle {
  /** `tenant/namespace/0x…_0x…`, as Pulsar names it. */
  name: string;
  tenant: string;
  namespace: string;
  /** The hash range `0x…_0x…`. */
  bundle: string;
  status: NamespaceOwnershipStatus;
}

/** Splits Pulsar's bundle name; the range is the last segment, the tenant the first. */
export function ownedBundles(owned: Record<string, NamespaceOwnershipStatus>): OwnedBundle[] {
  return Object.entries(owned)
    .map(([name, status]) => {
      const segments = name.split('/');
      return {
        name,
        tenant: segments[0] ?? '',
        namespace: segments.slice(1, -1).join('/'),
        bundle: segments.at(-1) ?? '',
        status,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const ownedBundleKeys = {
  owned: (cluster: string, broker: string) =>
    pulsarKey(brokerAdmin.ownedNamespaces, { clusterName: cluster, brokerId: broker }),
};

export function useOwnedBundles(cluster: string, broker: string) {
  return useQuery({
    queryKey: ownedBundleKeys.owned(cluster, broker),
    queryFn: async ({ signal }) =>
      ownedBundles(
        await callPulsar(
          brokerAdmin.ownedNamespaces,
          { clusterName: cluster, brokerId: broker },
          { broker, signal, failures: 'in-place' },
        ),
      ),
  });
}

/** Unloads one bundle; the dialog keeps Pulsar's refusal (`caller`). */
export function useUnloadOwnedBundle(cluster: string, broker: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tenant, namespace, bundle }: OwnedBundle) =>
      callPulsar(namespaces.unloadBundle, { tenant, namespace, bundle }, { cluster, failures: 'caller' }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ownedBundleKeys.owned(cluster, broker) });
      // The namespace's own bundle views and the brokers' load reports change with the owner.
      await client.invalidateQueries({ queryKey: [...environmentKey(), 'tenants'] });
      await client.invalidateQueries({ queryKey: [...environmentKey(), 'broker-stats'] });
    },
  });
}
