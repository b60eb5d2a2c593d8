// Which of a cluster's namespace isolation policies place a broker, and how: the preview's rule
// (isolation-policies/broker-placement.ts). Read with the policies list, as Pulsar Manager's broker
// page did (inventory 1.17).
import type { NamespaceIsolationData } from '@beacon/pulsar-admin';
import { useQuery } from '@tanstack/react-query';
import { isolationPolicyListQuery, placementOf } from '../../isolation-policies/index.ts';

export interface MatchingPolicy {
  name: string;
  policy: NamespaceIsolationData;
  /** The broker is one of the policy's primary brokers (else a secondary one). */
  primary: boolean;
}

export function policiesMatching(
  broker: string,
  policies: Record<string, NamespaceIsolationData>,
): MatchingPolicy[] {
  return Object.entries(policies)
    .flatMap(([name, policy]) => {
      const placement = placementOf(broker, policy);
      return placement ? [{ name, policy, primary: placement === 'primary' }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The cluster ISOLATION POLICIES tab's own read (one cached read serves both), which takes Pulsar's
 * 404 for a cluster without policies as none (audit D11, spec 8): an empty table, not the 404.
 */
export function useMatchingIsolationPolicies(cluster: string, broker: string) {
  return useQuery({
    ...isolationPolicyListQuery(cluster),
    select: (policies) => policiesMatching(broker, policies),
  });
}
