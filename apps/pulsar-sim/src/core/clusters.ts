import { badRequest, conflict, notFound, preconditionFailed } from './errors.ts';
import { isRecord, isStringArray, withoutNulls } from './json.ts';
import { isValidEntityName } from './names.ts';
import type { ClusterState, SimulatorState } from './state.ts';

// Source: admin/impl/ClustersBase.java (reason texts as the 4.0 broker sends them). Failure domains
// and isolation policies live in their own files, re-exported here for the routes.
export * from './failure-domains.ts';
export * from './isolation-policies.ts';

export const listClusters = (state: SimulatorState): string[] => [...state.clusters.keys()];

export function requireCluster(state: SimulatorState, name: string): ClusterState {
  const cluster = state.clusters.get(name);
  if (!cluster) throw notFound('Cluster does not exist');
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
