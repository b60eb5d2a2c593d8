import type { NamespaceStatsResponse } from '@beacon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { tenantAdmin } from '../../../test/console-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  lastHour,
  namespaceStats,
  serveNamespaceCatalogue,
} from '../../../test/simulated-namespace-catalogue.ts';
import { simulateFinance } from '../../../test/simulated-finance.ts';
import { simulateNamespaces } from '../test-support/simulated-namespaces.ts';

// Each test renders the whole console, whose shell and antd load lazily: on a busy machine the
// first render of a file alone can take most of the default 30 s.
vi.setConfig({ testTimeout: 60_000 });

const PAGE = '/management/namespaces/finance/payments/namespace';

/** finance/payments in the simulator, with the collector's figures for it. */
const openWith = async (stats: NamespaceStatsResponse) =>
  (await simulateFinance(undefined, { namespaces: { 'finance/payments': stats } })).catalogue;

describe('namespace OVERVIEW', () => {
  it('shows the figures with their units, how fresh they are and which brokers are missing', async () => {
    const collectedAt = Date.now() - 2 * 60_000;
    await openWith(
      namespaceStats({
        inMsg: 1500,
        outMsg: 12.5,
        inBytes: 1536,
        outBytes: 5 * 1024 ** 2,
        storageSize: 5 * 1024 ** 3,
        stats: {
          collectedAt,
          failedBrokers: [
            {
              cluster: 'east',
              broker: 'broker-2:8080',
              error: 'connect ECONNREFUSED',
              lastSuccessAt: null,
              figuresKept: false,
            },
          ],
        },
      }),
    );
    renderApp(PAGE);

    // The first render loads antd and the console shell lazily: slow on a busy machine.
    const figures = await screen.findByRole('region', { name: 'Statistics' }, { timeout: 30_000 });
    const figure = (term: string) => within(figures).getByText(term, { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(figure('In Rate')).toHaveTextContent('1.5K msg/s'));
    expect(figure('Out Rate')).toHaveTextContent('12.50 msg/s');
    expect(figure('In Throughput')).toHaveTextContent('1.5 KB/s');
    expect(figure('Out Throughput')).toHaveTextContent('5 MB/s');
    expect(figure('Storage')).toHaveTextContent('5 GB');
    expect(within(figures).getByText(/^Collected 2 minutes ago/)).toBeInTheDocument();
    expect(within(figures).getByText('Incomplete: 1 broker could not be read')).toBeInTheDocument();
    expect(within(figures).getByText('east / broker-2:8080: connect ECONNREFUSED')).toBeInTheDocument();
  });

  it('says when nothing was collected yet, and draws the last hour once echarts has loaded', async () => {
    await openWith(
      namespaceStats({
        history: lastHour((minutesAgo) => ({
          inMsg: minutesAgo,
          outMsg: 1,
          inBytes: 1024,
          outBytes: 2048,
          storageSize: 0,
        })),
      }),
    );
    renderApp(PAGE);

    expect(await screen.findByText(/No figures collected yet/)).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: /of the last hour/ });
    // The lazily loaded echarts drew into the container (or the page says why it could not).
    await waitFor(() => {
      const failed = screen.queryByText(/The chart could not be drawn/);
      expect(failed ?? chart.querySelector('svg')).not.toBeNull();
    });
  });

  it('says Pulsar refuses the figures, with its reason and no Retry (a 403 is not fixed by trying again)', async () => {
    // The admin's tenants changed on the server after the page learnt them.
    const pulsar = await simulateNamespaces({ 'finance/payments': {} }, { user: tenantAdmin });
    serveNamespaceCatalogue(pulsar, {}, { ...tenantAdmin, tenants: [] });
    renderApp(PAGE);

    const figures = await screen.findByRole('region', { name: 'Statistics' });
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
    const { seen, figures: collected } = await openWith(namespaceStats({ inMsg: 10 }));
    renderApp(PAGE);
    const figures = await screen.findByRole('region', { name: 'Statistics' }, { timeout: 30_000 });
    const inRate = () => within(figures).getByText('In Rate', { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(inRate()).toHaveTextContent('10.00 msg/s'));
    const statsCalls = () => seen.filter((request) => request.url.endsWith('/payments/stats')).length;
    const callsBefore = statsCalls();

    collected.namespaces['finance/payments'] = namespaceStats({ inMsg: 20 });
    await vi.advanceTimersByTimeAsync(30_000);

    await waitFor(() => expect(inRate()).toHaveTextContent('20.00 msg/s'));
    expect(statsCalls()).toBeGreaterThan(callsBefore);
  });
});
