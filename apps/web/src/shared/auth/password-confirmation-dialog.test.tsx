import { MESSAGES, PASSWORD_CONFIRMATION_REQUIRED, type UserInfoResponse } from '@beacon/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { reactionTo } from '../api/error-catalogue.ts';
import { HttpError, requestData } from '../api/index.ts';
import { i18n } from '../i18n/i18n.ts';
import { url } from '../../test/console-paths.ts';
import { userInfoOf } from '../../test/console-users.ts';
import { network } from '../../test/network.ts';
import { OPERATOR, createUsers, setServerClock, startRealBeacon } from '../../test/real-beacon.ts';
import { PasswordConfirmationHost } from './password-confirmation-dialog.tsx';
import { expectedSignOnState } from './sign-on-state.ts';
import { sessionKeys } from './user-info.ts';

/** Setting another user's password: a sensitive call (the password typed within 5 minutes). */
const SENSITIVE = '/users/user/password';
/** The server's confirmation window (recent-password.ts), and a minute more. */
const PAST_THE_WINDOW_MS = 6 * 60_000;

/**
 * The real server, the operator signed in more than 5 minutes ago: the sensitive call is refused
 * until the password is confirmed, then done. Returns its body and the calls the browser sent.
 */
async function sensitiveCall() {
  const beacon = await startRealBeacon();
  const [dana] = await createUsers(beacon, [{ name: 'dana' }]);
  await beacon.signInBrowser();
  setServerClock(beacon, beacon.server.clock.now() + PAST_THE_WINDOW_MS);
  return {
    body: { name: dana!.username, password: 'a passphrase the operator chose for dana' },
    seen: () => beacon.browserCalls.filter((call) => call.method === 'POST' && call.path === url(SENSITIVE)),
  };
}

/** The host as the console mounts it, with the signed-in user's info as the route guard left it. */
function renderHost(user: Partial<UserInfoResponse> = {}) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionKeys.userInfo(), { ...userInfoOf(), ...user });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <PasswordConfirmationHost />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('password confirmation for sensitive calls (issue 15 item 5)', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it('asks for the password, says so when it is wrong, and retries the call once it is right', async () => {
    const { body, seen } = await sensitiveCall();
    renderHost();
    const user = userEvent.setup();
    const call = requestData<{ message: string }>(SENSITIVE, { method: 'POST', json: body });

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    expect(seen()).toHaveLength(1);
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is incorrect');
    expect(seen()).toHaveLength(1);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), OPERATOR.password);
    // The server took its time over the wrong password: the button showed its spinner, whose
    // leaving animation jsdom never ends, so the spinner's label stays in the button's name.
    await user.click(screen.getByRole('button', { name: /Confirm and continue$/ }));
    await expect(call).resolves.toEqual({ message: 'Change a password success' });
    expect(seen()).toHaveLength(2);
    expect(JSON.parse(seen()[1]!.body ?? '')).toEqual(body);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('Cancel rejects the call with its original refusal and sends nothing more', async () => {
    const { body, seen } = await sensitiveCall();
    renderHost();
    const user = userEvent.setup();
    // Caught at once: the rejection arrives while the click is being handled.
    const call = requestData(SENSITIVE, {
      method: 'POST',
      json: body,
      reportErrors: false,
    }).catch((error: unknown) => error);
    await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const refusal = await call;
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(403);
    expect((refusal as HttpError).body).toMatchObject({ code: PASSWORD_CONFIRMATION_REQUIRED });
    expect(seen()).toHaveLength(1);
  });

  it('speaks Chinese in a Chinese console', async () => {
    await i18n.changeLanguage('zh');
    const { body } = await sensitiveCall();
    renderHost();
    const call = requestData(SENSITIVE, { method: 'POST', json: body, reportErrors: false }).catch(
      () => 'refused',
    );
    expect(await screen.findByRole('dialog', { name: '确认您的密码' })).toHaveTextContent(
      '5 分钟内不会再次询问',
    );
    expect(screen.getByRole('button', { name: '确认并继续' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^取\s?消$/ }));
    await expect(call).resolves.toBe('refused');
  });

  it('sends a single sign-on user to the provider for a fresh sign-in instead of asking a password (issue 28 B16)', async () => {
    // The refusal is the real server's; a user of a provider cannot be signed in without one, so
    // the page is told the user confirms there, and the flow's start is answered by hand.
    const { body } = await sensitiveCall();
    const started: unknown[] = [];
    network.use(
      http.post(url('/sso/reconfirmation'), async ({ request }) => {
        started.push(await request.json());
        // An address on this page's own origin: jsdom does not leave the page, whatever it is.
        return HttpResponse.json({ url: `${window.location.origin}/provider-login`, state: 'st-1' });
      }),
    );
    renderHost({ confirmsWith: 'provider' });
    const user = userEvent.setup();
    const call = requestData(SENSITIVE, { method: 'POST', json: body, reportErrors: false }).catch(
      () => 'refused',
    );

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(dialog).toHaveTextContent('sign in again at your provider');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in again at the provider' }));
    await waitFor(() => expect(started).toEqual([{ returnTo: '/' }]));
    // The callback checks the answer against the state this tab started.
    expect(expectedSignOnState()).toBe('st-1');
    // jsdom does not leave the page: the dialog is still there, and Cancel ends the call, whose
    // prompt would otherwise hold every later one (one prompt at a time).
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(call).resolves.toBe('refused');
  });

  it('a cancelled call says in the toast why it was not done', () => {
    const refusal = new HttpError('status', MESSAGES.passwordConfirmationRequired, {
      status: 403,
      body: { message: MESSAGES.passwordConfirmationRequired, code: PASSWORD_CONFIRMATION_REQUIRED },
    });
    expect(reactionTo(refusal)).toEqual({
      kind: 'toast',
      text: 'This action needs your password: it was not done.',
    });
  });

  it('without the dialog (no antd screen yet) the call fails with its refusal', async () => {
    const { body, seen } = await sensitiveCall();
    const refusal = await requestData(SENSITIVE, { method: 'POST', json: body, reportErrors: false }).catch(
      (error: unknown) => error,
    );
    expect((refusal as HttpError).status).toBe(403);
    expect(seen()).toHaveLength(1);
  });
});
