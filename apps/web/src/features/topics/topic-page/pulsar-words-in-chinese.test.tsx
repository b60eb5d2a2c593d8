// Pulsar's fixed words (subscription types, managed-ledger states) read in Chinese on the topic
// page, with Pulsar's own word kept as the tooltip.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  figure,
  openTopicPage,
  SLOW_MACHINE_MS,
  TOPIC_PAGE,
  topicTabs,
} from './test-support/open-topic-page.ts';
import { orders, subscription, topicWorld, worldTopic } from './test-support/topic-world.ts';

function world() {
  return topicWorld([
    worldTopic(orders, {
      stats: {
        subscriptions: {
          billing: subscription({ type: 'Shared' }),
          audit: subscription({ type: 'Key_Shared' }),
        },
        publishers: [],
      },
      internal: {
        numberOfEntries: 10,
        totalSize: 1024,
        state: 'LedgerOpened',
        ledgers: [{ ledgerId: 1, entries: 10, size: 1024, offloaded: false }],
        cursors: {},
      },
    }),
  ]);
}

const subscriptionRow = (name: string) =>
  within(screen.getByRole('table', { name: 'persistent://finance/payments/orders 的订阅' }))
    .getByRole('link', { name })
    .closest('tr')!;

describe('topic page in Chinese: Pulsar’s words', { timeout: SLOW_MACHINE_MS }, () => {
  it('translates the domain, subscription types and the managed-ledger state, keeping Pulsar’s word as tooltip', async () => {
    localStorage.setItem('language', 'zh');
    const { user } = openTopicPage(world());
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
    openTopicPage(world(), `${TOPIC_PAGE}?tab=storage`);
    await topicTabs();

    const state = await screen.findByText('Ledger 已打开', {}, { timeout: 20_000 });
    expect(await figure('状态')).toContainElement(state);
    expect(screen.queryByText('LedgerOpened')).toBeNull();
  });
});
