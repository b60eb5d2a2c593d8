// Directory (LDAP) sign-in in Chromium against a real slapd (issue 32 item 3): the login form signs a
// directory user in with its group's grants at 1024 px; the users list names its source and offers no
// password reset, the user menu no password change; on a phone in Chinese, a directory that is down
// is said to be unreachable, not a wrong password, and nothing scrolls sideways.
import { expect, test, type Page } from '@playwright/test';
import {
  DIRECTORY_USER,
  skipWithoutSlapd,
  startDirectorySetup,
  type DirectorySetup,
} from '../fixtures/ldap.ts';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';

// Each run starts its own Beacons and directory; no stored environment cookie is wanted.
test.use({ storageState: { cookies: [], origins: [] } });

async function logIn(page: Page, baseUrl: string, language: 'en' | 'zh') {
  await page.goto(`${baseUrl}/login`);
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(language === 'en' ? 'Username' : '用户名').fill(DIRECTORY_USER.username);
  await page.getByLabel(language === 'en' ? 'Password' : '密码').fill(DIRECTORY_USER.password);
  await page.getByRole('button', { name: language === 'en' ? 'Log in' : '登录', exact: true }).click();
}

test.describe('directory (LDAP) sign-in', () => {
  test.describe.configure({ mode: 'serial' });
  skipWithoutSlapd();
  let setup: DirectorySetup;

  test.beforeAll(async () => {
    setup = await startDirectorySetup();
  });
  test.afterAll(async () => setup?.stop());

  test('signs a directory user in with its group grants; no password of its own to change or reset', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await logIn(page, setup.beacon.url, 'en');
    await expect(page).not.toHaveURL(/\/login/);
    const info = await page.request.get(`${setup.beacon.url}/pulsar-manager/users/userInfo`);
    expect(await info.json()).toMatchObject({ roles: ['super'], source: 'ldap', confirmsWith: 'password' });

    await page.goto(`${setup.beacon.url}/users`);
    const row = page.getByRole('row', { name: new RegExp(DIRECTORY_USER.username) });
    await expect(row).toContainText('Directory (LDAP)');
    await expect(
      row.getByRole('button', { name: `Reset password of ${DIRECTORY_USER.username}` }),
    ).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('users-directory-user-1024.png') });
    await expectNoSeriousAxeViolations(page, 'users list with a directory user');

    await page.getByRole('button', { name: /Admin/ }).first().click();
    await expect(page.getByRole('menuitem', { name: /Log out/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Change password' })).toHaveCount(0);
  });

  test('on a phone, in Chinese, says the directory cannot be reached rather than a wrong password', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await logIn(page, setup.directoryDown.url, 'zh');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('目前无法连接目录服务（LDAP）');
    await expect(alert).not.toContainText('用户名或密码错误');
    await expect(alert).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('login-directory-down-phone-zh.png') });

    // And the users list names the source in Chinese on the phone too.
    await logIn(page, setup.beacon.url, 'zh');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(`${setup.beacon.url}/users`);
    await expect(page.getByText('目录服务（LDAP）').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('users-directory-user-phone-zh.png') });
  });
});
