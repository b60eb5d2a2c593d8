import { bundlesData, bundlesFromBoundaries, evenBundles } from './bundles.ts';
import { badRequest, conflict, forbidden, notAllowed, notFound, preconditionFailed } from './errors.ts';
import { isInteger, isRecord, isStringArray, stringMap } from './json.ts';
import { isValidEntityName } from './names.ts';
import type { AuthAction, NamespaceState, SimulatorState } from './state.ts';
import { deleteTopicEverywhere } from './topics.ts';

// Source: admin/impl/NamespacesBase.java. Policies are kept with their wire keys (Policies.java).

export function validateNamespaceName(tenant: string, namespace: string): void {
  if (!isValidEntityName(tenant) || !isValidEntityName(namespace)) {
    throw preconditionFailed('Namespace name is not valid');
  }
}

export function requireNamespace(state: SimulatorState, tenant: string, namespace: string): NamespaceState {
  validateNamespaceName(tenant, namespace);
  const found = state.namespaces.get(`${tenant}/${namespace}`);
  if (!found) throw notFound('Namespace does not exist');
  return found;
}

export function listNamespaces(state: SimulatorState, tenant: string): string[] {
  if (!isValidEntityName(tenant)) throw preconditionFailed('Tenant name is not valid');
  if (!state.tenants.has(tenant)) throw notFound('Tenant not found');
  return [...state.namespaces.values()]
    .filter((namespace) => namespace.tenant === tenant)
    .map((namespace) => namespace.fullName)
    .sort();
}

export function checkClustersAllowed(
  state: SimulatorState,
  tenant: string,
  clusters: readonly string[],
): void {
  const allowed = state.tenants.get(tenant)?.allowedClusters ?? [];
  for (const cluster of clusters) {
    if (!allowed.includes(cluster) && !allowed.includes('global')) {
      throw forbidden(
        `Cluster [${cluster}] is not in the list of allowed clusters list for tenant [${tenant}]`,
      );
    }
  }
}

export function createNamespace(
  state: SimulatorState,
  tenant: string,
  namespace: string,
  body: unknown,
  localCluster: string,
): NamespaceState {
  validateNamespaceName(tenant, namespace);
  if (!state.tenants.has(tenant)) throw notFound('Tenant does not exist');
  const requested = isRecord(body) ? body : {};
  const clusters =
    isStringArray(requested.replication_clusters) && requested.replication_clusters.length > 0
      ? [...new Set(requested.replication_clusters)]
      : [localCluster];
  // The tenant's allowed clusters are checked first: a cluster no tenant can allow is refused there.
  checkClustersAllowed(state, tenant, clusters);
  for (const cluster of clusters) {
    if (!state.clusters.has(cluster)) throw forbidden(`Invalid cluster id: ${cluster}`);
  }
  const fullName = `${tenant}/${namespace}`;
  if (state.namespaces.has(fullName)) throw conflict('Namespace already exists');
  const ttl = requested.message_ttl_in_seconds;
  if (ttl !== undefined && ttl !== null && (!isInteger(ttl) || ttl < 0)) {
    throw preconditionFailed('Invalid value for message TTL');
  }
  const bundles =
    isRecord(requested.bundles) && isStringArray(requested.bundles.boundaries)
      ? bundlesFromBoundaries(requested.bundles.boundaries)
      : evenBundles(
          isRecord(requested.bundles) &&
            isInteger(requested.bundles.numBundles) &&
            requested.bundles.numBundles > 0
            ? Math.min(requested.bundles.numBundles, 1024)
            : state.limits.defaultNumberOfNamespaceBundles,
        );
  const policies: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(requested)) {
    if (value !== null && !['bundles', 'replication_clusters', 'deleted'].includes(key))
      policies[key] = value;
  }
  policies.replication_clusters = clusters;
  const created: NamespaceState = {
    tenant,
    name: namespace,
    fullName,
    policies,
    bundles,
    topics: new Map(),
    partitionedTopics: new Set(),
  };
  state.namespaces.set(fullName, created);
  return created;
}

