// Beacon's Pulsar proxy against the simulator, side by side in one run: the same topic-stats GET made
// directly to the simulator and through Beacon (session check, permission table, environment lookup,
// credentials, forwarding), at 32 concurrent connections. Prints throughput and latency of both and
// the ratios the issue sets: proxied throughput >= 60 % of direct, added p99 <= 10 ms.
//
// Run: node bench/proxy-throughput.ts [seconds per round, default 10]   (ports 19180-19182, 19190 free)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { addEnvironment, logInToBeacon, waitUntilServing } from '@beacon/test-kit';
import { spawn } from 'node:child_process';
import { BENCH_USER as USER, startBeaconProcess, startSimulatorProcess } from './support/processes.ts';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = 32;

interface Round {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Round> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

// Three processes, as in production: the simulator (the broker), Beacon, and this load generator.
const SIM_PORT = 19180;
const BEACON_PORT = 19190;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-bench-'));
const children = [
  startSimulatorProcess('demo', SIM_PORT, ['--no-traffic']),
  startBeaconProcess(BEACON_PORT, dataDir, {
    BEACON_PROXY_MAX_CONCURRENCY: '64',
    // The load comes from one session; its 50 calls/s limit would measure the limiter, not the proxy.
    BEACON_PROXY_SESSION_RATE: '0',
  }),
];
const PASS_THROUGH_PORT = 19195;
children.push(
  spawn(
    process.execPath,
    [
      path.join(root, 'bench/support/pass-through-proxy.ts'),
      String(PASS_THROUGH_PORT),
      `http://127.0.0.1:${SIM_PORT}`,
    ],
    {
      stdio: 'ignore',
    },
  ),
);
const passThrough = `http://127.0.0.1:${PASS_THROUGH_PORT}`;
const simulator = { url: `http://localhost:${SIM_PORT}`, bookieUrl: `http://localhost:${SIM_PORT + 2}` };
const beacon = `http://127.0.0.1:${BEACON_PORT}`;
await waitUntilServing(`${simulator.url}/admin/v2/clusters`);
await waitUntilServing(`${beacon}/readyz`);
await waitUntilServing(`${passThrough}/admin/v2/clusters`);

const session = await logInToBeacon(beacon, USER);
const { token } = session;
await addEnvironment(beacon, session, {
  name: 'bench',
  broker: simulator.url,
  bookie: simulator.bookieUrl,
});

// A topic the first broker owns, so neither path includes a redirect.
const topics = (await (
  await fetch(`${simulator.url}/admin/v2/persistent/public/default`)
).json()) as string[];
let statsPath = '';
for (const topic of topics) {
  const candidate = `/admin/v2/${topic.replace('://', '/')}/stats`;
  if ((await fetch(`${simulator.url}${candidate}`, { redirect: 'manual' })).status === 200) {
    statsPath = candidate;
    break;
  }
}
if (!statsPath) throw new Error('no topic owned by the first broker');

await load(`${simulator.url}${statsPath}`, {}); // warm-up of both paths, not reported
await load(`${beacon}${statsPath}`, { token, environment: 'bench' });
const direct = await load(`${simulator.url}${statsPath}`, {});
const bare = await load(`${passThrough}${statsPath}`, {});
const proxied = await load(`${beacon}${statsPath}`, { token, environment: 'bench' });

const row = (name: string, round: Round) =>
  `| ${name} | ${round.requestsPerSecond.toFixed(0)} | ${round.p50} ms | ${round.p99} ms | ${round.errors + round.non2xx} |`;
console.info(
  `GET ${statsPath}, ${CONNECTIONS} connections, ${SECONDS} s per round, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'})\n`,
);
console.info('| path | requests/s | p50 | p99 | errors |\n|---|---|---|---|---|');
console.info(row('direct to the simulator', direct));
console.info(row('through a bare Node pass-through proxy (reference)', bare));
console.info(row('through Beacon', proxied));
console.info(
  `\nproxied / direct throughput: ${((proxied.requestsPerSecond / direct.requestsPerSecond) * 100).toFixed(0)} % (goal >= 60 %)`,
);
console.info(`added p99 latency: ${proxied.p99 - direct.p99} ms (goal <= 10 ms)`);
console.info(
  `bare pass-through / direct: ${((bare.requestsPerSecond / direct.requestsPerSecond) * 100).toFixed(0)} %; Beacon / bare pass-through: ${((proxied.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0)} %`,
);

for (const child of children) child.kill('SIGTERM');
fs.rmSync(dataDir, { recursive: true, force: true });
