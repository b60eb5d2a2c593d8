// The one-time first-run setup token (decision 0034), as both ways of creating the first super user
// check it: the setup page and Pulsar Manager's anonymous bootstrap call. Only its SHA-256 is kept.
import { timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { sha256Hex } from '../auth/index.ts';

export const TOKEN_HASH_SETTING = 'setup-token-hash';

/** The current token's hash; undefined when none was issued (seeded from variables, or closed). */
export async function storedSetupTokenHash(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('name', '=', TOKEN_HASH_SETTING)
    .executeTakeFirst();
  return row?.value;
}

/** Whether `token` is the one whose hash is stored, compared in constant time. */
export function isSetupToken(token: string | undefined, storedHash: string): boolean {
  if (token === undefined) return false;
  const given = Buffer.from(sha256Hex(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Uses the token up; false when a restart replaced it meanwhile. */
export async function consumeSetupToken(trx: Transaction<Database>, storedHash: string): Promise<boolean> {
  const consumed = await trx
    .deleteFrom('settings')
    .where('name', '=', TOKEN_HASH_SETTING)
    .where('value', '=', storedHash)
    .executeTakeFirst();
  return Number(consumed.numDeletedRows) === 1;
}
