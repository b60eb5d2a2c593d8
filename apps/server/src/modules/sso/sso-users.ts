// Who a single sign-on user is in Beacon: created on first login (or refused), and bound to exactly
// what the mapping grants at every login, so a group removed at the provider is access removed here.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database, UserRow } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import type { SessionCache } from '../auth/index.ts';
import { bindRoles } from '../users/index.ts';
import type { SsoGrant } from './sso-grants.ts';
import { SSO_CODES, SSO_MESSAGES } from './sso-messages.ts';

/** Recorded as the maker of the bindings a login refreshes (the Roles screen shows it). */
export const SSO_BINDING_ACTOR = 'single sign-on';

export interface SsoIdentity {
  /** The provider's account: issuer and subject, which no other account there can share. */
  issuer: string;
  subject: string;
  username: string;
  email: string;
  grants: SsoGrant[];
}

export class SsoUsers {
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;
  readonly #sessionCache: SessionCache;
  readonly #createUsers: boolean;

  constructor(options: {
    db: Kysely<Database>;
    clock: Clock;
    sessionCache: SessionCache;
    createUsers: boolean;
  }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#sessionCache = options.sessionCache;
    this.#createUsers = options.createUsers;
  }

  /** The Beacon user for the identity, its bindings replaced by the grants; or an HttpError 403. */
  async signIn(identity: SsoIdentity): Promise<UserRow> {
    const now = this.#clock.now();
    const outcome = await this.#db.transaction().execute(async (trx) => {
      const users = trx.selectFrom('users').selectAll();
      // The user is the provider account's, whatever name the provider gives it today; a name is
      // only how a first sign-on finds a user made before (issue 28 B14).
      const bound = await users
        .where('sso_issuer', '=', identity.issuer)
        .where('sso_subject', '=', identity.subject)
        .executeTakeFirst();
      const existing = bound ?? (await users.where('name', '=', identity.username).executeTakeFirst());
      // A password account is never taken over by whoever the provider names the same.
      if (existing && existing.source !== 'sso') return { refusal: 'localAccount' } as const;
      // Nor an sso user by a second provider account given the same name (or the same email).
      if (!bound && existing && existing.sso_subject !== null) return { refusal: 'otherAccount' } as const;
      if (!existing && !this.#createUsers) return { refusal: 'unknownUser' } as const;
      if (identity.grants.length === 0) {
        // Nothing granted any more: what the user held goes now, for running sessions too.
        if (existing) await trx.deleteFrom('role_bindings').where('user_id', '=', existing.id).execute();
        return { refusal: 'userRefused', userId: existing?.id } as const;
      }
      const user: UserRow = existing ?? {
        id: randomUUID(),
        name: identity.username,
        description: '',
        email: identity.email,
        phone_number: '',
        location: '',
        company: '',
        password_hash: null,
        source: 'sso',
        created_at: now,
        updated_at: now,
      };
      if (!existing)
        await trx
          .insertInto('users')
          .values({ ...user, sso_issuer: identity.issuer, sso_subject: identity.subject })
          .execute();
      else if (!bound)
        // Made before users were bound to their provider account: bound at this first sign-on since.
        await trx
          .updateTable('users')
          .set({ sso_issuer: identity.issuer, sso_subject: identity.subject })
          .where('id', '=', existing.id)
          .execute();
      await bindRoles(
        trx,
        user.id,
        {
          superUser: identity.grants.some((grant) => grant.kind === 'super'),
          tenants: identity.grants.flatMap((grant) =>
            grant.kind === 'tenant' ? [{ tenant: grant.tenant, environment: grant.environment }] : [],
          ),
        },
        now,
        SSO_BINDING_ACTOR,
      );
      return { refusal: undefined, user };
    });
    if (outcome.refusal === undefined) {
      // This replica's running sessions of the user see the new bindings at once; others within
      // BEACON_SESSION_CACHE_MS, when their cached lookup runs out (decision 0014).
      this.#sessionCache.forgetUser(outcome.user.id);
      return outcome.user;
    }
    if ('userId' in outcome && outcome.userId) this.#sessionCache.forgetUser(outcome.userId);
    throw new HttpError(403, SSO_MESSAGES[outcome.refusal], SSO_CODES[outcome.refusal]);
  }
}
