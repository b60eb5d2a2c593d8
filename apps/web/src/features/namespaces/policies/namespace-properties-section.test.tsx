import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NAMESPACE, TENANT, openPoliciesTab } from './test-support/open-policies-tab.ts';

const table = () =>
  screen.findByRole('table', { name: `Properties of namespace ${TENANT}/${NAMESPACE}` }, { timeout: 40_000 });
const row = async (key: string) => within(await table()).findByRole('row', { name: new RegExp(`^${key} `) });
const form = () => screen.getByRole('form', { name: /^(Add a property|Edit property)/ });

describe('the namespace properties section', () => {
  it(
    'lists the properties, adds one and edits a value through PUT …/properties',
    { timeout: 60_000 },
    async () => {
      const { pulsar, user } = await openPoliciesTab({ properties: { team: 'payments' } });
      expect(within(await row('team')).getByText('payments')).toBeVisible();

      await user.type(within(form()).getByRole('textbox', { name: 'Key' }), 'tier');
      await user.type(within(form()).getByRole('textbox', { name: 'Value' }), 'gold');
      await user.click(within(form()).getByRole('button', { name: 'Add' }));
      expect(await screen.findByText('Property tier added')).toBeVisible();
      expect(pulsar.writes()).toEqual([
        expect.objectContaining({ method: 'PUT', path: 'properties', body: { tier: 'gold' } }),
      ]);
      expect(within(await row('tier')).getByText('gold')).toBeVisible();

      await user.click(within(await row('team')).getByRole('button', { name: 'Edit property team' }));
      const value = within(form()).getByRole('textbox', { name: 'Value' });
      expect(within(form()).getByRole('textbox', { name: 'Key' })).toBeDisabled();
      await user.clear(value);
      await user.type(value, 'billing');
      await user.click(within(form()).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Property team saved')).toBeVisible();
      expect(pulsar.writes()[1]).toMatchObject({
        method: 'PUT',
        path: 'properties',
        body: { team: 'billing' },
      });
      expect(pulsar.namespace()?.policies.properties).toEqual({ team: 'billing', tier: 'gold' });
    },
  );

  it('refuses a key that exists or that Beacon could not remove again, before sending anything', async () => {
    const { pulsar, user } = await openPoliciesTab({ properties: { team: 'payments' } });
    await row('team');
    const key = within(form()).getByRole('textbox', { name: 'Key' });
    await user.type(key, 'team{Enter}');
    expect(await screen.findByText('This key already exists: edit it in its row')).toBeVisible();
    await user.clear(key);
    await user.type(key, 'a/b{Enter}');
    expect(
      await screen.findByText('A key cannot hold / \\ % ; or control characters, nor be . or ..'),
    ).toBeVisible();
    await user.clear(key);
    await user.type(key, ' padded{Enter}');
    expect(await screen.findByText('A key cannot begin or end with a space')).toBeVisible();
    expect(pulsar.writes()).toEqual([]);
  });

  it('removes a property only after confirmation, with DELETE …/property/{key}', async () => {
    const { pulsar, user } = await openPoliciesTab({ properties: { team: 'payments', tier: 'gold' } });
    await user.click(within(await row('tier')).getByRole('button', { name: 'Remove property tier' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Remove property tier from ${TENANT}/${NAMESPACE}?`);
    expect(pulsar.writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Property tier removed')).toBeVisible();
    expect(pulsar.writes()).toEqual([expect.objectContaining({ method: 'DELETE', path: 'property/tier' })]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /^tier / })).toBeNull());
  });

  it('shows Pulsar’s reason when it refuses, and keeps what was typed', async () => {
    const { pulsar, user } = await openPoliciesTab({ properties: {} });
    expect(await screen.findByText('No properties.', {}, { timeout: 40_000 })).toBeVisible();
    pulsar.refuse('PUT', 'properties', 403, 'Policies are read-only');
    await user.type(within(form()).getByRole('textbox', { name: 'Key' }), 'owner');
    await user.type(within(form()).getByRole('textbox', { name: 'Value' }), 'ops');
    await user.click(within(form()).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pulsar refused the change: Policies are read-only',
    );
    expect(within(form()).getByRole('textbox', { name: 'Key' })).toHaveValue('owner');
    expect(within(form()).getByRole('textbox', { name: 'Value' })).toHaveValue('ops');
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await openPoliciesTab({ properties: { team: 'payments' } });
    const table = await screen.findByRole(
      'table',
      { name: `命名空间 ${TENANT}/${NAMESPACE} 的属性` },
      { timeout: 40_000 },
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['键', '值', '操作']);
    // antd spaces a two-character label ("添 加"), which the name reads too.
    expect(screen.getByRole('form', { name: '添加属性' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^添 ?加$/ })).toBeVisible();
  });
});
