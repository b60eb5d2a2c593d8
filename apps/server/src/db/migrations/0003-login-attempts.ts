// Login throttling reserves an attempt before the password is checked, atomically: one lock row per
// throttle key (`user:<name>`, `address:<ip>`, `bootstrap:<ip>`) orders concurrent reservations, and
// every attempt is a row that is `pending` until its outcome is known (then a `failure`, or deleted).
// Replaces the failure log, which concurrent wrong logins could all read as "4 failures" at once.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('login_throttle_keys')
    .addColumn('throttle_key', 'text', (column) => column.primaryKey())
    .addColumn('touched_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('throttle_key', 'text', (column) => column.notNull())
    .addColumn('at', 'bigint', (column) => column.notNull())
    .addColumn('outcome', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_key_time')
    .on('login_attempts')
    .columns(['throttle_key', 'at'])
    .execute();
  await db.schema.dropTable('login_failures').execute();
}

export async function down(db: AnyDatabase): Promise<void> {
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
  await db.schema.dropTable('login_attempts').execute();
  await db.schema.dropTable('login_throttle_keys').execute();
}
