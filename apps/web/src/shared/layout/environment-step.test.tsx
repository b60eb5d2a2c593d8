import { API_PREFIX, COOKIES } from '@beacon/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { browserCookies, storeCookie } from '../../test/browser-cookies.ts';
import {
  environmentsHandler,
  signInAsOperator,
  userInfoHandler,
  userInfoOf,
} from '../../test/console-api.ts';
import { network } from '../../test/network.ts';
import { currentAddress, currentUrl, renderApp } from '../../test/render-app.tsx';
import { serveNamespaceCatalogue } from '../../test/simulated-namespace-catalogue.ts';
import { startRealBeacon } from '../../test/real-beacon.ts';
import { freshSimulator, simulatePulsar } from '../../test/simulator-network.ts';
import { serveOverview } from '../../test/simulated-overview.ts';
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

/** Signs in with these environments to choose from and opens DEEP_LINK; `handlers` answer first. */
function openDeepLink(environments: string[], ...handlers: HttpHandler[]) {
  signInAsOperator();
  network.use(...handlers, environmentsHandler(environments.map(environment)));
  const pulsar = simulateDeepLinkTarget();
  renderApp(DEEP_LINK);
  return pulsar;
}

/**
 * The real server (decision 0062) with environments production and staging on one simulator, and a
 * user who administers tenants only where `grants` says (tenant → environment).
 */
async function tenantAdminOnRealServer(grants: Record<string, string>) {
  const beacon = await startRealBeacon();
  const simulator = freshSimulator();
  await beacon.addSimulatorEnvironment(simulator, 'production');
  await beacon.addSimulatorEnvironment(simulator, 'staging');
  const admin = await beacon.createTenantAdmin([]);
  for (const [tenant, environment] of Object.entries(grants))
    await beacon.grantTenant(admin, tenant, environment);
  return { beacon, admin };
}

const findChosen = (name: string) => screen.findByRole('button', { name: `Environment: ${name}` });
/** The user's last environment as the server keeps it. */
const rememberedByServer = (name: string) => userInfoHandler([], userInfoOf({ lastEnvironment: name }));

