import type { ErrorResponse, UserListResponse } from '@beacon/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUserCredentials } from '@beacon/test-kit';
import { createServerWithSuperuser, SessionClient, type TestServer } from '../../test-support/index.ts';
import { containsPattern } from './user-admin.list.ts';

describe('the users list (server-paged, searched)', () => {
  let app: TestServer;
  let superSession: SessionClient;
  let adminName: string;

  beforeEach(async () => {
    const server = await createServerWithSuperuser();
    app = server.app;
    adminName = server.admin.username;
    superSession = await server.loggedIn();
  });
  afterEach(() => app.close());

  async function createUser(fields: {
    name: string;
    email?: string;
    description?: string;
    company?: string;
  }) {
    const created = await superSession.request('PUT', '/pulsar-manager/users/user', {
      password: 'long-enough-pass',
      email: `${fields.name}@example.com`,
      ...fields,
    });
    expect(created.statusCode).toBe(200);
  }

  async function list(query: string): Promise<UserListResponse> {
    const answer = await superSession.request('GET', `/pulsar-manager/users?${query}`);
    expect(answer.statusCode).toBe(200);
    return answer.json<UserListResponse>();
  }

  it('searches name, email, description and company, case-insensitively, and pages the matches', async () => {
    await createUser({ name: 'alice', company: 'Acme Corp' });
    await createUser({ name: 'bob', description: 'Works at ACME' });
    await createUser({ name: 'carol', email: 'carol@acme.example' });
    await createUser({ name: 'ACMEbot' });
    await createUser({ name: 'dave', company: 'Globex' });

    const all = await list('search=aCmE&page_size=10');
    expect(all.total).toBe(4);
    expect(all.data.map((user) => user.name)).toEqual(['ACMEbot', 'alice', 'bob', 'carol']);
    const second = await list('search=acme&page_num=2&page_size=3');
    expect(second).toMatchObject({ total: 4, data: [{ name: 'carol' }] });
    expect((await list('search=nobody-matches')).total).toBe(0);
    const everyone = await list('page_size=100');
    expect(everyone.total).toBe(6);
    expect(everyone.data.map((user) => user.name)).toContain(adminName);
  });

  it('treats % _ and \\ in the search as plain characters', async () => {
    await createUser({ name: 'under_score', description: '100% sure' });
    await createUser({ name: 'underXscore', description: '100 percent', company: 'back\\slash' });

    expect((await list('search=r_s')).data.map((user) => user.name)).toEqual(['under_score']);
    expect((await list(`search=${encodeURIComponent('0%')}`)).data.map((user) => user.name)).toEqual([
      'under_score',
    ]);
    expect((await list(`search=${encodeURIComponent('k\\s')}`)).data.map((user) => user.name)).toEqual([
      'underXscore',
    ]);
    expect(containsPattern('a%b_c\\D')).toBe('%a\\%b\\_c\\\\d%');
  });

  it('shows roles, source and the last login, and never a password hash, session token or CSRF token', async () => {
    const user = newUserCredentials('viewer');
    await createUser({ name: user.username });
    await superSession.request('POST', '/pulsar-manager/users/user/password', {
      name: user.username,
      password: user.password,
    });
    const before = (await list(`search=${user.username}`)).data[0];
    expect(before).toMatchObject({ name: user.username, roles: [], source: 'local', lastLoginAt: null });

    app.clock.advance(60_000);
    const session = new SessionClient(app);
    expect((await session.login(user.username, user.password)).statusCode).toBe(200);
    const answer = await superSession.request('GET', '/pulsar-manager/users?page_size=100');
    const listed = answer.json<UserListResponse>();
    expect(listed.data.find((entry) => entry.name === user.username)?.lastLoginAt).toBe(app.clock.now());
    expect(listed.data.find((entry) => entry.name === adminName)?.roles).toEqual(['super']);

    const storedHashes = await app.database.db.selectFrom('users').select('password_hash').execute();
    for (const secret of [
      session.token,
      session.xsrf,
      superSession.token,
      superSession.xsrf,
      ...storedHashes.map((row) => row.password_hash),
    ]) {
      expect(secret).toBeTruthy();
      expect(answer.body).not.toContain(String(secret));
    }
    expect(answer.body).not.toMatch(/argon2|password|token|session/i);
  });

  it('refuses a search longer than 256 characters with 400', async () => {
    const answer = await superSession.request('GET', `/pulsar-manager/users?search=${'x'.repeat(257)}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<ErrorResponse>().error).toContain('search');
  });
});
