// The Environments screen against the real server and a Pulsar simulator started here (the e2e
// server config starts only Beacon): create through the UI, see it online, test it, edit, delete.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { logIn } from '../fixtures/log-in.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { demoSimulatorForThisFile } from '../fixtures/simulator.ts';

const simulator = demoSimulatorForThisFile();

function rowOf(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/test-results/screenshots/${name}.png`, fullPage: true });
}

test('a superuser creates an environment, sees it online, tests, edits and deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 800 });
  await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, 'Overview');
  await page.goto('/environments');
  await expect(page.getByRole('heading', { name: 'Environments', level: 1 })).toBeVisible();

  const name = `sim-${Date.now()}`;
  await page.getByRole('button', { name: 'New Environment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Environment' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Environment Name is required')).toBeVisible();
  await expect(dialog.getByText('Service URL is required')).toBeVisible();
  await expect(dialog.getByText('Bookie URL is required')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'new environment dialog with its errors');

  await dialog.getByLabel('Environment Name').fill(name);
  await dialog.getByLabel('Service URL').fill(simulator().url);
  await dialog.getByLabel('Bookie URL').fill(simulator().bookieUrl);
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByText(`Connection test of ${name}: Online`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add environment success')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = rowOf(page, name);
  await expect(row).toContainText(simulator().url);
  await expect(row).toContainText(simulator().bookieUrl);
  await expect(row).toContainText('Online');

  await row.getByRole('button', { name: `Test connection to ${name}` }).click();
  await expect(page.getByText(`Connection test of ${name}: Online`)).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'environments list after a connection test');
  await screenshot(page, 'environments-en-1024');

  // A refused first URL, then the simulator: the list is tried in order (failover).
  const failover = `http://127.0.0.1:9,${simulator().url}`;
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Update Environment' });
  await expect(edit.getByLabel('Environment Name')).toHaveValue(name);
  await expect(edit.getByLabel('Environment Name')).toHaveAttribute('readonly');
  await edit.getByLabel('Service URL').fill(failover);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update environment success')).toBeVisible();
  await expect(row).toContainText(failover);
  await expect(row).toContainText('Online');

  // The same page in Chinese, at a phone's width.
  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.reload();
  await expect(page.getByRole('heading', { name: '环境', level: 1 })).toBeVisible();
  await expect(rowOf(page, name)).toContainText('在线');
  await screenshot(page, 'environments-zh-1024');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: '新建环境' })).toBeVisible();
  await screenshot(page, 'environments-zh-375');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.reload();

  await rowOf(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirmation = page.getByRole('dialog', { name: `Delete ${name}` });
  await expect(confirmation.getByText('Are you sure you want to delete this environment?')).toBeVisible();
  await confirmation.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Delete environment success')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
});

test('a failed save keeps the dialog open with the precise reason', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, 'Overview');
  await page.goto('/environments');

  await page.getByRole('button', { name: 'New Environment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Environment' });
  await dialog.getByLabel('Environment Name').fill(`down-${Date.now()}`);
  await dialog.getByLabel('Service URL').fill('http://127.0.0.1:9');
  await dialog.getByLabel('Bookie URL').fill(simulator().bookieUrl);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The environment was not saved')).toBeVisible();
  await expect(dialog.getByText(/Connection test failed/)).toBeVisible();
  await expect(dialog.getByLabel('Service URL')).toHaveValue('http://127.0.0.1:9');
});

test('a changed URL asks for the stored token again before it is tested or saved', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1024, height: 800 });
  await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, 'Overview');
  await page.goto('/environments');

  const name = `token-${Date.now()}`;
  await page.getByRole('button', { name: 'New Environment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Environment' });
  await dialog.getByLabel('Environment Name').fill(name);
  await dialog.getByLabel('Service URL').fill(simulator().url);
  await dialog.getByLabel('Bookie URL').fill(simulator().bookieUrl);
  await dialog.getByLabel('Token', { exact: true }).fill('stored-broker-token');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add environment success')).toBeVisible();

  // Same URL: the stored token stays and is used. Another URL: it must be typed again.
  const row = rowOf(page, name);
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Update Environment' });
  await edit.getByLabel('Service URL').fill(simulator().url.replace('localhost', '127.0.0.1'));
  await expect(edit.getByText(/the stored token is only sent to the URLs it was saved with/)).toBeVisible();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Enter the token again to use a changed URL')).toBeVisible();
  await screenshot(page, 'environment-token-again-en-1024');

  // The same refusal in Chinese.
  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.reload();
  await rowOf(page, name)
    .getByRole('button', { name: `编辑 ${name}` })
    .click();
  const editZh = page.getByRole('dialog', { name: '更新环境' });
  await editZh.getByLabel('服务 URL').fill(simulator().url.replace('localhost', '127.0.0.1'));
  await editZh.getByRole('button', { name: /保\s*存/ }).click();
  await expect(editZh.getByText('URL 已更改，请重新输入令牌')).toBeVisible();
  await screenshot(page, 'environment-token-again-zh-1024');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
});
