// History with restore (issue 33 item 3) in Chromium against the real server: a namespace's
// retention changed on its POLICIES tab is in its HISTORY with the value before and after, field by
// field; "restore the version before" shows the change plan's preview, applies it, and the old
// retention is back at Pulsar and on the POLICIES tab — the restore itself listed first. In English
// and Chinese, at 1024 px and on a phone, without cut text or serious accessibility findings.
import { namespacePolicies, pulsarPath } from '@beacon/pulsar-admin';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { documentScreenshot } from '../fixtures/document-screenshot.ts';
import { signInOnSimulator } from '../fixtures/environment.ts';
import { pulsarForThisFile } from '../fixtures/pulsar-under-test.ts';
import { fields } from '../fixtures/policy-fills.ts';
import { readAtPulsar } from '../fixtures/pulsar-rest.ts';
import { measureCutText } from '../layout/cut-text.ts';

const pulsar = pulsarForThisFile();
const OLD = { retentionTimeInMinutes: 1440, retentionSizeInMB: 512 };
const CHANGED = { retentionTimeInMinutes: 10080, retentionSizeInMB: 512 };

async function expectWholeText(page: Page, where: string): Promise<void> {
  const cut = await measureCutText(page);
  expect.soft(cut.brokenWords, `${where}: words broken`).toEqual([]);
  expect.soft(cut.clippedWithoutTitle, `${where}: clipped without a title`).toEqual([]);
  expect.soft(cut.pageSideways.by, `${where}: the page scrolls sideways`).toBe(0);
}

test('restores a changed retention from the namespace’s history (en, zh, 1024 px, phone)', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInOnSimulator({ page, request, context, baseURL }, pulsar());
  await page.setViewportSize({ width: 1024, height: 900 });
  // A tenant and namespace of this run, its retention set at Pulsar before Beacon changes it. A
  // tenant of its own: other journeys on the same broker count the namespaces of `sample`.
  const tenant = `history-${Date.now()}`;
  const namespace = 'ns';
  const clusters = (await readAtPulsar<string[]>(pulsar().url, '/admin/v2/clusters')).body;
  await admin('PUT', `tenants/${tenant}`, { adminRoles: [], allowedClusters: clusters });
  await admin('PUT', `namespaces/${tenant}/${namespace}`);
  await admin('POST', `namespaces/${tenant}/${namespace}/retention`, OLD);
  const retentionAtPulsar = () =>
    readAtPulsar(pulsar().url, pulsarPath(namespacePolicies.retention.get, { tenant, namespace }));
  const namespacePage = `/management/namespaces/${tenant}/${namespace}/namespace`;

  await page.goto(`${namespacePage}?tab=policies`);
  const editor = page.getByRole('group', { name: 'Retention', exact: true });
  await fields({ 'Retention Time (minutes)': String(CHANGED.retentionTimeInMinutes) })(editor, page);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await retentionAtPulsar()).body).toEqual(CHANGED);

  await page.getByRole('tab', { name: 'HISTORY' }).click();
  const history = page.getByRole('region', { name: 'History' });
  const changes = history.getByRole('table').first();
  const change = changes.getByRole('row').filter({ hasText: 'Retention' });
  await expect(change).toHaveCount(1);
  await change.getByRole('button', { name: 'View' }).click();
  const minutes = page.getByRole('row').filter({ hasText: 'retentionTimeInMinutes' });
  await expect(minutes).toContainText('1440');
  await expect(minutes).toContainText('10080');
  await expect(page.getByRole('row').filter({ hasText: 'retentionSizeInMB' })).toContainText('unchanged');
  await expectWholeText(page, 'history en 1024');
  await expectNoSeriousAxeViolations(page, 'namespace history');
  await documentScreenshot(page, 'history-diff-en');
  const withChange = page.url();

  await page.getByRole('button', { name: 'Restore the version before' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'as it was before' });
  await expect(dialog.getByText(`POST /admin/v2/namespaces/${tenant}/${namespace}/retention`)).toBeVisible();
  await expect(dialog.getByText('Allowed')).toBeVisible();
  await documentScreenshot(page, 'history-restore-preview-en');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  const confirmation = page.getByRole('dialog').filter({ hasText: 'Apply 1 change to' });
  await confirmation.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('The change was applied.')).toBeVisible();
  expect((await retentionAtPulsar()).body).toEqual(OLD);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The restore is a change of its own, listed first: the new retention back to the old one.
  await expect(changes.getByRole('row').filter({ hasText: 'Retention' })).toHaveCount(2);
  await page.getByRole('tab', { name: 'POLICIES' }).click();
  await expect(
    page.getByRole('group', { name: 'Retention', exact: true }).getByLabel('Retention Time (minutes)'),
  ).toHaveValue('1440');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(withChange);
  await expect(page.getByRole('row').filter({ hasText: 'retentionTimeInMinutes' })).toContainText('10080');
  await page.getByText('retentionTimeInMinutes').scrollIntoViewIfNeeded();
  await expectWholeText(page, 'history en phone');
  await documentScreenshot(page, 'history-diff-en-phone');

  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto(withChange);
  await expect(page.getByRole('tab', { name: '历史', selected: true })).toBeVisible();
  await expect(page.getByRole('region', { name: '变更历史' })).toBeVisible();
  await expect(page.getByRole('button', { name: '恢复为变更前的版本' })).toBeVisible();
  await expectWholeText(page, 'history zh 1024');
  await documentScreenshot(page, 'history-diff-zh');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('columnheader', { name: '变更前' })).toBeVisible();
  await page.getByText('retentionTimeInMinutes').scrollIntoViewIfNeeded();
  await expectWholeText(page, 'history zh phone');
  await documentScreenshot(page, 'history-diff-zh-phone');

  await admin('DELETE', `namespaces/${tenant}/${namespace}`);
  await admin('DELETE', `tenants/${tenant}`);
});

/** An admin call that must succeed, as a script would make it (not through Beacon: no history). */
async function admin(method: string, pathname: string, body?: unknown): Promise<void> {
  const response = await fetch(`${pulsar().url}/admin/v2/${pathname}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${pathname}: ${await response.text()}`).toBeLessThan(300);
}
