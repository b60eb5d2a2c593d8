// The client address that started a single sign-on flow (issue 28 B17): flows in progress are
// limited per address, so one anonymous client can no longer fill the table for everyone.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .alterTable('sso_login_flows')
    .addColumn('client_address', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('sso_login_flows_client')
    .on('sso_login_flows')
    .columns(['client_address', 'expires_at'])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropIndex('sso_login_flows_client').execute();
  await db.schema.alterTable('sso_login_flows').dropColumn('client_address').execute();
}
