// Roles and bindings per environment, end to end through the API: what a binding gives is what the
// environment list, the user info, the proxy and the effective-access answer all say (issue 15 items
// 2 and 3).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CONFIRM_PASSWORD_PATH,
  MESSAGES,
  PASSWORD_CONFIRMATION_REQUIRED,
  ROLE_MESSAGES,
  type EffectiveAccess,
  type EnvironmentSummary,
  type ErrorResponse,
  type RoleSummary,
  type UserInfoResponse,
} from '@beacon/contracts';
import { createServerWithSuperuser } from '../../test-support/index.ts';
import { RECENT_PASSWORD_WINDOW_MS } from '../auth/index.ts';
import type { ServerWithSuperuser, SessionClient } from '../../test-support/session-client.ts';
import { insertEnvironmentRows } from '../../test-support/environment-rows.ts';

const ALICE = { name: 'alice', password: 'Bound-Per-Environment-41', email: 'alice@example.com' };

describe('roles and bindings per environment', () => {
  let server: ServerWithSuperuser;
  let root: SessionClient;

  beforeEach(async () => {
    server = await createServerWithSuperuser();
    root = await server.loggedIn();
    await insertEnvironmentRows(
      server.app.database.db,
      ['production', 'staging'],
      (name) => `http://127.0.0.1:9/${name}`,
    );
    expect((await root.request('PUT', '/pulsar-manager/users/user', ALICE)).statusCode).toBe(200);
    const created = await root.request('PUT', '/pulsar-manager/roles/role', {
      roleName: 'acme-admins',
      description: 'Runs acme',
      resourceName: 'acme',
    });
    expect(created.json()).toEqual({ message: ROLE_MESSAGES.created });
  });
  afterEach(() => server.app.close());

  const bind = (roleName: string, userName: string, environment: string) =>
    root.request('PUT', `/pulsar-manager/role-binding/${roleName}/${userName}`, { environment });
  const asAlice = async (environment?: string) => {
    const session = await server.loginAs(ALICE.name, ALICE.password);
    session.environment = environment;
    return session;
  };

  it('lists roles with their bindings, and refuses a duplicate or a malformed name', async () => {
    expect((await bind('acme-admins', 'alice', 'staging')).statusCode).toBe(200);
    const listed = await root.request('GET', '/pulsar-manager/roles');
    expect(listed.json<{ data: RoleSummary[] }>().data).toEqual([
      expect.objectContaining({
        roleName: 'acme-admins',
        resourceType: 'TENANTS',
        resourceName: 'acme',
        bindings: 1,
      }),
      expect.objectContaining({ roleName: 'super', resourceType: 'ALL', roleSource: 'system', bindings: 1 }),
    ]);
    const duplicate = await root.request('PUT', '/pulsar-manager/roles/role', {
      roleName: 'acme-admins',
      resourceName: 'other',
    });
    expect([duplicate.statusCode, duplicate.json<ErrorResponse>().message]).toEqual([
      409,
      ROLE_MESSAGES.exists,
    ]);
    const malformed = await root.request('PUT', '/pulsar-manager/roles/role', {
      roleName: 'a b',
      resourceName: 'x',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorResponse>().message).toContain('The role name may contain only');
  });

  it('grants reading, exporting and replaying messages through verbs of a role (issue 30 item 6)', async () => {
    expect((await bind('acme-admins', 'alice', 'staging')).statusCode).toBe(200);
    const alice = await asAlice('staging');
    const grants = async () =>
      (await alice.request('GET', '/pulsar-manager/users/userInfo')).json<UserInfoResponse>().messages;
    // A tenant admin holds none until granted.
    expect(await grants()).toEqual({ read: [], export: [], replay: [] });

    const refused = async (resourceVerbs: string) => {
      const answer = await root.request('POST', '/pulsar-manager/roles/role', {
        roleName: 'acme-admins',
        resourceVerbs,
      });
      expect(answer.statusCode, resourceVerbs).toBe(400);
      return answer.json<ErrorResponse>().message;
    };
    expect(await refused('ADMIN,EXPORT_MESSAGES')).toContain(
      'EXPORT_MESSAGES and REPLAY_MESSAGES need READ_MESSAGES',
    );
    expect(await refused('ADMIN,DELETE_EVERYTHING')).toContain('Unknown resource verb DELETE_EVERYTHING');

    // Any order and case; stored in one order, ADMIN always there.
    const changed = await root.request('POST', '/pulsar-manager/roles/role', {
      roleName: 'acme-admins',
      resourceVerbs: 'export_messages, READ_MESSAGES',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const listed = await root.request('GET', '/pulsar-manager/roles');
    expect(listed.json<{ data: RoleSummary[] }>().data).toContainEqual(
      expect.objectContaining({
        roleName: 'acme-admins',
        resourceVerbs: 'ADMIN,READ_MESSAGES,EXPORT_MESSAGES',
      }),
    );
    // The change reaches a signed-in user at its next request.
    expect(await grants()).toEqual({ read: ['acme'], export: ['acme'], replay: [] });
  });

  it('gives an admin its tenant in the bound environment only, everywhere the console looks', async () => {
    expect((await bind('acme-admins', 'alice', 'staging')).json()).toEqual({
      message: ROLE_MESSAGES.bindingCreated,
    });

    const inStaging = await asAlice('staging');
    const environments = await inStaging.request('GET', '/pulsar-manager/environments');
    expect(
      environments.json<{ data: EnvironmentSummary[] }>().data.map((environment) => environment.name),
    ).toEqual(['staging']);
    expect(
      (await inStaging.request('GET', '/pulsar-manager/users/userInfo')).json<UserInfoResponse>(),
    ).toMatchObject({
      roles: ['admin'],
      tenants: ['acme'],
    });
    // Authorized in staging: the call leaves for the (unreachable) broker instead of being refused.
    expect((await inStaging.request('GET', '/admin/v2/tenants/acme')).statusCode).not.toBe(403);

    const inProduction = await asAlice('production');
    expect(
      (await inProduction.request('GET', '/pulsar-manager/users/userInfo')).json<UserInfoResponse>(),
    ).toMatchObject({
      roles: ['admin'],
      tenants: [],
    });
    // Production does not exist for alice: the answer an unknown environment gets, which sends
    // Pulsar Manager's web (and Beacon's) quietly to the environment list.
    for (const path of ['/admin/v2/tenants/acme', '/admin/v2/tenants', '/pulsar-manager/admin/v2/tenants']) {
      const refused = await inProduction.request('GET', path);
      expect([refused.statusCode, refused.json<ErrorResponse>().reason]).toEqual([
        400,
        MESSAGES.noActiveEnvironment,
      ]);
    }

    const access = await root.request('GET', '/pulsar-manager/access/alice');
    expect(access.json<EffectiveAccess>()).toMatchObject({
      userName: 'alice',
      roles: ['admin'],
      environments: [
        { environment: 'production', super: null, tenants: [] },
        {
          environment: 'staging',
          super: null,
          tenants: [{ tenant: 'acme', via: [{ roleName: 'acme-admins', environment: 'staging' }] }],
        },
      ],
      unmatchedBindings: [],
    });
    expect(access.json<EffectiveAccess>().tenantActions).toEqual(
      expect.arrayContaining(['namespace.list', 'topic.read']),
    );
    expect(access.json<EffectiveAccess>().tenantActions).not.toContain('cluster.read');
  });

  it('takes a removed binding away at the next request', async () => {
    await bind('acme-admins', 'alice', 'staging');
    const session = await asAlice('staging');
    expect(
      (await session.request('GET', '/pulsar-manager/users/userInfo')).json<UserInfoResponse>().tenants,
    ).toEqual(['acme']);
    const removed = await root.request('DELETE', '/pulsar-manager/role-binding', {
      roleName: 'acme-admins',
      userName: 'alice',
      environment: 'staging',
    });
    expect(removed.json()).toEqual({ message: ROLE_MESSAGES.bindingDeleted });
    expect(
      (await session.request('GET', '/pulsar-manager/users/userInfo')).json<UserInfoResponse>(),
    ).toMatchObject({
      roles: [],
      tenants: [],
    });
    expect((await session.request('GET', '/pulsar-manager/environments')).statusCode).toBe(403);
  });

  it('binds to every environment with *, refuses unknown environments and duplicates', async () => {
    const unknown = await bind('acme-admins', 'alice', 'nowhere');
    expect([unknown.statusCode, unknown.json<ErrorResponse>().message]).toEqual([
      400,
      `${ROLE_MESSAGES.environmentMissing}: nowhere`,
    ]);
    expect((await bind('acme-admins', 'alice', '*')).statusCode).toBe(200);
    const again = await bind('acme-admins', 'alice', '*');
    expect([again.statusCode, again.json<ErrorResponse>().message]).toEqual([
      409,
      ROLE_MESSAGES.bindingExists,
    ]);
    const session = await asAlice('production');
    expect(
      (await session.request('GET', '/pulsar-manager/environments')).json<{ total: number }>().total,
    ).toBe(2);
    const missingUser = await bind('acme-admins', 'nobody', '*');
    expect([missingUser.statusCode, missingUser.json<ErrorResponse>().message]).toEqual([
      404,
      ROLE_MESSAGES.userMissing,
    ]);
  });

  it('keeps the super role whole: everywhere, never the last one, never one’s own', async () => {
    const partial = await bind('super', 'alice', 'staging');
    expect([partial.statusCode, partial.json<ErrorResponse>().message]).toEqual([
      400,
      ROLE_MESSAGES.superEverywhere,
    ]);
    const own = await root.request('DELETE', '/pulsar-manager/role-binding', {
      roleName: 'super',
      userName: server.admin.username,
      environment: '*',
    });
    expect([own.statusCode, own.json<ErrorResponse>().message]).toEqual([400, ROLE_MESSAGES.ownSuper]);
    for (const method of ['POST', 'DELETE'] as const) {
      const builtIn = await root.request(method, '/pulsar-manager/roles/role', { roleName: 'super' });
      expect([builtIn.statusCode, builtIn.json<ErrorResponse>().message]).toEqual([
        400,
        ROLE_MESSAGES.builtIn,
      ]);
    }
  });

  it('moves every bound user with a role changed to another tenant, and drops bindings with a deleted role', async () => {
    await bind('acme-admins', 'alice', 'staging');
    const session = await asAlice('staging');
    expect(
      (await session.request('GET', '/pulsar-manager/users/userInfo')).json<UserInfoResponse>().tenants,
    ).toEqual(['acme']);
    await root.request('POST', '/pulsar-manager/roles/role', {
      roleName: 'acme-admins',
      resourceName: 'globex',
    });
    expect(
      (await session.request('GET', '/pulsar-manager/users/userInfo')).json<UserInfoResponse>().tenants,
    ).toEqual(['globex']);
    expect(
      (await root.request('DELETE', '/pulsar-manager/roles/role', { roleName: 'acme-admins' })).statusCode,
    ).toBe(200);
    expect((await root.request('GET', '/pulsar-manager/role-binding?user=alice')).json()).toEqual({
      total: 0,
      data: [],
    });
    expect(
      (await session.request('GET', '/pulsar-manager/users/userInfo')).json<UserInfoResponse>().roles,
    ).toEqual([]);
  });

  it('keeps bindings made on the Roles screen through a profile edit, and binds per environment from the user form', async () => {
    await bind('acme-admins', 'alice', 'staging');
    const session = await asAlice('staging');
    const edited = await root.request('POST', '/pulsar-manager/users/user', {
      ...ALICE,
      description: 'edited',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await session.request('GET', '/pulsar-manager/users/userInfo')).statusCode).toBe(200);
    expect(
      (await root.request('GET', '/pulsar-manager/access/alice')).json<EffectiveAccess>().environments,
    ).toEqual([
      { environment: 'production', super: null, tenants: [] },
      {
        environment: 'staging',
        super: null,
        tenants: [
          { tenant: 'acme', via: [{ roleName: 'acme-admins', environment: 'staging' }], messages: [] },
        ],
      },
    ]);

    const rebound = await root.request('POST', '/pulsar-manager/users/user', {
      ...ALICE,
      tenants: [{ environment: 'production', tenant: 'globex' }],
    });
    expect(rebound.statusCode, rebound.body).toBe(200);
    const production = await asAlice('production');
    expect(
      (await production.request('GET', '/pulsar-manager/users/userInfo')).json<UserInfoResponse>().tenants,
    ).toEqual(['globex']);
    production.environment = 'staging';
    expect(
      (await production.request('GET', '/pulsar-manager/users/userInfo')).json<UserInfoResponse>().tenants,
    ).toEqual([]);
    // Changed rights end the sessions that ran with the old ones.
    expect((await session.request('GET', '/pulsar-manager/users/userInfo')).statusCode).toBe(401);
  });

  it('asks for the password again before granting super, through a binding or the user form', async () => {
    server.app.clock.advance(RECENT_PASSWORD_WINDOW_MS + 1);
    const grants = [
      () => bind('super', 'alice', '*'),
      () => root.request('POST', '/pulsar-manager/users/user', { ...ALICE, superUser: true }),
    ];
    for (const grant of grants) {
      const refused = await grant();
      expect([refused.statusCode, refused.json<ErrorResponse>().code]).toEqual([
        403,
        PASSWORD_CONFIRMATION_REQUIRED,
      ]);
    }
    expect((await root.request('GET', '/pulsar-manager/access/alice')).json<EffectiveAccess>().roles).toEqual(
      [],
    );
    // A tenant role needs no second password.
    expect((await bind('acme-admins', 'alice', 'staging')).statusCode).toBe(200);

    const confirmed = await root.request('POST', CONFIRM_PASSWORD_PATH, { password: server.admin.password });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    for (const grant of grants) expect((await grant()).statusCode).toBe(200);
    expect((await root.request('GET', '/pulsar-manager/access/alice')).json<EffectiveAccess>().roles).toEqual(
      ['super'],
    );
  });

  it('is for super users only', async () => {
    await bind('acme-admins', 'alice', 'staging');
    const session = await asAlice('staging');
    for (const [method, url] of [
      ['GET', '/pulsar-manager/roles'],
      ['GET', '/pulsar-manager/role-binding'],
      ['GET', '/pulsar-manager/access/alice'],
    ] as const) {
      expect((await session.request(method, url)).statusCode).toBe(403);
    }
    const audit = await root.request('GET', '/pulsar-manager/audit?page_size=50');
    const actions = audit.json<{ data: { action: string }[] }>().data.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['role.create', 'binding.create']));
  });
});
