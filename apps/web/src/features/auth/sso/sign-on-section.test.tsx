import { MESSAGES, SSO_CODES } from '@beacon/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { url } from '../../../test/console-paths.ts';
import { network } from '../../../test/network.ts';
import {
  SSO_PROVIDER,
  createSsoUser,
  startBeaconWithSso,
  startRealBeacon,
} from '../../../test/real-beacon.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { rememberSignOnState } from '../../../shared/auth/sign-on-state.ts';

beforeEach(() => sessionStorage.clear());

/**
 * What only a provider makes the server answer (its verdict on the code, a user it vouches for
 * without access): the server's exchange answers as it would, the rest of the flow is the real server's.
 */
const exchangeRefused = (code: string, status: number) =>
  http.post(url('/casdoor'), () => HttpResponse.json({ error: 'refused', code }, { status }));

describe('single sign-on on the login page', { timeout: 60_000 }, () => {
  it('shows no button when the server has no provider configured', async () => {
    const beacon = await startRealBeacon();
    const asked = () => beacon.browserCalls.filter((call) => call.path === url('/sso/settings'));
    renderApp('/login');
    await screen.findByLabelText('Username', {}, { timeout: 45_000 });
    await waitFor(() => expect(asked()).toHaveLength(1), { timeout: 45_000 });
    // The answer has been rendered too: the form is all there is.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: /Login with/ })).not.toBeInTheDocument();
  });

  it('shows "Login with <label>" when a provider is configured', async () => {
    await startBeaconWithSso();
    renderApp('/login');
    expect(
      await screen.findByRole('button', { name: `Login with ${SSO_PROVIDER.label}` }, { timeout: 45_000 }),
    ).toBeEnabled();
  });

  it('shows the button in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await startBeaconWithSso();
    renderApp('/login');
    expect(
      await screen.findByRole('button', { name: `单点登录（${SSO_PROVIDER.label}）` }, { timeout: 45_000 }),
    ).toBeEnabled();
  });

  it('says the provider cannot be reached when the flow cannot start, never the password message', async () => {
    await startBeaconWithSso();
    // The provider is down: its discovery document does not come.
    network.use(
      http.all(`${new URL(SSO_PROVIDER.issuer).origin}/*`, () => new HttpResponse(null, { status: 503 })),
    );
    const { user } = renderApp('/login');
    await user.click(
      await screen.findByRole('button', { name: `Login with ${SSO_PROVIDER.label}` }, { timeout: 45_000 }),
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 45_000 });
    expect(alert).toHaveTextContent('Single sign-on did not complete');
    expect(alert).toHaveTextContent(
      'The sign-on provider cannot be reached right now. Try again in a moment.',
    );
    expect(alert).not.toHaveTextContent(MESSAGES.loginFailed);
  });

  it('brings the server’s refusal of an answer to a flow this browser did not start back to the login page', async () => {
    // The real server: no flow cookie goes with this answer, so its state cannot match.
    const beacon = await startBeaconWithSso();
    rememberSignOnState('s1');
    renderApp('/callback?code=c1&state=s1');
    const alert = await screen.findByRole('alert', {}, { timeout: 45_000 });
    expect(alert).toHaveTextContent('does not belong to a sign-on started in this browser');
    expect(alert).not.toHaveTextContent(MESSAGES.loginFailed);
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: `Login with ${SSO_PROVIDER.label}` }),
    ).toBeInTheDocument();
    expect(beacon.browserCalls.filter((call) => call.path === url('/casdoor'))).toHaveLength(1);
  });

  it.each([
    [
      SSO_CODES.codeRejected,
      400,
      'The sign-on provider refused the code: it has expired or was already used.',
    ],
    [SSO_CODES.userRefused, 403, 'is not granted any access to Beacon'],
    [SSO_CODES.providerUnavailable, 503, 'cannot be reached right now'],
    [SSO_CODES.flowExpired, 400, 'took too long'],
  ])(
    'brings the exchange refusal %s back to the login page with its words and the button',
    async (code, status, words) => {
      await startBeaconWithSso();
      network.use(exchangeRefused(code, status));
      rememberSignOnState('s1');
      renderApp('/callback?code=c1&state=s1');
      const alert = await screen.findByRole('alert', {}, { timeout: 45_000 });
      expect(alert).toHaveTextContent(words);
      expect(alert).not.toHaveTextContent(MESSAGES.loginFailed);
      expect(await screen.findByLabelText('Username')).toBeInTheDocument();
      expect(
        await screen.findByRole('button', { name: `Login with ${SSO_PROVIDER.label}` }),
      ).toBeInTheDocument();
    },
  );

  it('words the refusal in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    network.use(exchangeRefused(SSO_CODES.userRefused, 403));
    renderApp('/callback?code=c1&state=s1');
    const alert = await screen.findByRole('alert', {}, { timeout: 45_000 });
    expect(alert).toHaveTextContent('单点登录未能完成');
    expect(alert).toHaveTextContent('未被授予 Beacon 的任何访问权限');
  });

  it('tells a single sign-on user who typed a password to use the button', async () => {
    await createSsoUser(await startRealBeacon(), 'carol', ['finance']);
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Username', {}, { timeout: 45_000 }), 'carol');
    await user.type(screen.getByLabelText('Password'), 'whatever password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 45_000 });
    expect(alert).toHaveTextContent('This account signs in with single sign-on, not a password.');
    expect(alert).not.toHaveTextContent(MESSAGES.loginFailed);
  });
});
