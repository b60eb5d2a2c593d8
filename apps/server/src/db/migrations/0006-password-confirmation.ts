// When each session's user last typed the password (issue 15 item 5): sensitive actions need it
// within the last 5 minutes (modules/auth/recent-password.ts). Epoch milliseconds; a login sets it,
// `POST /auth/confirm-password` renews it, null for sessions opened before this migration.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('password_confirmed_at', 'bigint').execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('password_confirmed_at').execute();
}
