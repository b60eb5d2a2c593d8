// The roles module's routes: console roles and what each grants.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import type { AuditLog } from '../audit/index.ts';
import type { SessionCache } from '../auth/index.ts';
import type { UserRepository } from '../users/index.ts';
import { RoleRepository } from './role.repository.ts';
import { rolesRoutes } from './roles.routes.ts';
import { RolesService } from './roles.service.ts';

export interface RolesDependencies {
  db: Kysely<Database>;
  clock: Clock;
  users: UserRepository;
  audit: AuditLog;
  sessionCache: SessionCache;
}

export function registerRoles(
  server: FastifyInstance,
  { db, clock, users, audit, sessionCache }: RolesDependencies,
): void {
  const roles = new RoleRepository(db);
  const service = new RolesService({ db, roles, users, audit, clock, sessionCache });
  rolesRoutes(server, { service, roles, users, db });
}
