// The trends' cost (issue 33 item 5, decision 0093), in-process on a SQLite file:
//  1. The simulator's `large` scenario (100 000 idle topics, one busy): a pass as the collector makes
//     it (broker-stats read, flattened, snapshot saved) with and without the trends' record — the
//     extra time the trends add to a pass when, as in most deployments, few topics move.
//  2. The worst case: every one of those topics busy, with a subscription each (200 000 series).
//  3. A week and a day of passes for a few hundred busy topics: rows and database bytes per topic
//     once the tiers are full, from the file's own page count.
//
// Run: node bench/trends-store.ts   (BEACON_BENCH_SMOKE=1 runs it at 1 000 topics)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { ManualClock, startSimulator } from '@beacon/pulsar-sim';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { openDatabase } from '../apps/server/src/db/open-database.ts';
import { flattenBrokerStats } from '../apps/server/src/modules/catalog/broker-stats.ts';
import type { BrokerTopicFigures } from '../apps/server/src/modules/catalog/catalog-figures.ts';
import { CatalogSnapshot } from '../apps/server/src/modules/catalog/catalog-snapshot.ts';
import { CatalogStore } from '../apps/server/src/modules/catalog/catalog-store.ts';
import { COLLECTOR_LEASE, CollectorLease } from '../apps/server/src/modules/catalog/collector-lease.ts';
import { TrendsStore } from '../apps/server/src/modules/trends/trends-store.ts';
import { sized } from './support/smoke.ts';

const PASSES = sized(5, 2);
const WEEK_TOPICS = sized(200, 10);
const INTERVAL_MS = 30_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-bench-trends-'));
const simulator = await startSimulator({
  scenario: sized('large', 'large-smoke'),
  // Any free loopback port: the smoke run in npm test runs beside other benchmarks' fixed ones.
  port: 0,
  clock: new ManualClock(Date.UTC(2026, 0, 1)),
  traffic: false,
});
simulator.runtime.advance(10_000);

async function openStores(name: string) {
  const database = openDatabase({ sqliteFile: path.join(dataDir, `${name}.sqlite`) });
  await migrateToLatest(database.db);
  const lease = new CollectorLease(database.db, 'bench');
  if (!(await lease.acquire(3_600_000))) throw new Error('the bench could not take the lease');
  return { database, lease: { name: COLLECTOR_LEASE, holder: 'bench' } };
}

