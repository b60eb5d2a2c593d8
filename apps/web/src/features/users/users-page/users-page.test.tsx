import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { url } from '../../../test/console-paths.ts';
import { findDialog } from '../../../test/dialogs.ts';
import { network } from '../../../test/network.ts';
import {
  OPERATOR,
  createDirectoryUser,
  createSsoUser,
  createUsers,
  reopenSuperSession,
  sessionOf,
  setServerClock,
  startRealBeacon,
  type RealBeacon,
  type SeededUser,
  sentBodies,
} from '../../../test/real-beacon.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

const ALICE: SeededUser = {
  name: 'alice',
  description: 'Platform team',
  email: 'alice@acme.example',
  phoneNumber: '+1 555 0100',
  location: 'Berlin',
  company: 'Acme',
  superUser: true,
};

/**
 * The real server with alice (a super user who last signed in 3 hours ago, by the server's clock),
 * bob (a single sign-on admin of finance who never signed in) and dora (a directory user, admin of
 * finance), the browser signed in as the operator on `path`.
 */
async function openUsers(path = '/users', more: SeededUser[] = []) {
  const beacon = await startRealBeacon();
  const [alice] = await createUsers(beacon, [ALICE, ...more]);
  await createSsoUser(beacon, 'bob', ['finance']);
  await createDirectoryUser(beacon, 'dora', ['finance']);
  setServerClock(beacon, Date.now() - 3 * 60 * 60_000);
  await sessionOf(beacon, alice!);
  setServerClock(beacon, Date.now());
  await beacon.signInBrowser();
  return { ...renderApp(path), beacon };
}

