// Pulsar Manager's own API, answered from the statistics catalogue and the brokers. Its reads of the
// brokers are the module's API: the overview reads the same way.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import type { AuditLog } from '../audit/index.ts';
import type { Catalog } from '../catalog/index.ts';
import type { EnvironmentRepository } from '../environments/index.ts';
import type { PulsarProxy } from '../pulsar-proxy/index.ts';
import { pulsarManagerApiRoutes } from './pulsar-manager-api.routes.ts';
import { PulsarReads } from './pulsar-reads.ts';

export interface PulsarManagerApiDependencies {
  db: Kysely<Database>;
  proxy: PulsarProxy;
  timeoutMs: number;
  catalog: Catalog;
  environments: EnvironmentRepository;
  audit: AuditLog;
}

export function registerPulsarManagerApi(
  server: FastifyInstance,
  { db, proxy, timeoutMs, catalog, environments, audit }: PulsarManagerApiDependencies,
): { reads: PulsarReads } {
  const reads = new PulsarReads(proxy, timeoutMs);
  pulsarManagerApiRoutes(server, {
    reads,
    live: catalog.live,
    store: catalog.store,
    environments,
    audit,
    db,
  });
  return { reads };
}
