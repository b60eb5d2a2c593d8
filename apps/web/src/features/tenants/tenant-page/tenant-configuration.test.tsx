import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { chooseOption, findDialog, findPageHeading, start } from '../test-support/fixtures.ts';

const CONFIGURATION = '/management/tenants/tenantInfo/finance?tab=configuration';

describe('tenant page: configuration', () => {
  it('shows the allowed clusters and admin roles Pulsar holds, and saves changes with one POST', async () => {
    const fake = await start();
    const { user } = renderApp(CONFIGURATION);

    expect(await findPageHeading('Tenant Details')).toBeInTheDocument();
    const section = (await screen.findByRole('heading', { name: 'Tenant Info' })).closest('section')!;
    await waitFor(() => expect(within(section).getByText('finance-admin')).toBeInTheDocument());
    expect(within(section).getByText('auditor')).toBeInTheDocument();
    expect(within(section).getByText('eu-west')).toBeInTheDocument();
    expect(within(section).getByText('us-east')).toBeInTheDocument();

    await user.click(within(section).getByLabelText('Remove role auditor'));
    await user.click(within(section).getByRole('button', { name: 'New Role' }));
    await user.type(within(section).getByLabelText('New role name'), 'finance-admin{Enter}');
    expect(await within(section).findByText('Role already exists')).toBeInTheDocument();
    await user.clear(within(section).getByLabelText('New role name'));
    await user.type(within(section).getByLabelText('New role name'), 'treasury{Enter}');
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully update the tenant')).toBeInTheDocument();
    const post = fake.seen.find((request) => request.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe('/admin/v2/tenants/finance');
    expect(await post.json()).toEqual({
      allowedClusters: ['eu-west', 'us-east'],
      adminRoles: ['finance-admin', 'treasury'],
    });
    await waitFor(() =>
      expect(fake.pulsar.state.tenants.get('finance')?.adminRoles).toEqual(['finance-admin', 'treasury']),
    );
  });

  it('requires at least one allowed cluster', async () => {
    const fake = await start();
    const { user } = renderApp('/management/tenants/tenantInfo/sandbox?tab=configuration');

    const section = (await screen.findByRole('heading', { name: 'Tenant Info' })).closest('section')!;
    const clusters = await within(section).findByLabelText('Allowed Clusters');
    await chooseOption(user, clusters, 'eu-west'); // choosing the selected one again deselects it
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    expect(
      await within(section).findByText('Please select allowed clusters for a tenant'),
    ).toBeInTheDocument();
    expect(fake.seen.some((request) => request.method === 'POST')).toBe(false);
  });

  it("says when the tenant's configuration cannot be read", async () => {
    const { pulsar } = await start();
    // A failure, not an absence (a missing tenant is the not-found page: tenant-not-found.test.tsx).
    pulsar.fail({
      pathPrefix: '/admin/v2/tenants/finance',
      status: 500,
      reason: 'Metadata store unavailable',
    });
    renderApp('/management/tenants/tenantInfo/finance?tab=configuration');

    expect(await screen.findByText('Could not load the configuration of tenant finance')).toBeInTheDocument();
    expect(screen.getByText('Metadata store unavailable')).toBeInTheDocument();
  });

  it('deletes the tenant from the danger zone after a confirmation, then returns to the list', async () => {
    const fake = await start();
    const { user } = renderApp('/management/tenants/tenantInfo/sandbox?tab=configuration');

    await user.click(await screen.findByRole('button', { name: 'Delete Tenant' }));
    const dialog = await findDialog('Delete Tenant');
    expect(dialog).toHaveTextContent('It will be deleted: sandbox');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Successfully delete a tenant')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/management/tenants'));
    expect(await screen.findByRole('link', { name: 'finance' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'sandbox' })).not.toBeInTheDocument();
    expect(fake.pulsar.state.tenants.has('sandbox')).toBe(false);
  });

  it("stays and shows Pulsar's reason when the tenant still has namespaces", async () => {
    await start({ namespaces: [{ tenant: 'finance', name: 'payments' }] });
    const { user } = renderApp(CONFIGURATION);

    await user.click(await screen.findByRole('button', { name: 'Delete Tenant' }));
    const dialog = await findDialog('Delete Tenant');
    const deleteButton = within(dialog).getByRole('button', { name: 'Delete' });
    expect(deleteButton).toBeDisabled();
    await user.type(
      within(dialog).getByLabelText('This cannot be undone. Type finance to confirm.'),
      'finance',
    );
    await user.click(deleteButton);

    expect(await within(dialog).findByText('The tenant still has active namespaces')).toBeInTheDocument();
    expect(currentUrl()).toBe(CONFIGURATION);
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await start();
    renderApp(CONFIGURATION);

    expect(await screen.findByRole('tab', { name: '命名空间' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '配置' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: '租户信息' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '危险操作' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /删除租户/ })).toBeInTheDocument();
  });
});
