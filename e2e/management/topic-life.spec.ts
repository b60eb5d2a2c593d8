// Issue 7 in Chromium against the real server and a Pulsar (the simulator, and a real 4.0.7 broker in
// the real-pulsar project): on a fresh topic, a subscription is created, messages are produced
// through Pulsar's REST API, one is skipped and the rest peeked on the subscription page, the latest
// is read without a subscription, and the topic is deleted — each effect checked at the broker, every call the UI made checked
// against Pulsar's OpenAPI and answered 2xx or as the journey expects.
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { signInOnSimulator } from '../fixtures/environment.ts';
import { unexpectedAnswers, undocumentedCalls } from '../fixtures/pulsar-calls.ts';
import { EMPTY_TOPIC_EXAMINED, NO_SCHEMA } from '../fixtures/expected-answers.ts';
import { pulsarForThisFile } from '../fixtures/pulsar-under-test.ts';
import { produce } from '../fixtures/topic-through-ui.ts';

const pulsar = pulsarForThisFile();

/** Topic stats as the broker holds them (307s to the owning broker are followed). */
async function subscriptionBacklog(topic: string, subscription: string): Promise<number | undefined> {
  const response = await fetch(`${pulsar().url}/admin/v2/persistent/public/default/${topic}/stats`);
  const stats = (await response.json()) as { subscriptions: Record<string, { msgBacklog: number }> };
  return stats.subscriptions[subscription]?.msgBacklog;
}

test('a topic’s life: subscribe, produce, skip, peek, read the latest without a subscription', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const calls = await signInOnSimulator({ page, request, context, baseURL }, pulsar());
  const topic = `e2e-life-${Date.now()}`;
  const created = await fetch(`${pulsar().url}/admin/v2/persistent/public/default/${topic}`, {
    method: 'PUT',
  });
  expect(created.status).toBe(204);

  // A subscription from the earliest message, with the spec's message for a bad name first.
  await page.goto(`/management/topics/persistent/public/default/${topic}/topic`);
  await page.getByRole('button', { name: 'New Subscription' }).click();
  const subscribe = page.getByRole('dialog', { name: 'Subscribe' });
  await subscribe.getByLabel('Subscription Name').fill('   ');
  await subscribe.getByRole('button', { name: 'Create' }).click();
  await expect(subscribe.getByText('Please input correct sub name')).toBeVisible();
  await subscribe.getByLabel('Subscription Name').fill('audit');
  await subscribe.getByText('Earliest: every message still stored').click();
  await subscribe.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Create subscription successfully')).toBeVisible();
  expect(await subscriptionBacklog(topic, 'audit')).toBe(0);

  // Three messages through Pulsar's REST produce API.
  await page.getByRole('tab', { name: 'MESSAGES' }).click();
  for (const value of ['first', 'second', 'third']) await produce(page, `key-${value}`, `${value} message`);
  expect(await subscriptionBacklog(topic, 'audit')).toBe(3);

  // Skip one on the subscription page; what the dialog says it will do, then the effect.
  await page.goto(
    `/management/subscriptions/persistent/public/default/${topic}/audit/subscription?operation=skip`,
  );
  await page.getByLabel('Messages to skip').fill('0');
  await page.getByRole('button', { name: 'Skip…' }).click();
  await expect(page.getByText('Messages should greater than 0')).toBeVisible();
  await page.getByLabel('Messages to skip').fill('1');
  await page.getByRole('button', { name: 'Skip…' }).click();
  const confirmSkip = page.getByRole('dialog', { name: 'Skip messages' });
  await expect(
    confirmSkip.getByText(/Skip 1 of the 3 messages in the backlog of subscription audit/),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'skip confirmation');
  await confirmSkip.getByRole('button', { name: 'Skip 1 message' }).click();
  await expect.poll(() => subscriptionBacklog(topic, 'audit')).toBe(2);

  // Peek what is left: the second and third messages, as text.
  await page.goto(
    `/management/subscriptions/persistent/public/default/${topic}/audit/subscription?operation=peek`,
  );
  await page.getByLabel('Messages to peek').fill('2');
  await page.getByRole('button', { name: 'Peek', exact: true }).click();
  await expect(page.getByText('second message')).toBeVisible();
  await expect(page.getByText('third message')).toBeVisible();
  expect(await subscriptionBacklog(topic, 'audit')).toBe(2);

  // The latest message, read without creating a subscription.
  await page.goto(`/management/topics/persistent/public/default/${topic}/topic?tab=messages`);
  await expect(page.getByText('third message').first()).toBeVisible();
  const subscriptions = (await (
    await fetch(`${pulsar().url}/admin/v2/persistent/public/default/${topic}/subscriptions`)
  ).json()) as string[];
  expect(subscriptions).toEqual(['audit']);

  // Deleted from POLICIES (it has a subscription, so Pulsar needs force, which the dialog asks for
  // by the topic's name), then gone from the namespace's topic list, on screen and at the broker.
  await page.getByRole('tab', { name: 'POLICIES' }).click();
  await page.getByRole('button', { name: 'Delete Topic', exact: true }).click();
  const confirmDelete = page.getByRole('dialog');
  const askedName = confirmDelete.getByLabel(/Type .+ to confirm/);
  if ((await askedName.count()) > 0) await askedName.fill(topic);
  await confirmDelete.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Successfully delete the topic!')).toBeVisible();
  const listed = (await (
    await fetch(`${pulsar().url}/admin/v2/persistent/public/default`)
  ).json()) as string[];
  expect(listed).not.toContain(`persistent://public/default/${topic}`);
  await page.goto('/management/namespaces/public/default/namespace?tab=topics');
  await expect(page.getByRole('tab', { name: 'TOPICS' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: topic, exact: true })).toHaveCount(0);

  expect(undocumentedCalls(calls)).toEqual([]);
  // The new topic's page, before its first message and without a schema.
  expect(unexpectedAnswers(calls, [NO_SCHEMA, EMPTY_TOPIC_EXAMINED])).toEqual([]);
});
