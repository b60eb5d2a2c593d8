// Wires the directory sign-in into the app (app.ts calls this once): the hooks the login and the
// password confirmation call. Without BEACON_LDAP_URL the directory decides no login.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { MESSAGES } from '@beacon/contracts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/tables.ts';
import type { DirectoryHooks, DirectoryOutcome, SessionCache } from '../auth/index.ts';
import { DirectoryRefusal, LdapDirectory, type DirectoryAccount } from './ldap-directory.ts';
import { grantsOfGroups } from './ldap-groups.ts';
import { LDAP_CODES, LDAP_MESSAGES } from './ldap-messages.ts';
import { LdapUsers } from './ldap-users.ts';

export interface LdapDependencies {
  db: Kysely<Database>;
  config: Pick<Config, 'ldap'>;
  clock: Clock;
  sessionCache: SessionCache;
  log: FastifyBaseLogger;
}

const WRONG_PASSWORD: DirectoryOutcome = {
  kind: 'refused',
  status: 401,
  message: MESSAGES.loginFailed,
  failure: true,
};

const UNAVAILABLE: DirectoryOutcome = {
  kind: 'refused',
  status: 503,
  message: LDAP_MESSAGES.directoryUnavailable,
  code: LDAP_CODES.directoryUnavailable,
  failure: false,
};

export function registerLdap({ db, config, clock, sessionCache, log }: LdapDependencies): DirectoryHooks {
  const ldap = config.ldap;
  const directory = ldap ? new LdapDirectory(ldap) : undefined;
  const users = new LdapUsers({ db, clock, sessionCache });

  /** The account, or the refusal to answer with; the directory's trouble is logged, never a password. */
  async function check(username: string, password: string): Promise<DirectoryAccount | DirectoryOutcome> {
    if (!directory) return WRONG_PASSWORD;
    try {
      return await directory.authenticate(username, password);
    } catch (error) {
      if (!(error instanceof DirectoryRefusal)) throw error;
      if (error.kind !== 'unavailable') return WRONG_PASSWORD;
      log.warn({ username, problem: error.detail }, 'directory (LDAP) sign-in could not be decided');
      return UNAVAILABLE;
    }
  }

  return {
    async decides(username) {
      if (!directory) return false;
      const row = await db
        .selectFrom('users')
        .select('source')
        .where('name', '=', username)
        .executeTakeFirst();
      return row === undefined || row.source === 'ldap';
    },
    async signIn(username, password) {
      const account = await check(username, password);
      if ('kind' in account) return account;
      const grants = grantsOfGroups(account.groups, ldap!.roleMapping, ldap!.defaultGrants);
      const outcome = await users.signIn(account, grants);
      if (outcome.refusal === undefined) return { kind: 'signedIn', user: outcome.user };
      return {
        kind: 'refused',
        status: 403,
        message: LDAP_MESSAGES[outcome.refusal],
        code: LDAP_CODES[outcome.refusal],
        failure: false,
      };
    },
    async confirm(user, password) {
      const account = await check(user.name, password);
      if ('kind' in account) return account;
      // The directory's account of that name, as at sign-in (names compared ignoring case there too).
      return account.username.toLowerCase() === user.name.toLowerCase()
        ? { kind: 'signedIn', user }
        : WRONG_PASSWORD;
    },
  };
}
