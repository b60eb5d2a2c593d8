import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n.ts';
import { url } from '../../test/console-paths.ts';
import { network } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { simulatePulsar } from '../../test/simulator-network.ts';

// Each test renders the whole console, whose shell and antd load lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

/** The demo's orders/created: traffic in and out, and `audit`, a subscription without a consumer. */
const AUDIT_PAGE = '/management/subscriptions/persistent/sample/orders/created/audit/subscription';
const TOPIC_PAGE = '/management/topics/persistent/sample/orders/created/topic';

describe('backlog and rate trends', () => {
  it('draws a subscription’s backlog and rates after a statistics pass, over the range chosen', async () => {
    const pulsar = await simulatePulsar({ scenario: 'demo', collect: true });
    renderApp(`${AUDIT_PAGE}?tab=trends`);

    expect(
      await screen.findByRole('tab', { name: 'TRENDS', selected: true }, { timeout: 60_000 }),
    ).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Backlog and rates' }, { timeout: 30_000 });
    expect(
      await within(panel).findByRole('img', {
        name: 'Rates (msg/s, left axis) and backlog (messages, right axis) over the last 1 hour',
      }),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/Kept for 7 days\./)).toBeInTheDocument();
    const asked = pulsar.beacon.browserCalls.filter((call) => call.path.startsWith(url('/catalog/trends')));
    expect(asked.at(-1)?.path).toContain('subscription=audit');

    await userEvent.click(within(panel).getByText('7 days'));
    expect(
      await within(panel).findByRole('img', { name: /over the last 7 days/ }, { timeout: 30_000 }),
    ).toBeInTheDocument();
  });

  it('says there are no figures yet before the first pass', async () => {
    await simulatePulsar({ scenario: 'demo' });
    renderApp(`${TOPIC_PAGE}?tab=trends`);

    expect(
      await screen.findByText('No figures yet — the first comes with the next statistics pass.', undefined, {
        timeout: 60_000,
      }),
    ).toBeInTheDocument();
  });

  it('says a failure to read them, with Retry', async () => {
    await simulatePulsar({ scenario: 'demo', collect: true });
    network.use(
      http.get(url('/catalog/trends'), () =>
        HttpResponse.json(
          { message: 'database unavailable', reason: 'database unavailable' },
          { status: 503 },
        ),
      ),
    );
    renderApp(`${TOPIC_PAGE}?tab=trends`);

    expect(
      await screen.findByText('Could not load the trends', undefined, { timeout: 60_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('shows the environment’s trends on the overview', async () => {
    await simulatePulsar({ scenario: 'demo', collect: true });
    renderApp('/overview');

    const panel = await screen.findByRole(
      'region',
      { name: 'Backlog and rates of the environment' },
      { timeout: 60_000 },
    );
    expect(await within(panel).findByRole('img', { name: /over the last 1 hour/ })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    try {
      await simulatePulsar({ scenario: 'demo' });
      renderApp(`${AUDIT_PAGE}?tab=trends`);
      expect(
        await screen.findByRole('tab', { name: '趋势', selected: true }, { timeout: 60_000 }),
      ).toBeInTheDocument();
      expect(await screen.findByText('暂无数据——下一次统计采集后将出现第一个数据点。')).toBeInTheDocument();
      expect(screen.getByText('7 天')).toBeInTheDocument();
    } finally {
      localStorage.removeItem('language');
      await i18n.changeLanguage('en');
    }
  });
});
