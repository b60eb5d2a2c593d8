// One read of the workbench (issue 30 item 2): the topics' partitions merged by publish time
// (MergedReader, non-durable subscriptions; or the admin REST API's entries, decision 0076), each
// message decoded by the schema it was written with, kept or dropped by the filter in its sandbox,
// handed over as lines until the limit, the stop or the end of what there was. Lines are pulled: while the browser reads nothing, nothing more is taken
// from the brokers (their permits run out), which is how a read pauses.
import type { ReadEndReason, ReadMessageLine, ReadStart, ReadStop, WorkbenchLine } from '@beacon/contracts';
import { FilterStopped, type FilterInput, type FilterSandbox } from '@beacon/message-filter';
import {
  decodeValue,
  type MessageSource,
  type StartPosition,
  type TopicMessage,
} from '@beacon/pulsar-reader';
import { colourLines, type ColourRules } from './colour-rules.ts';
import type { TopicSchemas } from './topic-schemas.ts';

/** Messages handed to the filter at once: fewer round trips to its worker, and rows in bursts. */
const BATCH_SIZE = 500;
/** How long a batch waits for more once it has a message. */
const BATCH_WAIT_MS = 25;
/** How often a read says how far it is while messages are scarce. */
const PROGRESS_EVERY_MS = 1_000;

export interface ReadPlan {
  reader: MessageSource;
  /** Through the admin REST API, and why (the `started` line says so); over the binary protocol when absent. */
  via?: { via: 'rest'; reason: string } | Record<string, never>;
  schemas: TopicSchemas;
  stop: ReadStop;
  limit: number;
  filter: { expression: string; sandbox: FilterSandbox } | undefined;
  /** Hides the fields masking rules name (decision 0073); runs before the filter sees a message. */
  mask?: (line: ReadMessageLine) => ReadMessageLine;
  /** The colour rules' expressions, in order, run in the same sandbox (colour-rules.ts). */
  colours?: ColourRules | undefined;
  /** Called once at the end, whatever it was, with the counts. */
  onEnd(outcome: { read: number; matched: number; end: string }): void;
}

/** The request's start as the reader takes it (one counted back is resolved per partition: read-back.ts). */
export function startPosition(start: Exclude<ReadStart, { kind: 'back' }>): StartPosition {
  switch (start.kind) {
    case 'earliest':
    case 'latest':
      return { kind: start.kind };
    case 'time':
      return { kind: 'publishTime', at: start.at };
    case 'messageId': {
      const [ledgerId, entryId, , batchIndex] = start.id.split(':').map(Number);
      return {
        kind: 'messageId',
        id: { ledgerId: ledgerId!, entryId: entryId!, ...(batchIndex === undefined ? {} : { batchIndex }) },
      };
    }
  }
}

/** A timer that can be raced and is cleared either way. */
function waitFor<T>(promise: Promise<T>, ms: number): Promise<T | 'waited'> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'waited'>((resolve) => {
    timer = setTimeout(() => resolve('waited'), Math.max(ms, 0));
  });
  return Promise.race([promise, waited]).finally(() => clearTimeout(timer));
}

export async function* readLines(plan: ReadPlan): AsyncGenerator<WorkbenchLine, void, undefined> {
  const { reader, stop, limit, filter } = plan;
  let read = 0;
  let matched = 0;
  let end = 'closed';
  let filterFailures = 0;
  let pending: Promise<IteratorResult<TopicMessage, undefined>> | undefined;
  let lastProgress = Date.now();
  const failures = () => (filterFailures > 0 ? { filterFailures } : {});
  try {
    yield { kind: 'started', partitions: reader.topics, ...plan.via };
    for (;;) {
      const batch: TopicMessage[] = [];
      let finished: 'now' | 'time' | 'topic-ended' | undefined;
      const batchEnds = Date.now() + BATCH_WAIT_MS;
      while (batch.length < BATCH_SIZE) {
        pending ??= reader.next();
        const wait =
          batch.length === 0 ? lastProgress + PROGRESS_EVERY_MS - Date.now() : batchEnds - Date.now();
        const result = await waitFor(pending, wait);
        if (result === 'waited') break;
        pending = undefined;
        if (result.done) {
          finished = stop.kind === 'now' ? 'now' : 'topic-ended';
          break;
        }
        if (stop.kind === 'time' && result.value.message.publishTime > stop.at) {
          finished = 'time';
          break;
        }
        batch.push(result.value);
      }
      read += batch.length;
      const kept = await keptLines(plan, batch, filter);
      if (kept.failed > 0 && filterFailures === 0)
        yield { kind: 'filter-failed', message: kept.firstFailure ?? 'The filter could not be evaluated.' };
      filterFailures += kept.failed;
      for (const line of kept.lines) {
        if (matched >= limit) break;
        matched++;
        yield line;
      }
      if (matched >= limit || finished) {
        end = matched >= limit ? 'limit' : finished!;
        yield { kind: 'end', reason: end as ReadEndReason, read, matched, ...failures() };
        return;
      }
      if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
        lastProgress = Date.now();
        yield { kind: 'progress', read, matched, ...failures() };
      }
    }
  } catch (error) {
    end = 'failed';
    yield { kind: 'failed', message: failureText(error), read, matched };
  } finally {
    // The browser stopped reading (or the read ended): the subscriptions go with the readers.
    await reader.close();
    plan.onEnd({ read, matched, end });
  }
}

