// The workbench's export, replay and masking in Chromium against the real Pulsar 4.0.7 broker (issue
// 30, "how it will be checked"), in English and Chinese: a masked field is absent from the view and
// from the exported file; a filtered session is replayed into another topic, counted first and
// confirmed, and reading that topic finds every message; a dead-letter topic's messages go back to
// the topic their REAL_TOPIC names; a tenant admin without the read grant is refused the screen and
// the read. No read leaves a subscription behind.
import fs from 'node:fs';
import path from 'node:path';
import { REPLAYED_FROM_PROPERTY } from '@beacon/contracts';
import { expect, test, type Page } from '@playwright/test';
import { chooseEnvironment, createEnvironment } from '../fixtures/environment.ts';
import { logIn } from '../fixtures/log-in.ts';
import { measureCutText } from '../layout/cut-text.ts';
import { pulsarForThisFile } from '../fixtures/pulsar-under-test.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { createTenantAdmin, superuserHeaders } from '../fixtures/users.ts';
import {
  brokerAt,
  expectNoSubscriptionLeft,
  fullName,
  produce,
  readToTheEnd,
  rowsOf,
  WORKBENCH_WORDS,
} from '../fixtures/workbench-on-broker.ts';
import { CHINESE_LABELS, ENGLISH_LABELS, LoginPage } from '../pages/login-page.ts';

const pulsar = pulsarForThisFile();
// Screenshots at 1024 px and on a phone go to BEACON_E2E_SHOTS (or test-results).
const shots = process.env.BEACON_E2E_SHOTS ?? path.join('e2e', 'test-results', 'screenshots');
const atBroker = brokerAt(() => pulsar().url);

const ORDERS = 60;
/** Orders of region eu: every third. */
const EU_ORDERS = ORDERS / 3;
const DEAD_LETTERS = 2;
const MASKED = '•••• masked';

const WORDS = {
  en: {
    ...WORKBENCH_WORDS.en,
    overview: 'Overview',
    login: ENGLISH_LABELS,
    export: 'Export…',
    exportTitle: 'Export messages',
    download: 'Download',
    replay: 'Replay…',
    replayTitle: 'Replay messages',
    target: 'Target topic',
    rate: 'At most, messages a second',
    count: 'Count (dry run)',
    replayButton: 'Replay',
    counted: (count: number, read: number) =>
      `${String(count)} messages would be sent (${String(read)} read):`,
    confirmTitle: 'Replay messages?',
    original: 'Each message’s original topic (REAL_TOPIC, for a dead-letter topic)',
    sent: (count: number) => `${String(count)} messages sent`,
    forbidden: 'Reading messages needs a role that grants "Read messages" in a tenant',
  },
  zh: {
    ...WORKBENCH_WORDS.zh,
    overview: '概览',
    login: CHINESE_LABELS,
    export: '导出…',
    exportTitle: '导出消息',
    download: /^下\s?载$/,
    replay: '重放…',
    replayTitle: '重放消息',
    target: '目标主题',
    rate: '每秒最多发送的消息数',
    count: '计数（试运行）',
    replayButton: /^重\s?放$/,
    counted: (count: number, read: number) => `将发送 ${String(count)} 条消息（已读取 ${String(read)} 条）：`,
    confirmTitle: '确认重放消息？',
    original: '每条消息的原始主题（死信主题的 REAL_TOPIC）',
    sent: (count: number) => `已发送 ${String(count)} 条消息`,
    forbidden: '读取消息需要在某个租户中授予“读取消息”的角色',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

const order = (index: number) =>
  JSON.stringify({ orderId: index, region: index % 3 === 0 ? 'eu' : 'us', card: `4111-${String(index)}` });

async function createTopics(topics: string[]): Promise<void> {
  for (const topic of topics)
    await atBroker(`/admin/v2/persistent/public/default/${topic}`, { method: 'PUT' });
}

/**
 * Replays what the read on screen keeps into `target` (or the original topics), counted first; the
 * dialog with its count photographed as `shot`.
 */
async function replayOnScreen(
  page: Page,
  words: Words,
  target: string | undefined,
  { count, read }: { count: number; read: number },
  shot: string,
) {
  await page.getByRole('button', { name: words.replay }).click();
  const dialog = page.getByRole('dialog', { name: words.replayTitle });
  if (target === undefined) await expect(dialog.getByRole('radio', { name: words.original })).toBeChecked();
  else await dialog.getByRole('textbox', { name: words.target }).fill(fullName(target));
  await dialog.getByRole('spinbutton', { name: words.rate }).fill('1000');
  await dialog.getByRole('button', { name: words.count }).click();
  await expect(dialog.getByText(words.counted(count, read))).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: path.join(shots, `${shot}.png`) });
  const cut = await measureCutText(page);
  expect.soft(cut.brokenWords, `${shot}: words broken`).toEqual([]);
  expect.soft(cut.clippedWithoutTitle, `${shot}: clipped without a title`).toEqual([]);
  await dialog.getByRole('button', { name: words.replayButton }).click();
  const confirm = page.getByRole('dialog', { name: words.confirmTitle });
  await confirm.getByRole('button', { name: words.replayButton }).click();
  await expect(page.getByText(words.sent(count))).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
}

