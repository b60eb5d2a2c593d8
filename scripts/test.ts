// `npm test`: lint, typecheck, lockfile check, web build, Vitest (web, server on SQLite, server on a
// throwaway PostgreSQL), every benchmark once at a tiny size, and Playwright in Debian's Chromium.
// Ends with the plain line CI reads: "N passed, N failed" (each test counts once; lint, typecheck,
// lockfile, build and each benchmark count as one check each).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  javaToolchainProblem,
  seedDemo,
  startRealPulsar,
  type RealPulsar,
} from '@beacon/test-kit/real-pulsar';
import { shardFiles, specFiles } from './e2e-shards.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const outputDir = path.join(root, '.test-output');
fs.rmSync(outputDir, { recursive: true, force: true });
fs.mkdirSync(outputDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
/** Tests that ran against a real Pulsar 4.0.7 broker: the pulsar-real contract cases and the real-pulsar journeys. */
const realPulsar = { passed: 0, failed: 0 };
const failures: string[] = [];
/** Each failed test by file and title, repeated at the end: CI keeps only the tail of the output. */
const failedTests: string[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(name: string, command: string, args: string[]): boolean {
  console.info(`\n=== ${name} ===`);
  const ok = run(command, args);
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
  return ok;
}

/** Runs a command with its output on ours, leaving the event loop free meanwhile (unlike `run`). */
function runInherited(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code === 0));
  });
}

/** Runs a command in the background, its output kept to be printed whole once it has ended. */
function runBuffered(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  timeoutMs?: number,
): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, timeout: timeoutMs });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * Checks that share nothing run side by side (ESLint and the type check each keep one core busy);
 * their output is buffered and printed whole, one check after the other.
 */
async function checksSideBySide(checks: { name: string; command: string; args: string[] }[]): Promise<void> {
  const outcomes = await Promise.all(checks.map(({ command, args }) => runBuffered(command, args)));
  checks.forEach(({ name }, index) => {
    const { ok, output } = outcomes[index] ?? { ok: false, output: '' };
    console.info(`\n=== ${name} ===`);
    process.stdout.write(output);
    if (ok) totals.passed += 1;
    else {
      totals.failed += 1;
      failures.push(name);
    }
  });
}

function readJson<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}

function startPostgres(): { env: NodeJS.ProcessEnv; stop(): void } | undefined {
  const started = spawnSync(path.join(root, 'scripts', 'pg-throwaway.sh'), [], {
    cwd: root,
    encoding: 'utf8',
  });
  if (started.status !== 0) {
    const reason = started.status === 3 ? 'no PostgreSQL server binaries are installed' : started.stderr;
    if (process.env.CI) {
      totals.failed += 1;
      failures.push(`PostgreSQL suite (${reason.trim()})`);
    }
    console.warn(`\n*** PostgreSQL suite SKIPPED: ${reason.trim()} ***\n`);
    return undefined;
  }
  const values = Object.fromEntries(
    started.stdout
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  ) as Record<string, string>;
  return {
    env: { BEACON_TEST_DATABASE_URL: values.BEACON_TEST_DATABASE_URL },
    stop: () =>
      void spawnSync(path.join(root, 'scripts', 'pg-throwaway.sh'), ['stop', values.PGDATA ?? ''], {
        cwd: root,
      }),
  };
}

/**
 * One run of every project on every core: Vitest's own default is one fewer worker than the machine
 * has, a single worker on CI's two, the second core idle (183 s against 300 s for the web project).
 * The PostgreSQL project joins when a throwaway cluster is up; each of its files has a database of
 * its own, so files side by side never see each other's catalog (test-support/test-database.ts).
 */
