import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signInAsOperator } from '../../../test/console-api.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { serveNamespaceCatalogue } from '../../../test/simulated-namespace-catalogue.ts';
import { simulatePulsar } from '../../../test/simulator-network.ts';
import {
  scenarioOf,
  seedNamespace,
  seedSubscription,
  seedTenant,
  seedTopic,
} from '../../../test/simulator-scenario.ts';

// The whole console renders, its shell and antd loading lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const AUDIT = '/management/subscriptions/persistent/finance/payments/events/audit/subscription';

/** Topic finance/payments/events with subscriptions audit, billing and search; another topic, orders. */
function open(path: string) {
  signInAsOperator();
  const pulsar = simulatePulsar({
    scenario: scenarioOf((state) => {
      seedTenant(state, 'finance', ['standalone']);
      seedNamespace(state, 'finance/payments', ['standalone']);
      const events = seedTopic(state, 'persistent://finance/payments/events', 'standalone');
      for (const name of ['search', 'audit', 'billing']) seedSubscription(state, events, name);
      seedTopic(state, 'persistent://finance/payments/orders', 'standalone');
    }),
  });
  serveNamespaceCatalogue(pulsar);
  return renderApp(path);
}

async function findOption(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const item = document.querySelector<HTMLElement>(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${name}"]`,
    );
    if (!item) throw new Error(`no ${name} option`);
    return item;
  });
}

const shownOptions = () =>
  [
    ...document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ].map((item) => item.getAttribute('title'));

describe('subscription page selectors', () => {
  it('offers the topic’s subscriptions and opens the chosen one keeping the tab and operation', async () => {
    const { user } = open(`${AUDIT}?tab=backlog&operation=skip`);

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
    const { user } = open(`${AUDIT}?topTab=backlogOperation&leftTab=peek`);

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
    open(AUDIT);

    expect(await screen.findByRole('combobox', { name: '订阅' }, { timeout: 45_000 })).toBeInTheDocument();
  });
});
