// The console's own metrics (issue 19 item 3), on a registry of its own per app instance: two servers
// built in one process (tests, a metrics port) never share or double-register a metric.
import type { Kysely } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Clock } from '../../clock.ts';
import type { DatabaseHandle } from '../../db/open-database.ts';
import type { Database } from '../../db/tables.ts';
import { TalliedCounter, TalliedHistogram } from './tallied-metrics.ts';

/** Seconds; a broker call through the proxy runs from milliseconds to the proxy timeout (60 s). */
const PROXY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface ConsoleMetricsOptions {
  database: DatabaseHandle;
  clock: Clock;
  sessionIdleTimeoutMs: number;
}

export class ConsoleMetrics {
  readonly registry = new Registry();
  /** Updated on every answer: tallied (see tallied-metrics.ts), not prom-client's own. */
  readonly httpRequests: TalliedCounter<'method' | 'route' | 'status'>;
  readonly httpDuration: TalliedHistogram<'method' | 'route'>;
  readonly proxyRequests: TalliedCounter<'environment' | 'status'>;
  readonly proxyDuration: TalliedHistogram<'environment' | 'status'>;
  readonly logins: Counter<'result'>;
  readonly collectorPasses: Counter<'environment'>;
  readonly collectorPassDuration: Gauge<'environment'>;
  readonly collectorTopics: Gauge<'environment'>;
  readonly alertDeliveries: Counter<'result'>;

  constructor({ database, clock, sessionIdleTimeoutMs }: ConsoleMetricsOptions) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'beacon_' });
    this.httpRequests = new TalliedCounter({
      name: 'beacon_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern (never the raw URL) and status code',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.httpDuration = new TalliedHistogram({
      name: 'beacon_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.proxyRequests = new TalliedCounter({
      name: 'beacon_proxy_requests_total',
      help: 'Calls proxied to a Pulsar environment, by environment and the status the browser got',
      labelNames: ['environment', 'status'],
      registers,
    });
    this.proxyDuration = new TalliedHistogram({
      name: 'beacon_proxy_request_duration_seconds',
      help: 'Latency of calls proxied to a Pulsar environment, by environment and status',
      labelNames: ['environment', 'status'],
      buckets: PROXY_BUCKETS,
      registers,
    });
    this.logins = new Counter({
      name: 'beacon_logins_total',
      help: 'Password logins by result: success, failure (wrong name or password), throttled, invalid',
      labelNames: ['result'],
      registers,
    });
    this.collectorPasses = new Counter({
      name: 'beacon_stats_collector_passes_total',
      help: 'Statistics catalogue passes stored by this replica, by environment',
      labelNames: ['environment'],
      registers,
    });
    this.collectorPassDuration = new Gauge({
      name: 'beacon_stats_collector_pass_duration_seconds',
      help: "Duration of this replica's last statistics catalogue pass, by environment",
      labelNames: ['environment'],
      registers,
    });
    this.collectorTopics = new Gauge({
      name: 'beacon_stats_collector_topics',
      help: "Topics counted by this replica's last statistics catalogue pass, by environment",
      labelNames: ['environment'],
      registers,
    });
    this.alertDeliveries = new Counter({
      name: 'beacon_alert_notifications_total',
      help: 'Backlog alert webhook attempts made by this replica, by result: sent, retry (failed, to be tried again), failed (attempts spent)',
      labelNames: ['result'],
      registers,
    });
    const db: Kysely<Database> = database.db;
    new Gauge({
      name: 'beacon_alerts_firing',
      help: 'Backlog alerts firing now, by environment and rule name (all replicas: read from the database)',
      labelNames: ['environment', 'rule'],
      registers,
      async collect() {
        const rows = await db
          .selectFrom('alert_states')
          .innerJoin('alert_rules', 'alert_rules.id', 'alert_states.rule_id')
          .select(['alert_states.environment', 'alert_rules.name'])
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('alert_states.status', '=', 'firing')
          .groupBy(['alert_states.environment', 'alert_rules.name'])
          .execute();
        // Emptied first: a rule no longer firing (or deleted) drops out instead of keeping its last count.
        this.reset();
        for (const row of rows) this.set({ environment: row.environment, rule: row.name }, Number(row.count));
      },
    });
    new Gauge({
      name: 'beacon_active_sessions',
      help: 'Console sessions neither revoked, expired nor idle past the idle timeout (all replicas)',
      registers,
      async collect() {
        const now = clock.now();
        const row = await db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', now)
          .where('last_seen_at', '>', now - sessionIdleTimeoutMs)
          .executeTakeFirst();
        this.set(Number(row?.count ?? 0));
      },
    });
    new Gauge({
      name: 'beacon_database_pool_connections',
      help: 'Database connections by state: open (total), idle, and requests waiting for a connection',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = database.poolState();
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
    new Gauge({
      name: 'beacon_database_pool_max',
      help: 'Most database connections the pool opens (SQLite: its single connection)',
      registers,
      collect() {
        this.set(database.poolState().max);
      },
    });
    new Gauge({
      name: 'beacon_database_info',
      help: 'The database dialect in use (always 1)',
      labelNames: ['dialect'],
      registers,
      collect() {
        this.set({ dialect: database.dialect }, 1);
      },
    });
  }

  /** A stored statistics pass (the catalogue's 'statistics-saved' event). */
  recordCollectorPass(environment: string, durationMs: number, topicCount: number): void {
    this.collectorPasses.inc({ environment });
    this.collectorPassDuration.set({ environment }, durationMs / 1000);
    this.collectorTopics.set({ environment }, topicCount);
  }
}
