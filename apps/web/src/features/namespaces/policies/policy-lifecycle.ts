// Policies that decide when topics and subscriptions come and go, and when messages are delivered:
// automatic topic and subscription creation, the deletion of inactive topics, delayed delivery.
// Each is built from a level's catalogue entries (a namespace's, or a topic's where Pulsar has
// one): read, POSTed and DELETEd at one path, their bodies as Pulsar 4.0.7 answers them (seen on a
// real standalone: unset reads as an empty 200, DELETE hands the policy back).
import { z } from 'zod';
import { callsAtOnePath, type ClearableEntries } from './policy-builders.ts';
import type { PolicyDescriptor } from './policy-types.ts';
import { choice, counts, isRecord, messages, numberField } from './policy-values.ts';

export const INACTIVE_TOPIC_DELETE_MODES = [
  'delete_when_no_subscriptions',
  'delete_when_subscriptions_caught_up',
] as const;

export const AUTO_TOPIC_TYPES = ['non-partitioned', 'partitioned'] as const;

const flag = (value: unknown) => value === true;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Whether subscriptions are created on a consumer's first subscribe (AutoSubscriptionCreationOverride). */
export const autoSubscriptionCreationPolicy = (
  entries: ClearableEntries,
): PolicyDescriptor<'autoSubscriptionCreation'> => ({
  id: 'autoSubscriptionCreation',
  group: 'creation',
  valueKind: 'boolean',
  fields: [{ name: 'allowed', input: 'enabled' }],
  ...callsAtOnePath(entries),
  fromPulsar: (answer) =>
    isRecord(answer) ? { allowed: flag(answer.allowAutoSubscriptionCreation) } : undefined,
  emptyForm: { allowed: true },
  schema: z
    .object({ allowed: z.boolean() })
    .transform((form) => ({ allowAutoSubscriptionCreation: form.allowed })),
});

/**
 * Whether topics are created on first use, and of which kind (AutoTopicCreationOverride). Pulsar
 * refuses a partitioned type without a partition count, and keeps none for a non-partitioned one.
 */
export const autoTopicCreationPolicy = (
  entries: ClearableEntries,
): PolicyDescriptor<'autoTopicCreation'> => ({
  id: 'autoTopicCreation',
  group: 'creation',
  valueKind: 'composite',
  fields: [
    { name: 'allowed', input: 'enabled' },
    { name: 'topicType', input: 'choice', options: AUTO_TOPIC_TYPES },
    { name: 'partitions', input: 'integer' },
  ],
  ...callsAtOnePath(entries),
  fromPulsar: (answer) =>
    isRecord(answer)
      ? {
          allowed: flag(answer.allowAutoTopicCreation),
          topicType: text(answer.topicType) || 'non-partitioned',
          partitions: numberField(answer.defaultNumPartitions),
        }
      : undefined,
  emptyForm: { allowed: true, topicType: 'non-partitioned', partitions: '' },
  schema: z
    .object({ allowed: z.boolean(), topicType: choice(AUTO_TOPIC_TYPES), partitions: z.string() })
    .superRefine((form, context) => {
      if (!form.allowed || form.topicType !== 'partitioned') return;
      if (!counts.positive.safeParse(form.partitions).success)
        context.addIssue({ code: 'custom', path: ['partitions'], message: messages.greaterThanZero });
    })
    .transform((form) =>
      !form.allowed
        ? { allowAutoTopicCreation: false }
        : form.topicType === 'partitioned'
          ? {
              allowAutoTopicCreation: true,
              topicType: 'partitioned',
              defaultNumPartitions: Number(form.partitions),
            }
          : { allowAutoTopicCreation: true, topicType: 'non-partitioned' },
    ),
});

/** When an inactive topic is deleted (InactiveTopicPolicies): seconds, and which topics count. */
export const inactiveTopicPolicy = (
  entries: ClearableEntries,
): PolicyDescriptor<'inactiveTopicPolicies'> => ({
  id: 'inactiveTopicPolicies',
  group: 'cleanup',
  valueKind: 'composite',
  fields: [
    { name: 'deleteWhileInactive', input: 'enabled' },
    { name: 'mode', input: 'choice', options: INACTIVE_TOPIC_DELETE_MODES },
    { name: 'maxInactiveDurationSeconds', input: 'integer' },
  ],
  ...callsAtOnePath(entries),
  fromPulsar: (answer) =>
    isRecord(answer)
      ? {
          deleteWhileInactive: flag(answer.deleteWhileInactive),
          mode: text(answer.inactiveTopicDeleteMode),
          maxInactiveDurationSeconds: numberField(answer.maxInactiveDurationSeconds),
        }
      : undefined,
  emptyForm: {
    deleteWhileInactive: false,
    mode: 'delete_when_no_subscriptions',
    maxInactiveDurationSeconds: '60',
  },
  schema: z
    .object({
      deleteWhileInactive: z.boolean(),
      mode: choice(INACTIVE_TOPIC_DELETE_MODES),
      maxInactiveDurationSeconds: counts.atLeastZero,
    })
    .transform((form) => ({
      deleteWhileInactive: form.deleteWhileInactive,
      inactiveTopicDeleteMode: form.mode,
      maxInactiveDurationSeconds: form.maxInactiveDurationSeconds,
    })),
});

/** Delayed delivery (DelayedDeliveryPolicies): on or off, its tick and its longest delay, in ms. */
export const delayedDeliveryPolicy = (entries: ClearableEntries): PolicyDescriptor<'delayedDelivery'> => ({
  id: 'delayedDelivery',
  group: 'dispatch',
  valueKind: 'composite',
  fields: [
    { name: 'active', input: 'enabled' },
    { name: 'tickTime', input: 'integer' },
    { name: 'maxDeliveryDelayInMillis', input: 'integer' },
  ],
  ...callsAtOnePath(entries),
  fromPulsar: (answer) =>
    isRecord(answer)
      ? {
          active: flag(answer.active),
          tickTime: numberField(answer.tickTime),
          maxDeliveryDelayInMillis: numberField(answer.maxDeliveryDelayInMillis) || '0',
        }
      : undefined,
  emptyForm: { active: true, tickTime: '1000', maxDeliveryDelayInMillis: '0' },
  schema: z.object({
    active: z.boolean(),
    tickTime: counts.positive,
    maxDeliveryDelayInMillis: counts.atLeastZero,
  }),
});
