// Which of a cluster's namespace isolation policies name a broker: Pulsar matches each primary and
// secondary regex against the whole broker id (NamespaceIsolationPolicyImpl: Pattern.matcher(broker)
// .matches()). Read with the policies list, as Pulsar Manager's broker page did (inventory 1.17).
import { isolationPolicies, type NamespaceIsolationData } from '@beacon/pulsar-admin';
import { useQuery } from '@tanstack/react-query';
import { callPulsar } from '../../../shared/api/pulsar-call.ts';
import { pulsarKey } from '../../../shared/api/pulsar-keys.ts';

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

/** The same key as the cluster's ISOLATION POLICIES tab: one cached read serves both. */
export function useMatchingIsolationPolicies(cluster: string, broker: string) {
  return useQuery({
    queryKey: pulsarKey(isolationPolicies.list, { cluster }),
    queryFn: ({ signal }) =>
      callPulsar(isolationPolicies.list, { cluster }, { signal, failures: 'in-place' }),
    select: (policies) => policiesMatching(broker, policies),
  });
}
