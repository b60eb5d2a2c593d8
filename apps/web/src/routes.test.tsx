import { COOKIES } from '@beacon/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operator, signInAsOperator } from './test/console-api.ts';
import { currentUrl, renderApp } from './test/render-app.tsx';
import { browserCookies } from './test/browser-cookies.ts';

describe('route table and guard', () => {
  it('sends a signed-out visitor of / to the login page with a way back', async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Log in to Beacon' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/login?redirect=%2F');
  });

  it('keeps the query string of the page the visitor asked for', async () => {
    renderApp('/?view=roles');

    expect(await screen.findByRole('heading', { name: 'Log in to Beacon' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/login?redirect=%2F%3Fview%3Droles');
  });

  it('sends a signed-in user who opens /login to the home page', async () => {
    signInAsOperator();
    renderApp('/login?redirect=%2Fsomewhere');

    expect(await screen.findByRole('heading', { name: `Welcome, ${operator.username}` })).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
    expect(browserCookies()[COOKIES.adminToken]).toBe(operator.token);
  });

  it('redirects an unknown path to /404', async () => {
    const { user } = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/404');
    await waitFor(() => expect(document.title).toBe('Page not found · Beacon'));

    await user.click(screen.getByRole('button', { name: 'Return Home' }));
    // Home needs a session, so a signed-out visitor ends on the login page.
    expect(await screen.findByRole('heading', { name: 'Log in to Beacon' })).toBeInTheDocument();
  });
});