export function deleteNamespace(
  state: SimulatorState,
  tenant: string,
  namespace: string,
  force: boolean,
): void {
  validateNamespaceName(tenant, namespace);
  const found = state.namespaces.get(`${tenant}/${namespace}`);
  if (!found) throw notFound(`Namespace ${tenant}/${namespace} does not exist.`);
  if (force && !state.limits.forceDeleteNamespaceAllowed && !state.limits.forceDeleteTenantAllowed) {
    throw notAllowed("Broker doesn't allow forced deletion of namespaces");
  }
  const clusters = (found.policies.replication_clusters as string[] | undefined) ?? [];
  if (clusters.length > 1 && !force) {
    throw preconditionFailed(
      `Cannot delete the global namespace ${found.fullName}. There are still more than one replication clusters configured.`,
    );
  }
  if ((found.topics.size > 0 || found.partitionedTopics.size > 0) && !force) {
    throw conflict('Cannot delete non empty namespace');
  }
  for (const topic of [...found.partitionedTopics, ...found.topics.keys()])
    deleteTopicEverywhere(state, topic);
  for (const [key, component] of state.components) {
    if (component.tenant === tenant && component.namespace === namespace) state.components.delete(key);
  }
  state.namespaces.delete(found.fullName);
}

const emptyPerCluster = [
  'clusterDispatchRate',
  'topicDispatchRate',
  'subscriptionDispatchRate',
  'replicatorDispatchRate',
  'clusterSubscribeRate',
  'publishMaxMessageRate',
  'latency_stats_sample_rate',
];

/** The Policies dump a 4.0 broker returns: defaults for every non-null field, then what is stored. */
export function policiesView(namespace: NamespaceState): Record<string, unknown> {
  const stored = namespace.policies;
  const view: Record<string, unknown> = {
    auth_policies: {
      namespace_auth: stored.namespace_auth ?? {},
      destination_auth: stored.destination_auth ?? {},
      subscription_auth_roles: stored.subscription_auth_roles ?? {},
    },
    replication_clusters: stored.replication_clusters ?? [],
    allowed_clusters: stored.allowed_clusters ?? [],
    bundles: bundlesData(namespace),
    backlog_quota_map: stored.backlog_quota_map ?? {},
    deleted: false,
    encryption_required: false,
    subscription_auth_mode: 'None',
    offload_threshold: -1,
    offload_threshold_in_seconds: -1,
    schema_compatibility_strategy: 'UNDEFINED',
    is_allow_auto_update_schema: true,
    schema_validation_enforced: false,
    subscription_types_enabled: [],
    properties: {},
    migrated: false,
    dispatcherPauseOnAckStatePersistentEnabled: false,
  };
  for (const key of emptyPerCluster) view[key] = stored[key] ?? {};
  for (const [key, value] of Object.entries(stored)) {
    if (['namespace_auth', 'destination_auth', 'subscription_auth_roles'].includes(key)) continue;
    // The anti-affinity group lives in the namespace's LocalPolicies, not in Policies
    // (NamespacesBase.java:1776-1782 internalSetNamespaceAntiAffinityGroup in 4.0.7).
    if (key === 'antiAffinityGroup') continue;
    if (value !== undefined && value !== null) view[key] = value;
  }
  return view;
}

// Permissions (namespace_auth / subscription_auth_roles inside auth_policies).

const AUTH_ACTIONS: readonly AuthAction[] = [
  'produce',
  'consume',
  'functions',
  'sources',
  'sinks',
  'packages',
];

export function parseActions(body: unknown): AuthAction[] {
  const list = body === undefined || body === null ? [] : body;
  if (!Array.isArray(list) || !list.every((action) => AUTH_ACTIONS.includes(action as AuthAction))) {
    throw preconditionFailed('Invalid auth actions');
  }
  return [...new Set(list as AuthAction[])];
}

export function namespacePermissions(namespace: NamespaceState): Record<string, AuthAction[]> {
  return { ...((namespace.policies.namespace_auth as Record<string, AuthAction[]> | undefined) ?? {}) };
}

export function grantNamespacePermission(namespace: NamespaceState, role: string, body: unknown): void {
  const actions = parseActions(body);
  namespace.policies.namespace_auth = { ...namespacePermissions(namespace), [role]: actions };
}

export function revokeNamespacePermission(namespace: NamespaceState, role: string): void {
  const permissions = namespacePermissions(namespace);
  delete permissions[role];
  namespace.policies.namespace_auth = permissions;
}

