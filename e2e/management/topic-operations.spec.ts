// Issue 7 in Chromium against the real server and a Pulsar (a real 4.0.7 broker where one can run,
// else the simulator), the parts topic-life.spec.ts leaves out for a partitioned topic: created on
// the namespace page, subscribed on its page, produced to on its partitions, inspected, its
// subscription's backlog expired, reset by time and by message id, peeked and cleared
// (one-topic-operations.spec.ts does the operations on one topic). Every effect is read back from
// Pulsar's admin REST API, and every call the UI made must be a real Pulsar operation.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { signInOnSimulator } from '../fixtures/environment.ts';
import { unexpectedAnswers, undocumentedCalls } from '../fixtures/pulsar-calls.ts';
import { EMPTY_TOPIC_EXAMINED, NO_SCHEMA, PEEK_PAST_THE_BACKLOG } from '../fixtures/expected-answers.ts';
import { connectConsumer } from '@beacon/test-kit/real-pulsar';
import { pulsarForThisFile } from '../fixtures/pulsar-under-test.ts';
import { type InternalStats, readAdmin } from '../fixtures/pulsar-rest.ts';
import { documentScreenshot } from '../fixtures/document-screenshot.ts';
import { produce, subscribeEarliest } from '../fixtures/topic-through-ui.ts';

const pulsarUnderTest = pulsarForThisFile();
const NAMESPACE = 'public/default';

const pulsar = <Body>(path: string) => readAdmin<Body>(pulsarUnderTest().url, path);

const backlogOf = async (topic: string, subscription: string) =>
  (
    await pulsar<{ subscriptions: Record<string, { msgBacklog: number }> }>(
      `persistent/${NAMESPACE}/${topic}/${topic.includes('-partition-') ? 'stats' : 'partitioned-stats'}`,
    )
  ).subscriptions[subscription]?.msgBacklog;

