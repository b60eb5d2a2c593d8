// The overview page's figures, from the catalogue, the live lists and the brokers' own reads. The
// largest backlogs are recorded from each pass the catalogue announces ('statistics-saved').
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import type { Hears } from '../../module-events.ts';
import type { Catalog, CatalogEvents } from '../catalog/index.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { OverviewBacklogs } from './overview-backlogs.ts';
import { Overview } from './overview.ts';
import { overviewRoutes } from './overview.routes.ts';

export interface OverviewDependencies {
  db: Kysely<Database>;
  clock: Clock;
  catalog: Catalog;
  reads: PulsarReads;
  events: Hears<CatalogEvents>;
}

export function registerOverview(server: FastifyInstance, deps: OverviewDependencies): void {
  const { db, clock, catalog, reads, events } = deps;
  const backlogs = new OverviewBacklogs(db);
  events.on('statistics-saved', (snapshot, lease) => backlogs.record(snapshot, lease));
  const overview = new Overview({ db, store: catalog.store, live: catalog.live, reads, backlogs, clock });
  overviewRoutes(server, { overview, live: catalog.live });
}
