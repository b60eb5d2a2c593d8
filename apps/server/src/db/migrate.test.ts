import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialect } from '../test-support/index.ts';
import { migrateToLatest } from './migrate.ts';

describe('migrations', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(() => database.dispose());

  it('run on the dialect this project targets', () => {
    expect(database.dialect).toBe(testDialect());
  });

  it('are idempotent: a second run applies nothing and keeps the data', async () => {
    await database.db.insertInto('settings').values({ name: 'probe', value: 'kept' }).execute();
    expect(await migrateToLatest(database.db)).toEqual([]);
    const row = await database.db
      .selectFrom('settings')
      .select('value')
      .where('name', '=', 'probe')
      .executeTakeFirst();
    expect(row?.value).toBe('kept');
  });

  it('create every table the console needs, with the built-in super role', async () => {
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    for (const table of [
      'users',
      'roles',
      'role_bindings',
      'sessions',
      'environments',
      'tokens',
      'audit_log',
      'login_attempts',
      'login_throttle_keys',
      'settings',
    ]) {
      expect(tables).toContain(table);
    }
    const userColumns = (await database.db.introspection.getTables())
      .find((table) => table.name === 'users')
      ?.columns.map((column) => column.name);
    expect(userColumns).toEqual(
      expect.arrayContaining([
        'name',
        'description',
        'email',
        'phone_number',
        'location',
        'company',
        'password_hash',
        'created_at',
        'updated_at',
      ]),
    );
    const roles = await database.db.selectFrom('roles').select(['name', 'resource_type']).execute();
    expect(roles).toEqual([{ name: 'super', resource_type: 'ALL' }]);
  });

  it('enforce foreign keys', async () => {
    await expect(
      database.db
        .insertInto('role_bindings')
        .values({
          user_id: 'missing',
          role_id: 'missing',
          environment: '*',
          description: '',
          created_by: '',
          created_at: 0,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('read times back as numbers', async () => {
    await database.db
      .insertInto('audit_log')
      .values({ id: 'a1', at: 1_795_000_000_000, actor: 'root', action: 'probe', result: 'ok' })
      .execute();
    const row = await database.db.selectFrom('audit_log').select('at').executeTakeFirstOrThrow();
    expect(row.at).toBe(1_795_000_000_000);
  });
});
