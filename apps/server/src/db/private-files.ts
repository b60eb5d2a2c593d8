// The data directory holds the database and the key that seals broker credentials: only Beacon's own
// user may read it. Modes are set with chmod, not left to the umask, which may be 000 in a container.
import fs from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `directory` (and missing parents) readable by the owner only. A directory that already
 * exists is left as it is: its mode is the operator's choice.
 */
export function ensurePrivateDirectory(directory: string): void {
  const absolute = path.resolve(directory);
  const firstCreated = fs.mkdirSync(absolute, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  if (firstCreated === undefined) return;
  // Every directory from the first one created down to `directory` is Beacon's.
  for (let current = absolute; ; current = path.dirname(current)) {
    fs.chmodSync(current, PRIVATE_DIRECTORY_MODE);
    if (current === path.resolve(firstCreated) || current === path.dirname(current)) break;
  }
}

/**
 * Creates `file` empty with mode 0600 unless it exists (an existing file keeps its mode). SQLite
 * then gives its -wal and -shm files the database file's mode.
 */
export function ensurePrivateFile(file: string): void {
  let descriptor: number;
  try {
    descriptor = fs.openSync(file, 'wx', PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw error;
  }
  try {
    fs.fchmodSync(descriptor, PRIVATE_FILE_MODE);
  } finally {
    fs.closeSync(descriptor);
  }
}

/**
 * Writes `content` to a new file created with mode 0600 before anything is written; throws EEXIST
 * when the file exists (another process won the race).
 */
export function writeNewPrivateFile(file: string, content: string): void {
  const descriptor = fs.openSync(file, 'wx', PRIVATE_FILE_MODE);
  try {
    fs.fchmodSync(descriptor, PRIVATE_FILE_MODE);
    fs.writeSync(descriptor, content);
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
}
