// Role bindings name an environment: what a user may do is read per environment (issue 15 item 2).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as environmentRoleBindings from '../../db/migrations/0005-environment-role-bindings.ts';
import type { DatabaseHandle } from '../../db/open-database.ts';
import { openTestDatabase } from '../../test-support/index.ts';
import { NO_MESSAGE_GRANTS } from '@beacon/contracts';
import { EVERY_ENVIRONMENT, accessIn, loadAccess, reaches, tenantsAndGrants } from './access.ts';
import { SUPER_ROLE_ID } from './super-role.ts';
import { bindRoles } from './tenant-roles.ts';

describe('access per environment', () => {
  let database: DatabaseHandle & { dispose(): Promise<void> };
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(() => database.dispose());

  const addUser = async (name: string) => {
    await database.db
      .insertInto('users')
      .values({
        id: name,
        name,
        description: '',
        email: '',
        phone_number: '',
        location: '',
        company: '',
        password_hash: null,
        created_at: 0,
        updated_at: 0,
        last_environment: null,
      })
      .execute();
    return name;
  };

  it('gives a tenant admin its tenants only in the environments it is bound in', async () => {
    const userId = await addUser('alice');
    await database.db.transaction().execute((trx) =>
      bindRoles(
        trx,
        userId,
        {
          superUser: false,
          tenants: [
            { environment: 'staging', tenant: 'acme' },
            { environment: 'production', tenant: 'billing' },
            { environment: EVERY_ENVIRONMENT, tenant: 'shared' },
          ],
        },
        1,
        'root',
      ),
    );
    const access = await loadAccess(database.db, userId);
    expect(access.roles).toEqual(['admin']);
    expect(access.tenants).toEqual(['acme', 'billing', 'shared']);
    expect(accessIn(access, 'staging')).toEqual({
      roles: ['admin'],
      tenants: ['acme', 'shared'],
      messages: NO_MESSAGE_GRANTS,
    });
    expect(accessIn(access, 'production')).toMatchObject({
      roles: ['admin'],
      tenants: ['billing', 'shared'],
    });
    expect(accessIn(access, 'another')).toMatchObject({ roles: ['admin'], tenants: ['shared'] });
    expect(accessIn(access, undefined)).toMatchObject({ roles: ['admin'], tenants: ['shared'] });
  });

  it('keeps what an access gives per environment, and a changed binding (a new access) is seen at once', async () => {
    const userId = await addUser('dora');
    const bind = (tenant: string) =>
      database.db
        .transaction()
        .execute((trx) =>
          bindRoles(
            trx,
            userId,
            { superUser: false, tenants: [{ environment: 'staging', tenant }] },
            1,
            'root',
          ),
        );
    await bind('acme');
    const before = await loadAccess(database.db, userId);
    const first = accessIn(before, 'staging');
    // Computed once per access and environment: the proxy asks on every call (issue 28 D25).
    expect(accessIn(before, 'staging')).toBe(first);
    expect(accessIn(before, 'production')).toMatchObject({ roles: [], tenants: [] });
    // More made-up environment names than are kept: the answers stay right.
    for (let index = 0; index < 40; index += 1) {
      expect(accessIn(before, `made-up-${index}`)).toMatchObject({ roles: [], tenants: [] });
    }
    expect(accessIn(before, 'staging')).toEqual(first);

    await bind('billing');
    const after = await loadAccess(database.db, userId);
    expect(accessIn(after, 'staging')).toMatchObject({ roles: ['admin'], tenants: ['billing'] });
  });

  it('gives message grants where a role carries them, in its environments only (issue 30 item 6)', async () => {
    const userId = await addUser('dora');
    const role = async (name: string, tenant: string, verbs: string) => {
      await database.db
        .insertInto('roles')
        .values({
          id: name,
          name,
          description: '',
          resource_type: 'TENANTS',
          resource_name: tenant,
          resource_verbs: verbs,
          source: 'local',
          created_at: 0,
        })
        .execute();
    };
    await role('acme-readers', 'acme', 'ADMIN,READ_MESSAGES,EXPORT_MESSAGES');
    await role('billing-admins', 'billing', 'ADMIN');
    const bind = (roleId: string, environment: string) =>
      database.db
        .insertInto('role_bindings')
        .values({
          user_id: userId,
          role_id: roleId,
          environment,
          description: '',
          created_by: '',
          created_at: 0,
        })
        .execute();
    await bind('acme-readers', 'staging');
    await bind('billing-admins', EVERY_ENVIRONMENT);

    const access = await loadAccess(database.db, userId);
    expect(accessIn(access, 'staging')).toEqual({
      roles: ['admin'],
      tenants: ['acme', 'billing'],
      messages: { read: ['acme'], export: ['acme'], replay: [] },
    });
    // The user info the web decides with says the same.
    expect(tenantsAndGrants(accessIn(access, 'staging'))).toEqual({
      tenants: ['acme', 'billing'],
      messages: { read: ['acme'], export: ['acme'], replay: [] },
    });
    expect(accessIn(access, 'production')).toEqual({
      roles: ['admin'],
      tenants: ['billing'],
      messages: NO_MESSAGE_GRANTS,
    });
  });

  it('reaches no environment without a binding there', async () => {
    const userId = await addUser('bob');
    await database.db
      .transaction()
      .execute((trx) =>
        bindRoles(
          trx,
          userId,
          { superUser: false, tenants: [{ environment: 'staging', tenant: 'acme' }] },
          1,
        ),
      );
    const access = await loadAccess(database.db, userId);
    expect(reaches(access, 'staging')).toBe(true);
    expect(reaches(access, 'production')).toBe(false);
    expect(accessIn(access, 'production')).toEqual({ roles: [], tenants: [], messages: NO_MESSAGE_GRANTS });
  });

  it('makes a super user super in every environment', async () => {
    const userId = await addUser('root');
    await database.db
      .transaction()
      .execute((trx) => bindRoles(trx, userId, { superUser: true, tenants: [] }, 1));
    const access = await loadAccess(database.db, userId);
    expect(access.roles).toEqual(['super']);
    expect(accessIn(access, 'anything')).toEqual({ roles: ['super'], tenants: [] });
    expect(reaches(access, 'anything')).toBe(true);
  });

  it('gives a user without bindings nothing', async () => {
    const access = await loadAccess(database.db, await addUser('nobody'));
    expect(access).toEqual({ roles: [], tenants: [], bindings: [] });
    expect(reaches(access, 'staging')).toBe(false);
  });

  it('carries bindings made before environments were named over to every environment', async () => {
    // Back to the schema before the migration, with one super user and one tenant admin in it.
    await environmentRoleBindings.down(database.db);
    await addUser('root');
    await addUser('carol');
    await database.db
      .insertInto('roles')
      .values({
        id: 'role-acme',
        name: 'tenant-admin:acme',
        description: '',
        resource_type: 'TENANT',
        resource_name: 'acme',
        resource_verbs: 'ADMIN',
        source: 'local',
        created_at: 0,
      })
      .execute();
    const legacy = database.db.withTables<{
      user_roles: { user_id: string; role_id: string; created_at: number };
    }>();
    await legacy
      .insertInto('user_roles')
      .values([
        { user_id: 'root', role_id: SUPER_ROLE_ID, created_at: 5 },
        { user_id: 'carol', role_id: 'role-acme', created_at: 6 },
      ])
      .execute();

    await environmentRoleBindings.up(database.db);

    const carol = await loadAccess(database.db, 'carol');
    expect(carol.bindings).toEqual([
      { environment: EVERY_ENVIRONMENT, tenant: 'acme', role: 'tenant-admin:acme', grants: [] },
    ]);
    expect(accessIn(carol, 'any-environment').tenants).toEqual(['acme']);
    expect((await loadAccess(database.db, 'root')).roles).toEqual(['super']);
    const roles = await database.db
      .selectFrom('roles')
      .select(['name', 'resource_type', 'resource_verbs'])
      .execute();
    expect(roles).toEqual(
      expect.arrayContaining([
        { name: 'super', resource_type: 'ALL', resource_verbs: 'SUPER_USER' },
        { name: 'tenant-admin:acme', resource_type: 'TENANTS', resource_verbs: 'ADMIN' },
      ]),
    );
  });
});
