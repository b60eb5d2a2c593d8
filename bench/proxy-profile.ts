// Where Beacon's CPU goes on a proxied call, step by step (issue 28 D25: "say what each added step
// costs"). Beacon and the bare pass-through proxy of proxy-throughput.ts each run under V8's
// sampling profiler (`--cpu-prof`) while the same topic-stats GET is sent a fixed number of times;
// the samples taken during that load are grouped by the source they ran in and divided by the
// number of calls. Side by side, the steps both proxies share (Node's HTTP work, the socket system
// calls, the garbage collector) say what Beacon's larger process costs beyond its own code. The profile covers the main
// thread only (V8's helper threads, which run the parallel parts of garbage collection, are not in
// it), so the figures compare steps with each other and with the HTTP work every proxy does; the
// totals are proxy-throughput.ts's.
//
// Run: node bench/proxy-profile.ts [calls, default 30000]   (ports 19280, 19282, 19290, 19295 free)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { addEnvironment, logInToBeacon, waitUntilServing } from '@beacon/test-kit';
import { microsPerCallByStep, type Step } from './support/cpu-profile-steps.ts';
import { BENCH_USER as USER, startBeaconProcess, startSimulatorProcess } from './support/processes.ts';
import { sized } from './support/smoke.ts';

const CALLS = Number(process.argv[2] ?? sized(30_000, 300));
const SIM_PORT = 19280;
const BEACON_PORT = 19290;
const BARE_PORT = 19295;
const root = path.resolve(import.meta.dirname, '..');

const source =
  (...parts: string[]) =>
  (url: string) =>
    parts.some((part) => url.includes(part));
