// Backlog alerts (issue 32 item 4, decision 0090) in Chromium, end to end: a rule made on the
// rules page, the statistics collector's next pass over the demo (its `audit` subscription holds a
// backlog and no consumer) firing it, the alert listed as firing, and the webhook — a receiver in
// this test, on loopback — getting one signed JSON delivery. Then the pages in Chinese.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { ALERT_SIGNATURE_HEADER, ALERT_TIMESTAMP_HEADER } from '@beacon/contracts';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { documentScreenshot } from '../fixtures/document-screenshot.ts';
import { chooseEnvironment, createEnvironment } from '../fixtures/environment.ts';
import { logIn } from '../fixtures/log-in.ts';
import { pulsarForThisFile } from '../fixtures/pulsar-under-test.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { chooseOption } from '../fixtures/choose-option.ts';

const pulsar = pulsarForThisFile();
const SECRET = 'e2e-alert-signing-secret';

interface Delivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on loopback that keeps what it is sent. */
async function startReceiver(): Promise<{ url: string; received: Delivery[]; close: () => Promise<void> }> {
  const received: Delivery[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/hooks/beacon`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('a rule made on the page fires on the next pass, is listed, and its webhook gets one signed delivery', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // A statistics pass every 30 s: the alert comes with the next one.
  test.setTimeout(150_000);
  const receiver = await startReceiver();
  try {
    const environment = await createEnvironment(request, pulsar());
    await chooseEnvironment(context, baseURL ?? '', environment);
    await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, 'Overview');
    const name = `audit-unread-${Date.now().toString(36)}`;

    await page.goto('/alerts/rules');
    await page.getByRole('button', { name: 'New rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New alert rule' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Environment', exact: true }), environment);
    await chooseOption(
      page,
      dialog.getByRole('combobox', { name: 'Watches', exact: true }),
      'Subscription without consumers',
    );
    await dialog.getByRole('textbox', { name: 'Tenant', exact: true }).fill('sample');
    await dialog.getByRole('textbox', { name: 'Subscriptions', exact: true }).fill('audit');
    await dialog.getByRole('spinbutton', { name: 'For (seconds)' }).fill('0');
    await dialog.getByRole('button', { name: 'Add a webhook' }).click();
    await dialog.getByRole('textbox', { name: 'Webhook URL', exact: true }).fill(receiver.url);
    await dialog.getByLabel('Signing secret').fill(SECRET);
    await documentScreenshot(page, 'alert-rule-dialog-en');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Alert rule created')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

    await page.goto('/alerts');
    const firing = page.getByRole('row', { name: new RegExp(`Firing.*${name}`) });
    await expect(async () => {
      await page.reload();
      await expect(firing.first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 100_000, intervals: [3_000] });
    await expect(firing.first()).toContainText('audit');
    await expectNoSeriousAxeViolations(page, 'alerts');
    await documentScreenshot(page, 'alerts-firing-en');

    // One delivery per firing, signed over "<timestamp>.<body>" (decision 0090).
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [delivery] = receiver.received as [Delivery];
    const timestamp = String(delivery.headers[ALERT_TIMESTAMP_HEADER.toLowerCase()]);
    const expected = crypto
      .createHmac('sha256', SECRET)
      .update(`${timestamp}.${delivery.body}`)
      .digest('hex');
    expect(delivery.headers[ALERT_SIGNATURE_HEADER.toLowerCase()]).toBe(`sha256=${expected}`);
    expect(JSON.parse(delivery.body)).toMatchObject({ state: 'firing' });
    expect(delivery.body).toContain('audit');
    expect(receiver.received.filter((each) => each.body.includes('"firing"'))).toHaveLength(1);

    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.reload();
    await expect(page.getByRole('heading', { name: '告警', level: 1 })).toBeVisible();
    await documentScreenshot(page, 'alerts-firing-zh');
    await page.goto('/alerts/rules');
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await documentScreenshot(page, 'alert-rules-zh');
  } finally {
    await receiver.close();
  }
});
