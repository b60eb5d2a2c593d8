// Both tabs on a phone-sized window, driven from the keyboard only.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setWindowWidth } from '../../../test/window-size.ts';
import { simulateOrdersTopic } from '../schema/test-support/simulated-orders-topic.ts';
import { TopicSchemaTab } from '../schema/topic-schema-tab.tsx';
import { ORDERS, renderTopicTab } from './test-support/render-topic-tab.tsx';
import { numberedMessages, simulateOrdersMessages } from './test-support/simulated-messages.ts';
import { TopicMessagesTab } from './topic-messages-tab.tsx';

describe('MESSAGES and SCHEMA tabs on a phone, by keyboard', () => {
  it('steps through messages and produces one without a pointer', async () => {
    setWindowWidth(375);
    const last = (await simulateOrdersMessages(numberedMessages(3))).stored[2]!;
    const { user } = renderTopicTab(<TopicMessagesTab topic={ORDERS} />, []);
    await screen.findByText('payload-2');
    screen.getByRole('button', { name: 'Older' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('payload-1')).toBeInTheDocument();

    screen.getByRole('button', { name: 'Produce' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByLabelText('Value').focus();
    await user.keyboard('typed on a phone');
    within(dialog).getByRole('button', { name: 'Send' }).focus();
    await user.keyboard('{Enter}');
    const sent = `${String(last.ledgerId)}:${String(last.entryId + 1)}:-1`;
    expect(await within(dialog).findByText(`Message sent: ${sent}`)).toBeInTheDocument();
  });

  it('reaches the schema actions and confirms a delete from the keyboard', async () => {
    setWindowWidth(375);
    await simulateOrdersTopic([{ schema: '{"type":"string"}' }]);
    const { user } = renderTopicTab(<TopicSchemaTab topic={ORDERS} />, []);
    const remove = await screen.findByRole('button', { name: 'Delete Schema' });
    remove.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete the schema?' });
    within(dialog).getByRole('button', { name: 'Delete' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('This topic has no schema')).toBeInTheDocument());
  });
});
