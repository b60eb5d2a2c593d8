// The Users screen against the real server: a super user creates a user through the form (the spec's
// messages first), finds it by search, edits it, resets its password and deletes it; every user
// changes its own password from the Admin menu. Screens in English and Chinese, at 1024 px and a
// phone's width.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { logIn } from '../fixtures/log-in.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { LoginPage } from '../pages/login-page.ts';

const SHOTS = process.env.BEACON_E2E_SCREENSHOTS ?? 'e2e/test-results/screenshots';

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Signs in through the form as a user whose first screen is not known here; waits for the console. */
async function signIn(page: Page, name: string, password: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(name, password);
  await page.getByRole('button', { name: 'Admin' }).waitFor();
}

/** Makes `name` administer `public` in every environment, as a script would (the screen is the lead's). */
async function bindToPublic(page: Page, name: string): Promise<void> {
  const status = await page.evaluate(async (user) => {
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const answer = await fetch('/pulsar-manager/users/user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': xsrf },
      // An update replaces the whole profile (Pulsar Manager's semantics): send it back as it is.
      body: JSON.stringify({
        name: user,
        email: `${user}@example.com`,
        description: 'Operations on-call engineer for the payments platform',
        phoneNumber: '+49 30 1234567',
        location: 'Berlin',
        company: 'Acme Payments GmbH',
        tenants: ['public'],
      }),
    });
    return answer.status;
  }, name);
  expect(status).toBe(200);
}

function rowOf(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
}

test('a super user manages users, and a user changes its own password', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 800 });
  await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, 'Overview');
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(rowOf(page, E2E_SUPERUSER.name)).toContainText('Super user');

  const name = `ops_${Date.now()}`;
  const password = 'first-passphrase-of-ops';
  await page.getByRole('button', { name: 'New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'New User' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  for (const message of [
    'The name can not is empty',
    'The email can not is empty',
    'The password can not is empty',
  ])
    await expect(dialog.getByText(message)).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'new user dialog with its errors');
  await screenshot(page, 'users-new-en-1024');
  await dialog.getByLabel('User name').fill(name);
  await dialog.getByLabel('Description').fill('Operations on-call engineer for the payments platform');
  await dialog.getByLabel('Email').fill(`${name}@example.com`);
  await dialog.getByLabel('Phone number').fill('+49 30 1234567');
  await dialog.getByLabel('Location').fill('Berlin');
  await dialog.getByLabel('Company').fill('Acme Payments GmbH');
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Repeat password').fill('something else entirely');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('The passwords do not match')).toBeVisible();
  await dialog.getByLabel('Repeat password').fill(password);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('User created')).toBeVisible();
  await expect(rowOf(page, name)).toContainText('Never');
  await bindToPublic(page, name);

  // The new user signs in elsewhere: its last login shows.
  const other = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    reducedMotion: 'reduce',
  });
  const otherPage = await other.newPage();
  await signIn(otherPage, name, password);
  await page.getByRole('searchbox', { name: 'Search name, email, description or company' }).fill('PAYMENTS');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/filter=PAYMENTS/);
  await expect(rowOf(page, name)).toContainText('just now');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expectNoSeriousAxeViolations(page, 'users list');
  await screenshot(page, 'users-en-1024');

  await rowOf(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Update User' });
  await expect(edit.getByLabel('User name')).toBeDisabled();
  await edit.getByLabel('Company').fill('Acme Lisbon');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, name)).toContainText('Acme Lisbon');
  // Phone and location are columns from 1 200 px (at 1 024 px the actions would not fit beside them).
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(rowOf(page, name)).toContainText('+49 30 1234567');
  await expect(rowOf(page, name)).toContainText('Berlin');
  await screenshot(page, 'users-en-1280');
  await page.setViewportSize({ width: 1024, height: 800 });

  await rowOf(page, name)
    .getByRole('button', { name: `Reset password of ${name}` })
    .click();
  const reset = page.getByRole('dialog', { name: `Reset the password of ${name}` });
  await reset.getByLabel('Password', { exact: true }).fill('second-passphrase-of-ops');
  await reset.getByLabel('Repeat password').fill('second-passphrase-of-ops');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset')).toBeVisible();

  // At its next sign-in the user is told who set its password (issue 28 B16), then changes its own
  // password from the Admin menu.
  await signIn(otherPage, name, 'second-passphrase-of-ops');
  const notice = otherPage.getByRole('dialog', { name: `Your password was set by ${E2E_SUPERUSER.name}` });
  await expect(notice).toContainText('If you did not ask for it, tell another administrator');
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
  await otherPage.getByRole('button', { name: 'Admin' }).click();
  await otherPage.getByRole('menuitem', { name: 'Change password' }).click();
  const own = otherPage.getByRole('dialog', { name: 'Change your password' });
  await own.getByLabel('Current password').fill('wrong');
  await own.getByLabel('New password').fill('third-passphrase-of-ops');
  await own.getByLabel('Repeat password').fill('third-passphrase-of-ops');
  await own.getByRole('button', { name: 'Change password' }).click();
  await expect(own.getByText(/The current password is incorrect/)).toBeVisible();
  await expectNoSeriousAxeViolations(otherPage, 'change password dialog');
  await own.getByLabel('Current password').fill('second-passphrase-of-ops');
  await own.getByRole('button', { name: 'Change password' }).click();
  await expect(otherPage.getByText('Password changed')).toBeVisible();
  await other.close();

  // Chinese, at 1024 px and at a phone's width.
  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: '用户', level: 1 })).toBeVisible();
  await expect(rowOf(page, name)).toContainText('本地');
  await screenshot(page, 'users-zh-1024');
  await page.getByRole('button', { name: '新建用户' }).click();
  await page
    .getByRole('dialog', { name: '新建用户' })
    .getByRole('button', { name: /^新\s?建$/ })
    .click();
  await expect(page.getByText('邮箱不能为空')).toBeVisible();
  await screenshot(page, 'users-new-zh-1024');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/users');
  await expect(page.getByRole('button', { name: '新建用户' })).toBeVisible();
  await screenshot(page, 'users-zh-375');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'New User' })).toBeVisible();
  await screenshot(page, 'users-en-375');
  await page.setViewportSize({ width: 1024, height: 800 });

  await rowOf(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: `Delete User ${name}` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, name)).toHaveCount(0);
});
