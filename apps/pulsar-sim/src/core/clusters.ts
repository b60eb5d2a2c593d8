import { badRequest, conflict, notFound, preconditionFailed } from './errors.ts';
import { isRecord, isStringArray, withoutNulls } from './json.ts';
import { isValidEntityName } from './names.ts';
import type { ClusterState, SimulatorState } from './state.ts';

// Source: admin/impl/ClustersBase.java (reason texts as the 4.0 broker sends them).

export const listClusters = (state: SimulatorState): string[] => [...state.clusters.keys()];

export function requireCluster(state: SimulatorState, name: string): ClusterState {
  const cluster = state.clusters.get(name);
  if (!cluster) throw notFound('Cluster does not exist');
  return cluster;
}

/** Failure-domain and isolation-policy calls report a missing cluster with 412. */
function requireClusterForSubResource(state: SimulatorState, name: string, status = 412): ClusterState {
  const cluster = state.clusters.get(name);
  if (!cluster) {
    const reason = `Cluster ${name} does not exist.`;
    throw status === 404 ? notFound(reason) : preconditionFailed(reason);
  }
  return cluster;
}

export function getClusterData(state: SimulatorState, name: string): Record<string, unknown> {
  const cluster = requireCluster(state, name);
  return withoutNulls({ ...cluster.data });
}

export function createCluster(state: SimulatorState, name: string, data: unknown): void {
  if (!isValidEntityName(name)) throw preconditionFailed('Cluster name is not valid');
  if (!isRecord(data)) throw badRequest('cluster data is required');
  if (state.clusters.has(name)) throw conflict('Cluster already exists');
  state.clusters.set(name, {
    name,
    data: withoutNulls({ ...data }),
    brokers: [],
    failureDomains: new Map(),
    isolationPolicies: new Map(),
  });
}

export function updateCluster(state: SimulatorState, name: string, data: unknown): void {
  const cluster = requireCluster(state, name);
  if (!isRecord(data)) throw badRequest('cluster data is required');
  cluster.data = withoutNulls({ ...data, peerClusterNames: cluster.data.peerClusterNames });
}

export function deleteCluster(state: SimulatorState, name: string): void {
  const cluster = requireCluster(state, name);
  const usedByNamespace = [...state.namespaces.values()].some((namespace) =>
    (namespace.policies.replication_clusters as string[] | undefined)?.includes(name),
  );
  if (usedByNamespace || cluster.isolationPolicies.size > 0) throw preconditionFailed('Cluster not empty');
  state.clusters.delete(name);
  for (const tenant of state.tenants.values()) {
    tenant.allowedClusters = tenant.allowedClusters.filter((allowed) => allowed !== name);
  }
}

export function getPeerClusters(state: SimulatorState, name: string): string[] {
  const cluster = requireCluster(state, name);
  return (cluster.data.peerClusterNames as string[] | undefined) ?? [];
}

export function setPeerClusters(state: SimulatorState, name: string, peers: unknown): void {
  const cluster = requireCluster(state, name);
  if (!isStringArray(peers)) throw badRequest('Invalid peer cluster list');
  for (const peer of peers) {
    if (peer === name) throw preconditionFailed(`${name} itself can't be part of peer-list`);
    if (!state.clusters.has(peer)) throw preconditionFailed(`Peer cluster ${peer} does not exist`);
  }
  cluster.data = { ...cluster.data, peerClusterNames: [...new Set(peers)] };
}

export function listFailureDomains(
  state: SimulatorState,
  name: string,
): Record<string, { brokers: string[] }> {
  const cluster = requireClusterForSubResource(state, name);
  return Object.fromEntries(
    [...cluster.failureDomains].map(([domain, data]) => [domain, { brokers: [...data.brokers] }]),
  );
}

export function getFailureDomain(state: SimulatorState, name: string, domain: string): { brokers: string[] } {
  const cluster = requireClusterForSubResource(state, name);
  const found = cluster.failureDomains.get(domain);
  if (!found) throw notFound(`Domain ${domain} for cluster ${name} does not exist`);
  return { brokers: [...found.brokers] };
}

export function setFailureDomain(state: SimulatorState, name: string, domain: string, data: unknown): void {
  const cluster = requireClusterForSubResource(state, name);
  if (!isRecord(data) || (data.brokers !== undefined && !isStringArray(data.brokers))) {
    throw badRequest('Invalid failure domain data');
  }
  const brokers = [...new Set(data.brokers ?? [])];
  for (const [otherDomain, other] of cluster.failureDomains) {
    if (otherDomain === domain) continue;
    const shared = brokers.filter((broker) => other.brokers.includes(broker));
    if (shared.length > 0) throw conflict(`[${shared.join(', ')}] already exists in ${otherDomain}`);
  }
  cluster.failureDomains.set(domain, { brokers });
}

