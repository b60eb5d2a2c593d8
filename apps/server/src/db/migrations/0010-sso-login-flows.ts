// Single sign-on flows in progress (issue 18 item 2). The state, nonce and PKCE verifier of a flow
// live in the database, not in one replica's memory, so whichever replica the provider's answer
// reaches can finish a flow another replica started. A row is spent (deleted) by its first exchange.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('sso_login_flows')
    .addColumn('state', 'text', (column) => column.primaryKey())
    .addColumn('nonce', 'text', (column) => column.notNull())
    .addColumn('code_verifier', 'text', (column) => column.notNull())
    .addColumn('return_to', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('sso_login_flows_expires_at')
    .on('sso_login_flows')
    .column('expires_at')
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('sso_login_flows').execute();
}
