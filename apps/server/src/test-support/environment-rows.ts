// Environments as rows straight into the table: registering through the API would test a broker
// connection, which tests about users, roles or access do not want.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';

/** Registers `names`, each at `serviceUrl(name)`, with no bookie URL and no credentials. */
export async function insertEnvironmentRows(
  db: Kysely<Database>,
  names: readonly string[],
  serviceUrl: (name: string) => string,
): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('environments')
    .values(
      names.map((name) => ({
        name,
        service_url: serviceUrl(name),
        bookie_url: '',
        credentials_ciphertext: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
