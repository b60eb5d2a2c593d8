import { badRequest, conflict, notFound } from './errors.ts';
import { isRecord, isStringArray } from './json.ts';
import { requireClusterFor } from './placement-cluster.ts';
import type { SimulatorState } from './state.ts';

// Failure domains as admin/impl/ClustersBase.java (Pulsar 4.0) keeps them: setFailureDomain,
// getFailureDomains, getDomain, deleteFailureDomain and validateBrokerExistsInOtherDomain.

/** getFailureDomains checks no cluster: a cluster without domains, or none at all, answers `{}`. */
export function listFailureDomains(
  state: SimulatorState,
  name: string,
): Record<string, { brokers: string[] }> {
  const cluster = state.clusters.get(name);
  if (!cluster) return {};
  return Object.fromEntries(
    [...cluster.failureDomains].map(([domain, data]) => [domain, { brokers: [...data.brokers] }]),
  );
}

export function getFailureDomain(state: SimulatorState, name: string, domain: string): { brokers: string[] } {
  const cluster = requireClusterFor(state, name);
  const found = cluster.failureDomains.get(domain);
  if (!found) throw notFound(`Domain ${domain} for cluster ${name} does not exist`);
  return { brokers: [...found.brokers] };
}

/**
 * Creates or replaces a domain. A broker another domain already holds is refused with 409 naming
 * the brokers as Java prints a list (`[a, b] already exists in other`); brokers are a set.
 */
export function setFailureDomain(state: SimulatorState, name: string, domain: string, data: unknown): void {
  const cluster = requireClusterFor(state, name);
  if (data !== null && (!isRecord(data) || (data.brokers != null && !isStringArray(data.brokers)))) {
    throw badRequest('Invalid failure domain data');
  }
  const brokers = [...new Set(isRecord(data) && isStringArray(data.brokers) ? data.brokers : [])];
  for (const [otherDomain, other] of cluster.failureDomains) {
    if (otherDomain === domain) continue;
    const shared = other.brokers.filter((broker) => brokers.includes(broker));
    if (shared.length > 0) throw conflict(`[${shared.join(', ')}] already exists in ${otherDomain}`);
  }
  cluster.failureDomains.set(domain, { brokers });
}

export function deleteFailureDomain(state: SimulatorState, name: string, domain: string): void {
  const cluster = requireClusterFor(state, name);
  if (!cluster.failureDomains.delete(domain)) {
    throw notFound(`Domain-name ${domain} or cluster ${name} does not exist`);
  }
}
