// Roles and their bindings as stored: `roles` rows and `role_bindings` (user, role, environment).
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { RoleBindingSummary, RoleResourceType, RoleSummary } from '@beacon/contracts';
import type { Database, RolesTable } from '../../db/tables.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export interface RoleRow {
  id: string;
  name: string;
  description: string;
  resource_type: string;
  resource_name: string;
  resource_verbs: string;
  source: string;
  created_at: number;
}

/** LIKE pattern for a substring, its own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function summary(row: RoleRow, bindings: number): RoleSummary {
  return {
    roleName: row.name,
    description: row.description,
    resourceType: row.resource_type as RoleResourceType,
    resourceName: row.resource_name,
    resourceVerbs: row.resource_verbs,
    roleSource: row.source,
    bindings,
    createdAt: Number(row.created_at),
  };
}

export class RoleRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  find(name: string, executor: Executor = this.#db): Promise<RoleRow | undefined> {
    return executor.selectFrom('roles').selectAll().where('name', '=', name).executeTakeFirst();
  }

  async list(search: string | undefined): Promise<RoleSummary[]> {
    let query = this.#db
      .selectFrom('roles')
      .leftJoin('role_bindings', 'role_bindings.role_id', 'roles.id')
      .selectAll('roles')
      .select((eb) => eb.fn.count<number | string>('role_bindings.user_id').as('bindings'))
      .groupBy([
        'roles.id',
        'roles.name',
        'roles.description',
        'roles.resource_type',
        'roles.resource_name',
        'roles.resource_verbs',
        'roles.source',
        'roles.created_at',
      ])
      .orderBy('roles.name');
    if (search) {
      const pattern = containing(search);
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['roles.name']), 'like', eb.val(pattern)),
          eb(eb.fn('lower', ['roles.resource_name']), 'like', eb.val(pattern)),
          eb(eb.fn('lower', ['roles.description']), 'like', eb.val(pattern)),
        ]),
      );
    }
    const rows = await query.execute();
    return rows.map((row) => summary(row, Number(row.bindings)));
  }

  async insert(
    trx: Executor,
    fields: Pick<RolesTable, 'name' | 'description' | 'resource_type' | 'resource_name' | 'resource_verbs'>,
    now: number,
  ): Promise<RoleRow> {
    const row: RoleRow = { id: randomUUID(), ...fields, source: 'local', created_at: now };
    await trx.insertInto('roles').values(row).execute();
    return row;
  }

  async boundUserIds(trx: Executor, roleId: string): Promise<string[]> {
    const rows = await trx
      .selectFrom('role_bindings')
      .select('user_id')
      .where('role_id', '=', roleId)
      .execute();
    return [...new Set(rows.map((row) => row.user_id))];
  }

  async bindings(filter: {
    user?: string | undefined;
    role?: string | undefined;
  }): Promise<RoleBindingSummary[]> {
    let query = this.#db
      .selectFrom('role_bindings')
      .innerJoin('roles', 'roles.id', 'role_bindings.role_id')
      .innerJoin('users', 'users.id', 'role_bindings.user_id')
      .select([
        'roles.name as roleName',
        'users.name as userName',
        'role_bindings.environment',
        'role_bindings.description',
        'roles.resource_type as resourceType',
        'roles.resource_name as resourceName',
        'role_bindings.created_by as createdBy',
        'role_bindings.created_at as createdAt',
      ])
      .orderBy('users.name')
      .orderBy('roles.name')
      .orderBy('role_bindings.environment');
    if (filter.user) query = query.where('users.name', '=', filter.user);
    if (filter.role) query = query.where('roles.name', '=', filter.role);
    const rows = await query.execute();
    return rows.map((row) => ({
      ...row,
      resourceType: row.resourceType as RoleResourceType,
      createdAt: Number(row.createdAt),
    }));
  }
}
