// The message workbench's reads (issue 30 item 2): POST {prefix}/workbench/read with what to read,
// from where and until when, answered as a stream of JSON lines (application/x-ndjson) that ends
// with an `end` line. The browser pauses by not reading (TCP pushes back to the broker's permits) and
// stops by closing the request, which ends the readers: no session outlives its request.
import { z } from 'zod';
import { API_PREFIX } from './session.ts';

export const WORKBENCH_READ_PATH = `${API_PREFIX}/workbench/read`;
export const WORKBENCH_STREAM_TYPE = 'application/x-ndjson';

/** Topics and partitions one read may open: a regex matching a whole namespace is refused, not tried. */
export const MAX_READ_PARTITIONS = 100;
/** Messages one read may hand over before it ends (the screen's rows). */
export const MAX_READ_MESSAGES = 100_000;
export const DEFAULT_READ_MESSAGES = 1_000;
/** How far back a read may start ("N messages back"). */
export const MAX_READ_BACK = 100_000;
/** Colour rules one read may carry. */
export const MAX_COLOUR_RULES = 5;
/** The theme's named row colours (each has a light and a dark shade on the screen). */
export const ROW_COLOURS = ['red', 'orange', 'green', 'blue', 'purple'] as const;
export type RowColour = (typeof ROW_COLOURS)[number];
/** Reads one user may have open at once. */
export const MAX_OPEN_READS = 4;

const PERSISTENT_TOPIC = /^persistent:\/\/[-=:.\w]+\/[-=:.\w]+\/[^/\s]+$/;
const NAMESPACE = /^[-=:.\w]+\/[-=:.\w]+$/;

export const readTopicSchema = z
  .string()
  .max(512)
  .regex(
    PERSISTENT_TOPIC,
    'A topic is persistent://tenant/namespace/topic: only persistent topics keep messages',
  );

/** `ledger:entry`, optionally `:partition:batch`, as Pulsar's admin API and the screen write ids. */
export const messageIdTextSchema = z
  .string()
  .regex(/^\d+:\d+(:-?\d+(:-?\d+)?)?$/, 'A message id is ledger:entry (or ledger:entry:partition:batch)');

export const readStartSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('earliest') }),
  z.object({ kind: z.literal('latest') }),
  /** Messages published at or after `at` (milliseconds since the epoch). */
  z.object({ kind: z.literal('time'), at: z.number().int().nonnegative() }),
  z.object({ kind: z.literal('messageId'), id: messageIdTextSchema }),
  /** `count` entries before each partition's end (decision 0075); its earliest when it holds fewer. */
  z.object({ kind: z.literal('back'), count: z.number().int().min(1).max(MAX_READ_BACK) }),
]);
export type ReadStart = z.infer<typeof readStartSchema>;

export const readStopSchema = z.discriminatedUnion('kind', [
  /** At the last message there was when the read began. */
  z.object({ kind: z.literal('now') }),
  /** At the first message published after `at`. */
  z.object({ kind: z.literal('time'), at: z.number().int().nonnegative() }),
  /** Never: messages as they come, until the browser stops the read. */
  z.object({ kind: z.literal('tail') }),
]);
export type ReadStop = z.infer<typeof readStopSchema>;

export const workbenchReadRequestSchema = z
  .object({
    /** Topics by full name; a partitioned topic is read on all its partitions. */
    topics: z.array(readTopicSchema).min(1).max(MAX_READ_PARTITIONS).optional(),
    /** Or every persistent topic of a namespace whose full name the regex matches. */
    pattern: z
      .object({
        namespace: z.string().regex(NAMESPACE, 'A namespace is tenant/namespace'),
        regex: z.string().min(1).max(500),
      })
      .optional(),
    start: readStartSchema,
    stop: readStopSchema,
    /** Messages to hand over (those the filter keeps) before the read ends. */
    limit: z.number().int().min(1).max(MAX_READ_MESSAGES).default(DEFAULT_READ_MESSAGES),
    /** A CEL expression over each message (decision 0068); every message when absent. */
    filter: z.string().trim().max(4_000).optional(),
    /**
     * Rows coloured by CEL expressions, evaluated in the filter's sandbox: a message line carries
     * the index of the first rule true of it (decision 0075).
     */
    colours: z
      .array(z.object({ expression: z.string().trim().min(1).max(4_000), colour: z.enum(ROW_COLOURS) }))
      .max(MAX_COLOUR_RULES)
      .optional(),
  })
  .refine((request) => (request.topics === undefined) !== (request.pattern === undefined), {
    message: 'Name the topics to read, or a namespace and a regex, not both',
  });
export type WorkbenchReadRequest = z.input<typeof workbenchReadRequestSchema>;
export type WorkbenchRead = z.output<typeof workbenchReadRequestSchema>;

/** A message's value as the server decoded it by its schema version (pulsar-reader's DecodedValue). */
export type ReadValue =
  | { format: 'json'; value: unknown }
  | { format: 'text'; value: string }
  | { format: 'bytes'; base64: string }
  | { format: 'keyValue'; key: ReadValue; value: ReadValue }
  | { format: 'undecodable'; reason: string; base64: string };

export interface ReadMessageLine {
  kind: 'message';
  /** The topic or partition it was read from. */
  topic: string;
  /** ledger:entry:partition:batch */
  id: string;
  publishTime: number;
  /** 0 when the producer set none. */
  eventTime: number;
  key?: string;
  properties: Record<string, string>;
  producer: string;
  size: number;
  /** Null for a tombstone. */
  value: ReadValue | null;
  /** The index of the first colour rule true of it, when one is. */
  colour?: number;
}

export type ReadEndReason = 'limit' | 'now' | 'time' | 'topic-ended';

/** One line of the answer's stream. */
export type WorkbenchLine =
  /**
   * `via: 'rest'` when the binary port could not be reached and the read goes through the admin
   * REST API (decision 0076: one call per entry, no live tail); `reason` is that failure in words.
   */
  | { kind: 'started'; partitions: string[]; via?: 'rest'; reason?: string }
  | ReadMessageLine
  /** Every second while reading: what was read and what the filter kept. */
  | { kind: 'progress'; read: number; matched: number; filterFailures?: number }
  /**
   * Once, at the first message the filter could not be evaluated on (a field it lacks, `%` on a
   * JSON number, which CEL reads as a double): why, so a filter that keeps nothing says so.
   */
  | { kind: 'filter-failed'; message: string }
  | { kind: 'end'; reason: ReadEndReason; read: number; matched: number; filterFailures?: number }
  /** The read stopped on a failure (a filter over its limits, a partition that went away). */
  | { kind: 'failed'; message: string; read: number; matched: number };
