// One Vitest run covers the web (jsdom), the server on SQLite, and the same server suite on
// PostgreSQL when BEACON_TEST_DATABASE_URL names a throwaway cluster (scripts/test.ts starts one
// with scripts/pg-throwaway.sh).
import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

const postgresUrl = process.env.BEACON_TEST_DATABASE_URL;

const postgresProject: TestProjectConfiguration = {
  test: {
    name: 'server-postgres',
    include: ['apps/server/src/**/*.test.ts'],
    // The process-level test starts the real server on SQLite; it says nothing new about PostgreSQL.
    exclude: ['apps/server/src/main.test.ts'],
    environment: 'node',
    env: { TZ: 'UTC', BEACON_TEST_DIALECT: 'postgres', BEACON_TEST_DATABASE_URL: postgresUrl ?? '' },
  },
};

if (!postgresUrl) {
  console.warn('\n*** BEACON_TEST_DATABASE_URL is not set: the server suite on PostgreSQL is SKIPPED ***\n');
}

export default defineConfig({
  test: {
    projects: [
      'apps/web',
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC', BEACON_TEST_DIALECT: 'sqlite' },
        },
      },
      {
        test: {
          name: 'pulsar-sim',
          include: ['apps/pulsar-sim/src/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
        },
      },
      ...(postgresUrl ? [postgresProject] : []),
    ],
  },
});
