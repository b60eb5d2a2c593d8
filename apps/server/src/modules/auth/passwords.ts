// argon2id with a per-hash random salt (the library's defaults: 19 MiB memory, 2 passes — OWASP's minimum).
import { hash, verify } from '@node-rs/argon2';
import { MESSAGES } from '@beacon/contracts';
import { HttpError } from '../../http-errors.ts';
import { isCommonPassword } from './common-passwords.ts';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the user does not exist, so the answer's timing does not
 * tell an attacker which usernames are real.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hash('decoy password that no account uses');
  await verifyPassword(await decoyHash, password);
  return false;
}

/** Refuses (400) a new password that is on the common-password list or a trivial variation of one. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new HttpError(400, MESSAGES.passwordTooCommon);
}