test('a partitioned topic: created, subscribed, produced to, inspected; expire, reset by time and by id, peek, clear', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const calls = await signInOnSimulator({ page, request, context, baseURL }, pulsarUnderTest());
  const topic = `e2e-ops-p-${Date.now()}`;

  // New Topic on the namespace page, with two partitions.
  await page.goto(`/management/namespaces/${NAMESPACE}/namespace`);
  await page.getByRole('tab', { name: 'TOPICS' }).click();
  await page.getByRole('button', { name: 'New Topic' }).click();
  const newTopic = page.getByRole('dialog', { name: 'New Topic' });
  await newTopic.getByLabel('Topic Name').fill(topic);
  await newTopic.getByLabel('Partitions').fill('2');
  await newTopic.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Successfully create a topic!')).toBeVisible();
  expect(await pulsar(`persistent/${NAMESPACE}/${topic}/partitions`)).toMatchObject({ partitions: 2 });

  // A subscription on the whole topic from the partitioned page (Pulsar makes it on every
  // partition), then messages produced on each partition's page (two, then one).
  await page.goto(`/management/topics/persistent/${NAMESPACE}/${topic}/partitionedTopic?tab=subscriptions`);
  await subscribeEarliest(page, 'audit');
  expect(await pulsar(`persistent/${NAMESPACE}/${topic}-partition-1/subscriptions`)).toEqual(['audit']);
  const produced = [['p0 first', 'p0 second'], ['p1 only']];
  for (const [index, values] of produced.entries()) {
    await page.goto(`/management/topics/persistent/${NAMESPACE}/${topic}-partition-${index}/topic`);
    await page.getByRole('tab', { name: 'MESSAGES' }).click();
    for (const value of values) await produce(page, `key-${value}`, value);
  }
  expect(await pulsar(`persistent/${NAMESPACE}/${topic}/subscriptions`)).toEqual(['audit']);
  expect(await backlogOf(topic, 'audit')).toBe(3);

  // Inspect: the partitioned page lists both partitions and links each one's page.
  await page.goto(`/management/topics/persistent/${NAMESPACE}/${topic}/partitionedTopic`);
  await expect(page.getByRole('heading', { name: `Partitioned topic ${topic}`, exact: true })).toBeVisible();
  await page.getByRole('link', { name: `${topic}-partition-1`, exact: true }).click();
  await expect(
    page.getByRole('heading', { name: `Topic persistent://${NAMESPACE}/${topic}-partition-1` }),
  ).toBeVisible();

  // Expire: the spec's messages; an age of 0 expires nothing in Pulsar 4.0, so it is refused too;
  // then everything older than 1 second goes, on every partition.
  const subscriptionPage = `/management/subscriptions/persistent/${NAMESPACE}/${topic}/audit/subscription`;
  await page.goto(`${subscriptionPage}?operation=expire`);
  const expireAge = page.getByRole('spinbutton', { name: 'Expire messages older than' });
  await page.getByRole('button', { name: 'Expire…' }).click();
  await expect(page.getByText('Expire Time is required')).toBeVisible();
  await expireAge.fill('-1');
  await page.getByRole('button', { name: 'Expire…' }).click();
  await expect(page.getByText('Minutes cannot be less than 0')).toBeVisible();
  await expireAge.fill('0');
  await page.getByRole('button', { name: 'Expire…' }).click();
  await expect(
    page.getByText('Pulsar expires nothing for an age of 0: give at least 1 second'),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Unit' }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="seconds"]').click();
  await expireAge.fill('1');
  await page.getByRole('button', { name: 'Expire…' }).click();
  await expectNoSeriousAxeViolations(page, 'expire confirmation');
  await page.getByRole('dialog', { name: 'Expire messages' }).getByRole('button', { name: 'Expire' }).click();
  await expect.poll(() => backlogOf(topic, 'audit')).toBe(0);

  // Reset by time: required first, then ten minutes back brings all three messages back.
  await page.getByRole('tab', { name: 'Reset', exact: true }).click();
  await page.getByRole('button', { name: 'Reset by time…' }).click();
  await expect(page.getByText('Reset Time is required')).toBeVisible();
  await page.getByLabel('Minutes ago').fill('10');
  await page.getByRole('button', { name: 'Reset by time…' }).click();
  await page
    .getByRole('dialog', { name: 'Reset the cursor' })
    .getByRole('button', { name: 'Reset cursor' })
    .click();
  await expect.poll(() => backlogOf(topic, 'audit')).toBe(3);

  // Reset by message id on partition 0, to its second message: one left there, one on partition 1.
  const [firstLedger] = (
    await pulsar<InternalStats>(`persistent/${NAMESPACE}/${topic}-partition-0/internalStats`)
  ).ledgers;
  await page.getByLabel('Ledger Id').fill('-1');
  await page.getByLabel('Entry Id').fill('1');
  await page.getByRole('button', { name: 'Reset by message id…' }).click();
  await expect(page.getByText('Message Id cannot be less than 0')).toBeVisible();
  // The form's Partition field, not the header's Partition selector.
  await page.getByRole('spinbutton', { name: 'Partition' }).fill('0');
  await page.getByLabel('Ledger Id').fill(String(firstLedger?.ledgerId));
  await page.getByRole('button', { name: 'Reset by message id…' }).click();
  await page
    .getByRole('dialog', { name: 'Reset the cursor' })
    .getByRole('button', { name: 'Reset cursor' })
    .click();
  await expect.poll(() => backlogOf(`${topic}-partition-0`, 'audit')).toBe(1);
  expect(await backlogOf(topic, 'audit')).toBe(2);

  // Peek on the partitioned topic: partition 0 now starts at its second message; nothing moves.
  await page.getByRole('tab', { name: 'Peek', exact: true }).click();
  // The Reset tab's own Partition field stays in the page, hidden: ask the Peek form for its own.
  const peekForm = page.getByRole('form', { name: 'Peek' });
  await peekForm.getByLabel('Partition').fill('0');
  await peekForm.getByLabel('Messages to peek').fill('2');
  await peekForm.getByRole('button', { name: 'Peek', exact: true }).click();
  await expect(
    page.getByText(`Messages peeked from persistent://${NAMESPACE}/${topic}-partition-0`),
  ).toBeVisible();
  await expect(page.getByText('p0 second', { exact: true })).toBeVisible();
  await expect(page.getByText('p0 first', { exact: true })).toHaveCount(0);
  expect(await backlogOf(topic, 'audit')).toBe(2);

  // Clear: the dialog names the whole backlog; the broker clears it on every partition (skip_all on
  // the partitioned topic), which its partitioned-stats and each partition's own stats say.
  await page.getByRole('tab', { name: 'Clear', exact: true }).click();
  await page.getByRole('button', { name: 'Clear backlog…' }).click();
  const confirmClear = page.getByRole('dialog', { name: 'Clear backlog' });
  await expect(
    confirmClear.getByText('Discard all 2 messages in the backlog of subscription audit.'),
  ).toBeVisible();
  await confirmClear.getByRole('button', { name: 'Clear backlog' }).click();
  await expect.poll(() => backlogOf(topic, 'audit')).toBe(0);
  for (const index of [0, 1]) expect(await backlogOf(`${topic}-partition-${index}`, 'audit')).toBe(0);
  expect(await pulsar(`persistent/${NAMESPACE}/${topic}/subscriptions`)).toEqual(['audit']);

  expect(undocumentedCalls(calls)).toEqual([]);
  // Each partition's page before its first message; partition 0's peek of 2 with 1 left.
  expect(unexpectedAnswers(calls, [NO_SCHEMA, EMPTY_TOPIC_EXAMINED, PEEK_PAST_THE_BACKLOG])).toEqual([]);
});

