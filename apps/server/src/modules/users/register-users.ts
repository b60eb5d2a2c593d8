// The users module's routes (first-run setup, the super user bootstrap, user administration, one's
// own password) on the account store app.ts made earlier: the authenticate plugin reads it too.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import type { AuditLog } from '../audit/index.ts';
import type { LoginThrottle, SessionCache } from '../auth/index.ts';
import { FirstRunSetup } from './first-run-setup.ts';
import { LastEnvironmentStore } from './last-environment.ts';
import { OwnPasswordChange } from './user-admin.own-password.ts';
import { userAdminRoutes } from './user-admin.routes.ts';
import { UserAdminService } from './user-admin.service.ts';
import type { UserRepository } from './user.repository.ts';
import { SuperuserBootstrap } from './superuser-bootstrap.ts';
import { usersRoutes } from './users.routes.ts';

export interface UsersDependencies {
  db: Kysely<Database>;
  clock: Clock;
  users: UserRepository;
  audit: AuditLog;
  throttle: LoginThrottle;
  sessionCache: SessionCache;
}

/** The ways in before anyone can log in; main.ts and the tests drive them directly. */
export interface UsersApi {
  superuserBootstrap: SuperuserBootstrap;
  firstRunSetup: FirstRunSetup;
}

export function registerUsers(server: FastifyInstance, deps: UsersDependencies): UsersApi {
  const { db, clock, users, audit, throttle, sessionCache } = deps;
  const superuserBootstrap = new SuperuserBootstrap(db, users, throttle);
  const firstRunSetup = new FirstRunSetup({ db, users, throttle, audit });
  usersRoutes(server, superuserBootstrap, new LastEnvironmentStore(db), firstRunSetup, clock);
  userAdminRoutes(
    server,
    new UserAdminService({ db, users, audit, clock, sessionCache }),
    new OwnPasswordChange({ db, audit, clock, throttle, sessionCache }),
  );
  return { superuserBootstrap, firstRunSetup };
}