export function subscriptionPermissions(namespace: NamespaceState): Record<string, string[]> {
  return { ...((namespace.policies.subscription_auth_roles as Record<string, string[]> | undefined) ?? {}) };
}

export function setSubscriptionPermission(
  namespace: NamespaceState,
  subscription: string,
  roles: unknown,
): void {
  // NamespacesBase.java:694-697 (4.0.7): checkNotNull on the roles, a 400.
  if (roles === undefined || roles === null) throw badRequest('Roles should not be null');
  if (!isStringArray(roles)) throw preconditionFailed('Invalid roles');
  // The roles replace the subscription's set (PulsarAuthorizationProvider: `put`).
  namespace.policies.subscription_auth_roles = {
    ...subscriptionPermissions(namespace),
    [subscription]: [...new Set(roles)],
  };
}

export function revokeSubscriptionPermission(
  namespace: NamespaceState,
  subscription: string,
  role: string,
): void {
  const current = subscriptionPermissions(namespace);
  const roles = current[subscription];
  // A real broker's is a 500 with this message (known difference 'revoke-subscription-permission-of-none').
  if (!roles) throw notFound("couldn't find subscription");
  const left = roles.filter((existing) => existing !== role);
  // A 4.0.7 broker drops an entry a revoke leaves empty, even one granted no roles (seen on the
  // real standalone, properties.contract.test.ts): the list no longer names the subscription.
  if (left.length === 0) delete current[subscription];
  else current[subscription] = left;
  namespace.policies.subscription_auth_roles = current;
}

// Replication clusters.

export function setReplicationClusters(
  state: SimulatorState,
  namespace: NamespaceState,
  body: unknown,
): void {
  if (!isStringArray(body)) throw preconditionFailed('ClusterIds should not be null or empty');
  const clusters = [...new Set(body)];
  if (clusters.length === 0) throw preconditionFailed('ClusterIds should not be null or empty');
  // NamespacesBase.java (4.0.7) internalSetNamespaceReplicationClusters: `global` is refused with
  // 412, a cluster that does not exist with 403 (776-777).
  if (clusters.includes('global'))
    throw preconditionFailed('Cannot specify global in the list of replication clusters');
  for (const cluster of clusters) {
    if (!state.clusters.has(cluster)) throw forbidden(`Invalid cluster id: ${cluster}`);
  }
  checkClustersAllowed(state, namespace.tenant, clusters);
  for (const cluster of clusters) {
    const peers = ((state.clusters.get(cluster)?.data.peerClusterNames as string[] | undefined) ?? []).filter(
      (peer) => clusters.includes(peer),
    );
    if (peers.length > 0) {
      throw conflict(
        `${cluster}'s peer-clusters [${peers.join(', ')}] can't be part of replication-clusters [${clusters.join(', ')}]`,
      );
    }
  }
  const allowed = namespace.policies.allowed_clusters as string[] | undefined;
  if (allowed && allowed.length > 0 && clusters.some((cluster) => !allowed.includes(cluster))) {
    throw forbidden(
      `Cluster [${clusters.find((cluster) => !allowed.includes(cluster)) ?? ''}] is not in the list of allowed clusters list for namespace [${namespace.fullName}]`,
    );
  }
  namespace.policies.replication_clusters = clusters;
}

export function setAllowedClusters(state: SimulatorState, namespace: NamespaceState, body: unknown): void {
  if (!isStringArray(body) || body.length === 0)
    throw preconditionFailed('ClusterIds should not be null or empty');
  for (const cluster of body) {
    if (!state.clusters.has(cluster)) throw preconditionFailed(`Invalid cluster ${cluster}`);
  }
  checkClustersAllowed(state, namespace.tenant, body);
  const replication = (namespace.policies.replication_clusters as string[] | undefined) ?? [];
  if (replication.some((cluster) => !body.includes(cluster))) {
    throw badRequest('The list of allowed clusters should include all replication clusters.');
  }
  namespace.policies.allowed_clusters = [...new Set(body)];
}

// Properties.

export function namespaceProperties(namespace: NamespaceState): Record<string, string> {
  return { ...stringMap(namespace.policies.properties) };
}

export function setNamespaceProperties(namespace: NamespaceState, body: unknown): void {
  namespace.policies.properties = { ...namespaceProperties(namespace), ...stringMap(body) };
}
