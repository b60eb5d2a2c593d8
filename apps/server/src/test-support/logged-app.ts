// The whole server on a fresh database with its log lines kept for the test to read.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { type App, buildApp } from '../app.ts';
import { ManualClock } from '../clock.ts';
import { type Config, loadConfig } from '../config.ts';
import { openTestDatabase } from './test-database.ts';

export interface LoggedApp extends App {
  clock: ManualClock;
  /** Every log line written so far (JSON, one per entry). */
  lines: string[];
  close(): Promise<void>;
}

export async function appWithLogLines(
  level: 'info' | 'warn',
  overrides: Partial<Config> = {},
): Promise<LoggedApp> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const database = await openTestDatabase();
  const config = {
    ...loadConfig({ BEACON_LOG_LEVEL: level }),
    secretKey: randomBytes(32).toString('base64'),
    ...overrides,
  };
  const clock = new ManualClock();
  const app = await buildApp({ database, config, clock, logger: { level, stream }, strictAnswers: true });
  return {
    ...app,
    clock,
    lines,
    close: async () => {
      await app.server.close();
      await database.dispose();
    },
  };
}
