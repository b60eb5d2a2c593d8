import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Database } from './tables.ts';
import { migrationProvider } from './migrations/index.ts';

/**
 * Applies every pending migration, each in its own transaction (Kysely's migrator locks the run).
 * With a PostgreSQL schema other than the default, name it: the migrator otherwise looks for its
 * bookkeeping tables in every schema and may find another schema's (tests run one schema per file).
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  options: { postgresSchema?: string | undefined } = {},
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(options.postgresSchema ? { migrationTableSchema: options.postgresSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`migration failed: ${JSON.stringify(error)}`);
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
