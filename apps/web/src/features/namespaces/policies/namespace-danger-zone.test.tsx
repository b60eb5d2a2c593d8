import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userInfoOf } from '../../../test/console-users.ts';
import { findDialog } from '../../../test/dialogs.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { simulateNamespaces } from '../test-support/simulated-namespaces.ts';

// The whole console renders, its shell and antd loading lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

/** finance/payments holds a topic, finance/refunds none. */
async function open(namespace: string) {
  const pulsar = await simulateNamespaces(
    { 'finance/payments': { topics: ['orders'] }, 'finance/refunds': {} },
    { user: userInfoOf() },
  );
  return { pulsar, ...renderApp(`/management/namespaces/finance/${namespace}/namespace?tab=policies`) };
}

const deleteButton = () => screen.findByRole('button', { name: 'Delete Namespace' }, { timeout: 30_000 });

describe('Delete Namespace on the policies tab', () => {
  it('deletes an empty namespace after a plain confirmation and goes back to the tenant’s namespaces', async () => {
    const { pulsar, user } = await open('refunds');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Danger Zone' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    await user.click(await deleteButton());
    const dialog = await findDialog('Delete Namespace');
    expect(within(dialog).getByText(/Are you sure you want to delete this namespace\?/)).toBeInTheDocument();
    // No topics: nothing to type.
    await waitFor(() => expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Successfully delete the namespace')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/management/tenants/tenantInfo/finance?tab=namespaces'));
    expect(pulsar.state.namespaces.has('finance/refunds')).toBe(false);
    expect(pulsar.state.namespaces.has('finance/payments')).toBe(true);
  });

  it('asks for the typed name while the namespace has topics and shows Pulsar’s refusal in the dialog', async () => {
    const { pulsar, user } = await open('payments');

    await user.click(await deleteButton());
    const dialog = await findDialog('Delete Namespace');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByLabelText('This cannot be undone. Type finance/payments to confirm.'),
      'finance/payments',
    );
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);

    expect(await within(dialog).findByText('Cannot delete non empty namespace')).toBeInTheDocument();
    expect(currentUrl()).toBe('/management/namespaces/finance/payments/namespace?tab=policies');
    expect(pulsar.state.namespaces.has('finance/payments')).toBe(true);
  });

  it('is offered in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await open('refunds');

    expect(
      await screen.findByRole('heading', { level: 2, name: '危险操作' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除命名空间' })).toBeInTheDocument();
  });
});
