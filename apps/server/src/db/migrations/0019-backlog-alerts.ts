// Backlog alerts (issue 32 item 4, decision 0090): the rules, the state of each watched topic or
// subscription (pending, firing), the firing/resolved history, and the outbox of webhook deliveries
// that a worker sends apart from the collector's pass.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('alert_rules')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('environment', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('enabled', 'integer', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('tenant', 'text')
    .addColumn('namespace', 'text')
    .addColumn('topic_pattern', 'text')
    .addColumn('pattern_syntax', 'text', (column) => column.notNull())
    .addColumn('subscription_pattern', 'text')
    .addColumn('threshold', 'double precision', (column) => column.notNull())
    .addColumn('duration_seconds', 'integer', (column) => column.notNull())
    // JSON array of { url, format, secret } where secret is sealed (secrets/secret-box.ts).
    .addColumn('destinations', 'text', (column) => column.notNull())
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('alert_rules_environment').on('alert_rules').column('environment').execute();

  await db.schema
    .createTable('alert_states')
    .addColumn('rule_id', 'text', (column) => column.notNull())
    // `persistent://t/ns/topic`, then a newline and the subscription for a subscription's.
    .addColumn('target', 'text', (column) => column.notNull())
    .addColumn('environment', 'text', (column) => column.notNull())
    // armed (a publish rate seen at or above its threshold), pending, firing.
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('value', 'double precision', (column) => column.notNull())
    .addColumn('since', 'bigint', (column) => column.notNull())
    .addColumn('fired_at', 'bigint')
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('alert_states_key', ['rule_id', 'target'])
    .execute();

  await db.schema
    .createTable('alert_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('rule_id', 'text', (column) => column.notNull())
    .addColumn('rule_name', 'text', (column) => column.notNull())
    .addColumn('environment', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('target', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('value', 'double precision', (column) => column.notNull())
    .addColumn('threshold', 'double precision', (column) => column.notNull())
    .addColumn('at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('alert_events_at').on('alert_events').column('at').execute();

  await db.schema
    .createTable('alert_notifications')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('event_id', 'text', (column) => column.notNull())
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('format', 'text', (column) => column.notNull())
    .addColumn('secret', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    // pending, sent, failed (retries spent).
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    // Epoch milliseconds of the database's clock, like the claim (decision 0015).
    .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('alert_notifications_due')
    .on('alert_notifications')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('alert_notifications').execute();
  await db.schema.dropTable('alert_events').execute();
  await db.schema.dropTable('alert_states').execute();
  await db.schema.dropTable('alert_rules').execute();
}
