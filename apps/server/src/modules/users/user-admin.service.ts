// Super users manage the other users: create, update (profile and tenant bindings, never the
// password), change a password (its own call), delete, list. Each change and its audit record commit
// together.
import type { Kysely } from 'kysely';
import type {
  ChangePasswordRequest,
  CreateUserRequest,
  UpdateUserRequest,
  UserListQuery,
  UserListResponse,
} from '@beacon/contracts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import type { AuditLog } from '../audit/index.ts';
import { hashPassword, refuseCommonPassword, requireRecentPassword } from '../auth/index.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import type { SessionCache } from '../auth/index.ts';
import { EVERY_ENVIRONMENT, loadAccess, type Access } from './access.ts';
import { bindRoles, changeBindings } from './tenant-roles.ts';
import { listUsers } from './user-admin.list.ts';
import { refuseSsoPassword } from './user-admin.own-password.ts';
import { refuseRemovingLastSuperUser } from './user-admin.super-users.ts';
import type { UserRepository } from './user.repository.ts';
import { bindingOfAccess, profileOfRow, userAuditSnapshot } from './user-audit-snapshot.ts';

export class UserAdminService {
  readonly #db: Kysely<Database>;
  readonly #users: UserRepository;
  readonly #audit: AuditLog;
  readonly #clock: Clock;
  readonly #sessionCache: SessionCache;

  constructor(options: {
    db: Kysely<Database>;
    users: UserRepository;
    audit: AuditLog;
    clock: Clock;
    sessionCache: SessionCache;
  }) {
    this.#db = options.db;
    this.#users = options.users;
    this.#audit = options.audit;
    this.#clock = options.clock;
    this.#sessionCache = options.sessionCache;
  }

