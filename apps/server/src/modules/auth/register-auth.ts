// The auth module in app.ts: its shared parts, made once before any route (the session guard, sso,
// users and roles use them, and the guard must come before every route), and its routes (login,
// logout, the CSRF token, confirm-password), registered in their turn after sso's.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { loadOrCreateSecret } from '../../db/server-secrets.ts';
import type { Database } from '../../db/tables.ts';
import type { AuditLog } from '../audit/index.ts';
import { authRoutes } from './auth.routes.ts';
import { CsrfTokens } from './csrf-tokens.ts';
import type { DirectoryHooks, LoginUsers, SsoHooks } from './login-parties.ts';
import { LoginThrottle } from './login-throttle.ts';
import { SessionCache } from './session-cache.ts';
import { SessionRepository } from './session.repository.ts';

/** What other modules and the session guard share of auth: sessions, their cache, the throttle, CSRF. */
export interface AuthParts {
  sessions: SessionRepository;
  sessionCache: SessionCache;
  throttle: LoginThrottle;
  csrfTokens: CsrfTokens;
}

export async function createAuthParts({
  db,
  clock,
  config,
}: {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<Config, 'sessionCacheMs' | 'sessionIdleTimeoutMs' | 'sessionAbsoluteTimeoutMs'>;
}): Promise<AuthParts> {
  const sessionCache = new SessionCache(clock, config.sessionCacheMs);
  const sessions = new SessionRepository(
    db,
    clock,
    { idleTimeoutMs: config.sessionIdleTimeoutMs, absoluteTimeoutMs: config.sessionAbsoluteTimeoutMs },
    sessionCache,
  );
  const throttle = new LoginThrottle(db, clock);
  const csrfTokens = new CsrfTokens(await loadOrCreateSecret(db, 'csrf'));
  return { sessions, sessionCache, throttle, csrfTokens };
}

export interface AuthDependencies extends AuthParts {
  db: Kysely<Database>;
  users: LoginUsers;
  audit: AuditLog;
  /** Single sign-on's say in password logins and logouts (registerSso's answer). */
  sso: SsoHooks;
  /** The directory sign-in's say in password logins and confirmations (registerLdap's answer). */
  directory: DirectoryHooks;
}

export function registerAuth(server: FastifyInstance, deps: AuthDependencies): void {
  const { sessions, users, throttle, csrfTokens, audit, db, sso, directory } = deps;
  authRoutes(server, { sessions, users, throttle, csrfTokens, audit, db, sso, directory });
}
