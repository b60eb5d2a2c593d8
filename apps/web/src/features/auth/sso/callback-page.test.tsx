import { MESSAGES } from '@beacon/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { url } from '../../../test/console-paths.ts';
import { network } from '../../../test/network.ts';
import { OPERATOR, signedInBeacon, startRealBeacon } from '../../../test/real-beacon.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { rememberSignOnState } from '../../../shared/auth/sign-on-state.ts';

/**
 * The server's side of the exchange, answering `answer` and recording every call: what the server
 * answers depends on the provider's verdict on the code, and no provider takes part here. Everything
 * else the page calls is the real server's.
 */
function exchange(answer: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  network.use(
    http.post(url('/casdoor'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

/** The failure panel's text; the first render loads the console lazily (slow on a busy machine). */
async function failure(heading = 'Single sign-on did not complete') {
  const alert = await screen.findByRole('alert', {}, { timeout: 45_000 });
  expect(alert).toHaveTextContent(heading);
  expect(alert).not.toHaveTextContent(MESSAGES.loginFailed);
  return alert;
}

beforeEach(() => sessionStorage.clear());

describe('single sign-on callback', { timeout: 60_000 }, () => {
  it('says what the provider refused, with its description, and exchanges nothing', async () => {
    const bodies = exchange(() => HttpResponse.json({}));
    renderApp('/callback?error=access_denied&error_description=The+user+cancelled+the+sign-in&state=s1', {
      strictMode: true,
    });
    expect(await failure()).toHaveTextContent(
      'The sign-on provider refused: access_denied (The user cancelled the sign-in).',
    );
    expect(bodies).toEqual([]);
  });

  it('brings a reconfirmed user back to the page it left, in the same session (issue 28 B16)', async () => {
    await signedInBeacon();
    const bodies = exchange(() => HttpResponse.json({ login: 'confirmed', returnTo: '/tokens' }));
    rememberSignOnState('s1');
    renderApp('/callback?code=c1&state=s1', { strictMode: true });
    expect(
      await screen.findByText('Confirmed: you may now do the action again.', {}, { timeout: 45_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/tokens'));
    expect(bodies).toEqual([{ code: 'c1', state: 's1' }]);
  });

  it('says the provider did not confirm, without sending a signed-in user to the login page', async () => {
    await signedInBeacon();
    exchange(() =>
      HttpResponse.json(
        { error: 'refused', message: 'refused', code: 'SSO_RECONFIRMATION_REFUSED' },
        { status: 403 },
      ),
    );
    rememberSignOnState('s1');
    renderApp('/callback?code=c1&state=s1', { strictMode: true });
    expect(
      await screen.findByText(/The provider did not confirm a fresh sign-in/, {}, { timeout: 45_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).not.toMatch(/^\/(login|callback)/));
  });

  it('says the provider sent no code', async () => {
    renderApp('/callback?state=s1', { strictMode: true });
    expect(await failure()).toHaveTextContent('The sign-on provider sent no code to exchange.');
  });

  it('refuses an answer to a sign-on this tab did not start, before spending its code', async () => {
    const bodies = exchange(() => HttpResponse.json({}));
    rememberSignOnState('started-here');
    renderApp('/callback?code=c1&state=forged', { strictMode: true });
    expect(await failure()).toHaveTextContent(
      'This answer does not belong to the sign-on started in this browser (its state does not match), so it was not used. Start again from the login page.',
    );
    expect(bodies).toEqual([]);
  });

  it('shows the server’s refusal text, after exchanging the code once', async () => {
    const bodies = exchange(() =>
      HttpResponse.json({ error: 'The sign-on code has expired' }, { status: 401 }),
    );
    rememberSignOnState('s1');
    renderApp('/callback?code=c1&state=s1', { strictMode: true });
    expect(await failure()).toHaveTextContent('Beacon refused the sign-on: The sign-on code has expired');
    expect(bodies).toEqual([{ code: 'c1', state: 's1' }]);
  });

  it('names the status when the server refuses without a reason', async () => {
    exchange(() => new HttpResponse(null, { status: 403 }));
    renderApp('/callback?code=c1&state=s1', { strictMode: true });
    expect(await failure()).toHaveTextContent('Beacon refused the sign-on (HTTP 403).');
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    renderApp('/callback?error=access_denied', { strictMode: true });
    expect(await failure('单点登录未能完成')).toHaveTextContent('单点登录服务拒绝了登录：access_denied。');
  });

  it('opens the console when the server accepts the code', async () => {
    // The provider vouched for the operator: the server opens a session, as a login does.
    const beacon = await startRealBeacon();
    const bodies = exchange(async () => {
      await beacon.signInBrowser();
      return HttpResponse.json({ login: 'success' }, { headers: { username: OPERATOR.username } });
    });
    rememberSignOnState('s1');
    renderApp('/callback?code=c1&state=s1', { strictMode: true });
    await waitFor(() => expect(currentUrl()).not.toMatch(/^\/(callback|login)/), { timeout: 45_000 });
    expect(bodies).toEqual([{ code: 'c1', state: 's1' }]);
    expect(screen.queryByText('Single sign-on did not complete')).not.toBeInTheDocument();
  });
});
