// The message workbench in Chromium against the real Pulsar 4.0.7 broker (issue 30, "how it will be
// checked"): a search for one field value over a topic of a few hundred messages, values decoded by
// the topic's Avro and Protobuf-native schemas, a filter Pulsar's messages cannot satisfy and one
// that does not compile, in English and in Chinese; after each read no subscription is left on the
// topics it read. The plain and Avro messages are written with Pulsar's own REST produce API (the
// broker encodes the Avro ones from JSON with the schema uploaded first); the Protobuf-native ones,
// which REST produce cannot write, through Beacon's own produce route (decision 0077) as the signed-in
// super user. Every count is checked against what was written. The search over 200 000 messages from
// a date-time is workbench-from-a-time.spec.ts.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { protobufNativeSchema } from '@beacon/test-kit/protobuf-native-schema';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { chooseEnvironment, createEnvironment, signInOnSimulator } from '../fixtures/environment.ts';
import { expectNoEnglishOnChineseScreen, recordAnsweredWords } from '../fixtures/english-on-chinese.ts';
import { logIn } from '../fixtures/log-in.ts';
import { pulsarForThisFile } from '../fixtures/pulsar-under-test.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { superuserHeaders } from '../fixtures/users.ts';
import {
  brokerAt,
  expectNoSubscriptionLeft as noSubscriptionLeftAt,
  fullName,
  produce as produceAt,
  readInWorkbench as read,
  rowsOf,
  WORKBENCH_WORDS as WORDS,
} from '../fixtures/workbench-on-broker.ts';

const pulsar = pulsarForThisFile();
// Screenshots of the decoded values go to BEACON_E2E_SHOTS (or test-results).
const shots = process.env.BEACON_E2E_SHOTS ?? path.join('e2e', 'test-results', 'screenshots');
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

/** The Protobuf-native orders' schema: an int64, a string and an enum. */
const orderProtobufSchema = () =>
  protobufNativeSchema(
    {
      nested: {
        shop: {
          nested: {
            Order: {
              fields: {
                order_id: { type: 'int64', id: 1 },
                region: { type: 'string', id: 2 },
                status: { type: 'Status', id: 3 },
              },
            },
            Status: { values: { NEW: 0, SHIPPED: 1 } },
          },
        },
      },
    },
    'shop.Order',
  );

/** Protobuf-native orders as JSON (an int64 as decimal text: this one is past 2^53); one SHIPPED. */
const PROTOBUF_ORDERS = [
  { order_id: '9007199254740993', region: 'eu', status: 'SHIPPED' },
  { order_id: '2', region: 'us', status: 'NEW' },
  { order_id: '3', region: 'eu', status: 'NEW' },
];

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
    test(`finds one order among ${String(ORDERS)} and decodes Avro and Protobuf-native (${language})`, async ({
      page,
      request,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const words = WORDS[language];
      const answered = recordAnsweredWords(page);
      const environment = await createEnvironment(request, pulsar());
      await chooseEnvironment(context, baseURL ?? '', environment);
      await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, 'Overview');
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

      // Protobuf-native, written by Beacon's produce route from JSON, decoded by the topic's schema.
      const protobufOrders = `e2e-wb-protobuf-${String(stamp)}-${language}`;
      await atBroker(`/admin/v2/persistent/public/default/${protobufOrders}`, { method: 'PUT' });
      await atBroker(`/admin/v2/schemas/public/default/${protobufOrders}/schema`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'PROTOBUF_NATIVE', schema: orderProtobufSchema(), properties: {} }),
      });
      const produced = await request.post('/pulsar-manager/workbench/produce', {
        headers: { ...(await superuserHeaders(request)), environment },
        data: {
          topic: fullName(protobufOrders),
          messages: PROTOBUF_ORDERS.map((value) => ({ key: `order-${value.order_id}`, value })),
        },
      });
      expect(produced.ok(), await produced.text()).toBe(true);
      expect(await produced.json()).toMatchObject({ schemaType: 'PROTOBUF_NATIVE', schemaVersion: 0 });
      await read(page, words, [protobufOrders], 'value.status == "SHIPPED"');
      await expect(status).toContainText(words.ended, { timeout: 60_000 });
      await expect(status).toContainText(words.read(PROTOBUF_ORDERS.length));
      await expect(status).toContainText(words.kept(1));
      await rowsOf(page, words).first().getByRole('button', { name: words.details }).click();
      await expect(page.getByRole('dialog').getByLabel(words.value, { exact: true })).toHaveText(
        JSON.stringify(PROTOBUF_ORDERS[0], undefined, 2),
      );
      await page.screenshot({ path: path.join(shots, `workbench-protobuf-${language}.png`) });
      await page.keyboard.press('Escape');
      await expectNoSubscriptionLeft([protobufOrders]);
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
