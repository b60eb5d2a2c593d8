// Issue 7 in Chromium against the real server and a Pulsar, on one topic: a schema uploaded twice
// and diffed, the topic unloaded, terminated, compacted and offloaded, and deleted. Every effect is
// read back from Pulsar's admin REST API, and every call the UI made must be a real Pulsar
// operation. It runs on the simulator too when a real broker is there: only the simulator lets the
// page see compaction while it runs and an offload succeed (a standalone has no offloader).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { signInOnSimulator } from '../fixtures/environment.ts';
import { unexpectedAnswers, undocumentedCalls } from '../fixtures/pulsar-calls.ts';
import { NO_SCHEMA } from '../fixtures/expected-answers.ts';
import { pulsarForThisFile } from '../fixtures/pulsar-under-test.ts';
import { type InternalStats, readAdmin } from '../fixtures/pulsar-rest.ts';

const pulsarUnderTest = pulsarForThisFile();
const NAMESPACE = 'public/default';
const pulsar = <Body>(path: string) => readAdmin<Body>(pulsarUnderTest().url, path);

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

  // The SCHEMA tab before the upload.
  expect(unexpectedAnswers(calls, [NO_SCHEMA])).toEqual([]);
});
