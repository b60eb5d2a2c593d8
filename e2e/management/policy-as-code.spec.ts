// Policy as code (issue 33 item 2, decision 0094) in Chromium, end to end: a namespace exported from
// one environment (downloaded as YAML), applied to a second environment through its preview, a dry
// run and Apply with progress, then the two environments compared after one retention changed: one
// difference. Screenshots of the preview and the comparison in English and Chinese, at 1024 px and
// on a phone. The second environment is always a simulator of this file's own; the first is the
// file's Pulsar (the demo simulator, or the real broker in the real-pulsar project).
import fs from 'node:fs';
import { startSimulator } from '@beacon/pulsar-sim';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { documentScreenshot } from '../fixtures/document-screenshot.ts';
import { chooseEnvironment, createEnvironment } from '../fixtures/environment.ts';
import { logIn } from '../fixtures/log-in.ts';
import { pulsarForThisFile } from '../fixtures/pulsar-under-test.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { chooseOption } from '../fixtures/choose-option.ts';

const pulsar = pulsarForThisFile();
const NAMESPACE = 'sample/orders';

async function admin(url: string, method: string, path: string, body: unknown): Promise<void> {
  const answer = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status, `${method} ${path}: ${await answer.text()}`).toBeLessThan(300);
}

test('a namespace exported from one environment, applied to another with its preview, then compared', async ({
  page,
  request,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const target = await startSimulator({ scenario: 'demo', port: 0, traffic: false });
  try {
    const source = pulsar();
    // What the source holds and the target does not: a retention and a producer limit of its own.
    await admin(source.url, 'POST', `/admin/v2/namespaces/${NAMESPACE}/retention`, {
      retentionTimeInMinutes: 2000,
      retentionSizeInMB: 256,
    });
    await admin(source.url, 'POST', `/admin/v2/namespaces/${NAMESPACE}/maxProducersPerTopic`, 5);
    const sourceName = await createEnvironment(request, source);
    const targetName = await createEnvironment(request, target);
    await chooseEnvironment(context, baseURL ?? '', sourceName);
    await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, 'Overview');

    // From the menu, then the namespace named.
    await page.getByRole('menuitem', { name: 'Policy as code' }).click();
    await expect(page.getByRole('heading', { name: 'Policy as code', level: 1 })).toBeVisible();
    // The choice goes into the address (?scope=namespace): checked once the page has read it back.
    await page.getByRole('radio', { name: 'A namespace' }).click();
    await expect(page.getByRole('radio', { name: 'A namespace' })).toBeChecked();
    await page.getByRole('searchbox', { name: 'Name' }).fill(NAMESPACE);
    await page.getByRole('button', { name: 'Show the document' }).click();
    await expect(page.getByText('retentionTimeInMinutes: 2000')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download YAML' }).click();
    const file = testInfo.outputPath('orders.yaml');
    await (await downloading).saveAs(file);
    expect(fs.readFileSync(file, 'utf8')).toContain('maxProducersPerTopic: 5');

    await page.getByRole('tab', { name: 'Apply' }).click();
    await page.locator('input[type="file"]').setInputFiles(file);
    await chooseOption(page, page.getByRole('combobox', { name: 'Apply to environment' }), targetName);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('heading', { name: `Changes to ${targetName}` })).toBeVisible();
    await expect(page.getByText('Set retention')).toBeVisible();
    await expect(page.getByText('Set maxProducersPerTopic')).toBeVisible();
    await expect(page.getByText('Not allowed')).toHaveCount(0);
    await page.setViewportSize({ width: 1024, height: 900 });
    await expectNoSeriousAxeViolations(page, 'policy-code-preview');
    await page.getByRole('heading', { name: `Changes to ${targetName}` }).scrollIntoViewIfNeeded();
    await documentScreenshot(page, 'policy-code-preview-en-1024');

    await page.getByRole('button', { name: 'Dry run' }).click();
    await expect(page.getByText(/^Dry run: (\d+) of \1 calls would be sent, none was\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(/^All \d+ changes applied\.$/)).toBeVisible();
    await documentScreenshot(page, 'policy-code-applied-en-1024');
    const applied = (await (
      await fetch(`${target.url}/admin/v2/namespaces/${NAMESPACE}/retention`)
    ).json()) as {
      retentionTimeInMinutes: number;
    };
    expect(applied.retentionTimeInMinutes).toBe(2000);

    // One retention changed on the target: the comparison shows that one difference.
    await admin(target.url, 'POST', `/admin/v2/namespaces/${NAMESPACE}/retention`, {
      retentionTimeInMinutes: 3000,
      retentionSizeInMB: 256,
    });
    await page.getByRole('tab', { name: 'Compare' }).click();
    await chooseOption(page, page.getByRole('combobox', { name: 'Environment', exact: true }), targetName);
    await page.getByRole('button', { name: 'Compare' }).click();
    await expect(page.getByText('1 difference', { exact: true })).toBeVisible();
    const row = page.getByRole('row', { name: /retentionTimeInMinutes/ });
    await expect(row).toContainText('Changed');
    await expect(row).toContainText('2000');
    await expect(row).toContainText('3000');
    await documentScreenshot(page, 'policy-code-diff-en-1024');
    await page.setViewportSize({ width: 390, height: 844 });
    await row.scrollIntoViewIfNeeded();
    await documentScreenshot(page, 'policy-code-diff-en-390');

    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.reload();
    await expect(page.getByRole('heading', { name: '策略即代码', level: 1 })).toBeVisible();
    await chooseOption(page, page.getByRole('combobox', { name: '环境', exact: true }), targetName);
    await page.getByRole('button', { name: /^比\s*较$/ }).click();
    await expect(page.getByText('1 处差异', { exact: true })).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await documentScreenshot(page, 'policy-code-diff-zh-390');
    await page.setViewportSize({ width: 1024, height: 900 });
    await documentScreenshot(page, 'policy-code-diff-zh-1024');

    await page.getByRole('tab', { name: '应用' }).click();
    await page.locator('input[type="file"]').setInputFiles(file);
    await chooseOption(page, page.getByRole('combobox', { name: '应用到环境' }), targetName);
    await page.getByRole('button', { name: /^预\s*览$/ }).click();
    await expect(page.getByRole('heading', { name: `对 ${targetName} 的变更` })).toBeVisible();
    await expect(page.getByText('设置 retention')).toBeVisible();
    await documentScreenshot(page, 'policy-code-preview-zh-1024');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText('设置 retention').scrollIntoViewIfNeeded();
    await documentScreenshot(page, 'policy-code-preview-zh-390');
  } finally {
    await target.close();
  }
});
