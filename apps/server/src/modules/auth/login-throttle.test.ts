import type { ErrorResponse } from '@beacon/contracts';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/open-database.ts';
import {
  ADDRESS_FIRST_SPACING_MS,
  addressSpacingMs,
  LoginThrottle,
  PENDING_LAPSE_MS,
} from './login-throttle.ts';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type TestServer,
  testDatabaseUrl,
  testDialect,
  BEACON_WEB,
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
      headers: BEACON_WEB,
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

  it('slows down, never locks out, an address that tries many user names (issue 28 B18)', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(`guess-${attempt}`, 'wrong-password', '203.0.113.5')).statusCode).toBe(401);
    }
    // Everyone behind that address (a proxy, a NAT) waits for the address's turn, then gets in.
    let answered = false;
    const colleague = login(admin.username, admin.password, '203.0.113.5').then((answer) => {
      answered = true;
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    app.clock.advance(ADDRESS_FIRST_SPACING_MS);
    expect((await colleague).statusCode).toBe(200);
    // Another address was never slowed.
    expect((await login(admin.username, admin.password, '203.0.113.6')).statusCode).toBe(200);
  });

  it('spaces an address’s attempts past five failures 1, 2, 4, then 8 s after its latest', async () => {
    expect([4, 5, 6, 7, 8, 9, 20].map(addressSpacingMs)).toEqual([0, 1000, 2000, 4000, 8000, 8000, 8000]);
    const throttle = new LoginThrottle(app.database.db, app.clock, { maxWaitMs: 0 });
    const address = 'address:192.0.2.99';
    for (let attempt = 0; attempt < 5; attempt += 1) await throttle.fail(await throttle.reserve([address]));
    for (const spacing of [1000, 2000, 4000, 8000, 8000]) {
      const early = await throttle.reserve([address]);
      expect(early).toEqual({ granted: false, retryAfterSeconds: spacing / 1000 });
      app.clock.advance(spacing - 1);
      expect((await throttle.reserve([address])).granted).toBe(false);
      app.clock.advance(1);
      const turn = await throttle.reserve([address]);
      expect(turn.granted).toBe(true);
      // One at a time: while this attempt is checked, the address has no other turn.
      expect((await throttle.reserve([address])).granted).toBe(false);
      await throttle.fail(turn);
    }
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

  it('lets six logins in a row from one address in: a success is not a failure', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await login(admin.username, admin.password)).statusCode).toBe(200);
    }
  });

  it('lets a reservation whose outcome never came lapse instead of counting as a failure', async () => {
    const throttle = new LoginThrottle(app.database.db, app.clock, { maxWaitMs: 0 });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await throttle.reserve(['user:stranded'])).granted).toBe(true);
    }
    expect(await throttle.reserve(['user:stranded'])).toEqual({
      granted: false,
      retryAfterSeconds: PENDING_LAPSE_MS / 1000,
    });
    app.clock.advance(PENDING_LAPSE_MS);
    expect((await throttle.reserve(['user:stranded'])).granted).toBe(true);
  });

  it('takes nothing from the other key when one key refuses', async () => {
    const throttle = new LoginThrottle(app.database.db, app.clock);
    for (let attempt = 0; attempt < 5; attempt += 1)
      await throttle.fail(await throttle.reserve(['user:victim']));
    expect((await throttle.reserve(['user:victim', 'address:192.0.2.77'])).granted).toBe(false);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await throttle.reserve([`user:other-${attempt}`, 'address:192.0.2.77'])).granted).toBe(true);
    }
  });

  /** 401 means the password was checked; 429 means it was not. */
  function statusCounts(statuses: number[]) {
    return {
      checked: statuses.filter((status) => status === 401).length,
      refused: statuses.filter((status) => status === 429).length,
    };
  }

  it('lets 20 concurrent right logins for one user from one address all in (slowed, never refused)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login(admin.username, admin.password, '203.0.113.20')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
  });

  it('checks exactly 5 passwords out of 20 concurrent wrong logins for one user', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => login(admin.username, 'wrong-password', `192.0.2.${index}`)),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ checked: 5, refused: 15 });
  });

  it('checks exactly 5 passwords out of 20 concurrent wrong logins from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login(admin.username, 'wrong-password', '203.0.113.9')),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ checked: 5, refused: 15 });
  });

  describe('with two replicas on one database', () => {
    let second: Awaited<ReturnType<typeof buildApp>>;
    let secondDatabase: DatabaseHandle | undefined;

    beforeEach(async () => {
      // PostgreSQL: a pool of its own on the same database, as another process would have.
      if (testDialect() === 'postgres') {
        const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
          app.database.db,
        );
        secondDatabase = openDatabase({ databaseUrl: testDatabaseUrl(rows[0]!.name) });
      }
      second = await buildApp({
        database: secondDatabase ?? app.database,
        config: app.config,
        clock: app.clock,
        logger: false,
        strictAnswers: true,
      });
    });
    afterEach(async () => {
      await second.server.close();
      await secondDatabase?.close();
    });

    it('checks exactly 5 passwords out of 20 concurrent wrong logins spread over both', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 === 0 ? app.server : second.server).inject({
            method: 'POST',
            url: '/pulsar-manager/login',
            headers: BEACON_WEB,
            payload: { username: admin.username, password: 'wrong-password' },
            remoteAddress: `198.51.100.${index}`,
          }),
        ),
      );
      expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ checked: 5, refused: 15 });
    });
  });
});
