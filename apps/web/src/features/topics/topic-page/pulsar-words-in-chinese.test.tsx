// Pulsar's fixed words (subscription types, managed-ledger states) read in Chinese on the topic
// page, with Pulsar's own word kept as the tooltip.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedConsumer } from '../../../test/simulator-scenario.ts';
import { simulateOrdersTopic } from '../schema/test-support/simulated-orders-topic.ts';
import {
  figure,
  openTopicPage,
  SLOW_MACHINE_MS,
  TOPIC_PAGE,
  topicTabs,
} from './test-support/open-topic-page.ts';

/** orders with a Shared and a Key_Shared subscription (a consumer's type is its subscription's). */
async function simulateOrders() {
  await simulateOrdersTopic([], {
    populate: (state, [topic]) => {
      if (!topic) return;
      seedConsumer(state, topic, 'billing', { name: 'billing-0', type: 'Shared' });
      seedConsumer(state, topic, 'audit', { name: 'audit-0', type: 'Key_Shared' });
    },
  });
}

const subscriptionRow = (name: string) =>
  within(screen.getByRole('table', { name: 'persistent://finance/payments/orders 的订阅' }))
    .getByRole('link', { name })
    .closest('tr')!;

describe('topic page in Chinese: Pulsar’s words', { timeout: SLOW_MACHINE_MS }, () => {
  it('translates the domain, subscription types and the managed-ledger state, keeping Pulsar’s word as tooltip', async () => {
    localStorage.setItem('language', 'zh');
    await simulateOrders();
    const { user } = openTopicPage();
    await topicTabs();

    const shared = await screen.findByText('共享', {}, { timeout: 20_000 });
    expect(subscriptionRow('billing')).not.toHaveTextContent('Shared');
    // Key_Shared has no Chinese name in the glossary: it stays as it is.
    expect(subscriptionRow('audit')).toHaveTextContent('Key_Shared');
    await user.hover(shared);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Shared');

    // The domain tag of the header: 持久化, not "persistent" (the heading keeps the full name).
    expect(screen.getByText('持久化')).toBeInTheDocument();

    const terminate = await screen.findByRole('group', { name: '终止主题' });
    expect(await within(terminate).findByText('Managed Ledger 状态：Ledger 已打开')).toBeInTheDocument();
    expect(terminate).not.toHaveTextContent('LedgerOpened');
  });

  it('shows the ledger state of the storage tab in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await simulateOrders();
    openTopicPage(`${TOPIC_PAGE}?tab=storage`);
    await topicTabs();

    const state = await screen.findByText('Ledger 已打开', {}, { timeout: 20_000 });
    expect(await figure('状态')).toContainElement(state);
    expect(screen.queryByText('LedgerOpened')).toBeNull();
  });
});