interface ConsumerAtBroker {
  consumerName: string;
  address: string;
}

/**
 * The demo's telemetry topic has four partitions, each with one consumer on `dashboard` (the
 * simulator's demo has them; on the real broker one WebSocket consumer of the whole topic subscribes
 * on every partition). Pulsar's merged partitioned-stats folds them into one nameless row
 * (TopicStatsImpl#add); the page lists each partition's own consumer, as that partition's stats name it.
 */
test('a partitioned topic’s subscription lists each partition’s consumer with its name and address', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const under = pulsarUnderTest();
  const telemetry = 'persistent/acme/iot/telemetry';
  const consumer =
    under.kind === 'real'
      ? connectConsumer(under.url, {
          topic: 'persistent://acme/iot/telemetry',
          subscription: 'dashboard',
          subscriptionType: 'Key_Shared',
        })
      : undefined;
  try {
    if (consumer) await expect.poll(() => consumersOn(telemetry, 'dashboard')).toBe(4);
    await partitionConsumersAreListed(page, { request, context, baseURL }, telemetry);
  } finally {
    consumer?.close();
  }
});

async function consumersOn(telemetry: string, subscription: string): Promise<number> {
  let connected = 0;
  for (const index of [0, 1, 2, 3]) {
    const own = await pulsar<{ subscriptions: Record<string, { consumers: unknown[] }> }>(
      `${telemetry}-partition-${index}/stats`,
    );
    connected += own.subscriptions[subscription]?.consumers.length ?? 0;
  }
  return connected;
}

async function partitionConsumersAreListed(
  page: Page,
  { request, context, baseURL }: Omit<Parameters<typeof signInOnSimulator>[0], 'page'>,
  telemetry: string,
) {
  const calls = await signInOnSimulator({ page, request, context, baseURL }, pulsarUnderTest());
  const merged = await pulsar<{ subscriptions: Record<string, { consumers: Partial<ConsumerAtBroker>[] }> }>(
    `${telemetry}/partitioned-stats?perPartition=false`,
  );
  expect(merged.subscriptions.dashboard?.consumers.map((consumer) => consumer.address)).toEqual([undefined]);
  const expected: string[][] = [];
  for (const index of [0, 1, 2, 3]) {
    const own = await pulsar<{ subscriptions: Record<string, { consumers: ConsumerAtBroker[] }> }>(
      `${telemetry}-partition-${index}/stats`,
    );
    for (const consumer of own.subscriptions.dashboard?.consumers ?? [])
      expected.push([String(index), consumer.consumerName, consumer.address]);
  }
  expect(expected).toHaveLength(4);

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/management/subscriptions/persistent/acme/iot/telemetry/dashboard/subscription');
  const table = page.getByRole('table', { name: 'Consumers of subscription dashboard' });
  await expect(table.getByRole('columnheader').first()).toHaveText('Partition');
  // The header row, then one row per consumer (antd's hidden measuring row is not a role row).
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(5);
  const shown = await Promise.all(
    (await rows.all())
      .slice(1)
      .map(async (row) => (await row.getByRole('cell').allTextContents()).slice(0, 3)),
  );
  expect(shown).toEqual(expected);
  await documentScreenshot(page, 'subscription-partitioned-consumers-en-1024');

  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.reload();
  const tableZh = page.getByRole('table', { name: '订阅 dashboard 的消费者' });
  await expect(tableZh.getByRole('columnheader').first()).toHaveText('分区');
  await expect(tableZh.getByRole('row')).toHaveCount(5);
  await documentScreenshot(page, 'subscription-partitioned-consumers-zh-1024');

  expect(undocumentedCalls(calls)).toEqual([]);

  expect(unexpectedAnswers(calls)).toEqual([]);
}
