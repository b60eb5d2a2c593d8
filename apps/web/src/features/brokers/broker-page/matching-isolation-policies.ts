// Which of a cluster's namespace isolation policies name a broker: Pulsar matches each primary and
// secondary regex against the whole broker id (NamespaceIsolationPolicyImpl: Pattern.matcher(broker)
// .matches()). Read with the policies list, as Pulsar Manager's broker page did (inventory 1.17).
import type { NamespaceIsolationData } from '@beacon/pulsar-admin';
import { useQuery } from '@tanstack/react-query';
import { isolationPolicyListQuery } from '../../isolation-policies/index.ts';

export interface MatchingPolicy {
  name: string;
  policy: NamespaceIsolationData;
  /** The broker is one of the policy's primary brokers (else a secondary one). */
  primary: boolean;
}

/** Whether a Java regex matches the whole name; a regex JavaScript cannot read matches nothing. */
export function wholeMatch(regex: string, name: string): boolean {
  try {
    return new RegExp(`^(?:${regex})$`, 'u').test(name);
  } catch {
    return false;
  }
}

export function policiesMatching(
  broker: string,
  policies: Record<string, NamespaceIsolationData>,
): MatchingPolicy[] {
  return Object.entries(policies)
    .flatMap(([name, policy]) => {
      if (policy.primary.some((regex) => wholeMatch(regex, broker))) return [{ name, policy, primary: true }];
      if ((policy.secondary ?? []).some((regex) => wholeMatch(regex, broker)))
        return [{ name, policy, primary: false }];
      return [];
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
