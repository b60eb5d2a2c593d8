// First-run setup (issue 15 item 6, decision 0034) on an empty install: a server of its own with an
// empty data directory and no seeding variables prints a one-time link; the login page says setup
// is pending; the link's page creates the first super user, who is then signed in.
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { startFreshServer, type FreshServer } from '../fixtures/fresh-server.ts';
import { CHINESE_LABELS, LoginPage } from '../pages/login-page.ts';

const LINK_LINE = /^Beacon first-run setup: open (\S+) to create the first super user\.$/m;
const ROOT = { name: 'first-root', password: 'first run setup passphrase 42' };

// A browser that never visited the e2e server: no environment cookie, no session.
test.use({ storageState: { cookies: [], origins: [] } });

let server: FreshServer;

test.beforeAll(async () => {
  server = await startFreshServer((output) => LINK_LINE.test(output));
});
test.afterAll(async () => server?.stop());

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('first-run setup from the printed link, in English and Chinese, then sign in', async ({
  page,
}, testInfo) => {
  const link = LINK_LINE.exec(server.output())![1]!;
  expect(new URL(link).origin).toBe(server.url);
  expect(new URL(link).pathname).toBe('/setup');

  // The login page says setup is pending and where the link is.
  await page.goto(`${server.url}/login`);
  const pending = page.getByRole('status').filter({ hasText: 'First-run setup is pending' });
  await expect(pending).toContainText('server log');
  await screenshot(page, testInfo, 'setup-pending-login-en');
  await page.getByText('中文', { exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '尚未完成首次设置' })).toContainText('服务器日志');
  await screenshot(page, testInfo, 'setup-pending-login-zh');
  await page.setViewportSize({ width: 375, height: 667 });
  await screenshot(page, testInfo, 'setup-pending-login-zh-375');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByText('English', { exact: true }).click();

  // Without the token the setup page says what to do.
  await page.goto(`${server.url}/setup`);
  await expect(page.getByText('This address has no setup token')).toBeVisible();

  // The printed link: the form checks the repeated password before anything is sent.
  await page.goto(link);
  await page.getByLabel('Name').fill(ROOT.name);
  await page.getByLabel('Password', { exact: true }).fill(ROOT.password);
  await page.getByLabel('Repeat password').fill('not the same passphrase');
  await page.getByRole('button', { name: 'Create super user' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await screenshot(page, testInfo, 'setup-form-en');

  // In Chinese, the same form creates the super user and signs in.
  await page.getByText('中文', { exact: true }).click();
  await expect(page.getByRole('heading', { name: '创建第一个超级用户' })).toBeVisible();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await page.getByLabel('重复密码').fill(ROOT.password);
  await screenshot(page, testInfo, 'setup-form-zh');
  await page.getByRole('button', { name: '创建超级用户' }).click();
  await expect(page).not.toHaveURL(/\/setup/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await screenshot(page, testInfo, 'setup-done-zh');

  // The link is used up: its page says setup is complete.
  await page.goto(link);
  await expect(page.getByText('首次设置已完成')).toBeVisible();
  await screenshot(page, testInfo, 'setup-closed-zh');

  // Signed out, the login page no longer mentions setup, and the new super user signs in.
  await page.context().clearCookies();
  const login = new LoginPage(page, CHINESE_LABELS);
  await page.goto(`${server.url}/login`);
  await login.logIn(ROOT.name, ROOT.password);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('尚未完成首次设置')).toHaveCount(0);
  const info = await page.request.get(`${server.url}/pulsar-manager/users/userInfo`);
  expect(((await info.json()) as { roles: string[] }).roles).toEqual(['super']);
});
