// "Now" as the database sees it, in epoch milliseconds, for comparisons made inside SQL. Replicas
// share one database but not one clock: times that several replicas compare (the collector lease)
// are written and read against this one clock, so a replica whose own clock is off cannot take a
// live lease or keep a dead one alive.
import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function databaseNowMs(db: Kysely<any>): RawBuilder<number> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? // clock_timestamp(), not now(): now() is frozen at the start of the transaction.
      sql<number>`floor(extract(epoch from clock_timestamp()) * 1000)::bigint`
    : // julianday('now') has millisecond resolution; 2440587.5 is the Unix epoch as a Julian day.
      sql<number>`cast((julianday('now') - 2440587.5) * 86400000 as integer)`;
}
