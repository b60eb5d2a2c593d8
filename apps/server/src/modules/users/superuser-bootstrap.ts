// The first super user comes from BEACON_SUPERUSER_NAME/PASSWORD at start-up, or from the bootstrap
// call while the database has no user at all. No default password exists anywhere. The call is
// anonymous, so it is throttled per client address (like logins) and refused (403) before the
// password is looked at once a user exists: a flood of it costs no password hashing. While a
// first-run setup token is out (every start issues one while setup is pending), the call needs that
// token too (`?token=`), or the setup link would protect nothing (issue 28 B15).
import type { Kysely } from 'kysely';
import type { SuperuserRequest } from '@beacon/contracts';
import type { Database } from '../../db/tables.ts';
import {
  type LoginThrottle,
  TooManyAttemptsError,
  hashPassword,
  refuseCommonPassword,
} from '../auth/index.ts';
import { SETUP_MESSAGES } from '@beacon/contracts';
import { HttpError } from '../../http-errors.ts';
import { consumeSetupToken, isSetupToken, storedSetupTokenHash } from './setup-token.ts';
import type { UserRepository } from './user.repository.ts';

/** Its primary key lets exactly one concurrent bootstrap win on both databases. */
export const BOOTSTRAP_MARKER = 'superuser-bootstrap';

/** Whether a first super user was ever created (by the bootstrap call or first-run setup). */
export async function firstSuperuserCreated(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('settings')
    .select('name')
    .where('name', '=', BOOTSTRAP_MARKER)
    .executeTakeFirst();
  return row !== undefined;
}
export const BOOTSTRAP_THROTTLED = 'Too many first super user requests from this address, try again later';

export class SuperuserBootstrap {
  readonly #db: Kysely<Database>;
  readonly #users: UserRepository;
  readonly #throttle: LoginThrottle;

  constructor(db: Kysely<Database>, users: UserRepository, throttle: LoginThrottle) {
    this.#db = db;
    this.#users = users;
    this.#throttle = throttle;
  }

  /**
   * Creates the first super user; false when any user (or an earlier bootstrap) already exists.
   * Throws TooManyAttemptsError (429) past 5 calls from `clientAddress` in 5 minutes, and 403 while a
   * setup token is out and `setupToken` is not it.
   */
  async createFirstSuperuser(
    request: SuperuserRequest,
    clientAddress: string,
    setupToken?: string,
  ): Promise<boolean> {
    const attempt = await this.#throttle.reserve([`bootstrap:${clientAddress}`]);
    if (!attempt.granted) throw new TooManyAttemptsError(BOOTSTRAP_THROTTLED, attempt.retryAfterSeconds);
    // Every call counts, whatever its outcome: only the first one on a fresh install has any use.
    await this.#throttle.fail(attempt);
    // Refused before the password is checked or hashed.
    if ((await firstSuperuserCreated(this.#db)) || (await this.#users.count()) > 0) return false;
    const tokenHash = await storedSetupTokenHash(this.#db);
    if (tokenHash !== undefined && !isSetupToken(setupToken, tokenHash))
      throw new HttpError(
        403,
        setupToken === undefined ? SETUP_MESSAGES.bootstrapNeedsToken : SETUP_MESSAGES.tokenInvalid,
      );
    refuseCommonPassword(request.password);
    const passwordHash = await hashPassword(request.password);
    try {
      return await this.#db.transaction().execute(async (trx) => {
        await trx.insertInto('settings').values({ name: BOOTSTRAP_MARKER, value: 'done' }).execute();
        if ((await this.#users.count(trx)) > 0) return false;
        // The setup link is used up with it; a restart that replaced the token meanwhile wins.
        if (tokenHash !== undefined && !(await consumeSetupToken(trx, tokenHash)))
          throw new HttpError(403, SETUP_MESSAGES.tokenInvalid);
        await this.#users.createSuperuser(trx, { ...request, passwordHash });
        return true;
      });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (await firstSuperuserCreated(this.#db)) return false;
      throw error;
    }
  }

  /** Start-up seeding: idempotent — an existing user of that name is left exactly as it is. */
  async seedFromConfig(name: string, password: string): Promise<'created' | 'exists'> {
    if (await this.#users.findByName(name)) return 'exists';
    const passwordHash = await hashPassword(password);
    try {
      await this.#db.transaction().execute(async (trx) => {
        await this.#users.createSuperuser(trx, { name, passwordHash });
        await trx
          .insertInto('settings')
          .values({ name: BOOTSTRAP_MARKER, value: 'done' })
          .onConflict((conflict) => conflict.column('name').doNothing())
          .execute();
      });
    } catch (error) {
      // Replicas started together with the same BEACON_SUPERUSER_NAME: the one that lost the race on the
      // unique name starts too, rather than ending on a constraint error.
      if (await this.#users.findByName(name)) return 'exists';
      throw error;
    }
    return 'created';
  }
}
