// The Tokens screen against the real server and a simulator: a super user mints a token in an
// environment with an HS256 signing key (the spec's form messages first), copies it from the one-time
// dialog, and the token verifies with that key; views it again, edits its description and deletes
// it; an environment without a key shows where to add one. English and Chinese, 1024 px and a phone.
import { randomBytes, createSecretKey } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { jwtVerify } from 'jose';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { chooseEnvironment, createEnvironment } from '../fixtures/environment.ts';
import { logIn } from '../fixtures/log-in.ts';
import { demoSimulatorForThisFile } from '../fixtures/simulator.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { superuserHeaders } from '../fixtures/users.ts';

const SHOTS = process.env.BEACON_E2E_SCREENSHOTS ?? 'e2e/test-results/screenshots';
const simulator = demoSimulatorForThisFile();

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

function rowOf(page: Page, role: string) {
  return page.getByRole('row').filter({ has: page.getByText(role, { exact: true }) });
}

test('a super user mints, views, edits and deletes a broker token', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const secret = randomBytes(32);
  const environment = await createEnvironment(request, simulator());
  const keyless = await createEnvironment(request, simulator());
  const saved = await request.post('/pulsar-manager/environments/environment', {
    headers: await superuserHeaders(request),
    data: {
      name: environment,
      broker: simulator().url,
      bookie: simulator().bookieUrl,
      signingAlgorithm: 'HS256',
      signingKey: secret.toString('base64'),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.setViewportSize({ width: 1024, height: 800 });
  await chooseEnvironment(context, baseURL ?? '', environment);
  await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, 'Overview');
  await page.goto('/tokens');
  await expect(page.getByRole('heading', { name: 'Tokens', level: 1 })).toBeVisible();
  await expect(page.getByText('No tokens in this environment yet')).toBeVisible();

  await page.getByRole('button', { name: 'New Token' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Token' });
  await expect(dialog.getByPlaceholder('Please input role name')).toBeVisible();
  await expect(dialog.getByPlaceholder('Please input description for role')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Role is required')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'new token dialog with its error');
  await screenshot(page, 'tokens-new-en-1024');
  await dialog.getByLabel('Role').fill('orders-service');
  await dialog.getByLabel('Description').fill('Order pipeline consumers');
  await dialog.getByRole('button', { name: 'Create' }).click();

  const shown = page.getByRole('dialog', { name: 'Token for orders-service' });
  await expect(
    shown.getByText('Copy it now: later only a super user, after typing their password again, can view it.'),
  ).toBeVisible();
  const token = await shown.getByLabel('Token').inputValue();
  await screenshot(page, 'tokens-created-en-1024');
  const { payload } = await jwtVerify(token, createSecretKey(secret), { algorithms: ['HS256'] });
  expect(payload.sub).toBe('orders-service');
  expect(payload.exp! - payload.iat!).toBe(30 * 86_400);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(rowOf(page, 'orders-service')).toContainText('Order pipeline consumers');
  await expect(rowOf(page, 'orders-service')).toContainText(E2E_SUPERUSER.name);
  await expect(page.locator('body')).not.toContainText(token);
  await screenshot(page, 'tokens-en-1024');

  // The login typed the password just now: View shows it at once.
  await page.getByRole('button', { name: 'View the token of orders-service' }).click();
  const viewed = page.getByRole('dialog', { name: 'Token of orders-service' });
  await expect(viewed.getByLabel('Token')).toHaveValue(token);
  await viewed.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Edit orders-service' }).click();
  const edit = page.getByRole('dialog', { name: 'Update Token' });
  await edit.getByLabel('Description').fill('Orders v2');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, 'orders-service')).toContainText('Orders v2');

  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.reload();
  await expect(page.getByRole('heading', { name: '令牌（Token）', level: 1 })).toBeVisible();
  await screenshot(page, 'tokens-zh-1024');
  await page.getByRole('button', { name: '删除 orders-service 的令牌' }).click();
  await expect(page.getByText(/已分发的令牌在过期/)).toBeVisible();
  await screenshot(page, 'tokens-delete-zh-1024');
  await page.getByRole('button', { name: /^取\s*消$/ }).click();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(rowOf(page, 'orders-service')).toBeVisible();
  await screenshot(page, 'tokens-zh-375');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(rowOf(page, 'orders-service')).toBeVisible();
  await screenshot(page, 'tokens-en-375');
  await page.setViewportSize({ width: 1024, height: 800 });

  await page.getByRole('button', { name: 'Delete the token of orders-service' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the token of orders-service' });
  await expect(confirm.getByText(/stays valid in Pulsar until it expires/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No tokens in this environment yet')).toBeVisible();

  // An environment without a signing key says where to add one instead of offering a form.
  await chooseEnvironment(context, baseURL ?? '', keyless);
  await page.reload();
  await expect(page.getByText('This environment cannot sign tokens')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Token' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'tokens without a signing key');
  await screenshot(page, 'tokens-no-key-en-1024');
  await page.getByRole('link', { name: 'Open the environment settings' }).click();
  await expect(page).toHaveURL(/\/environments(\?env=[^&]*)?$/);
});
