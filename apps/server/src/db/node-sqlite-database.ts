// Kysely's SqliteDialect speaks to any object shaped like better-sqlite3; node:sqlite needs only this
// thin adapter, so the default database has no native build at all.
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

type SqliteValue = null | number | bigint | string | Uint8Array;

const MAX_CACHED_STATEMENTS = 500;

export function openNodeSqlite(file: string): SqliteDatabase {
  const database = new DatabaseSync(file);
  // WAL with synchronous=FULL: an acknowledged write survives a power loss, not just a crash.
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = FULL');
  database.exec('PRAGMA foreign_keys = ON');
  database.exec('PRAGMA busy_timeout = 5000');
  // Kysely asks for a statement per query; preparing the same SQL again on every request was the
  // largest single cost of a proxied call, so statements are kept (the app issues a bounded set).
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached) return cached;
      const statement = wrap(database.prepare(sql));
      if (statements.size >= MAX_CACHED_STATEMENTS) statements.clear();
      statements.set(sql, statement);
      return statement;
    },
  };
}

function wrap(statement: StatementSync): SqliteStatement {
  const values = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqliteValue);
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...values(parameters)),
    run: (parameters) => statement.run(...values(parameters)),
    iterate: (parameters) => statement.iterate(...values(parameters)),
  };
}

function toSqliteValue(value: unknown): SqliteValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') return value;
  if (value instanceof Uint8Array) return value;
  if (value instanceof Date) return value.getTime();
  throw new TypeError(`Unsupported SQLite parameter type: ${typeof value}`);
}
