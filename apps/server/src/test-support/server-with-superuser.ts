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
  return {
    app,
    admin,
    loggedIn: async () => {
      const client = new SessionClient(app);
      const response = await client.login(admin.username, admin.password);
      if (response.statusCode !== 200) throw new Error(`login failed with ${response.statusCode}`);
      return client;
    },
  };
}
