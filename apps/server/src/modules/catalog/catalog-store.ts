// The catalogue in the database, shared by every replica: the lease holder writes one snapshot row
// per environment and the namespace history; each replica keeps the decoded snapshot in memory and
// reloads it only when the row's version changes.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { TrafficFigures } from '@beacon/contracts';
import type { Database } from '../../db/tables.ts';
import type { BrokerTopicFigures, FailedBroker } from './catalog-figures.ts';
import {
  CatalogSnapshot,
  type KnownBroker,
  type SnapshotHeader,
  decodePayload,
  encodePayload,
} from './catalog-snapshot.ts';
import { lockLeaseIfHeld } from './collector-lease.ts';

export const HISTORY_STEP_MS = 60_000;
/** Served: the last hour. Kept: two, so a chart that starts a little earlier still has points. */
export const HISTORY_SERVED_MS = 60 * 60_000;
const HISTORY_KEPT_MS = 2 * HISTORY_SERVED_MS;
const HISTORY_BATCH = 200;

export interface HistoryPoint extends TrafficFigures {
  at: number;
}

export class CatalogStore {
  readonly #db: Kysely<Database>;
  /** Per environment: the decoded snapshot of the version last seen (or being loaded). */
  readonly #cache = new Map<string, { version: string; snapshot: Promise<CatalogSnapshot> }>();

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Writes one pass: the snapshot row and this minute's history point per namespace, only while
   * `holder` still holds the lease (a replica that lost it mid-pass must not overwrite the new
   * leader). The fence locks the lease row until the write commits, so a takeover comes after it.
   */
  async save(
    header: SnapshotHeader,
    rows: readonly BrokerTopicFigures[],
    brokers: readonly KnownBroker[],
    lease: { name: string; holder: string },
  ): Promise<CatalogSnapshot | undefined> {
    const snapshot = new CatalogSnapshot(header, rows, brokers);
    // A turn of the event loop between the snapshot's indexes and the payload: each holds it for
    // tens of milliseconds at 100 000 topics, and calls waiting behind both would wait for the sum.
    await nextTurn();
    const payload = await encodePayload(rows, brokers);
    const minute = Math.floor(header.collectedAt / HISTORY_STEP_MS) * HISTORY_STEP_MS;
    const written = await this.#db.transaction().execute(async (trx) => {
      if (!(await lockLeaseIfHeld(trx, lease))) return false;
      const columns = {
        version: header.version,
        collected_at: header.collectedAt,
        duration_ms: header.durationMs,
        topic_count: header.topicCount,
        failed_brokers: JSON.stringify(header.failedBrokers),
        collected_by: header.collectedBy,
        payload,
      };
      await trx
        .insertInto('catalog_snapshots')
        .values({ environment: header.environment, ...columns })
        .onConflict((conflict) => conflict.column('environment').doUpdateSet(columns))
        .execute();
      const points = [...snapshot.namespaceEntries()].map(([key, totals]) => {
        const slash = key.indexOf('/');
        return {
          environment: header.environment,
          tenant: key.slice(0, slash),
          namespace: key.slice(slash + 1),
          minute,
          in_msg: totals.inMsg,
          out_msg: totals.outMsg,
          in_bytes: totals.inBytes,
          out_bytes: totals.outBytes,
          storage_size: totals.storageSize,
        };
      });
      for (let start = 0; start < points.length; start += HISTORY_BATCH) {
        // The last pass of a minute stands for that minute.
        await trx
          .insertInto('catalog_history')
          .values(points.slice(start, start + HISTORY_BATCH))
          .onConflict((conflict) =>
            conflict.columns(['environment', 'tenant', 'namespace', 'minute']).doUpdateSet((excluded) => ({
              in_msg: excluded.ref('excluded.in_msg'),
              out_msg: excluded.ref('excluded.out_msg'),
              in_bytes: excluded.ref('excluded.in_bytes'),
              out_bytes: excluded.ref('excluded.out_bytes'),
              storage_size: excluded.ref('excluded.storage_size'),
            })),
          )
          .execute();
      }
      await trx
        .deleteFrom('catalog_history')
        .where('minute', '<', minute - HISTORY_KEPT_MS)
        .execute();
      return true;
    });
    if (!written) return undefined;
    this.#cache.set(header.environment, { version: header.version, snapshot: Promise.resolve(snapshot) });
    return snapshot;
  }

  /** The latest snapshot of an environment (one indexed read of its version; the payload only when new). */
  async snapshot(environment: string): Promise<CatalogSnapshot | undefined> {
    const row = await this.#db
      .selectFrom('catalog_snapshots')
      .select('version')
      .where('environment', '=', environment)
      .executeTakeFirst();
    if (!row) return undefined;
    const cached = this.#cache.get(environment);
    if (cached?.version === row.version) return cached.snapshot;
    const snapshot = this.#load(environment);
    this.#cache.set(environment, { version: row.version, snapshot });
    snapshot.catch(() => this.#cache.delete(environment));
    return snapshot;
  }

  async headers(): Promise<SnapshotHeader[]> {
    const rows = await this.#db
      .selectFrom('catalog_snapshots')
      .select([
        'environment',
        'version',
        'collected_at',
        'duration_ms',
        'topic_count',
        'failed_brokers',
        'collected_by',
      ])
      .orderBy('environment')
      .execute();
    return rows.map(headerOf);
  }

  async history(
    environment: string,
    tenant: string,
    namespace: string,
    now: number,
  ): Promise<HistoryPoint[]> {
    const rows = await this.#db
      .selectFrom('catalog_history')
      .selectAll()
      .where('environment', '=', environment)
      .where('tenant', '=', tenant)
      .where('namespace', '=', namespace)
      .where('minute', '>', now - HISTORY_SERVED_MS)
      .orderBy('minute')
      .execute();
    return rows.map((row) => ({
      at: row.minute,
      inMsg: row.in_msg,
      outMsg: row.out_msg,
      inBytes: row.in_bytes,
      outBytes: row.out_bytes,
      storageSize: row.storage_size,
    }));
  }

  /**
   * An environment that no longer exists leaves no figures behind. Fenced like `save`: a former
   * holder's stale list of environments must not delete what the new holder just wrote.
   */
  async forgetOthers(
    environments: readonly string[],
    lease: { name: string; holder: string },
  ): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      if (!(await lockLeaseIfHeld(trx, lease))) return false;
      const gone = trx.deleteFrom('catalog_snapshots');
      await (environments.length > 0 ? gone.where('environment', 'not in', environments) : gone).execute();
      const history = trx.deleteFrom('catalog_history');
      await (
        environments.length > 0 ? history.where('environment', 'not in', environments) : history
      ).execute();
      return true;
    });
  }

  async #load(environment: string): Promise<CatalogSnapshot> {
    const row = await this.#db
      .selectFrom('catalog_snapshots')
      .selectAll()
      .where('environment', '=', environment)
      .executeTakeFirstOrThrow();
    const { rows, brokers } = decodePayload(row.payload);
    return new CatalogSnapshot(headerOf(row), rows, brokers);
  }
}

function headerOf(row: {
  environment: string;
  version: string;
  collected_at: number;
  duration_ms: number;
  topic_count: number;
  failed_brokers: string;
  collected_by: string;
}): SnapshotHeader {
  return {
    environment: row.environment,
    version: row.version,
    collectedAt: Number(row.collected_at),
    durationMs: Number(row.duration_ms),
    topicCount: Number(row.topic_count),
    failedBrokers: JSON.parse(row.failed_brokers) as FailedBroker[],
    collectedBy: row.collected_by,
  };
}
