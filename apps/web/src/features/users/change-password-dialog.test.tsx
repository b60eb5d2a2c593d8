import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { url } from '../../test/console-paths.ts';
import { findDialog } from '../../test/dialogs.ts';
import { network } from '../../test/network.ts';
import { openPopupMenu } from '../../test/popup-menu.ts';
import { sentBodies, sessionOf, startRealBeacon } from '../../test/real-beacon.ts';
import { renderApp } from '../../test/render-app.tsx';

/**
 * On the real server, signs the browser in as a tenant admin (Change password is for every user)
 * and opens the dialog from the user menu.
 */
async function openChangePassword(language?: string) {
  if (language) localStorage.setItem('language', language);
  const beacon = await startRealBeacon();
  const admin = await beacon.createTenantAdmin(['finance']);
  await beacon.signInBrowser(admin);
  const view = renderApp('/environments');
  await view.user.click(await screen.findByRole('button', { name: language === 'zh' ? /管理员/ : /Admin/ }));
  return { ...view, beacon, admin, menu: await openPopupMenu() };
}

describe('Change password (user menu)', () => {
  it('asks for the current password and the new one twice, then says it changed', async () => {
    const { user, beacon, admin, menu } = await openChangePassword();
    await user.click(within(menu).getByRole('menuitem', { name: 'Change password' }));
    const dialog = await findDialog('Change your password');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('The current password can not is empty')).toBeInTheDocument();
    expect(await within(dialog).findByText('The password can not is empty')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Current password'), 'not my password');
    await user.type(within(dialog).getByLabelText('New password'), 'a-new-passphrase');
    await user.type(within(dialog).getByLabelText('Repeat password'), 'a-new-passphrase');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText(/The current password is incorrect/)).toBeInTheDocument();

    const current = within(dialog).getByLabelText('Current password');
    await user.clear(current);
    await user.type(current, admin.password);
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(sentBodies(beacon, 'POST', '/pulsar-manager/users/password').at(-1)).toEqual({
      currentPassword: admin.password,
      password: 'a-new-passphrase',
      repeatPassword: 'a-new-passphrase',
    });
    // The server took it: the new password signs the user in.
    await sessionOf(beacon, { username: admin.username, password: 'a-new-passphrase' });
  });

  it('speaks Chinese', async () => {
    const { user, menu } = await openChangePassword('zh');
    await user.click(within(menu).getByRole('menuitem', { name: '修改密码' }));
    const dialog = await findDialog('修改你的密码');
    expect(within(dialog).getByLabelText('当前密码')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '修改密码' }));
    expect(await within(dialog).findByText('当前密码不能为空')).toBeInTheDocument();
  });

  it('is not offered to a directory (LDAP) user, whose password the directory holds', async () => {
    const beacon = await startRealBeacon();
    await beacon.signInBrowser();
    // The server's own answer, as it words it for a directory user (users.routes.ts: source).
    const own = (await beacon.superSession.request('GET', '/pulsar-manager/users/userInfo')).json<object>();
    network.use(http.get(url('/users/userInfo'), () => HttpResponse.json({ ...own, source: 'ldap' })));
    const { user } = renderApp('/environments');
    await user.click(await screen.findByRole('button', { name: /Admin/ }));
    const menu = await openPopupMenu();
    expect(within(menu).getByRole('menuitem', { name: /Log out/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