test.describe('workbench export, replay and masking on the real broker', () => {
  for (const language of ['en', 'zh'] as const) {
    test(`a masked field stays hidden; a replay and a dead-letter redrive land at Pulsar (${language})`, async ({
      page,
      request,
      context,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const words = WORDS[language];
      const stamp = `${String(Date.now())}-${language}`;
      const [orders, copy, original] = [
        `e2e-wr-orders-${stamp}`,
        `e2e-wr-copy-${stamp}`,
        `e2e-wr-orig-${stamp}`,
      ];
      // Pulsar's consumers name a dead-letter topic <topic>-<subscription>-DLQ.
      const deadLetters = `${original}-billing-DLQ`;
      await createTopics([orders, copy, original, deadLetters]);
      await produce(
        pulsar().url,
        orders,
        Array.from({ length: ORDERS }, (_, index) => ({
          key: `order-${String(index)}`,
          payload: order(index),
        })),
      );
      await produce(
        pulsar().url,
        deadLetters,
        Array.from({ length: DEAD_LETTERS }, (_, index) => ({
          key: `dead-${String(index)}`,
          payload: order(index),
          properties: { REAL_TOPIC: fullName(original) },
        })),
      );

      const environment = await createEnvironment(request, pulsar());
      const headers = { ...(await superuserHeaders(request)), environment };
      const rule = await request.put('/pulsar-manager/workbench/masking-rules', {
        headers,
        data: { environment, topicPattern: fullName(orders), fields: ['value.card'] },
      });
      expect(rule.ok(), await rule.text()).toBe(true);
      const { id: ruleId } = (await rule.json()) as { id: string };
      await chooseEnvironment(context, baseURL ?? '', environment);
      await page.goto('/login');
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, words.overview, words.login);

      // ── Masked in the view and in the export.
      await readToTheEnd(page, words, [orders], ORDERS);
      await expect(rowsOf(page, words).first()).toContainText(MASKED);
      await expect(page.getByRole('table', { name: words.table })).not.toContainText('4111-');
      await page.getByRole('button', { name: words.export }).click();
      const exporting = page.getByRole('dialog', { name: words.exportTitle });
      const downloading = page.waitForEvent('download');
      await exporting.getByRole('button', { name: words.download }).click();
      const exported = fs.readFileSync(await (await downloading).path(), 'utf8');
      const lines = exported.trim().split('\n');
      expect(lines).toHaveLength(ORDERS);
      expect(exported).toContain(MASKED);
      expect(exported).not.toContain('4111-');

      // ── A masked topic is never a replay source: the rule goes, then the eu orders go to the copy.
      const removed = await request.delete(`/pulsar-manager/workbench/masking-rules/${ruleId}`, { headers });
      expect(removed.ok(), await removed.text()).toBe(true);
      await readToTheEnd(page, words, [orders], EU_ORDERS, 'value.region == "eu"');
      await page.setViewportSize({ width: 1024, height: 800 });
      await replayOnScreen(
        page,
        words,
        copy,
        { count: EU_ORDERS, read: ORDERS },
        `workbench-replay-${language}-1024`,
      );
      await page.setViewportSize({ width: 390, height: 844 });
      await readToTheEnd(page, words, [copy], EU_ORDERS);
      await rowsOf(page, words).first().getByRole('button', { name: words.details }).click();
      await expect(page.getByRole('dialog')).toContainText(`${REPLAYED_FROM_PROPERTY}=`);
      await page.keyboard.press('Escape');

      // ── A dead-letter topic: back to the topic each message's REAL_TOPIC names.
      await readToTheEnd(page, words, [deadLetters], DEAD_LETTERS);
      await replayOnScreen(
        page,
        words,
        undefined,
        { count: DEAD_LETTERS, read: DEAD_LETTERS },
        `workbench-redrive-${language}-390`,
      );
      await readToTheEnd(page, words, [original], DEAD_LETTERS);

      await expectNoSubscriptionLeft(pulsar().url, [orders, copy, original, deadLetters]);
    });
  }

  test('a tenant admin without the read grant is refused the screen and the read', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const environment = await createEnvironment(request, pulsar());
    await chooseEnvironment(context, baseURL ?? '', environment);
    const admin = await createTenantAdmin(request, ['public']);
    const login = new LoginPage(page, ENGLISH_LABELS);
    await login.goto();
    await login.logIn(admin.name, admin.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/management/workbench');
    await expect(page.getByText(WORDS.en.forbidden)).toBeVisible();
    // The server refuses the read itself, whatever a page shows.
    const answer = await page.request.post('/pulsar-manager/workbench/read', {
      headers: {
        environment,
        'X-XSRF-TOKEN': (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '',
      },
      data: { topics: [fullName('anything')], start: { kind: 'earliest' }, stop: { kind: 'now' } },
    });
    expect(answer.status()).toBe(403);
  });
});