describe('a deep link opened with no environment chosen', () => {
  it('goes silently to /environments when the user has none to choose from', async () => {
    const pulsar = openDeepLink([]);

    expect(await findEnvironmentsPage()).toBeInTheDocument();
    expect(currentUrl()).toBe('/environments');
    // One probe asked the server; the screen itself never ran, so nothing failed in red.
    expect(pulsar.seen.map((call) => new URL(call.url).pathname)).toEqual(['/admin/v2/clusters']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the link with the only environment there is, and remembers it', async () => {
    openDeepLink(['production']);

    await waitFor(() => expect(browserCookies()[COOKIES.environment]).toBe('production'));
    expect(await findChosen('production')).toBeInTheDocument();
    expect(currentAddress()).toBe(`${DEEP_LINK}?env=production`);
    expect(localStorage.getItem(LAST_ENVIRONMENT_KEY)).toBe('production');
  });

  it("opens the link with this browser's last environment when it still exists", async () => {
    localStorage.setItem(LAST_ENVIRONMENT_KEY, 'staging');
    openDeepLink(['production', 'staging']);

    expect(await findChosen('staging')).toBeInTheDocument();
    expect(currentAddress()).toBe(`${DEEP_LINK}?env=staging`);
  });

  it('asks the user to choose among several when none was used here before', async () => {
    localStorage.setItem(LAST_ENVIRONMENT_KEY, 'deleted-since');
    openDeepLink(['production', 'staging']);

    expect(await findEnvironmentsPage()).toBeInTheDocument();
    expect(browserCookies()[COOKIES.environment]).toBeUndefined();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("the user's last environment, kept by the server", () => {
  it('opens a deep link in a new browser with the environment the user chose elsewhere', async () => {
    // Nothing in this browser: no cookie, no local storage; the server remembers "staging".
    openDeepLink(['production', 'staging'], rememberedByServer('staging'));

    expect(await findChosen('staging')).toBeInTheDocument();
    expect(currentAddress()).toBe(`${DEEP_LINK}?env=staging`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("prefers the user's choice to this browser's, which another user may have made", async () => {
    localStorage.setItem(LAST_ENVIRONMENT_KEY, 'production');
    openDeepLink(['production', 'staging'], rememberedByServer('staging'));

    expect(await findChosen('staging')).toBeInTheDocument();
  });

  it('tells the server when the user chooses an environment, for their other browsers', async () => {
    const remembered: unknown[] = [];
    openDeepLink(
      ['production'],
      http.put(`${API_PREFIX}/users/lastEnvironment`, async ({ request }) => {
        remembered.push(await request.json());
        return HttpResponse.json({ message: 'success' });
      }),
    );

    await waitFor(() => expect(remembered).toEqual([{ name: 'production' }]));
  });

  it("reads the user's tenants again for the environment it opens with: a tenant admin's are per environment", async () => {
    const { beacon, admin } = await tenantAdminOnRealServer({ sample: 'production' });
    await beacon.signInBrowser(admin);
    renderApp(DEEP_LINK);

    expect(await findChosen('production')).toBeInTheDocument();
    // First read with no environment named (the guard), then for the one chosen.
    await waitFor(() =>
      expect(
        beacon.browserCalls
          .filter((call) => call.path === `${API_PREFIX}/users/userInfo`)
          .map((call) => call.environment),
      ).toEqual([null, 'production']),
    );
  });

  it('sends a tenant admin whose chosen environment it holds nothing in to choose another', async () => {
    const { beacon, admin } = await tenantAdminOnRealServer({ sample: 'staging' });
    await beacon.signInBrowser(admin);
    storeCookie(COOKIES.environment, 'production');
    renderApp(DEEP_LINK);

    expect(await findEnvironmentsPage()).toBeInTheDocument();
    expect(currentUrl()).toBe('/environments?unavailable=production');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The address you opened is in environment production, which does not exist or in which you hold no role.',
    );
    // Nothing was asked of Pulsar in an environment where the user holds nothing.
    expect(
      beacon.browserCalls.filter(
        (call) => call.environment === 'production' && !call.path.startsWith(API_PREFIX),
      ),
    ).toEqual([]);
  });
});

describe('the overview, where every login lands', () => {
  it('opens with the environment the server remembers, not on Environments', async () => {
    // A fresh browser: no cookie, nothing stored; the server remembers "staging" for this user.
    signInAsOperator();
    network.use(
      rememberedByServer('staging'),
      environmentsHandler(['production', 'staging'].map(environment)),
    );
    serveOverview(simulatePulsar({ environment: null }));
    renderApp('/');

    expect(
      await screen.findByRole('heading', { name: 'Overview', level: 1 }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(currentAddress()).toBe('/overview?env=staging');
    expect(await findChosen('staging')).toBeInTheDocument();
    expect(browserCookies()[COOKIES.environment]).toBe('staging');
  });
});

describe('an address naming its environment (issue 28 A2)', () => {
  /** Signs in with `production` chosen in this browser and these environments visible. */
  function openWithProductionChosen(address: string, environments: string[], ...handlers: HttpHandler[]) {
    storeCookie(COOKIES.environment, 'production');
    signInAsOperator();
    network.use(...handlers, environmentsHandler(environments.map(environment)));
    const pulsar = simulateDeepLinkTarget();
    renderApp(address);
    return pulsar;
  }

  it('switches to the environment a shared link names, when the user may open it', async () => {
    const pulsar = openWithProductionChosen(`${DEEP_LINK}?env=staging`, ['production', 'staging']);

    expect(await findChosen('staging')).toBeInTheDocument();
    expect(browserCookies()[COOKIES.environment]).toBe('staging');
    expect(currentAddress()).toBe(`${DEEP_LINK}?env=staging`);
    await waitFor(() => expect(pulsar.seen.length).toBeGreaterThan(0));
    expect(new Set(pulsar.seen.map((call) => call.headers.get('environment')))).toEqual(new Set(['staging']));
  });

  it('says which environment a link names when the user cannot open it, and stays in its own', async () => {
    const pulsar = openWithProductionChosen(`${DEEP_LINK}?env=elsewhere`, ['production', 'staging']);

    expect(await findEnvironmentsPage()).toBeInTheDocument();
    expect(currentUrl()).toBe('/environments?unavailable=elsewhere');
    expect(screen.getByRole('alert')).toHaveTextContent('is in environment elsewhere');
    expect(browserCookies()[COOKIES.environment]).toBe('production');
    expect(pulsar.seen).toEqual([]);
  });

  it('names the environment in use in an address opened without one, and in the links of the page', async () => {
    openWithProductionChosen(DEEP_LINK, ['production']);

    await waitFor(() => expect(currentAddress()).toBe(`${DEEP_LINK}?env=production`));
    // The breadcrumb's way back to the tenant, as one example of the page's links.
    const tenantCrumb = await screen.findByRole('link', { name: 'Tenant Details' }, { timeout: 20_000 });
    expect(tenantCrumb).toLinkTo('/management/tenants/tenantInfo/public?env=production');
  });
});
