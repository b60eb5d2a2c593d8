import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { buildStandalone } from './build.ts';

// Messages published by Pulsar's own Java client (dev.beacon.pulsar.ProduceFixture in
// tools/pulsar-standalone, on the broker's classpath), so the binary reader is tested on entries a
// real producer wrote: batches and every compression codec, which REST produce never makes. One JVM
// writes every topic asked for at once: each start costs seconds.

export type JavaCompression = 'NONE' | 'LZ4' | 'ZLIB' | 'ZSTD' | 'SNAPPY';

export interface JavaProduced {
  topic: string;
  count: number;
  compression?: JavaCompression;
  /** Messages per batch; 0 sends each message as an entry of its own. */
  batchSize?: number;
}

export interface ProducedId {
  ledgerId: number;
  entryId: number;
  partition: number;
  batchIndex: number;
}

/**
 * Publishes to each topic `count` messages — message i is `{"orderId":i,"note":"x…"}` with key
 * `order-i` and property `index=i` — and returns their ids by topic, in the order sent.
 */
export async function produceWithJavaClient(
  serviceUrl: string,
  topics: JavaProduced[],
  token?: string,
): Promise<Map<string, ProducedId[]>> {
  const classpath = buildStandalone();
  const groups = topics.flatMap((topic) => [
    topic.topic,
    String(topic.count),
    topic.compression ?? 'NONE',
    String(topic.batchSize ?? 0),
  ]);
  const { stdout } = await promisify(execFile)(
    'java',
    [
      '-cp',
      classpath,
      '-XX:TieredStopAtLevel=1',
      '-Xmx256m',
      'dev.beacon.pulsar.ProduceFixture',
      serviceUrl,
      ...groups,
    ],
    { env: { ...process.env, PULSAR_TOKEN: token ?? '' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const total = topics.reduce((sum, topic) => sum + topic.count, 0);
  const ids = new Map<string, ProducedId[]>(topics.map((topic) => [topic.topic, []]));
  for (const line of stdout.split('\n')) {
    const match = /^(\S+) (-?\d+):(-?\d+):(-?\d+):(-?\d+)$/.exec(line);
    if (!match) continue;
    const [, topic, ledgerId, entryId, partition, batchIndex] = match;
    ids.get(topic!)?.push({
      ledgerId: Number(ledgerId),
      entryId: Number(entryId),
      partition: Number(partition),
      batchIndex: Number(batchIndex),
    });
  }
  const counted = [...ids.values()].reduce((sum, list) => sum + list.length, 0);
  if (!stdout.includes(`BEACON-PRODUCED ${String(total)}`) || counted !== total) {
    throw new Error(`The Java producer did not confirm ${String(total)} messages:\n${stdout}`);
  }
  return ids;
}
