// Who may call what (issue 15, quality): every console endpoint and a sample of proxied Pulsar calls,
// for a super user, the admin of one tenant in one environment, a user with no role and an anonymous
// caller, in the admin's environment and in another one. Runs on SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnvironmentSummary } from '@beacon/contracts';
import { createServerWithSuperuser, startFakeBroker, type FakeBroker } from '../../test-support/index.ts';
import { SessionClient, type ServerWithSuperuser } from '../../test-support/session-client.ts';
import { insertEnvironmentRows } from '../../test-support/environment-rows.ts';

type Caller = 'super' | 'admin' | 'noRole' | 'anonymous';
/**
 * `ok`: let through (the answer is the handler's or the broker's); a number: refused with it. 400 is
 * "no active environment": an environment the caller holds nothing in does not exist for it.
 */
type Outcome = 'ok' | 400 | 401 | 403;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Row {
  call: string;
  method: Method;
  path: string;
  environment: 'staging' | 'production';
  body?: object;
  /** Outcomes for super, admin (of `acme` in staging), a user with no role, anonymous. */
  expected: [Outcome, Outcome, Outcome, Outcome];
  /** A proxied call: `ok` also means the broker received it, and a refusal that it did not. */
  proxied?: boolean;
}

const CALLERS: Caller[] = ['super', 'admin', 'noRole', 'anonymous'];
const SUPER_ONLY: Row['expected'] = ['ok', 403, 403, 401];
const SIGNED_IN: Row['expected'] = ['ok', 'ok', 'ok', 401];
const SUPER_AND_ADMIN: Row['expected'] = ['ok', 'ok', 403, 401];
/** Calls into an environment: one where the caller holds nothing does not exist for it. */
const IN_ADMINS_ENVIRONMENT: Row['expected'] = ['ok', 'ok', 400, 401];
const SUPER_ONLY_IN_ADMINS_ENVIRONMENT: Row['expected'] = ['ok', 403, 400, 401];
const IN_ANOTHER_ENVIRONMENT: Row['expected'] = ['ok', 400, 400, 401];

const ROWS: Row[] = [
  {
    call: 'user info',
    method: 'GET',
    path: '/pulsar-manager/users/userInfo',
    environment: 'staging',
    expected: SIGNED_IN,
  },
  {
    call: 'users list',
    method: 'GET',
    path: '/pulsar-manager/users',
    environment: 'staging',
    expected: SUPER_ONLY,
  },
  {
    call: 'user create',
    method: 'PUT',
    path: '/pulsar-manager/users/user',
    environment: 'staging',
    body: { name: 'made-by-CALLER', password: 'Matrix-Made-User-93', email: 'made@example.com' },
    expected: SUPER_ONLY,
  },
  {
    call: 'roles list',
    method: 'GET',
    path: '/pulsar-manager/roles',
    environment: 'staging',
    expected: SUPER_ONLY,
  },
  {
    call: 'bindings list',
    method: 'GET',
    path: '/pulsar-manager/role-binding',
    environment: 'staging',
    expected: SUPER_ONLY,
  },
  {
    call: 'role create',
    method: 'PUT',
    path: '/pulsar-manager/roles/role',
    environment: 'staging',
    body: { roleName: 'made-by-CALLER', resourceName: 'acme' },
    expected: SUPER_ONLY,
  },
  {
    call: 'effective access',
    method: 'GET',
    path: '/pulsar-manager/access/matrix-admin',
    environment: 'staging',
    expected: SUPER_ONLY,
  },
  {
    call: 'audit trail',
    method: 'GET',
    path: '/pulsar-manager/audit',
    environment: 'staging',
    expected: SUPER_ONLY,
  },
  {
    call: 'environments list',
    method: 'GET',
    path: '/pulsar-manager/environments',
    environment: 'staging',
    expected: SUPER_AND_ADMIN,
  },
  {
    call: 'environment delete',
    method: 'DELETE',
    path: '/pulsar-manager/environments/environment',
    environment: 'staging',
    body: { name: 'no-such-environment' },
    expected: SUPER_ONLY,
  },
  {
    call: 'tenants with figures',
    method: 'GET',
    path: '/pulsar-manager/admin/v2/tenants',
    environment: 'staging',
    expected: IN_ADMINS_ENVIRONMENT,
  },
  {
    call: 'tenants with figures elsewhere',
    method: 'GET',
    path: '/pulsar-manager/admin/v2/tenants',
    environment: 'production',
    expected: IN_ANOTHER_ENVIRONMENT,
  },
  {
    call: 'own tenant',
    method: 'GET',
    path: '/admin/v2/tenants/acme',
    environment: 'staging',
    proxied: true,
    expected: IN_ADMINS_ENVIRONMENT,
  },
  {
    call: 'own tenant elsewhere',
    method: 'GET',
    path: '/admin/v2/tenants/acme',
    environment: 'production',
    proxied: true,
    expected: IN_ANOTHER_ENVIRONMENT,
  },
  {
    call: 'own namespaces',
    method: 'GET',
    path: '/admin/v2/namespaces/acme',
    environment: 'staging',
    proxied: true,
    expected: IN_ADMINS_ENVIRONMENT,
  },
  {
    call: 'another tenant',
    method: 'GET',
    path: '/admin/v2/namespaces/globex',
    environment: 'staging',
    proxied: true,
    expected: SUPER_ONLY_IN_ADMINS_ENVIRONMENT,
  },
  {
    call: 'tenant list',
    method: 'GET',
    path: '/admin/v2/tenants',
    environment: 'staging',
    proxied: true,
    expected: IN_ADMINS_ENVIRONMENT,
  },
  {
    call: 'tenant list elsewhere',
    method: 'GET',
    path: '/admin/v2/tenants',
    environment: 'production',
    proxied: true,
    expected: IN_ANOTHER_ENVIRONMENT,
  },
  {
    call: 'tenant update',
    method: 'POST',
    path: '/admin/v2/tenants/acme',
    environment: 'staging',
    proxied: true,
    body: { adminRoles: [], allowedClusters: ['standalone'] },
    expected: SUPER_ONLY_IN_ADMINS_ENVIRONMENT,
  },
  {
    call: 'clusters',
    method: 'GET',
    path: '/admin/v2/clusters',
    environment: 'staging',
    proxied: true,
    expected: SUPER_ONLY_IN_ADMINS_ENVIRONMENT,
  },
  {
    call: 'broker tokens',
    method: 'GET',
    path: '/pulsar-manager/tokens',
    environment: 'staging',
    expected: SUPER_AND_ADMIN,
  },
  {
    call: 'broker tokens elsewhere',
    method: 'GET',
    path: '/pulsar-manager/tokens',
    environment: 'production',
    expected: ['ok', 400, 403, 401],
  },
  {
    // acme's Pulsar names no admin role for it here, so the admin may mint for none; the super user
    // gets past the guard to the missing signing key.
    call: 'broker token mint',
    method: 'PUT',
    path: '/pulsar-manager/tokens/token',
    environment: 'staging',
    body: { role: 'made-by-CALLER', description: '' },
    expected: SUPER_ONLY,
  },
  {
    call: 'broker token shown again',
    method: 'GET',
    path: '/pulsar-manager/tokens/acme-admin',
    environment: 'staging',
    expected: SUPER_ONLY,
  },
];

