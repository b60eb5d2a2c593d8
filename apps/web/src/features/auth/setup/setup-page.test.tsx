import { MESSAGES, SETUP_MESSAGES } from '@beacon/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  SETUP_TOKEN,
  operator,
  setupHandler,
  setupStatusHandler,
  url,
  type SeenRequests,
} from '../../../test/console-api.ts';
import { network } from '../../../test/network.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { simulatePulsar } from '../../../test/simulator-network.ts';

type User = ReturnType<typeof renderApp>['user'];

async function fillIn(user: User, name: string, password: string, repeat = password) {
  const submit = await screen.findByRole('button', { name: 'Create super user' });
  if (name) await user.type(screen.getByLabelText('Name'), name);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (repeat) await user.type(screen.getByLabelText('Repeat password'), repeat);
  await user.click(submit);
}

describe('first-run setup page', () => {
  it('creates the first super user with the token from the link, then signs in with it', async () => {
    // The real server has its super user already (setup is closed there): setup itself is answered
    // as the server does, and the sign-in that follows is the real server's, with the same name
    // and password, as on a server that setup has just opened.
    const setups: SeenRequests = [];
    await simulatePulsar({ signedIn: false });
    network.use(setupStatusHandler(true), setupHandler(setups));
    const { user } = renderApp(`/setup?token=${SETUP_TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Create the first super user' })).toBeInTheDocument();
    await fillIn(user, operator.username, operator.password);

    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 })).toBeInTheDocument();
    expect(currentUrl()).toBe('/overview');
    expect(await setups[0]!.json()).toEqual({
      token: SETUP_TOKEN,
      name: operator.username,
      password: operator.password,
    });
  });

  it('checks the fields with the messages of user creation before calling the server', async () => {
    const setups: SeenRequests = [];
    network.use(setupStatusHandler(true), setupHandler(setups));
    const { user } = renderApp(`/setup?token=${SETUP_TOKEN}`);

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
    expect(setups).toHaveLength(0);

    // A language switch re-words the messages already on screen.
    await user.click(screen.getByText('中文', { exact: true }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
  });

  it('shows the common-password refusal and keeps what was typed', async () => {
    network.use(setupStatusHandler(true), setupHandler());
    const { user } = renderApp(`/setup?token=${SETUP_TOKEN}`);

    await fillIn(user, 'root', 'Password2024!');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not create the super user');
    expect(alert).toHaveTextContent(MESSAGES.passwordTooCommon);
    expect(screen.getByLabelText('Name')).toHaveValue('root');
  });

  it('says what to do when the link has no token', async () => {
    network.use(setupStatusHandler(true));
    renderApp('/setup');

    expect(await screen.findByText('This address has no setup token')).toBeInTheDocument();
    expect(screen.getByText(/in the server log and on its console output/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create super user' })).not.toBeInTheDocument();
  });

  it('says what to do when the token is not the current one', async () => {
    network.use(setupStatusHandler(true), setupHandler());
    const { user } = renderApp('/setup?token=from-an-earlier-start');

    await fillIn(user, operator.username, operator.password);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This setup link is not valid');
    expect(alert).toHaveTextContent('Open the newest link from the server log or console output.');
    expect(currentUrl()).toBe('/setup?token=from-an-earlier-start');
  });

  it('says setup is complete once it is, with the way to the login page', async () => {
    const { user } = renderApp(`/setup?token=${SETUP_TOKEN}`);

    expect(await screen.findByText('Setup is already complete')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'First-run setup', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the login page' }));
    await waitFor(() => expect(currentUrl()).toBe('/login'));
  });

  it('reads the status again when the server says setup was completed meanwhile', async () => {
    let pending = true;
    network.use(
      http.get(url('/users/setup/status'), () => HttpResponse.json({ pending })),
      http.put(url('/users/setup'), () => {
        pending = false;
        const error = SETUP_MESSAGES.closed;
        return HttpResponse.json({ error, message: error, reason: error }, { status: 403 });
      }),
    );
    const { user } = renderApp(`/setup?token=${SETUP_TOKEN}`);

    await fillIn(user, operator.username, operator.password);

    expect(await screen.findByText('Setup is already complete')).toBeInTheDocument();
  });

  it('offers a retry when the status cannot be read', async () => {
    let answer = 503;
    network.use(
      http.get(url('/users/setup/status'), () =>
        answer === 200
          ? HttpResponse.json({ pending: true })
          : HttpResponse.json({ error: 'down', message: 'down', reason: 'down' }, { status: answer }),
      ),
    );
    const { user } = renderApp(`/setup?token=${SETUP_TOKEN}`);

    expect(await screen.findByText('Could not ask the server whether setup is pending')).toBeInTheDocument();
    answer = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    network.use(setupStatusHandler(true), setupHandler());
    const { user } = renderApp(`/setup?token=${SETUP_TOKEN}`);

    expect(await screen.findByRole('heading', { name: '创建第一个超级用户' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '创建超级用户' }));
    expect(await screen.findByText('名称不能为空')).toBeInTheDocument();
  });
});

describe('login page while setup is pending', () => {
  it('says that setup is pending and where the link is', async () => {
    network.use(setupStatusHandler(true));
    renderApp('/login');

    const notice = (await screen.findByText('First-run setup is pending')).closest('[role="status"]');
    expect(notice).toHaveTextContent('in the server log and on its console output');
  });

  it('says nothing about setup once it is done', async () => {
    const asked: SeenRequests = [];
    network.use(setupStatusHandler(false, asked));
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Log in to Beacon' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByText('First-run setup is pending')).not.toBeInTheDocument();
  });
});
