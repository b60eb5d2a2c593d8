// The subscription doctor (issue 33 item 4) in Chromium on the demo: the blocked subscription the
// demo keeps (sample/orders/shipped's `notifications`, its consumer at its unacknowledged limit)
// explained with its figures and where to fix it, and a drained one found healthy; in English and
// Chinese, at 1024 px and on a phone, without cut text or serious accessibility findings.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { documentScreenshot } from '../fixtures/document-screenshot.ts';
import { signInOnSimulator } from '../fixtures/environment.ts';
import { pulsarForThisFile } from '../fixtures/pulsar-under-test.ts';
import { measureCutText } from '../layout/cut-text.ts';

const pulsar = pulsarForThisFile();
const doctorOf = (topic: string, subscription: string) =>
  `/management/subscriptions/persistent/sample/${topic}/${subscription}/subscription?tab=doctor`;

async function expectWholeText(page: Page, where: string): Promise<void> {
  const cut = await measureCutText(page);
  expect.soft(cut.brokenWords, `${where}: words broken`).toEqual([]);
  expect.soft(cut.clippedWithoutTitle, `${where}: clipped without a title`).toEqual([]);
  expect.soft(cut.pageSideways.by, `${where}: the page scrolls sideways`).toBe(0);
}

test('explains the blocked subscription and finds the drained one healthy (en, zh, 1024 px, phone)', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signInOnSimulator({ page, request, context, baseURL }, pulsar());
  await page.setViewportSize({ width: 1024, height: 900 });

  await page.goto(doctorOf('orders/shipped', 'notifications'));
  await expect(page.getByRole('tab', { name: 'DOCTOR', selected: true })).toBeVisible();
  const findings = page.getByRole('list', { name: 'What holds this subscription back' });
  const blocked = findings.getByRole('listitem').filter({ hasText: 'unacknowledged-messages limit' });
  await expect(blocked).toContainText('Blocked consumers: notifier-1 (40 unacknowledged messages in all).');
  await expect(page.getByText(/^Never at the current rates/)).toBeVisible();
  await expectWholeText(page, 'doctor en 1024');
  await expectNoSeriousAxeViolations(page, 'subscription doctor');
  await documentScreenshot(page, 'subscription-doctor-blocked-en');

  // Its link to the consumers opens them, the blocked one marked so.
  await blocked.getByRole('link', { name: 'Open the consumers' }).click();
  await expect(page.getByRole('tab', { name: 'CONSUMERS', selected: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /notifier-1/ })).toBeVisible();

  await page.goto(doctorOf('payments/settled', 'ledger'));
  await expect(page.getByText('Nothing holds this subscription back.')).toBeVisible();
  await expect(page.getByText('The backlog is empty.')).toBeVisible();

  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.goto(doctorOf('orders/shipped', 'notifications'));
  await expect(page.getByRole('tab', { name: '诊断', selected: true })).toBeVisible();
  await expect(page.getByText('投递因未确认消息达到上限而停止')).toBeVisible();
  await expect(page.getByText('被阻塞的消费者：notifier-1（共 40 条未确认消息）。')).toBeVisible();
  await expectWholeText(page, 'doctor zh 1024');
  await documentScreenshot(page, 'subscription-doctor-blocked-zh');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('投递因未确认消息达到上限而停止')).toBeVisible();
  await expectWholeText(page, 'doctor zh phone');
  await documentScreenshot(page, 'subscription-doctor-blocked-zh-phone');
});
