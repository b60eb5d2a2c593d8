import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { url } from '../../../test/console-paths.ts';
import { tenantAdmin } from '../../../test/console-users.ts';
import { setWindowWidth } from '../../../test/window-size.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { SIMULATED_ENVIRONMENT, type SimulatedPulsar } from '../../../test/simulator-network.ts';
import {
  MB,
  attachProducer,
  loseTenantOnCall,
  seedRates,
  seedSubscription,
  storeBytes,
  topicIn,
} from '../test-support/namespace-traffic.ts';
import { simulateNamespaces, type TopicSeed } from '../test-support/simulated-namespaces.ts';

// Each test renders the whole console, whose shell and antd load lazily: on a busy machine the
// first render of a file alone can take most of the default 30 s, after the worker's server has
// started and its collector has passed.
vi.setConfig({ testTimeout: 90_000 });

const PAGE = '/management/namespaces/finance/payments/namespace';
const ORDERS = 'persistent://finance/payments/orders';

const TOPIC_LIST = url('/admin/v2/topics/finance/payments/stats');

/**
 * finance/payments holding `topics` in the simulator (on `clusters`, standalone by default). With
 * `traffic`, the simulator is given it and the server's collector passes once before the page opens.
 */
async function open(
  topics: (string | TopicSeed)[],
  path: string,
  { clusters, traffic }: { clusters?: string[]; traffic?: (pulsar: SimulatedPulsar) => void } = {},
) {
  const pulsar = await simulateNamespaces({
    'finance/payments': { topics, ...(clusters ? { clusters } : {}) },
  });
  if (traffic) {
    traffic(pulsar);
    await pulsar.beacon.collectStatistics();
  }
  return { ...renderApp(path), pulsar, listQueries: () => listQueries(pulsar) };
}

/** The topic-list calls the page made to the server, as the query strings it sent. */
const listQueries = (pulsar: SimulatedPulsar) =>
  pulsar.beacon.browserCalls
    .filter((call) => call.method === 'GET' && call.path.startsWith(TOPIC_LIST))
    .map((call) => Object.fromEntries(new URL(call.path, window.location.origin).searchParams));

/**
 * orders (3 partitions) on east and west: a producer and subscriptions billing and audit on each
 * cluster; east takes 600 + 400 msg/s (512 + 512 B/s) on two partitions and sends 2000 msg/s
 * (2 MB/s), west takes 500 msg/s (512 B/s) and sends 1000 msg/s (1 MB/s); each stores 1 MB.
 * order-audit takes 9 msg/s, refunds 5000.
 */
