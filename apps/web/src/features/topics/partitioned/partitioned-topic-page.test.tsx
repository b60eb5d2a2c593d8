import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type SeenRequests } from '../../../test/console-paths.ts';
import { tenantAdmin } from '../../../test/console-users.ts';
import { findDialog } from '../../../test/dialogs.ts';
import { findPageHeading } from '../../../test/pages.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import {
  simulatePartitionedTopic,
  type PartitionSeed,
  type PartitionedTopicOptions,
} from './test-support/simulated-partitioned-topic.ts';

const PAGE = '/management/topics/persistent/finance/payments/orders/partitionedTopic';
const STATS = /^\/admin\/v2\/persistent\/finance\/payments\/orders-partition-(\d+)\/stats$/;

/**
 * Every partition: one producer, 1.5 msg/s (1 KB/s) in and 3 msg/s (2 KB/s) out, 1 KB stored, and
 * the subscriptions audit and billing (empty: a test that reads backlogs gives its own).
 */
const partition = (overrides: PartitionSeed = {}): PartitionSeed => ({
  producers: 1,
  rates: { msgRateIn: 1.5, msgThroughputIn: 1024, msgRateOut: 3, msgThroughputOut: 2048 },
  storedBytes: 1024,
  backlogs: { audit: 0, billing: 0 },
  ...overrides,
});

/** On partition i, audit holds i + 1 messages and billing 2. */
const withBacklogs = (index: number) => partition({ backlogs: { audit: index + 1, billing: 2 } });

async function open(
  path: string,
  partitions: number,
  seedOf: (index: number) => PartitionSeed = () => partition(),
  options: PartitionedTopicOptions = {},
) {
  const pulsar = await simulatePartitionedTopic(partitions, seedOf, options);
  return { ...renderApp(path), seen: pulsar.seen, pulsar };
}

/** The partition indexes whose stats were asked for (in index order: the calls run side by side). */
const statsCalls = (seen: SeenRequests, from = 0) =>
  seen
    .flatMap((request) => {
      const match = STATS.exec(new URL(request.url).pathname);
      return match ? [Number(match[1])] : [];
    })
    .slice(from)
    .sort((a, b) => a - b);

const partitionsTable = () =>
  screen.findByRole(
    'table',
    { name: 'Partitions of persistent://finance/payments/orders' },
    { timeout: 30_000 },
  );

