import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { simulatePartitionedOrders } from '../test-support/simulated-partitioned-subscriptions.ts';
import { simulateOrdersSubscriptions } from '../test-support/simulated-subscriptions.ts';

// The whole console renders, its shell and antd loading lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const SUBSCRIPTIONS = '/management/subscriptions/persistent/finance/payments';
const QUERY = 'tab=backlog&operation=peek&cluster=standalone';

async function openPartitioned(path: string) {
  await simulatePartitionedOrders(3, () => []);
  return renderApp(path);
}

const partitionSelector = () => screen.findByRole('combobox', { name: 'Partition' }, { timeout: 45_000 });
const selectorText = (selector: HTMLElement) => selector.closest('.ant-select')?.textContent;

/** antd's visible option, by its label (the listbox's options, for screen readers, carry the values). */
const visibleOption = (label: string) =>
  screen.findByText(label, { selector: '.ant-select-item-option-content' });

describe('the subscription page’s Partition selector', () => {
  it('opens the same subscription on a partition, keeping the query, and all partitions again', async () => {
    const { user } = await openPartitioned(
      `${SUBSCRIPTIONS}/orders/audit/subscription?${QUERY}&partitioned=true`,
    );
    const selector = await partitionSelector();
    await waitFor(() => expect(selectorText(selector)).toBe('All partitions of orders'));

    await user.click(selector);
    await visibleOption('Partition 2');
    const options = [...document.querySelectorAll('.ant-select-item-option-content')].map(
      (item) => item.textContent,
    );
    expect(options).toEqual(['All partitions of orders', 'Partition 0', 'Partition 1', 'Partition 2']);
    await user.click(await visibleOption('Partition 2'));

    await waitFor(() =>
      expect(currentUrl()).toBe(`${SUBSCRIPTIONS}/orders-partition-2/audit/subscription?${QUERY}`),
    );
    expect(
      await screen.findByText('Topic persistent://finance/payments/orders-partition-2'),
    ).toBeInTheDocument();
    await waitFor(async () => expect(selectorText(await partitionSelector())).toBe('Partition 2'));

    await user.click(await partitionSelector());
    await user.click(await visibleOption('All partitions of orders'));
    await waitFor(() =>
      expect(currentUrl()).toBe(`${SUBSCRIPTIONS}/orders/audit/subscription?${QUERY}&partitioned=true`),
    );
  });

  it('is disabled on a topic that is not partitioned', async () => {
    await simulateOrdersSubscriptions({ audit: 3 });
    renderApp(`${SUBSCRIPTIONS}/orders/audit/subscription`);

    const selector = await partitionSelector();
    await waitFor(() => expect(selectorText(selector)).toBe('Not partitioned'));
    expect(selector).toBeDisabled();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await openPartitioned(`${SUBSCRIPTIONS}/orders-partition-1/audit/subscription`);

    const selector = await screen.findByRole('combobox', { name: '分区' }, { timeout: 45_000 });
    await waitFor(() => expect(selectorText(selector)).toBe('分区 1'));
  });
});
