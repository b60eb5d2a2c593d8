// The inputs of Pulsar's create and edit forms, validated the same way in the browser and on the
// server. Messages come from FORM_ISSUES only.
import { z } from 'zod';
import { isPulsarName } from '../permissions/canonical-path.ts';
import { FORM_ISSUES } from './form-issues.ts';

/** A required text: blanks around it do not count, and are trimmed away. */
const filled = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/** A tenant name: Pulsar's NamedEntity rule. */
export const tenantNameSchema = filled(FORM_ISSUES.tenantNameRequired).refine(isPulsarName, {
  error: FORM_ISSUES.pulsarName,
});

/** A namespace's local name (without its tenant): Pulsar's NamedEntity rule. */
export const namespaceNameSchema = filled(FORM_ISSUES.namespaceNameRequired).refine(isPulsarName, {
  error: FORM_ISSUES.pulsarName,
});

/** Allowed clusters and admin roles of a tenant (Pulsar's TenantInfo). */
export const tenantInfoSchema = z.object({
  allowedClusters: z.array(z.string(), { error: FORM_ISSUES.clustersRequired }).min(1, {
    error: FORM_ISSUES.clustersRequired,
  }),
  adminRoles: z.array(z.string()).default([]),
});

/** The number of partitions of a new topic typed as text: 0 (not partitioned) or more. */
export const partitionsCountSchema = z
  .string({ error: FORM_ISSUES.partitionsCount })
  .trim()
  .regex(/^\d+$/, { error: FORM_ISSUES.partitionsCount })
  .transform(Number)
  .refine(Number.isSafeInteger, { error: FORM_ISSUES.partitionsCount });

/**
 * A new topic's local name and partitions. Pulsar accepts any non-blank local name, but a "/" would
 * be read as a path and a partitioned topic may not contain "-partition-" (its partitions are named
 * that way).
 */
export const newTopicSchema = z
  .object({
    topic: filled(FORM_ISSUES.topicNameRequired).refine((name) => !name.includes('/'), {
      error: FORM_ISSUES.topicNameSlash,
    }),
    partitions: partitionsCountSchema,
  })
  .refine((topic) => topic.partitions === 0 || !topic.topic.includes('-partition-'), {
    error: FORM_ISSUES.topicNamePartition,
    path: ['topic'],
  });

/** A larger partition count than `count`: Pulsar adds partitions and never removes them. */
export const partitionsIncreaseSchema = (count: number) =>
  z
    .number({ error: FORM_ISSUES.partitionsIncrease })
    .int({ error: FORM_ISSUES.partitionsIncrease })
    .gt(count, { error: FORM_ISSUES.partitionsIncrease });

/** A subscription name Pulsar can use in a path: something, and no blanks around or inside it. */
export const subscriptionNameSchema = z
  .string({ error: FORM_ISSUES.subscriptionName })
  .regex(/^\S+$/, { error: FORM_ISSUES.subscriptionName });

/** One message to produce: key, value and named properties. */
export const produceMessageSchema = z.object({
  key: z.string().optional(),
  value: z.string().optional(),
  properties: z
    .array(
      z.object({
        name: filled(FORM_ISSUES.propertyNameRequired),
        value: z.string().optional(),
      }),
    )
    .optional(),
});
