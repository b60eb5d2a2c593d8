// What Beacon's Pulsar proxy costs, measured so that the machine's shape does not decide the answer:
// the same topic-stats GET sent a fixed number of times through Beacon and through a bare Node
// pass-through proxy (`support/pass-through-proxy.ts`: accept, forward over a keep-alive agent, pipe
// back, nothing else), and the CPU time each proxy process spent on them read from
// /proc/<pid>/stat. On two shared cores throughput compares the load generator and the broker as
// much as the proxies; CPU time per request does not. Then, at one connection, the latency each
// path adds to a direct call (p50, p99).
//
// A second reference, the same pass-through forwarding with undici (the client Beacon uses), says
// how much of the figure the client alone gives.
//
// Goals (issue 12): Beacon's CPU time per request <= 1.3 x the bare pass-through's (issue 28 D25:
// <= 1.2 x); at one connection, added p99 <= 1 ms. The CPU time is split into the main thread's and
// the other threads' (V8's helpers run the parallel parts of garbage collection there).
//
// Run: node bench/proxy-throughput.ts [requests per CPU round, default 12000] [--in-process]
//      (ports 19180-19182, 19190, 19195 and 19198 free; BEACON_BENCH_SMOKE=1 sends a few hundred requests,
//      see support/smoke.ts)
// --in-process also measures two reference proxies started inside Beacon's own process
// (support/in-process-references.ts, ports 19196 and 19197): what the process itself costs, apart
// from Beacon's request path.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { addEnvironment, logInToBeacon, waitUntilServing } from '@beacon/test-kit';
import { BENCH_USER as USER, startBeaconProcess, startSimulatorProcess } from './support/processes.ts';
import { statMicros } from './support/process-cpu.ts';
import { sized } from './support/smoke.ts';

const root = path.resolve(import.meta.dirname, '..');
const IN_PROCESS = process.argv.includes('--in-process');
const REQUESTS = Number(
  process.argv.slice(2).find((argument) => /^\d+$/.test(argument)) ?? sized(12_000, 200),
);
const CPU_ROUNDS = sized(9, 1);
const CONNECTIONS = 8;
const LATENCY_CALLS = sized(600, 20);
const LATENCY_ROUNDS = sized(5, 1);

/**
 * The CPU time a process has used, and how much of it its main thread (the JavaScript, Node's HTTP
 * work, most of the collector's) rather than its other threads (V8's helpers, which run the
 * parallel parts of garbage collection, and libuv's).
 */
function cpuMicros(pid: number): { all: number; main: number } {
  return { all: statMicros(`/proc/${pid}/stat`), main: statMicros(`/proc/${pid}/task/${pid}/stat`) };
}

interface CpuPerRequest {
  all: number;
  main: number;
}

async function cpuPerRequest(
  pid: number,
  url: string,
  headers: Record<string, string>,
): Promise<CpuPerRequest> {
  const before = cpuMicros(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, amount: REQUESTS, headers });
  const after = cpuMicros(pid);
  if (result.non2xx + result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { all: (after.all - before.all) / REQUESTS, main: (after.main - before.main) / REQUESTS };
}

