// Each rule of the error catalogue (spec 8), in the browser. Log out is the shell's own call that
// goes through the catalogue, so its answer is replaced here with the case under test.
import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../fixtures/log-in.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { documentScreenshot } from '../fixtures/document-screenshot.ts';
import { ConsoleShell } from '../pages/console-shell.ts';
import { expectAddress } from '../fixtures/address.ts';

async function logOutAnswered(page: Page, status: number, body: string, contentType = 'application/json') {
  await page.route('**/pulsar-manager/logout', (route) => route.fulfill({ status, body, contentType }));
  await new ConsoleShell(page).choose('Admin', 'Log out');
}

// The catalogue's toast, not the alerts a screen shows on its own (e.g. the tenants' figures note).
const toast = (page: Page) => page.locator('[role="alert"][data-toast]');

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, 'Overview');
});

test('another error shows the reason for 5 seconds and lands in the error log', async ({ page }) => {
  await logOutAnswered(page, 500, JSON.stringify({ reason: 'Broker is down' }));
  await expect(toast(page)).toHaveText('Broker is down');
  await expectAddress(page, '/overview');

  await page.getByRole('button', { name: 'Error log (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Error Log' });
  await expect(dialog).toContainText('POST /pulsar-manager/logout → HTTP 500');
  await expect(dialog).toContainText('/overview');
  // Polled: the dialog zooms in, so its first measured width can still be growing.
  await expect
    .poll(async () => {
      const width = await dialog
        .locator('.ant-modal-container, .ant-modal-content')
        .first()
        .evaluate((element) => element.getBoundingClientRect().width);
      return Math.round((width / 1280) * 100);
    })
    .toBeGreaterThanOrEqual(78);
  await documentScreenshot(page, 'error-log-en-light-1280');
  await page.keyboard.press('Escape');
  await expect(toast(page)).toBeHidden({ timeout: 7_000 });
});

test('a plain-text body is shown as it is; the incompatible-schema text is reworded', async ({ page }) => {
  await logOutAnswered(page, 503, 'Service Unavailable', 'text/plain');
  await expect(toast(page)).toHaveText('Service Unavailable');
  await page.getByRole('button', { name: 'Dismiss' }).click();

  await page.unroute('**/pulsar-manager/logout');
  await logOutAnswered(page, 409, JSON.stringify({ reason: 'Trying to subscribe with incompatible schema' }));
  await expect(toast(page)).toHaveText('Incompatible schema detected while heartbeating');
});

test("404 with an empty body says 'not found'", async ({ page }) => {
  await logOutAnswered(page, 404, '', 'text/plain');
  await expect(toast(page)).toHaveText('not found');
});

test("400 'no active environment' goes silently to /environments", async ({ page }) => {
  await logOutAnswered(page, 400, JSON.stringify({ message: 'There is no active environment' }));
  await expectAddress(page, '/environments');
  await expect(page.getByRole('heading', { name: 'Environments', level: 1 })).toBeVisible();
  await expect(toast(page)).toHaveCount(0);
});

test('401 mentioning login logs out without a server call and reloads', async ({ page }) => {
  // As Beacon answers it: a refused session cookie is dropped by that same answer, because the page
  // cannot delete an HttpOnly cookie (decision 0019); the page forgets the rest.
  await page.route('**/pulsar-manager/logout', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Please login.' }),
      headers: { 'set-cookie': 'Admin-Token=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict' },
    }),
  );
  await new ConsoleShell(page).choose('Admin', 'Log out');
  await expect(page.getByRole('heading', { name: 'Log in to Beacon' })).toBeVisible();
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('Admin-Token');
  expect(names).not.toContain('Admin-Environment');
});
