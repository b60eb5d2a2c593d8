// Keys the server generates for itself, kept in the database so every replica and every restart
// uses the same ones. Never logged, never sent to a client.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './tables.ts';

export async function loadOrCreateSecret(db: Kysely<Database>, name: string): Promise<Buffer> {
  const settingName = `secret:${name}`;
  await db
    .insertInto('settings')
    .values({ name: settingName, value: randomBytes(32).toString('base64') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('name', '=', settingName)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}
