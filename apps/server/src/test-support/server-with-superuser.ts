import { newUserCredentials } from '@beacon/test-kit';
import type { Config } from '../config.ts';
import { SessionClient, type ServerWithSuperuser } from './session-client.ts';
import { createTestServer } from './test-server.ts';

export async function createServerWithSuperuser(
  overrides: Partial<Config> = {},
): Promise<ServerWithSuperuser> {
  const app = await createTestServer(overrides);
  const admin = newUserCredentials('admin');
  await app.superuserBootstrap.seedFromConfig(admin.username, admin.password);
  const loginAs = async (username: string, password: string) => {
    const client = new SessionClient(app);
    const response = await client.login(username, password);
    if (response.statusCode !== 200)
      throw new Error(`login as ${username} failed with ${response.statusCode}`);
    return client;
  };
  return {
    app,
    admin,
    loggedIn: () => loginAs(admin.username, admin.password),
    loginAs,
    loggedInTenantAdmin: async (tenants) => {
      const superSession = await loginAs(admin.username, admin.password);
      const tenantAdmin = await superSession.createTenantAdmin(tenants);
      return loginAs(tenantAdmin.username, tenantAdmin.password);
    },
  };
}
