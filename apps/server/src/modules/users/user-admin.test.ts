import {
  PASSWORD_CONFIRMATION_REQUIRED,
  type ErrorResponse,
  type UserInfoResponse,
  type UserSummary,
} from '@beacon/contracts';
import { RECENT_PASSWORD_WINDOW_MS } from '../auth/index.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUserCredentials, uniqueName } from '@beacon/test-kit';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  SessionClient,
  type TestServer,
} from '../../test-support/index.ts';

describe('user management (super only)', () => {
  let app: TestServer;
  let admin: ServerWithSuperuser['admin'];
  let superSession: SessionClient;
  let loggedInTenantAdmin: ServerWithSuperuser['loggedInTenantAdmin'];

  beforeEach(async () => {
    const server = await createServerWithSuperuser();
    ({ app, admin } = server);
    superSession = await server.loggedIn();
    loggedInTenantAdmin = server.loggedInTenantAdmin;
  });
  afterEach(() => app.close());

  function createUser(body: object, session = superSession) {
    return session.request('PUT', '/pulsar-manager/users/user', body);
  }

  it('creates a tenant admin who logs in with the admin role and its tenants', async () => {
    const tenantAdmin = newUserCredentials('tenant-admin');
    const created = await createUser({
      name: tenantAdmin.username,
      password: tenantAdmin.password,
      email: 'ta@example.com',
      tenants: ['public', 'orders'],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ message: 'Create a user success' });

    const session = new SessionClient(app);
    const login = await session.login(tenantAdmin.username, tenantAdmin.password);
    expect(login.headers.tenant).toBe('orders');
    const info = (await session.request('GET', '/pulsar-manager/users/userInfo')).json<UserInfoResponse>();
    expect(info.roles).toEqual(['admin']);
    expect(info.tenants).toEqual(['orders', 'public']);
  });

  it('refuses user management to a tenant admin (403) and to anonymous callers (401)', async () => {
    const session = await loggedInTenantAdmin(['t1']);
    const refused = await createUser(
      { name: uniqueName('x'), password: 'long-enough-pass', email: 'x@example.com' },
      session,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorResponse>().error).toBe('This user no permissions for this resource');
    expect((await session.request('GET', '/pulsar-manager/users')).statusCode).toBe(403);
    expect((await app.server.inject({ url: '/pulsar-manager/users' })).statusCode).toBe(401);
  });

  it('lists users with paging and never their password hashes', async () => {
    for (const name of ['user-a', 'user-b', 'user-c']) {
      await createUser({ name, password: 'long-enough-pass', email: `${name}@example.com` });
    }
    const page = await superSession.request('GET', '/pulsar-manager/users?page_num=2&page_size=2');
    const body = page.json<{ total: number; data: UserSummary[] }>();
    expect(body.total).toBe(4);
    expect(body.data.map((user) => user.name)).toEqual(['user-b', 'user-c']);
    expect(page.body).not.toMatch(/argon2|password/i);

    const badPage = await superSession.request('GET', '/pulsar-manager/users?page_size=5000');
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json<ErrorResponse>().error).toContain('page_size is incorrect');
  });

  it('answers the spec messages for missing fields and a duplicate name', async () => {
    const noEmail = await createUser({ name: 'someone', password: 'long-enough-pass' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json<ErrorResponse>().error).toBe('email: The email can not is empty');
    const noPassword = await createUser({ name: 'someone', email: 's@example.com' });
    expect(noPassword.json<ErrorResponse>().error).toBe('password: The password can not is empty');
    const duplicate = await createUser({
      name: admin.username,
      password: 'long-enough-pass',
      email: 'd@example.com',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<ErrorResponse>().error).toBe('User already exist, please check');
    // A name that differs only in case reads as the same person in every list and audit line.
    const sameIgnoringCase = await createUser({
      name: admin.username.toUpperCase(),
      password: 'long-enough-pass',
      email: 'd@example.com',
    });
    expect(sameIgnoringCase.statusCode).toBe(409);
    expect(sameIgnoringCase.json<ErrorResponse>().error).toBe(
      `A user named ${admin.username} already exists (names are compared ignoring case)`,
    );
    // Long enough, yet no secret: twelve spaces, or one key held down.
    for (const [password, message] of [
      [' '.repeat(14), 'password: The password can not be only spaces'],
      ['a'.repeat(14), 'password: The password can not be one character repeated'],
    ])
      expect(
        (await createUser({ name: 'someone', password, email: 's@example.com' })).json<ErrorResponse>().error,
      ).toBe(message);
    // A binding in an environment that does not exist would wait for one created with that name.
    const nowhere = await createUser({
      name: 'someone',
      password: 'long-enough-pass',
      email: 's@example.com',
      tenants: [{ environment: 'nowhere', tenant: 'acme' }],
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json<ErrorResponse>().error).toBe(
      'Environment nowhere does not exist: bind tenants in an existing one',
    );
    const badTenant = await createUser({
      name: 'someone',
      password: 'long-enough-pass',
      email: 's@example.com',
      tenants: ['../x'],
    });
    expect(badTenant.statusCode).toBe(400);
  });

  it('a password change is its own call: it ends the user’s sessions and the new password works', async () => {
    const user = newUserCredentials('changer');
    await createUser({
      name: user.username,
      password: user.password,
      email: 'c@example.com',
      tenants: ['t1'],
    });
    const session = new SessionClient(app);
    await session.login(user.username, user.password);

    const changed = await superSession.request('POST', '/pulsar-manager/users/user/password', {
      name: user.username,
      password: 'the-new-password',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: 'Change a password success' });
    expect((await session.request('GET', '/pulsar-manager/users/userInfo')).statusCode).toBe(401);
    expect((await new SessionClient(app).login(user.username, 'the-new-password')).statusCode).toBe(200);
    expect((await new SessionClient(app).login(user.username, user.password)).statusCode).toBe(401);

    const tooShort = await superSession.request('POST', '/pulsar-manager/users/user/password', {
      name: user.username,
      password: 'short',
    });
    expect(tooShort.statusCode).toBe(400);
    const nobody = await superSession.request('POST', '/pulsar-manager/users/user/password', {
      name: 'nobody',
      password: 'the-new-password',
    });
    expect(nobody.statusCode).toBe(404);
    const byTenantAdmin = await (
      await loggedInTenantAdmin(['t1'])
    ).request('POST', '/pulsar-manager/users/user/password', {
      name: admin.username,
      password: 'the-new-password',
    });
    expect(byTenantAdmin.statusCode).toBe(403);
  });

  it("setting another user's password needs a recent password, and that user is told at its next sign-in (issue 28 B16)", async () => {
    const target = newUserCredentials('target');
    await createUser({ name: target.username, password: target.password, email: 't@example.com' });
    // The super session last typed its password more than 5 minutes ago.
    app.clock.advance(RECENT_PASSWORD_WINDOW_MS);
    const stale = await superSession.request('POST', '/pulsar-manager/users/user/password', {
      name: target.username,
      password: 'the-new-password',
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: PASSWORD_CONFIRMATION_REQUIRED });
    expect((await new SessionClient(app).login(target.username, 'the-new-password')).statusCode).toBe(401);

    const confirmed = await superSession.request('POST', '/pulsar-manager/auth/confirm-password', {
      password: admin.password,
    });
    expect(confirmed.statusCode).toBe(200);
    const reset = await superSession.request('POST', '/pulsar-manager/users/user/password', {
      name: target.username,
      password: 'the-new-password',
    });
    expect(reset.statusCode).toBe(200);
    const resetAt = app.clock.now();

    const first = await new SessionClient(app).login(target.username, 'the-new-password');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ login: 'success', passwordReset: { by: admin.username, at: resetAt } });
    // Told once.
    const second = await new SessionClient(app).login(target.username, 'the-new-password');
    expect(second.json()).toEqual({ login: 'success' });
  });

  it('an update never changes the password: a stale or empty one is accepted and ignored, sessions kept', async () => {
    const user = newUserCredentials('profile');
    await createUser({ name: user.username, password: user.password, email: 'p@example.com' });
    const session = new SessionClient(app);
    await session.login(user.username, user.password);

    // Pulsar Manager's edit dialog sends the user back whole, with whatever the password field held.
    for (const password of ['', 'a-stale-password-typed-elsewhere']) {
      const updated = await superSession.request('POST', '/pulsar-manager/users/user', {
        name: user.username,
        email: 'p2@example.com',
        description: 'edited',
        password,
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toEqual({ message: 'Update a user success' });
    }
    expect((await session.request('GET', '/pulsar-manager/users/userInfo')).statusCode).toBe(200);
    expect((await new SessionClient(app).login(user.username, user.password)).statusCode).toBe(200);
    expect(
      (await new SessionClient(app).login(user.username, 'a-stale-password-typed-elsewhere')).statusCode,
    ).toBe(401);
    const listed = (await superSession.request('GET', '/pulsar-manager/users?page_size=100')).json<{
      data: UserSummary[];
    }>();
    expect(listed.data.find((entry) => entry.name === user.username)).toMatchObject({
      email: 'p2@example.com',
      description: 'edited',
    });
  });

  it('an update without superUser or tenants (Pulsar Manager’s dialog) keeps the user’s roles', async () => {
    const user = newUserCredentials('kept');
    await createUser({
      name: user.username,
      password: user.password,
      email: 'k@example.com',
      tenants: ['t7'],
    });
    const session = new SessionClient(app);
    await session.login(user.username, user.password);
    const updated = await superSession.request('POST', '/pulsar-manager/users/user', {
      name: user.username,
      email: 'k@example.com',
      phoneNumber: '123',
    });
    expect(updated.statusCode).toBe(200);
    const info = (await session.request('GET', '/pulsar-manager/users/userInfo')).json<UserInfoResponse>();
    expect(info).toMatchObject({ roles: ['admin'], tenants: ['t7'] });

    // Changed rights end the sessions that carried the old ones.
    await superSession.request('POST', '/pulsar-manager/users/user', {
      name: user.username,
      email: 'k@example.com',
      tenants: ['t8'],
    });
    expect((await session.request('GET', '/pulsar-manager/users/userInfo')).statusCode).toBe(401);
  });

  it('deletes a user and their sessions, but never the caller', async () => {
    const user = newUserCredentials('leaver');
    await createUser({ name: user.username, password: user.password, email: 'l@example.com' });
    const session = new SessionClient(app);
    await session.login(user.username, user.password);

    const deleted = await superSession.request('DELETE', '/pulsar-manager/users/user', {
      name: user.username,
    });
    expect(deleted.json()).toEqual({ message: 'Delete a user success' });
    expect((await session.request('GET', '/pulsar-manager/users/userInfo')).statusCode).toBe(401);

    const self = await superSession.request('DELETE', '/pulsar-manager/users/user', { name: admin.username });
    expect(self.statusCode).toBe(400);
    expect(self.json<ErrorResponse>().error).toBe('You cannot delete your own account');
    const missing = await superSession.request('DELETE', '/pulsar-manager/users/user', { name: 'nobody' });
    expect(missing.statusCode).toBe(404);
  });

  it('records each change in the audit log in the same transaction', async () => {
    await createUser({
      name: 'audited',
      password: 'long-enough-pass',
      email: 'a@example.com',
      tenants: ['t9'],
    });
    app.clock.advance(1000);
    await superSession.request('DELETE', '/pulsar-manager/users/user', { name: 'audited' });
    const entries = await app.database.db
      .selectFrom('audit_log')
      .where('action', 'like', 'user.%')
      .select(['actor', 'action', 'target', 'result'])
      .orderBy('at')
      .execute();
    expect(entries).toEqual([
      { actor: admin.username, action: 'user.create', target: 'audited', result: 'success' },
      { actor: admin.username, action: 'user.delete', target: 'audited', result: 'success' },
    ]);
  });
});
