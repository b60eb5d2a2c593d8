import { API_PREFIX, COOKIES } from '@beacon/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserCookies, storeCookie } from '../../test/browser-cookies.ts';
import { currentAddress, currentUrl, renderApp } from '../../test/render-app.tsx';
import { startRealBeacon } from '../../test/real-beacon.ts';
import { freshSimulator, simulatePulsar, type SimulatedPulsar } from '../../test/simulator-network.ts';
import { LAST_ENVIRONMENT_KEY } from './environment-step.ts';

/** The environments page; its first load in a test worker compiles a large chunk, hence the wait. */
const findEnvironmentsPage = () =>
  screen.findByRole('heading', { name: 'Environments', level: 1 }, { timeout: 30_000 });

const DEEP_LINK = '/management/namespaces/public/default/namespace';

/**
 * The operator signed in with these environments to choose from (each on one simulator), none
 * chosen in this browser.
 * `remembered`: the environment the server keeps as the operator's last (chosen in another browser).
 */
async function signInWithEnvironments(environments: string[], remembered?: string) {
  const pulsar = await simulatePulsar({ environment: null, environments });
  if (remembered) await rememberOnServer(pulsar, remembered);
  return pulsar;
}

/** What another browser of the operator told the server (PUT lastEnvironment). */
async function rememberOnServer(pulsar: SimulatedPulsar, name: string) {
  const answer = await pulsar.beacon.superSession.request('PUT', `${API_PREFIX}/users/lastEnvironment`, {
    name,
  });
  if (answer.statusCode !== 200) throw new Error(`remembering ${name} failed: ${answer.body}`);
}

/** The operator's last environment as the server keeps it. */
async function lastEnvironmentOnServer(pulsar: SimulatedPulsar) {
  const answer = await pulsar.beacon.superSession.request('GET', `${API_PREFIX}/users/userInfo`);
  return answer.json<{ lastEnvironment?: string }>().lastEnvironment;
}

/** Signs in with these environments to choose from and opens DEEP_LINK. */
async function openDeepLink(environments: string[], remembered?: string) {
  const pulsar = await signInWithEnvironments(environments, remembered);
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

describe('a deep link opened with no environment chosen', () => {
  it('goes silently to /environments when the user has none to choose from', async () => {
    const pulsar = await openDeepLink([]);

    expect(await findEnvironmentsPage()).toBeInTheDocument();
    expect(currentUrl()).toBe('/environments');
    // One probe asked the server; the screen itself never ran, so nothing failed in red.
    expect(pulsar.seen.map((call) => new URL(call.url).pathname)).toEqual(['/admin/v2/clusters']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the link with the only environment there is, and remembers it', async () => {
    await openDeepLink(['production']);

    await waitFor(() => expect(browserCookies()[COOKIES.environment]).toBe('production'));
    expect(await findChosen('production')).toBeInTheDocument();
    expect(currentAddress()).toBe(`${DEEP_LINK}?env=production`);
    expect(localStorage.getItem(LAST_ENVIRONMENT_KEY)).toBe('production');
  });

  it("opens the link with this browser's last environment when it still exists", async () => {
    localStorage.setItem(LAST_ENVIRONMENT_KEY, 'staging');
    await openDeepLink(['production', 'staging']);

    expect(await findChosen('staging')).toBeInTheDocument();
    expect(currentAddress()).toBe(`${DEEP_LINK}?env=staging`);
  });

  it('asks the user to choose among several when none was used here before', async () => {
    localStorage.setItem(LAST_ENVIRONMENT_KEY, 'deleted-since');
    await openDeepLink(['production', 'staging']);

    expect(await findEnvironmentsPage()).toBeInTheDocument();
    expect(browserCookies()[COOKIES.environment]).toBeUndefined();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("the user's last environment, kept by the server", () => {
  it('opens a deep link in a new browser with the environment the user chose elsewhere', async () => {
    // Nothing in this browser: no cookie, no local storage; the server remembers "staging".
    await openDeepLink(['production', 'staging'], 'staging');

    expect(await findChosen('staging')).toBeInTheDocument();
    expect(currentAddress()).toBe(`${DEEP_LINK}?env=staging`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("prefers the user's choice to this browser's, which another user may have made", async () => {
    localStorage.setItem(LAST_ENVIRONMENT_KEY, 'production');
    await openDeepLink(['production', 'staging'], 'staging');

    expect(await findChosen('staging')).toBeInTheDocument();
  });

  it('tells the server when the user chooses an environment, for their other browsers', async () => {
    const pulsar = await openDeepLink(['production']);

    expect(await findChosen('production')).toBeInTheDocument();
    await waitFor(async () => expect(await lastEnvironmentOnServer(pulsar)).toBe('production'));
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
    const pulsar = await simulatePulsar({ environment: null, environments: ['production', 'staging'] });
    await rememberOnServer(pulsar, 'staging');
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
  async function openWithProductionChosen(address: string, environments: string[]) {
    const pulsar = await signInWithEnvironments(environments);
    storeCookie(COOKIES.environment, 'production');
    renderApp(address);
    return pulsar;
  }

  it('switches to the environment a shared link names, when the user may open it', async () => {
    const pulsar = await openWithProductionChosen(`${DEEP_LINK}?env=staging`, ['production', 'staging']);

    expect(await findChosen('staging')).toBeInTheDocument();
    expect(browserCookies()[COOKIES.environment]).toBe('staging');
    expect(currentAddress()).toBe(`${DEEP_LINK}?env=staging`);
    await waitFor(() => expect(pulsar.seen.length).toBeGreaterThan(0));
    expect(new Set(pulsar.seen.map((call) => call.headers.get('environment')))).toEqual(new Set(['staging']));
  });

  it('says which environment a link names when the user cannot open it, and stays in its own', async () => {
    const pulsar = await openWithProductionChosen(`${DEEP_LINK}?env=elsewhere`, ['production', 'staging']);

    expect(await findEnvironmentsPage()).toBeInTheDocument();
    expect(currentUrl()).toBe('/environments?unavailable=elsewhere');
    expect(screen.getByRole('alert')).toHaveTextContent('is in environment elsewhere');
    expect(browserCookies()[COOKIES.environment]).toBe('production');
    expect(pulsar.seen).toEqual([]);
  });

  it('names the environment in use in an address opened without one, and in the links of the page', async () => {
    await openWithProductionChosen(DEEP_LINK, ['production']);

    await waitFor(() => expect(currentAddress()).toBe(`${DEEP_LINK}?env=production`));
    // The breadcrumb's way back to the tenant, as one example of the page's links.
    const tenantCrumb = await screen.findByRole('link', { name: 'Tenant Details' }, { timeout: 20_000 });
    expect(tenantCrumb).toLinkTo('/management/tenants/tenantInfo/public?env=production');
  });
});
