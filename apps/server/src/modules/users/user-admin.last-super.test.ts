import type { ErrorResponse } from '@beacon/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUserCredentials } from '@beacon/test-kit';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  SessionClient,
  type TestServer,
} from '../../test-support/index.ts';
import { SUPER_ROLE_ID } from './super-role.ts';
import { LAST_SUPER_USER_MESSAGE, refuseRemovingLastSuperUser } from './user-admin.super-users.ts';

describe('the last super user', () => {
  let app: TestServer;
  let admin: ServerWithSuperuser['admin'];
  let superSession: SessionClient;

  beforeEach(async () => {
    const server = await createServerWithSuperuser();
    ({ app, admin } = server);
    superSession = await server.loggedIn();
  });
  afterEach(() => app.close());

  it('never deletes the last super user, even when two super users delete each other at once', async () => {
    const second = newUserCredentials('second-super');
    await superSession.request('PUT', '/pulsar-manager/users/user', {
      name: second.username,
      password: second.password,
      email: 's@example.com',
      superUser: true,
    });
    const secondSession = new SessionClient(app);
    expect((await secondSession.login(second.username, second.password)).statusCode).toBe(200);

    const answers = await Promise.all([
      superSession.request('DELETE', '/pulsar-manager/users/user', { name: second.username }),
      secondSession.request('DELETE', '/pulsar-manager/users/user', { name: admin.username }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    // The loser is refused: as the last super user's deleter (400) or, when its session already
    // ended with its account, as nobody (401).
    expect([400, 401]).toContain(statuses[1]);
    for (const answer of answers.filter((each) => each.statusCode === 400)) {
      expect(answer.json<ErrorResponse>().error).toBe(LAST_SUPER_USER_MESSAGE);
    }
    const supers = await app.database.db
      .selectFrom('role_bindings')
      .innerJoin('users', 'users.id', 'role_bindings.user_id')
      .select('users.name')
      .where('role_bindings.role_id', '=', SUPER_ROLE_ID)
      .execute();
    expect(supers).toHaveLength(1);
  });

  it('refuses inside the transaction when the user is the only super user, and rolls back', async () => {
    const only = await app.database.db
      .selectFrom('users')
      .select('id')
      .where('name', '=', admin.username)
      .executeTakeFirstOrThrow();
    await expect(
      app.database.db.transaction().execute(async (trx) => {
        await refuseRemovingLastSuperUser(trx, only.id);
        await trx.deleteFrom('users').where('id', '=', only.id).execute();
      }),
    ).rejects.toThrow(LAST_SUPER_USER_MESSAGE);
    expect(
      await app.database.db.selectFrom('users').select('id').where('id', '=', only.id).execute(),
    ).toHaveLength(1);
  });
});
