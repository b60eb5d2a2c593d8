// Each user's last chosen environment, kept on the server so that a browser which never chose one
// (a deep link opened elsewhere) opens in it. Read fresh on every user-info call, never through the
// session cache, and only while the environment still exists: a deleted one reads as none.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';

export class LastEnvironmentStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async of(userId: string): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('users')
      .innerJoin('environments', 'environments.name', 'users.last_environment')
      .select('environments.name')
      .where('users.id', '=', userId)
      .executeTakeFirst();
    return row?.name;
  }

  /** Records the choice; an environment that does not exist is refused as the environment calls do. */
  async remember(userId: string, environment: string): Promise<void> {
    const exists = await this.#db
      .selectFrom('environments')
      .select('name')
      .where('name', '=', environment)
      .executeTakeFirst();
    if (!exists) throw new HttpError(404, 'Environment no exist');
    await this.#db
      .updateTable('users')
      .set({ last_environment: environment })
      .where('id', '=', userId)
      .execute();
  }
}
