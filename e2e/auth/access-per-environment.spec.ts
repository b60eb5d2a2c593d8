// Issue 15: an admin bound to one tenant in one environment. Menu, guard, API and proxy agree — in
// that environment, and in another one, which does not exist for the admin. A user with no role and
// an anonymous visitor are turned away.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES } from '@beacon/contracts';
import { chooseEnvironment, createEnvironment } from '../fixtures/environment.ts';
import { logIn } from '../fixtures/log-in.ts';
import { demoSimulatorForThisFile } from '../fixtures/simulator.ts';
import { superuserHeaders } from '../fixtures/users.ts';
import { ConsoleShell } from '../pages/console-shell.ts';
import { LoginPage } from '../pages/login-page.ts';
import { expectAddress } from '../fixtures/address.ts';

const simulator = demoSimulatorForThisFile();
const PASSWORD = 'Bound-In-One-Environment-5';
const ADMIN_PAGE = '/management/admin/tenants/tenantInfo';

/** Creates a user with no role; `bindTo` binds a new role for `sample` in that environment. */
async function createUser(request: APIRequestContext, bindTo?: string): Promise<string> {
  const name = `access-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const headers = await superuserHeaders(request);
  const created = await request.put('/pulsar-manager/users/user', {
    headers,
    data: { name, password: PASSWORD, email: `${name}@example.test` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  if (bindTo) {
    const role = `${name}-sample`;
    const made = await request.put('/pulsar-manager/roles/role', {
      headers,
      data: { roleName: role, resourceName: 'sample' },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const bound = await request.put(`/pulsar-manager/role-binding/${role}/${name}`, {
      headers,
      data: { environment: bindTo },
    });
    expect(bound.ok(), await bound.text()).toBe(true);
  }
  return name;
}

/** A Pulsar call from the signed-in page (its session cookie), naming `environment`. */
async function pulsarCall(page: Page, path: string, environment: string) {
  const answer = await page.request.get(path, { headers: { environment } });
  return { status: answer.status(), body: await answer.text() };
}

test('an admin of one tenant in one environment: menu, guard, API and proxy agree, there and elsewhere', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const staging = await createEnvironment(request, simulator());
  const production = await createEnvironment(request, simulator());
  const admin = await createUser(request, staging);

  await chooseEnvironment(context, baseURL ?? '', staging);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, admin, PASSWORD, 'Tenant Details');
  const shell = new ConsoleShell(page);
  await expectAddress(page, ADMIN_PAGE);
  expect(await shell.menuLabels()).toEqual([
    'Overview',
    'Tenant Details',
    'Tokens',
    'Apache Pulsar (opens in a new tab)',
  ]);
  // The admin page offers the tenant of the binding and lists its namespaces from the simulator.
  await expect(page.getByRole('link', { name: 'payments', exact: true })).toBeVisible();

  // The switcher offers only the environment of the binding.
  await page.getByRole('button', { name: `Environment: ${staging}` }).click();
  const offered = shell.popup().getByRole('menuitem');
  await expect(offered.filter({ hasText: staging })).toHaveCount(1);
  await expect(offered.filter({ hasText: production })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The guard: super-only screens are refused.
  for (const path of ['/management/tenants', '/users', '/roles', '/audit', '/management/clusters']) {
    await page.goto(path);
    await expectAddress(page, '/401?noGoBack=true');
  }

  // The proxy: the own tenant in staging; neither another tenant there nor anything in production.
  expect((await pulsarCall(page, '/admin/v2/namespaces/sample', staging)).status).toBe(200);
  expect((await pulsarCall(page, '/admin/v2/namespaces/public', staging)).status).toBe(403);
  const elsewhere = await pulsarCall(page, '/admin/v2/namespaces/sample', production);
  expect(elsewhere.status).toBe(400);
  expect(elsewhere.body).toContain(MESSAGES.noActiveEnvironment);
  // The console's API agrees: the environment list holds staging only.
  const environments = await page.request.get('/pulsar-manager/environments');
  const names = ((await environments.json()) as { data: { name: string }[] }).data.map((e) => e.name);
  expect(names).toEqual([staging]);

  // A deep link into production (as if chosen elsewhere) goes to the environment list, which names
  // the environment the address was in without saying whether it exists (decision 0057).
  await chooseEnvironment(context, baseURL ?? '', production);
  await page.goto('/management/namespaces/sample/payments/namespace');
  await expectAddress(page, `/environments?unavailable=${production}`);
  await expect(page.getByRole('alert')).toContainText(
    `The address you opened is in environment ${production}, which does not exist or in which you hold no role.`,
  );
  await expect(page.getByRole('cell', { name: staging })).toBeVisible();
  await expect(page.getByRole('cell', { name: production })).toHaveCount(0);
});

test('a user with no role is refused every screen; an anonymous visitor is sent to log in', async ({
  page,
  request,
}) => {
  const nobody = await createUser(request);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fusers/);

  await new LoginPage(page).logIn(nobody, PASSWORD);
  await expect(page.getByText('You do not have permission to enter this page.')).toBeVisible();
  for (const path of ['/environments', '/tokens', '/management/admin/tenants/tenantInfo']) {
    await page.goto(path);
    await expect(page.getByText('You do not have permission to enter this page.')).toBeVisible();
  }
  expect((await page.request.get('/pulsar-manager/environments')).status()).toBe(403);
});
