// A fresh, migrated database per test file: a SQLite file in a temp directory, or (project
// server-postgres) a new database in the throwaway cluster named by BEACON_TEST_DATABASE_URL.
//
// A database, not a schema: Kysely's migrator looks for its tables with an introspection query over
// every schema of the database, which resolves each table and schema by name as it goes
// (`has_schema_privilege(nspname, …)`, `pg_get_serial_sequence(…)`). With test files running side by
// side, another file dropping its schema (or a migration dropping a table) between the scan and the
// lookup failed that query with "schema test_… does not exist". Catalogs are per database, so files
// in databases of their own never see each other's.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest } from '../db/migrate.ts';
import { type DatabaseHandle, openDatabase } from '../db/open-database.ts';

export function testDialect(): 'sqlite' | 'postgres' {
  return process.env.BEACON_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
}

export async function openTestDatabase(): Promise<DatabaseHandle & { dispose(): Promise<void> }> {
  const database = testDialect() === 'postgres' ? await openPostgresDatabase() : openSqliteFile();
  await migrateToLatest(database.handle.db);
  return { ...database.handle, dispose: database.dispose };
}

function openSqliteFile() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-test-'));
  const handle = openDatabase({ sqliteFile: path.join(directory, 'beacon.sqlite') });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function openPostgresDatabase() {
  const clusterUrl = process.env.BEACON_TEST_DATABASE_URL;
  if (!clusterUrl) {
    throw new Error('BEACON_TEST_DATABASE_URL is not set: start a cluster with scripts/pg-throwaway.sh');
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withClient(clusterUrl, (client) => client.query(`create database ${name}`));
  const handle = openDatabase({ databaseUrl: testDatabaseUrl(name) });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await withClient(clusterUrl, (client) => client.query(`drop database ${name} with (force)`));
    },
  };
}

/** The URL of one test database in the throwaway cluster (for a second pool, as another replica has). */
export function testDatabaseUrl(databaseName: string): string {
  const url = new URL(process.env.BEACON_TEST_DATABASE_URL ?? '');
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
