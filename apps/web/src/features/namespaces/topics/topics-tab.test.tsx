import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tenantAdmin } from '../../../test/console-api.ts';
import { setWindowWidth } from '../../../test/window-size.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import {
  serveNamespaceCatalogue,
  type NamespaceCatalogue,
} from '../../../test/simulated-namespace-catalogue.ts';
import { addTopic, simulateNamespaces, type TopicSeed } from '../test-support/simulated-namespaces.ts';

// Each test renders the whole console, whose shell and antd load lazily: on a busy machine the
// first render of a file alone can take most of the default 30 s.
vi.setConfig({ testTimeout: 60_000 });

const PAGE = '/management/namespaces/finance/payments/namespace';
const ORDERS = 'persistent://finance/payments/orders';

/** finance/payments holding `topics` in the simulator, with the collector's figures for them. */
async function open(
  topics: (string | TopicSeed)[],
  path: string,
  topicFigures: NamespaceCatalogue['topics'] = {},
) {
  const pulsar = await simulateNamespaces({ 'finance/payments': { topics } });
  const catalogue = serveNamespaceCatalogue(pulsar, { topics: topicFigures });
  return { ...renderApp(path), pulsar, listQueries: catalogue.listQueries };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function topicsTable() {
  // The first render loads antd and the console shell lazily: slow on a busy machine.
  return screen.findByRole('table', { name: 'Topics of finance/payments' }, { timeout: 30_000 });
}

describe('namespace TOPICS', () => {
  it('asks the server for the page, size, sort and filter in the URL and shows units and per-cluster rows', async () => {
    const { user, listQueries } = await open(
      [{ name: 'orders', partitions: 3 }, 'order-audit', 'refunds'],
      `${PAGE}?tab=topics&size=50&sort=inMsg&order=desc&filter=order`,
      {
        [ORDERS]: {
          producers: 2,
          subscriptions: 4,
          inMsg: 1500,
          outMsg: 3000,
          inBytes: 1536,
          outBytes: 3 * 1024 ** 2,
          storageSize: 2 * 1024 ** 3,
          clusters: {
            east: { producerCount: 1, msgRateIn: 1000, msgThroughputIn: 1024 },
            west: { producerCount: 1, msgRateIn: 500, msgThroughputIn: 512 },
          },
        },
        'persistent://finance/payments/order-audit': { inMsg: 9 },
        'persistent://finance/payments/refunds': { inMsg: 5000 },
      },
    );

    const table = await topicsTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(listQueries()).toEqual([
      { page_num: '1', page_size: '50', sort: 'inMsg', order: 'desc', filter: 'order' },
    ]);
    const [, first, second] = within(table).getAllByRole('row');
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
      '2 GB',
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
    expect(cellsOf(rows[2]!).slice(1, 9)).toEqual([
      '3',
      'persistent',
      '1',
      '0',
      '1K msg/s',
      '0.00 msg/s',
      '1 KB/s',
      '0 B/s',
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
    const { user, listQueries } = await open(
      names,
      `${PAGE}?tab=topics`,
      Object.fromEntries(
        names.map((name, index) => [`persistent://finance/payments/${name}`, { storageSize: index }]),
      ),
    );
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
    expect(within(await topicsTable()).getAllByRole('row')).toHaveLength(21);

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

    addTopic(pulsar.state, 'finance/payments', 'orders');
    renderApp(`${PAGE}?tab=topics&filter=refund`);
    expect(await screen.findByText('No topic name contains “refund”')).toBeInTheDocument();
  });

  it('says Pulsar refuses the list, with its reason and no Retry (a 403 is not fixed by trying again)', async () => {
    const pulsar = await simulateNamespaces(
      { 'finance/payments': { topics: ['orders'] } },
      { user: tenantAdmin },
    );
    // The session lost the tenant on the server after the page learnt the user's tenants.
    serveNamespaceCatalogue(pulsar, {}, { ...tenantAdmin, tenants: [] });
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
