// The message workbench in Chromium against the real Pulsar 4.0.7 broker (issue 30, "how it will be
// checked"): a search for one field value over a topic of a few hundred messages, a value decoded by
// the topic's Avro schema, a filter Pulsar's messages cannot satisfy and one that does not compile,
// in English and in Chinese; after each read no subscription is left on the topics it read. The
// messages are written with Pulsar's own REST produce API (the broker encodes the Avro ones from
// JSON with the schema uploaded first), and every count is checked against what was written.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { signInOnSimulator } from '../fixtures/environment.ts';
import { expectNoEnglishOnChineseScreen, recordAnsweredWords } from '../fixtures/english-on-chinese.ts';
import { pulsarForThisFile } from '../fixtures/pulsar-under-test.ts';

const pulsar = pulsarForThisFile();

const ORDERS = 300;
const AVRO_ORDERS = 20;
const ORDER_SCHEMA = {
  type: 'record',
  name: 'Order',
  namespace: 'dev.beacon.e2e',
  fields: [
    { name: 'orderId', type: 'int' },
    { name: 'region', type: 'string' },
  ],
};

const WORDS = {
  en: {
    form: 'What to read',
    topics: 'Topics',
    filter: 'Filter (CEL)',
    start: 'Start',
    table: 'Messages read',
    ended: 'Ended: every message there was when the read began was read',
    read: (count: number) => `Read: ${String(count)}`,
    kept: (count: number) => `Kept: ${String(count)}`,
    details: /^Details of message /,
    value: 'Value',
  },
  zh: {
    form: '读取内容',
    topics: '主题',
    filter: '过滤条件（CEL）',
    start: '开始',
    table: '已读取的消息',
    ended: '已结束：读取开始时已有的消息均已读完',
    read: (count: number) => `已读取：${String(count)}`,
    kept: (count: number) => `已保留：${String(count)}`,
    details: /^消息 .* 的详情$/,
    value: '值',
  },
} as const;

async function atBroker(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`${pulsar().url}${path}`, init);
  const failure = response.ok ? '' : await response.text();
  expect(response.ok, `${init?.method ?? 'GET'} ${path}: ${String(response.status)} ${failure}`).toBe(true);
  return response;
}

/**
 * Messages through Pulsar's REST produce API: JSON text without a schema, or encoded by the broker
 * with the topic's schema of `schemaVersion`. Tried again while the broker answers "Topic … not found" for a topic it has just created:
 * 4.0.7's TopicsBase publishes only to topics in its owning-topics map, which a listener of the
 * topic's load event fills asynchronously (the newer TopicsBase registers it at lookup instead).
 */
async function produce(topic: string, payloads: string[], schemaVersion?: number): Promise<void> {
  const body = JSON.stringify({
    // A schema version the topic has: the broker encodes each JSON payload with it (Avro's JSON
    // decoder); without one, as text with its STRING schema.
    ...(schemaVersion === undefined ? {} : { schemaVersion }),
    messages: payloads.map((payload, index) => ({ key: `order-${String(index)}`, payload })),
  });
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${pulsar().url}/topics/persistent/public/default/${topic}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        return answer.ok ? 'sent' : `${String(answer.status)} ${await answer.text()}`;
      },
      { timeout: 20_000, intervals: [250, 500, 1_000] },
    )
    .toBe('sent');
}

const order = (index: number) => JSON.stringify({ orderId: index, region: index % 3 === 0 ? 'eu' : 'us' });
const fullName = (topic: string) => `persistent://public/default/${topic}`;

async function expectNoSubscriptionLeft(topics: string[]): Promise<void> {
  for (const topic of topics) {
    const answer = await atBroker(`/admin/v2/persistent/public/default/${topic}/subscriptions`);
    expect(await answer.json(), `subscriptions of ${topic}`).toEqual([]);
  }
}

/** Opens the workbench on `topics`, types the filter and starts the read. */
async function read(page: Page, words: (typeof WORDS)[keyof typeof WORDS], topics: string[], filter = '') {
  await page.goto('/management/workbench');
  const form = page.getByRole('form', { name: words.form });
  await form.getByLabel(words.topics).fill(topics.map(fullName).join('\n'));
  await form.getByLabel(words.filter).fill(filter);
  await form.getByRole('button', { name: words.start, exact: true }).click();
}

const rowsOf = (page: Page, words: (typeof WORDS)[keyof typeof WORDS]) =>
  page
    .getByRole('table', { name: words.table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test.describe('message workbench on the real broker', () => {
  const stamp = Date.now();
  const orders = `e2e-wb-orders-${String(stamp)}`;
  const avroOrders = `e2e-wb-avro-${String(stamp)}`;

  test.beforeAll(async () => {
    // REST produce writes only to a topic that exists.
    for (const topic of [orders, avroOrders])
      await atBroker(`/admin/v2/persistent/public/default/${topic}`, { method: 'PUT' });
    await produce(
      orders,
      Array.from({ length: ORDERS }, (_, index) => order(index)),
    );
    await atBroker(`/admin/v2/schemas/public/default/${avroOrders}/schema`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'AVRO', schema: JSON.stringify(ORDER_SCHEMA), properties: {} }),
    });
    await produce(
      avroOrders,
      Array.from({ length: AVRO_ORDERS }, (_, index) => order(index)),
      0,
    );
  });

  for (const language of ['en', 'zh'] as const) {
    test(`finds one order among ${String(ORDERS)} and decodes Avro (${language})`, async ({
      page,
      request,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const words = WORDS[language];
      const answered = recordAnsweredWords(page);
      await signInOnSimulator({ page, request, context, baseURL }, pulsar());
      // The console reads the stored language when a page loads (read() opens the workbench).
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);

      // One field value among all the messages: read all, keep one.
      await read(page, words, [orders], 'value.orderId == 42');
      const status = page.getByRole('status');
      await expect(status).toContainText(words.ended, { timeout: 60_000 });
      await expect(status).toContainText(words.read(ORDERS));
      await expect(status).toContainText(words.kept(1));
      await expect(rowsOf(page, words)).toHaveCount(1);
      await expect(rowsOf(page, words).first()).toContainText('{"orderId":42,"region":"eu"}');
      await expectNoSeriousAxeViolations(page, `workbench after a search (${language})`);
      if (language === 'zh') await expectNoEnglishOnChineseScreen(page, answered, 'workbench');
      await expectNoSubscriptionLeft([orders]);

      // Avro, decoded by the schema version each message names: the value as its fields.
      await read(page, words, [avroOrders], 'value.region == "eu"');
      await expect(status).toContainText(words.ended, { timeout: 60_000 });
      await expect(status).toContainText(words.read(AVRO_ORDERS));
      await expect(status).toContainText(words.kept(7));
      const first = rowsOf(page, words).first();
      await first.getByRole('button', { name: words.details }).click();
      await expect(page.getByRole('dialog').getByLabel(words.value, { exact: true })).toHaveText(
        JSON.stringify({ orderId: 0, region: 'eu' }, undefined, 2),
      );
      await page.keyboard.press('Escape');
      await expectNoSubscriptionLeft([avroOrders]);
    });
  }

  test('says why a filter is refused, and reads nothing', async ({ page, request, context, baseURL }) => {
    const words = WORDS.en;
    await signInOnSimulator({ page, request, context, baseURL }, pulsar());
    await read(page, words, [orders], 'value.orderId ==');
    await expect(page.getByRole('alert')).toContainText(/filter/i);
    await expect(rowsOf(page, words)).toHaveCount(0);
    await expectNoSubscriptionLeft([orders]);
  });
});