describe('the access matrix', () => {
  let server: ServerWithSuperuser;
  let broker: FakeBroker;
  const sessions = new Map<Caller, SessionClient>();

  beforeAll(async () => {
    // Lists are empty; a tenant is one without admin roles (the server checks each answer's shape
    // against Pulsar's, so a tenant must read as a TenantInfo, not as a list).
    broker = await startFakeBroker({
      answer: (request) => ({
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: /^\/admin\/v2\/tenants\/[^/?]+$/.test(request.url)
          ? JSON.stringify({ adminRoles: [], allowedClusters: ['standalone'] })
          : '[]',
      }),
    });
    server = await createServerWithSuperuser();
    const root = await server.loggedIn();
    await insertEnvironmentRows(server.app.database.db, ['production', 'staging'], () => broker.url);
    for (const name of ['matrix-admin', 'matrix-nobody']) {
      const created = await root.request('PUT', '/pulsar-manager/users/user', {
        name,
        password: 'Matrix-Password-Long-7',
        email: `${name}@example.com`,
      });
      expect(created.statusCode, created.body).toBe(200);
    }
    await root.request('PUT', '/pulsar-manager/roles/role', {
      roleName: 'acme-admins',
      resourceName: 'acme',
    });
    const bound = await root.request('PUT', '/pulsar-manager/role-binding/acme-admins/matrix-admin', {
      environment: 'staging',
    });
    expect(bound.statusCode, bound.body).toBe(200);
    sessions.set('super', root);
    sessions.set('admin', await server.loginAs('matrix-admin', 'Matrix-Password-Long-7'));
    sessions.set('noRole', await server.loginAs('matrix-nobody', 'Matrix-Password-Long-7'));
    sessions.set('anonymous', new SessionClient(server.app));
    await sessions.get('anonymous')?.fetchCsrfToken();
  });
  afterAll(async () => {
    await server.app.close();
    await broker.close();
  });

  const cells = ROWS.flatMap((row) =>
    CALLERS.map((caller, index) => ({ row, caller, expected: row.expected[index] as Outcome })),
  );

  it.each(cells)(
    '$row.call ($row.method $row.path in $row.environment) as $caller: $expected',
    async ({ row, caller, expected }) => {
      const session = sessions.get(caller) as SessionClient;
      session.environment = row.environment;
      const body =
        row.body &&
        (JSON.parse(JSON.stringify(row.body).replaceAll('CALLER', caller.toLowerCase())) as object);
      const before = broker.requests.length;
      const answer = await session.request(row.method, row.path, body);
      const reachedBroker = broker.requests
        .slice(before)
        .some((request) => request.method === row.method && request.url.split('?')[0] === row.path);
      if (expected === 'ok') {
        expect([401, 403], answer.body).not.toContain(answer.statusCode);
        if (row.proxied) expect(reachedBroker).toBe(true);
      } else {
        expect(answer.statusCode, answer.body).toBe(expected);
        if (row.proxied) expect(reachedBroker).toBe(false);
      }
    },
  );

  it('lists to each caller only the environments it holds a binding in', async () => {
    const names = async (caller: Caller) =>
      (await (sessions.get(caller) as SessionClient).request('GET', '/pulsar-manager/environments'))
        .json<{ data: EnvironmentSummary[] }>()
        .data.map((environment) => environment.name);
    expect(await names('super')).toEqual(['production', 'staging']);
    expect(await names('admin')).toEqual(['staging']);
  });
});
