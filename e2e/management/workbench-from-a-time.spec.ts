// The message workbench's search from a date-time over a topic of 200 000 messages on the real Pulsar
// 4.0.7 broker (issue 30, "how it will be checked": "a search over a topic with a few hundred
// thousand messages for one field value from a given time"). The topic is written in two parts by
// Pulsar's own Java producer in batches of 1 000 (REST produce, one call a message, would take
// minutes): 150 000 orders, a date-time T on the next whole second, then 50 000 more. Order 42 is in
// both parts; the search from T for it reads only the 50 000 written after T (the broker's seek by
// publish time skips the rest) and keeps one: the second order 42, told from the first by its
// message id, which the Java producer printed. No subscription is left.
//
// English only at this size: writing and searching take CI time, which is short. The Chinese words of
// the same read (a search over 300 messages from the earliest) are met in workbench.spec.ts.
// The real broker only: the simulator keeps at most 10 000 entries a topic
// (limits.maxStoredMessagesPerTopic, the oldest ledgers dropped past it) and its binary producer
// stores every message as an entry of its own (no batches), so it cannot hold this topic.
import { produceWithJavaClient, type ProducedId } from '@beacon/test-kit/real-pulsar';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInOnSimulator } from '../fixtures/environment.ts';
import { pulsarForThisFile } from '../fixtures/pulsar-under-test.ts';
import {
  brokerAt,
  expectNoSubscriptionLeft,
  fullName,
  readInWorkbench,
  rowsOf,
  WORKBENCH_WORDS,
} from '../fixtures/workbench-on-broker.ts';

const pulsar = pulsarForThisFile();
// The screen after the search goes to BEACON_E2E_SHOTS (or test-results).
const shots = process.env.BEACON_E2E_SHOTS ?? path.join('e2e', 'test-results', 'screenshots');
const atBroker = brokerAt(() => pulsar().url);

const BEFORE = 150_000;
const AFTER = 50_000;
/** Messages per batch of the Java producer: 200 entries in all. */
const BATCH = 1_000;
const ORDER = 42;

/** Where the broker's binary protocol answers: its cluster's service URL. */
async function serviceUrl(): Promise<string> {
  const cluster = (await (await atBroker(`/admin/v2/clusters/${pulsar().cluster}`)).json()) as {
    brokerServiceUrl: string;
  };
  return cluster.brokerServiceUrl;
}

/** Writes `count` orders ({"orderId":i,…}, i from 0) with the Java producer; order `ORDER`'s id. */
async function writeOrders(service: string, topic: string, count: number): Promise<ProducedId> {
  const ids = await produceWithJavaClient(service, [{ topic: fullName(topic), count, batchSize: BATCH }]);
  const id = ids.get(fullName(topic))?.[ORDER];
  if (!id) throw new Error(`the Java producer gave no id for order ${String(ORDER)}`);
  return id;
}

const idText = (id: ProducedId) =>
  `${String(id.ledgerId)}:${String(id.entryId)}:${String(id.partition)}:${String(id.batchIndex)}`;

test('finds the one order written after a date-time among 200 000 (en)', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const words = WORKBENCH_WORDS.en;
  const topic = `e2e-wb-time-${String(Date.now())}`;
  await atBroker(`/admin/v2/persistent/public/default/${topic}`, { method: 'PUT' });
  const service = await serviceUrl();

  const writing = performance.now();
  const before = await writeOrders(service, topic, BEFORE);
  // Every message written so far has a publish time before T (to the millisecond, as the picker is
  // to the second), every later one after it: the second part starts once T has passed.
  const startAt = Math.ceil((Date.now() + 1) / 1_000) * 1_000;
  await new Promise((resolve) => setTimeout(resolve, startAt + 50 - Date.now()));
  const after = await writeOrders(service, topic, AFTER);
  const wrote = performance.now() - writing;
  expect(idText(after)).not.toBe(idText(before));

  await signInOnSimulator({ page, request, context, baseURL }, pulsar());
  const searching = performance.now();
  await readInWorkbench(page, words, [topic], `value.orderId == ${String(ORDER)}`, startAt);
  const status = page.getByRole('status');
  await expect(status).toContainText(words.ended, { timeout: 180_000 });
  const searched = performance.now() - searching;
  await expect(status).toContainText(words.read(AFTER));
  await expect(status).toContainText(words.kept(1));
  await expect(rowsOf(page, words)).toHaveCount(1);
  const row = rowsOf(page, words).first();
  await expect(row).toContainText(`{"orderId":${String(ORDER)},`);
  await expect(row.getByRole('button', { name: words.details })).toHaveAccessibleName(
    `Details of message ${idText(after)}`,
  );
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'workbench-from-a-time-en.png') });
  await expectNoSubscriptionLeft(pulsar().url, [topic]);
  // What this costs CI, in the report.
  test.info().annotations.push({
    type: 'timing',
    description: `wrote ${String(BEFORE + AFTER)} messages in ${(wrote / 1_000).toFixed(1)} s; searched ${String(AFTER)} in ${(searched / 1_000).toFixed(1)} s`,
  });
});
