// Masking rules (issue 30 item 6, decision 0073): per environment and topic pattern, the fields of a
// message the server hides before anything else sees it (the view, the filter, an export, a replay).
// A masked field keeps its place and loses its content: its value becomes MASKED_MARKER.
import { z } from 'zod';
import { EVERY_ENVIRONMENT } from './roles.ts';
import { API_PREFIX } from './session.ts';

export const WORKBENCH_MASKING_RULES_PATH = `${API_PREFIX}/workbench/masking-rules`;
/** What a masked field holds instead of its content. */
export const MASKED_MARKER = '•••• masked';
export const MAX_MASKED_FIELDS = 50;

/**
 * `persistent://tenant/namespace/topic`, where `*` stands for any run of characters but `/` (so
 * `persistent://shop/*\/*` is every topic of tenant shop). A partition is matched by its topic's name.
 */
export const maskingTopicPatternSchema = z
  .string()
  .trim()
  .max(512)
  .regex(
    /^persistent:\/\/[-=:.\w*]+\/[-=:.\w*]+\/[^/\s]+$/,
    'A topic pattern is persistent://tenant/namespace/topic, where * stands for any characters but /',
  );

/**
 * A field to hide: `key`, `properties.<name>`, `value` (the whole value) or a path into the decoded
 * value (`value.card.number`; on an array, the path goes on in every element).
 */
export const maskedFieldPathSchema = z
  .string()
  .trim()
  .max(512)
  .regex(
    /^(key|value(\.[^.\s]+)*|properties\.\S+)$/,
    'A field is key, value, value.<path> (value.card.number) or properties.<name>',
  );

export const maskingRuleInputSchema = z.object({
  /** An environment's name, or `*` for every environment. */
  environment: z.string().trim().min(1).max(256),
  topicPattern: maskingTopicPatternSchema,
  fields: z
    .array(maskedFieldPathSchema)
    .min(1, 'Name at least one field to hide')
    .max(MAX_MASKED_FIELDS)
    .transform((fields) => [...new Set(fields)]),
  description: z.string().trim().max(1_000).default(''),
});
export type MaskingRuleInput = z.input<typeof maskingRuleInputSchema>;
export type MaskingRuleFields = z.output<typeof maskingRuleInputSchema>;

export const maskingRuleSchema = z.object({
  id: z.string(),
  environment: z.string(),
  topicPattern: z.string(),
  fields: z.array(z.string()),
  description: z.string(),
  createdBy: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type MaskingRule = z.infer<typeof maskingRuleSchema>;

export const maskingRuleListSchema = z.object({ total: z.number(), data: z.array(maskingRuleSchema) });
export type MaskingRuleList = z.infer<typeof maskingRuleListSchema>;

export const MASKING_RULE_MESSAGES = {
  notFound: 'No masking rule has that id',
  deleted: 'The masking rule was deleted',
  unknownEnvironment: (name: string) =>
    `No environment is named ${name}: name one, or ${EVERY_ENVIRONMENT} for every environment`,
} as const;

/** Whether `topic` (a partition counts as its topic) is one the pattern names. */
export function topicPatternMatches(pattern: string, topic: string): boolean {
  const parent = topic.replace(/-partition-\d+$/, '');
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`^${source}$`).test(parent);
}
