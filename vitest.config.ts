// One Vitest run covers every layer below end-to-end: the web (jsdom), the server on SQLite, and
// the same server suite on PostgreSQL when BEACON_TEST_DATABASE_URL names a throwaway cluster
// (scripts/test.ts starts one; see scripts/pg-throwaway.sh).
import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'packages/**/src/**/*.test.ts', 'scripts/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      'apps/web',
      {
        test: {
          name: 'server',
          include: serverTests,
          environment: 'node',
          env: { TZ: 'UTC', BEACON_TEST_DIALECT: 'sqlite' },
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC', BEACON_TEST_DIALECT: 'postgres' },
        },
      },
    ],
  },
});
