// The workbench's reads against a real Pulsar 4.0.7 standalone (issue 30, performance):
//
// 1. Beacon's binary-protocol reader (packages/pulsar-reader, a non-durable reader from the earliest
//    message) against Pulsar's own Java client doing the same (tools/pulsar-standalone ReadBench, as
//    Dekaf reads), on one topic of 1 KB JSON messages written by the Java producer in its default
//    batches: messages per second, the best of ROUNDS rounds each (the first rounds warm the JIT of
//    both). Goal: Beacon's at least 0.5 x the Java client's.
// 2. A filter on a JSON field in Beacon's server (POST /pulsar-manager/workbench/read): the CPU time
//    of the Beacon process per message read, from /proc, with and without the filter. Two filters:
//    one that keeps every message (the same messages read and handed over: the filter's own cost)
//    and one that scans the whole topic and keeps its last READ_LIMIT messages. Goal: at most 2 x the
//    bare read's CPU per message.
//
// Run: node bench/workbench-read.ts [messages, default 1 000 000]
//      BEACON_BENCH_SMOKE=1 writes and reads a few hundred (support/smoke.ts). BEACON_BENCH_PULSAR_*
//      (adminUrl, serviceUrl, bookieUrl) use a broker that is already running instead of starting one.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MAX_READ_MESSAGES } from '@beacon/contracts';
import { TopicReader } from '@beacon/pulsar-reader';
import { addEnvironment, logInToBeacon, waitUntilServing } from '@beacon/test-kit';
import { admin, buildStandalone, startRealPulsar, type RealPulsar } from '@beacon/test-kit/real-pulsar';
import { BENCH_USER as USER, startBeaconProcess } from './support/processes.ts';
import { cpuMicrosOf } from './support/process-cpu.ts';
import { sized } from './support/smoke.ts';

const MESSAGES = Number(process.argv[2] ?? sized(1_000_000, 300));
const MESSAGE_BYTES = 1024;
const ROUNDS = sized(3, 1);
/** What one workbench read may hand over (the contract's limit), or all of a small topic. */
const READ_LIMIT = Math.min(MAX_READ_MESSAGES, MESSAGES);
const BEACON_PORT = 19390;

interface Broker {
  adminUrl: string;
  serviceUrl: string;
  bookieUrl: string;
  stop(): Promise<void>;
}

async function broker(): Promise<Broker> {
  const { BEACON_BENCH_PULSAR_ADMIN_URL: adminUrl, BEACON_BENCH_PULSAR_SERVICE_URL: serviceUrl } =
    process.env;
  if (adminUrl && serviceUrl)
    return {
      adminUrl,
      serviceUrl,
      bookieUrl: process.env.BEACON_BENCH_PULSAR_BOOKIE_URL ?? adminUrl,
      stop: async () => {},
    };
  const started: RealPulsar = await startRealPulsar({ functionsWorker: false });
  return started;
}

/** Runs tools/pulsar-standalone's ReadBench with Pulsar's Java client on the broker's classpath. */
async function javaReadBench(args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'java',
    ['-cp', buildStandalone(), '-Xmx512m', 'dev.beacon.pulsar.ReadBench', ...args],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

interface ReadRound {
  perSecond: number;
  /** CPU time per message of the reading process, in microseconds. */
  cpuMicros: number;
}

async function javaReads(serviceUrl: string, topic: string): Promise<ReadRound[]> {
  const output = await javaReadBench(['read', serviceUrl, topic, String(MESSAGES), String(ROUNDS)]);
  const rounds = [...output.matchAll(/^BEACON-READ (\d+) (\d+) (\d+)/gm)].map(([, count, nanos, cpu]) => ({
    perSecond: Number(count) / (Number(nanos) / 1e9),
    cpuMicros: Number(cpu) / 1000 / Number(count),
  }));
  if (rounds.length !== ROUNDS) throw new Error(`The Java reader did not finish its rounds:\n${output}`);
  return rounds;
}

async function beaconReads(serviceUrl: string, topic: string): Promise<ReadRound[]> {
  const rounds: ReadRound[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const reader = await TopicReader.open({
      serviceUrl,
      topic,
      start: { kind: 'earliest' },
      receiverQueueSize: 1000,
    });
    let read = 0;
    let bytes = 0;
    try {
      for await (const message of reader) {
        bytes += message.size;
        read += 1;
        if (read === MESSAGES) break;
      }
    } finally {
      await reader.close();
    }
    if (read !== MESSAGES || bytes === 0)
      throw new Error(`Beacon's reader read ${String(read)} of ${String(MESSAGES)}`);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    rounds.push({ perSecond: MESSAGES / seconds, cpuMicros: (cpu.user + cpu.system) / MESSAGES });
  }
  return rounds;
}

/** One workbench read through Beacon's server, its stream read to the end: messages read and handed over. */
async function workbenchRead(
  beaconUrl: string,
  headers: Record<string, string>,
  topic: string,
  filter: string | undefined,
): Promise<{ read: number; matched: number }> {
  const answer = await fetch(`${beaconUrl}/pulsar-manager/workbench/read`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      topics: [topic],
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
      limit: READ_LIMIT,
      ...(filter ? { filter } : {}),
    }),
  });
  if (!answer.ok || !answer.body)
    throw new Error(`workbench read: ${String(answer.status)} ${await answer.text()}`);
  const text = await answer.text();
  const end = text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as { kind: string; read?: number; matched?: number; message?: string })
    .find((line) => line.kind === 'end' || line.kind === 'failed');
  if (end?.kind !== 'end') throw new Error(`workbench read did not end: ${JSON.stringify(end)}`);
  return { read: end.read ?? 0, matched: end.matched ?? 0 };
}

