import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { simulateFinance } from '../../../test/simulated-finance.ts';
import { seedPartitionedTopic, seedTopic } from '../../../test/simulator-scenario.ts';
import { REFRESH_INTERVAL_KEY } from '../../../shared/ui/auto-refresh-select.tsx';

// The whole console renders, its shell and antd loading lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const PARTITIONED = '/management/topics/persistent/finance/payments/orders/partitionedTopic';
const TOPIC = '/management/topics/persistent/finance/payments/events/topic';

async function open(path: string) {
  const { pulsar } = await simulateFinance((state) => {
    seedPartitionedTopic(state, 'persistent://finance/payments/orders', 2, 'standalone');
    seedTopic(state, 'persistent://finance/payments/events', 'standalone');
  });
  return { pulsar, ...renderApp(path) };
}

const callsTo = (seen: Request[], path: RegExp) =>
  seen.filter((request) => request.method === 'GET' && path.test(new URL(request.url).pathname)).length;

async function choose(user: ReturnType<typeof renderApp>['user'], label: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Auto Refresh' }, { timeout: 45_000 }));
  await user.click(await screen.findByText(label, { selector: '.ant-select-item-option-content' }));
}

describe('Auto Refresh', () => {
  it('reads the partitioned topic’s figures again every 5 s once chosen, without reloading the page', async () => {
    const { pulsar, user } = await open(PARTITIONED);
    const stats = /\/orders\/partitioned-stats$/;
    await waitFor(() => expect(callsTo(pulsar.seen, stats)).toBeGreaterThan(0), { timeout: 45_000 });

    await choose(user, '5 s');
    const before = callsTo(pulsar.seen, stats);
    await waitFor(() => expect(callsTo(pulsar.seen, stats)).toBeGreaterThan(before), { timeout: 8_000 });
    expect(sessionStorage.getItem(REFRESH_INTERVAL_KEY)).toBe('5');
    // Same page, same document: the heading was never torn down.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('is offered on the topic page too, starting from the tab’s stored choice', async () => {
    sessionStorage.setItem(REFRESH_INTERVAL_KEY, '5');
    const { pulsar } = await open(TOPIC);
    const stats = /\/events\/stats$/;
    const select = await screen.findByRole('combobox', { name: 'Auto Refresh' }, { timeout: 45_000 });
    expect(select.closest('.ant-select')).toHaveTextContent('5 s');
    await waitFor(() => expect(callsTo(pulsar.seen, stats)).toBeGreaterThan(0), { timeout: 30_000 });

    const before = callsTo(pulsar.seen, stats);
    await waitFor(() => expect(callsTo(pulsar.seen, stats)).toBeGreaterThan(before), { timeout: 8_000 });
  });
});
