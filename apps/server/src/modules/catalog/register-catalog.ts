// The catalog module in app.ts: the statistics catalogue's parts (the collector, started when the
// server is ready and stopped when it closes; the shared store; the enriched lists) and its routes.
// It listens for what makes its live lists stale (an environment changed, a proxied write) and
// announces each stored pass ('statistics-saved': the metrics and the overview's backlogs).
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/tables.ts';
import type { Announces, Hears } from '../../module-events.ts';
import type { EnvironmentEvents, EnvironmentRepository } from '../environments/index.ts';
import type { ProxyEvents, PulsarProxy } from '../pulsar-proxy/index.ts';
import { CatalogLists } from './catalog-lists.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { prepareSearch } from './catalog-search.ts';
import type { CatalogSnapshot } from './catalog-snapshot.ts';
import { CatalogStore } from './catalog-store.ts';
import { CatalogCollector, replicaName } from './collector.ts';
import { CollectorLease } from './collector-lease.ts';
import { LiveLists } from './live-lists.ts';
import { TopicNames } from './topic-names.ts';

/**
 * What the catalogue announces: a pass this replica stored, and the lease to fence the listener's
 * own writes with. The collector waits for the listeners; a failure of theirs is logged, the pass
 * goes on.
 */
export type CatalogEvents = {
  'statistics-saved': [snapshot: CatalogSnapshot, lease: { name: string; holder: string }];
};

/**
 * This replica's claim to collect. Made before the modules, since the readiness route (registered
 * first) reports it and the collector holds it.
 */
export function createCollectorLease(db: Kysely<Database>): CollectorLease {
  return new CollectorLease(db, replicaName());
}

export interface CatalogDependencies {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<Config, 'statsIntervalMs' | 'proxyTimeoutMs' | 'brokerAddressPolicy'>;
  environments: EnvironmentRepository;
  proxy: PulsarProxy;
  lease: CollectorLease;
  events: Announces<CatalogEvents> & Hears<EnvironmentEvents & ProxyEvents>;
}

export interface Catalog {
  collector: CatalogCollector;
  store: CatalogStore;
  lease: CollectorLease;
  live: LiveLists;
}

export function registerCatalog(server: FastifyInstance, deps: CatalogDependencies): Catalog {
  const { db, clock, config, environments, proxy, lease, events } = deps;
  const store = new CatalogStore(db);
  const live = new LiveLists(proxy, clock, config.proxyTimeoutMs);
  const collector = new CatalogCollector({
    environments,
    store,
    clock,
    lease,
    intervalMs: config.statsIntervalMs,
    timeoutMs: config.proxyTimeoutMs,
    addressPolicy: config.brokerAddressPolicy,
    afterSave: async (snapshot, fence) => {
      prepareSearch(snapshot);
      // The listeners (trends, overview, alerts) each go through the whole pass: they start on a
      // turn of the event loop of their own, not on the end of the save's.
      await nextTurn();
      return events.announce('statistics-saved', snapshot, fence);
    },
  });
  const lists = new CatalogLists({ live, names: new TopicNames(live), store, clock });
  events.on('environment-changed', (name) => live.drop(name));
  events.on('proxied-write', (environment) => live.forget(environment));
  catalogRoutes(server, { lists, live, store, lease, collector, environments });
  server.addHook('onReady', () => {
    collector.start(server.log);
    return Promise.resolve();
  });
  server.addHook('onClose', () => collector.stop());
  return { collector, store, lease, live };
}
