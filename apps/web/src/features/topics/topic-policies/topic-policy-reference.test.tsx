// A topic's POLICIES tab uses the namespace's editor, so each policy shows the same reference line
// (issue 31 item 7): its units, and the broker settings in force below the topic and the namespace,
// although the topic's own descriptors name none.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openTopicPage, SLOW_MACHINE_MS, TOPIC_PAGE } from '../topic-page/test-support/open-topic-page.ts';
import { simulateTopic } from '../topic-page/test-support/simulated-topic.ts';

describe('the reference line on a topic’s policies', { timeout: SLOW_MACHINE_MS }, () => {
  it('gives each policy’s units and broker settings, the keys as code', async () => {
    await simulateTopic();
    openTopicPage(`${TOPIC_PAGE}?tab=policies`);
    const ttl = await screen.findByRole('group', { name: 'Message TTL' }, { timeout: 45_000 });
    const line = within(ttl).getByTestId('policy-reference-messageTTL');
    expect(line).toHaveTextContent(/^Unit: seconds · Broker setting: ttlDurationDefaultInSeconds$/);
    expect(within(line).getByText('ttlDurationDefaultInSeconds').tagName).toBe('CODE');

    const dispatch = await screen.findByRole('group', { name: 'Dispatch Rate Per Topic' });
    expect(within(dispatch).getByTestId('policy-reference-dispatchRate')).toHaveTextContent(
      'Units: Throughput (bytes/second) — bytes per time period; Rate (messages/second) — messages per ' +
        'time period; Time Period (seconds) — seconds · Broker settings: ' +
        'dispatchThrottlingRatePerTopicInMsg, dispatchThrottlingRatePerTopicInByte',
    );
  });
});
