// The overview's largest backlogs (issue 19 item 1). The catalogue's snapshot keeps no backlog, and the
// ten largest of an environment cannot be read from it on each page view without decoding every
// topic; the collector writes them after each pass instead, per tenant (an admin's view is the ten
// largest among their tenants, and those are always among the per-tenant ten largest). One row per
// environment, replaced each pass. The traffic over the last hour needs no table of its own: it is
// the sum of catalog_history's namespace points per minute.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('overview_backlogs')
    .addColumn('environment', 'text', (column) => column.primaryKey())
    .addColumn('collected_at', 'bigint', (column) => column.notNull())
    // JSON: tenant → its ten largest namespace and subscription backlogs.
    .addColumn('tenants', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('overview_backlogs').execute();
}
