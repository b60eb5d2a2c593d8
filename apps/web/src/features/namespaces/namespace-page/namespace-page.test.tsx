import { API_PREFIX, COOKIES } from '@beacon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tenantAdmin, userInfoOf } from '../../../test/console-users.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { MB, seedRates, storeBytes, topicIn } from '../test-support/namespace-traffic.ts';
import { namespacesScenario, simulateNamespaces } from '../test-support/simulated-namespaces.ts';
import { storeCookie } from '../../../test/browser-cookies.ts';
import { startRealBeacon } from '../../../test/real-beacon.ts';
import { freshSimulator } from '../../../test/simulator-network.ts';

// Each test renders the whole console, whose shell and antd load lazily: on a busy machine the
// first render of a file alone can take most of the default 30 s.
vi.setConfig({ testTimeout: 60_000 });

const NAMESPACES = {
  'finance/payments': { topics: ['orders'] },
  'finance/refunds': { topics: ['refund-requests'] },
  'public/default': {},
};

/**
 * Three namespaces in the simulator; the collector has passed once, when orders (finance/payments'
 * only topic) took 2500 msg/s (2 KB/s) and stored 1 MB.
 */
async function serve(user = tenantAdmin) {
  const pulsar = await simulateNamespaces(NAMESPACES, { user });
  const orders = topicIn(pulsar, 'persistent://finance/payments/orders');
  seedRates(orders, { msgRateIn: 2500, msgThroughputIn: 2048 });
  storeBytes(pulsar.state, orders, MB);
  await pulsar.beacon.collectStatistics();
  return pulsar;
}

/** antd draws the choices of an open Select as items titled with their value. */
async function findOption(name: string): Promise<HTMLElement> {
  await screen.findByRole('option', { name });
  return waitFor(() => {
    const item = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${name}"]`);
    if (!item) throw new Error(`no ${name} option`);
    return item;
  });
}

async function open(path: string) {
  await serve(userInfoOf());
  return renderApp(path);
}

describe('namespace page', () => {
  it('opens on OVERVIEW and keeps the chosen tab in the URL', async () => {
    const { user } = await open('/management/namespaces/finance/payments/namespace');

    // The first render loads antd and the console shell lazily: slow on a busy machine.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Namespace finance/payments' },
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['OVERVIEW', 'TOPICS', 'POLICIES', 'HISTORY']);
    expect(screen.getByRole('tab', { name: 'OVERVIEW' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'TOPICS' }));
    expect(await screen.findByRole('link', { name: 'orders' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/management/namespaces/finance/payments/namespace?tab=topics');
  });

  it('switches namespace from the selector on the same tab', async () => {
    const { user } = await open('/management/namespaces/finance/payments/namespace?tab=topics');
    await screen.findByRole('link', { name: 'orders' }, { timeout: 30_000 });

    await user.click(screen.getByRole('combobox', { name: 'Namespace' }));
    await user.keyboard('ref');
    await user.click(await findOption('refunds'));

    await waitFor(() =>
      expect(currentUrl()).toBe('/management/namespaces/finance/refunds/namespace?tab=topics'),
    );
    expect(await screen.findByRole('link', { name: 'refund-requests' })).toBeInTheDocument();
  });

  it('offers the namespaces of another tenant once it is chosen', async () => {
    const { user } = await open('/management/namespaces/finance/payments/namespace?tab=topics');
    await screen.findByRole('link', { name: 'orders' }, { timeout: 30_000 });

    await user.click(screen.getByRole('combobox', { name: 'Tenant' }));
    await user.click(await findOption('public'));
    // The namespace selector is emptied and offers the new tenant's namespaces.
    const namespaceSelector = screen.getByRole('combobox', { name: 'Namespace' });
    await user.click(namespaceSelector);
    const namespaceOption = await findOption('default');
    expect(screen.queryByRole('option', { name: 'payments' })).not.toBeInTheDocument();
    await user.click(namespaceOption);

    await waitFor(() =>
      expect(currentUrl()).toBe('/management/namespaces/public/default/namespace?tab=topics'),
    );
  });

  it('tells an administrator of another tenant that it may not manage this namespace, asking nothing of Pulsar', async () => {
    // On the real server (decision 0062): an administrator of finance, made through the API.
    const beacon = await startRealBeacon();
    await beacon.addSimulatorEnvironment(freshSimulator({ scenario: namespacesScenario(NAMESPACES) }));
    await beacon.signInBrowser(await beacon.createTenantAdmin(['finance']));
    storeCookie(COOKIES.environment, 'simulator');
    renderApp('/management/namespaces/public/default/namespace?tab=topics');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You cannot manage namespace public/default' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Only a superuser or an administrator of tenant public can open it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    // No call through the proxy, and none of Beacon's own about the namespace either.
    expect(beacon.browserCalls.filter((call) => !call.path.startsWith(API_PREFIX))).toEqual([]);
    expect(beacon.browserCalls.filter((call) => call.path.includes('public/default'))).toEqual([]);
  });

  it('lets an administrator of the tenant in', async () => {
    await serve();
    renderApp('/management/namespaces/finance/payments/namespace');

    const figures = await screen.findByRole('region', { name: 'Statistics' });
    await waitFor(() =>
      expect(within(figures).getByText('In Rate', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        '2.5K msg/s',
      ),
    );
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    const { user } = await open('/management/namespaces/finance/payments/namespace');

    expect(
      await screen.findByRole('heading', { level: 1, name: '命名空间 finance/payments' }),
    ).toBeInTheDocument();
    const figures = await screen.findByRole('region', { name: '统计' });
    await waitFor(() =>
      expect(within(figures).getByText('入站速率', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        '2.5K 条/秒',
      ),
    );
    expect(within(figures).getByText('入站吞吐量', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '2 KB/s',
    );
    expect(within(figures).getByText('存储大小', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '1 MB',
    );
    expect(await screen.findByRole('button', { name: '全部卸载' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '主题' }));
    const table = await screen.findByRole('table', { name: 'finance/payments 的主题' });
    expect(within(table).getByRole('columnheader', { name: '入站吞吐量' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新建主题/ })).toBeInTheDocument();
  });
});
