import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { logIn } from '../fixtures/log-in.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { ConsoleShell } from '../pages/console-shell.ts';
import { expectAddress } from '../fixtures/address.ts';
import { pushInConsole } from '../fixtures/in-console.ts';

const SCREENS: [string, string][] = [
  ['/overview', 'Overview'],
  ['/management/clusters', 'Clusters'],
  ['/management/clusters/standalone/cluster', 'Cluster Details'],
  ['/management/clusters/standalone/zone-a/failureDomainName', 'Failure Domain Details'],
  ['/management/clusters/standalone/policy-1/namespaceIsolationPolicy', 'Isolation Policy Details'],
  ['/management/brokers/standalone/broker-1/broker', 'Broker Details'],
  ['/management/tenants', 'Tenants'],
  ['/management/tenants/tenantInfo/public', 'Tenant Details'],
  ['/management/admin/tenants/tenantInfo', 'Tenant Details'],
  ['/management/namespaces/public/default/namespace', 'Namespace Details'],
  ['/management/topics/persistent/public/default/orders/topic', 'Topic Details'],
  ['/management/topics/persistent/public/default/orders/partitionedTopic', 'Partitioned Topic Details'],
  ['/management/subscriptions/persistent/public/default/orders/billing/subscription', 'Subscription Details'],
  ['/management/functions', 'Functions'],
  ['/management/sources', 'Sources'],
  ['/management/sinks', 'Sinks'],
  ['/management/workbench', 'Workbench'],
  ['/management/bookies', 'Bookies'],
  ['/prometheus', 'Prometheus'],
  ['/grafana', 'Grafana'],
  ['/users', 'Users'],
  ['/roles', 'Roles'],
  ['/masking-rules', 'Masking rules'],
  ['/alerts', 'Alerts'],
  ['/alerts/rules', 'Alert rules'],
  ['/tokens', 'Tokens'],
];

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, 'Overview');
});

