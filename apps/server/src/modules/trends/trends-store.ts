// The trends in the database (decision 0093). After each pass the lease holder appends one raw point
// per kept series, then folds what has aged out of a tier into the next, coarser one, and drops what
// is older than the retention, all in one transaction fenced by the lease like the snapshot.
//
// Tiers: 0 = one point per pass for the last hour, 1 = 5-minute buckets for the last day,
// 2 = 1-hour buckets up to the retention. A bucket keeps the average of each figure (weighted by
// the passes it stands for, so folding buckets again stays exact) and the largest backlog seen.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/tables.ts';
import type { CatalogSnapshot } from '../catalog/index.ts';
import { lockLeaseIfHeld } from '../catalog/index.ts';
import { isBusy, seriesOfPass, type TrendFigures } from './trend-series.ts';

export const RAW_KEPT_MS = 3_600_000;
export const FIVE_MINUTES_MS = 300_000;
export const FIVE_MINUTE_KEPT_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const DEFAULT_RETENTION_MS = 7 * 86_400_000;

/** Rows per insert: 11 parameters each stays far below SQLite's and PostgreSQL's limits. */
const INSERT_BATCH = 500;

export interface StoredPoint {
  at: number;
  samples: number;
  rateIn: number;
  rateOut: number;
  ackRate: number;
  backlog: number;
  backlogMax: number;
  storageSize: number;
}

export class TrendsStore {
  readonly #db: Kysely<Database>;
  readonly retentionMs: number;
  /**
   * Per environment: each topic or subscription series and the last pass it had a non-zero figure.
   * A series keeps getting points (zeros too) for one retention after that, so its chart falls to
   * zero instead of ending; an idle topic never costs a row. Loaded from the database by a holder
   * that has not seen the environment yet (a new leader).
   */
  readonly #lastBusy = new Map<string, Map<string, number>>();

  constructor(db: Kysely<Database>, retentionMs = DEFAULT_RETENTION_MS) {
    this.#db = db;
    this.retentionMs = retentionMs;
  }

  /** Appends the pass's points and compacts; false when the lease was lost (nothing written). */
  async record(snapshot: CatalogSnapshot, lease: { name: string; holder: string }): Promise<boolean> {
    const environment = snapshot.header.environment;
    const at = snapshot.header.collectedAt;
    const lastBusy = await this.#lastBusyOf(environment);
    const points: Database['trend_points'][] = [];
    for (const [series, figures] of seriesOfPass(snapshot, (key) => lastBusy.has(key))) {
      const kept = series === '' || series.startsWith('~');
      if (isBusy(figures)) lastBusy.set(series, at);
      else if (!kept) {
        const last = lastBusy.get(series);
        if (last === undefined) continue;
        if (at - last > this.retentionMs) {
          lastBusy.delete(series);
          continue;
        }
      }
      points.push(rowOf(environment, series, at, figures));
    }
    const written = await this.#db.transaction().execute(async (trx) => {
      if (!(await lockLeaseIfHeld(trx, lease))) return false;
      for (let start = 0; start < points.length; start += INSERT_BATCH)
        await trx
          .insertInto('trend_points')
          // A second pass with the same time (asked for by hand) replaces the first.
          .values(points.slice(start, start + INSERT_BATCH))
          .onConflict((conflict) =>
            conflict.columns(['environment', 'series', 'tier', 'at']).doUpdateSet((excluded) => ({
              rate_in: excluded.ref('excluded.rate_in'),
              rate_out: excluded.ref('excluded.rate_out'),
              ack_rate: excluded.ref('excluded.ack_rate'),
              backlog: excluded.ref('excluded.backlog'),
              backlog_max: excluded.ref('excluded.backlog_max'),
              storage_size: excluded.ref('excluded.storage_size'),
            })),
          )
          .execute();
      await this.#compact(trx, environment, at);
      return true;
    });
    // A series dropped from memory after a lost lease would be reloaded by the next leader anyway.
    if (!written) this.#lastBusy.delete(environment);
    return written;
  }

  /**
   * Folds tier 0 older than an hour into 5-minute buckets and tier 1 older than a day into hours.
   * Cut-offs fall on bucket boundaries, so a bucket is folded once, with every pass it stands for.
   */
  async #compact(trx: Kysely<Database>, environment: string, now: number): Promise<void> {
    await fold(trx, environment, 0, 1, FIVE_MINUTES_MS, floorTo(now - RAW_KEPT_MS, FIVE_MINUTES_MS));
    await fold(trx, environment, 1, 2, HOUR_MS, floorTo(now - FIVE_MINUTE_KEPT_MS, HOUR_MS));
    // Every environment's, so a removed environment's trends are gone one retention later. The tiers
    // named, so both databases read the (tier, at) index instead of every row.
    await trx
      .deleteFrom('trend_points')
      .where('tier', 'in', [0, 1, 2])
      .where('at', '<', now - this.retentionMs)
      .execute();
  }

  /** One series' points after `since`, every tier, oldest first. */
  async points(environment: string, series: readonly string[], since: number): Promise<StoredPoint[]> {
    if (series.length === 0) return [];
    const rows = await this.#db
      .selectFrom('trend_points')
      .selectAll()
      .where('environment', '=', environment)
      .where('series', 'in', series)
      .where('at', '>', since)
      .orderBy('at')
      .execute();
    // Several series (an admin's tenants) add up at each time: every tenant has a point per pass.
    const byAt = new Map<number, StoredPoint>();
    for (const row of rows) {
      const at = Number(row.at);
      const known = byAt.get(at);
      const point = pointOf(row);
      if (!known) byAt.set(at, point);
      else {
        known.rateIn += point.rateIn;
        known.rateOut += point.rateOut;
        known.ackRate += point.ackRate;
        known.backlog += point.backlog;
        known.backlogMax += point.backlogMax;
        known.storageSize += point.storageSize;
      }
    }
    return [...byAt.values()];
  }

  async #lastBusyOf(environment: string): Promise<Map<string, number>> {
    let known = this.#lastBusy.get(environment);
    if (known) return known;
    // The last time each series had a non-zero figure is not stored; its last point is close enough
    // (it errs towards keeping a series one retention longer).
    const rows = await this.#db
      .selectFrom('trend_points')
      .select(['series', (row) => row.fn.max('at').as('last')])
      .where('environment', '=', environment)
      .where('series', 'like', '%://%')
      .where((row) => row.or([row('backlog_max', '>', 0), row('rate_in', '>', 0), row('rate_out', '>', 0)]))
      .groupBy('series')
      .execute();
    known = new Map(rows.map((row) => [row.series, Number(row.last)]));
    this.#lastBusy.set(environment, known);
    return known;
  }
}

