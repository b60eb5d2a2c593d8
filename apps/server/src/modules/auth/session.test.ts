import type { ErrorResponse, UserInfoResponse } from '@beacon/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  SessionClient,
  type ServerWithSuperuser,
  type TestServer,
} from '../../test-support/index.ts';

const MINUTE = 60_000;

describe('sessions', () => {
  let app: TestServer;
  let admin: ServerWithSuperuser['admin'];
  let loggedIn: ServerWithSuperuser['loggedIn'];

  beforeEach(async () => {
    ({ app, admin, loggedIn } = await createServerWithSuperuser({
      sessionIdleTimeoutMs: 30 * MINUTE,
      sessionAbsoluteTimeoutMs: 120 * MINUTE,
    }));
  });
  afterEach(() => app.close());

  it('userInfo returns the name and roles of the session user', async () => {
    const response = await (await loggedIn()).request('GET', '/pulsar-manager/users/userInfo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'success',
      userName: admin.username,
      description: '',
      roles: ['super'],
      tenants: [],
      confirmsWith: 'password',
      source: 'local',
    });
  });

  it('userInfo answers 401 with a message containing "login" without a session', async () => {
    const response = await app.server.inject({ url: '/pulsar-manager/users/userInfo' });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorResponse>().message).toContain('login');
    const forged = await app.server.inject({
      url: '/pulsar-manager/users/userInfo',
      headers: { token: 'forged' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('ignores username, tenant and role headers: only the token decides who the caller is', async () => {
    const response = await app.server.inject({
      url: '/pulsar-manager/users/userInfo',
      headers: { username: admin.username, tenant: 'public', role: 'super' },
    });
    expect(response.statusCode).toBe(401);
    const client = await loggedIn();
    const spoofed = await app.server.inject({
      url: '/pulsar-manager/users/userInfo',
      headers: { token: client.token!, username: 'someone-else' },
    });
    expect(spoofed.json<UserInfoResponse>().userName).toBe(admin.username);
  });

  it('expires after the idle timeout, and activity keeps it alive', async () => {
    const client = await loggedIn();
    app.clock.advance(30 * MINUTE - 1000);
    expect((await client.request('GET', '/pulsar-manager/users/userInfo')).statusCode).toBe(200);
    app.clock.advance(30 * MINUTE - 1000);
    expect((await client.request('GET', '/pulsar-manager/users/userInfo')).statusCode).toBe(200);
    app.clock.advance(30 * MINUTE);
    expect((await client.request('GET', '/pulsar-manager/users/userInfo')).statusCode).toBe(401);
  });

  it('expires at the absolute timeout however active it is', async () => {
    const client = await loggedIn();
    for (let step = 0; step < 5; step += 1) {
      app.clock.advance(20 * MINUTE);
      expect((await client.request('GET', '/pulsar-manager/users/userInfo')).statusCode).toBe(200);
    }
    app.clock.advance(20 * MINUTE - 1000); // one second before the 120-minute limit
    expect((await client.request('GET', '/pulsar-manager/users/userInfo')).statusCode).toBe(200);
    app.clock.advance(1000);
    expect((await client.request('GET', '/pulsar-manager/users/userInfo')).statusCode).toBe(401);
  });

  it('logout revokes the session on the server', async () => {
    const client = await loggedIn();
    const token = client.token!;
    const logout = await client.request('POST', '/pulsar-manager/logout');
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logout success' });
    const after = await app.server.inject({ url: '/pulsar-manager/users/userInfo', headers: { token } });
    expect(after.statusCode).toBe(401);
  });

  it('audits logins, refused logins and logouts', async () => {
    await new SessionClient(app).login(admin.username, 'wrong-password');
    app.clock.advance(1000);
    const client = await loggedIn();
    app.clock.advance(1000);
    await client.request('POST', '/pulsar-manager/logout');
    const entries = await app.database.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'result'])
      .orderBy('at')
      .execute();
    expect(entries).toEqual([
      { actor: admin.username, action: 'login', result: 'failure' },
      { actor: admin.username, action: 'login', result: 'success' },
      { actor: admin.username, action: 'logout', result: 'success' },
    ]);
  });

  it('logout of one session leaves the others alive', async () => {
    const first = await loggedIn();
    const second = await loggedIn();
    await first.request('POST', '/pulsar-manager/logout');
    expect((await second.request('GET', '/pulsar-manager/users/userInfo')).statusCode).toBe(200);
  });

  it('a session revoked by another replica is refused once this replica’s session cache has aged', async () => {
    const client = await loggedIn();
    expect((await client.request('GET', '/pulsar-manager/users/userInfo')).statusCode).toBe(200);
    // Another replica sharing the database handles the logout: only the row changes here.
    await app.database.db.updateTable('sessions').set({ revoked_at: app.clock.now() }).execute();
    app.clock.advance(app.config.sessionCacheMs);
    expect((await client.request('GET', '/pulsar-manager/users/userInfo')).statusCode).toBe(401);
  });
});
