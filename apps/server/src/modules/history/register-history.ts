// The history module in app.ts (issue 33 item 3, decision 0095): the recorder is made before the
// proxy, which tells it of each audited write; the routes, which read current state for a restore
// through Pulsar Manager's reads, are registered once those exist.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { historyRoutes } from './history.routes.ts';
import { ResourceHistory } from './resource-history.ts';

export function createResourceHistory(
  db: Kysely<Database>,
  clock: Clock,
  log: () => FastifyBaseLogger,
): ResourceHistory {
  return new ResourceHistory(db, clock, log);
}

export function registerHistory(
  server: FastifyInstance,
  deps: { history: ResourceHistory; reads: PulsarReads },
): void {
  historyRoutes(server, deps);
}
