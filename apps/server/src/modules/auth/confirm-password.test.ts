import { PASSWORD_CONFIRMATION_REQUIRED, type ErrorResponse } from '@beacon/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../http-errors.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  SessionClient,
  type TestServer,
} from '../../test-support/index.ts';
import { RECENT_PASSWORD_WINDOW_MS, requireRecentPassword } from './recent-password.ts';

const CONFIRM = '/pulsar-manager/auth/confirm-password';

describe('recent password (issue 15 item 5)', () => {
  let app: TestServer;
  let admin: ServerWithSuperuser['admin'];
  let client: SessionClient;

  beforeEach(async () => {
    let loggedIn: ServerWithSuperuser['loggedIn'];
    ({ app, admin, loggedIn } = await createServerWithSuperuser());
    client = await loggedIn();
  });
  afterEach(() => app.close());

  /** The session as the authenticate hook would read it from the database. */
  async function identity(): Promise<Authenticated> {
    const live = await app.sessions.findLive(client.token!);
    if (!live) throw new Error('the session is not live');
    return { ...live, access: { roles: ['super'], tenants: [], bindings: [] } } as unknown as Authenticated;
  }

  function refusal(auth: Authenticated): HttpError | undefined {
    try {
      requireRecentPassword(auth, app.clock.now());
      return undefined;
    } catch (error) {
      if (error instanceof HttpError) return error;
      throw error;
    }
  }

  it('a fresh login counts as a recent password for 5 minutes, then no more', async () => {
    expect(refusal(await identity())).toBeUndefined();
    app.clock.advance(RECENT_PASSWORD_WINDOW_MS - 1);
    expect(refusal(await identity())).toBeUndefined();
    app.clock.advance(1);
    const error = refusal(await identity());
    expect(error?.statusCode).toBe(403);
    expect(error?.code).toBe(PASSWORD_CONFIRMATION_REQUIRED);
  });

  it('the right password renews the window of this session only, and is audited', async () => {
    const other = new SessionClient(app);
    await other.login(admin.username, admin.password);
    app.clock.advance(RECENT_PASSWORD_WINDOW_MS);
    const response = await client.request('POST', CONFIRM, { password: admin.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'success',
      confirmedUntil: app.clock.now() + RECENT_PASSWORD_WINDOW_MS,
    });
    expect(response.body).not.toContain(admin.password);
    expect(refusal(await identity())).toBeUndefined();
    const otherLive = await app.sessions.findLive(other.token!);
    expect(otherLive?.session.password_confirmed_at).toBe(app.clock.now() - RECENT_PASSWORD_WINDOW_MS);
    const entries = await app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'auth.confirm-password')
      .execute();
    expect(entries.map((entry) => [entry.actor, entry.result])).toEqual([[admin.username, 'success']]);
  });

  it('a wrong password answers 403 with a message that does not sign the web out, and is audited', async () => {
    app.clock.advance(RECENT_PASSWORD_WINDOW_MS);
    const response = await client.request('POST', CONFIRM, { password: 'not-the-password' });
    expect(response.statusCode).toBe(403);
    const body = response.json<ErrorResponse>();
    expect(body.message).toBe('The password is incorrect');
    expect(body.message.toLowerCase()).not.toContain('login');
    expect(refusal(await identity())?.code).toBe(PASSWORD_CONFIRMATION_REQUIRED);
    const entries = await app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'auth.confirm-password')
      .execute();
    expect(entries.map((entry) => entry.result)).toEqual(['failure']);
    expect(JSON.stringify(entries)).not.toContain('not-the-password');
  });

  it('spends the login throttle: the sixth guess answers 429 even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await client.request('POST', CONFIRM, { password: `wrong-${attempt}` });
      expect(response.statusCode).toBe(403);
    }
    const throttled = await client.request('POST', CONFIRM, { password: admin.password });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an empty password with 400 and a message, and anonymous callers with 401', async () => {
    const empty = await client.request('POST', CONFIRM, { password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorResponse>().message).toContain('The password can not is empty');
    const anonymous = new SessionClient(app);
    await anonymous.fetchCsrfToken();
    const refused = await anonymous.request('POST', CONFIRM, { password: admin.password });
    expect(refused.statusCode).toBe(401);
  });
});
