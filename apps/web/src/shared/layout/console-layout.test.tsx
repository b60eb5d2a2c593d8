import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { tenantAdmin, tenantAdminReadingMessages } from '../../test/console-users.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import { simulatePulsar } from '../../test/simulator-network.ts';
import { setWindowWidth } from '../../test/window-size.ts';

// The Pulsar screens open only with an environment (else they go to /environments): the simulator's.
beforeEach(async () => {
  await simulatePulsar();
});

const sidebar = () => screen.getByRole('navigation', { name: 'Main navigation' });
const menuLabels = () =>
  within(sidebar())
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('sidebar', () => {
  it('shows a super user every permitted item, with menu-only links to public and public/default', async () => {
    const { user } = renderApp('/management/tenants');

    // The first page load in a busy test worker can take longer than the default wait.
    expect(
      await screen.findByRole('heading', { name: 'Tenants', level: 1 }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(menuLabels()).toEqual([
      'Overview',
      'Management',
      'Clusters',
      'Tenants',
      'Namespaces',
      'Topics',
      'Functions',
      'Sources',
      'Sinks',
      'Workbench',
      'Bookies',
      'Resource Groups',
      'Dashboard',
      'Users',
      'Roles',
      'Masking rules',
      'Alerts',
      'Alert rules',
      'Policy as code',
      'Tokens',
      'Audit',
      'API docs',
      'Apache Pulsar (opens in a new tab)',
    ]);
    // Every screen of a super user has an entry: Users (where setup sends the first one), the API
    // docs, and Prometheus and Grafana under Dashboard.
    expect(within(sidebar()).getByRole('link', { name: 'Users' })).toLinkTo('/users');
    expect(within(sidebar()).getByRole('link', { name: 'API docs' })).toLinkTo('/api-docs');
    await user.click(within(sidebar()).getByRole('menuitem', { name: 'Dashboard' }));
    expect(await screen.findByRole('link', { name: 'Prometheus' })).toLinkTo('/prometheus');
    expect(screen.getByRole('link', { name: 'Grafana' })).toLinkTo('/grafana');
    expect(within(sidebar()).getByRole('link', { name: 'Namespaces' })).toLinkTo(
      '/management/tenants/tenantInfo/public?tab=namespaces',
    );
    expect(within(sidebar()).getByRole('link', { name: 'Topics' })).toLinkTo(
      '/management/namespaces/public/default/namespace?tab=topics',
    );
    const external = within(sidebar()).getByRole('link', { name: /Apache Pulsar/ });
    expect(external).toHaveAttribute('href', 'https://pulsar.apache.org');
    expect(external).toHaveAttribute('target', '_blank');
  });

  it('shows an admin only its tenant page and tokens', async () => {
    await simulatePulsar({ user: tenantAdmin });
    renderApp('/tokens');

    expect(await screen.findByRole('heading', { name: 'Tokens', level: 1 })).toBeInTheDocument();
    expect(menuLabels()).toEqual([
      'Overview',
      'Tenant Details',
      'Tokens',
      'Apache Pulsar (opens in a new tab)',
    ]);
  });

  it('offers the message workbench to an admin whose role grants reading messages', async () => {
    await simulatePulsar({ user: tenantAdminReadingMessages });
    renderApp('/tokens');

    expect(await screen.findByRole('heading', { name: 'Tokens', level: 1 })).toBeInTheDocument();
    expect(menuLabels()).toEqual([
      'Overview',
      'Management',
      'Tenant Details',
      'Workbench',
      'Tokens',
      'Apache Pulsar (opens in a new tab)',
    ]);
    expect(within(sidebar()).getByRole('link', { name: 'Workbench' })).toLinkTo('/management/workbench');
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    renderApp('/management/tenants');

    expect(await screen.findByRole('heading', { name: '租户', level: 1 })).toBeInTheDocument();
    const labels = within(screen.getByRole('navigation', { name: '主导航' }))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(labels).toEqual(
      expect.arrayContaining(['管理', '集群', '租户', '命名空间', '主题', '消息工作台', '令牌（Token）']),
    );
  });

  it('collapses and expands from the top bar, and remembers it', async () => {
    const { user, unmount } = renderApp('/tokens');

    await user.click(await screen.findByRole('button', { name: 'Close the menu' }));
    expect(localStorage.getItem('sidebarStatus')).toBe('0');
    expect(screen.getByRole('button', { name: 'Open the menu' })).toHaveAttribute('aria-expanded', 'false');

    unmount();
    renderApp('/tokens');
    expect(await screen.findByRole('button', { name: 'Open the menu' })).toBeInTheDocument();
  });

  it('on a phone, opens over the page and closes on navigation, on resize and on the backdrop', async () => {
    setWindowWidth(1020);
    const { user } = renderApp('/tokens');

    const open = await screen.findByRole('button', { name: 'Open the menu' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    await user.click(open);
    await user.click(within(sidebar()).getByRole('link', { name: 'Tenants' }));
    expect(await screen.findByRole('heading', { name: 'Tenants', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    await user.click(screen.getByTestId('sidebar-backdrop'));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    setWindowWidth(800);
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument(),
    );
    // The phone's overlay does not change the desktop's remembered state.
    expect(localStorage.getItem('sidebarStatus')).toBeNull();
  });

  it('counts 1027 px as desktop and 1026 px as mobile (1024 px minus 3 px tolerance)', async () => {
    setWindowWidth(1027);
    renderApp('/tokens');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();

    setWindowWidth(1026);
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument(),
    );
    expect(currentUrl()).toBe('/tokens');
  });
});

describe('breadcrumbs', () => {
  it('show the chain from Management, linking the pages the user may open', async () => {
    renderApp('/management/topics/persistent/public/default/orders/topic');

    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() =>
      expect(trail).toHaveTextContent(
        'Management/Tenants/Tenant Details/Namespaces/Namespace Details/Topics/Topic Details',
      ),
    );
    expect(within(trail).getByRole('link', { name: 'Namespace Details' })).toLinkTo(
      '/management/namespaces/public/default/namespace',
    );
    expect(within(trail).queryByRole('link', { name: 'Topic Details' })).not.toBeInTheDocument();
  });

  it('leave links to super-only pages as text for an admin', async () => {
    await simulatePulsar({ user: tenantAdmin });
    renderApp('/management/topics/persistent/finance/payments/orders/topic');

    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() =>
      expect(within(trail).getByRole('link', { name: 'Namespace Details' })).toBeInTheDocument(),
    );
    expect(within(trail).queryByRole('link', { name: 'Tenants' })).not.toBeInTheDocument();
    expect(trail).toHaveTextContent('Tenants');
  });

  it('speak Chinese', async () => {
    localStorage.setItem('language', 'zh');
    renderApp('/management/brokers/east/broker-1/broker');

    const trail = await screen.findByRole('navigation', { name: '面包屑导航' });
    await waitFor(() => expect(trail).toHaveTextContent('管理/集群/集群详情/Broker 列表/Broker 详情'));
  });
});
