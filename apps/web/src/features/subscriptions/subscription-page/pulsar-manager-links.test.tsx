import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { simulateOrdersSubscriptions } from '../test-support/simulated-subscriptions.ts';

const PAGE = '/management/subscriptions/persistent/finance/payments/orders/audit/subscription';
const TOPIC_PAGE = '/management/topics/persistent/finance/payments/orders/topic';

async function open(query: string) {
  await simulateOrdersSubscriptions({ audit: 3 });
  return renderApp(`${PAGE}${query}`);
}

/** The page's tabs: the first load pays for the console shell and antd, loaded lazily. */
async function tab(name: string) {
  return screen.findByRole('tab', { name }, { timeout: 45_000 });
}

describe('Pulsar Manager’s subscription links', { timeout: 60_000 }, () => {
  it.each([
    ['skip', 'Skip'],
    ['expire', 'Expire'],
    ['clear', 'Clear'],
    ['reset', 'Reset'],
    ['peek', 'Peek'],
  ])('topTab=backlogOperation&leftTab=%s opens the %s operation', async (leftTab, label) => {
    await open(`?topTab=backlogOperation&leftTab=${leftTab}`);
    expect(await tab('BACKLOG OPERATION')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  });

  it('topTab=consumers opens the consumers, and a choice rewrites the address in Beacon’s words', async () => {
    const { user } = await open('?topTab=consumers&leftTab=reset');
    expect(await tab('CONSUMERS')).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'BACKLOG OPERATION' }));
    await waitFor(() => expect(currentUrl()).toBe(`${PAGE}?tab=backlog&operation=reset`));
  });

  it('the breadcrumb “Subscriptions” leads to the topic page’s subscriptions table', async () => {
    await open('');
    await tab('CONSUMERS');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Subscriptions' })).toLinkTo(
      `${TOPIC_PAGE}?tab=subscriptions`,
    );
  });
});
