// One typed query API over two real databases: node:sqlite by default, PostgreSQL when DATABASE_URL is set.
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './tables.ts';
import { openNodeSqlite } from './node-sqlite-database.ts';
import { ensurePrivateDirectory, ensurePrivateFile } from './private-files.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** A human description for logs, without credentials. */
  description: string;
  isReachable(): Promise<boolean>;
  /** Connections open, idle and requests waiting for one (metrics; SQLite has its one connection). */
  poolState(): PoolState;
  close(): Promise<void>;
}

export interface PoolState {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  sqliteFile?: string;
  /**
   * Told of a PostgreSQL connection that failed outside any query (server restarted, backend
   * terminated). The pool drops that connection and opens a new one when next needed.
   */
  onConnectionError?: (error: Error) => void;
}

/** A request waits at most this long for a PostgreSQL connection, then gets 503 (no hang in an outage). */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5000;
/** /readyz reports the database down when `select 1` has not answered within this time. */
const REACHABLE_TIMEOUT_MS = 3000;

const PG_INT8 = 20;

/** Times are stored as bigint; read them back as numbers (they fit easily in 2^53). */
function readInt8AsNumber(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === PG_INT8) return (value) => Number(value);
  return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onConnectionError)
    : openSqlite(options);
}

function openSqlite(options: DatabaseOptions): DatabaseHandle {
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') {
    // Created private before SQLite opens it; SQLite gives -wal and -shm the same mode.
    ensurePrivateDirectory(path.dirname(file));
    ensurePrivateFile(file);
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: openNodeSqlite(file) }) });
  // One node:sqlite connection, open for the handle's life; kysely queues queries on it.
  return handle(db, 'sqlite', `SQLite ${file}`, () => ({ max: 1, total: 1, idle: 1, waiting: 0 }));
}

function openPostgres(
  databaseUrl: string,
  onConnectionError: (error: Error) => void = () => undefined,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    // Notices a peer that vanished without closing the connection (host down, network cut).
    keepAlive: true,
    types: { getTypeParser: readInt8AsNumber as typeof pg.types.getTypeParser },
  });
  // An 'error' event without a listener ends the process. The pool emits one for an idle connection
  // that fails (it has already dropped it); a checked-out client emits its own when its connection
  // fails between queries (inside a transaction, say), and pg-pool listens to idle clients only.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const url = new URL(databaseUrl);
  return handle(db, 'postgres', `PostgreSQL ${url.hostname}:${url.port || '5432'}${url.pathname}`, () => ({
    max: pool.options.max,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));
}

function handle(
  db: Kysely<Database>,
  dialect: Dialect,
  description: string,
  poolState: () => PoolState,
): DatabaseHandle {
  return {
    db,
    dialect,
    description,
    poolState,
    async isReachable() {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), REACHABLE_TIMEOUT_MS);
      });
      const answered = sql`select 1`.execute(db).then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([answered, timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => db.destroy(),
  };
}
