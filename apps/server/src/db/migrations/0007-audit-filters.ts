// The Audit screen filters the trail by user and by action, newest first (issue 15 item 7); these
// indexes let both read only the matching records in order instead of scanning the whole trail.
// The resource filter matches any part of the name, which no ordinary index serves; the time range
// uses audit_log_at from the initial schema.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.createIndex('audit_log_actor_at').on('audit_log').columns(['actor', 'at']).execute();
  await db.schema.createIndex('audit_log_action_at').on('audit_log').columns(['action', 'at']).execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropIndex('audit_log_action_at').execute();
  await db.schema.dropIndex('audit_log_actor_at').execute();
}
