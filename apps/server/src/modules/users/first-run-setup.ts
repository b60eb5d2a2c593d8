// First-run setup in the browser (issue 15 item 6, decision 0034). While no user exists and no seeding
// variables are set, every start issues a new one-time token (the previous one stops working) and the
// operator opens `<url>/setup?token=…` from the server's output. Only the token's SHA-256 is stored.
// Creating the first super user writes the bootstrap marker, so setup and the bootstrap call are both
// closed for good afterwards.
import type { Kysely } from 'kysely';
import { SETUP_MESSAGES, type SetupRequest } from '@beacon/contracts';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import type { AuditLog } from '../audit/index.ts';
import {
  type LoginThrottle,
  TooManyAttemptsError,
  hashPassword,
  refuseCommonPassword,
  newSessionToken,
  sha256Hex,
} from '../auth/index.ts';
import { consumeSetupToken, isSetupToken, storedSetupTokenHash, TOKEN_HASH_SETTING } from './setup-token.ts';
import { BOOTSTRAP_MARKER, firstSuperuserCreated } from './superuser-bootstrap.ts';
import type { UserRepository } from './user.repository.ts';

export interface FirstRunSetupDependencies {
  db: Kysely<Database>;
  users: UserRepository;
  throttle: LoginThrottle;
  audit: AuditLog;
}

export class FirstRunSetup {
  readonly #db: Kysely<Database>;
  readonly #users: UserRepository;
  readonly #throttle: LoginThrottle;
  readonly #audit: AuditLog;

  constructor({ db, users, throttle, audit }: FirstRunSetupDependencies) {
    this.#db = db;
    this.#users = users;
    this.#throttle = throttle;
    this.#audit = audit;
  }

  /** Setup is pending while no user exists and no first super user was ever created. */
  async isPending(): Promise<boolean> {
    return !(await firstSuperuserCreated(this.#db)) && (await this.#users.count()) === 0;
  }

  /**
   * At start: a new token when setup is pending (replacing any earlier one), else undefined.
   * The token is returned once, to be shown to the operator; only its hash is kept.
   */
  async issueToken(): Promise<string | undefined> {
    if (!(await this.isPending())) return undefined;
    const token = newSessionToken();
    await this.#db
      .insertInto('settings')
      .values({ name: TOKEN_HASH_SETTING, value: sha256Hex(token) })
      .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: sha256Hex(token) }))
      .execute();
    return token;
  }

  /**
   * Creates the first super user with the setup token; returns its name. 403 once setup is closed or
   * for a token that is not the current one; 429 past 5 refused calls from `clientAddress` in 5 minutes.
   */
  async complete(request: SetupRequest, clientAddress: string): Promise<string> {
    const attempt = await this.#throttle.reserve([`setup:${clientAddress}`]);
    if (!attempt.granted) throw new TooManyAttemptsError(SETUP_MESSAGES.throttled, attempt.retryAfterSeconds);
    // Refused before the password is looked at: a flood of guesses costs no password hashing.
    if (!(await this.isPending())) {
      await this.#throttle.fail(attempt);
      throw new HttpError(403, SETUP_MESSAGES.closed);
    }
    const storedHash = await storedSetupTokenHash(this.#db);
    if (storedHash === undefined || !isSetupToken(request.token, storedHash)) {
      await this.#throttle.fail(attempt);
      throw new HttpError(403, SETUP_MESSAGES.tokenInvalid);
    }
    await this.#throttle.release(attempt);
    refuseCommonPassword(request.password);
    const passwordHash = await hashPassword(request.password);
    try {
      await this.#db.transaction().execute(async (trx) => {
        // The marker's primary key lets exactly one concurrent setup (or bootstrap call) win.
        await trx.insertInto('settings').values({ name: BOOTSTRAP_MARKER, value: 'setup' }).execute();
        // A restart replaced the token meanwhile, or a user appeared: nothing is written.
        if (!(await consumeSetupToken(trx, storedHash)))
          throw new HttpError(403, SETUP_MESSAGES.tokenInvalid);
        if ((await this.#users.count(trx)) > 0) throw new HttpError(403, SETUP_MESSAGES.closed);
        await this.#users.createSuperuser(trx, { name: request.name, passwordHash });
        await this.#audit.record(trx, {
          actor: request.name,
          action: 'setup.complete',
          target: request.name,
          result: 'success',
          detail: { roles: ['super'], via: 'first-run setup' },
          // Setup closes for good: the trail shows it open before and the first super user after.
          before: { setup: 'pending' },
          after: { setup: 'complete', name: request.name, superUser: true },
        });
      });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // Lost the race on the marker to another setup or bootstrap call.
      if (await firstSuperuserCreated(this.#db)) throw new HttpError(403, SETUP_MESSAGES.closed);
      throw error;
    }
    return request.name;
  }
}

/** The line printed at start while setup is pending. */
export function setupLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/setup?token=${token}`;
}

/** Where this process can be opened: a wildcard bind address means this machine (`localhost`). */
export function localOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
