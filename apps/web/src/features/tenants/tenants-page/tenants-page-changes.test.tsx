import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import {
  chooseOption,
  findDialog,
  findPageHeading,
  openNewTenant,
  rowOf,
  start,
} from '../test-support/fixtures.ts';

describe('tenants list: create and delete', () => {
  it('creates a tenant with the body Pulsar expects, says so and lists it', async () => {
    const fake = await start();
    const { user } = renderApp('/management/tenants');

    expect(await findPageHeading('Tenants')).toBeInTheDocument();
    const dialog = await openNewTenant(user);
    await user.type(within(dialog).getByLabelText('Tenant Name'), 'marketing');
    await chooseOption(user, within(dialog).getByLabelText('Allowed Clusters'), 'us-east');
    await user.click(within(dialog).getByRole('button', { name: 'New Role' }));
    await user.type(within(dialog).getByLabelText('New role name'), 'marketing-admin{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Successfully create a tenant')).toBeInTheDocument();
    expect(await rowOf('marketing')).toHaveTextContent('marketing-admin');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = fake.seen.find((request) => request.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe('/admin/v2/tenants/marketing');
    expect(await put.json()).toEqual({ allowedClusters: ['us-east'], adminRoles: ['marketing-admin'] });
    expect(fake.pulsar.state.tenants.get('marketing')).toEqual({
      allowedClusters: ['us-east'],
      adminRoles: ['marketing-admin'],
    });
  });

  it("keeps what was entered and shows Pulsar's reason when the create is refused", async () => {
    await start();
    const { user } = renderApp('/management/tenants');

    const dialog = await openNewTenant(user);
    await user.type(within(dialog).getByLabelText('Tenant Name'), 'finance');
    await chooseOption(user, within(dialog).getByLabelText('Allowed Clusters'), 'eu-west');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByText('Tenant already exist')).toBeInTheDocument();
    expect(within(dialog).getByText('The tenant was not created')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tenant Name')).toHaveValue('finance');
    expect(within(dialog).getByText('eu-west')).toBeInTheDocument();
    expect(screen.queryByText('Successfully create a tenant')).not.toBeInTheDocument();
  });

  it('deletes a tenant only after a confirmation naming it', async () => {
    const fake = await start();
    const { user } = renderApp('/management/tenants');

    await user.click(await screen.findByRole('button', { name: 'Delete sandbox' }));
    const dialog = await findDialog('Delete Tenant');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this tenant?');
    expect(dialog).toHaveTextContent('It will be deleted: sandbox');
    expect(fake.seen.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Successfully delete a tenant')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'sandbox' })).not.toBeInTheDocument());
    const deletion = fake.seen.find((request) => request.method === 'DELETE')!;
    expect(new URL(deletion.url).pathname).toBe('/admin/v2/tenants/sandbox');
    expect(fake.pulsar.state.tenants.has('sandbox')).toBe(false);
  });

  it('shows why Pulsar refuses to delete a tenant that still has namespaces', async () => {
    const fake = await start({ namespaces: [{ tenant: 'finance', name: 'payments' }] });
    const { user } = renderApp('/management/tenants');

    await user.click(await screen.findByRole('button', { name: 'Delete finance' }));
    const dialog = await findDialog('Delete Tenant');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Type finance to confirm/), 'finance');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText('The tenant still has active namespaces')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'finance' })).toBeInTheDocument();
    expect(fake.pulsar.state.tenants.has('finance')).toBe(true);
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    // finance's brokers measure 1500 msg/s coming in, in its one namespace.
    await start({ namespaces: [{ tenant: 'finance', name: 'payments', figures: { inMsg: 1500 } }] });
    const { user } = renderApp('/management/tenants');

    const row = await rowOf('finance');
    expect(row).toHaveTextContent('1.5K 条/秒');
    expect(screen.getByRole('columnheader', { name: /入站吞吐量/ })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('搜索租户')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新建租户' }));
    const dialog = await findDialog('新建租户');
    await user.click(within(dialog).getByRole('button', { name: /^创\s?建$/ }));
    expect(await within(dialog).findByText('租户名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('请为租户选择允许的集群')).toBeInTheDocument();
  });
});
