// Issue 31 items 1 and 2 in Chromium against the real server and a real Pulsar 4.0.7 (the simulator
// where no broker can run): on a topic of a namespace that keeps messages 30 minutes or 10 MB, the
// POLICIES tab says the namespace's retention is in force; a local retention saved on the topic is
// stored as the local value only, a TTL saved with the switch on Global as the global value only
// (each read back over Pulsar's admin REST API, with and without isGlobal), and each card says which
// level is in force; clearing the local retention gives the namespace's back. In English and Chinese,
// with screenshots, the no-cut-text check and axe.
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { signInOnSimulator } from '../fixtures/environment.ts';
import { unexpectedAnswers, undocumentedCalls } from '../fixtures/pulsar-calls.ts';
import { readAtPulsar } from '../fixtures/pulsar-rest.ts';
import { pulsarForThisFile } from '../fixtures/pulsar-under-test.ts';
import { measureCutText } from '../layout/cut-text.ts';

const pulsar = pulsarForThisFile();
const shots = process.env.BEACON_E2E_SHOTS ?? path.join('e2e', 'test-results', 'screenshots');

const WORDS = {
  en: {
    tab: 'POLICIES',
    retention: 'Retention',
    size: 'Retention Size (megabytes)',
    time: 'Retention Time (minutes)',
    ttl: 'Message TTL',
    ttlField: 'Message TTL (seconds)',
    save: /^Save$/,
    clear: 'Clear (inherit)',
    clearTitle: 'Clear Retention',
    clearVerb: /^Clear$/,
    setHere: 'Set here',
    notSet: 'Not set here',
    local: 'Local',
    global: 'Global',
    fromNamespace: (namespace: string) => `from namespace ${namespace}`,
    localValue: 'the topic’s local value',
    globalValue: 'the topic’s global value',
  },
  zh: {
    tab: '策略',
    retention: '保留策略',
    size: '保留大小（MB）',
    time: '保留时间（分钟）',
    ttl: '消息存活时间（TTL）',
    ttlField: '消息存活时间（秒）',
    // antd spaces a two-character Chinese button's text: 保 存.
    save: /^保\s?存$/,
    clear: '清除（继承）',
    clearTitle: '清除保留策略',
    clearVerb: /^清\s?除$/,
    setHere: '在此设置',
    notSet: '此处未设置',
    local: '本地',
    global: '全局',
    fromNamespace: (namespace: string) => `来自命名空间 ${namespace}`,
    localValue: '主题的本地值',
    globalValue: '主题的全局值',
  },
};

