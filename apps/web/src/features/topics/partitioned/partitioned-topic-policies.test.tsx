import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { network } from '../../../test/network.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { readBack, simulatePartitionedTopic } from './test-support/simulated-partitioned-topic.ts';

const PAGE = '/management/topics/persistent/finance/payments/orders/partitionedTopic?tab=policies';
const BASE = '/admin/v2/persistent/finance/payments/orders';

/** orders with 4 idle partitions; billing-app may consume it. */
async function open() {
  const pulsar = await simulatePartitionedTopic(4, () => ({}), {
    permissions: { 'billing-app': ['consume'] },
  });
  const view = renderApp(PAGE);
  const changes = () =>
    pulsar.seen
      .filter((request) => request.method !== 'GET')
      .map((request) => `${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
  return { ...view, pulsar, changes };
}

/**
 * The open dialog, known by its title's text rather than its accessible name: in tests antd gives
 * every generated id the same value ('test-id'), so the title's id can point at another control.
 */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title, { selector: '.ant-modal-title' })).toBeInTheDocument();
  return dialog;
}

describe('partitioned topic POLICIES', { timeout: 60_000 }, () => {
  it('only adds partitions, after saying how many, with the count as the body', async () => {
    const { user, pulsar } = await open();
    const form = await screen.findByRole('form', { name: 'Partitions' }, { timeout: 30_000 });
    expect(screen.getByText('This topic has 4 partitions.')).toBeInTheDocument();
    const input = within(form).getByRole('spinbutton', { name: 'New partition count' });
    await user.type(input, '3');
    await user.click(within(form).getByRole('button', { name: 'Update partitions…' }));
    expect(
      await within(form).findByText('Partitions can only be added: enter more than 4'),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '4');
    await user.click(within(form).getByRole('button', { name: 'Update partitions…' }));
    expect(
      await within(form).findByText('Partitions can only be added: enter more than 4'),
    ).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '6');
    await user.click(within(form).getByRole('button', { name: 'Update partitions…' }));
    const dialog = await dialogTitled('Add partitions');
    expect(
      within(dialog).getByText(
        'Add 2 partitions to persistent://finance/payments/orders: from 4 to 6. Partitions cannot be removed afterwards.',
      ),
    ).toBeInTheDocument();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Add partitions' }));
    expect(await screen.findByText('This topic has 6 partitions.')).toBeInTheDocument();
    const sent = pulsar.seen.filter((request) => request.method === 'POST');
    expect(await Promise.all(sent.map((request) => request.clone().json()))).toEqual([6]);
    expect((await readBack(pulsar)).partitions).toBe(6);
  });

  it('grants and revokes a role’s permissions on the topic', async () => {
    const { user, changes, pulsar } = await open();
    const table = await screen.findByRole(
      'table',
      { name: 'Roles with permissions on persistent://finance/payments/orders' },
      { timeout: 30_000 },
    );
    expect(await within(table).findByText('billing-app')).toBeInTheDocument();

    const grant = screen.getByRole('form', { name: 'Grant permissions to a role' });
    await user.click(within(grant).getByRole('button', { name: 'Grant' }));
    expect(await within(grant).findByText('Role is required')).toBeInTheDocument();
    await user.type(within(grant).getByRole('textbox', { name: 'Role' }), 'billing-app');
    await user.click(within(grant).getByRole('button', { name: 'Grant' }));
    expect(await within(grant).findByText('This role already exists')).toBeInTheDocument();
    await user.clear(within(grant).getByRole('textbox', { name: 'Role' }));
    await user.type(within(grant).getByRole('textbox', { name: 'Role' }), 'audit-app');
    await user.click(within(grant).getByRole('checkbox', { name: 'consume' }));
    await user.click(within(grant).getByRole('checkbox', { name: 'produce' }));
    await user.click(within(grant).getByRole('button', { name: 'Grant' }));
    expect(await within(table).findByText('audit-app')).toBeInTheDocument();
    expect((await readBack(pulsar)).permissions['audit-app']).toEqual(['consume', 'produce']);

    await user.click(
      within(table).getByRole('button', { name: 'Revoke every permission of role billing-app' }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(table).queryByText('billing-app')).not.toBeInTheDocument());
    expect(changes()).toEqual([
      `POST ${BASE}/permissions/audit-app`,
      `DELETE ${BASE}/permissions/billing-app`,
    ]);
  });

  it('says the granted actions in Chinese, under a column apart from the revoke buttons', async () => {
    localStorage.setItem('language', 'zh');
    await open();
    const table = await screen.findByRole(
      'table',
      { name: '在 persistent://finance/payments/orders 上拥有权限的角色' },
      { timeout: 30_000 },
    );
    const row = (await within(table).findByText('billing-app')).closest('tr')!;
    expect(within(row).getByText('消费')).toBeInTheDocument();
    expect(row).not.toHaveTextContent('consume');
    expect(within(table).getByRole('columnheader', { name: '权限' })).toBeInTheDocument();
    expect(within(row).getByRole('checkbox', { name: '消费' })).toBeChecked();
    const grant = screen.getByRole('form', { name: '为角色授予权限' });
    expect(within(grant).getByRole('checkbox', { name: '生产' })).not.toBeChecked();
  });

  it('deletes the topic (forced when asked) and goes to the namespace’s topics', async () => {
    const { user, changes } = await open();
    // The namespace page that opens next is not under test: its calls get a plain refusal.
    network.use(
      http.all('/pulsar-manager/admin/*', () => HttpResponse.json({ error: 'not here' }, { status: 404 })),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Topic…' }, { timeout: 30_000 }));
    const dialog = await dialogTitled('Delete partitioned topic');
    expect(
      within(dialog).getByText(
        'Delete persistent://finance/payments/orders and its 4 partitions with all their messages and subscriptions. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /force/ }));
    // A forced delete waits for the topic's name.
    expect(within(dialog).getByRole('button', { name: 'Delete topic' })).toBeDisabled();
    await user.type(
      within(dialog).getByLabelText(/Type persistent:\/\/finance\/payments\/orders to confirm/),
      'persistent://finance/payments/orders',
    );
    await user.dblClick(within(dialog).getByRole('button', { name: 'Delete topic' }));
    await waitFor(() =>
      expect(currentUrl()).toBe('/management/namespaces/finance/payments/namespace?tab=topics'),
    );
    expect(changes()).toEqual([`DELETE ${BASE}/partitions?force=true`]);
  });

  it('shows Pulsar’s reason when it refuses to delete, and stays', async () => {
    const { user, pulsar } = await open();
    pulsar.fail({
      pathPrefix: `${BASE}/partitions`,
      method: 'DELETE',
      status: 412,
      reason: 'Topic has active producers/subscriptions',
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Topic…' }, { timeout: 30_000 }));
    const dialog = await dialogTitled('Delete partitioned topic');
    await user.click(within(dialog).getByRole('button', { name: 'Delete topic' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Topic has active producers/subscriptions',
    );
    expect(currentUrl()).toBe(PAGE);
  });
});
