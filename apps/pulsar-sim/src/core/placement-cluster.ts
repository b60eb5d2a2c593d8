import { notFound, preconditionFailed } from './errors.ts';
import type { ClusterState, SimulatorState } from './state.ts';

/**
 * ClustersBase.validateClusterExistAsync: the failure-domain and isolation-policy calls name a
 * missing cluster with 412, except the isolation-policy list, which says 404 (kept for
 * compatibility, ClustersBase.java getNamespaceIsolationPolicies).
 */
export function requireClusterFor(
  state: SimulatorState,
  name: string,
  status: 404 | 412 = 412,
): ClusterState {
  const cluster = state.clusters.get(name);
  if (!cluster) {
    const reason = `Cluster ${name} does not exist.`;
    throw status === 404 ? notFound(reason) : preconditionFailed(reason);
  }
  return cluster;
}
