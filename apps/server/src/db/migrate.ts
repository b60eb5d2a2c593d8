import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Database } from './tables.ts';
import { migrationProvider } from './migrations/index.ts';

/** Applies every pending migration, each in its own transaction (Kysely's migrator locks the run). */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`migration failed: ${JSON.stringify(error)}`);
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
