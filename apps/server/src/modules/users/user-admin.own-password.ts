// Every signed-in user changes its own password (issue 15 item 1). The current password is checked
// against the login throttle's budget (the same user and address keys), so this call is no way around
// the five-tries limit; a success ends the user's other sessions and keeps the one that asked.
import type { Kysely } from 'kysely';
import { type ChangeOwnPasswordRequest, MESSAGES } from '@beacon/contracts';
import type { Database } from '../../db/tables.ts';
import type { Clock } from '../../clock.ts';
import { HttpError } from '../../http-errors.ts';
import type { AuditLog } from '../audit/index.ts';
import {
  type LoginThrottle,
  throttleKeys,
  TooManyAttemptsError,
  hashPassword,
  refuseCommonPassword,
  verifyPassword,
} from '../auth/index.ts';
import type { SessionCache } from '../auth/index.ts';
import type { Authenticated } from '../../plugins/route-config.ts';

export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect';
export const SSO_USER_HAS_NO_PASSWORD =
  'This user signs in through single sign-on; its password is managed by the identity provider';
export const LDAP_USER_HAS_NO_PASSWORD =
  'This user signs in with the directory (LDAP); its password is managed there';

/** Refuses (400) a password for a user that single sign-on created or that signs in with the directory. */
export async function refuseSsoPassword(db: Kysely<Database>, userId: string): Promise<void> {
  const row = await db.selectFrom('users').select('source').where('id', '=', userId).executeTakeFirst();
  if (row?.source === 'sso') throw new HttpError(400, SSO_USER_HAS_NO_PASSWORD);
  if (row?.source === 'ldap') throw new HttpError(400, LDAP_USER_HAS_NO_PASSWORD);
}

export class OwnPasswordChange {
  readonly #db: Kysely<Database>;
  readonly #audit: AuditLog;
  readonly #clock: Clock;
  readonly #throttle: LoginThrottle;
  readonly #sessionCache: SessionCache;

  constructor(options: {
    db: Kysely<Database>;
    audit: AuditLog;
    clock: Clock;
    throttle: LoginThrottle;
    sessionCache: SessionCache;
  }) {
    this.#db = options.db;
    this.#audit = options.audit;
    this.#clock = options.clock;
    this.#throttle = options.throttle;
    this.#sessionCache = options.sessionCache;
  }

  async change(
    caller: Authenticated,
    clientAddress: string,
    request: ChangeOwnPasswordRequest,
  ): Promise<void> {
    const { user, session } = caller;
    await refuseSsoPassword(this.#db, user.id);
    const keys = throttleKeys(user.name, clientAddress);
    const attempt = await this.#throttle.reserve([keys.user, keys.address]);
    if (!attempt.granted) throw new TooManyAttemptsError(MESSAGES.tooManyAttempts, attempt.retryAfterSeconds);
    let matches: boolean;
    try {
      matches = user.password_hash
        ? await verifyPassword(user.password_hash, request.currentPassword)
        : false;
    } catch (error) {
      this.#throttle.abandon(attempt);
      throw error;
    }
    if (!matches) {
      await this.#throttle.fail(attempt);
      await this.#audit.record(this.#db, {
        actor: user.name,
        action: 'user.password.own',
        target: user.name,
        result: 'failure',
      });
      throw new HttpError(400, CURRENT_PASSWORD_WRONG);
    }
    await this.#throttle.clear(keys.user);
    await this.#throttle.release(attempt);
    refuseCommonPassword(request.password);
    const passwordHash = await hashPassword(request.password);
    const now = this.#clock.now();
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', user.id)
        .execute();
      // A password that leaked may have been used to sign in elsewhere: those sessions end.
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', user.id)
        .where('id', '!=', session.id)
        .where('revoked_at', 'is', null)
        .execute();
      await this.#audit.record(trx, {
        actor: user.name,
        action: 'user.password.own',
        target: user.name,
        result: 'success',
      });
    });
    this.#sessionCache.forgetUser(user.id);
  }
}
