import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { findOption, shownOptions, simulateFinance } from '../../../test/simulated-finance.ts';
import { seedNamespace, seedPartitionedTopic, seedTopic } from '../../../test/simulator-scenario.ts';

// The whole console renders, its shell and antd loading lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const EVENTS = '/management/topics/persistent/finance/payments/events/topic';

/** finance/payments: events, audit and orders (2 partitions); finance/refunds: refund-requests. */
async function open(path: string) {
  await simulateFinance((state) => {
    seedNamespace(state, 'finance/refunds', ['standalone']);
    seedTopic(state, 'persistent://finance/payments/events', 'standalone');
    seedTopic(state, 'persistent://finance/payments/audit', 'standalone');
    seedPartitionedTopic(state, 'persistent://finance/payments/orders', 2, 'standalone');
    seedTopic(state, 'persistent://finance/refunds/refund-requests', 'standalone');
  });
  return renderApp(path);
}

const topicSelector = () => screen.findByRole('combobox', { name: 'Topic' }, { timeout: 45_000 });

describe('topic page Tenant / Namespace / Topic selectors', () => {
  it('offers the namespace’s topics and opens the chosen one on the same tab', async () => {
    const { user } = await open(`${EVENTS}?tab=storage`);

    const selector = await topicSelector();
    expect(selector.closest('.ant-select')).toHaveTextContent('events');
    await user.click(selector);
    await findOption('orders');
    expect(shownOptions()).toEqual(['audit', 'events', 'orders']);
    await user.click(await findOption('audit'));

    await waitFor(() =>
      expect(currentUrl()).toBe('/management/topics/persistent/finance/payments/audit/topic?tab=storage'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Topic persistent://finance/payments/audit' }),
    ).toBeInTheDocument();
  });

  it('opens a partitioned topic on its partitioned page', async () => {
    const { user } = await open(EVENTS);

    await user.click(await topicSelector());
    await user.click(await findOption('orders'));

    await waitFor(() =>
      expect(currentUrl()).toBe(
        '/management/topics/persistent/finance/payments/orders/partitionedTopic?tab=overview',
      ),
    );
  });

  it('after another namespace is chosen, offers its topics and opens one', async () => {
    const { user } = await open(`${EVENTS}?tab=policies`);

    await topicSelector();
    await user.click(screen.getByRole('combobox', { name: 'Namespace' }));
    await user.click(await findOption('refunds'));
    // Nothing navigates until a topic of the new namespace is chosen.
    expect(currentUrl()).toBe(`${EVENTS}?tab=policies`);
    await user.click(screen.getByRole('combobox', { name: 'Topic' }));
    await user.click(await findOption('refund-requests'));

    await waitFor(() =>
      expect(currentUrl()).toBe(
        '/management/topics/persistent/finance/refunds/refund-requests/topic?tab=policies',
      ),
    );
  });

  it('names its selectors in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await open(EVENTS);

    expect(await screen.findByRole('combobox', { name: '主题' }, { timeout: 45_000 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '租户' })).toBeInTheDocument();
  });
});
