// The MESSAGES and SCHEMA tabs as the console shows them: inside the topic page, on its route.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { network } from '../../../test/network.ts';
import { simulateOrdersTopic } from '../schema/test-support/simulated-orders-topic.ts';
import { SLOW_MACHINE_MS, TOPIC_PAGE, openTopicPage } from '../topic-page/test-support/open-topic-page.ts';
import { orders, topicWorld, worldTopic } from '../topic-page/test-support/topic-world.ts';
import { fakeMessagesPulsar, message } from './test-support/fake-messages.ts';

function openTab(tab: 'messages' | 'schema') {
  // The schema from the simulator; added first, so the page's own fake answers the calls it knows.
  simulateOrdersTopic([{ schema: '{"type":"record","name":"Order","fields":[]}' }]);
  const view = openTopicPage(topicWorld([worldTopic(orders)]), `${TOPIC_PAGE}?tab=${tab}`);
  // Added last, so these answer the tabs' calls before the page's own fake.
  network.use(...fakeMessagesPulsar({ topics: { orders: [message(0, '{"total":12.5}', { key: 'k-1' })] } }));
  return view;
}

describe('topic page MESSAGES and SCHEMA tabs', { timeout: SLOW_MACHINE_MS }, () => {
  it('opens the MESSAGES tab from its URL and shows the latest message', async () => {
    openTab('messages');
    const payload = await screen.findByLabelText('Payload', { selector: 'pre' }, { timeout: 25_000 });
    await waitFor(() => expect(payload.textContent).toBe('{\n  "total": 12.5\n}'));
    expect(screen.getByText('Schema: AVRO')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Produce' })).toBeInTheDocument();
  });

  it('opens the SCHEMA tab from its URL and shows the latest schema', async () => {
    openTab('schema');
    const definition = await screen.findByLabelText('Definition', { selector: 'pre' }, { timeout: 25_000 });
    expect(definition).toHaveTextContent('"name": "Order"');
    expect(screen.getByRole('region', { name: 'Version History' })).toBeInTheDocument();
  });
});
