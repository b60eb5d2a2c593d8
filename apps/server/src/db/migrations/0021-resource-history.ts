// History with restore (issue 33 item 3, decision 0095): one row per write Beacon forwarded to a
// versioned resource's state, with the value read before it and after it. Kept beside the audit
// trail (each row names its audit record) rather than in it: the history is read by resource, which
// the trail's `METHOD path` target cannot be indexed for, and the values stay out of the trail's
// screen and export.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('resource_versions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('audit_id', 'text', (column) => column.notNull())
    // Epoch milliseconds of the write.
    .addColumn('at', 'bigint', (column) => column.notNull())
    .addColumn('environment', 'text', (column) => column.notNull())
    // tenant, namespace, topic, cluster, isolation-policy or broker-setting.
    .addColumn('kind', 'text', (column) => column.notNull())
    // `acme`, `acme/orders`, `persistent://acme/orders/in`, `cluster/policy`, a setting's name.
    .addColumn('name', 'text', (column) => column.notNull())
    // The policy, `permissions/<role>`, or the whole resource.
    .addColumn('subject', 'text', (column) => column.notNull())
    // A topic policy's `local` or `global` value; '' elsewhere.
    .addColumn('scope', 'text', (column) => column.notNull())
    .addColumn('actor', 'text', (column) => column.notNull())
    // `METHOD path` as the audit names it.
    .addColumn('call', 'text', (column) => column.notNull())
    .addColumn('result', 'text', (column) => column.notNull())
    .addColumn('error', 'text', (column) => column.notNull())
    // JSON of the value, secrets redacted ('null' for unset or absent), or '' when it is not known.
    .addColumn('before_value', 'text', (column) => column.notNull())
    .addColumn('after_value', 'text', (column) => column.notNull())
    .execute();
  // A resource's history, newest first, without reading anyone else's.
  await db.schema
    .createIndex('resource_versions_resource_at')
    .on('resource_versions')
    .columns(['environment', 'kind', 'name', 'at'])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('resource_versions').execute();
}
