// One Vitest run covers the web (jsdom), the server on SQLite, and the same server suite on
// PostgreSQL when BEACON_TEST_DATABASE_URL names a throwaway cluster (scripts/test.ts starts one
// with scripts/pg-throwaway.sh).
//
// Every project shares one module cache per worker across its files (isolate: false), as the web
// project does: a clean-clone run spent 2–3 s of a core between two node files importing the
// server, Fastify and Kysely afresh, for each of about 280 files. No file mocks a module; each
// builds its own app, database and clock.
import { configDefaults, defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';
import { javaToolchainProblem } from './packages/test-kit/src/real-pulsar/build.ts';

const postgresUrl = process.env.BEACON_TEST_DATABASE_URL;

const postgresProject: TestProjectConfiguration = {
  test: {
    name: 'server-postgres',
    include: ['apps/server/src/**/*.test.ts'],
    // The process-level test starts the real server on SQLite; it says nothing new about PostgreSQL.
    exclude: ['apps/server/src/main.test.ts', 'apps/server/src/**/*.real.test.ts'],
    environment: 'node',
    env: { TZ: 'UTC', BEACON_TEST_DIALECT: 'postgres', BEACON_TEST_DATABASE_URL: postgresUrl ?? '' },
    isolate: false,
  },
};

/**
 * The simulator's contract suite once more, against a real Pulsar 4.0.7 standalone that the global
 * setup starts for the run (tools/pulsar-standalone). Needs Java 17 and Maven: .ci/run installs
 * them, and under CI their absence is a failure, not a skip.
 */
const realPulsarProblem = javaToolchainProblem();
const realPulsarProject: TestProjectConfiguration = {
  test: {
    name: 'pulsar-real',
    include: [
      'apps/pulsar-sim/src/contract/**/*.contract.test.ts',
      'packages/*/src/**/*.real.test.ts',
      'apps/server/src/**/*.real.test.ts',
    ],
    // Two clusters sharing one configuration store: a standalone cannot be that, so every case of
    // this file starts a simulator of its own whatever the project. It runs in `pulsar-sim` only;
    // here its cases would be counted as run against the real broker.
    exclude: [...configDefaults.exclude, 'apps/pulsar-sim/src/contract/geo-clusters.contract.test.ts'],
    environment: 'node',
    env: { TZ: 'UTC' },
    globalSetup: ['apps/pulsar-sim/src/contract/real-broker.global-setup.ts'],
    setupFiles: ['apps/pulsar-sim/src/contract/real-broker.setup.ts'],
    // A real broker answers in milliseconds, but compaction, offload and functions take seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    isolate: false,
  },
};
const withRealPulsar = !realPulsarProblem || Boolean(process.env.CI);
if (!withRealPulsar) {
  console.warn(`\n*** ${realPulsarProblem ?? ''}: the contract suite on a real Pulsar is SKIPPED ***\n`);
}

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
          // Tests of a package against the real broker run in `pulsar-real`, beside its contract suite.
          exclude: [
            ...configDefaults.exclude,
            'packages/*/src/**/*.real.test.ts',
            'apps/server/src/**/*.real.test.ts',
          ],
          environment: 'node',
          env: { TZ: 'UTC', BEACON_TEST_DIALECT: 'sqlite' },
          isolate: false,
        },
      },
      {
        test: {
          name: 'pulsar-sim',
          include: ['apps/pulsar-sim/src/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
          isolate: false,
        },
      },
      ...(withRealPulsar ? [realPulsarProject] : []),
      ...(postgresUrl ? [postgresProject] : []),
    ],
  },
});