async function fold(
  trx: Kysely<Database>,
  environment: string,
  from: number,
  to: number,
  widthMs: number,
  before: number,
): Promise<void> {
  const bucket = sql<number>`(${sql.ref('at')} / ${sql.lit(widthMs)}) * ${sql.lit(widthMs)}`;
  const weighted = (column: string) =>
    sql<number>`sum(${sql.ref(column)} * ${sql.ref('samples')}) / sum(${sql.ref('samples')})`;
  await trx
    .insertInto('trend_points')
    .columns([
      'environment',
      'series',
      'tier',
      'at',
      'samples',
      'rate_in',
      'rate_out',
      'ack_rate',
      'backlog',
      'backlog_max',
      'storage_size',
    ])
    .expression(
      trx
        .selectFrom('trend_points')
        .select([
          'environment',
          'series',
          sql.lit(to).as('tier'),
          bucket.as('at'),
          (row) => row.fn.sum<number>('samples').as('samples'),
          weighted('rate_in').as('rate_in'),
          weighted('rate_out').as('rate_out'),
          weighted('ack_rate').as('ack_rate'),
          weighted('backlog').as('backlog'),
          (row) => row.fn.max('backlog_max').as('backlog_max'),
          weighted('storage_size').as('storage_size'),
        ])
        .where('environment', '=', environment)
        .where('tier', '=', from)
        .where('at', '<', before)
        .groupBy(['environment', 'series', bucket]),
    )
    // A bucket already folded (a pass stored late, behind the cut-off) takes the new passes in.
    .onConflict((conflict) =>
      conflict.columns(['environment', 'series', 'tier', 'at']).doUpdateSet(() => ({
        rate_in: merged('rate_in'),
        rate_out: merged('rate_out'),
        ack_rate: merged('ack_rate'),
        backlog: merged('backlog'),
        // CASE, not max(a, b) (SQLite) or greatest(a, b) (PostgreSQL): both databases read it.
        backlog_max: sql<number>`case when ${sql.ref('trend_points.backlog_max')} > ${sql.ref(
          'excluded.backlog_max',
        )} then ${sql.ref('trend_points.backlog_max')} else ${sql.ref('excluded.backlog_max')} end`,
        storage_size: merged('storage_size'),
        samples: sql<number>`${sql.ref('trend_points.samples')} + ${sql.ref('excluded.samples')}`,
      })),
    )
    .execute();
  await trx
    .deleteFrom('trend_points')
    .where('environment', '=', environment)
    .where('tier', '=', from)
    .where('at', '<', before)
    .execute();
}

function merged(column: string) {
  return sql<number>`(${sql.ref(`trend_points.${column}`)} * ${sql.ref('trend_points.samples')} + ${sql.ref(
    `excluded.${column}`,
  )} * ${sql.ref('excluded.samples')}) / (${sql.ref('trend_points.samples')} + ${sql.ref('excluded.samples')})`;
}

const floorTo = (value: number, step: number) => Math.floor(value / step) * step;

function rowOf(
  environment: string,
  series: string,
  at: number,
  figures: TrendFigures,
): Database['trend_points'] {
  return {
    environment,
    series,
    tier: 0,
    at,
    samples: 1,
    rate_in: figures.rateIn,
    rate_out: figures.rateOut,
    ack_rate: figures.ackRate,
    backlog: figures.backlog,
    backlog_max: figures.backlog,
    storage_size: figures.storageSize,
  };
}

function pointOf(row: Database['trend_points']): StoredPoint {
  return {
    at: Number(row.at),
    samples: Number(row.samples),
    rateIn: Number(row.rate_in),
    rateOut: Number(row.rate_out),
    ackRate: Number(row.ack_rate),
    backlog: Number(row.backlog),
    backlogMax: Number(row.backlog_max),
    storageSize: Number(row.storage_size),
  };
}
