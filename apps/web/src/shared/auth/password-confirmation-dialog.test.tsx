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
import { operator, url, userInfoOf, type SeenRequests } from '../../test/console-api.ts';
import { network } from '../../test/network.ts';
import { PasswordConfirmationHost } from './password-confirmation-dialog.tsx';
import { expectedSignOnState } from './sign-on-state.ts';
import { sessionKeys } from './user-info.ts';

const SENSITIVE = '/environments/environment';

/** A sensitive call as the server answers it: refused until the password was confirmed, then done. */
function sensitiveCall(seen: SeenRequests) {
  let confirmed = false;
  network.use(
    http.post(url('/auth/confirm-password'), async ({ request }) => {
      const { password } = (await request.clone().json()) as { password: string };
      if (password === operator.password) confirmed = true;
      // The shared console API handler answers as the server does.
      return undefined;
    }),
    http.post(url(SENSITIVE), ({ request }) => {
      seen.push(request);
      if (!confirmed) {
        const text = MESSAGES.passwordConfirmationRequired;
        return HttpResponse.json(
          { error: text, message: text, reason: text, code: PASSWORD_CONFIRMATION_REQUIRED },
          { status: 403 },
        );
      }
      return HttpResponse.json({ message: 'Update environment success' });
    }),
  );
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
    const seen: SeenRequests = [];
    sensitiveCall(seen);
    renderHost();
    const user = userEvent.setup();
    const call = requestData<{ message: string }>(SENSITIVE, { method: 'POST', json: { name: 'prod' } });

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    expect(seen).toHaveLength(1);
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is incorrect');
    expect(seen).toHaveLength(1);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), operator.password);
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await expect(call).resolves.toEqual({ message: 'Update environment success' });
    expect(seen).toHaveLength(2);
    expect(await seen[1]!.json()).toEqual({ name: 'prod' });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('Cancel rejects the call with its original refusal and sends nothing more', async () => {
    const seen: SeenRequests = [];
    sensitiveCall(seen);
    renderHost();
    const user = userEvent.setup();
    // Caught at once: the rejection arrives while the click is being handled.
    const call = requestData(SENSITIVE, {
      method: 'POST',
      json: { name: 'prod' },
      reportErrors: false,
    }).catch((error: unknown) => error);
    await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const refusal = await call;
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(403);
    expect((refusal as HttpError).body).toMatchObject({ code: PASSWORD_CONFIRMATION_REQUIRED });
    expect(seen).toHaveLength(1);
  });

  it('speaks Chinese in a Chinese console', async () => {
    await i18n.changeLanguage('zh');
    sensitiveCall([]);
    renderHost();
    const call = requestData(SENSITIVE, { method: 'POST', json: {}, reportErrors: false }).catch(
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
    const seen: SeenRequests = [];
    sensitiveCall(seen);
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
    const call = requestData(SENSITIVE, { method: 'POST', json: {}, reportErrors: false }).catch(
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
    const seen: SeenRequests = [];
    sensitiveCall(seen);
    const refusal = await requestData(SENSITIVE, { method: 'POST', json: {}, reportErrors: false }).catch(
      (error: unknown) => error,
    );
    expect((refusal as HttpError).status).toBe(403);
    expect(seen).toHaveLength(1);
  });
});
