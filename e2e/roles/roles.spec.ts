// The Roles screen and a user's effective access (issue 15 items 2 and 3) against the real server: a
// super user creates a role through the form (the spec's message first), binds a user to it in one
// environment, and reads that user's access per environment and the menu it would see. Both screens
// in English and Chinese, at 1280 px and a phone's width, with no serious axe finding and no cut
// text. Screenshots go to BEACON_E2E_SHOTS (or test-results) for a person to look at.
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { measureCutText } from '../layout/cut-text.ts';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { expectNoEnglishOnChineseScreen, recordAnsweredWords } from '../fixtures/english-on-chinese.ts';
import { logIn } from '../fixtures/log-in.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { superuserHeaders } from '../fixtures/users.ts';
import { DEFAULT_ENVIRONMENT } from '../global-setup.ts';
import { CHINESE_LABELS } from '../pages/login-page.ts';
import { expectAddress } from '../fixtures/address.ts';

const shots = process.env.BEACON_E2E_SHOTS ?? path.join('e2e', 'test-results', 'screenshots');

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

async function expectWholeText(page: Page, where: string, fits = false): Promise<void> {
  const cut = await measureCutText(page);
  expect(cut.brokenWords, `${where}: words broken`).toEqual([]);
  expect(cut.clippedWithoutTitle, `${where}: clipped without a title`).toEqual([]);
  if (fits) expect(cut.sidewaysTables, `${where}: tables scrolling sideways`).toEqual([]);
}

/** A user with no role, and a second environment where it will have none, both unique. */
async function userAndSecondEnvironment(request: APIRequestContext) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const headers = await superuserHeaders(request);
  const user = `viewer-${stamp}`;
  const created = await request.put('/pulsar-manager/users/user', {
    headers,
    data: { name: user, email: `${user}@example.test`, password: 'viewer-e2e-password-1' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  // The same simulator as the default environment: registering tests the connection.
  const listed = (await (await request.get('/pulsar-manager/environments', { headers })).json()) as {
    data: { name: string; broker: string; bookie: string }[];
  };
  const { broker, bookie } = listed.data.find((known) => known.name === DEFAULT_ENVIRONMENT)!;
  const environment = `other-${stamp}`;
  const registered = await request.put('/pulsar-manager/environments/environment', {
    headers,
    data: { name: environment, broker, bookie },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return { headers, user, environment, stamp };
}

function rowOf(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
}

test('a super user creates a role, binds a user in one environment and reads its access (en)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { user, environment, stamp } = await userAndSecondEnvironment(request);
  const role = `public-admin-${stamp}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, 'Overview');
  await page.getByRole('navigation').getByRole('link', { name: 'Roles' }).click();
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  await expect(rowOf(page, 'super')).toContainText('Super user');

  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('The name can not is empty').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'new role dialog with its errors');
  await dialog.getByLabel('Role name').fill(role);
  await dialog.getByLabel('Description').fill('Administers the public tenant for the payments team');
  await dialog.getByLabel('Tenant').fill('public');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  const row = rowOf(page, role);
  await expect(row).toContainText('Tenant admin');
  await row.getByRole('button', { name: /expand/i }).click();
  const bindings = page.getByRole('region', { name: `Bindings of ${role}` });
  await bindings.getByRole('button', { name: `Bind a user to ${role}` }).click();
  const bind = page.getByRole('dialog', { name: `Bind a user to ${role}` });
  await bind.getByLabel('User').fill(user);
  // antd draws the visible options apart from its hidden accessible listbox.
  await page.locator('.ant-select-item-option', { hasText: user }).click();
  await bind.getByLabel('Environment').click();
  await page.locator('.ant-select-item-option', { hasText: DEFAULT_ENVIRONMENT }).click();
  await bind.getByRole('button', { name: 'Bind' }).click();
  await expect(bind).toBeHidden();
  await expect(bindings.getByRole('row').filter({ hasText: user })).toContainText(DEFAULT_ENVIRONMENT);
  await expectNoSeriousAxeViolations(page, '/roles with a role expanded');
  await shot(page, 'roles-en-1280');
  await expectWholeText(page, 'roles en 1280', true);
  await page.setViewportSize({ width: 1024, height: 900 });
  await shot(page, 'roles-en-1024');
  await expectWholeText(page, 'roles en 1024', true);
  await page.setViewportSize({ width: 1280, height: 900 });

  await bindings.getByRole('link', { name: user }).click();
  await expectAddress(page, `/users/${user}/access`);
  await expect(page.getByRole('heading', { name: `Access of ${user}`, level: 1 })).toBeVisible();
  const here = page
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { name: DEFAULT_ENVIRONMENT, exact: true }) });
  await expect(here).toContainText('Admin of 1 tenant');
  await expect(here.getByRole('link', { name: `${role} in ${DEFAULT_ENVIRONMENT}` })).toBeVisible();
  const there = page
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { name: environment, exact: true }) });
  await expect(there).toContainText('No access');
  const menu = page.getByRole('navigation', { name: `Menu of ${user}` });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Overview',
    'Tenant Details',
    'Tokens',
    'Apache Pulsar',
  ]);
  await expect(menu.getByRole('link')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, '/users/:user/access');
  await shot(page, 'access-en-1280');
  await expectWholeText(page, 'access en 1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'access-en-390');
  await expectWholeText(page, 'access en 390');
  await page.goto(`/roles?filter=${role}`);
  await expect(rowOf(page, role)).toBeVisible();
  await shot(page, 'roles-en-390');
  await expectWholeText(page, 'roles en 390');
});

test('the roles screen and a user’s access speak Chinese, at 1280 px and on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { headers, user, stamp } = await userAndSecondEnvironment(request);
  const role = `public-admin-${stamp}`;
  expect(
    (
      await request.put('/pulsar-manager/roles/role', {
        headers,
        data: { roleName: role, description: '管理 public 租户', resourceName: 'public' },
      })
    ).ok(),
  ).toBe(true);
  const bound = await request.put(`/pulsar-manager/role-binding/${role}/${user}`, {
    headers,
    data: { environment: DEFAULT_ENVIRONMENT, description: '值班' },
  });
  expect(bound.ok(), await bound.text()).toBe(true);

  const answered = recordAnsweredWords(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, '概览', CHINESE_LABELS);
  await page.goto(`/roles?filter=${role}`);
  await expect(page.getByRole('heading', { name: '角色', level: 1 })).toBeVisible();
  await rowOf(page, role)
    .getByRole('button', { name: /展开|expand/i })
    .click();
  await expect(page.getByRole('region', { name: `${role} 的绑定` })).toContainText(user);
  await shot(page, 'roles-zh-1280');
  await expectWholeText(page, 'roles zh 1280');
  await expectNoSeriousAxeViolations(page, '/roles (zh)');
  await expectNoEnglishOnChineseScreen(page, answered, '/roles');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'roles-zh-390');
  await expectWholeText(page, 'roles zh 390');

  await page.goto(`/users/${user}/access`);
  await expect(page.getByRole('heading', { name: `${user} 的权限`, level: 1 })).toBeVisible();
  await shot(page, 'access-zh-390');
  await expectWholeText(page, 'access zh 390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'access-zh-1280');
  await expectWholeText(page, 'access zh 1280');
  await expectNoSeriousAxeViolations(page, '/users/:user/access (zh)');
  await expectNoEnglishOnChineseScreen(page, answered, '/users/:user/access');
});