async function vitest(env: NodeJS.ProcessEnv): Promise<void> {
  const postgres = env.BEACON_TEST_DATABASE_URL ? ['--project', 'server-postgres'] : [];
  const name = `Vitest: web, server (SQLite${postgres.length > 0 ? ' and PostgreSQL' : ''}), packages, simulator`;
  console.info(`\n=== ${name} ===`);
  const report = path.join(outputDir, 'vitest.json');
  const projects = [
    '--project',
    'web',
    '--project',
    'server',
    '--project',
    'pulsar-sim',
    '--project',
    'pulsar-real',
    ...postgres,
  ];
  await runInherited(
    bin('vitest'),
    [
      'run',
      ...projects,
      '--maxWorkers=100%',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
  );
  const result = readJson<VitestReport>(report);
  if (!result) {
    totals.failed += 1;
    failures.push(`${name} (no report written)`);
    return;
  }
  totals.passed += result.numPassedTests;
  for (const test of result.testResults.flatMap((file) => file.assertionResults)) {
    if (!test.meta?.realPulsar) continue;
    if (test.status === 'passed') realPulsar.passed += 1;
    else if (test.status === 'failed') realPulsar.failed += 1;
  }
  // A file that fails to load has no failed test of its own, but it is a failure. (Vitest's
  // numFailedTestSuites also counts the files and describe blocks of failed tests: not used.)
  let filesThatDidNotLoad = 0;
  for (const file of result.testResults) {
    const where = path.relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) {
      filesThatDidNotLoad += 1;
      failedTests.push(`${where} (did not load)`);
    }
    for (const test of failed) failedTests.push(`${where} › ${test.fullName}`);
  }
  totals.failed += result.numFailedTests + filesThatDidNotLoad;
  if (result.numFailedTests + filesThatDidNotLoad > 0) failures.push(name);
  vitestSeconds = secondsByPart(result);
}

/** Where Vitest's time went: the seconds its files took, summed by app or package (CI keeps only the tail). */
let vitestSeconds = '';
function secondsByPart(result: VitestReport): string {
  const seconds = new Map<string, number>();
  for (const file of result.testResults) {
    const part = path.relative(root, file.name).split(path.sep).slice(0, 2).join('/');
    seconds.set(part, (seconds.get(part) ?? 0) + (file.endTime - file.startTime) / 1000);
  }
  return [...seconds]
    .filter(([, total]) => total >= 5)
    .sort((a, b) => b[1] - a[1])
    .map(([part, total]) => `${part} ${Math.round(total)} s`)
    .join(', ');
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; status: string; meta?: { realPulsar?: boolean } }[];
  }[];
}

/** Side by side (scripts/e2e-shards.ts): each shard its own server on its own port, and own output. */
const PLAYWRIGHT_SHARDS = 2;
/** How long each shard took, in seconds. */
const shardSeconds: number[] = [];

interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: 'expected' | 'unexpected' | 'flaky' | 'skipped' }[];
  }[];
}

interface PlaywrightReport extends PlaywrightSuite {
  stats: { expected: number; unexpected: number; flaky: number };
}

/**
 * The journeys of the real-pulsar project in a report (they ran against the real broker), and the
 * name of every journey that failed.
 */
function readJourneys(suite: PlaywrightSuite): void {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status === 'unexpected') {
        failedTests.push(`e2e/${spec.file}:${spec.line} › [${test.projectName}] ${spec.title}`);
      }
      if (test.projectName !== 'real-pulsar') continue;
      if (test.status === 'expected' || test.status === 'flaky') realPulsar.passed += 1;
      else if (test.status === 'unexpected') realPulsar.failed += 1;
    }
  }
  for (const child of suite.suites ?? []) readJourneys(child);
}

/**
 * One real broker, seeded with the demo's data, for the real-pulsar journeys of both shards (each
 * shard's global setup would otherwise start its own). Undefined without Java and Maven.
 */
async function realPulsarForJourneys(): Promise<RealPulsar | undefined> {
  if (javaToolchainProblem()) return undefined;
  const pulsar = await startRealPulsar();
  await seedDemo({ adminUrl: pulsar.adminUrl, headers: {} }, pulsar.clusterName, pulsar.bookieUrl);
  return pulsar;
}

