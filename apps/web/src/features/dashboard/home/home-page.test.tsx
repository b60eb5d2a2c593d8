import { COOKIES, MESSAGES } from '@beacon/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { browserCookies } from '../../../test/browser-cookies.ts';
import {
  SESSION_XSRF,
  logoutHandler,
  operator,
  signInAsOperator,
  url,
  userInfoHandler,
  userInfoOf,
  type SeenRequests,
} from '../../../test/console-api.ts';
import { network } from '../../../test/network.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

describe('home page', () => {
  it("shows the signed-in user's name and roles from the user info", async () => {
    signInAsOperator();
    network.use(
      userInfoHandler([], userInfoOf({ roles: ['super', 'admin'], tenants: ['public', 'finance'] })),
    );
    renderApp('/');

    expect(await screen.findByRole('heading', { name: `Welcome, ${operator.username}` })).toBeInTheDocument();
    for (const value of ['super', 'admin', 'public', 'finance']) {
      expect(screen.getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: /Log out/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home · Beacon'));
  });

  it('sends the session headers the server expects on every call', async () => {
    signInAsOperator({ [COOKIES.tenant]: 'finance', [COOKIES.environment]: 'staging' });
    const seen: SeenRequests = [];
    network.use(userInfoHandler(seen));
    renderApp('/');

    expect(await screen.findByRole('heading', { name: `Welcome, ${operator.username}` })).toBeInTheDocument();
    const headers = seen[0]!.headers;
    expect(headers.get('token')).toBe(operator.token);
    expect(headers.get('username')).toBe(operator.username);
    expect(headers.get('tenant')).toBe('finance');
    expect(headers.get('environment')).toBe('staging');
    expect(headers.get('X-XSRF-TOKEN')).toBe(SESSION_XSRF);
  });

  it('logs out locally and returns to the login page when the server no longer knows the session', async () => {
    signInAsOperator({ [COOKIES.adminToken]: 'expired-token', [COOKIES.environment]: 'staging' });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Log in to Beacon' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/login?redirect=%2F');
    expect(await screen.findByText(MESSAGES.pleaseLogin)).toBeInTheDocument();
    const cookies = browserCookies();
    expect(cookies[COOKIES.adminToken]).toBeUndefined();
    expect(cookies[COOKIES.environment]).toBeUndefined();
  });

  it('offers a retry when the user info cannot be loaded', async () => {
    signInAsOperator();
    let failures = 1;
    network.use(
      http.get(url('/users/userInfo'), () =>
        failures-- > 0 ? HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderApp('/');

    expect(await screen.findByText('Could not load your user information')).toBeInTheDocument();
    expect(screen.getByText('Internal Server Error')).toBeInTheDocument();
    expect(browserCookies()[COOKIES.adminToken]).toBe(operator.token);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: `Welcome, ${operator.username}` })).toBeInTheDocument();
  });

  it('logs out on the server with the session and CSRF headers, then forgets the session', async () => {
    signInAsOperator({ [COOKIES.tenant]: 'finance', [COOKIES.environment]: 'staging' });
    const logouts: SeenRequests = [];
    network.use(logoutHandler(logouts));
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: /Log out/ }));

    await waitFor(() => expect(browserCookies()[COOKIES.adminToken]).toBeUndefined());
    expect(logouts).toHaveLength(1);
    expect(logouts[0]!.headers.get('token')).toBe(operator.token);
    expect(logouts[0]!.headers.get('X-XSRF-TOKEN')).toBe(SESSION_XSRF);
    const cookies = browserCookies();
    for (const name of [COOKIES.tenant, COOKIES.environment, 'username'])
      expect(cookies[name]).toBeUndefined();
  });

  it('keeps the session and explains why when the server refuses the logout', async () => {
    signInAsOperator({ [COOKIES.xsrf]: 'stale-token' });
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: /Log out/ }));

    expect(await screen.findByText(MESSAGES.csrfRejected)).toBeInTheDocument();
    expect(browserCookies()[COOKIES.adminToken]).toBe(operator.token);
    expect(screen.getByRole('heading', { name: `Welcome, ${operator.username}` })).toBeInTheDocument();
  });
});
