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
  /** One of the broker's own heartbeat namespaces (decision 0052): no namespace page, no unload. */
  heartbeat: boolean;
}

/**
 * Pulsar's heartbeat namespaces, `pulsar/<cluster>/<host:port>` and the v2 `pulsar/<host:port>`:
 * each broker owns its two for its health check (4.0.7 NamespaceService.java:1749, 1753, and its
 * HEARTBEAT_NAMESPACE_PATTERN and _V2, matched whole by isHeartbeatNamespace, 1808-1810).
 */
const HEARTBEAT_NAMESPACE = /^pulsar\/([^/]+\/)?[^:/]+:\d+$/;

export const isHeartbeatNamespace = (namespace: string): boolean => HEARTBEAT_NAMESPACE.test(namespace);

/**
 * Splits Pulsar's bundle name (the range is the last segment, the tenant the first); the
 * namespaces an operator works with come first, by name, the broker's heartbeat ones after them.
 */
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
        heartbeat: isHeartbeatNamespace(segments.slice(0, -1).join('/')),
      };
    })
    .sort((a, b) => Number(a.heartbeat) - Number(b.heartbeat) || a.name.localeCompare(b.name));
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
