// Roles and role bindings, for super users. A change to what a user may do takes effect at its next
// request on this replica (its cached session is dropped) and within the session cache time on the
// others. Every change and its audit record commit together.
import type { Kysely } from 'kysely';
import {
  EVERY_ENVIRONMENT,
  ROLE_MESSAGES,
  type CreateRole,
  type DeleteRoleBindingRequest,
  type RoleBindingRequest,
  type UpdateRole,
} from '@beacon/contracts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import type { AuditLog } from '../audit/index.ts';
import type { SessionCache } from '../auth/index.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { requireRecentPassword } from '../auth/index.ts';
import { SUPER_ROLE_ID, SUPER_ROLE_NAME, refuseRemovingLastSuperUser } from '../users/index.ts';
import type { UserRepository } from '../users/index.ts';
import type { RoleRepository, RoleRow } from './role.repository.ts';

export interface RolesServiceOptions {
  db: Kysely<Database>;
  roles: RoleRepository;
  users: UserRepository;
  audit: AuditLog;
  clock: Clock;
  sessionCache: SessionCache;
}

/** What the audit trail keeps of a role. */
const recorded = (role: RoleRow) => ({
  roleName: role.name,
  description: role.description,
  resourceType: role.resource_type,
  resourceName: role.resource_name,
  resourceVerbs: role.resource_verbs,
});

export class RolesService {
  readonly #options: RolesServiceOptions;

  constructor(options: RolesServiceOptions) {
    this.#options = options;
  }

  async create(actor: string, request: CreateRole): Promise<void> {
    const { db, roles, audit, clock } = this.#options;
    if (await roles.find(request.roleName)) throw new HttpError(409, ROLE_MESSAGES.exists);
    await db.transaction().execute(async (trx) => {
      const role = await roles.insert(
        trx,
        {
          name: request.roleName,
          description: request.description ?? '',
          resource_type: 'TENANTS',
          resource_name: request.resourceName,
          resource_verbs: request.resourceVerbs,
        },
        clock.now(),
      );
      await audit.record(trx, {
        actor,
        action: 'role.create',
        target: role.name,
        result: 'success',
        after: recorded(role),
      });
    });
  }

  async update(actor: string, request: UpdateRole): Promise<void> {
    const { db, roles, audit } = this.#options;
    const role = await this.#editable(request.roleName);
    const changed: RoleRow = {
      ...role,
      description: request.description ?? role.description,
      resource_name: request.resourceName ?? role.resource_name,
      resource_verbs: request.resourceVerbs ?? role.resource_verbs,
    };
    const affected = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('roles')
        .set({
          description: changed.description,
          resource_name: changed.resource_name,
          resource_verbs: changed.resource_verbs,
        })
        .where('id', '=', role.id)
        .execute();
      await audit.record(trx, {
        actor,
        action: 'role.update',
        target: role.name,
        result: 'success',
        before: recorded(role),
        after: recorded(changed),
      });
      return roles.boundUserIds(trx, role.id);
    });
    this.#forget(affected);
  }

  /** Deletes the role and every binding of it (the dialog says how many users lose it). */
  async delete(actor: string, roleName: string): Promise<void> {
    const { db, roles, audit } = this.#options;
    const role = await this.#editable(roleName);
    const affected = await db.transaction().execute(async (trx) => {
      const users = await roles.boundUserIds(trx, role.id);
      await trx.deleteFrom('roles').where('id', '=', role.id).execute();
      await audit.record(trx, {
        actor,
        action: 'role.delete',
        target: role.name,
        result: 'success',
        before: { ...recorded(role), boundUsers: users.length },
      });
      return users;
    });
    this.#forget(affected);
  }

  /** Binding the super role grants `super`: it asks for the password again (issue 15 item 5). */
  requireRecentPasswordToBind(auth: Authenticated, roleName: string): void {
    if (roleName === SUPER_ROLE_NAME) requireRecentPassword(auth, this.#options.clock.now());
  }

  async bind(actor: string, roleName: string, userName: string, request: RoleBindingRequest): Promise<void> {
    const { db, audit, clock } = this.#options;
    const { role, userId } = await this.#roleAndUser(roleName, userName);
    const environment = request.environment.trim();
    if (role.id === SUPER_ROLE_ID && environment !== EVERY_ENVIRONMENT)
      throw new HttpError(400, ROLE_MESSAGES.superEverywhere);
    await db.transaction().execute(async (trx) => {
      if (environment !== EVERY_ENVIRONMENT) {
        const known = await trx
          .selectFrom('environments')
          .select('name')
          .where('name', '=', environment)
          .executeTakeFirst();
        if (!known) throw new HttpError(400, `${ROLE_MESSAGES.environmentMissing}: ${environment}`);
      }
      const existing = await trx
        .selectFrom('role_bindings')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('role_id', '=', role.id)
        .where('environment', '=', environment)
        .executeTakeFirst();
      if (existing) throw new HttpError(409, ROLE_MESSAGES.bindingExists);
      await trx
        .insertInto('role_bindings')
        .values({
          user_id: userId,
          role_id: role.id,
          environment,
          description: request.description ?? '',
          created_by: actor,
          created_at: clock.now(),
        })
        .execute();
      await audit.record(trx, {
        actor,
        action: 'binding.create',
        target: `${userName} → ${role.name}`,
        environment: environment === EVERY_ENVIRONMENT ? '' : environment,
        result: 'success',
        after: { userName, roleName: role.name, environment, description: request.description ?? '' },
      });
    });
    this.#forget([userId]);
  }

  async unbind(actor: string, request: DeleteRoleBindingRequest): Promise<void> {
    const { db, audit } = this.#options;
    const { role, userId } = await this.#roleAndUser(request.roleName, request.userName);
    const environment = request.environment.trim();
    if (role.id === SUPER_ROLE_ID && request.userName === actor)
      throw new HttpError(400, ROLE_MESSAGES.ownSuper);
    await db.transaction().execute(async (trx) => {
      if (role.id === SUPER_ROLE_ID) await refuseRemovingLastSuperUser(trx, userId);
      const removed = await trx
        .deleteFrom('role_bindings')
        .where('user_id', '=', userId)
        .where('role_id', '=', role.id)
        .where('environment', '=', environment)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw new HttpError(404, ROLE_MESSAGES.bindingMissing);
      await audit.record(trx, {
        actor,
        action: 'binding.delete',
        target: `${request.userName} → ${role.name}`,
        environment: environment === EVERY_ENVIRONMENT ? '' : environment,
        result: 'success',
        before: { userName: request.userName, roleName: role.name, environment },
      });
    });
    this.#forget([userId]);
  }

  async #editable(roleName: string): Promise<RoleRow> {
    const role = await this.#options.roles.find(roleName);
    if (!role) throw new HttpError(404, ROLE_MESSAGES.missing);
    if (role.id === SUPER_ROLE_ID) throw new HttpError(400, ROLE_MESSAGES.builtIn);
    return role;
  }

  async #roleAndUser(roleName: string, userName: string): Promise<{ role: RoleRow; userId: string }> {
    const role = await this.#options.roles.find(roleName);
    if (!role) throw new HttpError(404, ROLE_MESSAGES.missing);
    const user = await this.#options.users.findByName(userName);
    if (!user) throw new HttpError(404, ROLE_MESSAGES.userMissing);
    return { role, userId: user.id };
  }

  #forget(userIds: readonly string[]): void {
    for (const userId of userIds) this.#options.sessionCache.forgetUser(userId);
  }
}