/** The users the server lists for `search`, by name (the operator's session opened again after the clock moved). */
async function listedUsers(beacon: RealBeacon, search = '') {
  await reopenSuperSession(beacon);
  const answer = await beacon.superSession.request(
    'GET',
    `/pulsar-manager/users?page_size=100&search=${encodeURIComponent(search)}`,
  );
  return answer.json<{ data: Record<string, unknown>[] }>().data;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('users page', () => {
  // Phone and location are columns from 1 200 px only (jsdom's matchMedia matches nothing): the e2e
  // journey checks them in Chromium.
  it('lists each user with profile, roles, source and last login ("Never" when none)', async () => {
    await openUsers();
    const alice = within(await rowOf('alice'));
    for (const text of ['Platform team', 'alice@acme.example', 'Acme', 'Super user', 'Local'])
      expect(alice.getByText(text)).toBeInTheDocument();
    expect(alice.getByText('3 hours ago')).toBeInTheDocument();
    const bob = within(await rowOf('bob'));
    expect(bob.getByText('Tenant admin')).toBeInTheDocument();
    expect(bob.getByText('Single sign-on')).toBeInTheDocument();
    expect(bob.getByText('Never')).toBeInTheDocument();
    // A single sign-on user has no password here to reset.
    expect(bob.queryByRole('button', { name: 'Reset password of bob' })).not.toBeInTheDocument();
    expect(alice.getByRole('button', { name: 'Reset password of alice' })).toBeInTheDocument();
    // Nor a directory (LDAP) user: the directory holds its password.
    const dora = within(await rowOf('dora'));
    expect(dora.getByText('Directory (LDAP)')).toBeInTheDocument();
    expect(dora.queryByRole('button', { name: 'Reset password of dora' })).not.toBeInTheDocument();
  });

  it('searches and pages on the server, with both in the URL', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      name: `user-${String(index).padStart(2, '0')}`,
    }));
    const { user, beacon } = await openUsers('/users', many);
    await rowOf('alice');
    await user.click(screen.getByTitle('2'));
    await screen.findByText('user-09');
    expect(currentUrl()).toBe('/users?page=2');
    const search = screen.getByRole('searchbox', { name: 'Search name, email, description or company' });
    await user.type(search, 'ACME{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/users?filter=ACME'));
    expect(await screen.findByText('alice')).toBeInTheDocument();
    expect(screen.queryByText('user-00')).not.toBeInTheDocument();
    const lists = beacon.browserCalls.filter((call) => call.path.startsWith('/pulsar-manager/users?'));
    const lastList = new URL(lists.at(-1)!.path, window.location.origin);
    expect(Object.fromEntries(lastList.searchParams)).toEqual({
      page_num: '1',
      page_size: '10',
      search: 'ACME',
    });
  });

  it('creates a user with the spec’s messages for empty and mismatched fields', async () => {
    const { user, beacon } = await openUsers();
    await user.click(await screen.findByRole('button', { name: 'New User' }));
    const dialog = await findDialog('New User');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    for (const message of [
      'The name can not is empty',
      'The email can not is empty',
      'The password can not is empty',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('User name'), 'carol');
    await user.type(within(dialog).getByLabelText('Email'), 'carol@example.com');
    await user.type(within(dialog).getByLabelText('Company'), 'Initech');
    await user.type(within(dialog).getByLabelText('Password'), 'a-long-passphrase');
    await user.type(within(dialog).getByLabelText('Repeat password'), 'another-passphrase');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('The passwords do not match')).toBeInTheDocument();
    expect(beacon.browserCalls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Repeat password'));
    await user.type(within(dialog).getByLabelText('Repeat password'), 'a-long-passphrase');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(await rowOf('carol')).findByText('Initech')).toBeInTheDocument();
    expect(await listedUsers(beacon, 'carol')).toEqual([
      expect.objectContaining({ name: 'carol', email: 'carol@example.com', company: 'Initech' }),
    ]);
    // The password typed is the one the server keeps: carol signs in with it.
    await sessionOf(beacon, { username: 'carol', password: 'a-long-passphrase' });
  });

  it('shows the server’s refusal of a duplicate name inside the dialog, keeping what was typed', async () => {
    const { user } = await openUsers();
    await user.click(await screen.findByRole('button', { name: 'New User' }));
    const dialog = await findDialog('New User');
    await user.type(within(dialog).getByLabelText('User name'), 'alice');
    await user.type(within(dialog).getByLabelText('Email'), 'a2@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'a-long-passphrase');
    await user.type(within(dialog).getByLabelText('Repeat password'), 'a-long-passphrase');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(/User already exist, please check/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('User name')).toHaveValue('alice');
  });

  it('edits the profile with the name read-only and no password sent', async () => {
    const { user, beacon } = await openUsers();
    await user.click(await screen.findByRole('button', { name: 'Edit alice' }));
    const dialog = await findDialog('Update User');
    expect(within(dialog).getByLabelText('User name')).toBeDisabled();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Location')).toHaveValue('Berlin');
    const company = within(dialog).getByLabelText('Company');
    await user.clear(company);
    await user.type(company, 'Initech');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(await rowOf('alice')).findByText('Initech')).toBeInTheDocument();
    expect(await listedUsers(beacon, 'alice')).toEqual([
      expect.objectContaining({ name: 'alice', location: 'Berlin', company: 'Initech' }),
    ]);
    const [sent] = sentBodies(beacon, 'POST', '/pulsar-manager/users/user') as Record<string, unknown>[];
    expect(Object.keys(sent!)).not.toContain('password');
  });

  it('resets a password, and deletes a user after confirmation, showing a refusal in the dialog', async () => {
    const { user, beacon } = await openUsers('/users', [{ name: 'dave' }]);
    await user.click(await screen.findByRole('button', { name: 'Reset password of alice' }));
    const reset = await findDialog('Reset the password of alice');
    await user.type(within(reset).getByLabelText('Password'), 'fresh-passphrase-1');
    await user.type(within(reset).getByLabelText('Repeat password'), 'fresh-passphrase-1');
    await user.click(within(reset).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password reset')).toBeInTheDocument();
    expect(sentBodies(beacon, 'POST', '/pulsar-manager/users/user/password')).toEqual([
      { name: 'alice', password: 'fresh-passphrase-1', repeatPassword: 'fresh-passphrase-1' },
    ]);
    await sessionOf(beacon, { username: 'alice', password: 'fresh-passphrase-1' });

    // The server's refusal of deleting oneself (its "last super user" refusal cannot be reached: a
    // caller deleting the last super user is that user, and is refused as deleting itself first).
    await user.click(screen.getByRole('button', { name: `Delete ${OPERATOR.username}` }));
    const refused = await findDialog(`Delete User ${OPERATOR.username}`);
    await user.click(within(refused).getByRole('button', { name: 'Delete' }));
    expect(await within(refused).findByText(/You cannot delete your own account/)).toBeInTheDocument();
    await user.click(within(refused).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete dave' }));
    const confirm = await findDialog('Delete User dave');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('dave')).not.toBeInTheDocument());
    expect(await listedUsers(beacon, 'dave')).toEqual([]);
  });

  it('says when there are no users, when loading fails, and when the caller may not see them', async () => {
    const beacon = await startRealBeacon();
    await beacon.signInBrowser();
    // A failing database and a refusal between two reads of the page are not states the API can
    // be brought to: answered here, in front of the real server.
    network.use(
      http.get(url('/users'), () =>
        HttpResponse.json(
          { error: 'database unavailable', message: 'database unavailable' },
          { status: 503 },
        ),
      ),
    );
    const first = renderApp('/users');
    expect(await screen.findByText('Could not load the users')).toBeInTheDocument();
    first.unmount();

    // The server always lists the caller: an empty list is answered here.
    network.use(http.get(url('/users'), () => HttpResponse.json({ total: 0, data: [] })));
    const second = renderApp('/users');
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    second.unmount();

    // The server's own refusal (a role removed since the page loaded) reads as forbidden, not failed.
    network.use(
      http.get(url('/users'), () =>
        HttpResponse.json(
          { error: 'This user no permissions for this resource', message: 'x' },
          { status: 403 },
        ),
      ),
    );
    const third = renderApp('/users');
    expect(await screen.findByText('Only super users can manage users')).toBeInTheDocument();
    third.unmount();

    await beacon.signInBrowser(await beacon.createTenantAdmin(['finance']));
    renderApp('/users');
    await waitFor(() => expect(currentUrl()).toMatch(/^\/401/));
  });

  it('shows that it is loading, then the users', async () => {
    const beacon = await startRealBeacon();
    await createUsers(beacon, [ALICE]);
    await beacon.signInBrowser();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // Held until the test lets it go, then answered by the real server (a handler that returns
    // nothing passes the call on).
    network.use(
      http.get(url('/users'), async () => {
        await answered;
      }),
    );
    renderApp('/users');
    const heading = await screen.findByRole('heading', { name: 'Users', level: 1 });
    expect(await within(heading.closest('main')!).findByRole('status')).toHaveTextContent('Loading…');
    answer();
    expect(await screen.findByText('alice')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await openUsers();
    expect(await screen.findByRole('heading', { name: '用户', level: 1 })).toBeInTheDocument();
    const bob = within(await rowOf('bob'));
    expect(bob.getByText('单点登录')).toBeInTheDocument();
    expect(bob.getByText('从未登录')).toBeInTheDocument();
    expect(bob.getByText('租户管理员')).toBeInTheDocument();
    expect(within(await rowOf('dora')).getByText('目录服务（LDAP）')).toBeInTheDocument();
  });
});
