// Issue 14 items 6 and 9 in a real browser: a deep link opened in a browser that never chose an
// environment (no cookie, no local storage) opens in the user's last environment, kept by the
// server, with no error shown on the way; one whose environment was deleted goes quietly to
// /environments. And the visited-page tabs come back after a reload.
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';
import { ConsoleShell } from '../pages/console-shell.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { superuserHeaders } from '../fixtures/users.ts';
import { DEFAULT_ENVIRONMENT } from '../global-setup.ts';

// A partitioned topic of the demo: a page whose resource is missing closes its tab (item 9).
const DEEP_LINK = '/management/topics/persistent/acme/iot/telemetry/partitionedTopic';
/** The tab the page opens: its title and the topic it shows (issue 28 A13). */
const PAGE_TAB = 'Partitioned Topic Details · telemetry';
/** Anything red or alarming the console could flash: error messages, notifications, alerts. */
const ALARM = '.ant-message-error, .ant-notification, [role=alert]';

/** A browser never used with the console: no environment cookie, nothing in storage. */
async function newBrowser(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: { width: 1280, height: 800 },
  });
}

/** Records every alarm that appears in any document of the page, however briefly. */
async function watchForAlarms(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript((selector) => {
    const seen: string[] = [];
    (window as unknown as { beaconAlarms: string[] }).beaconAlarms = seen;
    new MutationObserver(() => {
      for (const element of document.querySelectorAll(selector)) seen.push(element.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  }, ALARM);
  return () => page.evaluate(() => (window as unknown as { beaconAlarms: string[] }).beaconAlarms);
}

/** Another environment on the same simulator as the default one. */
async function addEnvironmentBesideTheDefault(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
): Promise<void> {
  const list = await request.get('/pulsar-manager/environments', { headers });
  const { data } = (await list.json()) as { data: { name: string; broker: string; bookie?: string }[] };
  const base = data.find((environment) => environment.name === DEFAULT_ENVIRONMENT);
  if (!base) throw new Error('no default environment');
  const created = await request.put('/pulsar-manager/environments/environment', {
    headers,
    data: { name, broker: base.broker, bookie: base.bookie ?? base.broker },
  });
  expect(created.ok(), await created.text()).toBe(true);
}

/** Opens the deep link logged out, logs in on the login page it leads to. */
async function openDeepLink(page: Page): Promise<void> {
  await page.goto(DEEP_LINK);
  const login = new LoginPage(page);
  await login.heading.waitFor();
  await login.logIn(E2E_SUPERUSER.name, E2E_SUPERUSER.password);
}

test.describe('a deep link in a new browser', () => {
  let environmentsToDelete: string[] = [];
  let headers: Record<string, string>;

  test.beforeEach(async ({ request }) => {
    headers = await superuserHeaders(request);
  });
  test.afterEach(async ({ request }) => {
    for (const name of environmentsToDelete)
      await request.delete('/pulsar-manager/environments/environment', { headers, data: { name } });
    environmentsToDelete = [];
  });

  async function addEnvironment(request: APIRequestContext, name: string) {
    await addEnvironmentBesideTheDefault(request, headers, name);
    environmentsToDelete.push(name);
  }

  test('opens in the last environment the user chose, with no error on the way', async ({
    browser,
    request,
  }) => {
    const remembered = await request.put('/pulsar-manager/users/lastEnvironment', {
      headers,
      data: { name: DEFAULT_ENVIRONMENT },
    });
    expect(remembered.ok()).toBe(true);
    const context = await newBrowser(browser);
    const page = await context.newPage();
    const alarms = await watchForAlarms(page);

    await openDeepLink(page);

    await expect(new ConsoleShell(page).tabs.getByRole('link', { name: PAGE_TAB })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(DEEP_LINK);
    await expect(page.getByRole('button', { name: `Environment: ${DEFAULT_ENVIRONMENT}` })).toBeVisible();
    expect(await alarms()).toEqual([]);
    await context.close();
  });

  test('opens in the environment chosen in another browser; the tabs survive a reload', async ({
    browser,
    request,
  }) => {
    const other = `deep-link-${Date.now()}`;
    await addEnvironment(request, other);

    // First browser: the user picks the other environment in the switcher.
    const first = await newBrowser(browser);
    const firstPage = await first.newPage();
    await openDeepLink(firstPage);
    await expect(new ConsoleShell(firstPage).tabs.getByRole('link', { name: PAGE_TAB })).toBeVisible();
    await firstPage.getByRole('button', { name: /^Environment: / }).click();
    await new ConsoleShell(firstPage)
      .popup()
      .getByRole('menuitem', { name: new RegExp(`^${other}`) })
      .click();
    await expect(firstPage.getByRole('button', { name: `Environment: ${other}` })).toBeVisible();
    await first.close();

    // Second browser: the same link opens directly in it.
    const second = await newBrowser(browser);
    const page = await second.newPage();
    const alarms = await watchForAlarms(page);
    await openDeepLink(page);
    await expect(new ConsoleShell(page).tabs.getByRole('link', { name: PAGE_TAB })).toBeVisible();
    await expect(page.getByRole('button', { name: `Environment: ${other}` })).toBeVisible();
    expect(await alarms()).toEqual([]);

    // Item 9: a second page, then a reload: both tabs are still there, the page in front active.
    const shell = new ConsoleShell(page);
    await shell.sidebar.getByRole('link', { name: 'Tenants' }).click();
    await expect(shell.heading('Tenants')).toBeVisible();
    await expect(shell.tabs.getByRole('link')).toHaveText([PAGE_TAB, 'Tenants']);
    await page.reload();
    await expect(shell.heading('Tenants')).toBeVisible();
    await expect(shell.tabs.getByRole('link')).toHaveText([PAGE_TAB, 'Tenants']);
    await expect(shell.tabs.getByRole('link', { name: 'Tenants' })).toHaveAttribute('aria-current', 'page');
    await second.close();
  });

  test('goes quietly to /environments when that environment was deleted since', async ({
    browser,
    request,
  }) => {
    const doomed = `deleted-${Date.now()}`;
    const kept = `kept-${Date.now()}`;
    await addEnvironment(request, doomed);
    await addEnvironment(request, kept); // several left, so none is assumed
    await request.put('/pulsar-manager/users/lastEnvironment', { headers, data: { name: doomed } });
    await request.delete('/pulsar-manager/environments/environment', { headers, data: { name: doomed } });

    const context = await newBrowser(browser);
    const page = await context.newPage();
    const alarms = await watchForAlarms(page);
    await openDeepLink(page);

    await expect(page.getByRole('heading', { name: 'Environments', level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/environments');
    expect(await alarms()).toEqual([]);
    await context.close();
  });
});

test.describe('a link naming its environment (issue 28 A2)', () => {
  let headers: Record<string, string>;
  let other: string;

  test.beforeEach(async ({ request }) => {
    headers = await superuserHeaders(request);
    other = `shared-link-${Date.now()}`;
    await addEnvironmentBesideTheDefault(request, headers, other);
    await request.put('/pulsar-manager/users/lastEnvironment', {
      headers,
      data: { name: DEFAULT_ENVIRONMENT },
    });
  });
  test.afterEach(async ({ request }) => {
    await request.delete('/pulsar-manager/environments/environment', { headers, data: { name: other } });
  });

  test('opens in the environment it names, keeps it in every link, and a switch keeps the page', async ({
    browser,
  }) => {
    const context = await newBrowser(browser);
    const page = await context.newPage();
    const alarms = await watchForAlarms(page);
    const shared = `${DEEP_LINK}?env=${other}`;
    await page.goto(shared);
    await new LoginPage(page).logIn(E2E_SUPERUSER.name, E2E_SUPERUSER.password);

    // The user's last environment was the default one: the link's own wins.
    await expect(page.getByRole('button', { name: `Environment: ${other}` })).toBeVisible();
    await expect(new ConsoleShell(page).tabs.getByRole('link', { name: PAGE_TAB })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('env')).toBe(other);
    const shell = new ConsoleShell(page);
    await expect(shell.sidebar.getByRole('link', { name: 'Tenants' })).toHaveAttribute(
      'href',
      `/management/tenants?env=${other}`,
    );

    // The switcher, on this deep page: the same page, now naming the environment chosen.
    await page.getByRole('button', { name: /^Environment: / }).click();
    await shell
      .popup()
      .getByRole('menuitem', { name: new RegExp(`^${DEFAULT_ENVIRONMENT}`) })
      .click();
    await expect(page.getByRole('button', { name: `Environment: ${DEFAULT_ENVIRONMENT}` })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(DEEP_LINK);
    expect(new URL(page.url()).searchParams.get('env')).toBe(DEFAULT_ENVIRONMENT);
    expect(await alarms()).toEqual([]);
    await context.close();
  });

  test('says which environment it names when that one cannot be opened', async ({ browser }) => {
    const context = await newBrowser(browser);
    const page = await context.newPage();
    await page.goto(`${DEEP_LINK}?env=nowhere-${Date.now()}`);
    await new LoginPage(page).logIn(E2E_SUPERUSER.name, E2E_SUPERUSER.password);

    await expect(page.getByRole('heading', { name: 'Environments', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('The address you opened is in environment nowhere-');
    await page.screenshot({ path: test.info().outputPath('environments-unavailable-en.png') });
    await context.close();
  });
});
