// Beacon under /pulsar behind a real nginx that forwards only that prefix (issue 32 item 2,
// decision 0091): a deep link through the login page and single sign-on lands where it pointed,
// every address the page asks for stays under the prefix, cookies are scoped to it, a password
// login in Chinese, and logout back to the prefixed login page. Nothing outside the prefix reaches
// Beacon; Beacon itself answers nothing outside it.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { COOKIES } from '@beacon/contracts';
import { documentScreenshot } from '../fixtures/document-screenshot.ts';
import { freePort } from '../fixtures/fresh-server.ts';
import { NGINX_BINARY, OUTSIDE_THE_PREFIX, startNginx, type ReverseProxy } from '../fixtures/nginx.ts';
import { CHINESE_LABELS, LoginPage } from '../pages/login-page.ts';
import {
  SSO_ACCOUNTS,
  SSO_LABEL,
  rolesInBrowser,
  signInAtProvider,
  startSsoSetup,
  type SsoSetup,
} from '../fixtures/sso.ts';

const PREFIX = '/pulsar';
const LOCAL_ADMIN = { name: 'prefix-admin', password: 'Quiet-Harbour-Lantern-42' };

test.use({ storageState: { cookies: [], origins: [] } });
// .ci/run installs nginx; elsewhere its absence is said loudly, and under CI it is a failure.
const nginxMissing = !fs.existsSync(NGINX_BINARY) && !process.env.CI;
if (nginxMissing) console.warn(`\n*** ${NGINX_BINARY} is missing: the base-path journey is SKIPPED ***\n`);
test.skip(nginxMissing, `${NGINX_BINARY} is not installed (apt-get install nginx)`);
test.describe.configure({ mode: 'serial' });

let setup: SsoSetup;
let proxy: ReverseProxy;
/** Where the browser reaches the console: nginx's origin and the prefix. */
let publicUrl: string;

test.beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}${PREFIX}`;
  setup = await startSsoSetup('RS256', {
    publicUrl,
    env: {
      BEACON_BASE_PATH: PREFIX,
      BEACON_SUPERUSER_NAME: LOCAL_ADMIN.name,
      BEACON_SUPERUSER_PASSWORD: LOCAL_ADMIN.password,
    },
  });
  proxy = await startNginx({ prefix: PREFIX, upstream: setup.beacon.url, port });
});
test.afterAll(async () => {
  await proxy?.stop();
  await setup?.stop();
});

/** Every address the page asks its own origin for, to check they all stay under the prefix. */
function sameOriginPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === proxy.origin) paths.push(url.pathname);
  });
  return paths;
}

test('a deep link signs in through the provider and lands where it pointed, all under the prefix', async ({
  page,
  context,
}) => {
  const paths = sameOriginPaths(page);
  await page.goto(`${publicUrl}/users`);
  await expect(page).toHaveURL(`${publicUrl}/login?redirect=%2Fusers`);
  await page.getByRole('button', { name: `Login with ${SSO_LABEL}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${setup.provider.issuer}/`));
  await signInAtProvider(page, SSO_ACCOUNTS.superUser);
  await expect(page).toHaveURL(`${publicUrl}/users`);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  expect(await rolesInBrowser(page, publicUrl)).toEqual(['super']);

  // The menu's links and a reload keep the prefix.
  await page.goto(`${publicUrl}/environments`);
  await expect(page.getByRole('heading', { name: 'Environments', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Environments', level: 1 })).toBeVisible();
  await documentScreenshot(page, 'base-path-environments-en');

  const cookies = await context.cookies(`${publicUrl}/`);
  expect(cookies.find((cookie) => cookie.name === 'Admin-Token')).toMatchObject({
    path: PREFIX,
    httpOnly: true,
  });
  // Beacon's own cookies (the provider's, on the same host, are its own business).
  const beacons = cookies.filter((cookie) => (Object.values(COOKIES) as string[]).includes(cookie.name));
  expect(beacons.length).toBeGreaterThanOrEqual(2);
  for (const cookie of beacons) expect(cookie.path, cookie.name).toBe(PREFIX);
  expect(paths.length).toBeGreaterThan(10);
  expect(paths.filter((path) => !path.startsWith(`${PREFIX}/`))).toEqual([]);

  // Logout ends at the provider and comes back to the prefixed login page.
  await page
    .getByRole('button', { name: /Admin|sso-super/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(`${publicUrl}/login`);
});

test('a password login in Chinese, and nothing outside the prefix reaches Beacon', async ({ page }) => {
  const paths = sameOriginPaths(page);
  await page.goto(`${publicUrl}/login`);
  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.goto(`${publicUrl}/users`);
  const login = new LoginPage(page, CHINESE_LABELS);
  await expect(login.heading).toBeVisible();
  await login.logIn(LOCAL_ADMIN.name, LOCAL_ADMIN.password);
  await expect(page).toHaveURL(`${publicUrl}/users`);
  await expect(page.getByRole('heading', { name: '用户', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(LOCAL_ADMIN.name) })).toBeVisible();
  await documentScreenshot(page, 'base-path-users-zh');
  expect(paths.filter((path) => !path.startsWith(`${PREFIX}/`))).toEqual([]);

  // nginx answers outside the prefix itself; Beacon, asked directly, refuses it too.
  const outside = await page.request.get(`${proxy.origin}/pulsar-manager/users/userInfo`);
  expect(outside.status()).toBe(404);
  expect(await outside.text()).toContain(OUTSIDE_THE_PREFIX);
  const direct = await page.request.get(`${setup.beacon.url}/pulsar-manager/users/userInfo`);
  expect(direct.status()).toBe(404);
  expect(((await direct.json()) as { message: string }).message).toContain(`served under ${PREFIX}/`);
  // The prefix alone is the console too.
  await page.goto(publicUrl);
  await expect(page).toHaveURL(new RegExp(`^${publicUrl}/`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
