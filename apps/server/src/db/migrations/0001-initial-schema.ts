// The first schema. Only portable column types (text, bigint) so SQLite and PostgreSQL stay identical.
import type { Kysely } from 'kysely';

// Migrations must not depend on today's table types: they describe the schema as it was.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull().unique())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('email', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('phone_number', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('location', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('company', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull().unique())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('resource_type', 'text', (column) => column.notNull())
    .addColumn('resource_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('resource_verbs', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('source', 'text', (column) => column.notNull().defaultTo('local'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'text', (column) => column.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('last_seen_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('client_address', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('throttle_key', 'text', (column) => column.notNull())
    .addColumn('failed_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_key_time')
    .on('login_failures')
    .columns(['throttle_key', 'failed_at'])
    .execute();

  await db.schema
    .createTable('environments')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('service_url', 'text', (column) => column.notNull())
    .addColumn('bookie_url', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('credentials_ciphertext', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('tokens')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('role', 'text', (column) => column.notNull().unique())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('token_ciphertext', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('at', 'bigint', (column) => column.notNull())
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('environment', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('target', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('result', 'text', (column) => column.notNull())
    .addColumn('detail', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();

  await db.schema
    .createTable('settings')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();

  // The built-in role that makes a user `super`. Created here so every database has exactly one.
  await db
    .insertInto('roles')
    .values({
      id: '00000000-0000-4000-8000-000000000001',
      name: 'super',
      description: 'Full access to every environment and every screen',
      resource_type: 'ALL',
      resource_name: '*',
      resource_verbs: 'ADMIN',
      source: 'system',
      created_at: 0,
    })
    .execute();
}