function runShard(
  files: string[],
  index: number,
  pulsar: RealPulsar | undefined,
): Promise<{ ok: boolean; output: string }> {
  const env = {
    ...process.env,
    ...(pulsar
      ? {
          BEACON_E2E_REAL_PULSAR_URL: pulsar.adminUrl,
          BEACON_E2E_REAL_PULSAR_BOOKIE_URL: pulsar.bookieUrl,
          BEACON_E2E_REAL_PULSAR_CLUSTER: pulsar.clusterName,
        }
      : {}),
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(outputDir, `playwright-${index + 1}.json`),
    BEACON_E2E_PORT: String(7751 + index),
    BEACON_E2E_OUTPUT: `test-results/shard-${index + 1}`,
  };
  const args = [
    'test',
    '-c',
    'e2e/playwright.config.ts',
    '--reporter=list,json',
    ...files.map((f) => `e2e/${f}`),
  ];
  const started = performance.now();
  return runBuffered(bin('playwright'), args, env).then((outcome) => {
    const seconds = Math.round((performance.now() - started) / 1000);
    // Printed with the phases at the end: CI keeps only the tail, and the shards' balance is read there.
    shardSeconds[index] = seconds;
    console.info(
      `Playwright shard ${index + 1} of ${PLAYWRIGHT_SHARDS} finished (${outcome.ok ? 'passed' : 'failed'}) in ${seconds} s.`,
    );
    return outcome;
  });
}

async function playwright(journeysPulsar: Promise<RealPulsar | undefined>): Promise<void> {
  const shards = shardFiles(specFiles(path.join(root, 'e2e')), PLAYWRIGHT_SHARDS);
  console.info(`\n=== Playwright (Debian Chromium), ${shards.length} shards side by side ===`);
  const pulsar = await journeysPulsar;
  const outcomes = await Promise.all(shards.map((files, index) => runShard(files, index, pulsar)));
  outcomes.forEach(({ ok, output }, index) => {
    console.info(`\n--- Playwright shard ${index + 1}: ${shards[index]?.join(' ')} ---`);
    process.stdout.write(output);
    const result = readJson<PlaywrightReport>(path.join(outputDir, `playwright-${index + 1}.json`));
    if (!result) {
      totals.failed += 1;
      failures.push(`Playwright shard ${index + 1} (no report written)`);
      return;
    }
    totals.passed += result.stats.expected + result.stats.flaky;
    readJourneys(result);
    totals.failed += result.stats.unexpected;
    if (result.stats.unexpected > 0) failures.push(`Playwright shard ${index + 1}`);
    // A run that never got going (its web server could not start, say) reports no failed test, yet
    // tested nothing: it is a failure too.
    if (!ok && result.stats.unexpected === 0) {
      totals.failed += 1;
      failures.push(`Playwright shard ${index + 1} (the run itself failed)`);
    }
  });
}

/** Benchmarks of the real broker (Java and Maven; under CI their absence fails, as the journeys'). */
const NEEDS_JAVA = new Set(['real-pulsar-start.ts', 'workbench-read.ts']);

/**
 * Every script in bench/ once at a tiny size (BEACON_BENCH_SMOKE=1, bench/support/smoke.ts), each a
 * check: a change that breaks a benchmark fails here (issue 28 D27). Only that it runs to its end is
 * checked, never a timing. After the web build, which the browser benchmarks serve; one at a time,
 * on their fixed ports, beside the Playwright shards rather than before them (they share the busy
 * cores: 164–169 s beside, against 107 s alone, decision 0059), their output printed once each has
 * ended. Those of the real broker need Java and Maven, like the journeys on it.
 */
async function benchSmoke(journeysPulsar: Promise<RealPulsar | undefined>): Promise<void> {
  const scripts = fs.globSync('*.ts', { cwd: path.join(root, 'bench') }).sort();
  // The journeys' broker serves the benchmarks that read a real one (each in a namespace of its
  // own): a second broker started beside the journeys would cost them a core for a minute.
  const pulsar = await journeysPulsar.catch(() => undefined);
  const brokerEnv = pulsar
    ? {
        BEACON_BENCH_PULSAR_ADMIN_URL: pulsar.adminUrl,
        BEACON_BENCH_PULSAR_SERVICE_URL: pulsar.serviceUrl,
        BEACON_BENCH_PULSAR_BOOKIE_URL: pulsar.bookieUrl,
      }
    : {};
  for (const script of scripts) {
    if (NEEDS_JAVA.has(script) && javaToolchainProblem() && !process.env.CI) {
      console.warn(`\n*** bench/${script} SKIPPED: ${javaToolchainProblem() ?? ''} ***\n`);
      continue;
    }
    const name = `Benchmark runs (smoke): bench/${script}`;
    // A benchmark that hangs fails instead of holding CI until its limit.
    const { ok, output } = await runBuffered(
      process.execPath,
      [path.join(root, 'bench', script)],
      { ...process.env, ...brokerEnv, BEACON_BENCH_SMOKE: '1' },
      240_000,
    );
    console.info(`\n=== ${name} ===`);
    process.stdout.write(output);
    if (ok) totals.passed += 1;
    else {
      totals.failed += 1;
      failures.push(name);
    }
  }
}

