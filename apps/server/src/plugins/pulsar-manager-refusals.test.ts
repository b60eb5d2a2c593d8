// Issue 28 C21: the refusals Pulsar Manager's front end toasted empty (a wrong password, an invalid
// environment URL, a short password, a token to type again, a token without a signing key) show
// their text there, while Beacon's web receives the same answers as before.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PulsarManagerClient, pulsarManagerToast } from '../test-support/pulsar-manager-client.ts';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
  startFakeBroker,
  type FakeBroker,
} from '../test-support/index.ts';

const ENVIRONMENTS = '/pulsar-manager/environments/environment';

describe("refusals Pulsar Manager's front end shows", () => {
  let server: ServerWithSuperuser;
  let pm: PulsarManagerClient;
  let web: SessionClient;
  let broker: FakeBroker;

  beforeEach(async () => {
    server = await createServerWithSuperuser();
    broker = await startFakeBroker({ requiredToken: 'stored-token' });
    web = await server.loggedIn();
    pm = new PulsarManagerClient(server.app);
    expect((await pm.login(server.admin.username, server.admin.password)).statusCode).toBe(200);
    const saved = await web.request('PUT', ENVIRONMENTS, {
      name: 'prod',
      broker: broker.url,
      bookie: broker.url,
      token: 'stored-token',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterEach(async () => {
    await server.app.close();
    await broker.close();
  });

  /** The same call from Beacon's web: status and body as before this change. */
  async function fromWeb(method: 'PUT' | 'POST', url: string, body: object) {
    return web.request(method, url, body);
  }

  it('a wrong password: its toast says so, and the login is refused', async () => {
    const stranger = new PulsarManagerClient(server.app);
    const refused = await stranger.login(server.admin.username, 'not-the-password');
    expect(refused.statusCode).toBe(422);
    expect(pulsarManagerToast(refused.statusCode, refused.body)).toBe(
      'The username or password is incorrect',
    );
    expect(stranger.token).toBe('');
    // Beacon's web still gets its 401, and logs nobody out for it.
    const fromBeacon = await server.app.server.inject({
      method: 'POST',
      url: '/pulsar-manager/login',
      headers: { 'x-beacon-session': 'cookie', 'x-xsrf-token': pm.xsrf, cookie: `XSRF-TOKEN=${pm.xsrf}` },
      payload: { username: server.admin.username, password: 'not-the-password' },
    });
    expect(fromBeacon.statusCode).toBe(401);
    expect(fromBeacon.json<{ error: string }>().error).toBe('The username or password is incorrect');
  });

  it('an invalid environment URL and a token to type again', async () => {
    const invalid = { name: 'bad', broker: 'ftp://broker.invalid', bookie: 'http://127.0.0.1:1' };
    const refused = await pm.call('PUT', ENVIRONMENTS, invalid);
    expect(refused.statusCode).toBe(422);
    const toast = pulsarManagerToast(refused.statusCode, refused.body);
    expect(toast).toMatch(/\S/);
    expect(toast).toBe(refused.json<{ error: string }>().error);
    expect((await fromWeb('PUT', ENVIRONMENTS, invalid)).statusCode).toBe(400);

    const moved = { name: 'prod', broker: 'http://127.0.0.1:9', bookie: broker.url };
    const again = await pm.call('POST', ENVIRONMENTS, moved);
    expect(pulsarManagerToast(again.statusCode, again.body)).toBe(
      "Enter the token again to save a changed URL (in Beacon's environment dialog: Pulsar Manager's has no token field)",
    );
    expect((await fromWeb('POST', ENVIRONMENTS, moved)).statusCode).toBe(400);
  });

  it('a short password for a new user', async () => {
    const user = { name: 'shorty', password: 'a', email: '', description: '' };
    const refused = await pm.call('PUT', '/pulsar-manager/users/user', user);
    expect(refused.statusCode).toBe(422);
    expect(pulsarManagerToast(refused.statusCode, refused.body)).toBe(
      refused.json<{ error: string }>().error,
    );
    expect(refused.json<{ error: string }>().error).toMatch(/password/i);
    expect((await fromWeb('PUT', '/pulsar-manager/users/user', user)).statusCode).toBe(400);
  });

  it('a token without a signing key', async () => {
    pm.environment = 'prod';
    web.environment = 'prod';
    const token = { role: 'app', description: '' };
    const refused = await pm.call('PUT', '/pulsar-manager/tokens/token', token);
    expect(pulsarManagerToast(refused.statusCode, refused.body)).toBe(
      "Environment 'prod' has no token signing key: set one in the environment's settings",
    );
    expect((await fromWeb('PUT', '/pulsar-manager/tokens/token', token)).statusCode).toBe(400);
  });

  it('keeps the two answers it acts on: log in again, and choose an environment', async () => {
    const noEnvironment = await pm.call('PUT', '/pulsar-manager/tokens/token', { role: 'app' });
    expect(noEnvironment.statusCode).toBe(400);
    expect(pulsarManagerToast(noEnvironment.statusCode, noEnvironment.body)).toBeUndefined();

    expect((await pm.call('POST', '/pulsar-manager/logout')).statusCode).toBe(200);
    const loggedOut = await pm.call('GET', '/pulsar-manager/environments');
    expect(loggedOut.statusCode).toBe(401);
    expect(pulsarManagerToast(loggedOut.statusCode, loggedOut.body)).toBeUndefined();
  });
});
