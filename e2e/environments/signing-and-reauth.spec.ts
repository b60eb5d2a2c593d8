// Issue 15 items 4 and 5 against the real server: an environment's token-signing key is set through
// the form and never shown again, and a save the server refuses for want of a recent password opens
// the password dialog, which confirms against the real server and sends the save once more. (A
// fresh login counts as a recent password, so the first refusal is staged with page.route.)
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { logIn } from '../fixtures/log-in.ts';
import { demoSimulatorForThisFile } from '../fixtures/simulator.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';

const simulator = demoSimulatorForThisFile();
const SECRET = Buffer.from('an-hs256-secret-of-at-least-32-bytes-long').toString('base64');

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/test-results/screenshots/${name}.png`, fullPage: true });
}

test('a signing key is set behind the password dialog and never shown again, in English and Chinese', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 800 });
  await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, 'Overview');
  await page.goto('/environments');

  // The first save is answered as the server answers a session whose password is older than 5 minutes.
  let staged = false;
  await page.route('**/pulsar-manager/environments/environment', async (route) => {
    if (staged || route.request().method() !== 'PUT') return route.continue();
    staged = true;
    const text = 'Confirm your password to continue';
    await route.fulfill({
      status: 403,
      json: { error: text, message: text, reason: text, code: 'password-confirmation-required' },
    });
  });

  const name = `signing-${Date.now()}`;
  await page.getByRole('button', { name: 'New Environment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Environment' });
  await dialog.getByLabel('Environment Name').fill(name);
  await dialog.getByLabel('Service URL').fill(simulator().url);
  await dialog.getByLabel('Bookie URL').fill(simulator().bookieUrl);
  await dialog.getByRole('combobox', { name: 'Signing algorithm' }).click();
  await page.locator('.ant-select-item-option[title="HS256"]').click();
  await dialog.getByLabel('Signing key').fill('too-short');
  await expect(dialog.getByText('An HS256 secret must be base64 of at least 32 bytes')).toBeVisible();
  await dialog.getByLabel('Signing key').fill(SECRET);
  await dialog.getByRole('button', { name: 'Save' }).click();

  const confirm = page.locator('.ant-modal').filter({ hasText: 'Confirm your password' });
  await expect(confirm).toBeVisible();
  await confirm.getByLabel('Password').fill('not-the-password');
  await confirm.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(confirm.getByText('The password is incorrect')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'password dialog with a wrong password');
  await screenshot(page, 'reauth-dialog-en-1024');
  await confirm.getByLabel('Password').fill(E2E_SUPERUSER.password);
  await confirm.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page.getByText('Add environment success')).toBeVisible();

  // The list and every later answer carry the algorithm only.
  const listed = await page.request.get('/pulsar-manager/environments');
  expect(await listed.text()).not.toContain(SECRET);
  expect(JSON.stringify(await listed.json())).toContain('"signingAlgorithm":"HS256"');

  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Update Environment' });
  await expect(edit.getByText('A key (HS256) is set and never shown; leave empty to keep it.')).toBeVisible();
  await expect(edit.getByLabel('Signing key')).toHaveValue('');
  await expect(edit.getByLabel('Signing key')).toHaveAttribute('placeholder', 'A key (HS256) is set');
  await edit.getByLabel('Signing key').scrollIntoViewIfNeeded();
  await screenshot(page, 'environment-signing-en-1024');

  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.reload();
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name, exact: true }) })
    .getByRole('button', { name: `编辑 ${name}` })
    .click();
  const editZh = page.getByRole('dialog', { name: '更新环境' });
  await expect(editZh.getByText('令牌签名')).toBeVisible();
  await expect(editZh.getByText('已设置 HS256 密钥且不会再显示；留空则保留。')).toBeVisible();
  await editZh.getByLabel('签名密钥').scrollIntoViewIfNeeded();
  await screenshot(page, 'environment-signing-zh-1024');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
});
