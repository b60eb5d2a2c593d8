// The single sign-on account a user is bound to (issue 28 B14): the provider's issuer and subject
// (`iss`, `sub`), written at the user's first sign-on. Names and emails can be chosen or repeated at
// a provider; the subject cannot. Null for password users, and for sso users until they next sign on.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable('users').addColumn('sso_issuer', 'text').execute();
  await db.schema.alterTable('users').addColumn('sso_subject', 'text').execute();
  // One Beacon user per provider account; NULLs (password users) do not collide on either database.
  await db.schema
    .createIndex('users_sso_account')
    .on('users')
    .columns(['sso_issuer', 'sso_subject'])
    .unique()
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropIndex('users_sso_account').execute();
  await db.schema.alterTable('users').dropColumn('sso_subject').execute();
  await db.schema.alterTable('users').dropColumn('sso_issuer').execute();
}
