// Where Beacon's CPU goes on a proxied call, step by step (issue 28 D25: "say what each added step
// costs"). Beacon runs under V8's sampling profiler (`--cpu-prof`) while the same topic-stats GET as
// in proxy-throughput.ts is sent a fixed number of times; the samples taken during that load are
// grouped by the source they ran in and divided by the number of calls. The profile covers the main
// thread only (V8's helper threads, which run the parallel parts of garbage collection, are not in
// it), so the figures compare steps with each other and with the HTTP work every proxy does; the
// totals are proxy-throughput.ts's.
//
// Run: node bench/proxy-profile.ts [calls, default 30000]   (ports 19280, 19282 and 19290 free)
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

const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-profile-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-bench-'));
const simulator = startSimulatorProcess('demo', SIM_PORT, ['--no-traffic']);
const beacon = startBeaconProcess(
  BEACON_PORT,
  dataDir,
  { BEACON_PROXY_MAX_CONCURRENCY: '64', BEACON_PROXY_SESSION_RATE: '0' },
  ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
);
const exited = new Promise((resolve) => beacon.once('exit', resolve));
try {
  const simulatorUrl = `http://127.0.0.1:${SIM_PORT}`;
  const beaconUrl = `http://127.0.0.1:${BEACON_PORT}`;
  await waitUntilServing(`${simulatorUrl}/admin/v2/clusters`);
  await waitUntilServing(`${beaconUrl}/readyz`);
  const session = await logInToBeacon(beaconUrl, USER);
  await addEnvironment(beaconUrl, session, {
    name: 'bench',
    broker: simulatorUrl,
    bookie: `http://127.0.0.1:${SIM_PORT + 2}`,
  });
  const url = `${beaconUrl}/admin/v2/persistent/public/default/test/stats`;
  const headers = { token: session.token, environment: 'bench', accept: 'application/json' };
  // Warm-up (JIT, pools, caches) outside the window.
  await autocannon({ url, headers, connections: 8, amount: Math.ceil(CALLS / 5) });
  const fromMicros = Number(process.hrtime.bigint() / 1000n);
  const load = await autocannon({ url, headers, connections: 8, amount: CALLS });
  const toMicros = Number(process.hrtime.bigint() / 1000n);
  if (load.non2xx + load.errors > 0) throw new Error(`${load.non2xx} non-2xx, ${load.errors} errors`);

  // Beacon writes its profile when it exits (SIGTERM: its own orderly shutdown).
  beacon.kill('SIGTERM');
  await exited;
  const [file] = fs.readdirSync(profileDir);
  if (!file) throw new Error('Beacon wrote no CPU profile');
  const rows = microsPerCallByStep(path.join(profileDir, file), { fromMicros, toMicros }, CALLS, STEPS);
  const total = rows.reduce((sum, row) => sum + row.micros, 0);
  console.info(`Beacon's CPU per proxied call under the profiler, ${CALLS} calls: ${total.toFixed(0)} µs\n`);
  console.info('| step | µs per call | share |\n|---|---|---|');
  for (const { step, micros } of rows) {
    console.info(`| ${step} | ${micros.toFixed(1)} | ${((100 * micros) / total).toFixed(1)} % |`);
  }
} finally {
  beacon.kill('SIGTERM');
  simulator.kill('SIGTERM');
  fs.rmSync(profileDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
