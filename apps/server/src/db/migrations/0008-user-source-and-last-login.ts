// Where a user comes from and when it last signed in (issue 15 item 1). `source` is 'local' for users
// with a Beacon password and 'sso' for users a single sign-on provider created (they never hold a
// password); `last_login_at` is epoch milliseconds, null until the first login.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('source', 'text', (column) => column.notNull().defaultTo('local'))
    .execute();
  await db.schema.alterTable('users').addColumn('last_login_at', 'bigint').execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable('users').dropColumn('last_login_at').execute();
  await db.schema.alterTable('users').dropColumn('source').execute();
}
