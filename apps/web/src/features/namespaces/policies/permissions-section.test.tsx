import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { network } from '../../../test/network.ts';
import { NAMESPACE, TENANT, openPoliciesTab, policyCard } from './test-support/open-policies-tab.ts';

const PREFIX = `/admin/v2/namespaces/${TENANT}/${NAMESPACE}`;

const row = (role: string) =>
  screen.findByRole('row', { name: new RegExp(`^${role} `) }, { timeout: 40_000 });

describe('the namespace permissions section', () => {
  // The first test of a file also pays for loading the console lazily.
  it(
    'lists each role with its actions and saves a change of actions at once',
    { timeout: 60_000 },
    async () => {
      const { pulsar, user } = await openPoliciesTab({
        permissions: { app: ['consume'], ops: ['produce', 'consume'] },
      });
      const app = await row('app');
      expect(within(app).getByRole('checkbox', { name: 'consume' })).toBeChecked();
      expect(within(app).getByRole('checkbox', { name: 'produce' })).not.toBeChecked();
      expect(within(await row('ops')).getByRole('checkbox', { name: 'produce' })).toBeChecked();

      await user.click(within(app).getByRole('checkbox', { name: 'produce' }));
      expect(await screen.findByText('Successfully add a role action for this namespace!')).toBeVisible();
      const [grant] = pulsar.writes();
      expect(grant).toMatchObject({ method: 'POST', path: 'permissions/app' });
      expect([...(grant!.body as string[])].sort()).toEqual(['consume', 'produce']);
      await waitFor(async () =>
        expect(within(await row('app')).getByRole('checkbox', { name: 'produce' })).toBeChecked(),
      );
    },
  );

  it('adds a role with no actions, and refuses a role that already exists', async () => {
    const { pulsar, user } = await openPoliciesTab({ permissions: { app: ['consume'] } });
    await row('app');
    const name = screen.getByRole('textbox', { name: 'Role' });
    await user.type(name, 'app{Enter}');
    expect(await screen.findByText('This role already exists')).toBeInTheDocument();
    expect(pulsar.writes()).toEqual([]);

    await user.clear(name);
    await user.type(name, 'billing');
    await user.click(screen.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Successfully add a role for this namespace!')).toBeVisible();
    expect(pulsar.writes()).toEqual([
      expect.objectContaining({ method: 'POST', path: 'permissions/billing', body: [] }),
    ]);
    expect(await row('billing')).toBeVisible();
  });

  it('shows a change of actions at once, and puts Pulsar’s list back when it refuses', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { user } = await openPoliciesTab({ permissions: { app: ['consume'] } });
    network.use(
      http.post(`${PREFIX}/permissions/app`, async () => {
        await answered;
        return HttpResponse.json({ reason: 'Authorization is not enabled' }, { status: 501 });
      }),
    );
    const produce = within(await row('app')).getByRole('checkbox', { name: 'produce' });
    await user.click(produce);
    expect(produce).toBeChecked();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pulsar refused the change: Authorization is not enabled',
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /^app / })).getByRole('checkbox', { name: 'produce' }),
      ).not.toBeChecked(),
    );
  });

  it('revokes a role only after confirmation', async () => {
    const { pulsar, user } = await openPoliciesTab({ permissions: { app: ['consume'], ops: ['produce'] } });
    await user.click(
      within(await row('ops')).getByRole('button', { name: 'Revoke every permission of role ops' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Revoke every permission of role ops on ${TENANT}/${NAMESPACE}?`);
    expect(pulsar.writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Successfully remove a role from this namespace!')).toBeVisible();
    expect(pulsar.writes()).toEqual([expect.objectContaining({ method: 'DELETE', path: 'permissions/ops' })]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /^ops / })).toBeNull());
    expect(await row('app')).toBeVisible();
  });

  it('speaks Chinese: the granted actions apart from what can be done to the role, the actions named in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await openPoliciesTab({ permissions: { app: ['consume'] } });
    const app = await screen.findByRole('row', { name: /^app / }, { timeout: 40_000 });
    const table = app.closest('table')!;
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['角色', '权限', '操作']);
    expect(within(app).getByRole('group', { name: '角色 app 的权限' })).toBeInTheDocument();
    // The actions are Pulsar's words: in Chinese only (the word stays the tooltip).
    expect(within(app).getByRole('checkbox', { name: '消费' })).toBeChecked();
    expect(within(app).getByRole('checkbox', { name: '生产' })).not.toBeChecked();
    expect(app).not.toHaveTextContent('consume');
  });

  it('says when no role has permissions', async () => {
    await openPoliciesTab({ permissions: {} });
    expect(
      await screen.findByText('No role has permissions on this namespace.', {}, { timeout: 20_000 }),
    ).toBeVisible();
  });

  it('offers the tenant’s allowed clusters as replication clusters', async () => {
    const { user } = await openPoliciesTab({
      allowedClusters: ['east', 'west', 'north'],
      replicationClusters: ['east'],
    });
    const card = await policyCard('Replicated Clusters');
    await user.click(within(card).getByRole('combobox', { name: 'Replicated Clusters' }));
    for (const cluster of ['west', 'north'])
      expect((await screen.findAllByTitle(cluster)).length).toBeGreaterThan(0);
    expect(within(card).getByText('Namespace value')).toBeVisible();
  });
});
