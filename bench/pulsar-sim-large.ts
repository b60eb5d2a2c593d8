// Pulsar simulator, `large` scenario (100 000 topics in one namespace, one topic with 1 000
// partitions), pinned to one core with taskset. Prints start-up time, resident memory and the
// latency of the heavy listings, each next to a reference measured in the same run: the cost of
// JSON-encoding and sending an answer of the same size from a bare node:http server.
//
// Run: node bench/pulsar-sim-large.ts            (port 19080..19081 must be free; BEACON_BENCH_SMOKE=1
//      runs it once on a thousand topics, see support/smoke.ts)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sized } from './support/smoke.ts';

const PORT = 19080;
const RUNS = sized(5, 1);
const SCENARIO = sized('large', 'large-smoke');
const CLI = new URL('../apps/pulsar-sim/src/cli.ts', import.meta.url).pathname;

function residentMegabytes(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

async function timed(url: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${String(response.status)}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
}

async function median(url: string, beforeEach?: () => Promise<void>): Promise<{ ms: number; bytes: number }> {
  const samples: { ms: number; bytes: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await beforeEach?.();
    samples.push(await timed(url));
  }
  samples.sort((a, b) => a.ms - b.ms);
  return samples[Math.floor(RUNS / 2)] ?? { ms: Number.NaN, bytes: 0 };
}

/** Reference: a bare node:http server answering JSON.stringify of a value of the same shape. */
async function referenceFor(value: unknown): Promise<number> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(value));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return (await median(`http://127.0.0.1:${String(port)}/`)).ms;
  } finally {
    server.close();
  }
}

const started = performance.now();
const child = spawn(
  'taskset',
  ['-c', '0', process.execPath, CLI, '--scenario', SCENARIO, '--port', String(PORT), '--binary-port', '0'],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise<void>((resolve, reject) => {
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('bookie HTTP API')) resolve();
  });
  child.on('exit', (code) => reject(new Error(`simulator exited with ${String(code)}`)));
});
const startupSeconds = (performance.now() - started) / 1000;
const pid = child.pid ?? 0;
const afterStart = residentMegabytes(pid);

try {
  const base = `http://127.0.0.1:${String(PORT)}`;
  const list = await median(`${base}/admin/v2/persistent/large/topics`);
  const listBody = (await (await fetch(`${base}/admin/v2/persistent/large/topics`)).json()) as string[];
  const brokerStats = await median(`${base}/admin/v2/broker-stats/topics`);

  const brokerStatsBody = (await (await fetch(`${base}/admin/v2/broker-stats/topics`)).json()) as unknown;
  const partitioned = await median(
    `${base}/admin/v2/persistent/large/partitioned/wide/partitioned-stats?perPartition=true`,
  );
  const afterRequests = residentMegabytes(pid);
  const listReference = await referenceFor(listBody);
  const statsReference = await referenceFor(brokerStatsBody);

  const rows = [
    ['start-up (spawn → listening)', `${startupSeconds.toFixed(2)} s`, '< 10 s'],
    ['RSS after start', `${afterStart.rss.toFixed(0)} MB`, '< 600 MB'],
    [
      'RSS after the requests (peak)',
      `${afterRequests.rss.toFixed(0)} MB (${afterRequests.peak.toFixed(0)} MB)`,
      '< 600 MB',
    ],
    [
      `list the topics (${String(listBody.length)} names, ${(list.bytes / 1e6).toFixed(1)} MB)`,
      `${list.ms.toFixed(0)} ms (×${(list.ms / listReference).toFixed(1)} the reference)`,
      '< 1 s',
    ],
    [
      `broker-stats/topics (${(brokerStats.bytes / 1e6).toFixed(1)} MB)`,
      `${brokerStats.ms.toFixed(0)} ms (×${(brokerStats.ms / statsReference).toFixed(1)} the reference)`,
      '< 1 s',
    ],
    [
      `partitioned-stats of the partitioned topic (${(partitioned.bytes / 1e6).toFixed(1)} MB)`,
      `${partitioned.ms.toFixed(0)} ms`,
      '–',
    ],
  ];
  console.info(
    `Pulsar simulator, scenario ${SCENARIO}, one core (taskset -c 0), median of ${String(RUNS)} requests`,
  );
  for (const [what, measured, goal] of rows)
    console.info(`  ${what?.padEnd(58) ?? ''} ${measured?.padEnd(34) ?? ''} goal ${goal ?? ''}`);
  console.info(
    `  reference: bare node:http + JSON.stringify of the same answer: list ${listReference.toFixed(0)} ms, broker-stats ${statsReference.toFixed(0)} ms`,
  );
} finally {
  child.kill('SIGTERM');
}
