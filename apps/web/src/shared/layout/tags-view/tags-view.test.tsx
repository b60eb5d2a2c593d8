import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findPageHeading } from '../../../test/pages.ts';
import { openPopupMenu } from '../../../test/popup-menu.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { simulatePulsar } from '../../../test/simulator-network.ts';
import { scenarioOf, seedTenant } from '../../../test/simulator-scenario.ts';
import { request } from '../../api/http-client.ts';
import { reportGone } from '../../lib/gone-resources.ts';

// Each test visits three screens of the whole console on the real server; the first of a file also
// compiles them, which on a busy machine takes most of the default 30 s.
vi.setConfig({ testTimeout: 60_000 });

const tabBar = () => screen.getByRole('navigation', { name: 'Visited pages' });
const tabTitles = () =>
  within(tabBar())
    .queryAllByRole('link')
    .map((link) => link.textContent);
/** The items of the tab menu just opened. */
const menuItems = async () =>
  within(await openPopupMenu())
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

/** Signs in and visits Tenants, then Tokens, then Clusters through the sidebar. */
async function visitThreePages() {
  // Tenants is a Pulsar screen: it needs an environment (the simulator's), whose lists the server
  // reads; home, the overview, is the server's too.
  await simulatePulsar();
  const view = renderApp('/management/tenants');
  expect(await findPageHeading('Tenants')).toBeInTheDocument();
  const sidebar = screen.getByRole('navigation', { name: 'Main navigation' });
  await view.user.click(within(sidebar).getByRole('link', { name: 'Tokens' }));
  expect(await findPageHeading('Tokens')).toBeInTheDocument();
  await view.user.click(within(sidebar).getByRole('link', { name: 'Clusters' }));
  expect(await findPageHeading('Clusters')).toBeInTheDocument();
  await waitFor(() => expect(tabTitles()).toEqual(['Tenants', 'Tokens', 'Clusters']));
  return view;
}

/** On a simulator holding one empty tenant, sandbox: visits its page, then Tenants. */
async function visitSandboxThenTenants() {
  await simulatePulsar({
    scenario: scenarioOf((state) => seedTenant(state, 'sandbox', ['standalone'], []), ['standalone']),
  });
  const { router } = renderApp('/management/tenants/tenantInfo/sandbox');
  expect(await findPageHeading('Tenant Details')).toBeInTheDocument();
  await router.navigate('/management/tenants');
  expect(await findPageHeading('Tenants')).toBeInTheDocument();
  // A detail page's tab names its resource (issue 28 A13).
  await waitFor(() => expect(tabTitles()).toEqual(['Tenant Details · sandbox', 'Tenants']));
}

async function runTabAction(tab: string, action: string) {
  fireEvent.contextMenu(within(tabBar()).getByRole('link', { name: tab }));
  fireEvent.click(within(await openPopupMenu()).getByRole('menuitem', { name: action }));
}

describe('visited-page tabs', () => {
  it('adds a tab per page, the active one following the route', async () => {
    const { user } = await visitThreePages();

    expect(within(tabBar()).getByRole('link', { name: 'Clusters' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(tabBar()).getByRole('link', { name: 'Tenants' }));
    expect(await findPageHeading('Tenants')).toBeInTheDocument();
    expect(currentUrl()).toBe('/management/tenants');
    expect(within(tabBar()).getByRole('link', { name: 'Tenants' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes a tab with its close button, showing the last remaining tab', async () => {
    const { user } = await visitThreePages();

    await user.click(within(tabBar()).getByRole('button', { name: 'Close Clusters' }));

    expect(await findPageHeading('Tokens')).toBeInTheDocument();
    expect(tabTitles()).toEqual(['Tenants', 'Tokens']);
  });

  it('offers Refresh, Close, Close Others and Close All on right click', async () => {
    await visitThreePages();

    fireEvent.contextMenu(within(tabBar()).getByRole('link', { name: 'Tokens' }));
    expect(await menuItems()).toEqual(['Refresh', 'Close', 'Close Others', 'Close All']);
  });

  it('Close Others keeps only that tab and shows it', async () => {
    await visitThreePages();

    await runTabAction('Tokens', 'Close Others');

    expect(await findPageHeading('Tokens')).toBeInTheDocument();
    await waitFor(() => expect(tabTitles()).toEqual(['Tokens']));
  });

  it('Close All goes home', async () => {
    await visitThreePages();

    await runTabAction('Tokens', 'Close All');

    // Home leads a super user to the overview (decision 0045), which opens a tab again.
    expect(await findPageHeading('Overview')).toBeInTheDocument();
    await waitFor(() => expect(tabTitles()).toEqual(['Overview']));
  });

  it('Refresh re-renders the page, passing through /redirect', async () => {
    await visitThreePages();
    const before = await findPageHeading('Clusters');

    await runTabAction('Clusters', 'Refresh');

    await waitFor(() => expect(screen.getByRole('heading', { name: 'Clusters', level: 1 })).not.toBe(before));
    expect(currentUrl()).toBe('/management/clusters');
    expect(tabTitles()).toEqual(['Tenants', 'Tokens', 'Clusters']);
  });

  it('keeps a cached page alive while another tab is shown, and re-renders a noCache page', async () => {
    const { user } = await visitThreePages();
    // Tokens is cached; Clusters (like every management page) is noCache.
    const tokens = screen.getByRole('heading', { name: 'Tokens', level: 1, hidden: true });
    const clusters = screen.getByRole('heading', { name: 'Clusters', level: 1 });

    await user.click(within(tabBar()).getByRole('link', { name: 'Tokens' }));
    expect(await findPageHeading('Tokens')).toBe(tokens);
    await user.click(within(tabBar()).getByRole('link', { name: 'Clusters' }));
    expect(await findPageHeading('Clusters')).not.toBe(clusters);
  });

  it('offers the actions of the tab in front from a button, in Chinese too', async () => {
    localStorage.setItem('language', 'zh');
    await simulatePulsar();
    const { user } = renderApp('/tokens');
    expect(await findPageHeading('令牌（Token）')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('navigation', { name: '已访问页面' })).getByRole('button', {
        name: '当前标签页操作',
      }),
    );
    expect(await menuItems()).toEqual(['刷新', '关闭', '关闭其他', '关闭所有']);
  });

  it('come back after a reload of the browser tab, in order, the page in front active', async () => {
    await visitThreePages();

    cleanup(); // the page goes away; session storage stays, as in a reload
    renderApp('/tokens');

    expect(await findPageHeading('Tokens')).toBeInTheDocument();
    await waitFor(() => expect(tabTitles()).toEqual(['Tenants', 'Tokens', 'Clusters']));
    expect(within(tabBar()).getByRole('link', { name: 'Tokens' })).toHaveAttribute('aria-current', 'page');
  });

  it('close when their resource is deleted from the console', async () => {
    await visitSandboxThenTenants();

    const deleted = await request('/admin/v2/tenants/sandbox', { api: 'pulsar', method: 'DELETE' });

    expect(deleted.status).toBe(204);
    await waitFor(() => expect(tabTitles()).toEqual(['Tenants']));
  });

  it('close when their page finds the resource missing', async () => {
    await visitSandboxThenTenants();

    reportGone({ kind: 'not-found', pathname: '/management/tenants/tenantInfo/sandbox' });

    await waitFor(() => expect(tabTitles()).toEqual(['Tenants']));
  });
});
