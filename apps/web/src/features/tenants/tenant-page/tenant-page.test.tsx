import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { chooseOption, findDialog, findPageHeading, start } from '../test-support/fixtures.ts';

const PAYMENTS = {
  tenant: 'finance',
  name: 'payments',
  topics: 3,
  // Measured on its first topic; storage is stored messages, so megabytes rather than a terabyte.
  figures: { inMsg: 2_500_000, inBytes: 10 * 1024 ** 2, storageSize: 7 * 1024 ** 2 },
};
const LEDGER = { tenant: 'finance', name: 'ledger' };

const tab = (name: string) => screen.findByRole('tab', { name });

describe('tenant page: namespaces', () => {
  it('opens on its configuration and keeps the chosen tab in the URL', async () => {
    await start({ namespaces: [PAYMENTS] });
    const { user } = renderApp('/management/tenants/tenantInfo/finance');

    expect(await findPageHeading('Tenant Details')).toBeInTheDocument();
    expect(await tab('CONFIGURATION')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Tenant Info' })).toBeInTheDocument();
    await user.click(await tab('NAMESPACES'));

    await waitFor(() => expect(currentUrl()).toBe('/management/tenants/tenantInfo/finance?tab=namespaces'));
    const row = (await screen.findByRole('link', { name: 'payments' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'payments' })).toLinkTo(
      '/management/namespaces/finance/payments/namespace',
    );
    expect(within(row).getByRole('link', { name: 'Topics payments: 3' })).toLinkTo(
      '/management/namespaces/finance/payments/namespace?tab=topics',
    );
    expect(row).toHaveTextContent('2.5M msg/s');
    expect(row).toHaveTextContent('10 MB/s');
    expect(row).toHaveTextContent('7 MB');
  });

  it('asks the server for the sort and search of the namespaces, keeping the tab', async () => {
    const fake = await start({ namespaces: [PAYMENTS, LEDGER] });
    const { user } = renderApp(
      '/management/tenants/tenantInfo/finance?tab=namespaces&sort=topics&order=desc',
    );

    expect(await screen.findByRole('link', { name: 'ledger' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('payments');
    expect(fake.listQueries('/admin/v2/namespaces/finance').at(-1)).toEqual({
      page_num: '1',
      page_size: '10',
      sort: 'topics',
      order: 'desc',
      filter: '',
    });
    await user.type(screen.getByPlaceholderText('Search namespaces'), 'led{Enter}');
    await waitFor(() =>
      expect(currentUrl()).toBe(
        '/management/tenants/tenantInfo/finance?tab=namespaces&sort=topics&order=desc&filter=led',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'payments' })).not.toBeInTheDocument());
    expect(fake.listQueries('/admin/v2/namespaces/finance').at(-1)).toMatchObject({ filter: 'led' });
  });

  it('moves to another tenant with the selector, on the same tab', async () => {
    await start({ namespaces: [PAYMENTS, { tenant: 'sandbox', name: 'experiments' }] });
    const { user } = renderApp('/management/tenants/tenantInfo/finance?tab=namespaces&filter=pay');

    expect(await screen.findByRole('link', { name: 'payments' })).toBeInTheDocument();
    await chooseOption(user, screen.getByLabelText('Tenant'), 'sandbox');

    await waitFor(() => expect(currentUrl()).toBe('/management/tenants/tenantInfo/sandbox?tab=namespaces'));
    expect(await screen.findByRole('link', { name: 'experiments' })).toBeInTheDocument();
  });

  it('says when the tenant has no namespace yet', async () => {
    await start();
    renderApp('/management/tenants/tenantInfo/sandbox?tab=namespaces');

    expect(await screen.findByText('No namespace yet')).toBeInTheDocument();
  });

  it('creates a namespace after checking its name, and lists it', async () => {
    const fake = await start({ namespaces: [PAYMENTS] });
    const { user } = renderApp('/management/tenants/tenantInfo/finance?tab=namespaces');

    await user.click(await screen.findByRole('button', { name: 'New Namespace' }));
    const dialog = await findDialog('New Namespace');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Namespace name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Namespace Name'), 'ledger');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Successfully create a namespace')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ledger' })).toBeInTheDocument();
    const put = fake.seen.find((request) => request.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe('/admin/v2/namespaces/finance/ledger');
    expect(await put.json()).toEqual({});
    expect(fake.pulsar.state.namespaces.has('finance/ledger')).toBe(true);
  });

  it("keeps the name and shows Pulsar's reason when the namespace exists", async () => {
    await start({ namespaces: [PAYMENTS] });
    const { user } = renderApp('/management/tenants/tenantInfo/finance?tab=namespaces');

    await user.click(await screen.findByRole('button', { name: 'New Namespace' }));
    const dialog = await findDialog('New Namespace');
    await user.type(within(dialog).getByLabelText('Namespace Name'), 'payments');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByText('Namespace already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Namespace Name')).toHaveValue('payments');
  });

  it('deletes a namespace after a confirmation naming it, and says why Pulsar refuses one', async () => {
    const fake = await start({ namespaces: [PAYMENTS, LEDGER] });
    const { user } = renderApp('/management/tenants/tenantInfo/finance?tab=namespaces');

    await user.click(await screen.findByRole('button', { name: 'Delete payments' }));
    let dialog = await findDialog('Delete Namespace');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this namespace?');
    expect(dialog).toHaveTextContent('It will be deleted: finance/payments');
    // payments still holds topics: Delete waits for its name to be typed.
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Type finance\/payments to confirm/), 'finance/payments');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Cannot delete non empty namespace')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete ledger' }));
    dialog = await findDialog('Delete Namespace');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully delete the namespace')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'ledger' })).not.toBeInTheDocument());
    const deletions = fake.seen.filter((request) => request.method === 'DELETE');
    expect(deletions.map((request) => new URL(request.url).pathname)).toEqual([
      '/admin/v2/namespaces/finance/payments',
      '/admin/v2/namespaces/finance/ledger',
    ]);
    expect([...fake.pulsar.state.namespaces.keys()].filter((name) => name.startsWith('finance/'))).toEqual([
      'finance/payments',
    ]);
  });
});
