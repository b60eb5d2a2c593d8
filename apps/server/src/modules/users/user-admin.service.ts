// Super users manage the other users: create, update (profile, password, tenant bindings), delete,
// list. Each change and its audit record commit together.
import type { Kysely } from 'kysely';
import type { CreateUserRequest, UpdateUserRequest, UserSummary } from '@beacon/contracts';
import type { Clock } from '../../clock.ts';
import type { Database, UserRow } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { hashPassword, refuseCommonPassword } from '../auth/passwords.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import { bindRoles } from './tenant-roles.ts';
import type { UserRepository } from './user.repository.ts';

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

  async list(page: number, pageSize: number): Promise<{ total: number; data: UserSummary[] }> {
    const rows = await this.#db
      .selectFrom('users')
      .selectAll()
      .orderBy('name')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const data = await Promise.all(rows.map((row) => this.#summary(row)));
    return { total: await this.#users.count(), data };
  }

  async create(actor: string, request: CreateUserRequest): Promise<void> {
    refuseCommonPassword(request.password);
    if (await this.#users.findByName(request.name))
      throw new HttpError(409, 'User already exist, please check');
    const passwordHash = await hashPassword(request.password);
    await this.#db.transaction().execute(async (trx) => {
      const user = await this.#users.insert(trx, { ...request, passwordHash });
      await bindRoles(trx, user.id, this.#binding(request), this.#clock.now());
      await this.#audit.record(trx, {
        actor,
        action: 'user.create',
        target: request.name,
        result: 'success',
        detail: this.#binding(request),
      });
    });
  }

  async update(actor: string, request: UpdateUserRequest): Promise<void> {
    const user = await this.#users.findByName(request.name);
    if (!user) throw new HttpError(404, 'Failed update a user, user does not exist');
    if (request.password !== undefined) refuseCommonPassword(request.password);
    if (user.name === actor && !request.superUser && (await this.#isSuper(user))) {
      throw new HttpError(400, 'You cannot remove the super role from your own account');
    }
    const passwordHash = request.password === undefined ? undefined : await hashPassword(request.password);
    const now = this.#clock.now();
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          description: request.description ?? '',
          email: request.email,
          phone_number: request.phoneNumber ?? '',
          location: request.location ?? '',
          company: request.company ?? '',
          updated_at: now,
          ...(passwordHash ? { password_hash: passwordHash } : {}),
        })
        .where('id', '=', user.id)
        .execute();
      await bindRoles(trx, user.id, this.#binding(request), now);
      // A new password or fewer rights must not leave old sessions running with the old ones.
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .execute();
      await this.#audit.record(trx, {
        actor,
        action: 'user.update',
        target: user.name,
        result: 'success',
        detail: { ...this.#binding(request), passwordChanged: passwordHash !== undefined },
      });
    });
    this.#sessionCache.forgetUser(user.id);
  }

  async delete(actor: string, name: string): Promise<void> {
    if (name === actor) throw new HttpError(400, 'You cannot delete your own account');
    const user = await this.#users.findByName(name);
    if (!user) throw new HttpError(404, 'Failed delete a user, user does not exist');
    await this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('users').where('id', '=', user.id).execute();
      await this.#audit.record(trx, { actor, action: 'user.delete', target: name, result: 'success' });
    });
    this.#sessionCache.forgetUser(user.id);
  }

  #binding(request: { superUser?: boolean | undefined; tenants?: string[] | undefined }) {
    return { superUser: request.superUser ?? false, tenants: request.tenants ?? [] };
  }

  async #isSuper(user: UserRow): Promise<boolean> {
    return (await this.#users.accessOf(user.id)).roles.includes('super');
  }

  async #summary(row: UserRow): Promise<UserSummary> {
    const access = await this.#users.accessOf(row.id);
    return {
      name: row.name,
      description: row.description,
      email: row.email,
      phoneNumber: row.phone_number,
      location: row.location,
      company: row.company,
      roles: access.roles,
      tenants: access.tenants,
      createdAt: row.created_at,
    };
  }
}