/** Looked up afresh each time: antd may replace the table element when the page changes. */
const firstCells = () =>
  within(screen.getByRole('table', { name: 'Partitions of persistent://finance/payments/orders' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('partitioned topic page', { timeout: 60_000 }, () => {
  it('shows the totals with units and, of 1 000 partitions, reads the stats of the 20 shown only', async () => {
    const { user, seen } = await open(PAGE, 1000);
    const table = await partitionsTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));

    expect(screen.getByText('1.5K msg/s')).toBeInTheDocument(); // 1 000 × 1.5 msg/s in
    expect(screen.getByText('3K msg/s')).toBeInTheDocument();
    expect(screen.getByText('1000 KB/s')).toBeInTheDocument(); // 1 000 × 1 KB/s in
    expect(screen.getByText('1000 KB')).toBeInTheDocument(); // 1 000 × 1 KB stored
    // Each read once: the route's loader starts them while the page's code loads, and the page,
    // mounting, uses those answers instead of asking again.
    expect(statsCalls(seen)).toEqual(Array.from({ length: 20 }, (_, index) => index));
    expect(
      seen
        .filter((request) => new URL(request.url).pathname.endsWith('/partitioned-stats'))
        .map((request) => new URL(request.url).searchParams.get('perPartition')),
    ).toEqual(['false']);
    expect(
      seen.filter((request) => new URL(request.url).pathname.endsWith('/orders/partitions')),
    ).toHaveLength(1);
    expect(within(table).getByRole('link', { name: 'orders-partition-0' })).toLinkTo(
      '/management/topics/persistent/finance/payments/orders-partition-0/topic',
    );
    const [, firstRow] = within(table).getAllByRole('row');
    expect(
      within(firstRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['orders-partition-0', '1', '2', '1.50 msg/s', '3.00 msg/s', '1 KB/s', '2 KB/s', '1 KB']);

    await user.click(screen.getByTitle('50'));
    await waitFor(() => expect(firstCells()[0]).toBe('orders-partition-980'));
    expect(currentUrl()).toBe(`${PAGE}?page=50`);
    expect(statsCalls(seen, 20)).toEqual(Array.from({ length: 20 }, (_, index) => 980 + index));
  });

  it('sorts by partition over all partitions and by a figure within the page, in the URL', async () => {
    const { user, seen } = await open(`${PAGE}?sort=partition&order=desc`, 1000, (index) =>
      partition({ storedBytes: ((index % 7) + 1) * 1024 }),
    );
    const table = await partitionsTable();
    await waitFor(() => expect(firstCells()[0]).toBe('orders-partition-999'));
    expect(statsCalls(seen)).toEqual(Array.from({ length: 20 }, (_, index) => 980 + index));
    expect(
      screen.getByText(/sorting by a figure orders the partitions on this page only/),
    ).toBeInTheDocument();

    await user.click(within(table).getByRole('columnheader', { name: 'Storage Size' }));
    await waitFor(() => expect(currentUrl()).toBe(`${PAGE}?sort=storageSize`));
    // The first page in index order (0–19), ordered by storage: 1 KB partitions first.
    await waitFor(() =>
      expect(firstCells().slice(0, 3)).toEqual([
        'orders-partition-0',
        'orders-partition-7',
        'orders-partition-14',
      ]),
    );
    expect(statsCalls(seen, 20)).toEqual(Array.from({ length: 20 }, (_, index) => index));
  });

  it('counts producers as Pulsar’s merged list does: the most on one partition, not a sum', async () => {
    // Partition i has i + 1 producers: six connections, at most three on one partition.
    await open(PAGE, 3, (index) => partition({ producers: index + 1 }));
    const label = await screen.findByText('Producers (most on one partition)', undefined, {
      timeout: 30_000,
    });
    expect(label.closest('th')?.nextElementSibling?.textContent).toBe('3');
  });

  it('marks a partition Pulsar has not created yet instead of failing the page', async () => {
    await open(PAGE, 3, () => partition(), { missing: [2] });
    const table = await partitionsTable();
    expect(await within(table).findByText('(not created yet)')).toBeInTheDocument();
  });

  it('lists subscriptions summed over partitions, one row per partition on expand, operations per subscription', async () => {
    const { user } = await open(`${PAGE}?tab=subscriptions`, 3, withBacklogs);
    const table = await screen.findByRole(
      'table',
      { name: 'Subscriptions of persistent://finance/payments/orders' },
      { timeout: 30_000 },
    );
    const auditRow = within(table).getByRole('link', { name: 'audit' }).closest('tr')!;
    expect(within(auditRow).getByText('6')).toBeInTheDocument(); // backlog 1 + 2 + 3
    expect(within(auditRow).getByRole('link', { name: 'Skip on audit' })).toLinkTo(
      // `partitioned`: the subscription page's breadcrumb leads back to this page.
      '/management/subscriptions/persistent/finance/payments/orders/audit/subscription?operation=skip&partitioned=true',
    );
    await user.click(within(table).getByRole('button', { name: 'Show the partitions of audit' }));
    const partitionLink = await screen.findByRole('link', { name: 'orders-partition-2' });
    expect(partitionLink).toLinkTo(
      '/management/subscriptions/persistent/finance/payments/orders-partition-2/audit/subscription',
    );
    expect(within(partitionLink.closest('tr')!).getByText('3')).toBeInTheDocument();
  });

  it('creates a subscription on every partition and unsubscribes it, each confirmed', async () => {
    const { user, seen } = await open(`${PAGE}?tab=subscriptions`, 3);
    await user.click(await screen.findByRole('button', { name: 'New Subscription' }, { timeout: 30_000 }));
    const dialog = await findDialog('Subscribe');
    await user.type(within(dialog).getByLabelText('Subscription Name'), 'replay');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const table = await screen.findByRole('table', {
      name: 'Subscriptions of persistent://finance/payments/orders',
    });
    expect(await within(table).findByRole('link', { name: 'replay' })).toBeInTheDocument();
    const created = seen.find((request) => request.method === 'PUT');
    expect(new URL(created!.url).pathname).toBe(
      '/admin/v2/persistent/finance/payments/orders/subscription/replay',
    );

    await user.click(within(table).getByRole('button', { name: 'Unsubscribe replay' }));
    const confirm = await findDialog('Do you want to delete this subscription?');
    await user.click(within(confirm).getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'replay' })).toBeNull());
    const deleted = seen.find((request) => request.method === 'DELETE');
    expect(new URL(deleted!.url).pathname).toBe(
      '/admin/v2/persistent/finance/payments/orders/subscription/replay',
    );
  });

  it('tells an administrator of another tenant it cannot open the topic, without calling Pulsar', async () => {
    const { seen } = await simulatePartitionedTopic(3, () => partition(), { user: tenantAdmin });
    renderApp('/management/topics/persistent/public/default/orders/partitionedTopic');
    expect(await findPageHeading('You cannot open topics of tenant public')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('says a failed read with Pulsar’s reason, keeps the header, and shows the topic on Retry', async () => {
    const { pulsar, user } = await open(PAGE, 2);
    pulsar.fail({
      pathPrefix: '/admin/v2/persistent/finance/payments/orders/partitioned-stats',
      status: 500,
      reason: 'Broker is overloaded',
    });
    expect(
      await screen.findByText('The partitioned topic could not be loaded', undefined, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Broker is overloaded')).toBeInTheDocument();
    expect(screen.getByText(/· 2 partitions/)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    pulsar.simulator.control.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'OVERVIEW' })).toHaveAttribute('aria-selected', 'true');
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await open(PAGE, 3);
    expect(await findPageHeading('分区主题 orders')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '概览' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('所有分区的合计')).toBeInTheDocument();
    expect(screen.getByText('生产者（单个分区最多）')).toBeInTheDocument();
    expect(await screen.findByText('4.50 条/秒')).toBeInTheDocument();
  });

  it('says the subscription type in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    // audit is Shared: its consumer on each partition subscribed so.
    await open(`${PAGE}?tab=subscriptions`, 2, (index) =>
      partition({ consumers: { audit: [{ name: `reader-${String(index)}`, type: 'Shared' }] } }),
    );
    const table = await screen.findByRole(
      'table',
      { name: 'persistent://finance/payments/orders 的订阅' },
      { timeout: 30_000 },
    );
    const auditRow = within(table).getByRole('link', { name: 'audit' }).closest('tr')!;
    expect(within(auditRow).getByText('共享')).toBeInTheDocument();
    expect(auditRow).not.toHaveTextContent('Shared');
  });
});
