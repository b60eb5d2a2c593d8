// The history of versioned resources (decision 0095): told by the proxy of each audited write
// (write-versions.ts), it reads the state the write changes before it goes and after the broker
// accepted it, and keeps one row with both values beside the write's audit record. Recording never
// stands in a write's way: an unreadable state is kept as unknown, a failed insert is logged.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { HISTORY_LIMIT, type HistoryEntry, type HistoryKind } from '@beacon/contracts';
import type { Clock } from '../../clock.ts';
import type { Database, ResourceVersionsTable } from '../../db/tables.ts';
import type { WatchedWrite, WriteOutcome, WriteVersions } from '../pulsar-proxy/index.ts';
import { stateOfAnswer, storedValue, UNKNOWN, valueOfStored, type StoredValue } from './state-values.ts';
import { versionedWrite, type VersionedWrite } from './versioned-writes.ts';

export class ResourceHistory implements WriteVersions {
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;
  readonly #log: () => FastifyBaseLogger;
  #sequence = 0;

  constructor(db: Kysely<Database>, clock: Clock, log: () => FastifyBaseLogger) {
    this.#db = db;
    this.#clock = clock;
    this.#log = log;
  }

  beforeWrite(write: WatchedWrite): Promise<WriteOutcome> | undefined {
    const versioned = versionedWrite(write.method, write.segments, write.query);
    return versioned && this.#watch(write, versioned);
  }

  async #watch(write: WatchedWrite, versioned: VersionedWrite): Promise<WriteOutcome> {
    const before = await this.#read(write, versioned);
    const keep = (at: number, result: 'success' | 'failure', after: StoredValue, error = '') =>
      this.#keep({
        id: this.#nextId(at),
        audit_id: write.auditId,
        at,
        environment: write.environment,
        kind: versioned.kind,
        name: versioned.name,
        subject: versioned.subject,
        scope: versioned.scope,
        actor: write.actor,
        call: write.target,
        result,
        error,
        before_value: before,
        after_value: after,
      });
    // When the broker answered: the change is in force from then.
    return {
      succeeded: async () => {
        const at = this.#clock.now();
        return keep(at, 'success', await this.#read(write, versioned));
      },
      failed: (_status, error) => keep(this.#clock.now(), 'failure', UNKNOWN, error),
    };
  }

  /**
   * An id that sorts as the changes were answered: two writes in one millisecond keep their order
   * (this replica's counter), and replicas never repeat one another (the random tail).
   */
  #nextId(at: number): string {
    this.#sequence = (this.#sequence + 1) % 36 ** 4;
    const time = Math.max(0, at).toString(36).padStart(9, '0');
    return `${time}${this.#sequence.toString(36).padStart(4, '0')}${randomUUID().slice(0, 8)}`;
  }

  async #read(write: WatchedWrite, versioned: VersionedWrite): Promise<StoredValue> {
    try {
      const answer = await write.read(versioned.readPath);
      const state = stateOfAnswer(versioned, answer.status, answer.body);
      return state.known ? storedValue(versioned, state.value) : UNKNOWN;
    } catch {
      // The broker did not answer in time, or could not be reached: the write still goes.
      return UNKNOWN;
    }
  }

  async #keep(row: ResourceVersionsTable): Promise<void> {
    try {
      await this.#db.insertInto('resource_versions').values(row).execute();
    } catch (error) {
      this.#log().error({ err: error, call: row.call }, 'could not keep the history of a write');
    }
  }

  /** A resource's changes in one environment, newest first, at most HISTORY_LIMIT. */
  async entries(environment: string, kind: HistoryKind, name: string | undefined): Promise<HistoryEntry[]> {
    let query = this.#db
      .selectFrom('resource_versions')
      .selectAll()
      .where('environment', '=', environment)
      .where('kind', '=', kind);
    if (name !== undefined) query = query.where('name', '=', name);
    const rows = await query.orderBy('at', 'desc').orderBy('id', 'desc').limit(HISTORY_LIMIT).execute();
    return rows.map(entryOfRow);
  }

  /** One change, in the environment it was made in. */
  async entry(environment: string, id: string): Promise<(HistoryEntry & { kind: HistoryKind }) | undefined> {
    const row = await this.#db
      .selectFrom('resource_versions')
      .selectAll()
      .where('environment', '=', environment)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { ...entryOfRow(row), kind: row.kind as HistoryKind };
  }
}

function entryOfRow(row: ResourceVersionsTable): HistoryEntry {
  return {
    id: row.id,
    name: row.name,
    at: Number(row.at),
    actor: row.actor,
    subject: row.subject,
    scope: row.scope as HistoryEntry['scope'],
    call: row.call,
    result: row.result as HistoryEntry['result'],
    ...(row.error ? { error: row.error } : {}),
    before: valueOfStored(row.before_value),
    after: valueOfStored(row.after_value),
  };
}
