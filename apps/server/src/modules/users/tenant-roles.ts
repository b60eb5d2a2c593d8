// A user administers a tenant through a TENANTS role naming it; the console's own role for a tenant
// (`tenant-admin:<tenant>`) is created the first time any user is bound to that tenant through the
// user form. Roles made on the Roles screen work the same way (modules/roles).
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { EVERY_ENVIRONMENT } from './access.ts';
import { SUPER_ROLE_ID } from './super-role.ts';

export function tenantRoleName(tenant: string): string {
  return `tenant-admin:${tenant}`;
}

/** A tenant to administer, in one environment or in every one (EVERY_ENVIRONMENT). */
export interface TenantGrant {
  environment: string;
  tenant: string;
}

/** The id of the console's own role for `tenant`, created when missing. */
export async function tenantRoleId(trx: Transaction<Database>, tenant: string, now: number): Promise<string> {
  const name = tenantRoleName(tenant);
  await trx
    .insertInto('roles')
    .values({
      id: randomUUID(),
      name,
      description: `Administers tenant ${tenant}`,
      resource_type: 'TENANTS',
      resource_name: tenant,
      resource_verbs: 'ADMIN',
      source: 'local',
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const role = await trx.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return role.id;
}

/**
 * Replaces the user's bindings: `super` and/or admin of each tenant where it is granted. A tenant
 * named without an environment (Beacon's older user form) is granted in every environment.
 */
export async function bindRoles(
  trx: Transaction<Database>,
  userId: string,
  binding: { superUser: boolean; tenants: readonly (string | TenantGrant)[] },
  now: number,
  actor = '',
): Promise<void> {
  await trx.deleteFrom('role_bindings').where('user_id', '=', userId).execute();
  await changeBindings(trx, userId, binding, now, actor);
}

/** A change to a user's bindings from the user form: each part left out keeps what the user holds. */
export interface BindingChange {
  superUser?: boolean | undefined;
  /** Replaces every tenant-admin binding of the user (through any TENANTS role). */
  tenants?: readonly (string | TenantGrant)[] | undefined;
}

/**
 * Applies a user form's change of bindings. Unlike bindRoles it leaves alone what the form does not
 * name, so a profile edit never strips the bindings made on the Roles screen.
 */
export async function changeBindings(
  trx: Transaction<Database>,
  userId: string,
  change: BindingChange,
  now: number,
  actor: string,
): Promise<void> {
  if (change.superUser === false) {
    await trx
      .deleteFrom('role_bindings')
      .where('user_id', '=', userId)
      .where('role_id', '=', SUPER_ROLE_ID)
      .execute();
  }
  if (change.superUser === true) {
    await trx
      .insertInto('role_bindings')
      .values({
        user_id: userId,
        role_id: SUPER_ROLE_ID,
        environment: EVERY_ENVIRONMENT,
        description: '',
        created_by: actor,
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'role_id', 'environment']).doNothing())
      .execute();
  }
  if (change.tenants === undefined) return;
  await trx
    .deleteFrom('role_bindings')
    .where('user_id', '=', userId)
    .where('role_id', 'in', (eb) =>
      eb.selectFrom('roles').select('id').where('resource_type', '=', 'TENANTS'),
    )
    .execute();
  const seen = new Set<string>();
  for (const entry of change.tenants) {
    const grant = typeof entry === 'string' ? { tenant: entry, environment: EVERY_ENVIRONMENT } : entry;
    const key = `${grant.environment}\n${grant.tenant}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await trx
      .insertInto('role_bindings')
      .values({
        user_id: userId,
        role_id: await tenantRoleId(trx, grant.tenant, now),
        environment: grant.environment,
        description: '',
        created_by: actor,
        created_at: now,
      })
      .execute();
  }
}
