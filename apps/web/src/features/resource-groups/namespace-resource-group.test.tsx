import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tenantAdmin } from '../../test/console-users.ts';
import { findDialog } from '../../test/dialogs.ts';
import { renderApp } from '../../test/render-app.tsx';
import { chooseOption } from '../failure-domains/test-support/failure-domains-fixtures.ts';
import { groupOf, startResourceGroups } from './test-support/resource-groups-world.ts';

vi.setConfig({ testTimeout: 60_000 });

const POLICIES = '/management/namespaces/finance/payments/namespace?tab=policies';

/** The resource-group section of the POLICIES tab. */
const section = async () =>
  (await screen.findByRole('heading', { name: 'Resource Group', level: 2 }, { timeout: 30_000 })).closest(
    'section',
  )!;

describe('the namespace’s resource group on its POLICIES tab', () => {
  it('chooses a group from the list, shows it, and removes it after a confirmation', async () => {
    const pulsar = await startResourceGroups({ groups: { gold: {}, bronze: {} } });
    const { user } = renderApp(POLICIES);

    const here = await section();
    expect(await within(here).findByText('None (no resource group limits apply)')).toBeInTheDocument();
    await user.click(within(here).getByRole('button', { name: 'Set' }));
    expect(await within(here).findByText('Please choose a resource group')).toBeInTheDocument();

    await chooseOption(user, within(here).getByRole('combobox', { name: 'Resource group' }), 'gold');
    await user.click(within(here).getByRole('button', { name: 'Set' }));
    expect(await screen.findByText('Resource group set for this namespace')).toBeInTheDocument();
    expect(groupOf(pulsar, 'finance/payments')).toBe('gold');
    expect(
      await within(here).findByText('gold', {
        selector: '.ant-descriptions-item-content *, .ant-descriptions-item-content',
      }),
    ).toBeInTheDocument();

    await user.click(
      within(here).getByRole('button', { name: 'Remove the resource group from finance/payments' }),
    );
    const dialog = await findDialog('Remove Resource Group');
    expect(dialog).toHaveTextContent('Remove the resource group gold from the namespace finance/payments?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Resource group removed from this namespace')).toBeInTheDocument();
    expect(groupOf(pulsar, 'finance/payments')).toBeUndefined();
    await waitFor(() =>
      expect(within(here).getByText('None (no resource group limits apply)')).toBeInTheDocument(),
    );
  });

  it('lets a tenant admin, who may not list the groups, type one; Pulsar’s refusal stays in place', async () => {
    const pulsar = await startResourceGroups({ groups: { gold: {} }, user: tenantAdmin });
    const { user } = renderApp(POLICIES);

    const here = await section();
    const name = await within(here).findByRole('textbox', { name: 'Resource group' });
    await user.type(name, 'platinum');
    await user.click(within(here).getByRole('button', { name: 'Set' }));
    expect(await within(here).findByText('Could not set the resource group')).toBeInTheDocument();
    expect(within(here).getByText('ResourceGroup does not exist')).toBeInTheDocument();
    expect(name).toHaveValue('platinum');
    // Nothing asked Pulsar for the list a tenant admin may not read.
    expect(pulsar.seen.some((request) => new URL(request.url).pathname.includes('/resourcegroups'))).toBe(
      false,
    );

    await user.clear(name);
    await user.type(name, 'gold');
    await user.click(within(here).getByRole('button', { name: 'Set' }));
    expect(await screen.findByText('Resource group set for this namespace')).toBeInTheDocument();
    expect(groupOf(pulsar, 'finance/payments')).toBe('gold');
  });
});
