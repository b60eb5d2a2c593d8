// Each user's last chosen environment, so a deep link opened in a browser that never chose one (no
// cookie, no local storage) opens in it directly (issue 14 item 6). No foreign key: deleting an
// environment leaves the name behind, and the user-info answer reports only names that still exist.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_environment', 'text').execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable('users').dropColumn('last_environment').execute();
}
