// Table-driven over the catalogue: saving each policy sends exactly what Pulsar 4.0 expects.
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POLICY_CATALOG } from './policy-catalog.ts';
import { fillPolicyCard, type PolicyFill } from './test-support/fill-policy-card.ts';
import { openPoliciesTab, policyCard } from './test-support/open-policies-tab.ts';

interface SaveCase extends PolicyFill {
  title: string;
  expected: { method: string; path: string; query?: Record<string, string>; body?: unknown; text?: string };
  /** Pulsar refuses the value: its reason shows in the card. */
  refusedWith?: string;
}

const post = (path: string, body: unknown) => ({ method: 'POST', path, body });
const put = (path: string, body: unknown) => ({ method: 'PUT', path, body });

const CASES: Record<(typeof POLICY_CATALOG)[number]['id'], SaveCase> = {
  replicationClusters: {
    title: 'Replicated Clusters',
    choose: [{ field: 'Replicated Clusters', option: 'west' }],
    expected: post('replication', ['east', 'west']),
  },
  subscriptionAuthMode: {
    title: 'Subscription Authentication Mode',
    pick: ['Prefix'],
    expected: post('subscriptionAuthMode', 'Prefix'),
  },
  persistence: {
    title: 'Persistence',
    type: {
      'Ensemble Size': '3',
      'Write Quorum Size': '2',
      'Ack Quorum Size': '2',
      'Mark-Delete Rate (per second)': '1.5',
    },
    expected: post('persistence', {
      bookkeeperEnsemble: 3,
      bookkeeperWriteQuorum: 2,
      bookkeeperAckQuorum: 2,
      managedLedgerMaxMarkDeleteRate: 1.5,
    }),
  },
  encryptionRequired: {
    title: 'Encryption Required',
    pick: ['Enabled'],
    expected: post('encryptionRequired', true),
  },
  deduplication: {
    title: 'Deduplication',
    pick: ['Disabled'],
    expected: post('deduplication', false),
  },
  backlogQuota: {
    title: 'Backlog Quota',
    type: { 'Backlog Quota Size': '500M' },
    pick: ['consumer_backlog_eviction'],
    expected: {
      method: 'POST',
      path: 'backlogQuota',
      query: { backlogQuotaType: 'destination_storage' },
      body: { limitSize: 500 * 1024 ** 2, limitTime: -1, policy: 'consumer_backlog_eviction' },
    },
  },
  schemaAutoUpdateStrategy: {
    title: 'AutoUpdate Strategy',
    choose: [{ field: 'AutoUpdate Strategy', option: 'Backward Transitive' }],
    expected: put('schemaAutoUpdateCompatibilityStrategy', 'BackwardTransitive'),
  },
  schemaCompatibilityStrategy: {
    title: 'Schema Compatibility Strategy',
    choose: [{ field: 'Schema Compatibility Strategy', option: 'Always Incompatible' }],
    expected: put('schemaCompatibilityStrategy', 'ALWAYS_INCOMPATIBLE'),
  },
  schemaValidationEnforced: {
    title: 'Schema Validation Enforced',
    pick: ['Enabled'],
    expected: post('schemaValidationEnforced', true),
  },
  messageTTL: {
    title: 'Message TTL',
    type: { 'Message TTL (seconds)': '3600' },
    expected: post('messageTTL', 3600),
  },
  retention: {
    title: 'Retention',
    type: { 'Retention Size (megabytes)': '1024', 'Retention Time (minutes)': '1440' },
    expected: post('retention', { retentionSizeInMB: 1024, retentionTimeInMinutes: 1440 }),
  },
  compactionThreshold: {
    title: 'Compaction Threshold',
    type: { 'Compaction Threshold': '100M' },
    expected: put('compactionThreshold', 100 * 1024 ** 2),
  },
  offloadThreshold: {
    title: 'Offload Threshold',
    type: { 'Offload Threshold': '10G' },
    expected: put('offloadThreshold', 10 * 1024 ** 3),
  },
  offloadDeletionLag: {
    title: 'Offload Deletion Lag',
    type: { 'Offload Deletion Lag (milliseconds)': '-1' },
    expected: put('offloadDeletionLagMs', -1),
  },
  maxProducersPerTopic: {
    title: 'Max Producers Per Topic',
    type: { 'Max Producers Per Topic': '5' },
    expected: post('maxProducersPerTopic', 5),
  },
  maxConsumersPerTopic: {
    title: 'Max Consumers Per Topic',
    type: { 'Max Consumers Per Topic': '10' },
    expected: post('maxConsumersPerTopic', 10),
  },
  maxConsumersPerSubscription: {
    title: 'Max Consumers Per Subscription',
    type: { 'Max Consumers Per Subscription': '2' },
    expected: post('maxConsumersPerSubscription', 2),
  },
  maxSubscriptionsPerTopic: {
    title: 'Max Subscriptions Per Topic',
    type: { 'Max Subscriptions Per Topic': '12' },
    expected: post('maxSubscriptionsPerTopic', 12),
  },
  maxTopicsPerNamespace: {
    title: 'Max Topics Per Namespace',
    type: { 'Max Topics Per Namespace': '500' },
    expected: post('maxTopicsPerNamespace', 500),
  },
  maxUnackedMessagesPerConsumer: {
    title: 'Max Unacked Messages Per Consumer',
    type: { 'Max Unacked Messages Per Consumer': '1000' },
    expected: post('maxUnackedMessagesPerConsumer', 1000),
  },
  maxUnackedMessagesPerSubscription: {
    title: 'Max Unacked Messages Per Subscription',
    type: { 'Max Unacked Messages Per Subscription': '5000' },
    expected: post('maxUnackedMessagesPerSubscription', 5000),
  },
  subscriptionExpirationTime: {
    title: 'Subscription Expiration Time',
    type: { 'Subscription Expiration Time (minutes)': '1440' },
    expected: post('subscriptionExpirationTime', 1440),
  },
  dispatchRate: {
    title: 'Dispatch Rate Per Topic',
    type: {
      'Throughput (bytes/second)': '1048576',
      'Rate (messages/second)': '1000',
      'Time Period (seconds)': '1',
    },
    expected: post('dispatchRate', {
      dispatchThrottlingRateInByte: 1048576,
      dispatchThrottlingRateInMsg: 1000,
      ratePeriodInSecond: 1,
    }),
  },
  subscriptionDispatchRate: {
    title: 'Dispatch Rate Per Subscription',
    type: {
      'Throughput (bytes/second)': '2048',
      'Rate (messages/second)': '100',
      'Time Period (seconds)': '5',
    },
    expected: post('subscriptionDispatchRate', {
      dispatchThrottlingRateInByte: 2048,
      dispatchThrottlingRateInMsg: 100,
      ratePeriodInSecond: 5,
    }),
  },
  subscribeRate: {
    title: 'Subscribe Rate Per Consumer',
    type: { 'Rate (subscribes/second)': '10', 'Time Period (seconds)': '30' },
    expected: post('subscribeRate', { subscribeThrottlingRatePerConsumer: 10, ratePeriodInSecond: 30 }),
  },
  replicatorDispatchRate: {
    title: 'Replicator Dispatch Rate',
    type: {
      'Throughput (bytes/second)': '-1',
      'Rate (messages/second)': '10',
      'Time Period (seconds)': '1',
    },
    expected: post('replicatorDispatchRate', {
      dispatchThrottlingRateInByte: -1,
      dispatchThrottlingRateInMsg: 10,
      ratePeriodInSecond: 1,
    }),
  },
  delayedDelivery: {
    title: 'Delayed Delivery',
    type: { 'Tick (milliseconds)': '500', 'Longest Delay (milliseconds)': '60000' },
    expected: post('delayedDelivery', { active: true, tickTime: 500, maxDeliveryDelayInMillis: 60000 }),
  },
  inactiveTopicPolicies: {
    title: 'Inactive Topic Deletion',
    type: { 'Inactive For (seconds)': '600' },
    pick: ['Enabled', 'When every subscription has caught up'],
    expected: post('inactiveTopicPolicies', {
      deleteWhileInactive: true,
      inactiveTopicDeleteMode: 'delete_when_subscriptions_caught_up',
      maxInactiveDurationSeconds: 600,
    }),
  },
  autoTopicCreation: {
    title: 'Automatic Topic Creation',
    pick: ['Partitioned'],
    type: { Partitions: '3' },
    expected: post('autoTopicCreation', {
      allowAutoTopicCreation: true,
      topicType: 'partitioned',
      defaultNumPartitions: 3,
    }),
  },
  autoSubscriptionCreation: {
    title: 'Automatic Subscription Creation',
    pick: ['Disabled'],
    expected: post('autoSubscriptionCreation', { allowAutoSubscriptionCreation: false }),
  },
  antiAffinityGroup: {
    title: 'Anti-Affinity Group',
    type: { 'Anti-Affinity Group': 'payments-group' },
    // A Java String body: the bare text, not a JSON string.
    expected: { method: 'POST', path: 'antiAffinity', text: 'payments-group' },
  },
  deduplicationSnapshotInterval: {
    title: 'Deduplication Snapshot Interval',
    type: { 'Snapshot Interval (seconds)': '120' },
    expected: post('deduplicationSnapshotInterval', 120),
  },
  bookieAffinity: {
    title: 'Bookie Affinity Group',
    type: { 'Primary Group': 'rack-a', 'Secondary Group': 'rack-b' },
    expected: post('persistence/bookieAffinity', {
      bookkeeperAffinityGroupPrimary: 'rack-a',
      bookkeeperAffinityGroupSecondary: 'rack-b',
    }),
  },
  offloadPolicies: {
    title: 'Offload Policies',
    choose: [{ field: 'Driver', option: 'Amazon S3 (aws-s3)' }],
    type: { Bucket: 'cold-orders', Region: 'eu-west-1', 'Offload After (size)': '10G' },
    expected: post('offloadPolicies', {
      managedLedgerOffloadDriver: 'aws-s3',
      managedLedgerOffloadBucket: 'cold-orders',
      managedLedgerOffloadRegion: 'eu-west-1',
      managedLedgerOffloadThresholdInBytes: 10 * 1024 ** 3,
    }),
  },
  publishRate: {
    title: 'Publish Rate',
    type: { 'Rate (messages/second)': '100', 'Throughput (bytes/second)': '-1' },
    expected: post('publishRate', { publishThrottlingRateInMsg: 100, publishThrottlingRateInByte: -1 }),
  },
  subscriptionTypesEnabled: {
    title: 'Subscription Types Enabled',
    toggle: ['Failover', 'Key_Shared'],
    expected: post('subscriptionTypesEnabled', ['Exclusive', 'Shared']),
  },
  dispatcherPauseOnAckStatePersistent: {
    title: 'Pause Dispatch While Acks Persist',
    pick: ['Enabled'],
    // A switch: the POST turns it on and carries no body.
    expected: { method: 'POST', path: 'dispatcherPauseOnAckStatePersistent', text: '' },
  },
  entryFilters: {
    title: 'Entry Filters',
    type: { 'Filter Names': 'audit, ' },
    expected: post('entryFilters', { entryFilterNames: 'audit' }),
    // The simulated broker, like a standalone, loads no entry filters.
    refusedWith: "Entry filter 'audit' not found",
  },
};

describe('saving each namespace policy', () => {
  it(
    'sends Pulsar’s method, path and body for every policy of the catalogue',
    { timeout: 300_000 },
    async () => {
      const { pulsar, user } = await openPoliciesTab({
        allowedClusters: ['east', 'west'],
        replicationClusters: ['east'],
      });
      for (const policy of POLICY_CATALOG) {
        const entry = CASES[policy.id];
        const card = await policyCard(entry.title);
        const before = pulsar.writes().length;
        await fillPolicyCard(user, card, entry);
        await user.click(within(card).getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(pulsar.writes(), policy.id).toHaveLength(before + 1));
        const { expected } = entry;
        expect(pulsar.writes().at(-1), policy.id).toMatchObject({
          method: expected.method,
          path: expected.path,
          query: expected.query ?? {},
          ...('body' in expected ? { body: expected.body } : { text: expected.text }),
        });
        if (entry.refusedWith)
          expect(await within(card).findByRole('alert'), policy.id).toHaveTextContent(entry.refusedWith);
        else await waitFor(() => expect(within(card).queryByRole('alert'), policy.id).toBeNull());
      }
    },
  );
});