/** Deletes the bench's topic (its reader subscriptions are gone by then; `force` for any left). */
async function deleteTopic(adminUrl: string, fullName: string): Promise<void> {
  const path = `/admin/v2/${fullName.replace('://', '/')}?force=true`;
  await admin({ adminUrl, headers: {} }, 'DELETE', path).catch((error: unknown) => {
    console.warn(`The bench's topic ${fullName} was not deleted: ${String(error)}`);
  });
}

const best = (rounds: ReadRound[]) => rounds.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));

const pulsar = await broker();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-bench-'));
let beacon: ReturnType<typeof startBeaconProcess> | undefined;
let topic: string | undefined;
try {
  // One topic of its own in public/default, deleted at the end: on a broker that is already running
  // (CI's journeys' broker, shared with journeys that count namespaces by regex, `public/.*` among
  // them) the bench adds no namespace, and its topic lives only while it runs.
  topic = `persistent://public/default/workbench-read-${String(Date.now())}`;
  const produced = await javaReadBench([
    'produce',
    pulsar.serviceUrl,
    topic,
    String(MESSAGES),
    String(MESSAGE_BYTES),
  ]);
  if (!produced.includes(`BEACON-PRODUCED ${String(MESSAGES)}`))
    throw new Error(`The Java producer failed:\n${produced}`);

  // 1. The reader, side by side with the Java client (alternating: Java's rounds, then Beacon's).
  const java = await javaReads(pulsar.serviceUrl, topic);
  const ours = await beaconReads(pulsar.serviceUrl, topic);
  const [javaBest, oursBest] = [best(java), best(ours)];
  const rate = (rounds: ReadRound[]) => rounds.map((round) => Math.round(round.perSecond)).join(', ');
  console.info(
    `${String(MESSAGES)} messages of ${String(MESSAGE_BYTES)} bytes (Java producer's default batches); ${os.cpus().length} cores, Node ${process.version}\n`,
  );
  console.info('| reader | messages/s, best of rounds | rounds | CPU per message |\n|---|---|---|---|');
  console.info(
    `| Pulsar's Java client (Reader, receiver queue 1000) | ${Math.round(javaBest.perSecond)} | ${rate(java)} | ${javaBest.cpuMicros.toFixed(1)} µs (JVM, all threads) |`,
  );
  console.info(
    `| Beacon's reader (TopicReader, receiver queue 1000) | ${Math.round(oursBest.perSecond)} | ${rate(ours)} | ${oursBest.cpuMicros.toFixed(1)} µs |`,
  );
  console.info(`Beacon / Java: ${(oursBest.perSecond / javaBest.perSecond).toFixed(2)} x (goal >= 0.5 x)\n`);

  // 2. The filter's cost in Beacon's server.
  beacon = startBeaconProcess(BEACON_PORT, dataDir);
  const beaconUrl = `http://127.0.0.1:${String(BEACON_PORT)}`;
  await waitUntilServing(`${beaconUrl}/readyz`);
  const session = await logInToBeacon(beaconUrl, USER);
  await addEnvironment(beaconUrl, session, {
    name: 'bench',
    broker: pulsar.adminUrl,
    bookie: pulsar.bookieUrl,
  });
  const headers = { ...session.writeHeaders, environment: 'bench' };
  // Warm-up (JIT, the filter's worker, schema lookups), not reported.
  await workbenchRead(beaconUrl, headers, topic, undefined);
  const cases = [
    { name: 'no filter', filter: undefined },
    { name: 'a filter that keeps every message', filter: 'value.orderId >= 0' },
    {
      name: `the whole topic scanned, its last ${String(READ_LIMIT)} kept`,
      filter: `value.orderId >= ${String(MESSAGES - READ_LIMIT)}`,
    },
  ];
  console.info(
    '| Beacon read | messages read / handed over | CPU per message read | × no filter |\n|---|---|---|---|',
  );
  let bare = 0;
  for (const { name, filter } of cases) {
    const before = cpuMicrosOf(beacon.pid!);
    const { read, matched } = await workbenchRead(beaconUrl, headers, topic, filter);
    const perMessage = (cpuMicrosOf(beacon.pid!) - before) / read;
    if (filter === undefined) bare = perMessage;
    console.info(
      `| ${name} | ${String(read)} / ${String(matched)} | ${perMessage.toFixed(1)} µs | ${(perMessage / bare).toFixed(2)} |`,
    );
  }
  console.info('Goal: a filter on a JSON field at most 2 x the bare read per message.');
} finally {
  beacon?.kill('SIGTERM');
  if (topic) await deleteTopic(pulsar.adminUrl, topic);
  await pulsar.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
