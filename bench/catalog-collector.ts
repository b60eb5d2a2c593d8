// The statistics catalogue at 100 000 topics: the simulator's `large` scenario (one broker, 100 000
// topics in large/topics, 1 000 partitions of large/partitioned/wide) and Beacon as two processes,
// as in production. Prints the collector's pass durations (measured by Beacon itself, reported by
// /pulsar-manager/catalog/status), Beacon's resident memory after the passes, and the time of the
// enriched topics list: first page and a name filter, cold (live list fetched from the broker) and
// warm (within the 5 s live-list cache).
//
// Run: node bench/catalog-collector.ts [passes, default 5] [interval s, default 5]   (ports 19280-19281, 19290 free;
// BEACON_BENCH_SMOKE=1 runs one pass over a thousand topics, see support/smoke.ts)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addEnvironment, logInToBeacon, waitUntilServing } from '@beacon/test-kit';
import { BENCH_USER as USER, startBeaconProcess, startSimulatorProcess } from './support/processes.ts';
import { sized } from './support/smoke.ts';

const PASSES = Number(process.argv[2] ?? sized(5, 1));
const INTERVAL_SECONDS = Number(process.argv[3] ?? 5);
const SIM_PORT = 19280;
const BEACON_PORT = 19290;
const RUNS = sized(5, 1);

/** User + system CPU seconds the process has used so far (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields =
    fs
      .readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
      .split(') ')[1]
      ?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function residentMegabytes(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: Math.round(field('VmRSS')), peak: Math.round(field('VmHWM')) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-bench-catalog-'));
const simulatorProcess = startSimulatorProcess(sized('large', 'large-smoke'), SIM_PORT);
const beaconProcess = startBeaconProcess(BEACON_PORT, dataDir, {
  BEACON_STATS_INTERVAL: String(INTERVAL_SECONDS),
});

try {
  const simulator = `http://localhost:${SIM_PORT}`;
  const beacon = `http://127.0.0.1:${BEACON_PORT}`;
  await waitUntilServing(`${simulator}/admin/v2/clusters`);
  await waitUntilServing(`${beacon}/readyz`);

  const session = await logInToBeacon(beacon, USER);
  const { token } = session;
  await addEnvironment(beacon, session, {
    name: 'bench',
    broker: simulator,
    // The simulator's bookie API listens right after its brokers' ports (one broker here).
    bookie: `http://localhost:${SIM_PORT + 1}`,
  });
  const afterStart = residentMegabytes(beaconProcess.pid ?? 0);

  // One sample per pass, as Beacon measured it.
  interface Status {
    environments: { collectedAt: number | null; durationMs: number | null; topicCount: number }[];
  }
  const durations: number[] = [];
  const cpuBefore = cpuSeconds(beaconProcess.pid ?? 0);
  let topicCount = 0;
  let lastCollectedAt: number | null = null;
  const deadline = Date.now() + (PASSES + 3) * (INTERVAL_SECONDS + 10) * 1000;
  while (durations.length < PASSES && Date.now() < deadline) {
    const status = (await (
      await fetch(`${beacon}/pulsar-manager/catalog/status`, { headers: { token } })
    ).json()) as Status;
    const entry = status.environments[0];
    if (entry?.collectedAt && entry.collectedAt !== lastCollectedAt) {
      lastCollectedAt = entry.collectedAt;
      durations.push(entry.durationMs ?? Number.NaN);
      topicCount = entry.topicCount;
    }
    await sleep(250);
  }
  if (durations.length < PASSES)
    throw new Error(`the collector made ${String(durations.length)} of ${String(PASSES)} passes in time`);
  const afterPasses = residentMegabytes(beaconProcess.pid ?? 0);
  // Beacon does nothing else meanwhile: its CPU time is the passes' own cost, whatever the machine's load.
  const cpuPerPass = (cpuSeconds(beaconProcess.pid ?? 0) - cpuBefore) / Math.max(1, durations.length);

  const timeGet = async (url: string) => {
    const started = performance.now();
    const response = await fetch(`${beacon}${url}`, { headers: { token, environment: 'bench' } });
    const body = (await response.json()) as { total?: number };
    if (!response.ok) throw new Error(`${url}: ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, total: body.total ?? 0 };
  };
  const median = async (url: string, cold: boolean) => {
    const samples: { ms: number; total: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Past the live-list cache (5 s), the names come from the broker again.
      if (cold) await sleep(5_500);
      else await timeGet(url);
      samples.push(await timeGet(url));
    }
    samples.sort((left, right) => left.ms - right.ms);
    return samples[Math.floor(RUNS / 2)] ?? { ms: Number.NaN, total: 0 };
  };
  const firstPage = '/pulsar-manager/admin/v2/topics/large/topics/stats?page_size=10';
  const filter = '/pulsar-manager/admin/v2/topics/large/topics/stats?filter=topic-0424&page_size=10';
  const byRate = '/pulsar-manager/admin/v2/topics/large/topics/stats?sort=inMsg&order=desc&page_size=10';
  const results = {
    firstPageCold: await median(firstPage, true),
    firstPageWarm: await median(firstPage, false),
    filterCold: await median(filter, true),
    filterWarm: await median(filter, false),
    sortWarm: await median(byRate, false),
  };
  const afterLists = residentMegabytes(beaconProcess.pid ?? 0);

  const sorted = [...durations].sort((left, right) => left - right);
  const format = (entry: { ms: number; total: number }) => `${entry.ms.toFixed(0)} ms (total ${entry.total})`;
  console.info(
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}`,
  );
  console.info(`topics collected per pass: ${topicCount}`);
  console.info(
    `pass durations (ms): ${durations.join(', ')} — median ${sorted[Math.floor(sorted.length / 2)] ?? 'n/a'}`,
  );
  console.info(
    `Beacon CPU per pass: ${(cpuPerPass * 1000).toFixed(0)} ms; machine load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  console.info(
    `Beacon RSS: after start ${afterStart.rss} MB; after ${durations.length} passes ${afterPasses.rss} MB (peak ${afterPasses.peak} MB); after the lists ${afterLists.rss} MB (peak ${afterLists.peak} MB)`,
  );
  console.info(
    `topics list, first page: cold ${format(results.firstPageCold)}, warm ${format(results.firstPageWarm)}`,
  );
  console.info(
    `topics list, name filter: cold ${format(results.filterCold)}, warm ${format(results.filterWarm)}`,
  );
  console.info(`topics list, sorted by inMsg: warm ${format(results.sortWarm)}`);
} finally {
  beaconProcess.kill('SIGTERM');
  simulatorProcess.kill('SIGTERM');
  await sleep(500);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
