import { MESSAGES, SETUP_MESSAGES, type ErrorResponse, type UserInfoResponse } from '@beacon/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUserCredentials, strongPassword } from '@beacon/test-kit';
import { createTestServer, SessionClient, type TestServer } from '../../test-support/index.ts';
import { BOOTSTRAP_THROTTLED } from './superuser-bootstrap.ts';
import { SUPER_ROLE_ID } from './super-role.ts';

describe('first super user', () => {
  let app: TestServer;

  beforeEach(async () => {
    app = await createTestServer();
  });
  afterEach(() => app.close());

  async function bootstrap(body: object, query = '') {
    const client = new SessionClient(app);
    await client.fetchCsrfToken();
    return client.request('PUT', `/pulsar-manager/users/superuser${query}`, body);
  }

  /** An anonymous bootstrap call, as the web sends it, from `address`. */
  async function bootstrapFrom(address: string, body: object) {
    const xsrf = await new SessionClient(app).fetchCsrfToken();
    return app.server.inject({
      method: 'PUT',
      url: '/pulsar-manager/users/superuser',
      headers: { 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
      payload: body,
      remoteAddress: address,
    });
  }

  it('has no user and no default password on a fresh install', async () => {
    const count = await app.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    for (const [username, password] of [
      ['admin', 'admin'],
      ['pulsar', 'pulsar'],
      ['admin', 'apachepulsar'],
    ] as const) {
      expect((await new SessionClient(app).login(username, password)).statusCode).toBe(401);
    }
  });

  it('creates the first super user once, then refuses with 403 forever', async () => {
    const first = newUserCredentials('root');
    const created = await bootstrap({
      name: first.username,
      password: first.password,
      email: 'root@example.com',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ message: 'Add super user success, please login' });

    const client = new SessionClient(app);
    expect((await client.login(first.username, first.password)).statusCode).toBe(200);
    expect(
      (await client.request('GET', '/pulsar-manager/users/userInfo')).json<UserInfoResponse>().roles,
    ).toEqual(['super']);

    const again = await bootstrap({ name: 'another-root', password: strongPassword() });
    expect(again.statusCode).toBe(403);
    expect(again.json<ErrorResponse>().error).toBe('Superuser already exists');
  });

  it('needs the setup token while the server has one out, and uses it up (issue 28 B15)', async () => {
    // What every start does while no user exists: the setup link's token is printed in the log.
    const token = await app.firstRunSetup.issueToken();
    expect(token).toBeDefined();
    const first = newUserCredentials('root');
    const body = { name: first.username, password: first.password };

    const without = await bootstrap(body);
    expect(without.statusCode).toBe(403);
    expect(without.json<ErrorResponse>().error).toBe(SETUP_MESSAGES.bootstrapNeedsToken);
    const wrong = await bootstrap(body, '?token=not-the-token');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<ErrorResponse>().error).toBe(SETUP_MESSAGES.tokenInvalid);
    expect((await new SessionClient(app).login(first.username, first.password)).statusCode).toBe(401);

    const created = await bootstrap(body, `?token=${encodeURIComponent(token ?? '')}`);
    expect(created.statusCode, created.body).toBe(200);
    expect((await new SessionClient(app).login(first.username, first.password)).statusCode).toBe(200);
    // The setup link went with it.
    const setupClient = new SessionClient(app);
    await setupClient.fetchCsrfToken();
    const setup = await setupClient.request('PUT', '/pulsar-manager/users/setup', {
      token,
      name: 'second-root',
      password: strongPassword(),
    });
    expect(setup.statusCode).toBe(403);
    expect(setup.json<ErrorResponse>().error).toBe(SETUP_MESSAGES.closed);
  });

  it('is refused once the start-up variables have created a user', async () => {
    const seeded = newUserCredentials('seeded');
    expect(await app.superuserBootstrap.seedFromConfig(seeded.username, seeded.password)).toBe('created');
    expect((await bootstrap({ name: 'late', password: strongPassword() })).statusCode).toBe(403);
  });

  it('lets exactly one of two concurrent bootstrap calls win', async () => {
    const results = await Promise.all([
      bootstrap({ name: 'racer-one', password: strongPassword() }),
      bootstrap({ name: 'racer-two', password: strongPassword() }),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 403]);
    const users = await app.database.db.selectFrom('users').select('name').execute();
    expect(users).toHaveLength(1);
  });

  it('seeding is idempotent and never changes an existing password', async () => {
    const seeded = newUserCredentials('seeded');
    await app.superuserBootstrap.seedFromConfig(seeded.username, seeded.password);
    expect(await app.superuserBootstrap.seedFromConfig(seeded.username, 'a-different-password')).toBe(
      'exists',
    );
    expect((await new SessionClient(app).login(seeded.username, seeded.password)).statusCode).toBe(200);
  });

  it('lets two replicas seed the same super user at once, both starting', async () => {
    const seeded = newUserCredentials('seeded-together');
    const outcomes = await Promise.all([
      app.superuserBootstrap.seedFromConfig(seeded.username, seeded.password),
      app.superuserBootstrap.seedFromConfig(seeded.username, seeded.password),
    ]);
    expect(outcomes.sort()).toEqual(['created', 'exists']);
    expect((await new SessionClient(app).login(seeded.username, seeded.password)).statusCode).toBe(200);
  });

  it('validates the body with clear messages', async () => {
    const shortPassword = await bootstrap({ name: 'root', password: 'short' });
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json<ErrorResponse>().error).toBe(
      'password: The password must be at least 12 characters',
    );
    const noName = await bootstrap({ password: strongPassword() });
    expect(noName.statusCode).toBe(400);
    expect(noName.json<ErrorResponse>().error).toContain('The name can not is empty');
  });

  it('stores an argon2id hash with its own salt per user', async () => {
    const password = strongPassword();
    await app.superuserBootstrap.seedFromConfig('first-user', password);
    await app.superuserBootstrap.seedFromConfig('second-user', password);
    const rows = await app.database.db.selectFrom('users').select('password_hash').execute();
    expect(rows.map((row) => row.password_hash?.startsWith('$argon2id$'))).toEqual([true, true]);
    expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash);
    expect(JSON.stringify(rows)).not.toContain(password);
  });

  it('never leaves a half-written user when a later write of the transaction fails', async () => {
    // Without the built-in role the role binding violates its foreign key after the user row is written.
    await app.database.db.deleteFrom('roles').where('id', '=', SUPER_ROLE_ID).execute();
    const response = await bootstrap({ name: 'half-written', password: strongPassword() });
    expect(response.statusCode).toBe(500);
    expect(response.json<ErrorResponse>().error).toMatch(/^Internal server error \(request id [0-9a-f-]+\)$/);
    const users = await app.database.db.selectFrom('users').select('name').execute();
    expect(users).toEqual([]);
  });

  it('refuses with 403 before it looks at the password once a user exists', async () => {
    await app.superuserBootstrap.seedFromConfig('seeded', strongPassword());
    // A common password is refused (400) only after the existence check: the 403 proves the order,
    // and that nothing was hashed for this call.
    const refused = await bootstrap({ name: 'late', password: 'Password2024!' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorResponse>().error).toBe(MESSAGES.superuserExists);
  });

  it('answers 429 with Retry-After past 5 calls from one address in 5 minutes', async () => {
    await app.superuserBootstrap.seedFromConfig('seeded', strongPassword());
    const call = async (address: string) => {
      const answer = await bootstrapFrom(address, { name: 'late', password: strongPassword() });
      return `${answer.statusCode} ${answer.json<ErrorResponse>().error}`;
    };
    const exists = `403 ${MESSAGES.superuserExists}`;
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await call('192.0.2.44')).toBe(exists);
    const flooded = await Promise.all(
      Array.from({ length: 20 }, () =>
        bootstrapFrom('192.0.2.44', { name: 'late', password: strongPassword() }),
      ),
    );
    for (const answer of flooded) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json<ErrorResponse>().error).toBe(BOOTSTRAP_THROTTLED);
      expect(Number(answer.headers['retry-after'])).toBe(300);
    }
    // Another address is not affected, and the window passes.
    expect(await call('192.0.2.45')).toBe(exists);
    app.clock.advance(5 * 60_000);
    expect(await call('192.0.2.44')).toBe(exists);
  });

  it('does not let the bootstrap throttle touch logins from the same address', async () => {
    const admin = newUserCredentials('root');
    await app.superuserBootstrap.seedFromConfig(admin.username, admin.password);
    for (let call = 0; call < 6; call += 1)
      await bootstrapFrom('192.0.2.46', { name: 'x', password: strongPassword() });
    const login = await app.server.inject({
      method: 'POST',
      url: '/pulsar-manager/login',
      payload: { username: admin.username, password: admin.password },
      remoteAddress: '192.0.2.46',
    });
    expect(login.statusCode).toBe(200);
  });
});
