// The message workbench (issue 30): reads of topics over Pulsar's binary protocol, decoded, masked,
// filtered in a sandbox and streamed to the browser or downloaded; the masking rules, for super users.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import type { AuditLog } from '../audit/index.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { exportRoutes } from './export.routes.ts';
import { maskingRulesRoutes } from './masking-rules.routes.ts';
import { produceRoutes } from './produce.routes.ts';
import { replayRoutes } from './replay.routes.ts';
import { OpenReads } from './start-read.ts';
import { workbenchRoutes } from './workbench.routes.ts';

export interface WorkbenchDependencies {
  db: Kysely<Database>;
  reads: PulsarReads;
  audit: AuditLog;
  clock: Clock;
}

export function registerWorkbench(server: FastifyInstance, deps: WorkbenchDependencies): void {
  const openReads = new OpenReads();
  workbenchRoutes(server, { ...deps, openReads });
  exportRoutes(server, { ...deps, openReads });
  replayRoutes(server, deps);
  produceRoutes(server, deps);
  maskingRulesRoutes(server, deps);
}
