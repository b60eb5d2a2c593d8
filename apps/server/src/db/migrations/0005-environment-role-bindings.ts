// Role bindings name an environment (issue 15 item 2): an admin of `acme` in `staging` is nobody in
// `production`. `user_roles` (user, role) becomes `role_bindings` (user, role, environment). Every
// existing binding is carried over to `*`, every environment, which is what it meant until now, so
// nobody loses access on upgrade; a super user narrows it on the Roles screen (decision 0036).
// Role types take Pulsar Manager's names: TENANT becomes TENANTS, and the super role's verb SUPER_USER.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('role_bindings')
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'text', (column) => column.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('environment', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('role_bindings_pk', ['user_id', 'role_id', 'environment'])
    .execute();
  await db.schema.createIndex('role_bindings_role').on('role_bindings').column('role_id').execute();
  await db
    .insertInto('role_bindings')
    .columns(['user_id', 'role_id', 'environment', 'created_at'])
    .expression((eb) =>
      eb.selectFrom('user_roles').select(['user_id', 'role_id', eb.val('*').as('environment'), 'created_at']),
    )
    .execute();
  await db.schema.dropTable('user_roles').execute();
  await db
    .updateTable('roles')
    .set({ resource_type: 'TENANTS' })
    .where('resource_type', '=', 'TENANT')
    .execute();
  await db
    .updateTable('roles')
    .set({ resource_verbs: 'SUPER_USER' })
    .where('resource_type', '=', 'ALL')
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'text', (column) => column.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();
  await db
    .insertInto('user_roles')
    .columns(['user_id', 'role_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('role_bindings')
        .select(['user_id', 'role_id', eb.fn.min('created_at').as('created_at')])
        .groupBy(['user_id', 'role_id']),
    )
    .execute();
  await db.schema.dropTable('role_bindings').execute();
  await db
    .updateTable('roles')
    .set({ resource_type: 'TENANT' })
    .where('resource_type', '=', 'TENANTS')
    .execute();
  await db.updateTable('roles').set({ resource_verbs: 'ADMIN' }).where('resource_type', '=', 'ALL').execute();
}
