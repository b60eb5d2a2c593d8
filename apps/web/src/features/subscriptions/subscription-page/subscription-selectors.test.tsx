import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { findOption, shownOptions, simulateFinance } from '../../../test/simulated-finance.ts';
import { seedSubscription, seedTopic } from '../../../test/simulator-scenario.ts';

// The whole console renders, its shell and antd loading lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const AUDIT = '/management/subscriptions/persistent/finance/payments/events/audit/subscription';

/** Topic finance/payments/events with subscriptions audit, billing and search; another topic, orders. */
async function open(path: string) {
  await simulateFinance((state) => {
    const events = seedTopic(state, 'persistent://finance/payments/events', 'standalone');
    for (const name of ['search', 'audit', 'billing']) seedSubscription(state, events, name);
    seedTopic(state, 'persistent://finance/payments/orders', 'standalone');
  });
  return renderApp(path);
}

describe('subscription page selectors', () => {
  it('offers the topic’s subscriptions and opens the chosen one keeping the tab and operation', async () => {
    const { user } = await open(`${AUDIT}?tab=backlog&operation=skip`);

    const selector = await screen.findByRole('combobox', { name: 'Subscription' }, { timeout: 45_000 });
    expect(selector.closest('.ant-select')).toHaveTextContent('audit');
    expect(screen.getByRole('combobox', { name: 'Topic' }).closest('.ant-select')).toHaveTextContent(
      'events',
    );
    await user.click(selector);
    await findOption('search');
    expect(shownOptions()).toEqual(['audit', 'billing', 'search']);
    await user.click(await findOption('billing'));

    await waitFor(() =>
      expect(currentUrl()).toBe(
        '/management/subscriptions/persistent/finance/payments/events/billing/subscription?tab=backlog&operation=skip',
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription billing' }),
    ).toBeInTheDocument();
  });

  it('keeps Pulsar Manager’s topTab and leftTab', async () => {
    const { user } = await open(`${AUDIT}?topTab=backlogOperation&leftTab=peek`);

    await user.click(await screen.findByRole('combobox', { name: 'Subscription' }, { timeout: 45_000 }));
    await user.click(await findOption('search'));

    await waitFor(() =>
      expect(currentUrl()).toBe(
        '/management/subscriptions/persistent/finance/payments/events/search/subscription?topTab=backlogOperation&leftTab=peek',
      ),
    );
  });

  it('names the selector in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await open(AUDIT);

    expect(await screen.findByRole('combobox', { name: '订阅' }, { timeout: 45_000 })).toBeInTheDocument();
  });
});
