import type { ErrorResponse } from '@beacon/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256Hex } from './secure-random.ts';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  SessionClient,
  type TestServer,
  BEACON_WEB,
} from '../../test-support/index.ts';

describe('POST /pulsar-manager/login', () => {
  let app: TestServer;
  let admin: ServerWithSuperuser['admin'];

  beforeEach(async () => {
    ({ app, admin } = await createServerWithSuperuser());
  });
  afterEach(() => app.close());

  it('answers the session in the token, username and tenant headers, never in the body', async () => {
    const response = await new SessionClient(app).login(admin.username, admin.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ login: 'success' });
    expect(response.headers.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers.username).toBe(admin.username);
    expect(response.headers.tenant).toBe('');
    expect(response.body).not.toContain(String(response.headers.token));
  });

  it('trims the username', async () => {
    const response = await new SessionClient(app).login(`  ${admin.username}\t`, admin.password);
    expect(response.statusCode).toBe(200);
    expect(response.headers.username).toBe(admin.username);
  });

  it('refuses a wrong password and an unknown user with the same 401 answer', async () => {
    const wrongPassword = await new SessionClient(app).login(admin.username, 'not-the-password');
    const unknownUser = await new SessionClient(app).login('nobody-here', admin.password);
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'The username or password is incorrect',
        message: 'The username or password is incorrect',
        reason: 'The username or password is incorrect',
      });
      expect(response.headers.token).toBeUndefined();
    }
  });

  it('issues a new 256-bit token at every login and revokes the one the browser held', async () => {
    const client = new SessionClient(app);
    await client.login(admin.username, admin.password);
    const first = client.token;
    await client.login(admin.username, admin.password);
    expect(client.token).not.toBe(first);

    const withOldToken = await app.server.inject({
      url: '/pulsar-manager/users/userInfo',
      headers: { token: first! },
    });
    expect(withOldToken.statusCode).toBe(401);
    const withNewToken = await client.request('GET', '/pulsar-manager/users/userInfo');
    expect(withNewToken.statusCode).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const client = new SessionClient(app);
    await client.login(admin.username, admin.password);
    const rows = await app.database.db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(sha256Hex(client.token!));
    expect(JSON.stringify(rows)).not.toContain(client.token!);
  });

  it('answers 400 with a message when the username is missing', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/pulsar-manager/login',
      headers: BEACON_WEB,
      payload: { password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().error).toMatch(/username/);
  });
});
