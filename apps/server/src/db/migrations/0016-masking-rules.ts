// Masking rules of the message workbench (issue 30 item 6, decision 0073): per environment (or `*`)
// and topic pattern, the fields the server hides before a message is shown, filtered, exported or
// replayed. `fields` is a JSON array of paths (`key`, `properties.ssn`, `value.card.number`).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('masking_rules')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('environment', 'text', (column) => column.notNull())
    .addColumn('topic_pattern', 'text', (column) => column.notNull())
    .addColumn('fields', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  // Every read asks for the rules of its environment.
  await db.schema
    .createIndex('masking_rules_environment')
    .on('masking_rules')
    .column('environment')
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('masking_rules').execute();
}
