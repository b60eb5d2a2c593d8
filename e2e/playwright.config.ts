// End-to-end tests: the real server (serving the built web app from apps/web/dist) driven by
// Debian's Chromium. `npm test` builds the web app first; run `npm run build` before `npm run e2e`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SUPERUSER } from './fixtures/superuser.ts';
import { SERVER_NODE_FLAGS } from '../apps/server/src/node-flags.ts';
import { leftToTheRealBroker, REAL_PULSAR_JOURNEYS, withRealPulsar } from './real-pulsar-journeys.ts';
import { REAL_PULSAR_PROJECT } from './fixtures/pulsar-under-test.ts';
import { DOCUMENTATION_JOURNEYS, refreshingScreenshots } from './documentation-journeys.ts';

// BEACON_E2E_PORT lets two runs share a machine (each its own server and output directory).
const PORT = Number(process.env.BEACON_E2E_PORT ?? 7751);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// Playwright loads this file in the runner and again in each worker; the workers inherit the
// runner's environment, so the data directory is made once and shared.
process.env.BEACON_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-e2e-'));
/** Written by global-setup.ts: the default environment's cookie, given to every browser context. */
process.env.BEACON_E2E_STORAGE_STATE ??= path.join(process.env.BEACON_E2E_DATA_DIR, 'storage-state.json');

/** Debian's Chromium in a container: no sandbox, no GPU, and nothing that phones home. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Traces are off unless asked for (BEACON_E2E_TRACE=retain-on-failure, say): recording one costs a
 * third of a journey's CPU time (its screenshots, then its DOM snapshots), which on CI's two cores
 * is minutes. A failure still leaves its screenshot and the page's ARIA snapshot (error-context.md).
 */
const TRACE = (process.env.BEACON_E2E_TRACE ?? 'off') as
  'off' | 'on' | 'retain-on-failure' | 'on-first-retry';

const CHROMIUM = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  },
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.BEACON_E2E_OUTPUT ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: './global-setup.ts',
  use: {
    baseURL: BASE_URL,
    storageState: process.env.BEACON_E2E_STORAGE_STATE,
    locale: 'en-US',
    timezoneId: 'UTC',
    // The console switches antd's animations off for it: no click lands on a zooming dialog.
    contextOptions: { reducedMotion: 'reduce' },
    trace: TRACE,
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'debian-chromium',
      use: CHROMIUM,
      testIgnore: [
        ...leftToTheRealBroker(withRealPulsar),
        ...(refreshingScreenshots ? [] : DOCUMENTATION_JOURNEYS),
      ].map((file) => `**/${file}`),
    },
    ...(withRealPulsar
      ? [
          {
            name: REAL_PULSAR_PROJECT,
            use: CHROMIUM,
            testMatch: REAL_PULSAR_JOURNEYS.map((file) => `**/${file}`),
          },
        ]
      : []),
  ],
  webServer: {
    command: `node ${SERVER_NODE_FLAGS.join(' ')} apps/server/src/main.ts`,
    cwd: '..',
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      BEACON_PORT: String(PORT),
      BEACON_HOST: '127.0.0.1',
      BEACON_DATA_DIR: process.env.BEACON_E2E_DATA_DIR,
      BEACON_LOG_LEVEL: 'warn',
      BEACON_SUPERUSER_NAME: E2E_SUPERUSER.name,
      BEACON_SUPERUSER_PASSWORD: E2E_SUPERUSER.password,
      // The connection test of a new environment: the real broker's bookie HTTP server once took more
      // than the default 5 s to answer while both shards, the benchmarks and the broker shared the
      // cores (a placement journey's environment was refused). No journey waits on a stalled target.
      BEACON_CONNECT_TIMEOUT: '15',
      // A web build of one's own (vite build --outDir ...) when another run shares apps/web/dist.
      ...(process.env.BEACON_WEB_DIR ? { BEACON_WEB_DIR: process.env.BEACON_WEB_DIR } : {}),
    },
  },
});