  /** Granting `super` asks for the password again (issue 15 item 5): create or update with superUser. */
  requireRecentPasswordToGrantSuper(auth: Authenticated, request: { superUser?: boolean | undefined }): void {
    if (request.superUser === true) requireRecentPassword(auth, this.#clock.now());
  }

  list(query: UserListQuery): Promise<UserListResponse> {
    return listUsers(this.#db, this.#users, query);
  }

  async create(actor: string, request: CreateUserRequest): Promise<void> {
    refuseCommonPassword(request.password);
    await this.#refuseUnknownEnvironments(request.tenants);
    if (await this.#users.findByName(request.name))
      throw new HttpError(409, 'User already exist, please check');
    // "Alice" beside "alice" would read as one person in every list and audit line (issue 28 B19).
    const lookalike = await this.#users.findByNameIgnoringCase(request.name);
    if (lookalike)
      throw new HttpError(
        409,
        `A user named ${lookalike.name} already exists (names are compared ignoring case)`,
      );
    const passwordHash = await hashPassword(request.password);
    await this.#db.transaction().execute(async (trx) => {
      const user = await this.#users.insert(trx, { ...request, passwordHash });
      await bindRoles(trx, user.id, this.#binding(request), this.#clock.now(), actor);
      await this.#audit.record(trx, {
        actor,
        action: 'user.create',
        target: request.name,
        result: 'success',
        after: userAuditSnapshot(request, this.#binding(request)),
      });
    });
  }

  /**
   * Profile and role bindings. The password is not part of an update (see updateUserRequestSchema);
   * `superUser` or `tenants` left out keep what the user holds, since Pulsar Manager's edit dialog
   * knows neither and must not strip them; bindings made on the Roles screen stay as they are.
   */
  async update(actor: string, request: UpdateUserRequest): Promise<void> {
    const user = await this.#users.findByName(request.name);
    if (!user) throw new HttpError(404, 'Failed update a user, user does not exist');
    await this.#refuseUnknownEnvironments(request.tenants);
    const before = await this.#users.accessOf(user.id);
    if (user.name === actor && request.superUser === false && before.roles.includes('super')) {
      throw new HttpError(400, 'You cannot remove the super role from your own account');
    }
    const now = this.#clock.now();
    await this.#db.transaction().execute(async (trx) => {
      if (request.superUser === false) await refuseRemovingLastSuperUser(trx, user.id);
      await trx
        .updateTable('users')
        .set({
          description: request.description ?? '',
          email: request.email,
          phone_number: request.phoneNumber ?? '',
          location: request.location ?? '',
          company: request.company ?? '',
          updated_at: now,
        })
        .where('id', '=', user.id)
        .execute();
      await changeBindings(trx, user.id, request, now, actor);
      const after = await loadAccess(trx, user.id);
      // Changed rights must not leave old sessions running with the old ones; a profile edit that
      // keeps the same bindings leaves the user signed in.
      if (!sameAccess(before, after)) await this.#endSessions(trx, user.id, now);
      await this.#audit.record(trx, {
        actor,
        action: 'user.update',
        target: user.name,
        result: 'success',
        before: userAuditSnapshot(profileOfRow(user), bindingOfAccess(before)),
        after: userAuditSnapshot(request, bindingOfAccess(after)),
      });
    });
    this.#sessionCache.forgetUser(user.id);
  }

  /**
   * Setting someone's password lets the actor sign in as them, and a fresh sign-in counts as a
   * recent password: without this the recent-password rule was bypassed through a reset (issue 28
   * B16). The actor's own password typed within the window is asked for first.
   */
  requireRecentPasswordToSetPassword(auth: Authenticated): void {
    requireRecentPassword(auth, this.#clock.now());
  }

  /**
   * A new password for a user: refused if common, then every session of the user ends, and the user
   * is told at its next sign-in who set it.
   */
  async changePassword(actor: string, request: ChangePasswordRequest): Promise<void> {
    const user = await this.#users.findByName(request.name);
    if (!user) throw new HttpError(404, 'Failed change the password, user does not exist');
    await refuseSsoPassword(this.#db, user.id);
    refuseCommonPassword(request.password);
    const passwordHash = await hashPassword(request.password);
    const whose = userAuditSnapshot(profileOfRow(user), bindingOfAccess(await this.#users.accessOf(user.id)));
    const now = this.#clock.now();
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          updated_at: now,
          ...(actor === user.name ? {} : { password_reset_by: actor, password_reset_at: now }),
        })
        .where('id', '=', user.id)
        .execute();
      await this.#endSessions(trx, user.id, now);
      await this.#audit.record(trx, {
        actor,
        action: 'user.password',
        target: user.name,
        result: 'success',
        // The password itself is never recorded: before and after show whose it was.
        before: whose,
        after: whose,
        detail: { sessionsEnded: true },
      });
    });
    this.#sessionCache.forgetUser(user.id);
  }

  async delete(actor: string, name: string): Promise<void> {
    if (name === actor) throw new HttpError(400, 'You cannot delete your own account');
    const user = await this.#users.findByName(name);
    if (!user) throw new HttpError(404, 'Failed delete a user, user does not exist');
    const deleted = userAuditSnapshot(
      profileOfRow(user),
      bindingOfAccess(await this.#users.accessOf(user.id)),
    );
    await this.#db.transaction().execute(async (trx) => {
      await refuseRemovingLastSuperUser(trx, user.id);
      await trx.deleteFrom('users').where('id', '=', user.id).execute();
      await this.#audit.record(trx, {
        actor,
        action: 'user.delete',
        target: name,
        result: 'success',
        before: deleted,
      });
    });
    this.#sessionCache.forgetUser(user.id);
  }

  async #endSessions(trx: Kysely<Database>, userId: string, now: number): Promise<void> {
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * A binding in an environment that does not exist would lie in wait for one created later with
   * that name (issue 28 B18): refused, naming it. `*` (every environment) is not a name.
   */
  async #refuseUnknownEnvironments(tenants: CreateUserRequest['tenants']): Promise<void> {
    const named = [
      ...new Set(
        (tenants ?? []).flatMap((grant) =>
          typeof grant === 'string' || grant.environment === EVERY_ENVIRONMENT ? [] : [grant.environment],
        ),
      ),
    ];
    if (named.length === 0) return;
    const known = new Set(
      (await this.#db.selectFrom('environments').select('name').where('name', 'in', named).execute()).map(
        (row) => row.name,
      ),
    );
    const unknown = named.filter((name) => !known.has(name));
    if (unknown.length > 0)
      throw new HttpError(
        400,
        `Environment ${unknown.join(', ')} does not exist: bind tenants in an existing one`,
      );
  }

  #binding(request: { superUser?: boolean | undefined; tenants?: CreateUserRequest['tenants'] }) {
    return { superUser: request.superUser ?? false, tenants: request.tenants ?? [] };
  }
}

/** Whether two readings of a user's access give the same roles in the same places. */
function sameAccess(before: Access, after: Access): boolean {
  const key = (access: Access) =>
    JSON.stringify([access.roles, access.bindings.map((binding) => [binding.environment, binding.tenant])]);
  return key(before) === key(after);
}
