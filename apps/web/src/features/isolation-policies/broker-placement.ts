// Where an isolation policy places a broker: one rule for the policy editor's preview and the broker
// page (issue 28 A6: they disagreed on `localhost:8080` under primary `localhost`, secondary `.*`).
// The load manager matches the broker regexes against the broker's host alone, not `host:port`
// (LoadManagerShared.applyNamespacePolicies: isPrimaryBroker / isSecondaryBroker(namespace,
// brokerUrl.getHost()), Pulsar 4.0.7), each regex whole (String.matches); a broker both lists match
// is a primary one.
import { brokerHost, matchingNames } from './java-regex.ts';

export type BrokerPlacement = 'primary' | 'secondary' | undefined;

export interface BrokerRegexes {
  primary: readonly string[];
  secondary?: readonly string[] | undefined;
}

export function placementOf(brokerId: string, policy: BrokerRegexes): BrokerPlacement {
  const host = [brokerHost(brokerId)];
  if (matchingNames(policy.primary, host).length > 0) return 'primary';
  if (matchingNames(policy.secondary ?? [], host).length > 0) return 'secondary';
  return undefined;
}

/** The brokers the policy places as primary, and the others it places as secondary. */
export function placementsOf(
  brokerIds: readonly string[],
  policy: BrokerRegexes,
): { primary: string[]; secondary: string[] } {
  const primary = brokerIds.filter((id) => placementOf(id, policy) === 'primary');
  const secondary = brokerIds.filter((id) => placementOf(id, policy) === 'secondary');
  return { primary, secondary };
}
