// The policies with a shape of their own: replication clusters, persistence, backlog quota,
// retention, subscribe rate and the anti-affinity group. Those a topic has too are built from the
// level's catalogue entries (`retentionPolicy(topicPolicies.retention)`).
import { namespacePolicies } from '@beacon/pulsar-admin';
import { z } from 'zod';
import { toSizeString } from '../../../shared/lib/byte-format.ts';
import { call, deletes, noClear, numbersPolicy, type ClearableEntries } from './policy-builders.ts';
import type { PolicyDescriptor } from './policy-types.ts';
import { choice, counts, isRecord, messages, nonNegativeNumberText, sizeText } from './policy-values.ts';

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
  read: call(namespacePolicies.replication.get),
  set: call(namespacePolicies.replication.set),
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

export const persistencePolicy = (entries: ClearableEntries) =>
  numbersPolicy(
    { id: 'persistence', group: 'storage', valueKind: 'composite', entries },
    [
      { name: 'ensemble', pulsar: 'bookkeeperEnsemble', rule: counts.positive, empty: '' },
      { name: 'writeQuorum', pulsar: 'bookkeeperWriteQuorum', rule: counts.positive, empty: '' },
      { name: 'ackQuorum', pulsar: 'bookkeeperAckQuorum', rule: counts.positive, empty: '' },
      {
        name: 'markDeleteRate',
        pulsar: 'managedLedgerMaxMarkDeleteRate',
        rule: nonNegativeNumberText,
        empty: '0',
        input: 'number',
      },
    ],
    // Pulsar's own rule, checked before sending: ensemble ≥ write quorum ≥ ack quorum.
    (form, context) => {
      if (form.ensemble! < form.writeQuorum!)
        context.addIssue({ code: 'custom', path: ['writeQuorum'], message: messages.quorum });
      if (form.writeQuorum! < form.ackQuorum!)
        context.addIssue({ code: 'custom', path: ['ackQuorum'], message: messages.quorum });
    },
  );

export const persistence = persistencePolicy(namespacePolicies.persistence);

const SIZE_QUOTA = { backlogQuotaType: 'destination_storage' };

export const backlogQuotaPolicy = (entries: ClearableEntries): PolicyDescriptor<'backlogQuota'> => ({
  id: 'backlogQuota',
  group: 'backlog',
  valueKind: 'size',
  fields: [
    { name: 'limitSize', input: 'size' },
    { name: 'policy', input: 'choice', options: BACKLOG_RETENTION_POLICIES },
  ],
  // The map holds a size quota (destination_storage) and a time quota (message_age); this is the size one.
  read: call(entries.get),
  set: call(entries.set, SIZE_QUOTA),
  clear: deletes(entries.clear, SIZE_QUOTA),
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
});

export const backlogQuota = backlogQuotaPolicy(namespacePolicies.backlogQuota);

export const retentionPolicy = (entries: ClearableEntries) =>
  numbersPolicy(
    { id: 'retention', group: 'cleanup', valueKind: 'composite', entries },
    [
      { name: 'retentionSizeInMB', pulsar: 'retentionSizeInMB', rule: counts.atLeastMinusOne, empty: '' },
      {
        name: 'retentionTimeInMinutes',
        pulsar: 'retentionTimeInMinutes',
        rule: counts.atLeastMinusOne,
        empty: '',
      },
    ],
    // Pulsar refuses a single 0 next to a non-zero value (both 0 = no retention, -1 = no limit).
    (form, context) => {
      if ((form.retentionSizeInMB === 0) !== (form.retentionTimeInMinutes === 0))
        context.addIssue({
          code: 'custom',
          path: ['retentionTimeInMinutes'],
          message: messages.retentionBothOrNeither,
        });
    },
  );

export const retention = retentionPolicy(namespacePolicies.retention);

export const subscribeRatePolicy = (entries: ClearableEntries) =>
  numbersPolicy({ id: 'subscribeRate', group: 'dispatch', valueKind: 'rate', entries }, [
    {
      name: 'subscribesPerSecond',
      pulsar: 'subscribeThrottlingRatePerConsumer',
      rule: counts.atLeastMinusOne,
      empty: '-1',
    },
    { name: 'periodSeconds', pulsar: 'ratePeriodInSecond', rule: counts.positive, empty: '30' },
  ]);

export const subscribeRate = subscribeRatePolicy(namespacePolicies.subscribeRate);

export const antiAffinityGroup: PolicyDescriptor<'antiAffinityGroup'> = {
  id: 'antiAffinityGroup',
  group: 'antiAffinity',
  valueKind: 'text',
  fields: [{ name: 'value', input: 'text' }],
  read: call(namespacePolicies.antiAffinity.get),
  // A Java String parameter: Pulsar keeps the body text as it is, so JSON quotes would be stored too.
  set: { ...call(namespacePolicies.antiAffinity.set), encoding: 'raw' },
  clear: deletes(namespacePolicies.antiAffinity.clear),
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
