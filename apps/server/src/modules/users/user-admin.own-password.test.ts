import type { ErrorResponse } from '@beacon/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUserCredentials } from '@beacon/test-kit';
import { createServerWithSuperuser, SessionClient, type TestServer } from '../../test-support/index.ts';
import { CURRENT_PASSWORD_WRONG, SSO_USER_HAS_NO_PASSWORD } from './user-admin.own-password.ts';

const OWN_PASSWORD = '/pulsar-manager/users/password';

describe('every user changes its own password', () => {
  let app: TestServer;
  let superSession: SessionClient;
  let user: { username: string; password: string };

  beforeEach(async () => {
    const server = await createServerWithSuperuser();
    app = server.app;
    superSession = await server.loggedIn();
    user = newUserCredentials('self');
    const created = await superSession.request('PUT', '/pulsar-manager/users/user', {
      name: user.username,
      password: user.password,
      email: 'self@example.com',
      tenants: ['t1'],
    });
    expect(created.statusCode).toBe(200);
  });
  afterEach(() => app.close());

  async function signedIn(): Promise<SessionClient> {
    const session = new SessionClient(app);
    expect((await session.login(user.username, user.password)).statusCode).toBe(200);
    return session;
  }

  it('needs the current password, keeps this session, ends the others, and is audited', async () => {
    const other = await signedIn();
    const here = await signedIn();
    const changed = await here.request('POST', OWN_PASSWORD, {
      currentPassword: user.password,
      password: 'a-brand-new-passphrase',
      repeatPassword: 'a-brand-new-passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: 'Change your password success' });
    expect((await here.request('GET', '/pulsar-manager/users/userInfo')).statusCode).toBe(200);
    expect((await other.request('GET', '/pulsar-manager/users/userInfo')).statusCode).toBe(401);
    expect((await new SessionClient(app).login(user.username, user.password)).statusCode).toBe(401);
    expect((await new SessionClient(app).login(user.username, 'a-brand-new-passphrase')).statusCode).toBe(
      200,
    );

    const audited = await app.database.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'target', 'result', 'detail'])
      .where('action', '=', 'user.password.own')
      .execute();
    expect(audited).toEqual([
      {
        actor: user.username,
        action: 'user.password.own',
        target: user.username,
        result: 'success',
        detail: '',
      },
    ]);
  });

  it('refuses a wrong, missing or mismatched entry with 400 and a message', async () => {
    const here = await signedIn();
    const cases: [object, string][] = [
      [
        {
          currentPassword: 'not-my-password',
          password: 'a-brand-new-passphrase',
          repeatPassword: 'a-brand-new-passphrase',
        },
        CURRENT_PASSWORD_WRONG,
      ],
      [
        { password: 'a-brand-new-passphrase', repeatPassword: 'a-brand-new-passphrase' },
        'currentPassword: The current password can not is empty',
      ],
      [
        { currentPassword: user.password, password: 'a-brand-new-passphrase', repeatPassword: 'another' },
        'repeatPassword: The passwords do not match',
      ],
      [{ currentPassword: user.password, repeatPassword: 'x' }, 'password: The password can not is empty'],
      [
        { currentPassword: user.password, password: 'short', repeatPassword: 'short' },
        'password: The password must be at least 12 characters',
      ],
      [
        { currentPassword: user.password, password: 'password1234', repeatPassword: 'password1234' },
        'This password is too common; choose another',
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await here.request('POST', OWN_PASSWORD, body);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json<ErrorResponse>().error).toBe(message);
    }
    expect((await here.request('GET', '/pulsar-manager/users/userInfo')).statusCode).toBe(200);
    expect((await new SessionClient(app).login(user.username, user.password)).statusCode).toBe(200);
  });

  it('counts wrong current passwords against the login limit (429 after five)', async () => {
    const here = await signedIn();
    const wrong = {
      currentPassword: 'wrong-guess',
      password: 'a-brand-new-passphrase',
      repeatPassword: 'a-brand-new-passphrase',
    };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await here.request('POST', OWN_PASSWORD, wrong)).statusCode).toBe(400);
    }
    const limited = await here.request('POST', OWN_PASSWORD, { ...wrong, currentPassword: user.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await new SessionClient(app).login(user.username, user.password)).statusCode).toBe(429);
  });

  it('refuses anonymous callers (401) and single sign-on users (400), for itself and for a super user', async () => {
    const anonymous = new SessionClient(app);
    await anonymous.fetchCsrfToken();
    expect(
      (
        await anonymous.request('POST', OWN_PASSWORD, {
          currentPassword: 'x',
          password: 'y',
          repeatPassword: 'y',
        })
      ).statusCode,
    ).toBe(401);

    const here = await signedIn();
    await app.database.db
      .updateTable('users')
      .set({ source: 'sso' })
      .where('name', '=', user.username)
      .execute();
    const own = await here.request('POST', OWN_PASSWORD, {
      currentPassword: user.password,
      password: 'a-brand-new-passphrase',
      repeatPassword: 'a-brand-new-passphrase',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json<ErrorResponse>().error).toBe(SSO_USER_HAS_NO_PASSWORD);
    const reset = await superSession.request('POST', '/pulsar-manager/users/user/password', {
      name: user.username,
      password: 'a-brand-new-passphrase',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json<ErrorResponse>().error).toBe(SSO_USER_HAS_NO_PASSWORD);
    const listed = await superSession.request('GET', `/pulsar-manager/users?search=${user.username}`);
    expect(listed.json()).toMatchObject({ data: [{ source: 'sso' }] });
  });
});