export function deleteFailureDomain(state: SimulatorState, name: string, domain: string): void {
  const cluster = requireClusterForSubResource(state, name);
  if (!cluster.failureDomains.delete(domain)) {
    throw notFound(`Domain-name ${domain} or cluster ${name} does not exist`);
  }
}

export function listIsolationPolicies(
  state: SimulatorState,
  name: string,
): Record<string, Record<string, unknown>> {
  const cluster = requireClusterForSubResource(state, name, 404);
  return Object.fromEntries(cluster.isolationPolicies);
}

export function getIsolationPolicy(
  state: SimulatorState,
  name: string,
  policy: string,
): Record<string, unknown> {
  const cluster = requireClusterForSubResource(state, name);
  const found = cluster.isolationPolicies.get(policy);
  if (!found) throw notFound(`Cannot find NamespaceIsolationPolicy ${policy} for cluster ${name}`);
  return found;
}

function validRegexes(value: unknown): value is string[] {
  if (!isStringArray(value)) return false;
  return value.every((pattern) => {
    try {
      new RegExp(pattern);
      return pattern.trim() !== '';
    } catch {
      return false;
    }
  });
}

/** NamespaceIsolationDataImpl.validate(): namespaces and primary are required, failover min_available. */
export function setIsolationPolicy(state: SimulatorState, name: string, policy: string, data: unknown): void {
  const cluster = requireClusterForSubResource(state, name);
  const invalid = () =>
    badRequest(
      `Invalid format of input policy data. policy: ${policy}; data: ${JSON.stringify(data) ?? 'null'}`,
    );
  if (!isRecord(data)) throw invalid();
  const failover = data.auto_failover_policy;
  if (
    !validRegexes(data.namespaces) ||
    data.namespaces.length === 0 ||
    !validRegexes(data.primary) ||
    data.primary.length === 0 ||
    (data.secondary !== undefined && !validRegexes(data.secondary)) ||
    !isRecord(failover) ||
    failover.policy_type !== 'min_available' ||
    !isRecord(failover.parameters)
  ) {
    throw invalid();
  }
  const stored: Record<string, unknown> = {
    namespaces: data.namespaces,
    primary: data.primary,
    secondary: data.secondary ?? [],
    auto_failover_policy: { policy_type: 'min_available', parameters: failover.parameters },
  };
  if (typeof data.unload_scope === 'string') stored.unload_scope = data.unload_scope;
  cluster.isolationPolicies.set(policy, stored);
}

export function deleteIsolationPolicy(state: SimulatorState, name: string, policy: string): void {
  const cluster = requireClusterForSubResource(state, name);
  if (!cluster.isolationPolicies.delete(policy)) {
    throw notFound(`Cannot find NamespaceIsolationPolicy ${policy} for cluster ${name}`);
  }
}

export interface BrokerIsolation {
  brokerName: string;
  policyName: string;
  primary: boolean;
  namespaceRegex: string[];
}

function isolationForBroker(cluster: ClusterState, brokerId: string): BrokerIsolation[] {
  const result: BrokerIsolation[] = [];
  for (const [policyName, policy] of cluster.isolationPolicies) {
    const matches = (patterns: unknown) =>
      isStringArray(patterns) && patterns.some((pattern) => new RegExp(`^${pattern}$`).test(brokerId));
    const primary = matches(policy.primary);
    if (primary || matches(policy.secondary)) {
      result.push({
        brokerName: brokerId,
        policyName,
        primary,
        namespaceRegex: policy.namespaces as string[],
      });
    }
  }
  return result;
}

export function brokersWithIsolation(state: SimulatorState, name: string): BrokerIsolation[] {
  const cluster = requireClusterForSubResource(state, name);
  if (cluster.isolationPolicies.size === 0) {
    throw notFound(`NamespaceIsolationPolicies for cluster ${name} does not exist`);
  }
  return cluster.brokers.flatMap((broker) => {
    const matches = isolationForBroker(cluster, broker.id);
    return matches.length > 0
      ? matches
      : [{ brokerName: broker.id, policyName: '', primary: false, namespaceRegex: [] }];
  });
}

export function brokerWithIsolation(state: SimulatorState, name: string, brokerId: string): BrokerIsolation {
  const cluster = requireClusterForSubResource(state, name);
  if (cluster.isolationPolicies.size === 0) {
    throw notFound(`NamespaceIsolationPolicies for cluster ${name} does not exist`);
  }
  const match = isolationForBroker(cluster, brokerId)[0];
  if (!match)
    throw notFound(`Broker ${brokerId} is not found in namespace isolation policies of cluster ${name}`);
  return match;
}
