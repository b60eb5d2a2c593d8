// What a replay sends, read through the workbench's own read (openReaders, readLines): the messages
// a read spec hands over (its filter in the sandbox), or the chosen ids of one topic, read from the
// smallest of them up to now. The messages are held until the read ends, so every refusal (a
// target, a grant) comes before anything is sent, and a dry run counts exactly what would go.
import {
  MAX_REPLAY_MESSAGES,
  type ReadMessageLine,
  type WorkbenchRead,
  type WorkbenchReplay,
} from '@beacon/contracts';
import type { FilterSandbox } from '@beacon/message-filter';
import type { TopicMessage } from '@beacon/pulsar-reader';
import { HttpError } from '../../http-errors.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import type { ProxyTarget } from '../pulsar-proxy/index.ts';
import type { BinaryService } from './binary-service.ts';
import { checkedFilter, openReaders } from './open-read.ts';
import { TopicSchemas } from './topic-schemas.ts';
import { readLines, sourceOfLine } from './workbench-read.ts';

/** One message to replay: the raw message (bytes unchanged) and the id the read's line gave it. */
export interface ReplayMessage {
  id: string;
  topic: string;
  message: TopicMessage['message'];
}

export interface ReplaySource {
  messages: ReplayMessage[];
  /** Messages read (before the filter). */
  read: number;
  notFound: string[];
  service: BinaryService;
}

/** Runs one read to its end; its messages with their sources. A failure mid-read is a 502. */
async function readWhole(
  reads: PulsarReads,
  target: ProxyTarget,
  sandbox: FilterSandbox,
  request: WorkbenchRead,
  keep: (line: ReadMessageLine) => boolean,
  /** Throws to refuse the topics and partitions opened, before any message is read. */
  refuseTopics: (topics: readonly string[]) => void,
  /** Ends the read early (its readers closed) once this says every wanted message is in. */
  enough: () => boolean = () => false,
): Promise<{ kept: ReplayMessage[]; read: number; service: BinaryService }> {
  const filter = checkedFilter(request.filter);
  const { reader, service } = await openReaders(reads, target, sandbox, request);
  try {
    refuseTopics(reader.topics);
  } catch (error) {
    await reader.close();
    throw error;
  }
  const kept: ReplayMessage[] = [];
  let read = 0;
  const lines = readLines({
    reader,
    schemas: new TopicSchemas(reads, target),
    stop: request.stop,
    limit: request.limit,
    filter: filter ? { expression: filter, sandbox } : undefined,
    onEnd: (outcome) => {
      read = outcome.read;
    },
  });
  for await (const line of lines) {
    if (line.kind === 'failed')
      throw new HttpError(502, `Reading the messages to replay failed, nothing was sent: ${line.message}`);
    if (line.kind !== 'message' || !keep(line)) continue;
    const source = sourceOfLine(line);
    if (source) kept.push({ id: line.id, topic: line.topic, message: source.message });
    if (enough()) break;
  }
  return { kept, read, service };
}

/** The messages a replay request names, read to the end. */
export async function readReplaySource(
  reads: PulsarReads,
  target: ProxyTarget,
  sandbox: FilterSandbox,
  request: WorkbenchReplay,
  refuseTopics: (topics: readonly string[]) => void,
): Promise<ReplaySource> {
  if (request.read) {
    if (request.read.stop.kind === 'tail')
      throw new HttpError(400, 'A replay reads up to now or up to a time, not a tail that never ends');
    if (request.read.limit > MAX_REPLAY_MESSAGES)
      throw new HttpError(
        400,
        `A replay sends at most ${String(MAX_REPLAY_MESSAGES)} messages: lower the read's limit`,
      );
    const { kept, read, service } = await readWhole(
      reads,
      target,
      sandbox,
      request.read,
      () => true,
      refuseTopics,
    );
    return { messages: kept, read, notFound: [], service };
  }
  return readChosen(reads, target, sandbox, request.chosen!, refuseTopics);
}

/** `ledger:entry:partition:batch` parsed; partition and batch -1 when not given. */
function parseId(text: string) {
  const [ledgerId, entryId, partition = -1, batchIndex = -1] = text.split(':').map(Number);
  return { ledgerId: ledgerId!, entryId: entryId!, partition, batchIndex };
}

const sameMessage = (a: ReturnType<typeof parseId>, b: ReturnType<typeof parseId>) =>
  a.ledgerId === b.ledgerId && a.entryId === b.entryId && a.batchIndex === b.batchIndex;

/**
 * Chosen ids of one topic. An id of a partition (its third part) on a partitioned topic's name is
 * read on that partition; each partition is read from its smallest chosen id up to now.
 */
async function readChosen(
  reads: PulsarReads,
  target: ProxyTarget,
  sandbox: FilterSandbox,
  chosen: NonNullable<WorkbenchReplay['chosen']>,
  refuseTopics: (topics: readonly string[]) => void,
): Promise<ReplaySource> {
  const byTopic = new Map<string, ReturnType<typeof parseId>[]>();
  const onPartition = /-partition-\d+$/.test(chosen.topic);
  for (const text of new Set(chosen.ids)) {
    const id = parseId(text);
    const topic =
      !onPartition && id.partition >= 0 ? `${chosen.topic}-partition-${String(id.partition)}` : chosen.topic;
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), id]);
  }
  const messages: ReplayMessage[] = [];
  const found: ReturnType<typeof parseId>[] = [];
  let read = 0;
  let service: BinaryService | undefined;
  for (const [topic, ids] of byTopic) {
    const first = ids.reduce((low, id) =>
      id.ledgerId < low.ledgerId || (id.ledgerId === low.ledgerId && id.entryId < low.entryId) ? id : low,
    );
    const wanted = (line: ReadMessageLine) => {
      const id = parseId(line.id);
      const hit = ids.find((candidate) => sameMessage(candidate, id));
      if (hit) found.push(hit);
      return hit !== undefined;
    };
    const result = await readWhole(
      reads,
      target,
      sandbox,
      {
        topics: [topic],
        start: { kind: 'messageId', id: `${String(first.ledgerId)}:${String(first.entryId)}` },
        stop: { kind: 'now' },
        limit: MAX_REPLAY_MESSAGES,
      },
      wanted,
      refuseTopics,
      () => ids.every((id) => found.includes(id)),
    );
    messages.push(...result.kept);
    read += result.read;
    service = result.service;
  }
  const notFound = chosen.ids.filter((text) => !found.some((id) => sameMessage(id, parseId(text))));
  return { messages, read, notFound, service: service! };
}
