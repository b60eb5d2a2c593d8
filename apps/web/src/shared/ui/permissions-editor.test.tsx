import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { PermissionsEditor } from './permissions-editor.tsx';
import { ConfirmHost } from './use-confirm.tsx';

interface Call {
  call: 'grant' | 'revoke';
  role: string;
  actions?: string[];
}

/**
 * The editor over a permission table kept in state, as Pulsar keeps it: a grant replaces the role's
 * list, a revoke drops the role; `refuse` answers every write with Pulsar's reason instead.
 */
function Harness({
  initial,
  canWrite = true,
  refuse,
  calls,
}: {
  initial: Record<string, string[]>;
  canWrite?: boolean;
  refuse?: string;
  calls: Call[];
}) {
  const [table, setTable] = useState(initial);
  const answer = () => (refuse ? Promise.reject(new Error(refuse)) : Promise.resolve());
  return (
    <PermissionsEditor
      resource="acme/iot"
      label="Permissions of acme/iot"
      emptyText="No role yet"
      offered={['consume', 'produce', 'functions']}
      permissions={{
        data: table,
        isPending: false,
        isError: false,
        error: null,
        isFetching: false,
        refetch: () => undefined,
      }}
      canWrite={canWrite}
      grant={async (role, actions) => {
        calls.push({ call: 'grant', role, actions });
        await answer();
        setTable((current) => ({ ...current, [role]: actions }));
      }}
      revoke={async (role) => {
        calls.push({ call: 'revoke', role });
        await answer();
        setTable((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== role)));
      }}
      said={{
        granted: (role) => `granted ${role}`,
        updated: (role) => `updated ${role}`,
        revoked: (role) => `revoked ${role}`,
      }}
    />
  );
}

function open(props: Parameters<typeof Harness>[0]) {
  render(
    <I18nextProvider i18n={i18n}>
      {/* As in the console (app/antd-outlet.tsx): revoking asks in the one confirm host. */}
      <ConfirmHost>
        <Harness {...props} />
      </ConfirmHost>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

const row = (role: string) => screen.getByRole('row', { name: new RegExp(`^${role} `) });

describe('PermissionsEditor', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it('reads 角色 / 权限 / 操作 in Chinese with Pulsar’s actions in Chinese', async () => {
    await i18n.changeLanguage('zh');
    open({ initial: { app: ['consume'] }, calls: [] });
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['角色', '权限', '操作']);
    const app = row('app');
    expect(within(app).getByRole('checkbox', { name: '消费' })).toBeChecked();
    expect(within(app).getByRole('checkbox', { name: '生产' })).not.toBeChecked();
    expect(within(app).getByRole('button', { name: '撤销角色 app 的全部权限' })).toBeVisible();
  });

  it('saves a change of actions as the role’s whole list, keeping actions this resource does not offer', async () => {
    const calls: Call[] = [];
    const user = open({ initial: { app: ['sinks', 'consume'] }, calls });
    await user.click(within(row('app')).getByRole('checkbox', { name: 'produce' }));
    expect(calls).toEqual([{ call: 'grant', role: 'app', actions: ['sinks', 'consume', 'produce'] }]);
    await waitFor(() => expect(within(row('app')).getByRole('checkbox', { name: 'produce' })).toBeChecked());
  });

  it('revokes a role only once the shared dialog is confirmed', async () => {
    const calls: Call[] = [];
    const user = open({ initial: { app: ['consume'], ops: ['produce'] }, calls });
    await user.click(within(row('ops')).getByRole('button', { name: 'Revoke every permission of role ops' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Revoke every permission of role ops on acme/iot?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await user.click(within(row('ops')).getByRole('button', { name: 'Revoke every permission of role ops' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /^ops / })).toBeNull());
    expect(calls).toEqual([{ call: 'revoke', role: 'ops' }]);
  });

  it('grants a new role with the chosen actions and refuses a role already listed', async () => {
    const calls: Call[] = [];
    const user = open({ initial: { app: ['consume'] }, calls });
    const form = screen.getByRole('form', { name: 'Grant permissions to a role' });
    await user.type(within(form).getByRole('textbox', { name: 'Role' }), 'app');
    await user.click(within(form).getByRole('button', { name: 'Grant' }));
    expect(await within(form).findByText('This role already exists')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(within(form).getByRole('textbox', { name: 'Role' }));
    await user.type(within(form).getByRole('textbox', { name: 'Role' }), ' billing ');
    await user.click(within(form).getByRole('checkbox', { name: 'produce' }));
    await user.click(within(form).getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(calls).toEqual([{ call: 'grant', role: 'billing', actions: ['produce'] }]));
    expect(
      within(await screen.findByRole('row', { name: /^billing / })).getByRole('checkbox', {
        name: 'produce',
      }),
    ).toBeChecked();
  });

  it('says Pulsar’s reason when it refuses a change', async () => {
    const user = open({ initial: { app: ['consume'] }, refuse: 'Authorization is not enabled', calls: [] });
    await user.click(within(row('app')).getByRole('checkbox', { name: 'functions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pulsar refused the change: Authorization is not enabled',
    );
  });

  it('shows the actions as tags, with no revoke and no grant form, to whoever may not change them', () => {
    open({ initial: { app: ['consume', 'produce'] }, canWrite: false, calls: [] });
    expect(screen.getByText('You can see these permissions but not change them.')).toBeVisible();
    expect(within(row('app')).queryByRole('checkbox')).toBeNull();
    expect(within(row('app')).getByText('consume')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
