// Backlog and rate trends (issue 33 item 5, decision 0093): one row per series (an environment, a
// tenant, a topic or a subscription), tier (0 a pass, 1 five minutes, 2 an hour) and time.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('trend_points')
    .addColumn('environment', 'text', (column) => column.notNull())
    // '' the environment, `~tenant`, `persistent://t/ns/topic`, or the topic, a newline and a subscription.
    .addColumn('series', 'text', (column) => column.notNull())
    .addColumn('tier', 'integer', (column) => column.notNull())
    // Epoch milliseconds: the pass's time, or the start of its bucket.
    .addColumn('at', 'bigint', (column) => column.notNull())
    // Passes the point stands for: the weight of its averages when it is folded into a coarser tier.
    .addColumn('samples', 'integer', (column) => column.notNull())
    .addColumn('rate_in', 'double precision', (column) => column.notNull())
    .addColumn('rate_out', 'double precision', (column) => column.notNull())
    .addColumn('ack_rate', 'double precision', (column) => column.notNull())
    .addColumn('backlog', 'double precision', (column) => column.notNull())
    .addColumn('backlog_max', 'double precision', (column) => column.notNull())
    .addColumn('storage_size', 'double precision', (column) => column.notNull())
    .addPrimaryKeyConstraint('trend_points_key', ['environment', 'series', 'tier', 'at'])
    .execute();
  // The compaction finds a tier's old rows without reading the series.
  await db.schema.createIndex('trend_points_tier_at').on('trend_points').columns(['tier', 'at']).execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('trend_points').execute();
}
