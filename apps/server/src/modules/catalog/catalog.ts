// Builds the statistics catalogue's parts for app.ts: the collector (started when the server is
// ready, stopped when it closes), the shared store, and the enriched lists.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import type { EnvironmentRepository, AddressPolicy } from '../environments/index.ts';
import type { PulsarProxy } from '../pulsar-proxy/index.ts';
import { CatalogLists } from './catalog-lists.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { CatalogStore } from './catalog-store.ts';
import { CatalogCollector, type CollectorOptions, replicaName } from './collector.ts';
import { CollectorLease } from './collector-lease.ts';
import { LiveLists } from './live-lists.ts';
import { TopicNames } from './topic-names.ts';

export interface CatalogOptions {
  db: Kysely<Database>;
  environments: EnvironmentRepository;
  proxy: PulsarProxy;
  clock: Clock;
  intervalMs: number;
  timeoutMs: number;
  addressPolicy?: AddressPolicy;
  /** Runs after each stored pass (see CollectorOptions.afterSave). */
  afterSave?: CollectorOptions['afterSave'];
}

export interface Catalog {
  collector: CatalogCollector;
  store: CatalogStore;
  lease: CollectorLease;
  live: LiveLists;
  /** Registers the routes and ties the collector loop to the server's life. */
  register(server: FastifyInstance): void;
}

export function createCatalog(options: CatalogOptions): Catalog {
  const store = new CatalogStore(options.db);
  const lease = new CollectorLease(options.db, replicaName());
  const live = new LiveLists(options.proxy, options.clock, options.timeoutMs);
  const collector = new CatalogCollector({
    environments: options.environments,
    store,
    clock: options.clock,
    lease,
    intervalMs: options.intervalMs,
    timeoutMs: options.timeoutMs,
    ...(options.addressPolicy ? { addressPolicy: options.addressPolicy } : {}),
    ...(options.afterSave ? { afterSave: options.afterSave } : {}),
  });
  const lists = new CatalogLists({ live, names: new TopicNames(live), store, clock: options.clock });
  return {
    collector,
    store,
    lease,
    live,
    register(server) {
      catalogRoutes(server, { lists, live, store, lease, collector, environments: options.environments });
      server.addHook('onReady', () => {
        collector.start(server.log);
        return Promise.resolve();
      });
      server.addHook('onClose', () => collector.stop());
    },
  };
}
