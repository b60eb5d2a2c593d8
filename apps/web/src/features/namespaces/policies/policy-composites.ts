// The policies with a shape of their own: replication clusters, persistence, backlog quota,
// retention, subscribe rate and the anti-affinity group.
import { z } from 'zod';
import { toSizeString } from '../../../shared/lib/byte-format.ts';
import { call, deletes, noClear } from './policy-builders.ts';
import type { PolicyDescriptor } from './policy-types.ts';
import {
  choice,
  counts,
  isRecord,
  messages,
  nonNegativeNumberText,
  numberField,
  sizeText,
} from './policy-values.ts';

export const BACKLOG_RETENTION_POLICIES = [
  'producer_request_hold',
  'producer_exception',
  'consumer_backlog_eviction',
] as const;

export const replicationClusters: PolicyDescriptor<'replicationClusters'> = {
  id: 'replicationClusters',
  group: 'clusters',
  valueKind: 'enum',
  fields: [{ name: 'clusters', input: 'clusters' }],
  read: call('GET', 'replication'),
  set: call('POST', 'replication'),
  // Every namespace has replication clusters; Pulsar has no "unset" for them.
  clear: noClear,
  fromPulsar: (answer) =>
    Array.isArray(answer)
      ? { clusters: answer.filter((item): item is string => typeof item === 'string') }
      : undefined,
  emptyForm: { clusters: [] },
  schema: z
    .object({ clusters: z.array(z.string()).min(1, { error: messages.clusters }) })
    .transform((form) => form.clusters),
};

export const persistence: PolicyDescriptor<'persistence'> = {
  id: 'persistence',
  group: 'storage',
  valueKind: 'composite',
  fields: [
    { name: 'ensemble', input: 'integer' },
    { name: 'writeQuorum', input: 'integer' },
    { name: 'ackQuorum', input: 'integer' },
    { name: 'markDeleteRate', input: 'number' },
  ],
  read: call('GET', 'persistence'),
  set: call('POST', 'persistence'),
  clear: deletes('persistence'),
  fromPulsar: (answer) =>
    isRecord(answer)
      ? {
          ensemble: numberField(answer.bookkeeperEnsemble),
          writeQuorum: numberField(answer.bookkeeperWriteQuorum),
          ackQuorum: numberField(answer.bookkeeperAckQuorum),
          markDeleteRate: numberField(answer.managedLedgerMaxMarkDeleteRate),
        }
      : undefined,
  emptyForm: { ensemble: '', writeQuorum: '', ackQuorum: '', markDeleteRate: '0' },
  schema: z
    .object({
      ensemble: counts.positive,
      writeQuorum: counts.positive,
      ackQuorum: counts.positive,
      markDeleteRate: nonNegativeNumberText,
    })
    // Pulsar's own rule, checked before sending: ensemble ≥ write quorum ≥ ack quorum.
    .superRefine((form, context) => {
      if (form.ensemble < form.writeQuorum)
        context.addIssue({ code: 'custom', path: ['writeQuorum'], message: messages.quorum });
      if (form.writeQuorum < form.ackQuorum)
        context.addIssue({ code: 'custom', path: ['ackQuorum'], message: messages.quorum });
    })
    .transform((form) => ({
      bookkeeperEnsemble: form.ensemble,
      bookkeeperWriteQuorum: form.writeQuorum,
      bookkeeperAckQuorum: form.ackQuorum,
      managedLedgerMaxMarkDeleteRate: form.markDeleteRate,
    })),
};

const SIZE_QUOTA = { backlogQuotaType: 'destination_storage' };

