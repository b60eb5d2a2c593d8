// Runs on SQLite (--project server) and PostgreSQL (--project server-postgres).
import type { ErrorResponse, UserInfoResponse } from '@beacon/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';

const USER_INFO = '/pulsar-manager/users/userInfo';
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

  it('needs a session', async () => {
    const anonymous = await server.app.server.inject({ method: 'GET', url: USER_INFO });
    expect(anonymous.statusCode).toBe(401);
  });
});
