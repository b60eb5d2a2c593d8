import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { CHINESE_LABELS, LoginPage } from '../pages/login-page.ts';
import { expectAddress } from '../fixtures/address.ts';

const WIDTHS = { desktop: 1280, phone: 375 } as const;

/** Screenshots land in the test's output folder (test-results/, ignored by git) for review. */
async function screenshotAtWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: label === 'phone' ? 740 : 800 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('logs in through the form and lands on the overview of the console (decision 0045)', async ({
  page,
}, testInfo) => {
  const login = new LoginPage(page);
  await page.goto('/');
  await expectAddress(page, '/login?redirect=%2F');
  await login.heading.waitFor();
  await screenshotAtWidths(page, testInfo, 'login-en');

  await login.logIn(E2E_SUPERUSER.name, E2E_SUPERUSER.password);

  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expectAddress(page, '/overview');
  await expect(page).toHaveTitle('Overview · Beacon');
  await screenshotAtWidths(page, testInfo, 'home-en');
});

test('the session is an HttpOnly cookie no script can read, and the console works on it', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(E2E_SUPERUSER.name, E2E_SUPERUSER.password);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();

  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'Admin-Token');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  const readable = await page.evaluate(() => ({
    cookie: document.cookie,
    stored: JSON.stringify({ ...localStorage, ...sessionStorage }),
  }));
  expect(readable.cookie).not.toContain('Admin-Token');
  expect(readable.cookie).not.toContain(session!.value);
  expect(readable.stored).not.toContain(session!.value);

  // Signed-in calls (user info, the environments list) and a reload keep working on the cookie alone.
  await page.goto('/environments');
  await expect(page.getByRole('heading', { name: 'Environments', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /^e2e-default .* Online/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: /^e2e-default .* Online/ })).toBeVisible();
});

test('logs out, lands on the login page, and the old token is refused', async ({ page, request }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(E2E_SUPERUSER.name, E2E_SUPERUSER.password);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  // The page cannot read it; the browser context (like an attacker with the disk) can.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value;
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await expect(login.heading).toBeVisible();
  await expectAddress(page, '/login');
  const cookieNames = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookieNames).not.toContain('Admin-Token');
  const afterLogout = await request.get('/pulsar-manager/users/userInfo', { headers: { token: token! } });
  expect(afterLogout.status()).toBe(401);
  const cookieReplay = await request.get('/pulsar-manager/users/userInfo', {
    headers: { cookie: `Admin-Token=${token!}` },
  });
  expect(cookieReplay.status()).toBe(401);

  // The guard now sends a visit to the home page back to the login page.
  await page.goto('/');
  await expectAddress(page, '/login?redirect=%2F');
});

test('a refused login shows the exact message and no session is kept', async ({ page }, testInfo) => {
  const login = new LoginPage(page);
  await login.goto();

  await login.logIn(E2E_SUPERUSER.name, 'not-the-password');

  await expect(login.alert).toHaveText('The username or password is incorrect');
  await expectAddress(page, '/login');
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('Admin-Token');
  await screenshotAtWidths(page, testInfo, 'login-refused-en');
});

test('the login page in Chinese, remembered across visits', async ({ page }, testInfo) => {
  const english = new LoginPage(page);
  await english.goto();

  await page.getByText('中文', { exact: true }).click();

  const chinese = new LoginPage(page, CHINESE_LABELS);
  await expect(chinese.heading).toBeVisible();
  await expect(chinese.username).toBeVisible();
  await expect(chinese.password).toBeVisible();
  await expect(chinese.submit).toBeVisible();
  await expect(page).toHaveTitle('登录 · Beacon');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.reload();
  await expect(chinese.heading).toBeVisible();
  await chinese.logIn(E2E_SUPERUSER.name, 'not-the-password');
  await expect(chinese.alert).toHaveText('用户名或密码错误');
  await expectNoSeriousAxeViolations(page, 'login page in Chinese with a refusal');
  await screenshotAtWidths(page, testInfo, 'login-zh');

  await chinese.logIn(E2E_SUPERUSER.name, E2E_SUPERUSER.password);
  await expect(page.getByRole('heading', { name: '概览', level: 1 })).toBeVisible();
  await screenshotAtWidths(page, testInfo, 'home-zh');
});

test('logging in and out works from the keyboard alone', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();

  await expect(login.username).toBeFocused();
  await page.keyboard.type(E2E_SUPERUSER.name);
  await page.keyboard.press('Tab');
  await expect(login.password).toBeFocused();
  await page.keyboard.type(E2E_SUPERUSER.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();

  const userMenu = page.getByRole('button', { name: 'Admin' });
  for (
    let presses = 0;
    presses < 40 && !(await userMenu.evaluate((button) => button === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(userMenu).toBeFocused();
  await page.keyboard.press('Enter');
  const logout = page.getByRole('menuitem', { name: 'Log out' });
  await expect(logout).toBeVisible();
  // Arrow keys move the focus through the menu's enabled items.
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  for (let presses = 0; presses < 6 && !(await focusedText()).includes('Log out'); presses++) {
    const before = await focusedText();
    await page.keyboard.press('ArrowDown');
    // The menu moves the focus a frame later: read it again only once it has moved (CI, busy,
    // read the old item, pressed again and went past Log out).
    await expect.poll(focusedText).not.toBe(before);
  }
  expect(await focusedText()).toContain('Log out');
  await page.keyboard.press('Enter');
  await expect(login.heading).toBeVisible();
});
