// The overview page's figures, from the catalogue, the live lists and the brokers' own reads.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import type { Catalog } from '../catalog/index.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import type { OverviewBacklogs } from './overview-backlogs.ts';
import { Overview } from './overview.ts';
import { overviewRoutes } from './overview.routes.ts';

export interface OverviewDependencies {
  db: Kysely<Database>;
  clock: Clock;
  catalog: Catalog;
  reads: PulsarReads;
  /** The backlog history the collector records after each pass (app.ts hands it to the catalogue). */
  backlogs: OverviewBacklogs;
}

export function registerOverview(server: FastifyInstance, deps: OverviewDependencies): void {
  const { db, clock, catalog, reads, backlogs } = deps;
  const overview = new Overview({ db, store: catalog.store, live: catalog.live, reads, backlogs, clock });
  overviewRoutes(server, { overview, live: catalog.live });
}
