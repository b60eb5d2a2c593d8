// Broker tokens per environment (issue 15 item 4). The `tokens` table of 0001 was never written by any
// feature, so it is replaced rather than altered: a token belongs to one environment (its key signed
// it), its role is unique there, its value is sealed with the server's key like environment
// credentials, and it records its algorithm, expiry (null: never) and issuer.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('tokens').execute();
  await db.schema
    .createTable('tokens')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('environment', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('token_ciphertext', 'text', (column) => column.notNull())
    .addColumn('algorithm', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('tokens_environment_role', ['environment', 'role'])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('tokens').execute();
  await db.schema
    .createTable('tokens')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('role', 'text', (column) => column.notNull().unique())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('token_ciphertext', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
}
