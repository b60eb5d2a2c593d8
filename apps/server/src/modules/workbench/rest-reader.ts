// The workbench's read through Pulsar's admin REST API (decision 0076), opened when the binary port
// cannot be reached: the topics' partitions (…/partitions), a RestPartitionReader on each, merged by
// publish time as MergedReader merges the binary readers. One call per entry: slow, and never live.
import { topics as topicAdmin } from '@beacon/pulsar-admin';
import {
  MergedReader,
  TooManyPartitions,
  type MessageSource,
  type StartPosition,
} from '@beacon/pulsar-reader';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { pulsarRequestPath, type ProxyTarget } from '../pulsar-proxy/index.ts';
import { RestPartitionReader, topicParams } from './rest-partition.ts';

/**
 * How long a message waits for a partition that has none on offer yet: a partition's next message
 * is an HTTP call away, not already in a socket's buffer as over the binary protocol.
 */
const REST_WINDOW_MS = 2_000;

export interface RestReadOptions {
  topics: string[];
  start: StartPosition | ((partition: string) => Promise<StartPosition>);
  maxPartitions: number;
}

/** The topics' partitions, one by one (a topic without partitions is itself). */
async function partitionsOf(reads: PulsarReads, target: ProxyTarget, topics: string[]): Promise<string[]> {
  const lists = await Promise.all(
    topics.map(async (topic) => {
      const metadata = (await reads.json(
        target,
        pulsarRequestPath(topicAdmin.partitions, topicParams(topic)),
      )) as { partitions?: number };
      const count = metadata.partitions ?? 0;
      return count === 0
        ? [topic]
        : Array.from({ length: count }, (_, index) => `${topic}-partition-${String(index)}`);
    }),
  );
  return lists.flat();
}

/** Every partition opened at its start, ending at its last entry as of now. */
export async function openRestReader(
  reads: PulsarReads,
  target: ProxyTarget,
  options: RestReadOptions,
): Promise<MessageSource> {
  const partitions = await partitionsOf(reads, target, options.topics);
  if (partitions.length > options.maxPartitions)
    throw new TooManyPartitions(partitions.length, options.maxPartitions);
  const opened = await Promise.all(
    partitions.map(async (topic) => {
      const start = typeof options.start === 'function' ? await options.start(topic) : options.start;
      return { topic, reader: await RestPartitionReader.open(reads, target, topic, start) };
    }),
  );
  return MergedReader.over(opened, REST_WINDOW_MS);
}
