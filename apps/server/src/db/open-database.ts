// One typed query API over two real databases: node:sqlite by default, PostgreSQL when DATABASE_URL is set.
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './tables.ts';
import { openNodeSqlite } from './node-sqlite-database.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** A human description for logs, without credentials. */
  description: string;
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  sqliteFile?: string;
  /** PostgreSQL schema to use instead of `public` (tests give each file its own). */
  postgresSchema?: string;
}

const PG_INT8 = 20;

/** Times are stored as bigint; read them back as numbers (they fit easily in 2^53). */
function readInt8AsNumber(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === PG_INT8) return (value) => Number(value);
  return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.postgresSchema)
    : openSqlite(options);
}

function openSqlite(options: DatabaseOptions): DatabaseHandle {
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: openNodeSqlite(file) }) });
  return handle(db, 'sqlite', `SQLite ${file}`);
}

function openPostgres(databaseUrl: string, schema: string | undefined): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    types: { getTypeParser: readInt8AsNumber as typeof pg.types.getTypeParser },
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const url = new URL(databaseUrl);
  return handle(db, 'postgres', `PostgreSQL ${url.hostname}:${url.port || '5432'}${url.pathname}`);
}

function handle(db: Kysely<Database>, dialect: Dialect, description: string): DatabaseHandle {
  return {
    db,
    dialect,
    description,
    async isReachable() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}
