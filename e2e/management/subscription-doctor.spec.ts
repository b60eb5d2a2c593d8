// The subscription doctor (issue 33 item 4) in Chromium. On the simulator's demo: the blocked
// subscription the demo keeps (sample/orders/shipped's `notifications`, its consumer at its
// unacknowledged limit) explained with its figures and where to fix it, and a drained one found
// healthy; in English and Chinese, at 1024 px and on a phone, without cut text or serious
// accessibility findings. On the real Pulsar 4.0.7: a consumer that never acknowledges, on a
// namespace whose limit is 5 unacknowledged messages, blocked by the broker itself — the doctor
// reads Pulsar's own figures the same way.
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
  test.skip(pulsar().kind !== 'simulator', "the demo's blocked consumer is the simulator's");
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

/** An admin call that must succeed, as a script would make it. */
async function admin(method: string, pathname: string, body?: unknown): Promise<void> {
  const response = await fetch(`${pulsar().url}/admin/v2/${pathname}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${pathname}: ${await response.text()}`).toBeLessThan(300);
}

/** A WebSocket client of the broker (webSocketServiceEnabled), open before it is handed back. */
async function socket(kind: 'producer' | 'consumer', topic: string, query = ''): Promise<WebSocket> {
  const url = `${pulsar().url.replace(/^http/, 'ws')}/ws/v2/${kind}/persistent/${topic}${query}`;
  const client = new WebSocket(url);
  await new Promise((resolve, reject) => {
    client.addEventListener('open', resolve, { once: true });
    client.addEventListener('error', () => reject(new Error(`${url} did not open`)), { once: true });
  });
  return client;
}

test('on a real broker, a consumer that never acknowledges is named blocked at its limit', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.skip(pulsar().kind !== 'real', 'the broker blocks the consumer itself');
  const namespace = `public/doctor-${Date.now().toString(36)}`;
  const topic = `${namespace}/jobs`;
  await admin('PUT', `namespaces/${namespace}`, { replication_clusters: [pulsar().cluster] });
  // Read by the consumer when it connects (Consumer's constructor): set before it does.
  await admin('POST', `namespaces/${namespace}/maxUnackedMessagesPerConsumer`, 5);
  await expect
    .poll(async () =>
      (await fetch(`${pulsar().url}/admin/v2/namespaces/${namespace}/maxUnackedMessagesPerConsumer`)).text(),
    )
    .toBe('5');
  await admin('PUT', `persistent/${topic}`);
  const consumer = await socket(
    'consumer',
    `${topic}/workers`,
    '?subscriptionType=Shared&consumerName=worker-1',
  );
  const producer = await socket('producer', topic);
  try {
    for (let index = 0; index < 20; index += 1)
      producer.send(JSON.stringify({ payload: Buffer.from(`job ${String(index)}`).toString('base64') }));
    await expect
      .poll(async () => {
        const stats = (await (await fetch(`${pulsar().url}/admin/v2/persistent/${topic}/stats`)).json()) as {
          subscriptions: Record<string, { consumers: { blockedConsumerOnUnackedMsgs: boolean }[] }>;
        };
        return stats.subscriptions.workers?.consumers[0]?.blockedConsumerOnUnackedMsgs;
      })
      .toBe(true);

    await signInOnSimulator({ page, request, context, baseURL }, pulsar());
    await page.goto(`/management/subscriptions/persistent/${topic}/workers/subscription?tab=doctor`);
    const findings = page.getByRole('list', { name: 'What holds this subscription back' });
    await expect(findings.getByRole('listitem').first()).toContainText(
      'Dispatch stopped at the unacknowledged-messages limit',
    );
    await expect(findings).toContainText(
      /Blocked consumers: worker-1 \(\d+ unacknowledged messages in all\)\./,
    );
    await expect(page.getByText(/at the current rates/)).toBeVisible();
    await documentScreenshot(page, 'subscription-doctor-real-broker-en');
  } finally {
    consumer.close();
    producer.close();
    await fetch(`${pulsar().url}/admin/v2/namespaces/${namespace}?force=true`, { method: 'DELETE' });
  }
});
