// Who a directory user is in Beacon: created at its first sign-in, and bound to exactly what its
// groups grant at every sign-in, so a user taken out of a group loses that access at the next one.
// A Beacon account of the same name that signs in another way (a password, single sign-on) is never
// taken over (decision 0089).
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database, UserRow } from '../../db/tables.ts';
import type { SessionCache } from '../auth/index.ts';
import type { SsoGrant } from '../sso/index.ts';
import { bindRoles } from '../users/index.ts';
import type { DirectoryAccount } from './ldap-directory.ts';

/** Recorded as the maker of the bindings a sign-in refreshes (the Roles screen shows it). */
export const LDAP_BINDING_ACTOR = 'directory (LDAP)';

export type LdapSignIn = { user: UserRow; refusal?: never } | { refusal: 'localAccount' | 'userRefused' };

export class LdapUsers {
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;
  readonly #sessionCache: SessionCache;

  constructor(options: { db: Kysely<Database>; clock: Clock; sessionCache: SessionCache }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#sessionCache = options.sessionCache;
  }

  /** The Beacon user for the directory account, its bindings replaced by the grants; or a refusal. */
  async signIn(account: DirectoryAccount, grants: readonly SsoGrant[]): Promise<LdapSignIn> {
    try {
      return await this.#signIn(account, grants);
    } catch {
      // Two first sign-ins of one new user at once: the second's insert meets the first's row (the
      // name is unique) and its transaction rolled back; once more, it finds that row.
      return this.#signIn(account, grants);
    }
  }

  async #signIn(account: DirectoryAccount, grants: readonly SsoGrant[]): Promise<LdapSignIn> {
    const now = this.#clock.now();
    const outcome = await this.#db.transaction().execute(async (trx) => {
      // Names are compared ignoring case, as the directory compares them: `ALICE` typed at the login
      // is the directory's `alice`, and must not become a second Beacon user beside a local `alice`.
      const namesakes = await trx
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(name)`, '=', account.username.toLowerCase())
        .execute();
      const existing = namesakes.find((row) => row.name === account.username) ?? namesakes[0];
      if (existing && existing.source !== 'ldap') return { refusal: 'localAccount' } as const;
      if (grants.length === 0) {
        // Nothing granted any more: what the user held goes now, for its running sessions too.
        if (existing) await trx.deleteFrom('role_bindings').where('user_id', '=', existing.id).execute();
        return { refusal: 'userRefused', userId: existing?.id } as const;
      }
      const user: UserRow = existing ?? {
        id: randomUUID(),
        name: account.username,
        description: '',
        email: account.email,
        phone_number: '',
        location: '',
        company: '',
        // No password is kept: the directory checks it at every sign-in.
        password_hash: null,
        source: 'ldap',
        created_at: now,
        updated_at: now,
      };
      if (!existing) await trx.insertInto('users').values(user).execute();
      else if (account.email !== '' && account.email !== existing.email)
        await trx
          .updateTable('users')
          .set({ email: account.email, updated_at: now })
          .where('id', '=', existing.id)
          .execute();
      await bindRoles(
        trx,
        user.id,
        {
          superUser: grants.some((grant) => grant.kind === 'super'),
          tenants: grants.flatMap((grant) =>
            grant.kind === 'tenant' ? [{ tenant: grant.tenant, environment: grant.environment }] : [],
          ),
        },
        now,
        LDAP_BINDING_ACTOR,
      );
      return { user, refusal: undefined };
    });
    if (outcome.user) {
      // This replica's running sessions of the user see the new bindings at once; others within
      // BEACON_SESSION_CACHE_MS (decision 0014).
      this.#sessionCache.forgetUser(outcome.user.id);
      return { user: outcome.user };
    }
    if (outcome.userId) this.#sessionCache.forgetUser(outcome.userId);
    return { refusal: outcome.refusal };
  }
}