async function admin(method: string, pathAndQuery: string, body?: unknown): Promise<void> {
  const response = await fetch(`${pulsar().url}/admin/v2/${pathAndQuery}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  expect(response.status, `${method} ${pathAndQuery}`).toBeLessThan(300);
}

/** The card's "in force" line. */
const inForce = (card: Locator) => card.locator('[data-testid^="in-force-"]');

async function lookedAt(page: Page, shot: string): Promise<void> {
  await page.screenshot({ path: path.join(shots, `${shot}.png`), fullPage: true });
  const cut = await measureCutText(page);
  expect.soft(cut.brokenWords, `${shot}: words broken`).toEqual([]);
  expect.soft(cut.clippedWithoutTitle, `${shot}: clipped without a title`).toEqual([]);
}

for (const language of ['en', 'zh'] as const) {
  test(`a topic’s local and global policies, each with the value in force and its source (${language})`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const words = WORDS[language];
    const calls = await signInOnSimulator({ page, request, context, baseURL }, pulsar());
    const namespace = `public/e2e-tp-${String(Date.now())}-${language}`;
    const topic = `persistent/${namespace}/orders`;
    await admin('PUT', `namespaces/${namespace}`);
    await admin('POST', `namespaces/${namespace}/retention`, {
      retentionTimeInMinutes: 30,
      retentionSizeInMB: 10,
    });
    await admin('PUT', topic);
    const atPulsar = (policy: string, global = false) =>
      readAtPulsar(pulsar().url, `/admin/v2/${topic}/${policy}${global ? '?isGlobal=true' : ''}`);

    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.goto(`/management/topics/${topic}/topic?tab=policies`);
    const retention = page.getByRole('group', { name: words.retention, exact: true });
    await expect(retention.getByText(words.notSet)).toBeVisible();
    await expect(inForce(retention)).toContainText(words.fromNamespace(namespace));
    await expect(inForce(retention)).toContainText('10');
    await expect(inForce(retention)).toContainText('30');

    // A local retention: stored as the topic's local value, not its global one.
    await retention.getByLabel(words.size, { exact: true }).fill('100');
    await retention.getByLabel(words.time, { exact: true }).fill('60');
    await retention.getByRole('button', { name: words.save }).click();
    await expect(retention.getByText(words.setHere)).toBeVisible();
    await expect(inForce(retention)).toContainText(words.localValue);
    expect(await atPulsar('retention')).toEqual({
      status: 200,
      body: { retentionTimeInMinutes: 60, retentionSizeInMB: 100 },
    });
    expect((await atPulsar('retention', true)).body).toBeUndefined();
    await lookedAt(page, `topic-policies-local-${language}`);
    await expectNoSeriousAxeViolations(page, `topic policies, local (${language})`);

    // A global TTL: stored with isGlobal only; with no local TTL, it is the one in force.
    await page.getByText(words.global, { exact: true }).click();
    await expect(page).toHaveURL(/policyScope=global/);
    const ttl = page.getByRole('group', { name: words.ttl, exact: true });
    await expect(ttl.getByText(words.notSet)).toBeVisible();
    await ttl.getByLabel(words.ttlField, { exact: true }).fill('120');
    await ttl.getByRole('button', { name: words.save }).click();
    await expect(ttl.getByText(words.setHere)).toBeVisible();
    await expect(inForce(ttl)).toContainText(words.globalValue);
    expect(await atPulsar('messageTTL', true)).toEqual({ status: 200, body: 120 });
    expect((await atPulsar('messageTTL')).body).toBeUndefined();
    // The local retention still wins on the global side's card.
    await expect(inForce(page.getByRole('group', { name: words.retention, exact: true }))).toContainText(
      words.localValue,
    );
    await lookedAt(page, `topic-policies-global-${language}`);

    // Clearing the local retention gives the namespace's back.
    await page.getByText(words.local, { exact: true }).click();
    await expect(page).not.toHaveURL(/policyScope=global/);
    const localRetention = page.getByRole('group', { name: words.retention, exact: true });
    await localRetention.getByRole('button', { name: words.clear }).click();
    const dialog = page.getByRole('dialog', { name: words.clearTitle });
    await dialog.getByRole('button', { name: words.clearVerb }).click();
    await expect(dialog).toBeHidden();
    await expect(localRetention.getByText(words.notSet)).toBeVisible();
    await expect(inForce(localRetention)).toContainText(words.fromNamespace(namespace));
    expect((await atPulsar('retention')).body).toBeUndefined();

    expect(undocumentedCalls(calls)).toEqual([]);
    expect(unexpectedAnswers(calls)).toEqual([]);
  });
}

/** A topic policy saved through its editor, and what Pulsar's own read of it answers then. */
interface TopicSaveCase {
  policy: string;
  path: string;
  fill: (card: Locator, page: Page) => Promise<void>;
  stored: unknown;
}

const fillFields = (values: Record<string, string>) => async (card: Locator) => {
  for (const [label, value] of Object.entries(values))
    await card.getByLabel(label, { exact: true }).fill(value);
};

const TOPIC_SAVES: TopicSaveCase[] = [
  {
    policy: 'Deduplication Snapshot Interval',
    path: 'deduplicationSnapshotInterval',
    fill: fillFields({ 'Snapshot Interval (seconds)': '60' }),
    stored: 60,
  },
  {
    policy: 'Publish Rate',
    path: 'publishRate',
    fill: fillFields({ 'Rate (messages/second)': '50', 'Throughput (bytes/second)': '-1' }),
    stored: { publishThrottlingRateInMsg: 50, publishThrottlingRateInByte: -1 },
  },
  {
    policy: 'Subscription Types Enabled',
    path: 'subscriptionTypesEnabled',
    fill: async (card) => {
      await card.getByRole('checkbox', { name: 'Exclusive', exact: true }).setChecked(false);
      await card.getByRole('checkbox', { name: 'Failover', exact: true }).setChecked(false);
    },
    stored: ['Key_Shared', 'Shared'],
  },
  {
    policy: 'Pause Dispatch While Acks Persist',
    path: 'dispatcherPauseOnAckStatePersistent',
    fill: async (card) => card.getByRole('radio', { name: 'Enabled', exact: true }).check(),
    stored: true,
  },
  {
    policy: 'Max Message Size',
    path: 'maxMessageSize',
    fill: fillFields({ 'Max Message Size': '1M' }),
    stored: 1048576,
  },
];

test('the delivery and size policies of a topic, saved on screen and read back at Pulsar', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const calls = await signInOnSimulator({ page, request, context, baseURL }, pulsar());
  const namespace = `public/e2e-tpd-${String(Date.now())}`;
  const topic = `persistent/${namespace}/orders`;
  await admin('PUT', `namespaces/${namespace}`);
  await admin('PUT', topic);
  await page.goto(`/management/topics/${topic}/topic?tab=policies`);
  for (const entry of TOPIC_SAVES) {
    await test.step(entry.policy, async () => {
      const card = page.getByRole('group', { name: entry.policy, exact: true });
      await entry.fill(card, page);
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(card.getByText('Set here')).toBeVisible();
      // Topic policies travel through a system topic: Pulsar's own read settles a moment later.
      await expect
        .poll(async () => {
          const answer = await readAtPulsar(pulsar().url, `/admin/v2/${topic}/${entry.path}`);
          // A Java set answers in hash order.
          if (Array.isArray(answer.body)) answer.body = answer.body.toSorted();
          return answer;
        })
        .toEqual({ status: 200, body: entry.stored });
    });
  }
  await test.step('a message size over the broker’s own limit is refused with Pulsar’s reason', async () => {
    const card = page.getByRole('group', { name: 'Max Message Size', exact: true });
    await fillFields({ 'Max Message Size': '10M' })(card);
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByRole('alert')).toContainText('must be smaller than that in the broker-level');
    expect(await readAtPulsar(pulsar().url, `/admin/v2/${topic}/maxMessageSize`)).toEqual({
      status: 200,
      body: 1048576,
    });
  });
  await admin('DELETE', `${topic}?force=true`);
  await admin('DELETE', `namespaces/${namespace}`);
  expect(undocumentedCalls(calls)).toEqual([]);
  expect(
    unexpectedAnswers(calls, [
      {
        status: 412,
        call: /\/maxMessageSize$/,
        reason: 'a size over the broker’s limit, refused on purpose',
      },
    ]),
  ).toEqual([]);
});
