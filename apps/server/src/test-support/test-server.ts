import { randomBytes } from 'node:crypto';
// Builds the whole server in-process on a fresh database, with a clock the test controls.
import type { LightMyRequestResponse } from 'fastify';
import { type App, buildApp } from '../app.ts';
import { ManualClock } from '../clock.ts';
import { type Config, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/open-database.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestServer extends App {
  clock: ManualClock;
  config: Config;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function createTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const database = await openTestDatabase();
  const clock = new ManualClock();
  const config = {
    ...loadConfig({ BEACON_LOG_LEVEL: 'silent' }),
    secretKey: randomBytes(32).toString('base64'),
    connectTimeoutMs: 2000,
    ...overrides,
  };
  const app = await buildApp({ database, config, clock, logger: false, strictAnswers: true });
  return {
    ...app,
    clock,
    config,
    database,
    close: async () => {
      await app.server.close();
      await database.dispose();
    },
  };
}

/** The value of one Set-Cookie cookie from a response, or undefined. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}
