// The key that encrypts broker credentials at rest. From BEACON_SECRET_KEY when set; otherwise, for
// the embedded SQLite only, a random key kept beside the database (back it up with the database).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDirectory, writeNewPrivateFile } from '../db/private-files.ts';

export const KEY_FILE_NAME = 'secret.key';

export function resolveSecretKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, KEY_FILE_NAME);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  ensurePrivateDirectory(dataDir);
  const key = randomBytes(32).toString('base64');
  // Created 0600 before the key is written; fails if another process created it meanwhile, then read theirs.
  try {
    writeNewPrivateFile(file, `${key}\n`);
    return key;
  } catch {
    return fs.readFileSync(file, 'utf8').trim();
  }
}
