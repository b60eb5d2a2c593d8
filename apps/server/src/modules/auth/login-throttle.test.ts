import type { ErrorResponse } from '@beacon/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type TestServer,
} from '../../test-support/index.ts';

describe('login throttling', () => {
  let app: TestServer;
  let admin: ServerWithSuperuser['admin'];

  beforeEach(async () => {
    ({ app, admin } = await createServerWithSuperuser());
  });
  afterEach(() => app.close());

  function login(username: string, password: string, address = '192.0.2.10') {
    return app.server.inject({
      method: 'POST',
      url: '/pulsar-manager/login',
      payload: { username, password },
      remoteAddress: address,
    });
  }

  it('answers 429 with Retry-After after 5 failures for one user, even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(admin.username, 'wrong-password', `192.0.2.${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login(admin.username, admin.password, '198.51.100.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<ErrorResponse>().error).toBe('Too many failed login attempts, try again later');
    expect(Number(blocked.headers['retry-after'])).toBe(300);
  });

  it('blocks one address that tries many usernames', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await login(`guess-${attempt}`, 'wrong-password', '203.0.113.5');
    }
    expect((await login(admin.username, admin.password, '203.0.113.5')).statusCode).toBe(429);
    expect((await login(admin.username, admin.password, '203.0.113.6')).statusCode).toBe(200);
  });

  it('lets the user in again once the window has passed', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await login(admin.username, 'wrong-password');
      app.clock.advance(10_000);
    }
    expect((await login(admin.username, admin.password)).statusCode).toBe(429);
    app.clock.advance(5 * 60_000 - 50_000); // the first failure leaves the 5-minute window
    const retried = await login(admin.username, admin.password);
    expect(retried.statusCode).toBe(200);
  });

  it('does not throttle four failures', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await login(admin.username, 'wrong-password');
    expect((await login(admin.username, admin.password)).statusCode).toBe(200);
  });
});
