// The key that encrypts broker credentials at rest. From BEACON_SECRET_KEY when set; otherwise, for
// the embedded SQLite only, a random key kept beside the database (back it up with the database).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const KEY_FILE_NAME = 'secret.key';

export function resolveSecretKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, KEY_FILE_NAME);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  // 'wx' fails if another process created it meanwhile; then read theirs.
  try {
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch {
    return fs.readFileSync(file, 'utf8').trim();
  }
}
