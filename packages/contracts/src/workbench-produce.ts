// Produce by schema (issue 30 item 4, decision 0077): POST {prefix}/workbench/produce writes JSON
// values to a topic whose schema is AVRO, PROTOBUF_NATIVE or JSON, each encoded as that schema
// writes it and sent over the binary protocol with the topic's schema version. Every value is
// encoded before any is sent: one that does not fit refuses them all (400, naming its index and
// why). A topic with no schema, or another type, takes the text path (Pulsar's REST produce).
import { z } from 'zod';
import { API_PREFIX } from './session.ts';
import { readTopicSchema } from './workbench.ts';

export const WORKBENCH_PRODUCE_PATH = `${API_PREFIX}/workbench/produce`;

/** Messages one request may carry. */
export const MAX_PRODUCE_MESSAGES = 100;

/** The schema types whose topics take JSON values here; others take text through REST produce. */
export const JSON_PRODUCE_SCHEMA_TYPES: readonly string[] = ['AVRO', 'PROTOBUF_NATIVE', 'JSON'];

export const producedMessageSchema = z.object({
  /** The message key, as text. */
  key: z.string().max(4096).optional(),
  /** The value as JSON; encoded by the topic's schema. */
  value: z.unknown().refine((value) => value !== undefined, 'Give each message a value'),
  properties: z.record(z.string().min(1).max(512), z.string().max(4096)).optional(),
});
export type ProducedMessage = z.infer<typeof producedMessageSchema>;

export const workbenchProduceRequestSchema = z.object({
  /** A persistent topic, partitioned or not, or one partition of one by its name. */
  topic: readTopicSchema,
  messages: z.array(producedMessageSchema).min(1).max(MAX_PRODUCE_MESSAGES),
});
export type WorkbenchProduceRequest = z.input<typeof workbenchProduceRequestSchema>;

export const workbenchProduceAnswerSchema = z
  .object({
    topic: z.string(),
    schemaType: z.string(),
    /** The topic's schema version the messages name. */
    schemaVersion: z.number().int(),
    /** Where each message went, in the request's order: the topic or partition and its id. */
    sent: z.array(z.object({ topic: z.string(), messageId: z.string() })),
  })
  .describe('Where each message was written, with the schema version they name');
export type WorkbenchProduceAnswer = z.infer<typeof workbenchProduceAnswerSchema>;
