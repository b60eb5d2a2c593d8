import { MESSAGES } from '@beacon/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { url } from '../../../test/console-paths.ts';
import { network } from '../../../test/network.ts';
import {
  OPERATOR as operator,
  startBeaconAwaitingSetup,
  startRealBeacon,
  type BeaconAwaitingSetup,
} from '../../../test/real-beacon.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

type User = ReturnType<typeof renderApp>['user'];

/** The setup calls the page sent to the server. */
const setupsSent = (beacon: BeaconAwaitingSetup) =>
  beacon.browserCalls.filter((call) => call.method === 'PUT' && call.path === url('/users/setup'));

async function fillIn(user: User, name: string, password: string, repeat = password) {
  const submit = await screen.findByRole('button', { name: 'Create super user' });
  if (name) await user.type(screen.getByLabelText('Name'), name);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (repeat) await user.type(screen.getByLabelText('Repeat password'), repeat);
  await user.click(submit);
}

describe('first-run setup page', () => {
  it('creates the first super user with the token from the link, then signs in with it', async () => {
    const beacon = await startBeaconAwaitingSetup();
    const { user } = renderApp(`/setup?token=${beacon.setupToken}`);

    expect(await screen.findByRole('heading', { name: 'Create the first super user' })).toBeInTheDocument();
    await fillIn(user, operator.username, operator.password);

    // A server that setup has just opened has no environment yet: its console opens on the
    // environments page, signed in as the new super user.
    expect(await screen.findByRole('heading', { name: 'Environments', level: 1 })).toBeInTheDocument();
    expect(currentUrl()).toBe('/environments');
    expect(setupsSent(beacon).map((call) => JSON.parse(call.body ?? '') as unknown)).toEqual([
      { token: beacon.setupToken, name: operator.username, password: operator.password },
    ]);
    expect(beacon.browserCalls.some((call) => call.path === url('/login'))).toBe(true);
  });

  it('checks the fields with the messages of user creation before calling the server', async () => {
    const beacon = await startBeaconAwaitingSetup();
    const { user } = renderApp(`/setup?token=${beacon.setupToken}`);

    await fillIn(user, '', '', '');
    expect(await screen.findByText('The name can not is empty')).toBeInTheDocument();
    expect(screen.getByText('The password can not is empty')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'root');
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(await screen.findByText('The password must be at least 12 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), operator.password);
    await user.type(screen.getByLabelText('Repeat password'), 'something else entirely');
    await user.click(screen.getByRole('button', { name: 'Create super user' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(setupsSent(beacon)).toHaveLength(0);

    // A language switch re-words the messages already on screen.
    await user.click(screen.getByText('中文', { exact: true }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
  });

  it('shows the common-password refusal and keeps what was typed', async () => {
    const beacon = await startBeaconAwaitingSetup();
    const { user } = renderApp(`/setup?token=${beacon.setupToken}`);

    await fillIn(user, 'root', 'Password2024!');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not create the super user');
    expect(alert).toHaveTextContent(MESSAGES.passwordTooCommon);
    expect(screen.getByLabelText('Name')).toHaveValue('root');
  });

  it('says what to do when the link has no token', async () => {
    await startBeaconAwaitingSetup();
    renderApp('/setup');

    expect(await screen.findByText('This address has no setup token')).toBeInTheDocument();
    expect(screen.getByText(/in the server log and on its console output/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create super user' })).not.toBeInTheDocument();
  });

  it('says what to do when the token is not the current one', async () => {
    await startBeaconAwaitingSetup();
    const { user } = renderApp('/setup?token=from-an-earlier-start');

    await fillIn(user, operator.username, operator.password);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This setup link is not valid');
    expect(alert).toHaveTextContent('Open the newest link from the server log or console output.');
    expect(currentUrl()).toBe('/setup?token=from-an-earlier-start');
  });

  it('says setup is complete once it is, with the way to the login page', async () => {
    // The worker's server: its super user exists, so setup is closed.
    const { user } = renderApp('/setup?token=from-the-log-of-an-earlier-start');

    expect(await screen.findByText('Setup is already complete')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'First-run setup', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the login page' }));
    await waitFor(() => expect(currentUrl()).toBe('/login'));
  });

  it('reads the status again when the server says setup was completed meanwhile', async () => {
    const beacon = await startBeaconAwaitingSetup();
    const { user } = renderApp(`/setup?token=${beacon.setupToken}`);
    expect(await screen.findByRole('heading', { name: 'Create the first super user' })).toBeInTheDocument();
    await beacon.completeSetupElsewhere('root', 'a passphrase typed in another browser');

    await fillIn(user, operator.username, operator.password);

    expect(await screen.findByText('Setup is already complete')).toBeInTheDocument();
    const refusal = beacon.browserCalls.filter((call) => call.path === url('/users/setup'));
    expect(refusal).toHaveLength(1);
  });

  it('offers a retry when the status cannot be read', async () => {
    const beacon = await startBeaconAwaitingSetup();
    // The failure is injected on purpose: the server answers 503 until the test lets the call through.
    let down = true;
    network.use(
      http.get(url('/users/setup/status'), () =>
        down
          ? HttpResponse.json({ error: 'down', message: 'down', reason: 'down' }, { status: 503 })
          : undefined,
      ),
    );
    const { user } = renderApp(`/setup?token=${beacon.setupToken}`);

    expect(await screen.findByText('Could not ask the server whether setup is pending')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    const beacon = await startBeaconAwaitingSetup();
    const { user } = renderApp(`/setup?token=${beacon.setupToken}`);

    expect(await screen.findByRole('heading', { name: '创建第一个超级用户' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '创建超级用户' }));
    expect(await screen.findByText('名称不能为空')).toBeInTheDocument();
  });
});

describe('login page while setup is pending', () => {
  it('says that setup is pending and where the link is', async () => {
    await startBeaconAwaitingSetup();
    renderApp('/login');

    const notice = (await screen.findByText('First-run setup is pending')).closest('[role="status"]');
    expect(notice).toHaveTextContent('in the server log and on its console output');
  });

  it('says nothing about setup once it is done', async () => {
    const beacon = await startRealBeacon();
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Log in to Beacon' })).toBeInTheDocument();
    const asked = () => beacon.browserCalls.filter((call) => call.path === url('/users/setup/status'));
    await waitFor(() => expect(asked()).toHaveLength(1));
    expect(screen.queryByText('First-run setup is pending')).not.toBeInTheDocument();
  });
});
