import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database, UserRow } from '../../db/tables.ts';
import { loadAccess, type Access } from './access.ts';
import { bindRoles } from './tenant-roles.ts';

export type { Access } from './access.ts';

export interface NewUserFields {
  name: string;
  passwordHash: string;
  email?: string | undefined;
  description?: string | undefined;
  phoneNumber?: string | undefined;
  location?: string | undefined;
  company?: string | undefined;
}

type Executor = Kysely<Database> | Transaction<Database>;

export class UserRepository {
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;

  constructor(db: Kysely<Database>, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  findByName(name: string): Promise<UserRow | undefined> {
    return this.#db.selectFrom('users').selectAll().where('name', '=', name).executeTakeFirst();
  }

  /** A user whose name equals `name` ignoring case (names are ASCII: letters, digits, . _ @ -). */
  findByNameIgnoringCase(name: string): Promise<UserRow | undefined> {
    return this.#db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst();
  }

  async count(executor: Executor = this.#db): Promise<number> {
    const row = await executor
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /** Writes a new user row; role bindings are the caller's business (see tenant-roles.ts). */
  async insert(executor: Executor, fields: NewUserFields): Promise<UserRow> {
    const now = this.#clock.now();
    const user: UserRow = {
      id: randomUUID(),
      name: fields.name,
      description: fields.description ?? '',
      email: fields.email ?? '',
      phone_number: fields.phoneNumber ?? '',
      location: fields.location ?? '',
      company: fields.company ?? '',
      password_hash: fields.passwordHash,
      source: 'local',
      created_at: now,
      updated_at: now,
    };
    await executor.insertInto('users').values(user).execute();
    return user;
  }

  /** Creates a user bound to the `super` role, inside the caller's transaction. */
  async createSuperuser(trx: Transaction<Database>, fields: NewUserFields): Promise<UserRow> {
    const user = await this.insert(trx, fields);
    await bindRoles(trx, user.id, { superUser: true, tenants: [] }, this.#clock.now());
    return user;
  }

  accessOf(userId: string): Promise<Access> {
    return loadAccess(this.#db, userId);
  }
}
