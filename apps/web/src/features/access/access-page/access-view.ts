// Plain derivations of an EffectiveAccess answer for the page: no React, so they read (and test) simply.
import type { ConsoleRole } from '@beacon/contracts';
import type { EffectiveAccess } from '../access.api.ts';

type EnvironmentAccess = EffectiveAccess['environments'][number];

/** The roles the console gives the user in one environment: what its guard and menu go by there. */
export function rolesIn(environment: EnvironmentAccess): ConsoleRole[] {
  if (environment.super) return ['super'];
  return environment.tenants.length > 0 ? ['admin'] : [];
}

/** Environments where the user would see the same menu and the same tenants, shown once. */
export interface SameView {
  environments: string[];
  roles: ConsoleRole[];
  tenants: string[];
  /** May read messages in some tenant (decision 0069): the workbench is in the menu then. */
  readsMessages: boolean;
}

export function sameViews(access: EffectiveAccess): SameView[] {
  // No environment registered: the user's roles as the bindings give them, with no tenant to list.
  if (access.environments.length === 0)
    return [
      { environments: [], roles: access.roles, tenants: [], readsMessages: access.roles.includes('super') },
    ];
  const views = new Map<string, SameView>();
  for (const environment of access.environments) {
    const roles = rolesIn(environment);
    const tenants = environment.tenants.map(({ tenant }) => tenant);
    const readsMessages =
      environment.super !== null || environment.tenants.some(({ messages }) => messages.includes('read'));
    const key = JSON.stringify([roles, tenants, readsMessages]);
    const view = views.get(key) ?? { environments: [], roles, tenants, readsMessages };
    view.environments.push(environment.environment);
    views.set(key, view);
  }
  return [...views.values()];
}

/** Permission names grouped by their first segment ('namespace.policy.write' → 'namespace'). */
export function actionGroups(actions: readonly string[]): [group: string, actions: string[]][] {
  const groups = new Map<string, string[]>();
  for (const action of actions) {
    const group = action.split('.')[0] ?? action;
    groups.set(group, [...(groups.get(group) ?? []), action]);
  }
  return [...groups.entries()];
}
