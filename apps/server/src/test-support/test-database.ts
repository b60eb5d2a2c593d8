// A fresh, migrated database per test file: a SQLite file in a temp directory, or (project
// server-postgres) a new schema in the throwaway cluster named by BEACON_TEST_DATABASE_URL.
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
  const database = testDialect() === 'postgres' ? await openPostgresSchema() : openSqliteFile();
  await migrateToLatest(database.handle.db, { postgresSchema: database.schema });
  return { ...database.handle, dispose: database.dispose };
}

function openSqliteFile() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-test-'));
  const handle = openDatabase({ sqliteFile: path.join(directory, 'beacon.sqlite') });
  return {
    handle,
    schema: undefined,
    dispose: async () => {
      await handle.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function openPostgresSchema() {
  const databaseUrl = process.env.BEACON_TEST_DATABASE_URL;
  if (!databaseUrl) {
    throw new Error('BEACON_TEST_DATABASE_URL is not set: start a cluster with scripts/pg-throwaway.sh');
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withClient(databaseUrl, (client) => client.query(`create schema ${schema}`));
  const handle = openDatabase({ databaseUrl, postgresSchema: schema });
  return {
    handle,
    schema,
    dispose: async () => {
      await handle.close();
      await withClient(databaseUrl, (client) => client.query(`drop schema ${schema} cascade`));
    },
  };
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
