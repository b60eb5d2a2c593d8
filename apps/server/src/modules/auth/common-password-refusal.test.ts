// Every place that sets a new password refuses a common one with 400 and the same message.
import { MESSAGES, type ErrorResponse } from '@beacon/contracts';
import { newUserCredentials } from '@beacon/test-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import {
  createServerWithSuperuser,
  createTestServer,
  SessionClient,
  type TestServer,
} from '../../test-support/index.ts';

const COMMON = 'Password2024!';

describe('common passwords are refused wherever a password is set', () => {
  let app: TestServer | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('by the first-run bootstrap call, which then creates nobody', async () => {
    app = await createTestServer();
    const client = new SessionClient(app);
    await client.fetchCsrfToken();
    const refused = await client.request('PUT', '/pulsar-manager/users/superuser', {
      name: 'root',
      password: COMMON,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().error).toBe(MESSAGES.passwordTooCommon);
    const users = await app.database.db.selectFrom('users').select('name').execute();
    expect(users).toEqual([]);
  });

  it('when a super user creates a user or changes a password', async () => {
    const server = await createServerWithSuperuser();
    app = server.app;
    const session = await server.loggedIn();
    const user = newUserCredentials('common');
    const created = await session.request('PUT', '/pulsar-manager/users/user', {
      name: user.username,
      password: 'qwertyqwerty',
      email: 'common@example.com',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json<ErrorResponse>().error).toBe(MESSAGES.passwordTooCommon);

    const withGoodPassword = await session.request('PUT', '/pulsar-manager/users/user', {
      name: user.username,
      password: user.password,
      email: 'common@example.com',
    });
    expect(withGoodPassword.statusCode).toBe(200);
    const changed = await session.request('POST', '/pulsar-manager/users/user/password', {
      name: user.username,
      password: '1qaz2wsx3edc',
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json<ErrorResponse>().error).toBe(MESSAGES.passwordTooCommon);
    // The old password still works: nothing was changed.
    expect((await new SessionClient(server.app).login(user.username, user.password)).statusCode).toBe(200);
  });

  it('in BEACON_SUPERUSER_PASSWORD at start-up', () => {
    expect(() =>
      loadConfig({ BEACON_SUPERUSER_NAME: 'root', BEACON_SUPERUSER_PASSWORD: 'administrator' }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ BEACON_SUPERUSER_NAME: 'root', BEACON_SUPERUSER_PASSWORD: 'administrator' }),
    ).toThrow(`BEACON_SUPERUSER_PASSWORD ${MESSAGES.passwordTooCommon}`);
  });
});
