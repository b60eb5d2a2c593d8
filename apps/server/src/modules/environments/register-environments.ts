// The environments module in app.ts: the records (their secrets sealed with the server's key), the
// status board, the service that tests and saves them, and their routes. A saved or deleted
// environment is announced ('environment-changed'), so the proxy and the catalogue drop what they
// built from the old settings without environments knowing either.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/tables.ts';
import type { Announces } from '../../module-events.ts';
import { SecretBox } from '../../secrets/secret-box.ts';
import type { AuditLog } from '../audit/index.ts';
import type { ConnectionTester } from './connection-tester.ts';
import { BrokerBearers } from './broker-bearers.ts';
import { EnvironmentStatusBoard } from './environment-status.ts';
import { EnvironmentRepository } from './environment.repository.ts';
import { EnvironmentService } from './environment.service.ts';
import { environmentsRoutes } from './environments.routes.ts';

/** What environments announces: an environment's settings changed (saved, or deleted). */
export type EnvironmentEvents = { 'environment-changed': [name: string] };

export interface EnvironmentsDependencies {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<Config, 'connectTimeoutMs' | 'brokerAddressPolicy'>;
  /** The key the stored secrets are sealed with (config.secretKey, which app.ts requires). */
  secretKey: string;
  audit: AuditLog;
  /** The broker probe (pulsar-proxy's connection test), handed in so environments does not import the proxy. */
  connections: ConnectionTester;
  events: Announces<EnvironmentEvents>;
}

export interface EnvironmentsApi {
  /** The records, with their credentials: the proxy, the catalogue and the tokens module read them. */
  repository: EnvironmentRepository;
  service: EnvironmentService;
  statuses: EnvironmentStatusBoard;
}

export function registerEnvironments(
  server: FastifyInstance,
  deps: EnvironmentsDependencies,
): EnvironmentsApi {
  const { db, clock, config, audit, events } = deps;
  const repository = new EnvironmentRepository(
    db,
    new SecretBox(deps.secretKey),
    new BrokerBearers({ policy: config.brokerAddressPolicy }),
  );
  const statuses = new EnvironmentStatusBoard(clock);
  const service = new EnvironmentService({
    db,
    environments: repository,
    statuses,
    audit,
    clock,
    connections: deps.connections,
    connectTimeoutMs: config.connectTimeoutMs,
    addressPolicy: config.brokerAddressPolicy,
    onChanged: (name) => void events.announce('environment-changed', name),
  });
  environmentsRoutes(server, service);
  return { repository, service, statuses };
}
