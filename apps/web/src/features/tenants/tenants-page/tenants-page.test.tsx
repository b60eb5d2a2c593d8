import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { url } from '../../../test/console-paths.ts';
import { tenantAdmin } from '../../../test/console-users.ts';
import { network } from '../../../test/network.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { setWindowWidth } from '../../../test/window-size.ts';
import { findPageHeading, openNewTenant, rowOf, start } from '../test-support/fixtures.ts';

// The first test of the file compiles the console's shell and antd: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

/** Twelve tenants, tenant-00 … tenant-11, each with namespace `default`, whose in-rate is their number. */
const MANY = Array.from({ length: 12 }, (_, index) => `tenant-${String(index).padStart(2, '0')}`);
const many = () => ({
  tenants: MANY.map((name) => ({ name, adminRoles: [], allowedClusters: ['eu-west'] })),
  namespaces: MANY.map((tenant, index) => ({ tenant, name: 'default', figures: { inMsg: index } })),
});

describe('tenants list', () => {
  it('shows each tenant with its clusters, roles and traffic in units', async () => {
    // finance's figures are those of its one namespace, as its broker measures them.
    await start({
      namespaces: [
        {
          tenant: 'finance',
          name: 'payments',
          figures: {
            inMsg: 1500,
            outMsg: 12.5,
            inBytes: 1536,
            outBytes: 3 * 1024 * 1024,
            storageSize: 5 * 1024 * 1024,
          },
        },
      ],
      collectedAgoMs: 2 * 60_000,
    });
    renderApp('/management/tenants');

    // The first screen of a run loads the shell and antd: wait for the page, then for its rows.
    expect(await findPageHeading('Tenants')).toBeInTheDocument();
    const row = await rowOf('finance');
    expect(within(row).getByRole('link', { name: 'finance' })).toLinkTo(
      '/management/tenants/tenantInfo/finance?tab=namespaces',
    );
    expect(within(row).getByRole('link', { name: 'Namespaces finance: 1' })).toLinkTo(
      '/management/tenants/tenantInfo/finance?tab=namespaces',
    );
    for (const text of ['eu-west', 'us-east', 'finance-admin', 'auditor']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(row).toHaveTextContent('1.5K msg/s');
    expect(row).toHaveTextContent('12.50 msg/s');
    expect(row).toHaveTextContent('1.5 KB/s');
    expect(row).toHaveTextContent('3 MB/s');
    expect(row).toHaveTextContent('5 MB');
    expect(within(await rowOf('sandbox')).getByText('none')).toBeInTheDocument();
    expect(screen.getByText('Traffic figures collected 2 minutes ago.')).toBeInTheDocument();
    for (const name of [
      'Tenant',
      'Allowed Clusters',
      'Admin Roles',
      'In Throughput',
      'Storage Size',
      'Actions',
    ]) {
      expect(screen.getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
    }
  });

  it('warns when the figures are stale or a broker could not be read', async () => {
    const { pulsar } = await start({ collectedAgoMs: 20 * 60_000, failingCluster: 'us-east' });
    const broker = pulsar.simulator.brokers.find(({ cluster }) => cluster === 'us-east')!;
    // The collector's words for the refused call, as the server keeps them.
    const status = await pulsar.beacon.superSession.request('GET', url('/catalog/status'));
    const [failed] = (
      JSON.parse(status.body) as { environments: { failedBrokers: { broker: string; error: string }[] }[] }
    ).environments[0]!.failedBrokers;
    expect(failed?.broker).toBe(broker.id);
    renderApp('/management/tenants');

    expect(
      await screen.findByText('Traffic figures are stale: the last collection was 20 minutes ago.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The last collection could not read 1 broker; its figures are missing:'),
    ).toBeInTheDocument();
    expect(screen.getByText(`${broker.id} (cluster us-east): ${failed!.error}`)).toBeInTheDocument();
  });

  it('says when no figures were collected yet', async () => {
    await start({ collectedAgoMs: 'never' });
    renderApp('/management/tenants');

    expect(await screen.findByText(/No traffic figures collected yet/)).toBeInTheDocument();
  });

  it('asks the server for each page and sort, and keeps them in the URL', async () => {
    const fake = await start(many());
    const { user } = renderApp('/management/tenants');

    expect(await screen.findByRole('link', { name: 'tenant-00' })).toBeInTheDocument();
    expect(fake.listQueries('/admin/v2/tenants').at(-1)).toEqual({
      page_num: '1',
      page_size: '10',
      order: 'asc',
      filter: '',
    });

    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'tenant-11' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/management/tenants?page=2');
    expect(fake.listQueries('/admin/v2/tenants').at(-1)).toMatchObject({ page_num: '2' });

    await user.click(screen.getByRole('columnheader', { name: /In Rate/ }));
    await waitFor(() => expect(currentUrl()).toBe('/management/tenants?sort=inMsg'));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /In Rate/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
    // While the sorted page loads the table takes no clicks (pointer-events: none), for a user too.
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    await user.click(screen.getByRole('columnheader', { name: /In Rate/ }));
    await waitFor(() => expect(currentUrl()).toBe('/management/tenants?sort=inMsg&order=desc'));
    expect(await screen.findByRole('link', { name: 'tenant-11' })).toBeInTheDocument();
    expect(fake.listQueries('/admin/v2/tenants').at(-1)).toMatchObject({
      page_num: '1',
      sort: 'inMsg',
      order: 'desc',
    });
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(firstRow).toHaveTextContent('tenant-11');
  });

  it('asks the server for a search, from the first page, keeping the sort', async () => {
    const fake = await start(many());
    const { user } = renderApp('/management/tenants?page=2&sort=inMsg&order=desc');

    expect(await screen.findByRole('link', { name: 'tenant-01' })).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search Tenants'), '0{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/management/tenants?sort=inMsg&order=desc&filter=0'));
    await waitFor(() =>
      expect(fake.listQueries('/admin/v2/tenants').at(-1)).toMatchObject({
        filter: '0',
        page_num: '1',
        sort: 'inMsg',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'tenant-11' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'tenant-09' })).toBeInTheDocument();
  });

  it('opens a shared link on the page, sort and search it names', async () => {
    const fake = await start();
    renderApp('/management/tenants?page=1&size=20&sort=storageSize&order=desc&filter=nothing-like-it');

    expect(await screen.findByText('No tenant matches “nothing-like-it”')).toBeInTheDocument();
    expect(fake.listQueries('/admin/v2/tenants').at(-1)).toEqual({
      page_num: '1',
      page_size: '20',
      sort: 'storageSize',
      order: 'desc',
      filter: 'nothing-like-it',
    });
    expect(screen.getByPlaceholderText('Search Tenants')).toHaveValue('nothing-like-it');
  });

  it('shows that it is loading until the list arrives', async () => {
    await start();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    network.use(
      // Answering nothing hands the request on to the catalogue once the test lets it go.
      http.get(url('/admin/v2/tenants'), async () => {
        await answered;
      }),
    );
    renderApp('/management/tenants');

    const main = (await screen.findByRole('heading', { name: 'Tenants', level: 1 })).closest('main')!;
    expect(await within(main).findByRole('status')).toHaveTextContent('Loading…');
    answer();
    expect(await screen.findByRole('link', { name: 'finance' })).toBeInTheDocument();
  });

  it('sends a user whose environment is gone to the environments page', async () => {
    const { pulsar } = await start();
    network.use(
      // The environment is removed while the list is on its way: the server no longer knows it.
      http.get(url('/admin/v2/tenants'), async () => {
        const removed = await pulsar.beacon.superSession.request('DELETE', url('/environments/environment'), {
          name: 'simulator',
        });
        expect(removed.statusCode).toBe(200);
      }),
    );
    renderApp('/management/tenants');

    await waitFor(() => expect(window.location.pathname).toBe('/environments'));
  });

  it('fits a phone: the pager is the compact one and the actions stay reachable', async () => {
    setWindowWidth(390);
    await start();
    renderApp('/management/tenants');

    expect(await findPageHeading('Tenants')).toBeInTheDocument();
    expect(await rowOf('finance')).toBeInTheDocument();
    expect(document.querySelector('.ant-pagination-simple')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'New Tenant' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit finance' })).toBeInTheDocument();
  });

  it('says when there is no tenant yet', async () => {
    await start({ tenants: [] });
    renderApp('/management/tenants');

    expect(await screen.findByText('No tenant yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Tenant' })).toBeInTheDocument();
  });

  it('says when the list could not be loaded and loads it again on Retry', async () => {
    await start();
    let down = true;
    network.use(
      // While the server cannot be reached the call fails; then it goes on to the server.
      http.get(url('/admin/v2/tenants'), () => (down ? HttpResponse.error() : undefined)),
    );
    const { user } = renderApp('/management/tenants');

    expect(await screen.findByText('Could not load the tenants')).toBeInTheDocument();
    expect(screen.getByText('Cannot reach the server')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'finance' })).toBeInTheDocument();
  });

  it('says so when the server refuses the list', async () => {
    await start();
    network.use(
      http.get(url('/admin/v2/tenants'), () =>
        HttpResponse.json(
          { error: 'This user no permissions for this resource', message: 'x' },
          { status: 403 },
        ),
      ),
    );
    renderApp('/management/tenants');

    expect(
      await screen.findByRole('heading', { name: 'You may not see the tenants of this environment' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This user no permissions for this resource')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('is for superusers only: a tenant administrator is sent to the no-access page', async () => {
    await start({ user: tenantAdmin });
    renderApp('/management/tenants');

    await waitFor(() => expect(window.location.pathname).toBe('/401'));
  });

  it('asks for a name and allowed clusters, in the words of the spec', async () => {
    await start();
    const { user } = renderApp('/management/tenants');

    const dialog = await openNewTenant(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Tenant Name is required')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Please select allowed clusters for a tenant'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Tenant Name'), 'bad/name');
    expect(
      await within(dialog).findByText('Use letters, digits and - = : . _ for the name'),
    ).toBeInTheDocument();
  });

  it('refuses a duplicate admin role', async () => {
    await start();
    const { user } = renderApp('/management/tenants');

    const dialog = await openNewTenant(user);
    await user.click(within(dialog).getByRole('button', { name: 'New Role' }));
    await user.type(within(dialog).getByLabelText('New role name'), 'ops{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'New Role' }));
    await user.type(within(dialog).getByLabelText('New role name'), 'ops{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Role already exists');
    expect(within(dialog).getAllByText('ops')).toHaveLength(1);
  });
});
