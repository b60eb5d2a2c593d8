import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ConsoleRole } from '@beacon/contracts';
import type { Clock } from '../../clock.ts';
import type { Database, UserRow } from '../../db/tables.ts';

/** The id of the built-in `super` role created by the first migration. */
export const SUPER_ROLE_ID = '00000000-0000-4000-8000-000000000001';

export interface Access {
  roles: ConsoleRole[];
  /** Tenants the user administers through TENANT roles. */
  tenants: string[];
}

export interface NewUserFields {
  name: string;
  passwordHash: string;
  email?: string | undefined;
  description?: string | undefined;
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

  findById(id: string): Promise<UserRow | undefined> {
    return this.#db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async count(executor: Executor = this.#db): Promise<number> {
    const row = await executor
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /** Creates a user bound to the `super` role; the caller supplies the transaction. */
  async createSuperuser(executor: Executor, fields: NewUserFields): Promise<UserRow> {
    const now = this.#clock.now();
    const user: UserRow = {
      id: randomUUID(),
      name: fields.name,
      description: fields.description ?? '',
      email: fields.email ?? '',
      phone_number: '',
      location: '',
      company: '',
      password_hash: fields.passwordHash,
      created_at: now,
      updated_at: now,
    };
    await executor.insertInto('users').values(user).execute();
    await executor
      .insertInto('user_roles')
      .values({ user_id: user.id, role_id: SUPER_ROLE_ID, created_at: now })
      .execute();
    return user;
  }

  async accessOf(userId: string): Promise<Access> {
    const bound = await this.#db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['roles.resource_type', 'roles.resource_name'])
      .where('user_roles.user_id', '=', userId)
      .execute();
    const tenants = [
      ...new Set(bound.filter((role) => role.resource_type === 'TENANT').map((role) => role.resource_name)),
    ].sort();
    const roles: ConsoleRole[] = [];
    if (bound.some((role) => role.resource_type === 'ALL')) roles.push('super');
    else if (tenants.length > 0) roles.push('admin');
    return { roles, tenants };
  }
}