export const backlogQuota: PolicyDescriptor<'backlogQuota'> = {
  id: 'backlogQuota',
  group: 'backlog',
  valueKind: 'size',
  fields: [
    { name: 'limitSize', input: 'size' },
    { name: 'policy', input: 'choice', options: BACKLOG_RETENTION_POLICIES },
  ],
  // The map holds a size quota (destination_storage) and a time quota (message_age); this is the size one.
  read: call('GET', 'backlogQuotaMap'),
  set: call('POST', 'backlogQuota', SIZE_QUOTA),
  clear: deletes('backlogQuota', SIZE_QUOTA),
  fromPulsar: (answer) => {
    const quota = isRecord(answer) ? answer.destination_storage : undefined;
    if (!isRecord(quota)) return undefined;
    // `limit` is the deprecated alias older brokers still write.
    const size = typeof quota.limitSize === 'number' ? quota.limitSize : quota.limit;
    return {
      limitSize: typeof size === 'number' ? toSizeString(size) : '',
      policy: typeof quota.policy === 'string' ? quota.policy : '',
    };
  },
  emptyForm: { limitSize: '', policy: '' },
  schema: z
    .object({ limitSize: sizeText, policy: choice(BACKLOG_RETENTION_POLICIES) })
    // limitTime -1 (no time limit) is what Pulsar's own client sends with a size quota; Pulsar
    // would read an absent field as 0.
    .transform((form) => ({ limitSize: form.limitSize, limitTime: -1, policy: form.policy })),
};

export const retention: PolicyDescriptor<'retention'> = {
  id: 'retention',
  group: 'cleanup',
  valueKind: 'composite',
  fields: [
    { name: 'retentionSizeInMB', input: 'integer' },
    { name: 'retentionTimeInMinutes', input: 'integer' },
  ],
  read: call('GET', 'retention'),
  set: call('POST', 'retention'),
  clear: deletes('retention'),
  fromPulsar: (answer) =>
    isRecord(answer)
      ? {
          retentionSizeInMB: numberField(answer.retentionSizeInMB),
          retentionTimeInMinutes: numberField(answer.retentionTimeInMinutes),
        }
      : undefined,
  emptyForm: { retentionSizeInMB: '', retentionTimeInMinutes: '' },
  schema: z
    .object({
      retentionSizeInMB: counts.atLeastMinusOne,
      retentionTimeInMinutes: counts.atLeastMinusOne,
    })
    // Pulsar refuses a single 0 next to a non-zero value (both 0 = no retention, -1 = no limit).
    .refine((form) => (form.retentionSizeInMB === 0) === (form.retentionTimeInMinutes === 0), {
      path: ['retentionTimeInMinutes'],
      error: messages.retentionBothOrNeither,
    }),
};

export const subscribeRate: PolicyDescriptor<'subscribeRate'> = {
  id: 'subscribeRate',
  group: 'dispatch',
  valueKind: 'rate',
  fields: [
    { name: 'subscribesPerSecond', input: 'integer' },
    { name: 'periodSeconds', input: 'integer' },
  ],
  read: call('GET', 'subscribeRate'),
  set: call('POST', 'subscribeRate'),
  clear: deletes('subscribeRate'),
  fromPulsar: (answer) =>
    isRecord(answer)
      ? {
          subscribesPerSecond: numberField(answer.subscribeThrottlingRatePerConsumer),
          periodSeconds: numberField(answer.ratePeriodInSecond),
        }
      : undefined,
  emptyForm: { subscribesPerSecond: '-1', periodSeconds: '30' },
  schema: z
    .object({ subscribesPerSecond: counts.atLeastMinusOne, periodSeconds: counts.positive })
    .transform((form) => ({
      subscribeThrottlingRatePerConsumer: form.subscribesPerSecond,
      ratePeriodInSecond: form.periodSeconds,
    })),
};

export const antiAffinityGroup: PolicyDescriptor<'antiAffinityGroup'> = {
  id: 'antiAffinityGroup',
  group: 'antiAffinity',
  valueKind: 'text',
  fields: [{ name: 'value', input: 'text' }],
  read: call('GET', 'antiAffinity'),
  // A Java String parameter: Pulsar keeps the body text as it is, so JSON quotes would be stored too.
  set: { ...call('POST', 'antiAffinity'), encoding: 'raw' },
  clear: deletes('antiAffinity'),
  // The answer is raw text, so a group named like a number arrives parsed as one.
  fromPulsar: (answer) =>
    (typeof answer === 'string' && answer !== '') || typeof answer === 'number'
      ? { value: String(answer) }
      : undefined,
  emptyForm: { value: '' },
  schema: z
    .object({ value: z.string().trim().min(1, { error: messages.antiAffinity }) })
    .transform((form) => form.value),
};
