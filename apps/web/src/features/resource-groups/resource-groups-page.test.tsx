import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tenantAdmin } from '../../test/console-users.ts';
import { findDialog } from '../../test/dialogs.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import { PAGE, groupOf, startResourceGroups, storedGroups } from './test-support/resource-groups-world.ts';

// Each test renders the whole console, whose shell and antd load lazily.
vi.setConfig({ testTimeout: 60_000 });

const NO_LIMIT = {
  publishRateInMsgs: -1,
  publishRateInBytes: -1,
  dispatchRateInMsgs: -1,
  dispatchRateInBytes: -1,
};
const rowOf = async (name: string) =>
  (await screen.findByText(name, { selector: 'td *' }, { timeout: 30_000 })).closest('tr')!;

describe('the resource groups screen', () => {
  it('says there are none, then creates one after refusing a bad name and a bad rate', async () => {
    const pulsar = await startResourceGroups();
    const { user } = renderApp(PAGE);

    expect(await screen.findByText('No resource groups yet', {}, { timeout: 30_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Resource Group' }));
    const dialog = await findDialog('New Resource Group');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'a/b');
    await user.type(within(dialog).getByRole('textbox', { name: 'Publish rate (messages/s)' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A name cannot contain “/”')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please enter a whole number of 1 or more, or leave it empty for no limit'),
    ).toBeInTheDocument();
    expect(storedGroups(pulsar)).toEqual({});

    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'gold');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Publish rate (messages/s)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Publish rate (messages/s)' }), '100');
    await user.type(within(dialog).getByRole('textbox', { name: 'Dispatch rate (bytes/s)' }), '2048');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Resource group created')).toBeInTheDocument();
    expect(storedGroups(pulsar)).toEqual({
      gold: { ...NO_LIMIT, publishRateInMsgs: 100, dispatchRateInBytes: 2048 },
    });
    const row = await rowOf('gold');
    expect(row).toHaveTextContent('100 msg/s');
    expect(row).toHaveTextContent('2 KB/s');
    expect(within(row).getAllByText('No limit')).toHaveLength(2);
  });

  it('edits a rate, and shows Pulsar’s refusal in the form, which keeps what was typed', async () => {
    const pulsar = await startResourceGroups({ groups: { gold: { publishRateInMsgs: 100 } } });
    const { user } = renderApp(PAGE);

    await rowOf('gold');
    await user.click(screen.getByRole('button', { name: 'Edit resource group gold' }));
    const dialog = await findDialog('Edit Resource Group gold');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeDisabled();
    const rate = within(dialog).getByRole('textbox', { name: 'Publish rate (messages/s)' });
    expect(rate).toHaveValue('100');

    pulsar.fail({
      pathPrefix: '/admin/v2/resourcegroups/gold',
      method: 'PUT',
      status: 500,
      reason: 'metadata store unavailable',
      times: 1,
    });
    await user.clear(rate);
    await user.type(rate, '250');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Could not save the resource group')).toBeInTheDocument();
    expect(within(dialog).getByText(/metadata store unavailable/)).toBeInTheDocument();
    expect(rate).toHaveValue('250');
    expect(storedGroups(pulsar).gold?.publishRateInMsgs).toBe(100);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Resource group saved')).toBeInTheDocument();
    expect(storedGroups(pulsar).gold).toEqual({ ...NO_LIMIT, publishRateInMsgs: 250 });
    expect(await rowOf('gold')).toHaveTextContent('250 msg/s');
  });

  it('says a group deleted while its form was open is gone, instead of creating it again', async () => {
    const pulsar = await startResourceGroups({ groups: { gold: { publishRateInMsgs: 100 } } });
    const { user } = renderApp(PAGE);

    await rowOf('gold');
    await user.click(screen.getByRole('button', { name: 'Edit resource group gold' }));
    const dialog = await findDialog('Edit Resource Group gold');
    pulsar.state.resourceGroups.delete('gold'); // another admin deletes it meanwhile
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Could not save the resource group')).toBeInTheDocument();
    expect(within(dialog).getByText('ResourceGroup does not exist')).toBeInTheDocument();
    expect(storedGroups(pulsar)).toEqual({});
  });

  it('lists the namespaces that use each group, and shows Pulsar’s refusal to delete one in use', async () => {
    const pulsar = await startResourceGroups({
      groups: { gold: { publishRateInMsgs: 10 }, bronze: {} },
      assigned: { 'finance/payments': 'gold' },
    });
    const { user } = renderApp(PAGE);

    const gold = await rowOf('gold');
    const link = await within(gold).findByRole('link', { name: 'finance/payments' });
    expect(link).toLinkTo('/management/namespaces/finance/payments/namespace?tab=policies');
    expect(within(await rowOf('bronze')).getByText('None')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete resource group gold' }));
    const dialog = await findDialog('Delete Resource Group');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/ResourceGroup is in use/)).toBeInTheDocument();
    expect(storedGroups(pulsar).gold).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete resource group bronze' }));
    await user.click(
      within(await findDialog('Delete Resource Group')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Resource group deleted')).toBeInTheDocument();
    expect(Object.keys(storedGroups(pulsar))).toEqual(['gold']);
    expect(groupOf(pulsar, 'finance/payments')).toBe('gold');
  });

  it('searches by a namespace that uses a group', async () => {
    await startResourceGroups({ groups: { gold: {}, bronze: {} }, assigned: { 'finance/ledger': 'bronze' } });
    const { user } = renderApp(PAGE);

    await rowOf('gold');
    await screen.findByRole('link', { name: 'finance/ledger' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Search resource groups or namespaces' }),
      'ledger{Enter}',
    );
    await waitFor(() => expect(screen.queryByText('gold', { selector: 'td *' })).not.toBeInTheDocument());
    expect(screen.getByText('bronze', { selector: 'td *' })).toBeInTheDocument();
  });

  it('says so when Pulsar cannot list the groups, with Retry', async () => {
    const pulsar = await startResourceGroups();
    pulsar.fail({
      pathPrefix: '/admin/v2/resourcegroups',
      status: 500,
      reason: 'metadata store unavailable',
    });
    renderApp(PAGE);
    expect(
      await screen.findByText('Could not load the resource groups', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});

describe('the resource groups screen for a tenant admin', () => {
  it('is not in the menu and is refused', async () => {
    await startResourceGroups({ user: tenantAdmin });
    renderApp(PAGE);
    // The route is a super user's: the guard sends anyone else to the unauthorized page.
    await waitFor(() => expect(currentUrl()).toMatch(/^\/401/), { timeout: 30_000 });
    expect(screen.queryByRole('link', { name: 'Resource Groups' })).not.toBeInTheDocument();
  });
});
