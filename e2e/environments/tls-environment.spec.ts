// An environment whose brokers answer HTTPS with a certificate of their own CA (the simulator's
// `tls` mode): the CA pasted in the dialog makes the connection test online, and the console then
// reads tenants through it. Screenshots of the dialog in English and Chinese, at 1024 px and on a phone.
import { expect, test, type Page } from '@playwright/test';
import { chooseEnvironment } from '../fixtures/environment.ts';
import { documentScreenshot } from '../fixtures/document-screenshot.ts';
import { logIn } from '../fixtures/log-in.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { tlsSimulatorForThisFile } from '../fixtures/simulator.ts';

const simulator = tlsSimulatorForThisFile();

async function openNewEnvironmentDialog(page: Page, title: string) {
  await page.getByRole('button', { name: title }).first().click();
  return page.getByRole('dialog', { name: title });
}

test('a superuser adds an HTTPS environment with its CA and reads tenants through it', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 900 });
  await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, 'Overview');
  await page.goto('/environments');
  await expect(page.getByRole('heading', { name: 'Environments', level: 1 })).toBeVisible();

  const httpsUrl = simulator().brokers[0]?.tlsUrl ?? '';
  expect(httpsUrl).toMatch(/^https:\/\//);
  const name = `tls-${Date.now()}`;
  const dialog = await openNewEnvironmentDialog(page, 'New Environment');
  await dialog.getByLabel('Environment Name').fill(name);
  await dialog.getByLabel('Service URL').fill(httpsUrl);
  await dialog.getByLabel('Bookie URL').fill(simulator().bookieUrl);

  // Without the CA the broker's certificate is not trusted.
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByText(`Connection test of ${name}: Online`)).toBeHidden();
  await expect(dialog.getByText(new RegExp(`Connection test of ${name}:`))).toBeVisible();

  await dialog.getByLabel('TLS CA certificate', { exact: true }).fill(simulator().tls?.ca ?? '');
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByText(`Connection test of ${name}: Online`)).toBeVisible();
  await documentScreenshot(page, 'environment-tls-dialog-en-1024');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add environment success')).toBeVisible();

  await chooseEnvironment(context, baseURL ?? '', name);
  await page.goto('/management/tenants');
  await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'sample', exact: true }).first()).toBeVisible();
});

test('the TLS fields of the dialog in English and Chinese, at 1024 px and on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, 'Overview');
  await page.goto('/environments');
  const english = await openNewEnvironmentDialog(page, 'New Environment');
  await english.getByLabel('TLS CA certificate', { exact: true }).fill(simulator().tls?.ca ?? '');
  await expect(english.getByRole('button', { name: 'Load from a file… (TLS CA certificate)' })).toBeVisible();
  await documentScreenshot(page, 'environment-tls-dialog-en-390');

  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  try {
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto('/environments');
    const chinese = await openNewEnvironmentDialog(page, '新建环境');
    await chinese.getByLabel('TLS CA 证书', { exact: true }).fill(simulator().tls?.ca ?? '');
    await expect(chinese.getByRole('button', { name: '从文件读取…（TLS CA 证书）' })).toBeVisible();
    await documentScreenshot(page, 'environment-tls-dialog-zh-1024');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(chinese.getByLabel('TLS 客户端私钥', { exact: true })).toBeAttached();
    await documentScreenshot(page, 'environment-tls-dialog-zh-390');
  } finally {
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  }
});