/** Sequential calls on one keep-alive connection, each timed with hrtime, in milliseconds. */
async function oneConnectionLatencies(url: string, headers: Record<string, string>): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  for (let call = 0; call < LATENCY_CALLS; call += 1) {
    const started = process.hrtime.bigint();
    await new Promise<void>((resolve, reject) => {
      http
        .get(url, { agent, headers }, (response) => {
          response.resume();
          response.on('end', resolve);
        })
        .on('error', reject);
    });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  agent.destroy();
  return times;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const median = (values: number[]) => percentile(values, 50);

// Three processes, as in production: the simulator (the broker), Beacon, and the reference proxy;
// this process generates the load.
const SIM_PORT = 19180;
const BEACON_PORT = 19190;
const PASS_THROUGH_PORT = 19195;
const UNDICI_PASS_THROUGH_PORT = 19198;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-bench-'));
const simulatorProcess = startSimulatorProcess('demo', SIM_PORT, ['--no-traffic']);
const IN_PROCESS_BARE_PORT = 19196;
const IN_PROCESS_FASTIFY_PORT = 19197;
const beaconProcess = startBeaconProcess(
  BEACON_PORT,
  dataDir,
  {
    BEACON_PROXY_MAX_CONCURRENCY: '64',
    // The load comes from one session; its 50 calls/s limit would measure the limiter, not the proxy.
    BEACON_PROXY_SESSION_RATE: '0',
    ...(IN_PROCESS && {
      BEACON_REFERENCE_UPSTREAM: `http://127.0.0.1:${SIM_PORT}`,
      BEACON_REFERENCE_BARE_PORT: String(IN_PROCESS_BARE_PORT),
      BEACON_REFERENCE_FASTIFY_PORT: String(IN_PROCESS_FASTIFY_PORT),
    }),
  },
  IN_PROCESS ? ['--import', path.join(root, 'bench/support/in-process-references.ts')] : [],
);
const passThroughProcess = spawn(
  process.execPath,
  [
    path.join(root, 'bench/support/pass-through-proxy.ts'),
    String(PASS_THROUGH_PORT),
    `http://127.0.0.1:${SIM_PORT}`,
  ],
  { stdio: 'ignore' },
);
const undiciPassThroughProcess = spawn(
  process.execPath,
  [
    path.join(root, 'bench/support/pass-through-proxy.ts'),
    String(UNDICI_PASS_THROUGH_PORT),
    `http://127.0.0.1:${SIM_PORT}`,
    'undici',
  ],
  { stdio: 'ignore' },
);
const children = [simulatorProcess, beaconProcess, passThroughProcess, undiciPassThroughProcess];
try {
  const passThrough = `http://127.0.0.1:${PASS_THROUGH_PORT}`;
  const undiciPassThrough = `http://127.0.0.1:${UNDICI_PASS_THROUGH_PORT}`;
  const simulator = { url: `http://127.0.0.1:${SIM_PORT}`, bookieUrl: `http://127.0.0.1:${SIM_PORT + 2}` };
  const beacon = `http://127.0.0.1:${BEACON_PORT}`;
  await waitUntilServing(`${simulator.url}/admin/v2/clusters`);
  await waitUntilServing(`${beacon}/readyz`);
  await waitUntilServing(`${passThrough}/admin/v2/clusters`);
  await waitUntilServing(`${undiciPassThrough}/admin/v2/clusters`);

  const session = await logInToBeacon(beacon, USER);
  await addEnvironment(beacon, session, {
    name: 'bench',
    broker: simulator.url,
    bookie: simulator.bookieUrl,
  });
  // Both proxies receive the same request, bytes and all: the bare one ignores the session token
  // and the environment, but reads them off the socket and parses them as Beacon does.
  const requestHeaders = { token: session.token, environment: 'bench', accept: 'application/json' };

  // A topic the first broker owns, so no path includes a redirect.
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

  // Warm-up (JIT, pools, caches), not reported.
  await cpuPerRequest(passThroughProcess.pid!, `${passThrough}${statsPath}`, requestHeaders);
  await cpuPerRequest(undiciPassThroughProcess.pid!, `${undiciPassThrough}${statsPath}`, requestHeaders);
  await cpuPerRequest(beaconProcess.pid!, `${beacon}${statsPath}`, requestHeaders);

  // The references inside Beacon's process: their CPU time is read from Beacon's pid.
  const inProcess = {
    bare: `http://127.0.0.1:${IN_PROCESS_BARE_PORT}${statsPath}`,
    fastify: `http://127.0.0.1:${IN_PROCESS_FASTIFY_PORT}${statsPath}`,
  };
  if (IN_PROCESS) {
    await waitUntilServing(inProcess.fastify);
    await cpuPerRequest(beaconProcess.pid!, inProcess.bare, requestHeaders);
    await cpuPerRequest(beaconProcess.pid!, inProcess.fastify, requestHeaders);
  }

  // Alternating rounds, so both proxies meet the same background noise.
  const cpu = {
    bare: [] as CpuPerRequest[],
    bareUndici: [] as CpuPerRequest[],
    beacon: [] as CpuPerRequest[],
    bareInBeacon: [] as CpuPerRequest[],
    fastifyInBeacon: [] as CpuPerRequest[],
  };
  const loadBefore = os.loadavg()[0] ?? 0;
  for (let round = 0; round < CPU_ROUNDS; round += 1) {
    cpu.bare.push(await cpuPerRequest(passThroughProcess.pid!, `${passThrough}${statsPath}`, requestHeaders));
    cpu.bareUndici.push(
      await cpuPerRequest(undiciPassThroughProcess.pid!, `${undiciPassThrough}${statsPath}`, requestHeaders),
    );
    cpu.beacon.push(await cpuPerRequest(beaconProcess.pid!, `${beacon}${statsPath}`, requestHeaders));
    if (!IN_PROCESS) continue;
    cpu.bareInBeacon.push(await cpuPerRequest(beaconProcess.pid!, inProcess.bare, requestHeaders));
    cpu.fastifyInBeacon.push(await cpuPerRequest(beaconProcess.pid!, inProcess.fastify, requestHeaders));
  }

  const latency = { direct: [] as number[], bare: [] as number[], beacon: [] as number[] };
  for (let round = 0; round < LATENCY_ROUNDS; round += 1) {
    latency.direct.push(...(await oneConnectionLatencies(`${simulator.url}${statsPath}`, requestHeaders)));
    latency.bare.push(...(await oneConnectionLatencies(`${passThrough}${statsPath}`, requestHeaders)));
    latency.beacon.push(...(await oneConnectionLatencies(`${beacon}${statsPath}`, requestHeaders)));
  }

  const cpuModel = os.cpus()[0]?.model ?? 'unknown CPU';
  console.info(`GET ${statsPath}; ${os.cpus().length} cores (${cpuModel}), Node ${process.version}\n`);
  console.info(
    `CPU time per proxied request (${CPU_ROUNDS} alternating rounds of ${REQUESTS} requests, ${CONNECTIONS} connections; median, all rounds):`,
  );
  const micros = (values: number[]) =>
    `${median(values).toFixed(0)} µs (${values.map((v) => v.toFixed(0)).join(', ')})`;
  const split = (rounds: CpuPerRequest[]) => {
    const main = median(rounds.map((round) => round.main));
    return `main thread ${main.toFixed(0)} µs, other threads ${(median(rounds.map((round) => round.all)) - main).toFixed(0)} µs`;
  };
  console.info(
    `| bare pass-through proxy | ${micros(cpu.bare.map((round) => round.all))} | ${split(cpu.bare)} |`,
  );
  console.info(
    `| bare, undici's client    | ${micros(cpu.bareUndici.map((round) => round.all))} | ${split(cpu.bareUndici)} |`,
  );
  console.info(
    `| Beacon                  | ${micros(cpu.beacon.map((round) => round.all))} | ${split(cpu.beacon)} |`,
  );
  if (IN_PROCESS) {
    console.info(
      `| bare, in Beacon's process | ${micros(cpu.bareInBeacon.map((round) => round.all))} | ${split(cpu.bareInBeacon)} |`,
    );
    console.info(
      `| Fastify + Beacon's headers, in Beacon's process | ${micros(cpu.fastifyInBeacon.map((round) => round.all))} | ${split(cpu.fastifyInBeacon)} |`,
    );
  }
  const ratio = median(cpu.beacon.map((round) => round.all)) / median(cpu.bare.map((round) => round.all));
  // Each round's Beacon figure against the bare round just before it: how far the machine's noise reaches.
  const roundRatios = cpu.beacon.map((round, index) => round.all / (cpu.bare[index]?.all ?? Number.NaN));
  console.info(
    `Beacon / bare: ${ratio.toFixed(2)} x (goal <= 1.2 x, issue 28 D25); per round ${roundRatios.map((r) => r.toFixed(2)).join(', ')} (median ${median(roundRatios).toFixed(2)}); load average ${loadBefore.toFixed(1)} -> ${(os.loadavg()[0] ?? 0).toFixed(1)}`,
  );
  const undiciRatio =
    median(cpu.beacon.map((round) => round.all)) / median(cpu.bareUndici.map((round) => round.all));
  console.info(`Beacon / bare with undici's client: ${undiciRatio.toFixed(2)} x\n`);

  console.info(`One connection, ${LATENCY_ROUNDS} x ${LATENCY_CALLS} sequential calls per path:`);
  console.info('| path | p50 | p99 |\n|---|---|---|');
  for (const [name, values] of Object.entries(latency)) {
    console.info(
      `| ${name} | ${percentile(values, 50).toFixed(2)} ms | ${percentile(values, 99).toFixed(2)} ms |`,
    );
  }
  const addedP99 = percentile(latency.beacon, 99) - percentile(latency.direct, 99);
  const addedOverBare = percentile(latency.beacon, 99) - percentile(latency.bare, 99);
  console.info(
    `Added p99 through Beacon: ${addedP99.toFixed(2)} ms over direct (goal <= 1 ms), ${addedOverBare.toFixed(2)} ms over the bare proxy`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
