// The message workbench's replay (issue 30 item 5): POST {prefix}/workbench/replay sends messages
// read from Pulsar — those a read spec matches, or chosen ids of one topic — to a target topic, or
// each back to the topic its dead-letter property REAL_TOPIC names, at a limited rate. A dry run
// answers what would be sent where, sending nothing. The answer is one JSON summary (decision 0074).
import { z } from 'zod';
import { API_PREFIX } from './session.ts';
import { messageIdTextSchema, readTopicSchema, workbenchReadRequestSchema } from './workbench.ts';

export const WORKBENCH_REPLAY_PATH = `${API_PREFIX}/workbench/replay`;

/** Messages one replay may send: it holds them in memory between the read and the send. */
export const MAX_REPLAY_MESSAGES = 10_000;
export const DEFAULT_REPLAY_RATE = 100;
export const MAX_REPLAY_RATE = 1_000;

/** The property a replayed message gains: the id (ledger:entry:partition:batch) it was read as. */
export const REPLAYED_FROM_PROPERTY = 'BEACON_REPLAYED_FROM';
/** Set by Pulsar's consumers on a dead-lettered message: the topic it was consumed from. */
export const DEAD_LETTER_REAL_TOPIC_PROPERTY = 'REAL_TOPIC';

export const workbenchReplayRequestSchema = z
  .object({
    /** The messages a read would hand over (up to its limit, which may not exceed the replay's). */
    read: workbenchReadRequestSchema.optional(),
    /** Or messages chosen by id, of one topic or partition as the read's lines name it. */
    chosen: z
      .object({
        topic: readTopicSchema,
        ids: z.array(messageIdTextSchema).min(1).max(MAX_REPLAY_MESSAGES),
      })
      .optional(),
    /** Where to send them; without it each goes to its REAL_TOPIC property (a dead-letter topic's). */
    target: readTopicSchema.optional(),
    /** At most this many messages are sent in any one second. */
    maxPerSecond: z.number().int().min(1).max(MAX_REPLAY_RATE).default(DEFAULT_REPLAY_RATE),
    /** Answers how many would be sent and where, sending nothing. */
    dryRun: z.boolean().default(false),
  })
  .refine((request) => (request.read === undefined) !== (request.chosen === undefined), {
    message: 'Replay the messages of a read, or chosen message ids, not both',
  });
export type WorkbenchReplayRequest = z.input<typeof workbenchReplayRequestSchema>;
export type WorkbenchReplay = z.output<typeof workbenchReplayRequestSchema>;

export interface ReplayTargetSummary {
  topic: string;
  /** Messages for this target (with a dry run, those that would be sent). */
  messages: number;
  sent: number;
  failed: number;
}

export interface WorkbenchReplaySummary {
  dryRun: boolean;
  /** Messages read from the source (before the filter). */
  read: number;
  /** Messages to replay: what the filter kept, or the chosen ids found. */
  matched: number;
  sent: number;
  failed: number;
  targets: ReplayTargetSummary[];
  /** Chosen ids the source no longer has (trimmed by retention, or never there). */
  notFound?: string[];
  /** The broker's first refusal of a message, when some failed. */
  firstError?: string;
}
