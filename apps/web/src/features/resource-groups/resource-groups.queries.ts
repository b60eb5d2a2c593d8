// Resource groups and which namespaces use them, read through the catalogue (decision 0080).
// Pulsar has no call that names a group's namespaces: the list walks every namespace's own
// group (GET …/resourcegroup), as the broker itself does before a delete
// (ResourceGroupsBase.internalCheckRgInUse).
import {
  namespaceResourceGroup,
  namespaces,
  resourceGroups,
  tenants,
  type ResourceGroupRates,
} from '@beacon/pulsar-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isHttpError } from '../../shared/api/index.ts';
import { inFlightLimit } from '../../shared/api/in-flight-limit.ts';
import { callPulsar } from '../../shared/api/pulsar-call.ts';
import { beaconView, pulsarKey, pulsarResources } from '../../shared/api/pulsar-keys.ts';

export interface ResourceGroupRow extends ResourceGroupRates {
  name: string;
}

export interface NamespaceRef {
  tenant: string;
  namespace: string;
}

/** How many calls of a walk over the tenants and namespaces are in flight at once. */
const WALK_BATCH = 8;

export const resourceGroupKeys = {
  all: () => pulsarKey(resourceGroups.list, {}),
  /** Under the tenants prefix: creating or deleting a tenant or namespace refreshes it too. */
  users: () => [...pulsarResources.tenants(), beaconView('resource-group-users')],
  ofNamespace: ({ tenant, namespace }: NamespaceRef) =>
    pulsarKey(namespaceResourceGroup.get, { tenant, namespace }),
};

const READ = { failures: 'in-place' } as const;

async function fetchGroups(signal: AbortSignal): Promise<ResourceGroupRow[]> {
  const names = await callPulsar(resourceGroups.list, {}, { ...READ, signal });
  const rows = await Promise.all(
    names.map(async (name) => {
      try {
        return {
          name,
          ...(await callPulsar(resourceGroups.get, { resourcegroup: name }, { ...READ, signal })),
        };
      } catch (error) {
        // Deleted between the list and its read: no longer a group.
        if (isHttpError(error) && error.status === 404) return undefined;
        throw error;
      }
    }),
  );
  return rows.filter((row) => row !== undefined).sort((a, b) => a.name.localeCompare(b.name));
}

export function useResourceGroups(enabled = true) {
  return useQuery({
    queryKey: resourceGroupKeys.all(),
    queryFn: ({ signal }) => fetchGroups(signal),
    enabled,
  });
}

/**
 * A namespace's group as Pulsar answers it: the bare name, or nothing. The proxy parses text that
 * happens to be JSON (a group named 42), so a number or boolean is read back as its text.
 */
function groupName(answer: unknown): string | null {
  if (typeof answer === 'string') return answer === '' ? null : answer;
  if (typeof answer === 'number' || typeof answer === 'boolean') return String(answer);
  return null;
}

/** `{group: ['tenant/namespace', …]}` for every namespace of the environment that names a group. */
async function fetchUsers(signal: AbortSignal): Promise<Record<string, string[]>> {
  const read = { ...READ, signal };
  const tenantNames = await callPulsar(tenants.list, {}, read);
  // One walk's calls, WALK_BATCH in flight at a time: hundreds of tenants or namespaces must not
  // open hundreds of calls at once (the server's bulkhead answers past 32 an environment).
  const walk = inFlightLimit(WALK_BATCH);
  const lists = await Promise.all(
    tenantNames.map((tenant) => walk(() => callPulsar(namespaces.list, { tenant }, read))),
  );
  const names = lists.flat().sort((a, b) => a.localeCompare(b));
  const groups = await Promise.all(
    names.map((fullName) =>
      walk(async () => {
        const [tenant = '', namespace = ''] = fullName.split('/');
        return groupName(await callPulsar(namespaceResourceGroup.get, { tenant, namespace }, read));
      }),
    ),
  );
  const users: Record<string, string[]> = {};
  names.forEach((fullName, index) => {
    const group = groups[index];
    if (group) (users[group] ??= []).push(fullName);
  });
  return users;
}

export function useResourceGroupUsers() {
  return useQuery({
    queryKey: resourceGroupKeys.users(),
    queryFn: ({ signal }) => fetchUsers(signal),
    staleTime: 30_000,
  });
}

/**
 * Creates a group, or saves an existing one's rates. Pulsar's PUT creates what does not exist, so
 * an edit first reads the group: one deleted meanwhile is said (404), not silently made again.
 */
export function useSaveResourceGroup(editing: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, ...rates }: ResourceGroupRow) => {
      if (editing) await callPulsar(resourceGroups.get, { resourcegroup: name }, { failures: 'caller' });
      await callPulsar(resourceGroups.set, { resourcegroup: name }, { body: rates, failures: 'caller' });
    },
    onSettled: () => client.invalidateQueries({ queryKey: resourceGroupKeys.all() }),
  });
}

export function useDeleteResourceGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      callPulsar(resourceGroups.delete, { resourcegroup: name }, { failures: 'caller' }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: resourceGroupKeys.all() });
      await client.invalidateQueries({ queryKey: resourceGroupKeys.users() });
    },
  });
}

export function useNamespaceResourceGroup(ref: NamespaceRef) {
  return useQuery({
    queryKey: resourceGroupKeys.ofNamespace(ref),
    queryFn: async ({ signal }) =>
      groupName(await callPulsar(namespaceResourceGroup.get, ref, { ...READ, signal })),
  });
}

/** Sets (a name) or removes (null) the namespace's group; the groups' namespace lists follow. */
export function useAssignResourceGroup(ref: NamespaceRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (group: string | null) =>
      group === null
        ? callPulsar(namespaceResourceGroup.clear, ref, { failures: 'caller' })
        : callPulsar(namespaceResourceGroup.set, { ...ref, resourcegroup: group }, { failures: 'caller' }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: resourceGroupKeys.ofNamespace(ref) });
      await client.invalidateQueries({ queryKey: resourceGroupKeys.users() });
    },
  });
}
