// Who last reset a user's password, and when (issue 28 B16): set when a super user sets another
// user's password, told to that user at its next sign-in, then cleared.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable('users').addColumn('password_reset_by', 'text').execute();
  await db.schema.alterTable('users').addColumn('password_reset_at', 'bigint').execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable('users').dropColumn('password_reset_at').execute();
  await db.schema.alterTable('users').dropColumn('password_reset_by').execute();
}
