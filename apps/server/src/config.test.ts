import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 7750,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      logLevel: 'info',
      sessionIdleTimeoutMs: 30 * 60_000,
      sessionAbsoluteTimeoutMs: 12 * 3_600_000,
      superuser: undefined,
      trustProxy: false,
      secretKey: undefined,
      environmentCheckIntervalMs: 60_000,
      connectTimeoutMs: 5_000,
      proxyTimeoutMs: 60_000,
      proxyMaxConcurrency: 32,
      statsIntervalMs: 30_000,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      BEACON_PORT: '8000',
      BEACON_HOST: '127.0.0.1',
      BEACON_DATA_DIR: '/var/lib/beacon',
      DATABASE_URL: 'postgres://beacon@db:5432/beacon',
      BEACON_LOG_LEVEL: 'debug',
      BEACON_SESSION_IDLE_TIMEOUT: '600',
      BEACON_SESSION_ABSOLUTE_TIMEOUT: '3600',
      BEACON_SUPERUSER_NAME: 'root',
      BEACON_SUPERUSER_PASSWORD: 'a-long-password',
      BEACON_TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      BEACON_SECRET_KEY: 'k'.repeat(32),
      BEACON_ENVIRONMENT_CHECK_INTERVAL: '15',
      BEACON_CONNECT_TIMEOUT: '3',
      BEACON_STATS_INTERVAL: '10',
      BEACON_TRENDS_RETENTION: '2d',
    });
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      dataDir: '/var/lib/beacon',
      databaseUrl: 'postgres://beacon@db:5432/beacon',
      logLevel: 'debug',
      sessionIdleTimeoutMs: 600_000,
      sessionAbsoluteTimeoutMs: 3_600_000,
      superuser: { name: 'root', password: 'a-long-password' },
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      secretKey: 'k'.repeat(32),
      environmentCheckIntervalMs: 15_000,
      connectTimeoutMs: 3_000,
      statsIntervalMs: 10_000,
      trendsRetentionMs: 2 * 86_400_000,
    });
    expect(loadConfig({}).trendsRetentionMs).toBe(7 * 86_400_000);
    expect(loadConfig({ BEACON_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ BEACON_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it.each([
    [{ BEACON_PORT: 'eighty' }, /BEACON_PORT must be a number/],
    [{ BEACON_PORT: '70000' }, /BEACON_PORT must be between 1 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres/],
    [{ DATABASE_URL: 'postgres://db/beacon' }, /BEACON_SECRET_KEY must be set when DATABASE_URL is set/],
    [{ BEACON_SECRET_KEY: 'too-short' }, /BEACON_SECRET_KEY must be at least 32 characters/],
    [{ BEACON_LOG_LEVEL: 'loud' }, /BEACON_LOG_LEVEL must be one of/],
    [{ BEACON_SESSION_IDLE_TIMEOUT: '-5' }, /BEACON_SESSION_IDLE_TIMEOUT must be greater than 0/],
    [{ BEACON_SUPERUSER_NAME: 'root' }, /BEACON_SUPERUSER_PASSWORD must be set together/],
    [
      { BEACON_SUPERUSER_NAME: 'root', BEACON_SUPERUSER_PASSWORD: 'short' },
      /BEACON_SUPERUSER_PASSWORD The password must be at least 12/,
    ],
    [
      { BEACON_SUPERUSER_NAME: 'bad name', BEACON_SUPERUSER_PASSWORD: 'a-long-password' },
      /BEACON_SUPERUSER_NAME/,
    ],
    [{ BEACON_STATS_INTERVAL: '0' }, /BEACON_STATS_INTERVAL must be greater than 0/],
    [{ BEACON_TRUST_PROXY: 'maybe' }, /BEACON_TRUST_PROXY must be true, false/],
    [{ BEACON_TRENDS_RETENTION: 'a week' }, /BEACON_TRENDS_RETENTION must be a positive duration/],
    [{ BEACON_TRENDS_RETENTION: '0d' }, /BEACON_TRENDS_RETENTION must be a positive duration/],
    [{ BEACON_SESSION_IDLE_TIMEOUT: '7200', BEACON_SESSION_ABSOLUTE_TIMEOUT: '3600' }, /must not exceed/],
  ])('refuses %o naming the variable', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(message);
  });
});
