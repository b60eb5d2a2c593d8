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

/**
 * ClusterDataImpl.checkPropertiesIfPresent (400 with its text): each service URL, when given, must
 * parse as a java.net.URI (URIPreconditions.checkURI) whose scheme is exactly one of its own
 * (`Objects.equals`, so `HTTP://` is refused). Several hosts (`http://h1:1,h2:2`) parse, as a
 * registry-based authority. An empty string passes on 4.0.7 as an absent one does.
 */
const URL_RULES: readonly (readonly [field: string, schemes: readonly string[], message: string])[] = [
  ['serviceUrl', ['http'], 'Illegal service url, example: http://pulsar.example.com:8080'],
  ['serviceUrlTls', ['https'], 'Illegal service tls url, example: https://pulsar.example.com:8443'],
  ['brokerServiceUrl', ['pulsar'], 'Illegal broker service url, example: pulsar://pulsar.example.com:6650'],
  [
    'brokerServiceUrlTls',
    ['pulsar+ssl'],
    'Illegal broker service tls url, example: pulsar+ssl://pulsar.example.com:6651',
  ],
  [
    'proxyServiceUrl',
    ['pulsar', 'pulsar+ssl'],
    'Illegal proxy service url, example: pulsar+ssl://ats-proxy.example.com:4443 or pulsar://ats-proxy.example.com:4080',
  ],
];

/** What java.net.URI refuses anywhere in a URI: spaces, these punctuation marks, a lone `%`. */
const NOT_IN_A_URI = /[\s"<>\\^`{|}]|%(?![0-9A-Fa-f]{2})/;

function checkPropertiesIfPresent(data: Record<string, unknown>): void {
  for (const [field, schemes, message] of URL_RULES) {
    const value = data[field];
    if (value === undefined || value === null || value === '') continue;
    const scheme = typeof value === 'string' ? /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value)?.[1] : undefined;
    if (!scheme || !schemes.includes(scheme) || NOT_IN_A_URI.test(value as string)) throw badRequest(message);
  }
}

export function getClusterData(state: SimulatorState, name: string): Record<string, unknown> {
  const cluster = requireCluster(state, name);
  return withoutNulls({ ...cluster.data });
}

export function createCluster(state: SimulatorState, name: string, data: unknown): void {
  if (!isValidEntityName(name)) throw preconditionFailed('Cluster name is not valid');
  if (!isRecord(data)) throw badRequest('cluster data is required');
  checkPropertiesIfPresent(data);
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
  checkPropertiesIfPresent(data);
  // ClustersBase.updateCluster: `updateClusterAsync(cluster, old -> clusterData)`, the record is
  // replaced, peers included.
  cluster.data = withoutNulls({ ...data });
}

/**
 * ClustersBase.internalDeleteClusterAsync: 412 `Cluster not empty` while a namespace is provisioned
 * in the cluster or isolation policies are set on it. "Provisioned" is ClusterResources
 * .isClusterUsedAsync: a child under /admin/policies/<tenant>/<cluster>, i.e. a v1 namespace
 * (tenant/cluster/namespace), which the simulator does not model; a v2 namespace replicating to
 * the cluster, or a tenant allowing it, does not stop the delete, and neither is changed by it.
 * Its failure domains go with it.
 */
export function deleteCluster(state: SimulatorState, name: string): void {
  const cluster = requireCluster(state, name);
  if (cluster.isolationPolicies.size > 0) throw preconditionFailed('Cluster not empty');
  state.clusters.delete(name);
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
