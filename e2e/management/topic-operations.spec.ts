// Issue 7 in Chromium against the real server and a Pulsar (the simulator, and a real 4.0.7 broker in
// the real-pulsar project), the parts topic-life.spec.ts leaves out: a partitioned topic created on
// the namespace page, subscribed on its page, produced to on its partitions, inspected, its
// subscription's backlog expired, reset by time and by message id and peeked; then on one topic a
// schema uploaded twice and diffed, the topic unloaded, terminated, compacted and offloaded, and
// deleted. Every effect is read back from Pulsar's admin REST API, and every call the UI made must
// be a real Pulsar operation.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { signInOnSimulator } from '../fixtures/environment.ts';
import { serverErrors, undocumentedCalls } from '../fixtures/pulsar-calls.ts';
import { connectConsumer } from '@beacon/test-kit/real-pulsar';
import { pulsarForThisFile } from '../fixtures/pulsar-under-test.ts';
import { documentScreenshot } from '../fixtures/document-screenshot.ts';
import { produce, subscribeEarliest } from '../fixtures/topic-through-ui.ts';

const pulsarUnderTest = pulsarForThisFile();
const NAMESPACE = 'public/default';

/** An admin GET at Pulsar, as it answers it (307s to the owning broker followed). */
async function pulsar<Body>(path: string): Promise<Body> {
  const response = await fetch(`${pulsarUnderTest().url}/admin/v2/${path}`);
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

test('a partitioned topic: created, subscribed, produced to, inspected; expire, reset by time and by id, peek', async ({
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

  expect(undocumentedCalls(calls)).toEqual([]);

  expect(serverErrors(calls)).toEqual([]);
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

  expect(serverErrors(calls)).toEqual([]);
}

/** The simulator's offload: RUNNING, then done, every ledger before the current one offloaded. */
async function expectOffloaded(offload: Locator, admin: string, older?: number, current?: number) {
  await expect(offload.getByText('Status: Running')).toBeVisible();
  await expect(offload.getByText('Status: Succeeded')).toBeVisible({ timeout: 15_000 });
  const offloaded = await pulsar<InternalStats>(`${admin}/internalStats`);
  expect(offloaded.ledgers.map((ledger) => [ledger.ledgerId, ledger.offloaded])).toEqual([
    [older, true],
    [current, false],
  ]);
  expect(await pulsar(`${admin}/offload`)).toMatchObject({
    status: 'SUCCESS',
    firstUnoffloadedMessage: { ledgerId: current, entryId: 0 },
  });
}

const ORDER_V1 = '{"type":"record","name":"Order","fields":[{"name":"id","type":"string"}]}';
const ORDER_V2 =
  '{"type":"record","name":"Order","fields":[{"name":"id","type":"string"},{"name":"note","type":["null","string"],"default":null}]}';

/**
 * Publishes through Pulsar's REST produce API (the journey is about what follows)
 * with the topic's latest schema, as a client producing with it would: a request without one would
 * make the broker add a STRING schema, or refuse it on an AVRO topic (TopicsBase, Pulsar 4.0).
 */
async function publish(topic: string, messages: { key: string; payload: string }[]) {
  const latest = await pulsar<{ type: string; data: string; properties: Record<string, string> }>(
    `schemas/${NAMESPACE}/${topic}/schema`,
  );
  // A SchemaInfo as JSON, its definition as the bytes Jackson writes in base64.
  const valueSchema = JSON.stringify({
    type: latest.type,
    schema: Buffer.from(latest.data, 'utf8').toString('base64'),
    properties: latest.properties,
  });
  const response = await fetch(`${pulsarUnderTest().url}/topics/persistent/${NAMESPACE}/${topic}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ producerName: 'e2e', valueSchema, messages }),
  });
  expect(response.status).toBe(200);
}

/** An Order record (ORDER_V2) as JSON, the form REST produce takes an AVRO payload in. */
const order = (id: string) => JSON.stringify({ id, note: null });

/**
 * Opens an operation's confirmation and confirms with the action's own verb on the dialog's button
 * (decision 0025), typing the resource's name first where the dialog asks for it.
 */
async function confirm(page: Page, button: string, verb = button) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await confirmInDialog(page, verb);
}

async function confirmInDialog(page: Page, verb: string) {
  const dialog = page.getByRole('dialog');
  const confirmButton = dialog.getByRole('button', { name: verb, exact: true });
  await expect(confirmButton).toBeVisible();
  const askedName = dialog.getByText(/Type .+ to confirm\./);
  if ((await askedName.count()) > 0) {
    const name = /Type (.+) to confirm\./.exec((await askedName.textContent()) ?? '')?.[1] ?? '';
    await dialog.getByLabel(/Type .+ to confirm/).fill(name);
  }
  await expectNoSeriousAxeViolations(page, `${verb} confirmation`);
  await confirmButton.click();
}

async function uploadSchema(page: Page, definition: string, version: number) {
  await page.getByRole('button', { name: 'Upload Schema' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a Schema' });
  await dialog.getByLabel('Definition').fill(definition);
  await dialog.getByRole('button', { name: 'Check Compatibility' }).click();
  await expect(dialog.getByText(/^Compatible with the current schema/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText(`Schema uploaded as version ${version}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
}

test('one topic: schema upload and diff, unload, terminate, compact, offload (or its refusal), delete', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const under = pulsarUnderTest();
  // On the simulator compaction and offload stay RUNNING this long (its default is 1 s), so the page
  // is sure to read RUNNING once before the work completes, even on a loaded machine. A real broker
  // compacts five messages faster than the page asks: there only the outcome is certain.
  if (under.simulator) under.simulator.runtime.state.limits.backgroundOperationMs = 4000;
  const calls = await signInOnSimulator({ page, request, context, baseURL }, under);
  const topic = `e2e-ops-${Date.now()}`;
  const admin = `persistent/${NAMESPACE}/${topic}`;
  expect((await fetch(`${under.url}/admin/v2/${admin}`, { method: 'PUT' })).status).toBe(204);
  // A subscription from the earliest message keeps the ledgers (zero retention trims consumed ones).
  const keeper = await fetch(`${under.url}/admin/v2/${admin}/subscription/keeper`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: '"earliest"',
  });
  expect(keeper.status).toBe(204);

  // Schema: two versions uploaded after Pulsar's compatibility check, then their diff. First, on a
  // topic without a schema: REST produce would otherwise have given it STRING, which AVRO cannot follow.
  await page.goto(`/management/topics/${admin}/topic?tab=schema`);
  await uploadSchema(page, ORDER_V1, 0);
  await uploadSchema(page, ORDER_V2, 1);
  const versions = await pulsar<{ getSchemaResponses: { version: number; data: string }[] }>(
    `schemas/${NAMESPACE}/${topic}/schemas`,
  );
  expect(versions.getSchemaResponses.map((schema) => schema.version)).toEqual([0, 1]);
  expect(JSON.parse(versions.getSchemaResponses[1]?.data ?? '{}')).toEqual(JSON.parse(ORDER_V2));
  await expect(page.getByText('Changes from version 0 to version 1.')).toBeVisible();
  await expect(
    page.getByLabel('Differences').getByLabel('added').filter({ hasText: '"name": "note"' }),
  ).toHaveCount(1);
  await publish(topic, [
    { key: 'k1', payload: order('a') },
    { key: 'k2', payload: order('b') },
    { key: 'k1', payload: order('c') },
  ]);
  // Produced with the topic's own schema: no new version.
  const afterPublish = await pulsar<{ getSchemaResponses: { version: number }[] }>(
    `schemas/${NAMESPACE}/${topic}/schemas`,
  );
  expect(afterPublish.getSchemaResponses.map((schema) => schema.version)).toEqual([0, 1]);

  // Unload closes the current ledger: what is published next goes to a new one.
  await page.getByRole('tab', { name: 'OVERVIEW' }).click();
  await confirm(page, 'Unload');
  await expect(page.getByText('Successfully unload the topic!')).toBeVisible();
  await publish(topic, [
    { key: 'k3', payload: order('d') },
    { key: 'k4', payload: order('e') },
  ]);
  const [older, current] = (await pulsar<InternalStats>(`${admin}/internalStats`)).ledgers;
  expect(current).toBeDefined();

  // Terminate: the last message id, and the managed ledger Terminated at the broker.
  await confirm(page, 'Terminate');
  const last = await pulsar<{ ledgerId: number; entryId: number }>(`${admin}/lastMessageId`);
  await expect(
    page
      .getByText(`Successfully terminate the topic! Last message id: ${last.ledgerId}:${last.entryId}`)
      .first(),
  ).toBeVisible();
  expect((await pulsar<InternalStats>(`${admin}/internalStats`)).state).toBe('Terminated');

  // Compaction: RUNNING, then SUCCESS with one entry per key in the compacted ledger.
  const compaction = page.getByRole('group', { name: 'Compaction' });
  await expect(compaction.getByText('Status: Not run')).toBeVisible();
  await confirm(page, 'Compact');
  await expect(page.getByText('Successfully start compacting the topic!')).toBeVisible();
  if (under.simulator) await expect(compaction.getByText('Status: Running')).toBeVisible();
  await expect(compaction.getByText('Status: Succeeded')).toBeVisible({ timeout: 15_000 });
  expect(await pulsar(`${admin}/compaction`)).toEqual({ status: 'SUCCESS', lastError: '' });
  expect((await pulsar<InternalStats>(`${admin}/internalStats`)).compactedLedger.entries).toBe(4);

  // Offload: nothing while the whole topic fits the threshold; with 0K every ledger before the
  // current one goes, RUNNING first, then marked offloaded at the broker. A standalone has no
  // offloader configured: Pulsar accepts the request and the offload fails, which the page says with
  // the broker's reason (NullLedgerOffloader, 4.0.7).
  const offload = page.getByRole('group', { name: 'Offload' });
  await offload.getByLabel('Keep in BookKeeper').fill('1G');
  await offload.getByRole('button', { name: 'Offload' }).click();
  await expect(offload.getByText('Nothing to offload!')).toBeVisible();
  await offload.getByLabel('Keep in BookKeeper').fill('0K');
  await offload.getByRole('button', { name: 'Offload' }).click();
  await confirmInDialog(page, 'Offload');
  await expect(
    page.getByText(`Successfully start offloading the topic before ${current?.ledgerId}:0 !`),
  ).toBeVisible();
  if (under.kind === 'real') {
    await expect(offload.getByText('Status: Failed')).toBeVisible({ timeout: 15_000 });
    await expect(offload.getByText(/does not support offload/)).toBeVisible();
    expect(await pulsar(`${admin}/offload`)).toMatchObject({ status: 'ERROR' });
  } else {
    await expectOffloaded(offload, admin, older?.ledgerId, current?.ledgerId);
  }

  // Delete, from POLICIES: gone from the namespace at the broker.
  await page.getByRole('tab', { name: 'POLICIES' }).click();
  await confirm(page, 'Delete Topic', 'Delete');
  await expect(page.getByText('Successfully delete the topic!')).toBeVisible();
  // The page goes back to the namespace's topics, which list without the deleted one.
  const list = page.getByRole('table', { name: `Topics of ${NAMESPACE}` });
  await expect(list).toBeVisible();
  await expect(list.getByRole('link', { name: topic, exact: true })).toHaveCount(0);
  await expect(page.getByText('This page could not be shown')).toHaveCount(0);
  expect(await pulsar<string[]>(`persistent/${NAMESPACE}`)).not.toContain(
    `persistent://${NAMESPACE}/${topic}`,
  );

  expect(undocumentedCalls(calls)).toEqual([]);

  expect(serverErrors(calls)).toEqual([]);
});
