import {
  type ErrorResponse,
  MESSAGES,
  SETUP_MESSAGES,
  type SetupStatusResponse,
  type UserInfoResponse,
} from '@beacon/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUserCredentials, strongPassword } from '@beacon/test-kit';
import { BEACON_WEB, createTestServer, SessionClient, type TestServer } from '../../test-support/index.ts';

describe('first-run setup', () => {
  let app: TestServer;
  /** Every answer of the test, searched for the token at the end. */
  let answers: LightMyRequestResponse[];

  beforeEach(async () => {
    app = await createTestServer();
    answers = [];
  });
  afterEach(() => app.close());

  function remember(answer: LightMyRequestResponse): LightMyRequestResponse {
    answers.push(answer);
    return answer;
  }

  async function status(): Promise<boolean> {
    const answer = remember(
      await app.server.inject({ method: 'GET', url: '/pulsar-manager/users/setup/status' }),
    );
    expect(answer.statusCode).toBe(200);
    return answer.json<SetupStatusResponse>().pending;
  }

  /** The setup call as the setup page sends it, anonymous, from `address`. */
  async function setup(body: object, address = '192.0.2.10') {
    const xsrf = await new SessionClient(app).fetchCsrfToken();
    return remember(
      await app.server.inject({
        method: 'PUT',
        url: '/pulsar-manager/users/setup',
        // The setup page of Beacon's web sends it.
        headers: { ...BEACON_WEB, 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
        payload: body,
        remoteAddress: address,
      }),
    );
  }

  const errorOf = (answer: LightMyRequestResponse) =>
    `${answer.statusCode} ${answer.json<ErrorResponse>().error}`;

  it('is pending on an empty database and says only that', async () => {
    const answer = await app.server.inject({ method: 'GET', url: '/pulsar-manager/users/setup/status' });
    expect(answer.json()).toEqual({ pending: true });
  });

  it('creates the first super user with the token, then is closed for good', async () => {
    const token = await app.firstRunSetup.issueToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    const root = newUserCredentials('root');
    const created = await setup({ token, name: root.username, password: root.password });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ message: SETUP_MESSAGES.done });
    expect(await status()).toBe(false);

    const client = new SessionClient(app);
    expect(remember(await client.login(root.username, root.password)).statusCode).toBe(200);
    const info = remember(await client.request('GET', '/pulsar-manager/users/userInfo'));
    expect(info.json<UserInfoResponse>().roles).toEqual(['super']);

    // The same token, a new one (a restart after setup issues none), and the bootstrap call: all 403.
    expect(errorOf(await setup({ token, name: 'second', password: strongPassword() }))).toBe(
      `403 ${SETUP_MESSAGES.closed}`,
    );
    expect(await app.firstRunSetup.issueToken()).toBeUndefined();
    const xsrfClient = new SessionClient(app);
    await xsrfClient.fetchCsrfToken();
    const refused = remember(
      await xsrfClient.request('PUT', '/pulsar-manager/users/superuser', {
        name: 'late',
        password: strongPassword(),
      }),
    );
    expect(errorOf(refused)).toBe(`403 ${MESSAGES.superuserExists}`);

    const users = await app.database.db.selectFrom('users').select('name').execute();
    expect(users).toEqual([{ name: root.username }]);
    for (const answer of answers) {
      expect(answer.body).not.toContain(token);
      expect(JSON.stringify(answer.headers)).not.toContain(token);
    }
  });

  it('stores only a hash of the token', async () => {
    const token = await app.firstRunSetup.issueToken();
    const settings = await app.database.db.selectFrom('settings').selectAll().execute();
    expect(JSON.stringify(settings)).not.toContain(token);
    expect(settings.map((row) => row.name)).toContain('setup-token-hash');
  });

  it('requires the token, and refuses a wrong one', async () => {
    await app.firstRunSetup.issueToken();
    const root = newUserCredentials('root');
    expect(errorOf(await setup({ name: root.username, password: root.password }))).toBe(
      `400 token: ${SETUP_MESSAGES.tokenMissing}`,
    );
    expect(errorOf(await setup({ token: '', name: root.username, password: root.password }))).toBe(
      `400 token: ${SETUP_MESSAGES.tokenMissing}`,
    );
    expect(errorOf(await setup({ token: 'guessed', name: root.username, password: root.password }))).toBe(
      `403 ${SETUP_MESSAGES.tokenInvalid}`,
    );
    expect(await status()).toBe(true);
  });

  it('refuses every token while none was issued (the server was started with seeding variables)', async () => {
    expect(errorOf(await setup({ token: 'anything', name: 'root', password: strongPassword() }))).toBe(
      `403 ${SETUP_MESSAGES.tokenInvalid}`,
    );
  });

  it('stops accepting the old token once a restart issues a new one', async () => {
    const old = await app.firstRunSetup.issueToken();
    const fresh = await app.firstRunSetup.issueToken();
    expect(fresh).not.toBe(old);
    const root = newUserCredentials('root');
    expect(errorOf(await setup({ token: old, name: root.username, password: root.password }))).toBe(
      `403 ${SETUP_MESSAGES.tokenInvalid}`,
    );
    expect((await setup({ token: fresh, name: root.username, password: root.password })).statusCode).toBe(
      200,
    );
  });

  it('validates name and password with the messages of user creation', async () => {
    const token = await app.firstRunSetup.issueToken();
    expect(errorOf(await setup({ token, password: strongPassword() }))).toBe(
      '400 name: The name can not is empty',
    );
    expect(errorOf(await setup({ token, name: '  ', password: strongPassword() }))).toBe(
      '400 name: The name can not is empty',
    );
    expect(errorOf(await setup({ token, name: 'root' }))).toBe('400 password: The password can not is empty');
    expect(errorOf(await setup({ token, name: 'root', password: 'short' }))).toBe(
      '400 password: The password must be at least 12 characters',
    );
    expect(errorOf(await setup({ token, name: 'root', password: 'Password2024!' }))).toBe(
      `400 ${MESSAGES.passwordTooCommon}`,
    );
    // None of these used the token up.
    expect(await status()).toBe(true);
    expect((await setup({ token, name: 'root', password: strongPassword() })).statusCode).toBe(200);
  });

  it('is closed once the start-up variables have created a user', async () => {
    const token = await app.firstRunSetup.issueToken();
    await app.superuserBootstrap.seedFromConfig('seeded', strongPassword());
    expect(await status()).toBe(false);
    expect(errorOf(await setup({ token, name: 'late', password: strongPassword() }))).toBe(
      `403 ${SETUP_MESSAGES.closed}`,
    );
  });

  it('lets exactly one of two concurrent setups win', async () => {
    const token = await app.firstRunSetup.issueToken();
    const results = await Promise.all([
      setup({ token, name: 'racer-one', password: strongPassword() }),
      setup({ token, name: 'racer-two', password: strongPassword() }),
    ]);
    expect(results.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    expect(await app.database.db.selectFrom('users').select('name').execute()).toHaveLength(1);
  });

  it('records the setup in the audit trail without the password or the token', async () => {
    const token = await app.firstRunSetup.issueToken();
    const root = newUserCredentials('root');
    await setup({ token, name: root.username, password: root.password });
    const entries = await app.database.db.selectFrom('audit_log').selectAll().execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: root.username,
      action: 'setup.complete',
      target: root.username,
      result: 'success',
    });
    expect(JSON.parse(entries[0]!.detail)).toMatchObject({
      before: { setup: 'pending' },
      after: { setup: 'complete', name: root.username, superUser: true },
    });
    const recorded = JSON.stringify(entries);
    expect(recorded).not.toContain(root.password);
    expect(recorded).not.toContain(token);
  });

  it('answers 429 past 5 refused calls from one address in 5 minutes', async () => {
    const token = await app.firstRunSetup.issueToken();
    const guess = (address: string) =>
      setup({ token: 'guessed', name: 'root', password: strongPassword() }, address).then(errorOf);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await guess('192.0.2.44')).toBe(`403 ${SETUP_MESSAGES.tokenInvalid}`);
    }
    const flooded = await setup({ token, name: 'root', password: strongPassword() }, '192.0.2.44');
    expect(errorOf(flooded)).toBe(`429 ${SETUP_MESSAGES.throttled}`);
    expect(Number(flooded.headers['retry-after'])).toBe(300);
    // Another address is not affected, and the right token still works from it.
    expect((await setup({ token, name: 'root', password: strongPassword() }, '192.0.2.45')).statusCode).toBe(
      200,
    );
  });
});
