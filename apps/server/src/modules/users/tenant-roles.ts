// A user administers a tenant through a TENANT role named after it; the role is created the first
// time any user is bound to that tenant.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { SUPER_ROLE_ID } from './super-role.ts';

export function tenantRoleName(tenant: string): string {
  return `tenant-admin:${tenant}`;
}

/** Replaces the user's role bindings: `super` and/or admin of each tenant. */
export async function bindRoles(
  trx: Transaction<Database>,
  userId: string,
  binding: { superUser: boolean; tenants: string[] },
  now: number,
): Promise<void> {
  await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  const roleIds: string[] = binding.superUser ? [SUPER_ROLE_ID] : [];
  for (const tenant of [...new Set(binding.tenants)]) {
    const name = tenantRoleName(tenant);
    await trx
      .insertInto('roles')
      .values({
        id: randomUUID(),
        name,
        description: `Administers tenant ${tenant}`,
        resource_type: 'TENANT',
        resource_name: tenant,
        resource_verbs: 'ADMIN',
        source: 'local',
        created_at: now,
      })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const role = await trx
      .selectFrom('roles')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    roleIds.push(role.id);
  }
  if (roleIds.length > 0) {
    await trx
      .insertInto('user_roles')
      .values(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId, created_at: now })))
      .execute();
  }
}
