// A week and a day of trends through the real collector over the simulator's demo traffic, both
// clocks moved between passes: the tiers hold what decision 0093 says (every pass of the last hour,
// 5-minute averages of the last day, hourly ones beyond), each bucket the weighted average of the
// passes it stands for, nothing older than the retention, no row for an idle topic. Then the route:
// ranges, a subscription's series, a tenant admin's view, bad input.
import type { TrendsResponse } from '@beacon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';
import {
  addEnvironment,
  frozenSimulator,
  getAs,
  type Simulator,
} from '../../test-support/catalog-helpers.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ORDERS = 'persistent://sample/orders/created';
const AUDIT = `${ORDERS}\naudit`;

interface RawPoint {
  at: number;
  rateIn: number;
  rateOut: number;
  backlog: number;
}

describe('backlog and rate trends over a week of collector passes', () => {
  let simulator: Simulator;
  let server: ServerWithSuperuser;
  let session: SessionClient;
  /** Per series, each pass's raw point as it was written (read back before any folding). */
  const written = new Map<string, RawPoint[]>();
  let start = 0;
  let end = 0;

  const db = () => server.app.database.db;
  const rowsOf = (series: string, tier: number) =>
    db()
      .selectFrom('trend_points')
      .selectAll()
      .where('environment', '=', 'demo')
      .where('series', '=', series)
      .where('tier', '=', tier)
      .orderBy('at')
      .execute();

  async function pass(stepMs: number) {
    server.app.clock.advance(stepMs);
    // Two seconds of simulated traffic between passes: rates move, backlogs grow.
    simulator.runtime.advance(2_000);
    await server.app.catalog.collector.collectNow();
    const at = server.app.clock.now();
    const rows = await db()
      .selectFrom('trend_points')
      .selectAll()
      .where('environment', '=', 'demo')
      .where('tier', '=', 0)
      .where('at', '=', at)
      .where('series', 'in', ['', ORDERS, AUDIT])
      .execute();
    for (const row of rows) {
      const list = written.get(row.series) ?? [];
      list.push({
        at,
        rateIn: Number(row.rate_in),
        rateOut: Number(row.rate_out),
        backlog: Number(row.backlog),
      });
      written.set(row.series, list);
    }
  }

  beforeAll(async () => {
    simulator = await frozenSimulator('demo');
    server = await createServerWithSuperuser();
    session = await server.loggedIn();
    await addEnvironment(session, 'demo', simulator);
    start = server.app.clock.now();
    // 7 days every 30 minutes, 23 hours every 10 minutes, the last hour every minute.
    for (let index = 0; index < 7 * 48; index += 1) await pass(30 * MINUTE);
    for (let index = 0; index < 23 * 6; index += 1) await pass(10 * MINUTE);
    for (let index = 0; index < 60; index += 1) await pass(MINUTE);
    end = server.app.clock.now();
    // Eight days on the server's clock: the first session has long expired.
    session = await server.loggedIn();
  }, 240_000);
  afterAll(async () => {
    await server.app.close();
    await simulator.close();
  });

  it('recorded a raw point per pass for the environment, the busy topic and its backlogged subscription', () => {
    const passes = 7 * 48 + 23 * 6 + 60;
    expect(written.get('')).toHaveLength(passes);
    expect(written.get(ORDERS)).toHaveLength(passes);
    expect(written.get(AUDIT)).toHaveLength(passes);
    // Traffic flowed and `audit` (no consumer) grew.
    const orders = written.get(ORDERS)!;
    expect(orders.at(-1)!.rateIn).toBeGreaterThan(0);
    const audit = written.get(AUDIT)!;
    expect(audit.at(-1)!.backlog).toBeGreaterThan(audit[0]!.backlog);
  });

  it('keeps every pass of the last hour, 5-minute buckets for the day, hours up to the retention', async () => {
    const fiveMinuteCut = Math.floor((end - HOUR) / (5 * MINUTE)) * 5 * MINUTE;
    const hourCut = Math.floor((end - DAY) / HOUR) * HOUR;
    const raw = await rowsOf(ORDERS, 0);
    const fives = await rowsOf(ORDERS, 1);
    const hours = await rowsOf(ORDERS, 2);
    // The minute passes of the last hour (the cut falls on a 5-minute boundary at or before end − 1 h).
    expect(raw.length).toBe(written.get(ORDERS)!.filter((point) => point.at >= fiveMinuteCut).length);
    expect(raw.length).toBeGreaterThanOrEqual(60);
    expect(raw.length).toBeLessThanOrEqual(61);
    // Passes every 10 minutes fill every other 5-minute bucket: about 23 h × 6 buckets.
    expect(fives.length).toBe(
      new Set(
        written
          .get(ORDERS)!
          .filter((point) => point.at >= hourCut && point.at < fiveMinuteCut)
          .map((point) => Math.floor(point.at / (5 * MINUTE))),
      ).size,
    );
    expect(fives.length).toBeGreaterThanOrEqual(23 * 6 - 1);
    // Every hour from the retention's edge to the day's cut: 6 days of hours, give or take the edges.
    expect(hours.length).toBeGreaterThanOrEqual(6 * 24 - 1);
    expect(hours.length).toBeLessThanOrEqual(6 * 24 + 1);
    expect(hours.every((row) => Number(row.at) % HOUR === 0)).toBe(true);
    expect(fives.every((row) => Number(row.at) % (5 * MINUTE) === 0)).toBe(true);
  });

  it('averages each bucket over its passes and keeps the largest backlog', async () => {
    for (const series of [ORDERS, AUDIT, '']) {
      const points = written.get(series)!;
      for (const [tier, width] of [
        [1, 5 * MINUTE],
        [2, HOUR],
      ] as const) {
        const rows = await rowsOf(series, tier);
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          const at = Number(row.at);
          const inside = points.filter((point) => point.at >= at && point.at < at + width);
          expect(Number(row.samples)).toBe(inside.length);
          const mean = (pick: (point: RawPoint) => number) =>
            inside.reduce((sum, point) => sum + pick(point), 0) / inside.length;
          expect(Number(row.rate_in)).toBeCloseTo(
            mean((point) => point.rateIn),
            6,
          );
          expect(Number(row.rate_out)).toBeCloseTo(
            mean((point) => point.rateOut),
            6,
          );
          expect(Number(row.backlog)).toBeCloseTo(
            mean((point) => point.backlog),
            6,
          );
          expect(Number(row.backlog_max)).toBe(Math.max(...inside.map((point) => point.backlog)));
        }
      }
    }
  });

  it('removes what is older than the retention (7 days by default) and never stores an idle topic', async () => {
    const oldest = await db()
      .selectFrom('trend_points')
      .select((row) => row.fn.min('at').as('at'))
      .executeTakeFirstOrThrow();
    expect(Number(oldest.at)).toBeGreaterThanOrEqual(end - 7 * DAY);
    // The first day's passes were written, then dropped.
    expect(written.get(ORDERS)![0]!.at).toBeLessThan(end - 7 * DAY);
    expect(start).toBeLessThan(end - 7 * DAY);
    const idle = await db()
      .selectFrom('trend_points')
      .select('series')
      .where('series', 'in', ['persistent://public/default/test', 'persistent://acme/iot/commands'])
      .execute();
    expect(idle).toEqual([]);
  });

  const trends = (query: string, who: SessionClient = session) =>
    getAs(server, who, `/pulsar-manager/catalog/trends?${query}`, 'demo');

  it('serves a topic, a subscription and the environment over 1 h, 24 h and 7 d', async () => {
    const hour = await trends(`topic=${encodeURIComponent(ORDERS)}&range=1h`);
    expect(hour.statusCode, hour.body).toBe(200);
    const body = hour.json<TrendsResponse>();
    expect(body.range).toBe('1h');
    expect(body.retentionMs).toBe(7 * DAY);
    expect(body.points).toHaveLength(60);
    expect(body.points.at(-1)).toMatchObject({ at: end, rateIn: written.get(ORDERS)!.at(-1)!.rateIn });

    const day = (await trends(`topic=${encodeURIComponent(ORDERS)}&range=24h`)).json<TrendsResponse>();
    const week = (await trends(`topic=${encodeURIComponent(ORDERS)}&range=7d`)).json<TrendsResponse>();
    expect(day.points.length).toBeGreaterThan(body.points.length + 100);
    expect(week.points.length).toBeGreaterThan(day.points.length + 100);
    expect(week.points.every((point, index, all) => index === 0 || point.at > all[index - 1]!.at)).toBe(true);

    const audit = (
      await trends(`topic=${encodeURIComponent(ORDERS)}&subscription=audit&range=1h`)
    ).json<TrendsResponse>();
    expect(audit.points.at(-1)!.backlog).toBe(written.get(AUDIT)!.at(-1)!.backlog);
    expect(audit.points.at(-1)!.rateIn).toBe(0);

    const environment = (await trends('range=1h')).json<TrendsResponse>();
    expect(environment.points.at(-1)!.rateIn).toBeCloseTo(written.get('')!.at(-1)!.rateIn, 6);
  });

  it('shows a tenant admin its own tenants only', async () => {
    const acmeAdmin = await server.loggedInTenantAdmin(['acme']);
    const refused = await trends(`topic=${encodeURIComponent(ORDERS)}&range=1h`, acmeAdmin);
    expect(refused.statusCode).toBe(403);
    const own = await trends(`topic=${encodeURIComponent('persistent://acme/iot/telemetry')}`, acmeAdmin);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<TrendsResponse>().points.length).toBeGreaterThan(0);
    // The environment as the admin sees it: acme's figures, not sample's.
    const environment = (await trends('range=1h', acmeAdmin)).json<TrendsResponse>();
    const acme = await rowsOf('~acme', 0);
    expect(environment.points.at(-1)!.rateIn).toBeCloseTo(Number(acme.at(-1)!.rate_in), 6);
    expect(environment.points.at(-1)!.rateIn).toBeLessThan(written.get('')!.at(-1)!.rateIn);
  });

  it('answers 400 with a message and reason for bad input', async () => {
    for (const [query, text] of [
      ['range=2d', 'range must be one of 1h, 24h, 7d'],
      ['topic=orders', 'topic must be a full name'],
      ['subscription=audit', 'a subscription needs its topic'],
    ] as const) {
      const answer = await trends(query);
      expect(answer.statusCode, query).toBe(400);
      const body = answer.json<{ message: string; reason: string }>();
      expect(body.message).toContain(text);
      expect(body.reason).toContain(text);
    }
    const noEnvironment = await getAs(server, session, '/pulsar-manager/catalog/trends?range=1h', undefined);
    expect(noEnvironment.statusCode).toBe(400);
  });
});
