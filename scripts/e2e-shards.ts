// How `npm test` splits the Playwright journeys into shards that run side by side, each with its own
// Beacon server, data directory and port. One shard keeps about three quarters of CI's two cores
// busy (Chromium's share), the rest being waits (a collector pass, a code to expire): two side by
// side use the rest; more only crowd the cores and stretch every wait for the page.
//
// Whole files are shared out (a file's tests share its simulator), the longest first, each to the
// shard with the least work so far. The weights are the seconds each file took in a clean-clone
// `npm test` here (2026-11-29, 017c827, its JSON reports), once per project it runs in. A file not
// listed counts as an ordinary journey. They only balance the shards: a stale weight costs a little
// wall time, never a test.
import fs from 'node:fs';
import path from 'node:path';
import { REAL_PULSAR_JOURNEYS, SIMULATOR_TOO } from '../e2e/real-pulsar-journeys.ts';

export const JOURNEY_SECONDS: Readonly<Record<string, number>> = {
  'a11y/every-screen.spec.ts': 311,
  'overview/overview.spec.ts': 212,
  'auth/sso.spec.ts': 125,
  'management/functions.spec.ts': 117,
  'layout/no-cut-text.spec.ts': 83,
  'shell/navigation.spec.ts': 75,
  'management/broker-page.spec.ts': 74,
  'management/namespace-policies.spec.ts': 70,
  'management/topic-operations.spec.ts': 61,
  'environments/environments.spec.ts': 61,
  'roles/roles.spec.ts': 57,
  'shell/deep-link.spec.ts': 54,
  'auth/login.spec.ts': 50,
  'forms/unsaved-changes.spec.ts': 48,
  'shell/screenshots.spec.ts': 48,
  'management/one-topic-operations.spec.ts': 47,
  'shell/error-catalogue.spec.ts': 47,
  'management/large-scenario.spec.ts': 44,
  'users/users.spec.ts': 44,
  'audit/audit.spec.ts': 43,
  'management/placement.spec.ts': 41,
  'management/tenants-namespaces.spec.ts': 39,
  'management/clusters.spec.ts': 37,
  'shell/admin.spec.ts': 35,
  'auth/first-paint.spec.ts': 34,
  'tokens/tokens.spec.ts': 30,
  'environments/tls-environment.spec.ts': 27,
  'management/topic-life.spec.ts': 24,
  'auth/access-per-environment.spec.ts': 21,
};
const ORDINARY_JOURNEY_SECONDS = 20;

/** The journeys under `e2eDir`, as paths relative to it. */
export function specFiles(e2eDir: string): string[] {
  return fs
    .globSync('**/*.spec.ts', { cwd: e2eDir, exclude: (name) => name === 'node_modules' })
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * A journey of e2e/real-pulsar-journeys.ts's SIMULATOR_TOO runs twice, on the simulator and on the
 * real broker; every other journey once.
 */
export function weightOf(file: string): number {
  const once = JOURNEY_SECONDS[file] ?? ORDINARY_JOURNEY_SECONDS;
  const runs = REAL_PULSAR_JOURNEYS.includes(file) && SIMULATOR_TOO.includes(file) ? 2 : 1;
  return once * runs;
}

/** `files` in `count` groups of about equal weight; none empty while there are files enough. */
export function shardFiles(files: readonly string[], count: number): string[][] {
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }));
  const longestFirst = [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += weightOf(file);
  }
  return shards.map((shard) => shard.files.sort()).filter((shard) => shard.length > 0);
}
