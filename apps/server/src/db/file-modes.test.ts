// What Beacon creates in its data directory is readable by its own user only, whatever the umask:
// the directory 0700, the SQLite database with its -wal and -shm files and the key file 0600.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveSecretKey, KEY_FILE_NAME } from '../secrets/secret-key.ts';
import { testDialect } from '../test-support/index.ts';
import { migrateToLatest } from './migrate.ts';
import { type DatabaseHandle, openDatabase } from './open-database.ts';

function modeOf(file: string): string {
  return (fs.statSync(file).mode & 0o777).toString(8);
}

// Modes do not depend on the dialect under test: run once, in the SQLite project.
describe.runIf(testDialect() === 'sqlite')('data directory file modes', () => {
  let root: string;
  let previousUmask: number;
  let database: DatabaseHandle | undefined;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-modes-'));
    // The most permissive umask: any mode below comes from Beacon, not from the environment.
    previousUmask = process.umask(0o000);
  });
  afterEach(async () => {
    process.umask(previousUmask);
    await database?.close();
    database = undefined;
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('creates the data directory 0700 and the key, database, WAL and SHM files 0600', async () => {
    const dataDir = path.join(root, 'nested', 'data');
    resolveSecretKey(undefined, dataDir);
    const sqliteFile = path.join(dataDir, 'beacon.sqlite');
    database = openDatabase({ sqliteFile });
    await migrateToLatest(database.db);

    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(path.join(root, 'nested'))).toBe('700');
    expect(modeOf(path.join(dataDir, KEY_FILE_NAME))).toBe('600');
    expect(modeOf(sqliteFile)).toBe('600');

    await database.db.insertInto('settings').values({ name: 'probe', value: 'written' }).execute();
    expect(fs.existsSync(`${sqliteFile}-wal`)).toBe(true);
    expect(fs.existsSync(`${sqliteFile}-shm`)).toBe(true);
    expect(modeOf(`${sqliteFile}-wal`)).toBe('600');
    expect(modeOf(`${sqliteFile}-shm`)).toBe('600');
    expect(fs.readdirSync(dataDir).sort()).toEqual([
      'beacon.sqlite',
      'beacon.sqlite-shm',
      'beacon.sqlite-wal',
      KEY_FILE_NAME,
    ]);
  });

  it('leaves the mode of a data directory the operator created alone', async () => {
    const dataDir = path.join(root, 'operator');
    fs.mkdirSync(dataDir, { mode: 0o750 });
    database = openDatabase({ sqliteFile: path.join(dataDir, 'beacon.sqlite') });
    await migrateToLatest(database.db);
    expect(modeOf(dataDir)).toBe('750');
    expect(modeOf(path.join(dataDir, 'beacon.sqlite'))).toBe('600');
  });

  it('keeps an existing key and never rewrites it', () => {
    const first = resolveSecretKey(undefined, root);
    expect(resolveSecretKey(undefined, root)).toBe(first);
    expect(modeOf(path.join(root, KEY_FILE_NAME))).toBe('600');
  });
});
