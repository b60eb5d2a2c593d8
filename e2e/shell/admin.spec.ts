import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { logIn } from '../fixtures/log-in.ts';
import { createTenantAdmin } from '../fixtures/users.ts';
import { ConsoleShell } from '../pages/console-shell.ts';
import { CHINESE_LABELS } from '../pages/login-page.ts';
import { expectAddress } from '../fixtures/address.ts';

test('a tenant admin sees only its items and is refused super-only screens', async ({ page, request }) => {
  // Nine screens opened one after the other: 19 s in CI, 31 s on a machine busy with other tests.
  test.setTimeout(60_000);
  const admin = await createTenantAdmin(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, admin.name, admin.password, 'Tenant Details');
  const shell = new ConsoleShell(page);

  await expectAddress(page, '/management/admin/tenants/tenantInfo');
  await expectNoSeriousAxeViolations(page, 'tenant admin page');
  // The overview shows an admin its own tenants (issue 19 item 1).
  expect(await shell.menuLabels()).toEqual([
    'Overview',
    'Tenant Details',
    'Tokens',
    'Apache Pulsar (opens in a new tab)',
  ]);

  for (const path of [
    '/tokens',
    '/management/namespaces/finance/payments/namespace',
    '/management/topics/persistent/finance/payments/orders/partitionedTopic',
    '/management/subscriptions/persistent/finance/payments/orders/billing/subscription',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('You do not have permission to enter this page.')).toHaveCount(0);
    await expectAddress(page, path);
  }

  for (const path of ['/management/tenants', '/management/clusters', '/users', '/prometheus']) {
    await page.goto(path);
    await expectAddress(page, '/401?noGoBack=true');
    await expect(page.getByText('You do not have permission to enter this page.')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Return' }).click();
  await expectAddress(page, '/management/admin/tenants/tenantInfo');
});

test('a tenant admin at 800 px in Chinese', async ({ page, request }) => {
  const admin = await createTenantAdmin(request);
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await logIn(page, admin.name, admin.password, '租户详情', CHINESE_LABELS);
  await page.getByRole('button', { name: '展开菜单' }).click();
  const shell = new ConsoleShell(page, {
    navigation: '主导航',
    breadcrumb: '面包屑导航',
    tabs: '已访问页面',
  });
  expect(await shell.menuLabels()).toEqual([
    '概览',
    '租户详情',
    '令牌（Token）',
    'Apache Pulsar （在新标签页中打开）',
  ]);
  await expectNoSeriousAxeViolations(page, 'tenant admin page, 800 px, menu open, Chinese');
  await page.goto('/users');
  await expect(page.getByText('你没有权限进入此页面。')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '401 page, 800 px, Chinese');
});