function busyOrders(pulsar: SimulatedPulsar) {
  const partition = (cluster: string, index: number) =>
    topicIn(pulsar, `${ORDERS}-partition-${String(index)}`, cluster);
  for (const cluster of ['east', 'west']) {
    const state = pulsar.simulator.runtime.stateOf(cluster);
    attachProducer(state, partition(cluster, 0), { ratePerSecond: 0 });
    for (const index of [0, 1, 2]) {
      seedSubscription(state, partition(cluster, index), 'billing');
      seedSubscription(state, partition(cluster, index), 'audit');
    }
    storeBytes(state, partition(cluster, 0), MB);
  }
  seedRates(partition('east', 0), {
    msgRateIn: 600,
    msgThroughputIn: 512,
    msgRateOut: 2000,
    msgThroughputOut: 2 * MB,
  });
  seedRates(partition('east', 1), { msgRateIn: 400, msgThroughputIn: 512 });
  seedRates(partition('west', 0), {
    msgRateIn: 500,
    msgThroughputIn: 512,
    msgRateOut: 1000,
    msgThroughputOut: MB,
  });
  seedRates(topicIn(pulsar, 'persistent://finance/payments/order-audit', 'east'), { msgRateIn: 9 });
  seedRates(topicIn(pulsar, 'persistent://finance/payments/refunds', 'east'), { msgRateIn: 5000 });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function topicsTable() {
  // The first render loads antd and the console shell lazily: slow on a busy machine.
  return screen.findByRole('table', { name: 'Topics of finance/payments' }, { timeout: 45_000 });
}

describe('namespace TOPICS', () => {
  it('asks the server for the page, size, sort and filter in the URL and shows units and per-cluster rows', async () => {
    const { user, listQueries } = await open(
      [{ name: 'orders', partitions: 3 }, 'order-audit', 'refunds'],
      `${PAGE}?tab=topics&size=50&sort=inMsg&order=desc&filter=order`,
      { clusters: ['east', 'west'], traffic: busyOrders },
    );

    const table = await topicsTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(listQueries()).toEqual([
      { page_num: '1', page_size: '50', sort: 'inMsg', order: 'desc', filter: 'order' },
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    // Both clusters added up: a producer and two subscriptions each, 1000 + 500 msg/s in,
    // 2000 + 1000 msg/s out, 1024 + 512 B/s in, 2 + 1 MB/s out, 1 + 1 MB stored.
    expect(cellsOf(first!)).toEqual([
      'orders',
      '3',
      'persistent',
      '2',
      '4',
      '1.5K msg/s',
      '3K msg/s',
      '1.5 KB/s',
      '3 MB/s',
      '2 MB',
    ]);
    expect(cellsOf(second!)[0]).toBe('order-audit');
    expect(within(table).getByRole('columnheader', { name: 'In Rate' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(within(table).getByRole('button', { name: 'Show the clusters of orders' }));
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(within(rows[2]!).getByText('Cluster east')).toBeInTheDocument();
    // east's partitions added up (a subscription counted once, not once per partition).
    expect(cellsOf(rows[2]!).slice(1, 9)).toEqual([
      '3',
      'persistent',
      '1',
      '2',
      '1K msg/s',
      '2K msg/s',
      '1 KB/s',
      '2 MB/s',
    ]);
    expect(within(rows[3]!).getByText('Cluster west')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Hide the clusters of orders' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('names the topic domain in Chinese, Pulsar’s own word in its tooltip', async () => {
    localStorage.setItem('language', 'zh');
    await open(['orders', { name: 'ticks', domain: 'non-persistent' }], `${PAGE}?tab=topics`);
    const table = await screen.findByRole('table', { name: /finance\/payments/ }, { timeout: 30_000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, orders, ticks] = within(table).getAllByRole('row');
    expect(cellsOf(orders!)[2]).toBe('持久化');
    expect(cellsOf(ticks!)[2]).toBe('非持久化');
  });

  it('links a topic to its page, and a partitioned topic to the partitioned-topic page', async () => {
    await open(
      [
        { name: 'orders', partitions: 3 },
        { name: 'heartbeat', domain: 'non-persistent' },
      ],
      `${PAGE}?tab=topics`,
    );
    const table = await topicsTable();
    expect(await within(table).findByRole('link', { name: 'orders' })).toLinkTo(
      '/management/topics/persistent/finance/payments/orders/partitionedTopic',
    );
    expect(within(table).getByRole('link', { name: 'heartbeat' })).toLinkTo(
      '/management/topics/non-persistent/finance/payments/heartbeat/topic',
    );
    // Unsorted, the server lists by name; the figures' age is said above the table.
    expect(within(table).getByRole('columnheader', { name: 'Topic' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByText(/No figures collected yet/)).toBeInTheDocument();
  });

  it('sorts, pages and searches on the server, keeping each step in the URL', async () => {
    const names = Array.from({ length: 120 }, (_, index) => `topic-${String(index).padStart(3, '0')}`);
    // topic-NNN stores NNN bytes (topic-000 nothing).
    const { user, listQueries } = await open(names, `${PAGE}?tab=topics`, {
      traffic: (pulsar) =>
        names.forEach((name, index) => {
          if (index > 0)
            storeBytes(pulsar.state, topicIn(pulsar, `persistent://finance/payments/${name}`), index);
        }),
    });
    // Each step changes the URL; the table is looked up afresh after each.
    await within(await topicsTable()).findByRole('link', { name: 'topic-000' });
    expect(listQueries().at(-1)).toEqual({ page_num: '1', page_size: '100' });

    await user.click(within(await topicsTable()).getByRole('button', { name: 'Storage Size' }));
    await screen.findByRole('link', { name: 'topic-119' });
    expect(listQueries().at(-1)).toEqual({
      page_num: '1',
      page_size: '100',
      sort: 'storageSize',
      order: 'desc',
    });
    expect(currentUrl()).toBe(`${PAGE}?tab=topics&sort=storageSize&order=desc`);

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await screen.findByRole('link', { name: 'topic-019' });
    expect(listQueries().at(-1)).toMatchObject({ page_num: '2', sort: 'storageSize', order: 'desc' });
    // The header and page 2's 20 topics (counted, as the table draws only the rows in view).
    expect(await topicsTable()).toHaveAttribute('aria-rowcount', '21');

    // Key by key: the throttling of the second key is under test.
    await user.click(screen.getByRole('searchbox', { name: 'Search Topics' }));
    await user.keyboard('11');
    await waitFor(() =>
      expect(currentUrl()).toBe(`${PAGE}?tab=topics&sort=storageSize&order=desc&filter=11`),
    );
    await screen.findByRole('link', { name: 'topic-110' });
    // Throttled: the first key asks at once, the next one typed within the interval waits for it;
    // both back on page 1.
    await waitFor(() =>
      expect(listQueries().filter((query) => query.filter !== undefined)).toEqual([
        { page_num: '1', page_size: '100', sort: 'storageSize', order: 'desc', filter: '1' },
        { page_num: '1', page_size: '100', sort: 'storageSize', order: 'desc', filter: '11' },
      ]),
    );
  });

  it('draws only the rows in view of a 1 000-topic page out of 100 000', async () => {
    const topics = Array.from({ length: 100_000 }, (_, index) => `t-${String(index).padStart(6, '0')}`);
    const { listQueries } = await open(topics, `${PAGE}?tab=topics&size=1000&page=7`);
    const table = await topicsTable();
    await within(table).findByRole('link', { name: 't-006000' });
    expect(listQueries()).toEqual([{ page_num: '7', page_size: '1000' }]);
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    const drawn = within(table).getAllByRole('row').length;
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThan(60);
    expect(screen.getByText('100000 topics')).toBeInTheDocument();
  });

  it('tells an empty namespace from a search without matches', async () => {
    const { unmount, pulsar } = await open([], `${PAGE}?tab=topics`);
    expect(await screen.findByText('No topics in this namespace yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New Topic/ })).toBeInTheDocument();
    unmount();

    // Created through Beacon (its proxy), as the New Topic button would.
    pulsar.beacon.superSession.environment = SIMULATED_ENVIRONMENT;
    const created = await pulsar.beacon.superSession.request(
      'PUT',
      '/admin/v2/persistent/finance/payments/orders',
    );
    expect(created.statusCode).toBe(204);
    renderApp(`${PAGE}?tab=topics&filter=refund`);
    expect(await screen.findByText('No topic name contains “refund”')).toBeInTheDocument();
  });

  it('says Pulsar refuses the list, with its reason and no Retry (a 403 is not fixed by trying again)', async () => {
    // The admin loses finance on the server after the page learnt the admin's tenants (sandbox
    // stays: an admin left with no tenant has no environment either, and is told that instead).
    const pulsar = await simulateNamespaces(
      { 'finance/payments': { topics: ['orders'] } },
      { user: { ...tenantAdmin, tenants: ['finance', 'sandbox'] } },
    );
    loseTenantOnCall(pulsar, 'finance', '/admin/v2/topics/finance/payments/stats');
    renderApp(`${PAGE}?tab=topics`);

    expect(
      await screen.findByRole('heading', { name: 'Pulsar does not let you read this' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('This user no permissions for this resource')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('fits a phone: the toolbar and the table (scrolling sideways in its own box) are all there', async () => {
    setWindowWidth(375);
    await open(['orders'], `${PAGE}?tab=topics`);

    const table = await topicsTable();
    expect(await within(table).findByRole('link', { name: 'orders' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search Topics' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New Topic/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Namespace' })).toBeInTheDocument();
  });
});