test('a super user reaches every screen of the route table; unknown paths go to /404', async ({ page }) => {
  test.setTimeout(120_000);
  const shell = new ConsoleShell(page);
  expect(await shell.menuLabels()).toEqual([
    'Overview',
    'Management',
    'Clusters',
    'Tenants',
    'Namespaces',
    'Topics',
    'Functions',
    'Sources',
    'Sinks',
    'Workbench',
    'Bookies',
    'Resource Groups',
    'Dashboard',
    'Users',
    'Roles',
    'Masking rules',
    'Alerts',
    'Alert rules',
    'Policy as code',
    'Tokens',
    'Audit',
    'API docs',
    'Apache Pulsar (opens in a new tab)',
  ]);

  // Inside the running console, as a link would (a page load per screen took most of this journey's
  // time); the deep-link journey opens addresses afresh.
  for (const [path, title] of SCREENS) {
    await pushInConsole(page, path);
    await expect(page).toHaveTitle(`${title} · Beacon`);
    // Functions, sources and sinks write the namespace they open on into the URL (issue 28 A11).
    await expect(page).toHaveURL(
      (url) => `${url.pathname}${url.search}`.replace(/[?&](tenant|env)=.*$/, '') === path,
    );
    // Each screen names what it shows (e.g. "Namespace public/default"); the objects here may not
    // exist in the simulator, which the screen says — it still opens.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }

  await page.goto('/management');
  await expectAddress(page, '/management/tenants');
  await page.goto('/management/namespaces/public');
  await expectAddress(page, '/management/tenants/tenantInfo/public?tab=namespaces');
  await page.goto('/no/such/page');
  await expectAddress(page, '/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the sidebar links, breadcrumbs and the progress bar lead through the console', async ({ page }) => {
  const shell = new ConsoleShell(page);
  await shell.sidebar.getByRole('link', { name: 'Topics' }).click();
  await expectAddress(page, '/management/namespaces/public/default/namespace?tab=topics');
  await expect(shell.heading('Namespace public/default')).toBeVisible();

  await page.goto('/management/subscriptions/persistent/public/default/orders/billing/subscription');
  await expect(shell.breadcrumb).toHaveText(
    'Management/Tenants/Tenant Details/Namespaces/Namespace Details/Topics/Topic Details/Subscriptions/Subscription Details',
  );
  await shell.breadcrumb.getByRole('link', { name: 'Topic Details' }).click();
  await expectAddress(page, '/management/topics/persistent/public/default/orders/topic');

  // The bar appears while the next screen's code loads (nprogress, no spinner).
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto('/management/clusters/east/cluster');
  await expect(page).toHaveTitle('Cluster Details · Beacon');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await shell.breadcrumb.getByRole('link', { name: 'Clusters' }).click();
  await expect(shell.heading('Clusters')).toBeVisible();
  await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
});

test("the tabs' Refresh, Close, Close Others and Close All", async ({ page }) => {
  const shell = new ConsoleShell(page);
  await shell.sidebar.getByRole('link', { name: 'Tokens' }).click();
  await expect(shell.heading('Tokens')).toBeVisible();
  await shell.sidebar.getByRole('link', { name: 'Clusters' }).click();
  await expect(shell.heading('Clusters')).toBeVisible();
  await expect(shell.tabs.getByRole('link')).toHaveText(['Overview', 'Tokens', 'Clusters']);

  await shell.tabs.getByRole('link', { name: 'Clusters' }).click({ button: 'right' });
  await shell.popup().getByRole('menuitem', { name: 'Refresh' }).click();
  await expectAddress(page, '/management/clusters');
  await expect(shell.heading('Clusters')).toBeVisible();

  await shell.tabs.getByRole('button', { name: 'Close Clusters' }).click();
  await expect(shell.heading('Tokens')).toBeVisible();
  await expect(shell.tabs.getByRole('link')).toHaveText(['Overview', 'Tokens']);

  await shell.tabs.getByRole('link', { name: 'Overview' }).click({ button: 'right' });
  await shell.popup().getByRole('menuitem', { name: 'Close Others' }).click();
  await expect(shell.heading('Overview')).toBeVisible();
  await expect(shell.tabs.getByRole('link')).toHaveText(['Overview']);

  await shell.sidebar.getByRole('link', { name: 'Tokens' }).click();
  await expect(shell.heading('Tokens')).toBeVisible();
  await shell.tabs.getByRole('button', { name: 'Actions for this tab' }).click();
  await shell.popup().getByRole('menuitem', { name: 'Close All' }).click();
  await expectAddress(page, '/overview');
  await expect(shell.tabs.getByRole('link')).toHaveText(['Overview']);
});

test('size, language, theme and full screen switch, with the spec messages', async ({ page }) => {
  const shell = new ConsoleShell(page);
  await shell.choose('Global Size', 'Small');
  await expect(page.getByRole('status').filter({ hasText: 'Switch Size Success' })).toBeVisible();
  await page.getByRole('button', { name: 'Global Size' }).click();
  await expect(shell.popup().getByRole('menuitem', { name: 'Small' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');

  await shell.choose('Theme', 'Dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect(page.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
  await page.getByRole('button', { name: 'Exit full screen' }).click();
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();

  await shell.choose('Language', '中文');
  await expect(page.getByRole('status').filter({ hasText: '切换语言成功' })).toBeVisible();
  const chinese = new ConsoleShell(page, {
    navigation: '主导航',
    breadcrumb: '面包屑导航',
    tabs: '已访问页面',
  });
  await expect(chinese.heading('概览')).toBeVisible();

  // All three choices survive a reload.
  await page.reload();
  await expect(chinese.heading('概览')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.evaluate(() => localStorage.getItem('size'))).toBe('small');
});

test('at 800 px the sidebar is an overlay that closes on navigation and on the backdrop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  const shell = new ConsoleShell(page);
  await expect(shell.sidebar).toBeHidden();

  await page.getByRole('button', { name: 'Open the menu' }).click();
  await shell.sidebar.getByRole('link', { name: 'Tokens' }).click();
  await expect(shell.heading('Tokens')).toBeVisible();
  await expect(shell.sidebar).toBeHidden();

  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expectNoSeriousAxeViolations(page, 'sidebar overlay at 800 px');
  await page.getByTestId('sidebar-backdrop').click({ position: { x: 700, y: 400 } });
  await expect(shell.sidebar).toBeHidden();
});
