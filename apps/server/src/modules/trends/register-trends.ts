// The trends module in app.ts (issue 33 item 5, decision 0093): records each pass the catalogue
// stores ('statistics-saved', heard only on the lease holder) into the downsampled trends, and
// serves them. A removed environment's trends go one retention later.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/tables.ts';
import type { Hears } from '../../module-events.ts';
import type { Catalog, CatalogEvents } from '../catalog/index.ts';
import { DEFAULT_RETENTION_MS, TrendsStore } from './trends-store.ts';
import { trendsRoutes } from './trends.routes.ts';

export interface TrendsDependencies {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<Config, 'trendsRetentionMs'>;
  catalog: Pick<Catalog, 'live'>;
  events: Hears<CatalogEvents>;
}

export function registerTrends(server: FastifyInstance, deps: TrendsDependencies): TrendsStore {
  const { db, clock, config, catalog, events } = deps;
  const store = new TrendsStore(db, config.trendsRetentionMs ?? DEFAULT_RETENTION_MS);
  events.on('statistics-saved', (snapshot, lease) => store.record(snapshot, lease).then(() => undefined));
  trendsRoutes(server, { store, live: catalog.live, clock });
  return store;
}
