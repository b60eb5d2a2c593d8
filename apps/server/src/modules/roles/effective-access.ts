// What a user reaches, and through which binding (issue 15 item 3): for each registered environment,
// super or the tenants it administers there with the roles that give them; the actions a tenant
// admin holds come from the proxy's own permission table, so this page cannot drift from the proxy.
import type { Kysely } from 'kysely';
import {
  EVERY_ENVIRONMENT,
  MESSAGE_GRANTS,
  PERMISSION_TABLE,
  ROLE_MESSAGES,
  type AccessPath,
  type EffectiveAccess,
} from '@beacon/contracts';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import { loadAccess } from '../users/index.ts';
import type { UserRepository } from '../users/index.ts';

/** Permission names a tenant admin holds in each of its tenants: the table's tenant and `any` rows. */
export const TENANT_ACTIONS: readonly string[] = [
  ...new Set(PERMISSION_TABLE.filter((rule) => rule.scope !== 'super').map((rule) => rule.permission)),
].sort();

export async function effectiveAccess(
  db: Kysely<Database>,
  users: UserRepository,
  userName: string,
): Promise<EffectiveAccess> {
  const user = await users.findByName(userName);
  if (!user) throw new HttpError(404, ROLE_MESSAGES.userMissing);
  const access = await loadAccess(db, user.id);
  const environments = (await db.selectFrom('environments').select('name').orderBy('name').execute()).map(
    (row) => row.name,
  );
  const isSuper = access.roles.includes('super');
  const superPath: AccessPath = { roleName: 'super', environment: EVERY_ENVIRONMENT };

  return {
    userName,
    roles: access.roles,
    environments: environments.map((environment) => {
      const applying = access.bindings.filter(
        (binding) => binding.environment === EVERY_ENVIRONMENT || binding.environment === environment,
      );
      const tenants = [...new Set(applying.map((binding) => binding.tenant))].sort().map((tenant) => {
        const giving = applying.filter((binding) => binding.tenant === tenant);
        return {
          tenant,
          via: giving.map((binding) => ({ roleName: binding.role, environment: binding.environment })),
          messages: MESSAGE_GRANTS.filter((grant) =>
            giving.some((binding) => binding.grants.includes(grant)),
          ),
        };
      });
      return { environment, super: isSuper ? superPath : null, tenants: isSuper ? [] : tenants };
    }),
    tenantActions: isSuper ? [] : [...TENANT_ACTIONS],
    unmatchedBindings: access.bindings
      .filter(
        (binding) => binding.environment !== EVERY_ENVIRONMENT && !environments.includes(binding.environment),
      )
      .map((binding) => ({ roleName: binding.role, environment: binding.environment })),
  };
}
