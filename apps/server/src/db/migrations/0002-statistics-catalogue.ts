// The statistics catalogue (issue 6): one compact snapshot per environment written by the lease
// holder and read by every replica, the namespace history at 1-minute resolution, and the lease
// that makes exactly one replica collect. Portable types only (text, bigint, double precision).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('catalog_snapshots')
    .addColumn('environment', 'text', (column) => column.primaryKey())
    // A new random value per pass: replicas reload the payload only when it changes.
    .addColumn('version', 'text', (column) => column.notNull())
    .addColumn('collected_at', 'bigint', (column) => column.notNull())
    .addColumn('duration_ms', 'bigint', (column) => column.notNull())
    .addColumn('topic_count', 'bigint', (column) => column.notNull())
    .addColumn('failed_brokers', 'text', (column) => column.notNull())
    .addColumn('collected_by', 'text', (column) => column.notNull())
    // gzip of the JSON rows, base64: one text column reads the same on both dialects.
    .addColumn('payload', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('catalog_history')
    .addColumn('environment', 'text', (column) => column.notNull())
    .addColumn('tenant', 'text', (column) => column.notNull())
    .addColumn('namespace', 'text', (column) => column.notNull())
    .addColumn('minute', 'bigint', (column) => column.notNull())
    .addColumn('in_msg', 'double precision', (column) => column.notNull())
    .addColumn('out_msg', 'double precision', (column) => column.notNull())
    .addColumn('in_bytes', 'double precision', (column) => column.notNull())
    .addColumn('out_bytes', 'double precision', (column) => column.notNull())
    .addColumn('storage_size', 'double precision', (column) => column.notNull())
    .addPrimaryKeyConstraint('catalog_history_pk', ['environment', 'tenant', 'namespace', 'minute'])
    .execute();
  await db.schema.createIndex('catalog_history_minute').on('catalog_history').column('minute').execute();

  await db.schema
    .createTable('catalog_leases')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('holder', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
}
