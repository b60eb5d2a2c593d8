// How `npm test` splits the Playwright journeys into shards that run side by side, each with its own
// Beacon server, data directory and port. One shard keeps about three quarters of CI's two cores
// busy (Chromium's share), the rest being waits (a collector pass, a code to expire): two side by
// side use the rest; more only crowd the cores and stretch every wait for the page.
//
// Whole files are shared out (a file's tests share its simulator), the longest first, each to the
// shard with the least work so far. The weights are the seconds each file took in a clean-clone
// `npm test` here (2026-11-30, 015f327, its JSON reports), once per project it runs in. A file not
// listed counts as an ordinary journey. They only balance the shards: a stale weight costs a little
// wall time, never a test.
import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENTATION_JOURNEYS, refreshingScreenshots } from '../e2e/documentation-journeys.ts';
import { REAL_PULSAR_JOURNEYS, SIMULATOR_TOO } from '../e2e/real-pulsar-journeys.ts';

export const JOURNEY_SECONDS: Readonly<Record<string, number>> = {
  'a11y/every-screen-english.spec.ts': 170,
  'a11y/every-screen-chinese.spec.ts': 170,
  'auth/sso.spec.ts': 128,
  // Measured alone here (2026-12-01): its own Beacon, provider and nginx, two sign-ins.
  'auth/base-path.spec.ts': 37,
  // Measured alone here (2026-12-01): one page in two languages and two widths.
  'management/subscription-doctor.spec.ts': 12,
  // Measured alone here (2026-12-01): waits for the next statistics pass (30 s).
  'management/alerts.spec.ts': 45,
  // Measured alone here (2026-12-01): a week of collector passes filled first (~30 s), then its pages.
  'management/trends.spec.ts': 45,
  'overview/overview.spec.ts': 110,
  'management/functions.spec.ts': 103,
  'shell/navigation.spec.ts': 76,
  'layout/no-cut-text.spec.ts': 66,
  'management/namespace-policies.spec.ts': 65,
  // Measured alone here (2026-12-01): every topic policy saved and read back, beside en and zh.
  'management/topic-policies.spec.ts': 55,
  'management/broker-page.spec.ts': 57,
  'management/one-topic-operations.spec.ts': 53,
  'roles/roles.spec.ts': 51,
  'management/large-scenario.spec.ts': 50,
  'shell/error-catalogue.spec.ts': 49,
  'management/placement.spec.ts': 46,
  // Measured alone here (1.0 min, 2026-11-30), not yet in a clean-clone run; workbench.spec.ts
  // with its Protobuf-native reads (a few seconds a language more).
  'management/workbench.spec.ts': 65,
  'management/workbench-replay.spec.ts': 80,
  // 200 000 messages written (about 20 s) and the 50 000 after the time searched: 37 s alone here.
  'management/workbench-from-a-time.spec.ts': 40,
  'users/users.spec.ts': 46,
  'environments/environments.spec.ts': 40,
  'auth/login.spec.ts': 38,
  'audit/audit.spec.ts': 38,
  'management/topic-operations.spec.ts': 38,
  'shell/deep-link.spec.ts': 37,
  'management/clusters.spec.ts': 34,
  'forms/unsaved-changes.spec.ts': 34,
  'management/topic-life.spec.ts': 32,
  'shell/admin.spec.ts': 31,
  'auth/first-paint.spec.ts': 29,
  'management/tenants-namespaces.spec.ts': 27,
  'tokens/tokens.spec.ts': 27,
  'environments/tls-environment.spec.ts': 20,
  'auth/access-per-environment.spec.ts': 19,
  'environments/signing-and-reauth.spec.ts': 19,
  'monitoring/monitoring.spec.ts': 12,
  // Its own token-auth broker's start, and the subscription-permission test (alone here, 2026-12-01).
  'tokens/token-on-real-broker.spec.ts': 30,
  'auth/first-run-setup.spec.ts': 9,
};
const ORDINARY_JOURNEY_SECONDS = 20;

/** The journeys under `e2eDir`, as paths relative to it; the documentation ones only when refreshing. */
export function specFiles(e2eDir: string): string[] {
  return fs
    .globSync('**/*.spec.ts', { cwd: e2eDir, exclude: (name) => name === 'node_modules' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => refreshingScreenshots || !DOCUMENTATION_JOURNEYS.includes(file))
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
