// A single sign-on flow may confirm a signed-in session instead of starting one (issue 28 B16):
// a super user who signs on through a provider has no password to type before a sensitive action,
// and confirms by signing in at the provider again. The flow names the session it confirms.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable('sso_login_flows').addColumn('confirms_session', 'text').execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable('sso_login_flows').dropColumn('confirms_session').execute();
}
