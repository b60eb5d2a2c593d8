// Runs on SQLite (--project server) and PostgreSQL (--project server-postgres).
import type { ErrorResponse, UserInfoResponse } from '@beacon/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';

const USER_INFO = '/pulsar-manager/users/userInfo';

/**
 * Every user but the super one bound only in `environment` (the test helper binds tenant admins in
 * every environment), or bound nowhere (undefined).
 */
async function bindOthersOnlyIn(server: ServerWithSuperuser, environment: string | undefined) {
  const others = server.app.database.db
    .selectFrom('users')
    .select('id')
    .where('name', '!=', server.admin.username);
  const bindings = server.app.database.db;
  if (environment === undefined)
    await bindings.deleteFrom('role_bindings').where('user_id', 'in', others).execute();
  else
    await bindings.updateTable('role_bindings').set({ environment }).where('user_id', 'in', others).execute();
}
const LAST_ENVIRONMENT = '/pulsar-manager/users/lastEnvironment';

describe("a user's last environment", () => {
  let server: ServerWithSuperuser;
  let session: SessionClient;

  beforeEach(async () => {
    server = await createServerWithSuperuser();
    session = await server.loggedIn();
    // Rows straight into the table: registering through the API would test a broker connection.
    const now = Date.now();
    await server.app.database.db
      .insertInto('environments')
      .values(
        ['production', 'staging'].map((name) => ({
          name,
          service_url: `http://${name}:8080`,
          bookie_url: `http://${name}:8000`,
          credentials_ciphertext: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  });
  afterEach(() => server.app.close());

  async function lastEnvironmentOf(client: SessionClient): Promise<string | undefined> {
    const response = await client.request('GET', USER_INFO);
    expect(response.statusCode).toBe(200);
    return response.json<UserInfoResponse>().lastEnvironment;
  }

  it('is absent until the user chooses one', async () => {
    expect(await lastEnvironmentOf(session)).toBeUndefined();
  });

  it('is the latest choice, read by a session opened later (a new browser)', async () => {
    expect((await session.request('PUT', LAST_ENVIRONMENT, { name: 'staging' })).statusCode).toBe(200);
    expect((await session.request('PUT', LAST_ENVIRONMENT, { name: 'production' })).statusCode).toBe(200);

    const otherBrowser = await server.loggedIn();
    expect(await lastEnvironmentOf(otherBrowser)).toBe('production');
  });

  it('belongs to its user: another user has none', async () => {
    await session.request('PUT', LAST_ENVIRONMENT, { name: 'staging' });
    const tenantAdmin = await server.loggedInTenantAdmin(['public']);
    expect(await lastEnvironmentOf(tenantAdmin)).toBeUndefined();
  });

  it('reads as none once its environment is deleted', async () => {
    await session.request('PUT', LAST_ENVIRONMENT, { name: 'staging' });
    const deleted = await session.request('DELETE', '/pulsar-manager/environments/environment', {
      name: 'staging',
    });
    expect(deleted.statusCode).toBe(200);
    expect(await lastEnvironmentOf(session)).toBeUndefined();
  });

  it('refuses an environment that does not exist, keeping the previous choice', async () => {
    await session.request('PUT', LAST_ENVIRONMENT, { name: 'staging' });
    const refused = await session.request('PUT', LAST_ENVIRONMENT, { name: 'nowhere' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<ErrorResponse>().error).toBe('Environment no exist');
    expect(await lastEnvironmentOf(session)).toBe('staging');
  });

  it('answers a tenant admin for an environment it holds nothing in as for one that does not exist (issue 28 B18)', async () => {
    const admin = await server.loggedInTenantAdmin(['public']);
    // Its bindings hold in production only (the helper binds in every environment).
    await bindOthersOnlyIn(server, 'production');
    server.app.clock.advance(server.app.config.sessionCacheMs);
    const hidden = await admin.request('PUT', LAST_ENVIRONMENT, { name: 'staging' });
    const unknown = await admin.request('PUT', LAST_ENVIRONMENT, { name: 'nowhere' });
    expect([hidden.statusCode, hidden.json<ErrorResponse>().error]).toEqual([404, 'Environment no exist']);
    expect([unknown.statusCode, unknown.json<ErrorResponse>().error]).toEqual([404, 'Environment no exist']);
    expect((await admin.request('PUT', LAST_ENVIRONMENT, { name: 'production' })).statusCode).toBe(200);
  });

  it('takes the role bindings made for an environment away with it: a new one of that name grants nothing (issue 28 B18)', async () => {
    const admin = await server.loggedInTenantAdmin(['public']);
    await bindOthersOnlyIn(server, 'staging');
    const deleted = await session.request('DELETE', '/pulsar-manager/environments/environment', {
      name: 'staging',
    });
    expect(deleted.statusCode).toBe(200);
    const left = await server.app.database.db
      .selectFrom('role_bindings')
      .select('environment')
      .where('environment', '=', 'staging')
      .execute();
    expect(left).toEqual([]);
    // A new staging: the admin holds nothing in it.
    const now = Date.now();
    await server.app.database.db
      .insertInto('environments')
      .values({
        name: 'staging',
        service_url: 'http://staging:8080',
        bookie_url: 'http://staging:8000',
        credentials_ciphertext: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    server.app.clock.advance(server.app.config.sessionCacheMs);
    admin.environment = 'staging';
    const info = await admin.request('GET', USER_INFO);
    expect(info.json<UserInfoResponse>().tenants).toEqual([]);
  });

  it('needs a session', async () => {
    const anonymous = await server.app.server.inject({ method: 'GET', url: USER_INFO });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('user info asked in a loop (issue 28 C20)', () => {
  let server: ServerWithSuperuser;
  beforeEach(async () => {
    server = await createServerWithSuperuser();
  });
  afterEach(() => server.app.close());

  it("refuses a session without a role that keeps asking, with the reason Pulsar Manager's front end shows", async () => {
    // A user whose bindings are all gone: Pulsar Manager's front end asks on every navigation.
    const roleless = await server.loggedInTenantAdmin(['public']);
    await bindOthersOnlyIn(server, undefined);
    server.app.clock.advance(server.app.config.sessionCacheMs);
    const answers = [];
    for (let ask = 0; ask < 8; ask += 1) answers.push(await roleless.request('GET', USER_INFO));
    // The first asks are answered as always (Beacon's web asks once and shows "no access").
    expect(answers[0]?.statusCode).toBe(200);
    expect(answers[0]?.json<UserInfoResponse>().roles).toEqual([]);
    const refusal = answers.at(-1)!;
    expect(refusal.statusCode).toBe(403);
    expect(refusal.json<ErrorResponse>().error).toMatch(
      /^User .+ holds no role in Beacon: ask a super user to give it one$/,
    );
    // A super user asking as often is not bothered.
    const root = await server.loggedIn();
    for (let ask = 0; ask < 8; ask += 1) expect((await root.request('GET', USER_INFO)).statusCode).toBe(200);
  });

  it('bounds how often any one session may ask (429 with Retry-After)', async () => {
    const root = await server.loggedIn();
    let last;
    for (let ask = 0; ask < 121; ask += 1) last = await root.request('GET', USER_INFO);
    expect(last?.statusCode).toBe(429);
    expect(last?.headers['retry-after']).toBe('60');
    server.app.clock.advance(60_000);
    expect((await root.request('GET', USER_INFO)).statusCode).toBe(200);
  });
});
