import { API_PREFIX, COOKIES } from '@beacon/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { browserCookies } from '../../test/browser-cookies.ts';
import {
  environmentsHandler,
  signInAsOperator,
  userInfoHandler,
  userInfoOf,
} from '../../test/console-api.ts';
import { network } from '../../test/network.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import { serveNamespaceCatalogue } from '../../test/simulated-namespace-catalogue.ts';
import { simulatePulsar } from '../../test/simulator-network.ts';
import { LAST_ENVIRONMENT_KEY } from './environment-step.ts';

/** The environments page; its first load in a test worker compiles a large chunk, hence the wait. */
const findEnvironmentsPage = () =>
  screen.findByRole('heading', { name: 'Environments', level: 1 }, { timeout: 30_000 });

const DEEP_LINK = '/management/namespaces/public/default/namespace';

/**
 * Pulsar as the simulator answers without an environment header (400 "no active environment", as
 * the server does), and the console's catalogue, which the namespace page of DEEP_LINK reads.
 */
function simulateDeepLinkTarget() {
  const pulsar = simulatePulsar({ environment: null });
  serveNamespaceCatalogue(pulsar);
  return pulsar;
}
const environment = (name: string) => ({ name, broker: `http://${name}:8080`, status: 'online' as const });

describe('a deep link opened with no environment chosen', () => {
  it('goes silently to /environments when the user has none to choose from', async () => {
    signInAsOperator();
    const pulsar = simulateDeepLinkTarget();

    renderApp(DEEP_LINK);

    expect(await findEnvironmentsPage()).toBeInTheDocument();
    expect(currentUrl()).toBe('/environments');
    // One probe asked the server; the screen itself never ran, so nothing failed in red.
    expect(pulsar.seen.map((call) => new URL(call.url).pathname)).toEqual(['/admin/v2/clusters']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the link with the only environment there is, and remembers it', async () => {
    signInAsOperator();
    network.use(environmentsHandler([environment('production')]));
    simulateDeepLinkTarget();

    renderApp(DEEP_LINK);

    await waitFor(() => expect(browserCookies()[COOKIES.environment]).toBe('production'));
    expect(await screen.findByRole('button', { name: /^Environment: production$/ })).toBeInTheDocument();
    expect(currentUrl()).toBe(DEEP_LINK);
    expect(localStorage.getItem(LAST_ENVIRONMENT_KEY)).toBe('production');
  });

  it("opens the link with this browser's last environment when it still exists", async () => {
    signInAsOperator();
    localStorage.setItem(LAST_ENVIRONMENT_KEY, 'staging');
    network.use(environmentsHandler([environment('production'), environment('staging')]));
    simulateDeepLinkTarget();

    renderApp(DEEP_LINK);

    expect(await screen.findByRole('button', { name: /^Environment: staging$/ })).toBeInTheDocument();
    expect(currentUrl()).toBe(DEEP_LINK);
  });

  it('asks the user to choose among several when none was used here before', async () => {
    signInAsOperator();
    localStorage.setItem(LAST_ENVIRONMENT_KEY, 'deleted-since');
    network.use(environmentsHandler([environment('production'), environment('staging')]));
    simulateDeepLinkTarget();

    renderApp(DEEP_LINK);

    expect(await findEnvironmentsPage()).toBeInTheDocument();
    expect(browserCookies()[COOKIES.environment]).toBeUndefined();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("the user's last environment, kept by the server", () => {
  it('opens a deep link in a new browser with the environment the user chose elsewhere', async () => {
    signInAsOperator();
    // Nothing in this browser: no cookie, no local storage; the server remembers "staging".
    network.use(
      userInfoHandler([], userInfoOf({ lastEnvironment: 'staging' })),
      environmentsHandler([environment('production'), environment('staging')]),
    );
    simulateDeepLinkTarget();

    renderApp(DEEP_LINK);

    expect(await screen.findByRole('button', { name: /^Environment: staging$/ })).toBeInTheDocument();
    expect(currentUrl()).toBe(DEEP_LINK);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("prefers the user's choice to this browser's, which another user may have made", async () => {
    signInAsOperator();
    localStorage.setItem(LAST_ENVIRONMENT_KEY, 'production');
    network.use(
      userInfoHandler([], userInfoOf({ lastEnvironment: 'staging' })),
      environmentsHandler([environment('production'), environment('staging')]),
    );
    simulateDeepLinkTarget();

    renderApp(DEEP_LINK);

    expect(await screen.findByRole('button', { name: /^Environment: staging$/ })).toBeInTheDocument();
  });

  it('tells the server when the user chooses an environment, for their other browsers', async () => {
    signInAsOperator();
    const remembered: unknown[] = [];
    network.use(
      environmentsHandler([environment('production')]),
      http.put(`${API_PREFIX}/users/lastEnvironment`, async ({ request }) => {
        remembered.push(await request.json());
        return HttpResponse.json({ message: 'success' });
      }),
    );
    simulateDeepLinkTarget();

    renderApp(DEEP_LINK);

    await waitFor(() => expect(remembered).toEqual([{ name: 'production' }]));
  });
});