/** The machine's CPU time so far (/proc/stat, in clock ticks): all of it, and the idle part. */
function cpuTicks(): { total: number; idle: number } | undefined {
  try {
    const fields = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are time no core worked.
    return { total: fields.reduce((sum, ticks) => sum + ticks, 0), idle: fields[3]! + (fields[4] ?? 0) };
  } catch {
    return undefined;
  }
}

/**
 * Seconds each phase took, and how busy the cores were meanwhile, printed at the end: CI has 35
 * minutes for the whole run, and a phase that leaves cores idle can take more work side by side.
 */
const phaseSeconds: [string, number, number | undefined][] = [];
async function timed<T>(phase: string, work: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const before = cpuTicks();
  try {
    return await work();
  } finally {
    const after = cpuTicks();
    const busy =
      before && after && after.total > before.total
        ? 1 - (after.idle - before.idle) / (after.total - before.total)
        : undefined;
    phaseSeconds.push([phase, Math.round((performance.now() - started) / 1000), busy]);
  }
}

await timed('lint, typecheck, Pulsar build, lockfile', () =>
  checksSideBySide([
    { name: 'ESLint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
    { name: 'TypeScript', command: 'npm', args: ['run', '--silent', 'typecheck'] },
    // Maven downloads Pulsar (about 320 MB, once per machine: ~/.m2) while ESLint and tsc use the cores.
    {
      name: 'Real Pulsar 4.0.7 built (tools/pulsar-standalone)',
      command: process.execPath,
      args: [path.join(root, 'scripts', 'build-pulsar.ts')],
    },
    {
      name: 'Lockfile complete for npm ci',
      command: process.execPath,
      args: [path.join(root, 'scripts', 'check-lockfile.ts')],
    },
  ]),
);
const built = await timed('web build', () => check('Web build', 'npm', ['run', '--silent', 'build']));

// The journeys' broker starts and is seeded while Vitest runs: its first minutes leave a core
// partly idle (the contract suite's own broker starting, files waiting on processes), and the
// journeys no longer wait half a minute for it.
let journeysPulsar: Promise<RealPulsar | undefined> = Promise.resolve(undefined);
await timed('Vitest', async () => {
  const postgres = startPostgres();
  if (built) {
    journeysPulsar = realPulsarForJourneys();
    // Awaited by the journeys; until then a failure to start must not end the run unannounced.
    journeysPulsar.catch(() => undefined);
  }
  try {
    await vitest(postgres?.env ?? {});
  } finally {
    postgres?.stop();
  }
});
if (built) {
  await Promise.all([
    timed('benchmark smoke runs (beside Playwright)', () => benchSmoke(journeysPulsar)),
    timed('Playwright', () => playwright(journeysPulsar)),
  ]);
  // Both used it: stopped once both are done.
  await (await journeysPulsar.catch(() => undefined))?.stop();
}

console.info(
  `\nTime by phase: ${phaseSeconds
    .map(
      ([phase, seconds, busy]) =>
        `${phase} ${seconds} s${busy === undefined ? '' : ` (cores ${Math.round(busy * 100)}% busy)`}`,
    )
    .join(', ')}` +
    (shardSeconds.length > 0
      ? ` (Playwright shards: ${shardSeconds.map((seconds) => `${seconds} s`).join(', ')})`
      : ''),
);
if (vitestSeconds) console.info(`Vitest's files, seconds summed by part (two at a time): ${vitestSeconds}`);

if (failures.length > 0) console.info(`\nFailed: ${failures.join(', ')}`);
if (failedTests.length > 0)
  console.info(`\nFailed tests:\n${failedTests.map((test) => `  ${test}`).join('\n')}`);
console.info(
  `\nAgainst a real Pulsar 4.0.7 broker: ${realPulsar.passed} passed, ${realPulsar.failed} failed` +
    (realPulsar.passed + realPulsar.failed === 0 ? ' (none ran: see the Real Pulsar build check)' : ''),
);
console.info(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
