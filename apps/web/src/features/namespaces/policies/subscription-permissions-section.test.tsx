import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NAMESPACE, TENANT, openPoliciesTab } from './test-support/open-policies-tab.ts';

const table = () =>
  screen.findByRole(
    'table',
    { name: `Subscription permissions of namespace ${TENANT}/${NAMESPACE}` },
    { timeout: 40_000 },
  );
const row = async (subscription: string) =>
  within(await table()).findByRole('row', { name: new RegExp(`^${subscription} `) });
const form = () => screen.getByRole('form', { name: 'Grant roles on a subscription' });

describe('the subscription permissions section', () => {
  it(
    'lists each subscription with its roles, and grants roles adding to those listed',
    { timeout: 60_000 },
    async () => {
      const { pulsar, user } = await openPoliciesTab({ subscriptionPermissions: { audit: ['reader'] } });
      const audit = await row('audit');
      expect(
        within(audit).getByRole('list', { name: 'Roles allowed on subscription audit' }),
      ).toHaveTextContent('reader');

      await user.type(within(form()).getByRole('textbox', { name: 'Subscription' }), 'audit');
      await user.type(within(form()).getByRole('combobox', { name: 'Roles' }), 'auditor{Enter}');
      await user.click(within(form()).getByRole('button', { name: 'Grant roles' }));
      expect(await screen.findByText('Roles granted on subscription audit')).toBeVisible();
      // Pulsar's grant replaces the roles: the listed one is sent again with the new one.
      const [grant] = pulsar.writes();
      expect(grant).toMatchObject({ method: 'POST', path: 'permissions/subscription/audit' });
      expect([...(grant!.body as string[])].sort()).toEqual(['auditor', 'reader']);
      await waitFor(async () => expect(await row('audit')).toHaveTextContent('auditor'));
    },
  );

  it('refuses a grant without a subscription or without roles, before sending anything', async () => {
    const { pulsar, user } = await openPoliciesTab({ subscriptionPermissions: {} });
    expect(
      await screen.findByText('No subscription has permissions in this namespace.', {}, { timeout: 40_000 }),
    ).toBeVisible();
    await user.click(within(form()).getByRole('button', { name: 'Grant roles' }));
    expect(await screen.findByText('Subscription is required')).toBeVisible();
    expect(await screen.findByText('Name at least one role')).toBeVisible();
    expect(pulsar.writes()).toEqual([]);
  });

  it('revokes one role only after confirmation', async () => {
    const { pulsar, user } = await openPoliciesTab({ subscriptionPermissions: { audit: ['reader', 'ops'] } });
    await user.click(
      within(await row('audit')).getByRole('button', { name: 'Revoke role ops on subscription audit' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Revoke role ops on subscription audit of ${TENANT}/${NAMESPACE}?`);
    expect(pulsar.writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Role ops revoked on subscription audit')).toBeVisible();
    expect(pulsar.writes()).toEqual([
      expect.objectContaining({ method: 'DELETE', path: 'permissions/audit/ops' }),
    ]);
    await waitFor(async () => expect(await row('audit')).not.toHaveTextContent('ops'));
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await openPoliciesTab({ subscriptionPermissions: { audit: ['reader'] } });
    const found = await screen.findByRole(
      'table',
      { name: `命名空间 ${TENANT}/${NAMESPACE} 的订阅权限` },
      { timeout: 40_000 },
    );
    expect(
      within(found)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['订阅', '角色']);
    expect(screen.getByRole('form', { name: '为订阅授权角色' })).toBeVisible();
  });
});
