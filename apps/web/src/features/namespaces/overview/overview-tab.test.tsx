import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { tenantAdmin } from '../../../test/console-users.ts';
import { setServerClock } from '../../../test/real-beacon.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { MB, loseTenantOnCall, seedRates, storeBytes, topicIn } from '../test-support/namespace-traffic.ts';
import { simulateNamespaces } from '../test-support/simulated-namespaces.ts';

// Each test renders the whole console, whose shell and antd load lazily: on a busy machine the
// first render of a file alone can take most of the default 30 s, after the worker's server has
// started and its collector has passed.
vi.setConfig({ testTimeout: 90_000 });

const PAGE = '/management/namespaces/finance/payments/namespace';
const ORDERS = 'persistent://finance/payments/orders';
const REFUNDS = 'persistent://finance/payments/refunds';

describe('namespace OVERVIEW', () => {
  it('shows the figures with their units, how fresh they are and which brokers are missing', async () => {
    // finance/payments on east and west (a broker each), its topics busy on east; west's broker
    // refuses the collector's broker-stats call.
    const pulsar = await simulateNamespaces({
      'finance/payments': { clusters: ['east', 'west'], topics: ['orders', 'refunds'] },
    });
    const orders = topicIn(pulsar, ORDERS, 'east');
    const refunds = topicIn(pulsar, REFUNDS, 'east');
    const east = pulsar.simulator.runtime.stateOf('east');
    seedRates(orders, { msgRateIn: 1000, msgThroughputIn: 1024, msgRateOut: 12.5, msgThroughputOut: 4 * MB });
    seedRates(refunds, { msgRateIn: 500, msgThroughputIn: 512, msgThroughputOut: MB });
    storeBytes(east, orders, 3 * MB);
    storeBytes(east, refunds, 2 * MB);
    const west = pulsar.simulator.brokers.find((broker) => broker.cluster === 'west')!;
    pulsar.fail({
      broker: west.id,
      pathPrefix: '/admin/v2/broker-stats/topics',
      status: 503,
      reason: 'west is restarting',
    });
    // The collector's pass two minutes ago.
    setServerClock(pulsar.beacon, Date.now() - 2 * 60_000);
    await pulsar.beacon.collectStatistics();
    renderApp(PAGE);

    // The first render loads antd and the console shell lazily: slow on a busy machine.
    const figures = await screen.findByRole('region', { name: 'Statistics' }, { timeout: 45_000 });
    const figure = (term: string) => within(figures).getByText(term, { selector: 'dt' }).nextElementSibling;
    // Both topics added up: 1000 + 500 msg/s in, 1024 + 512 B/s, 4 + 1 MB/s out, 3 + 2 MB stored.
    await waitFor(() => expect(figure('In Rate')).toHaveTextContent('1.5K msg/s'));
    expect(figure('Out Rate')).toHaveTextContent('12.50 msg/s');
    expect(figure('In Throughput')).toHaveTextContent('1.5 KB/s');
    expect(figure('Out Throughput')).toHaveTextContent('5 MB/s');
    expect(figure('Storage')).toHaveTextContent('5 MB');
    expect(within(figures).getByText(/^Collected 2 minutes ago/)).toBeInTheDocument();
    expect(within(figures).getByText('Incomplete: 1 broker could not be read')).toBeInTheDocument();
    expect(
      within(figures).getByText(
        `west / ${west.id}: GET /admin/v2/broker-stats/topics answered 503: west is restarting`,
      ),
    ).toBeInTheDocument();
  });

  it('says when nothing was collected yet, and draws the last hour once echarts has loaded', async () => {
    const pulsar = await simulateNamespaces({ 'finance/payments': { topics: ['orders'] } });
    const { unmount } = renderApp(PAGE);

    expect(await screen.findByText(/No figures collected yet/, {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText(/No history yet/)).toBeInTheDocument();
    unmount();

    // A collector pass a minute over the last ten minutes, orders a little busier each time.
    const orders = topicIn(pulsar, ORDERS);
    setServerClock(pulsar.beacon, Date.now() - 10 * 60_000);
    for (let minute = 1; minute <= 10; minute += 1) {
      seedRates(orders, { msgRateIn: minute, msgThroughputIn: 1024 * minute, msgRateOut: 1 });
      await pulsar.beacon.collectStatistics();
      pulsar.beacon.server.clock.advance(60_000);
    }
    renderApp(PAGE);

    const chart = await screen.findByRole('img', { name: /of the last hour/ });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Statistics' })).toHaveTextContent(/Collected/),
    );
    expect(screen.queryByText(/No history yet/)).not.toBeInTheDocument();
    // The lazily loaded echarts drew into the container (or the page says why it could not).
    await waitFor(() => {
      const failed = screen.queryByText(/The chart could not be drawn/);
      expect(failed ?? chart.querySelector('svg')).not.toBeNull();
    });
  });

  it('says Pulsar refuses the figures, with its reason and no Retry (a 403 is not fixed by trying again)', async () => {
    // The admin loses finance on the server after the page learnt the admin's tenants (sandbox
    // stays: an admin left with no tenant has no environment either, and is told that instead).
    const pulsar = await simulateNamespaces(
      { 'finance/payments': {} },
      { user: { ...tenantAdmin, tenants: ['finance', 'sandbox'] } },
    );
    loseTenantOnCall(pulsar, 'finance', '/admin/v2/namespaces/finance/payments/stats');
    renderApp(PAGE);

    const figures = await screen.findByRole('region', { name: 'Statistics' }, { timeout: 30_000 });
    expect(
      await within(figures).findByRole('heading', { name: 'Pulsar does not let you read this' }),
    ).toBeInTheDocument();
    expect(figures).toHaveTextContent('This user no permissions for this resource');
    expect(within(figures).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('refreshes the figures and the chart every 30 seconds', async () => {
    // Fake clocks from the start (the refresh timer is set at the first load); they also run on
    // their own, so loading the page needs no help.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const pulsar = await simulateNamespaces({ 'finance/payments': { topics: ['orders'] } });
    const orders = topicIn(pulsar, ORDERS);
    seedRates(orders, { msgRateIn: 10 });
    await pulsar.beacon.collectStatistics();
    renderApp(PAGE);
    const figures = await screen.findByRole('region', { name: 'Statistics' }, { timeout: 30_000 });
    const inRate = () => within(figures).getByText('In Rate', { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(inRate()).toHaveTextContent('10.00 msg/s'));
    const statsCalls = () =>
      pulsar.beacon.browserCalls.filter((call) => call.path.endsWith('/payments/stats')).length;
    const callsBefore = statsCalls();

    // The collector's next pass finds orders twice as busy.
    seedRates(orders, { msgRateIn: 20 });
    await pulsar.beacon.collectStatistics();
    await vi.advanceTimersByTimeAsync(30_000);

    await waitFor(() => expect(inRate()).toHaveTextContent('20.00 msg/s'));
    expect(statsCalls()).toBeGreaterThan(callsBefore);
  });
});
