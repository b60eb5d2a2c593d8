import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n.ts';
import { url } from '../../test/console-paths.ts';
import { network } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { RealBeacon } from '../../test/real-beacon.ts';
import { simulatePulsar } from '../../test/simulator-network.ts';

// Each test renders the whole console, whose shell and antd load lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const NAMESPACE_PAGE = '/management/namespaces/sample/orders/namespace';
const RETENTION = '/admin/v2/namespaces/sample/orders/retention';
const OLD = { retentionTimeInMinutes: 60, retentionSizeInMB: 100 };
const CHANGED = { retentionTimeInMinutes: 120, retentionSizeInMB: 100 };

/** Two retention changes through Beacon's proxy, as the POLICIES tab would make them. */
async function changeRetentionTwice(beacon: RealBeacon) {
  beacon.superSession.environment = 'simulator';
  for (const value of [OLD, CHANGED])
    expect((await beacon.superSession.request('POST', RETENTION, value)).statusCode).toBe(204);
}

describe('the HISTORY tab', () => {
  it('lists the changes, shows one field by field, and restores the version before it', async () => {
    const pulsar = await simulatePulsar({ scenario: 'demo' });
    await changeRetentionTwice(pulsar.beacon);
    renderApp(`${NAMESPACE_PAGE}?tab=history`);

    const panel = await screen.findByRole('region', { name: 'History' }, { timeout: 60_000 });
    const rows = await within(panel).findAllByRole('row');
    // The header and the two changes, newest first.
    expect(rows).toHaveLength(3);
    // The policy's label comes with the policy catalogue, which may load after the rows on a busy machine.
    expect(await within(rows[1]!).findByText('Retention')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('operator')).toBeInTheDocument();

    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'View' }));
    const change = await screen.findByText('Retention of sample/orders');
    const card = change.closest('.ant-card') as HTMLElement;
    const minutes = within(card).getByText('retentionTimeInMinutes').closest('tr')!;
    expect(within(minutes).getByText('60')).toBeInTheDocument();
    expect(within(minutes).getByText('120')).toBeInTheDocument();
    const size = within(card).getByText('retentionSizeInMB').closest('tr')!;
    expect(within(size).getByText(/unchanged/)).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('change')).not.toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Restore the version before' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(
      within(dialog).getByText('Restore Retention of sample/orders as it was before'),
    ).toBeInTheDocument();
    // The change plan's own preview: the call, checked against the permission table.
    expect(await within(dialog).findByText(`POST ${RETENTION}`)).toBeInTheDocument();
    expect(within(dialog).getByText('Set retention')).toBeInTheDocument();
    expect(within(dialog).getByText('Allowed')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const asked = await screen.findByText('Apply 1 change to simulator?');
    const confirmation = asked.closest('[role="dialog"]') as HTMLElement;
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('The change was applied.')).toBeInTheDocument();

    const now = await pulsar.beacon.superSession.request('GET', RETENTION);
    expect(now.json()).toEqual(OLD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The restore is a change of its own, listed first.
    await vi.waitFor(
      () => {
        const [changes] = within(panel).getAllByRole('table');
        expect(within(changes!).getAllByRole('row')).toHaveLength(4);
        expect(within(within(changes!).getAllByRole('row')[1]!).getByText('Retention')).toBeInTheDocument();
      },
      { timeout: 30_000 },
    );
  });

  it('says the version is held already, when it is', async () => {
    const pulsar = await simulatePulsar({ scenario: 'demo' });
    await changeRetentionTwice(pulsar.beacon);
    renderApp(`${NAMESPACE_PAGE}?tab=history`);
    const panel = await screen.findByRole('region', { name: 'History' }, { timeout: 60_000 });
    const [, latest] = await within(panel).findAllByRole('row');
    await userEvent.click(within(latest!).getByRole('button', { name: 'View' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Restore this version' }));
    expect(
      await screen.findByText('sample/orders already holds this version: nothing to restore.'),
    ).toBeInTheDocument();
  });

  it('says when nothing was changed through Beacon yet', async () => {
    await simulatePulsar({ scenario: 'demo' });
    renderApp('/management/tenants/tenantInfo/acme?tab=history');
    expect(
      await screen.findByText('No change made through Beacon yet.', undefined, { timeout: 60_000 }),
    ).toBeInTheDocument();
  });

  it('says a failure to read the history, with Retry', async () => {
    await simulatePulsar({ scenario: 'demo' });
    network.use(
      http.get(url('/history'), () =>
        HttpResponse.json(
          { message: 'database unavailable', reason: 'database unavailable' },
          { status: 503 },
        ),
      ),
    );
    renderApp(`${NAMESPACE_PAGE}?tab=history`);
    expect(
      await screen.findByText('Could not load the history', undefined, { timeout: 60_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('says a refusal as such', async () => {
    await simulatePulsar({ scenario: 'demo' });
    network.use(
      http.get(url('/history'), () =>
        HttpResponse.json(
          { message: 'This user no permissions for this resource', reason: 'x' },
          { status: 403 },
        ),
      ),
    );
    renderApp(`${NAMESPACE_PAGE}?tab=history`);
    expect(
      await screen.findByText('You may not see this history', undefined, { timeout: 60_000 }),
    ).toBeInTheDocument();
  });

  it('is in Chinese for a Chinese reader', async () => {
    localStorage.setItem('language', 'zh');
    await i18n.changeLanguage('zh');
    try {
      const pulsar = await simulatePulsar({ scenario: 'demo' });
      await changeRetentionTwice(pulsar.beacon);
      renderApp(`${NAMESPACE_PAGE}?tab=history`);
      expect(
        await screen.findByRole('tab', { name: '历史', selected: true }, { timeout: 60_000 }),
      ).toBeInTheDocument();
      const panel = await screen.findByRole('region', { name: '变更历史' });
      const [, latest] = await within(panel).findAllByRole('row');
      await userEvent.click(within(latest!).getByRole('button', { name: /查\s?看/ }));
      expect(await screen.findByRole('button', { name: '恢复为变更前的版本' })).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: '变更前' })).toBeInTheDocument();
    } finally {
      localStorage.removeItem('language');
      await i18n.changeLanguage('en');
    }
  });
});
