import { conflict, notAllowed, notFound, preconditionFailed } from './errors.ts';
import { isRecord, isStringArray } from './json.ts';
import { isValidEntityName } from './names.ts';
import type { SimulatorState, TenantState } from './state.ts';
import { deleteNamespace } from './namespaces.ts';

// Source: admin/impl/TenantsBase.java; reason texts from the contract notes (§2.5, §4.2).

export const listTenants = (state: SimulatorState): string[] => [...state.tenants.keys()].sort();

export function getTenant(state: SimulatorState, name: string): TenantState {
  const tenant = state.tenants.get(name);
  if (!tenant) throw notFound('Tenant does not exist');
  return { adminRoles: [...tenant.adminRoles], allowedClusters: [...tenant.allowedClusters] };
}

function validateTenantInfo(state: SimulatorState, body: unknown): TenantState {
  if (!isRecord(body)) throw preconditionFailed('TenantInfo is null');
  const clusters = body.allowedClusters;
  if (clusters === undefined || clusters === null) throw preconditionFailed('Clusters cannot be null');
  if (
    !isStringArray(clusters) ||
    clusters.length === 0 ||
    clusters.some((cluster) => cluster.trim() === '')
  ) {
    throw preconditionFailed('Clusters cannot be empty or blank');
  }
  if (clusters.some((cluster) => cluster !== 'global' && !state.clusters.has(cluster))) {
    throw preconditionFailed('Clusters do not exist');
  }
  const roles = body.adminRoles ?? [];
  if (!isStringArray(roles))
    throw preconditionFailed('AdminRoles contains whitespace in the beginning or end.');
  if (roles.some((role) => role !== role.trim())) {
    throw preconditionFailed('AdminRoles contains whitespace in the beginning or end.');
  }
  return { adminRoles: [...new Set(roles)], allowedClusters: [...new Set(clusters)] };
}

export function createTenant(state: SimulatorState, name: string, body: unknown): void {
  if (!isValidEntityName(name)) throw preconditionFailed('Tenant name is not valid');
  const info = validateTenantInfo(state, body);
  if (state.tenants.has(name)) throw conflict('Tenant already exist');
  state.tenants.set(name, info);
}

export function updateTenant(state: SimulatorState, name: string, body: unknown): void {
  const current = state.tenants.get(name);
  if (!current) throw notFound(`Tenant ${name} not found`);
  const info = validateTenantInfo(state, body);
  const removed = current.allowedClusters.filter((cluster) => !info.allowedClusters.includes(cluster));
  const stillUsed = [...state.namespaces.values()].some(
    (namespace) =>
      namespace.tenant === name &&
      ((namespace.policies.replication_clusters as string[] | undefined) ?? []).some((cluster) =>
        removed.includes(cluster),
      ),
  );
  if (stillUsed) throw preconditionFailed('Active namespaces');
  state.tenants.set(name, info);
}

export function deleteTenant(state: SimulatorState, name: string, force: boolean): void {
  if (!state.tenants.has(name)) throw notFound("Tenant doesn't exist");
  if (force && !state.limits.forceDeleteTenantAllowed) {
    throw notAllowed("Broker doesn't allow forced deletion of tenants");
  }
  const namespaces = [...state.namespaces.values()].filter((namespace) => namespace.tenant === name);
  if (namespaces.length > 0 && !force) throw conflict('The tenant still has active namespaces');
  for (const namespace of namespaces) deleteNamespace(state, namespace.tenant, namespace.name, true);
  state.tenants.delete(name);
}
