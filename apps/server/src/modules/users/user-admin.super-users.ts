// The console must keep at least one super user: without one nobody can manage users, roles or
// environments, and first-run setup is closed for good.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import { SUPER_ROLE_ID } from './super-role.ts';

export const LAST_SUPER_USER_MESSAGE = 'You cannot delete the last super user';

/**
 * Refuses (400) to remove `userId` when it is the only super user. Call it inside the transaction that
 * removes the user: it first writes the super role's row, which holds a row lock on PostgreSQL (and
 * SQLite's single write lock), so two super users deleting each other at the same moment are
 * serialized and the second one sees the first deletion.
 */
export async function refuseRemovingLastSuperUser(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx
    .updateTable('roles')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', SUPER_ROLE_ID)
    .execute();
  const holders = await trx
    .selectFrom('role_bindings')
    .innerJoin('users', 'users.id', 'role_bindings.user_id')
    .select('role_bindings.user_id')
    .distinct()
    .where('role_bindings.role_id', '=', SUPER_ROLE_ID)
    .execute();
  const targetIsSuper = holders.some((holder) => holder.user_id === userId);
  if (targetIsSuper && holders.length === 1) throw new HttpError(400, LAST_SUPER_USER_MESSAGE);
}
