// The topic policies added with the namespace's delivery and storage ones (issue 31 item 1): each
// saved through the editor reaches Pulsar as the 4.0.7 broker takes it, is read back as set on the
// topic, and a refusal shows the broker's reason in place.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openTopicPage, SLOW_MACHINE_MS, TOPIC_PAGE } from '../topic-page/test-support/open-topic-page.ts';
import { simulateTopic } from '../topic-page/test-support/simulated-topic.ts';
import { callsTo } from '../topic-page/test-support/calls-to.ts';
import { fillPolicyCard, type PolicyFill } from '../../namespaces/policies/test-support/fill-policy-card.ts';

const TOPIC_PATH = '/admin/v2/persistent/finance/payments/orders';

interface SaveCase extends PolicyFill {
  title: string;
  path: string;
  body: unknown;
  refusedWith?: string;
}

const CASES: SaveCase[] = [
  {
    title: 'Deduplication Snapshot Interval',
    type: { 'Snapshot Interval (seconds)': '60' },
    path: 'deduplicationSnapshotInterval',
    body: 60,
  },
  {
    title: 'Publish Rate',
    type: { 'Rate (messages/second)': '50' },
    path: 'publishRate',
    body: { publishThrottlingRateInMsg: 50, publishThrottlingRateInByte: -1 },
  },
  {
    title: 'Subscription Types Enabled',
    toggle: ['Exclusive', 'Failover'],
    path: 'subscriptionTypesEnabled',
    body: ['Shared', 'Key_Shared'],
  },
  {
    title: 'Pause Dispatch While Acks Persist',
    pick: ['Enabled'],
    path: 'dispatcherPauseOnAckStatePersistent',
    body: undefined,
  },
  {
    title: 'Offload Policies',
    choose: [{ field: 'Driver', option: 'File system (HDFS or local)' }],
    type: { 'Offload After (seconds)': '3600' },
    path: 'offloadPolicies',
    body: { managedLedgerOffloadDriver: 'filesystem', managedLedgerOffloadThresholdInSeconds: 3600 },
  },
  { title: 'Max Message Size', type: { 'Max Message Size': '1M' }, path: 'maxMessageSize', body: 1048576 },
  {
    title: 'Max Message Size',
    type: { 'Max Message Size': '10M' },
    path: 'maxMessageSize',
    body: 10485760,
    refusedWith:
      'topic-level maxMessageSize must be greater than or equal to 0 and must be smaller than that in the broker-level',
  },
  {
    title: 'Entry Filters',
    type: { 'Filter Names': 'audit' },
    path: 'entryFilters',
    body: { entryFilterNames: 'audit' },
    refusedWith: "Entry filter 'audit' not found",
  },
];

describe('saving the topic’s delivery and storage policies', { timeout: SLOW_MACHINE_MS }, () => {
  it('sends each as Pulsar takes it and reads it back as set on the topic, or shows the refusal', async () => {
    const pulsar = await simulateTopic();
    const { user } = openTopicPage(`${TOPIC_PAGE}?tab=policies`);
    for (const entry of CASES) {
      const card = await screen.findByRole('group', { name: entry.title }, { timeout: 20_000 });
      const before = callsTo(pulsar.seen, 'POST', `${TOPIC_PATH}/${entry.path}`).length;
      await fillPolicyCard(user, card, entry);
      await user.click(within(card).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(callsTo(pulsar.seen, 'POST', `${TOPIC_PATH}/${entry.path}`), entry.path).toHaveLength(
          before + 1,
        ),
      );
      const sent = callsTo(pulsar.seen, 'POST', `${TOPIC_PATH}/${entry.path}`).at(-1)!;
      const text = await sent.clone().text();
      expect(text === '' ? undefined : (JSON.parse(text) as unknown), entry.path).toEqual(entry.body);
      if (entry.refusedWith) {
        expect(await within(card).findByRole('alert'), entry.path).toHaveTextContent(entry.refusedWith);
      } else {
        await waitFor(() => expect(within(card).getByText('Set here'), entry.path).toBeInTheDocument());
        expect(within(card).queryByRole('alert'), entry.path).toBeNull();
      }
    }
  });
});
