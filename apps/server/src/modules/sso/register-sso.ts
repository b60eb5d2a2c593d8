// Wires single sign-on into the app (app.ts calls this once). Without BEACON_OIDC_ISSUER only the
// settings route exists, answering { enabled: false }, and password logins are unchanged.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/tables.ts';
import type { AuditLog } from '../audit/index.ts';
import type { CsrfTokens, SessionCache, SessionRepository, SsoHooks } from '../auth/index.ts';
import type { UserRepository } from '../users/index.ts';
import { SsoFlows } from './sso-flows.ts';
import { SSO_CODES, SSO_MESSAGES } from './sso-messages.ts';
import { SsoProvider } from './sso-provider.ts';
import { ssoRoutes } from './sso.routes.ts';
import { SsoService } from './sso.service.ts';
import { SsoUsers } from './sso-users.ts';

export interface SsoDependencies {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  sessions: SessionRepository;
  sessionCache: SessionCache;
  users: UserRepository;
  csrfTokens: CsrfTokens;
  audit: AuditLog;
}

export function registerSso(server: FastifyInstance, deps: SsoDependencies): SsoHooks {
  const { db, config, clock } = deps;
  const sso = config.sso;
  const service = sso ? new SsoService(sso, new SsoProvider(sso, clock), new SsoFlows(db, clock)) : undefined;
  const users = sso
    ? new SsoUsers({ db, clock, sessionCache: deps.sessionCache, createUsers: sso.createUsers })
    : undefined;
  ssoRoutes(server, {
    service,
    users,
    buttonLabel: sso?.buttonLabel ?? '',
    sessions: deps.sessions,
    userRepository: deps.users,
    csrfTokens: deps.csrfTokens,
    audit: deps.audit,
    db,
  });

  const sourceOf = async (column: 'name' | 'id', value: string) =>
    (await db.selectFrom('users').select('source').where(column, '=', value).executeTakeFirst())?.source;

  return {
    async passwordLoginRefusal(username) {
      // Such a user holds no password: saying so is clearer than "username or password is incorrect",
      // and tells only what the provider's directory already tells (decision 0046).
      return (await sourceOf('name', username)) === 'sso'
        ? { message: SSO_MESSAGES.passwordLogin, code: SSO_CODES.passwordLogin }
        : undefined;
    },
    async endSessionUrl(userId) {
      if (!service || (await sourceOf('id', userId)) !== 'sso') return undefined;
      return service.endSessionUrl();
    },
  };
}