function failureText(error: unknown): string {
  if (error instanceof FilterStopped) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The batch's messages as lines, those the filter keeps when there is one, and how many it could not
 * be evaluated on (kept out, and counted).
 */
async function keptLines(
  plan: ReadPlan,
  batch: readonly TopicMessage[],
  filter: ReadPlan['filter'],
): Promise<{ lines: ReadMessageLine[]; failed: number; firstFailure?: string }> {
  const decoded = await Promise.all(batch.map((message) => lineOf(plan.schemas, message)));
  // Masked first: a filter or a colour rule on a hidden field must not be an oracle for its content.
  const lines = plan.mask ? decoded.map(plan.mask) : decoded;
  if (lines.length === 0) return { lines, failed: 0 };
  const inputs = lines.map(filterInputOf);
  if (!filter) {
    await colourLines(plan.colours, lines, inputs);
    return { lines, failed: 0 };
  }
  const answer = await filter.sandbox.filter(filter.expression, inputs);
  const kept = answer.matched.map((index) => lines[index]!);
  await colourLines(
    plan.colours,
    kept,
    answer.matched.map((index) => inputs[index]!),
  );
  return {
    lines: kept,
    failed: answer.failed,
    ...(answer.firstFailure === undefined ? {} : { firstFailure: answer.firstFailure }),
  };
}

/**
 * The message each line was made of, for a replay, which sends the value's bytes unchanged where a
 * line holds the decoded value. Kept beside the line, not in it, so the lines' JSON stays the same.
 */
const sources = new WeakMap<ReadMessageLine, TopicMessage>();

/** The message a line of readLines was read as (undefined for a line made elsewhere). */
export function sourceOfLine(line: ReadMessageLine): TopicMessage | undefined {
  return sources.get(line);
}

async function lineOf(schemas: TopicSchemas, source: TopicMessage): Promise<ReadMessageLine> {
  const line = await decodedLineOf(schemas, source);
  sources.set(line, source);
  return line;
}

async function decodedLineOf(
  schemas: TopicSchemas,
  { topic, message }: TopicMessage,
): Promise<ReadMessageLine> {
  const { id } = message;
  const schema = message.value === null ? undefined : await schemas.of(topic, message.schemaVersion);
  return {
    kind: 'message',
    topic,
    id: `${String(id.ledgerId)}:${String(id.entryId)}:${String(id.partition)}:${String(id.batchIndex)}`,
    publishTime: message.publishTime,
    eventTime: message.eventTime,
    ...(message.key === undefined ? {} : { key: message.key }),
    properties: message.properties,
    producer: message.producerName,
    size: message.size,
    value: message.value === null ? null : decodeValue(message.value, schema, message.key),
  };
}

/**
 * What a filter sees of a line: the decoded value, a text that holds a JSON object or array parsed
 * (JSON sent as a string schema, or as bytes, is the common case: `value.orderId == 42` should work on
 * it), other text as it is.
 */
function filterInputOf(line: ReadMessageLine): FilterInput {
  let value: unknown = null;
  if (line.value?.format === 'json') value = line.value.value;
  else if (line.value?.format === 'text') value = jsonOrText(line.value.value);
  else if (line.value?.format === 'keyValue')
    value = { key: plainOf(line.value.key), value: plainOf(line.value.value) };
  return {
    topic: line.topic,
    key: line.key ?? '',
    value,
    properties: line.properties,
    publishTime: line.publishTime,
    eventTime: line.eventTime,
    producer: line.producer,
    size: line.size,
  };
}

function plainOf(value: NonNullable<ReadMessageLine['value']>): unknown {
  if (value.format === 'json') return value.value;
  return value.format === 'text' ? jsonOrText(value.value) : null;
}

function jsonOrText(text: string): unknown {
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
