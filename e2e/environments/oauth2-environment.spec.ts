// An environment that signs in to its brokers with OAuth2 client credentials (issue 32): an issuer
// on loopback (oidc-provider, client credentials, JWT access tokens) and the simulator as the
// brokers. The superuser picks OAuth2 in the dialog, the connection test names a refused client,
// then passes; the saved environment is listed as OAuth2 and its tenants are read through it. The
// dialog's OAuth2 fields in English and Chinese, at 1024 px and on a phone.
import { generateKeyPairSync } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { startOAuth2Issuer, type OAuth2Issuer } from '../../apps/server/src/test-support/oauth2-issuer.ts';
import { chooseEnvironment } from '../fixtures/environment.ts';
import { documentScreenshot } from '../fixtures/document-screenshot.ts';
import { logIn } from '../fixtures/log-in.ts';
import { demoSimulatorForThisFile } from '../fixtures/simulator.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';

const simulator = demoSimulatorForThisFile();
const CLIENT = 'beacon-e2e';
const SECRET = 'beacon-e2e-client-secret';
let issuer: OAuth2Issuer | undefined;

test.beforeAll(async () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  issuer = await startOAuth2Issuer({
    clients: [{ clientId: CLIENT, clientSecret: SECRET }],
    signingKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  });
});
test.afterAll(async () => {
  await issuer?.close();
});

async function openNewEnvironmentDialog(page: Page, title: string) {
  await page.getByRole('button', { name: title }).first().click();
  return page.getByRole('dialog', { name: title });
}

test('a superuser adds an OAuth2 environment and reads tenants through it', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 900 });
  await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, 'Overview');
  await page.goto('/environments');
  await expect(page.getByRole('heading', { name: 'Environments', level: 1 })).toBeVisible();

  const name = `oauth2-${Date.now()}`;
  const broker = simulator().brokers[0]?.url ?? '';
  const dialog = await openNewEnvironmentDialog(page, 'New Environment');
  await dialog.getByLabel('Environment Name').fill(name);
  await dialog.getByLabel('Service URL').fill(broker);
  await dialog.getByLabel('Bookie URL').fill(simulator().bookieUrl);
  await dialog.getByRole('radio', { name: 'OAuth2 client credentials' }).check();
  await dialog.getByLabel('Issuer URL', { exact: true }).fill(issuer?.issuer ?? '');
  await dialog.getByLabel('Client ID', { exact: true }).fill(CLIENT);
  await dialog.getByLabel('Client secret', { exact: true }).fill('not-the-secret');

  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(
    dialog.getByText(/^Step that failed: the issuer refused the client ID and secret \(invalid_client/),
  ).toBeVisible();

  await dialog.getByLabel('Client secret', { exact: true }).fill(SECRET);
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByText(`Connection test of ${name}: Online`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add environment success')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
  await expect(
    row.getByLabel(`Signs in with OAuth2 client ${CLIENT} at ${issuer?.issuer ?? ''}`),
  ).toBeVisible();

  await chooseEnvironment(context, baseURL ?? '', name);
  await page.goto('/management/tenants');
  await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'sample', exact: true }).first()).toBeVisible();
});

test('the OAuth2 fields of the dialog in English and Chinese, at 1024 px and on a phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, 'Overview');
  await page.goto('/environments');
  const english = await openNewEnvironmentDialog(page, 'New Environment');
  await english.getByRole('radio', { name: 'OAuth2 client credentials' }).check();
  await english.getByRole('radio', { name: 'Key file (JSON)' }).check();
  await expect(english.getByRole('button', { name: 'Load from a file… (Key file)' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await documentScreenshot(page, 'environment-oauth2-dialog-en-390');

  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  try {
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto('/environments');
    const chinese = await openNewEnvironmentDialog(page, '新建环境');
    await chinese.getByRole('radio', { name: 'OAuth2 客户端凭据' }).check();
    await chinese.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(chinese.getByText('请输入 OAuth2 签发方（issuer）URL')).toBeVisible();
    await expect(chinese.getByText('请输入客户端密钥')).toBeVisible();
    await documentScreenshot(page, 'environment-oauth2-dialog-zh-1024');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(chinese.getByLabel('受众（Audience）')).toBeVisible();
    await documentScreenshot(page, 'environment-oauth2-dialog-zh-390');
  } finally {
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  }
});
