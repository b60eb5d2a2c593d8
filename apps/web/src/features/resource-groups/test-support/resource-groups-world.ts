// The resource-group screens' tests: a fresh simulator behind the real server holding tenant
// finance with namespaces payments and ledger, and the groups (and which namespace names one) a
// test gives, each stored through the simulator's own operations.
import type { UserInfoResponse } from '@beacon/contracts';
import { setResourceGroup } from '../../../../../pulsar-sim/src/core/resource-groups.ts';
import { simulatePulsar, type SimulatedPulsar } from '../../../test/simulator-network.ts';
import { scenarioOf, seedNamespace, seedTenant } from '../../../test/simulator-scenario.ts';

export const TENANT = 'finance';
export const NAMESPACES = ['finance/ledger', 'finance/payments'] as const;
export const PAGE = '/management/resourceGroups';

export interface ResourceGroupWorld {
  /** Groups by name with the rates a client sent (the rest -1, as Pulsar fills them). */
  groups?: Record<string, Record<string, number>>;
  /** `tenant/namespace` → the group it names. */
  assigned?: Record<string, string>;
  user?: UserInfoResponse;
}

export async function startResourceGroups(world: ResourceGroupWorld = {}): Promise<SimulatedPulsar> {
  return simulatePulsar({
    ...(world.user ? { user: world.user } : {}),
    scenario: scenarioOf((state) => {
      seedTenant(state, TENANT, ['standalone']);
      for (const name of NAMESPACES) seedNamespace(state, name, ['standalone']);
      for (const [name, rates] of Object.entries(world.groups ?? {})) setResourceGroup(state, name, rates);
      for (const [namespace, group] of Object.entries(world.assigned ?? {})) {
        const found = state.namespaces.get(namespace);
        if (!found) throw new Error(`no namespace ${namespace}`);
        found.policies.resource_group_name = group;
      }
    }),
  });
}

/** The groups as the simulator holds them. */
export const storedGroups = (pulsar: SimulatedPulsar) => Object.fromEntries(pulsar.state.resourceGroups);

/** The group a namespace names in the simulator, if any. */
export const groupOf = (pulsar: SimulatedPulsar, namespace: string): unknown =>
  pulsar.state.namespaces.get(namespace)?.policies.resource_group_name;