/** The steps of a proxied call, most specific first; what matches none is "other". */
const STEPS: Step[] = [
  { name: 'permission table (authorize, canonical path)', matches: source('/permissions/') },
  {
    name: 'request target and header allow-lists',
    matches: source('request-target.ts', 'proxy-headers.ts', 'media-type.ts'),
  },
  { name: 'request metrics (request-metrics, prom-client)', matches: source('/metrics/', 'prom-client') },
  {
    name: 'session and CSRF hooks',
    matches: source('authenticate.ts', 'csrf.ts', 'session-cache.ts', '@fastify/cookie'),
  },
  { name: 'security headers', matches: source('security-headers.ts') },
  { name: 'proxy handler (routes, target, forward, upstream call)', matches: source('/pulsar-proxy/') },
  { name: 'other Beacon code', matches: source('/apps/server/', '/packages/') },
  {
    name: 'Fastify (routing, hooks, request objects)',
    matches: source('/fastify/', 'find-my-way', 'light-my-request'),
  },
  { name: 'logger (pino child per request)', matches: source('/pino') },
  { name: 'HTTP client to the broker (undici)', matches: source('/undici/') },
  { name: 'Node HTTP server and client, sockets, events', matches: (url) => url.startsWith('node:') },
  {
    name: 'socket writes and reads (system calls)',
    matches: (url, name) =>
      url === '' &&
      /^(writev|writeLatin1String|writeUtf8String|writeBuffer|readStart|onStreamRead)$/.test(name),
  },
  { name: 'garbage collector', matches: (_url, name) => name === '(garbage collector)' },
  { name: 'other (V8, native, microtasks)', matches: () => true },
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-bench-'));
const profileDirs = { beacon: fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-profile-')), bare: '' };
profileDirs.bare = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-profile-'));
const profilerFlags = (dir: string) => ['--cpu-prof', `--cpu-prof-dir=${dir}`];
const simulator = startSimulatorProcess('demo', SIM_PORT, ['--no-traffic']);
const beacon = startBeaconProcess(
  BEACON_PORT,
  dataDir,
  { BEACON_PROXY_MAX_CONCURRENCY: '64', BEACON_PROXY_SESSION_RATE: '0' },
  profilerFlags(profileDirs.beacon),
);
const simulatorUrl = `http://127.0.0.1:${SIM_PORT}`;
// The pass-through proxy exits on SIGTERM (see its file), so the profiler writes its profile.
const bare = spawn(
  process.execPath,
  [
    ...profilerFlags(profileDirs.bare),
    path.join(root, 'bench/support/pass-through-proxy.ts'),
    String(BARE_PORT),
    simulatorUrl,
  ],
  { stdio: 'ignore' },
);

/**
 * Sends the calls to one proxy under the profiler (after a warm-up outside the window), stops it
 * and reads its profile: µs per call by step.
 */
async function profileProxy(
  child: ChildProcess,
  profileDir: string,
  url: string,
  headers: Record<string, string>,
): Promise<Map<string, number>> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Warm-up (JIT, pools, caches) outside the window.
  await autocannon({ url, headers, connections: 8, amount: Math.ceil(CALLS / 5) });
  const fromMicros = Number(process.hrtime.bigint() / 1000n);
  const load = await autocannon({ url, headers, connections: 8, amount: CALLS });
  const toMicros = Number(process.hrtime.bigint() / 1000n);
  if (load.non2xx + load.errors > 0) throw new Error(`${url}: ${load.non2xx} non-2xx, ${load.errors} errors`);
  // Each writes its profile when it exits (SIGTERM: Beacon's orderly shutdown, the bare proxy's exit).
  child.kill('SIGTERM');
  await exited;
  const [file] = fs.readdirSync(profileDir);
  if (!file) throw new Error(`${url}: no CPU profile written`);
  const rows = microsPerCallByStep(path.join(profileDir, file), { fromMicros, toMicros }, CALLS, STEPS);
  return new Map(rows.map((row) => [row.step, row.micros]));
}

try {
  const beaconUrl = `http://127.0.0.1:${BEACON_PORT}`;
  const bareUrl = `http://127.0.0.1:${BARE_PORT}`;
  await waitUntilServing(`${simulatorUrl}/admin/v2/clusters`);
  await waitUntilServing(`${beaconUrl}/readyz`);
  await waitUntilServing(`${bareUrl}/admin/v2/clusters`);
  const session = await logInToBeacon(beaconUrl, USER);
  await addEnvironment(beaconUrl, session, {
    name: 'bench',
    broker: simulatorUrl,
    bookie: `http://127.0.0.1:${SIM_PORT + 2}`,
  });
  const callPath = '/admin/v2/persistent/public/default/test/stats';
  const accept = { accept: 'application/json' };
  // One at a time, so neither profile holds the other's load on the shared cores.
  const beaconSteps = await profileProxy(beacon, profileDirs.beacon, `${beaconUrl}${callPath}`, {
    ...accept,
    token: session.token,
    environment: 'bench',
  });
  const bareSteps = await profileProxy(bare, profileDirs.bare, `${bareUrl}${callPath}`, accept);
  const sum = (steps: Map<string, number>) =>
    [...steps.values()].reduce((total, micros) => total + micros, 0);
  const [beaconTotal, bareTotal] = [sum(beaconSteps), sum(bareSteps)];
  console.info(
    `CPU per proxied call under the profiler, ${CALLS} calls each: Beacon ${beaconTotal.toFixed(0)} µs, ` +
      `the bare pass-through ${bareTotal.toFixed(0)} µs (${(beaconTotal / bareTotal).toFixed(2)} x)\n`,
  );
  console.info(
    '| step | Beacon µs per call | share | bare µs per call | Beacon − bare |\n|---|---|---|---|---|',
  );
  for (const { name } of STEPS) {
    const [mine, theirs] = [beaconSteps.get(name) ?? 0, bareSteps.get(name) ?? 0];
    const share = ((100 * mine) / beaconTotal).toFixed(1);
    const row = [name, mine.toFixed(1), `${share} %`, theirs.toFixed(1), (mine - theirs).toFixed(1)];
    console.info(`| ${row.join(' | ')} |`);
  }
} finally {
  for (const child of [beacon, bare, simulator]) child.kill('SIGTERM');
  for (const dir of [profileDirs.beacon, profileDirs.bare, dataDir])
    fs.rmSync(dir, { recursive: true, force: true });
}
