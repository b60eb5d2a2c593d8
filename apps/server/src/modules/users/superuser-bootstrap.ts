// The first super user comes from BEACON_SUPERUSER_NAME/PASSWORD at start-up, or from the bootstrap
// call while the database has no user at all. No default password exists anywhere.
import type { Kysely } from 'kysely';
import type { SuperuserRequest } from '@beacon/contracts';
import type { Database } from '../../db/tables.ts';
import { hashPassword, refuseCommonPassword } from '../auth/passwords.ts';
import type { UserRepository } from './user.repository.ts';

/** Its primary key lets exactly one concurrent bootstrap win on both databases. */
const BOOTSTRAP_MARKER = 'superuser-bootstrap';

export class SuperuserBootstrap {
  readonly #db: Kysely<Database>;
  readonly #users: UserRepository;

  constructor(db: Kysely<Database>, users: UserRepository) {
    this.#db = db;
    this.#users = users;
  }

  /** Creates the first super user; false when any user (or an earlier bootstrap) already exists. */
  async createFirstSuperuser(request: SuperuserRequest): Promise<boolean> {
    refuseCommonPassword(request.password);
    const passwordHash = await hashPassword(request.password);
    try {
      return await this.#db.transaction().execute(async (trx) => {
        await trx.insertInto('settings').values({ name: BOOTSTRAP_MARKER, value: 'done' }).execute();
        if ((await this.#users.count(trx)) > 0) return false;
        await this.#users.createSuperuser(trx, { ...request, passwordHash });
        return true;
      });
    } catch (error) {
      if (await this.#markerExists()) return false;
      throw error;
    }
  }

  /** Start-up seeding: idempotent — an existing user of that name is left exactly as it is. */
  async seedFromConfig(name: string, password: string): Promise<'created' | 'exists'> {
    if (await this.#users.findByName(name)) return 'exists';
    const passwordHash = await hashPassword(password);
    await this.#db.transaction().execute(async (trx) => {
      await this.#users.createSuperuser(trx, { name, passwordHash });
      await trx
        .insertInto('settings')
        .values({ name: BOOTSTRAP_MARKER, value: 'done' })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
    });
    return 'created';
  }

  async #markerExists(): Promise<boolean> {
    const row = await this.#db
      .selectFrom('settings')
      .select('name')
      .where('name', '=', BOOTSTRAP_MARKER)
      .executeTakeFirst();
    return row !== undefined;
  }
}