async function fileBytes(db: ReturnType<typeof openDatabase>['db']): Promise<number> {
  // Freed pages are reused, not returned: the pages in use are the table's real cost.
  const pages = await sql<{ page_count: number }>`pragma page_count`.execute(db);
  const free = await sql<{ freelist_count: number }>`pragma freelist_count`.execute(db);
  const size = await sql<{ page_size: number }>`pragma page_size`.execute(db);
  return (
    (Number(pages.rows[0]?.page_count) - Number(free.rows[0]?.freelist_count)) *
    Number(size.rows[0]?.page_size)
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

try {
  // 1. The large scenario as the collector reads it.
  const { database, lease } = await openStores('large');
  const catalog = new CatalogStore(database.db);
  const trends = new TrendsStore(database.db);
  const broker = simulator.brokers[0]!;
  const passWithout: number[] = [];
  const extra: number[] = [];
  let rows: BrokerTopicFigures[] = [];
  for (let pass = 0; pass < PASSES; pass += 1) {
    const collectedAt = Date.UTC(2026, 0, 1) + pass * INTERVAL_MS;
    const started = performance.now();
    const answer = Buffer.from(
      await (await fetch(`${broker.url}/admin/v2/broker-stats/topics`)).arrayBuffer(),
    );
    rows = await flattenBrokerStats(answer, broker.cluster, broker.id);
    const header = {
      environment: 'bench',
      version: `v${String(pass)}`,
      collectedAt,
      durationMs: 0,
      topicCount: rows.length,
      failedBrokers: [],
      collectedBy: 'bench',
    };
    const snapshot = await catalog.save(header, rows, [], lease);
    if (!snapshot) throw new Error('the snapshot was not saved');
    passWithout.push(performance.now() - started);
    const recording = performance.now();
    await trends.record(snapshot, lease);
    extra.push(performance.now() - recording);
  }
  const series = await database.db
    .selectFrom('trend_points')
    .select((row) => row.fn.count('series').distinct().as('count'))
    .executeTakeFirstOrThrow();

  // 2. Every topic busy, with one subscription.
  const busyRows = rows.map((row, index) => ({
    ...row,
    msgRateIn: 10 + (index % 7),
    msgRateOut: 9,
    subscriptionFigures: [
      { subscription: 'reader', backlog: index % 100, consumers: 1, rateOut: 9, ackRate: 9 },
    ],
  }));
  const busy = await openStores('busy');
  const busyTrends = new TrendsStore(busy.database.db);
  const busyExtra: number[] = [];
  for (let pass = 0; pass < PASSES; pass += 1) {
    const snapshot = new CatalogSnapshot(
      {
        environment: 'bench',
        version: `b${String(pass)}`,
        collectedAt: Date.UTC(2026, 0, 1) + pass * INTERVAL_MS,
        durationMs: 0,
        topicCount: busyRows.length,
        failedBrokers: [],
        collectedBy: 'bench',
      },
      busyRows,
      [],
    );
    const started = performance.now();
    await busyTrends.record(snapshot, busy.lease);
    busyExtra.push(performance.now() - started);
  }
  const busyPoints = busyRows.length * 2 * PASSES;
  const bytesPerRawPoint = (await fileBytes(busy.database.db)) / busyPoints;

  // 3. A week and a day of passes every 10 minutes for a few busy topics: the tiers fill up.
  const week = await openStores('week');
  const weekTrends = new TrendsStore(week.database.db);
  const weekRows = busyRows.slice(0, WEEK_TOPICS);
  const emptyBytes = await fileBytes(week.database.db);
  const compaction: number[] = [];
  const start = Date.UTC(2026, 0, 1);
  const step = 10 * 60_000;
  for (let at = start; at <= start + 8 * 86_400_000; at += step) {
    const snapshot = new CatalogSnapshot(
      {
        environment: 'bench',
        version: String(at),
        collectedAt: at,
        durationMs: 0,
        topicCount: weekRows.length,
        failedBrokers: [],
        collectedBy: 'bench',
      },
      weekRows,
      [],
    );
    const started = performance.now();
    await weekTrends.record(snapshot, week.lease);
    // The passes that fold an hour of 5-minute buckets into hours (each on the hour).
    if (at % 3_600_000 === 0) compaction.push(performance.now() - started);
  }
  const perTier = await week.database.db
    .selectFrom('trend_points')
    .select(['tier', (row) => row.fn.countAll<number>().as('rows')])
    .where('series', '=', 'persistent://large/topics/topic-000000')
    .groupBy('tier')
    .orderBy('tier')
    .execute();
  const weekRowsTotal = Number(
    (
      await week.database.db
        .selectFrom('trend_points')
        .select((row) => row.fn.countAll<number>().as('rows'))
        .executeTakeFirstOrThrow()
    ).rows,
  );
  const weekBytes = (await fileBytes(week.database.db)) - emptyBytes;
  const bytesPerRow = weekBytes / weekRowsTotal;
  // At the default 30 s interval: 120 passes of the last hour, 276 five-minute buckets of the rest
  // of the day, 144 hours of the other six days.
  const steadyRows = 3_600_000 / INTERVAL_MS + (86_400_000 - 3_600_000) / 300_000 + 6 * 24;

  console.info(
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}`,
  );
  console.info(
    `scenario ${sized('large', 'large-smoke')}: ${rows.length} topic rows per pass, ${String(series.count)} series kept`,
  );
  console.info(
    `pass without trends (read + flatten + save): median ${median(passWithout).toFixed(0)} ms; trends' extra: median ${median(extra).toFixed(1)} ms (${((100 * median(extra)) / median(passWithout)).toFixed(1)} % of the pass)`,
  );
  console.info(
    `every topic busy (${busyRows.length} topics + as many subscriptions): trends' extra per pass median ${median(busyExtra).toFixed(0)} ms; ${bytesPerRawPoint.toFixed(0)} bytes per raw point`,
  );
  console.info(
    `a week and a day at 10-minute passes, ${WEEK_TOPICS} busy topics: rows per topic by tier ${perTier
      .map((row) => `${String(row.tier)}=${String(row.rows)}`)
      .join(
        ' ',
      )}; ${bytesPerRow.toFixed(0)} bytes per row; hourly compaction pass median ${median(compaction).toFixed(1)} ms`,
  );
  console.info(
    `steady state at 30 s passes: ${steadyRows} rows per series = ${((steadyRows * bytesPerRow) / 1024).toFixed(0)} KiB per busy topic for the week (twice that with one subscription); ${((24 * bytesPerRow) / 1024).toFixed(1)} KiB per topic per day of retention past the first`,
  );
  await database.close();
  await busy.database.close();
  await week.database.close();
} finally {
  await simulator.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
