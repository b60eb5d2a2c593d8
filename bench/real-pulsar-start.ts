// The real Pulsar 4.0.7 standalone that the tests and `npm run demo -- --real` start
// (tools/pulsar-standalone): its start time and resident memory, plain and with token
// authentication, each started RUNS times one after the other. The reference beside it is the
// simulator's demo scenario started the same way, so the figure that matters — how much a real broker
// adds to a test run — is read as a ratio and as the seconds it adds once per run.
//   node bench/real-pulsar-start.ts [runs]
// BEACON_BENCH_SMOKE=1 starts each once, the token variant left out and no idle wait (support/smoke.ts).
import { startSimulator } from '@beacon/pulsar-sim';
import { buildStandalone, startRealPulsar, type RealPulsarOptions } from '@beacon/test-kit/real-pulsar';
import { SMOKE, sized } from './support/smoke.ts';

const RUNS = Number(process.argv[2] ?? sized(3, 1));
const IDLE_MS = sized(20_000, 0);
const MiB = 2 ** 20;

function residentOfThisProcess(): number {
  return process.memoryUsage().rss;
}

interface Sample {
  readyMs: number;
  jvmStartMs: number;
  residentAtReady: number;
  residentAfterIdle: number;
}

async function realBroker(options: RealPulsarOptions): Promise<Sample> {
  const started = performance.now();
  const pulsar = await startRealPulsar(options);
  const readyMs = performance.now() - started;
  const residentAtReady = pulsar.residentBytes();
  // Once the first load reports and statistics are written, its memory settles.
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const residentAfterIdle = pulsar.residentBytes();
  await pulsar.stop();
  return { readyMs, jvmStartMs: pulsar.startMillis, residentAtReady, residentAfterIdle };
}

async function simulator(): Promise<Sample> {
  const before = residentOfThisProcess();
  const started = performance.now();
  const sim = await startSimulator({ scenario: 'demo', port: 0, traffic: false });
  const readyMs = performance.now() - started;
  const resident = residentOfThisProcess() - before;
  await sim.close();
  return { readyMs, jvmStartMs: 0, residentAtReady: resident, residentAfterIdle: resident };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

function report(name: string, samples: Sample[], reference?: number): number {
  const ready = median(samples.map((sample) => sample.readyMs));
  const ratio = reference ? ` (${(ready / reference).toFixed(0)} x the simulator)` : '';
  console.info(
    `${name}: ready in ${(ready / 1000).toFixed(1)} s median of ${String(samples.length)}` +
      `${ratio}; runs ${samples.map((sample) => (sample.readyMs / 1000).toFixed(1)).join(', ')} s; ` +
      `resident ${(median(samples.map((sample) => sample.residentAtReady)) / MiB).toFixed(0)} MiB at ready, ` +
      `${(median(samples.map((sample) => sample.residentAfterIdle)) / MiB).toFixed(0)} MiB after ${String(IDLE_MS / 1000)} s idle`,
  );
  return ready;
}

buildStandalone((line) => console.info(line));
const simulated: Sample[] = [];
const plain: Sample[] = [];
const token: Sample[] = [];
for (let run = 0; run < RUNS; run += 1) {
  simulated.push(await simulator());
  plain.push(await realBroker({}));
  if (!SMOKE) token.push(await realBroker({ auth: 'HS256' }));
}
const reference = report('Simulator, demo scenario (in this process)', simulated);
report('Real Pulsar 4.0.7 standalone, plain', plain, reference);
if (!SMOKE) report('Real Pulsar 4.0.7 standalone, token authentication (HS256)', token, reference);
