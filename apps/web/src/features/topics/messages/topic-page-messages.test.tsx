// The MESSAGES and SCHEMA tabs as the console shows them: inside the topic page, on its route.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  SLOW_MACHINE_MS,
  TOPIC_PAGE,
  openTopicPage,
  topicTabs,
} from '../topic-page/test-support/open-topic-page.ts';
import { simulateOrdersMessages } from './test-support/simulated-messages.ts';

async function openTab(tab: 'messages' | 'schema') {
  // The page, its schema and its message all come from the one simulated topic.
  await simulateOrdersMessages([{ payload: '{"total":12.5}', key: 'k-1' }], {
    schemas: [{ schema: '{"type":"record","name":"Order","fields":[]}' }],
  });
  return openTopicPage(`${TOPIC_PAGE}?tab=${tab}`);
}

describe('topic page MESSAGES and SCHEMA tabs', { timeout: SLOW_MACHINE_MS }, () => {
  it('opens the MESSAGES tab from its URL and shows the latest message', async () => {
    await openTab('messages');
    await topicTabs();
    const payload = await screen.findByLabelText('Payload', { selector: 'pre' }, { timeout: 25_000 });
    await waitFor(() => expect(payload.textContent).toBe('{\n  "total": 12.5\n}'));
    expect(screen.getByText('Schema: AVRO')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Produce' })).toBeInTheDocument();
  });

  it('opens the SCHEMA tab from its URL and shows the latest schema', async () => {
    await openTab('schema');
    await topicTabs();
    const definition = await screen.findByLabelText('Definition', { selector: 'pre' }, { timeout: 25_000 });
    expect(definition).toHaveTextContent('"name": "Order"');
    expect(await screen.findByRole('region', { name: 'Version History' })).toBeInTheDocument();
  });
});
