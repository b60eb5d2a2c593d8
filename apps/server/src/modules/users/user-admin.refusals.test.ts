import type { ErrorResponse } from '@beacon/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionClient } from '../../test-support/index.ts';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type TestServer,
} from '../../test-support/index.ts';

describe('user creation refusals', () => {
  let app: TestServer;
  let admin: ServerWithSuperuser['admin'];
  let superSession: SessionClient;

  beforeEach(async () => {
    const server = await createServerWithSuperuser();
    ({ app, admin } = server);
    superSession = await server.loggedIn();
  });
  afterEach(() => app.close());

  const valid = { name: 'valid_user', email: 'v@example.com', password: 'long-enough-pass' };

  it('answers 400 with a message for each bad field, and 409 for a duplicate name', async () => {
    const cases: [object, number, string][] = [
      [{ ...valid, name: undefined }, 400, 'name: The name can not is empty'],
      [{ ...valid, name: '  ' }, 400, 'name: The name can not is empty'],
      [{ ...valid, name: 'has space' }, 400, 'name: The name may contain only letters, digits and . _ @ -'],
      [{ ...valid, name: 'slash/y' }, 400, 'name: The name may contain only letters, digits and . _ @ -'],
      [{ ...valid, email: undefined }, 400, 'email: The email can not is empty'],
      [{ ...valid, email: 'not-an-email' }, 400, 'email: Email address illegal'],
      [{ ...valid, password: undefined }, 400, 'password: The password can not is empty'],
      [{ ...valid, password: '' }, 400, 'password: The password can not is empty'],
      [{ ...valid, password: 'six666' }, 400, 'password: The password must be at least 12 characters'],
      [{ ...valid, password: 'password1234' }, 400, 'This password is too common; choose another'],
      [{ ...valid, repeatPassword: 'something-else' }, 400, 'repeatPassword: The passwords do not match'],
      [{ ...valid, name: admin.username }, 409, 'User already exist, please check'],
    ];
    for (const [body, status, message] of cases) {
      const refused = await superSession.request('PUT', '/pulsar-manager/users/user', body);
      expect(refused.statusCode, message).toBe(status);
      expect(refused.json<ErrorResponse>().error).toBe(message);
    }
    const created = await superSession.request('PUT', '/pulsar-manager/users/user', {
      ...valid,
      name: 'pm.style-name@corp',
      repeatPassword: valid.password,
    });
    expect(created.statusCode).toBe(200);
  });
});
