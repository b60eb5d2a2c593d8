import type { UserInfoResponse } from '@beacon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { url } from '../../../test/console-paths.ts';
import { tenantAdmin, userInfoOf } from '../../../test/console-users.ts';
import { network } from '../../../test/network.ts';
import type { BrowserCall } from '../../../test/real-beacon.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import {
  EMPTY,
  FINANCE,
  chooseOption,
  findPageHeading,
  start,
  startOnRealServer,
} from '../test-support/fixtures.ts';

const PAGE = '/management/admin/tenants/tenantInfo';
const MARKETING = { name: 'marketing', adminRoles: [], allowedClusters: ['eu-west'] };
const NAMESPACES = [
  { tenant: 'finance', name: 'payments', topics: 2 },
  { tenant: 'sandbox', name: 'experiments' },
  { tenant: 'marketing', name: 'campaigns' },
];

/** On the real server, with three tenants: the browser signed in as an admin of `tenants`. */
async function signedInAdminOf(tenants: string[]) {
  const started = await startOnRealServer({ namespaces: NAMESPACES, tenants: [FINANCE, EMPTY, MARKETING] });
  await started.beacon.signInBrowser(await started.beacon.createTenantAdmin(tenants));
  return started;
}

/** On the real server, with three tenants: the browser signed in as the super user. */
async function signedInSuperUser() {
  const started = await startOnRealServer({ namespaces: NAMESPACES, tenants: [FINANCE, EMPTY, MARKETING] });
  await started.beacon.signInBrowser();
  return started;
}

/** The namespaces of `tenant` the browser asked Beacon's catalogue for. */
const askedAbout = (calls: BrowserCall[], tenant: string) =>
  calls.filter((call) => call.path.includes(`/admin/v2/namespaces/${tenant}`));

/**
 * For the two states the real server reaches only between two of the page's reads (a tenant taken
 * away after the user's roles were read) or not at all (the admin role without a tenant): an
 * administrator of sandbox alone is signed in on the real server (so it may open the environment),
 * and the user information the page reads is `shown`, the one answer of our own API still written
 * by hand here.
 */
async function startAs(shown: UserInfoResponse) {
  const sandboxAdmin = userInfoOf({ roles: ['admin'], tenants: ['sandbox'] });
  const started = await start({
    user: sandboxAdmin,
    namespaces: NAMESPACES,
    tenants: [FINANCE, EMPTY, MARKETING],
  });
  network.use(http.get(url('/users/userInfo'), () => HttpResponse.json(shown)));
  return started;
}

describe('tenant-admin page', () => {
  it("shows a tenant administrator its tenant's namespaces, with no tenant configuration or deletion", async () => {
    await signedInAdminOf(['finance']);
    renderApp(PAGE);

    expect(await findPageHeading('Tenant Details')).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'payments' })).closest('tr')!;
    expect(row).toHaveTextContent('0.00 msg/s');
    expect(row).toHaveTextContent('0 B/s');
    expect(screen.getByRole('tab', { name: 'NAMESPACES' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'CONFIGURATION' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Tenant' })).not.toBeInTheDocument();
    // One tenant: nothing to choose.
    expect(screen.queryByLabelText('Tenant')).not.toBeInTheDocument();
    // The alerts, which the spec's menu for a tenant admin leaves out, are reached from here.
    const more = screen.getByRole('navigation', { name: 'More for your tenants' });
    expect(within(more).getByRole('link', { name: 'Alerts' })).toHaveAttribute(
      'href',
      expect.stringContaining('/alerts'),
    );
    expect(within(more).getByRole('link', { name: 'Alert rules' })).toHaveAttribute(
      'href',
      expect.stringContaining('/alerts/rules'),
    );
    // The permission table lets a tenant's admin create and delete its namespaces.
    expect(screen.getByRole('button', { name: 'New Namespace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete payments' })).toBeInTheDocument();
  });

  it("offers only the user's own tenants, and keeps the choice in the URL", async () => {
    const { beacon } = await signedInAdminOf(['finance', 'sandbox']);
    const { user } = renderApp(PAGE);

    expect(await screen.findByRole('link', { name: 'payments' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Tenant'));
    const options = [...document.querySelectorAll('.ant-select-item-option')].map(
      (option) => option.textContent,
    );
    expect(options).toEqual(['finance', 'sandbox']);
    await chooseOption(user, screen.getByLabelText('Tenant'), 'sandbox');

    await waitFor(() => expect(currentUrl()).toBe(`${PAGE}?tenant=sandbox`));
    expect(await screen.findByRole('link', { name: 'experiments' })).toBeInTheDocument();
    expect(askedAbout(beacon.browserCalls, 'marketing')).toEqual([]);
  });

  it('says so when a link names a tenant the user does not administer, and asks nothing about it', async () => {
    const { beacon } = await signedInAdminOf(['finance']);
    renderApp(`${PAGE}?tenant=marketing`);

    expect(
      await screen.findByRole('heading', { name: 'You do not administer tenant marketing' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Namespace' })).not.toBeInTheDocument();
    expect(askedAbout(beacon.browserCalls, 'marketing')).toEqual([]);
  });

  it('says so when the server refuses the namespaces', async () => {
    // The user's tenant list is stale: the server no longer lets it administer finance.
    await startAs(tenantAdmin);
    renderApp(PAGE);

    expect(
      await screen.findByRole('heading', { name: 'You may not see the namespaces of tenant finance' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This user no permissions for this resource')).toBeInTheDocument();
  });

  it('tells a tenant administrator without any tenant how to get one', async () => {
    await startAs(userInfoOf({ roles: ['admin'], tenants: [] }));
    renderApp(PAGE);

    expect(await screen.findByText('You administer no tenant yet')).toBeInTheDocument();
    expect(screen.getByText('A superuser can make you an administrator of a tenant.')).toBeInTheDocument();
  });

  it('lets a superuser choose any tenant', async () => {
    await signedInSuperUser();
    const { user } = renderApp(PAGE);

    expect(await screen.findByRole('link', { name: 'payments' })).toBeInTheDocument();
    await chooseOption(user, screen.getByLabelText('Tenant'), 'marketing');
    await waitFor(() => expect(currentUrl()).toBe(`${PAGE}?tenant=marketing`));
    expect(await screen.findByRole('link', { name: 'campaigns' })).toBeInTheDocument();
  });

  it('says why a superuser’s tenants could not be read, and reads them again on Retry', async () => {
    const { simulator } = await signedInSuperUser();
    simulator.control.faults.add({
      pathPrefix: '/admin/v2/tenants',
      status: 500,
      reason: 'Metadata store unavailable',
    });
    const { user } = renderApp(PAGE);

    expect(await screen.findByText('Could not load the tenants')).toBeInTheDocument();
    expect(screen.getByText('Metadata store unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tenant Details' })).toBeInTheDocument();
    simulator.control.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'payments' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await signedInAdminOf(['finance']);
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { name: '租户详情', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '命名空间' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'payments' })).closest('tr')!;
    expect(row).toHaveTextContent('0.00 条/秒');
    expect(within(row).getByRole('button', { name: /删除/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新建命名空间/ })).toBeInTheDocument();
  });
});
