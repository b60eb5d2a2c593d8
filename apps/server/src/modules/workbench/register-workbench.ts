// The message workbench (issue 30): reads of topics over Pulsar's binary protocol, decoded, filtered
// in a sandbox and streamed to the browser.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import type { AuditLog } from '../audit/index.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { replayRoutes } from './replay.routes.ts';
import { workbenchRoutes } from './workbench.routes.ts';

export interface WorkbenchDependencies {
  db: Kysely<Database>;
  reads: PulsarReads;
  audit: AuditLog;
}

export function registerWorkbench(server: FastifyInstance, deps: WorkbenchDependencies): void {
  workbenchRoutes(server, deps);
  replayRoutes(server, deps);
}
