// Issue 33 item 1, the command palette, in Chromium against the real server (its real collector and
// catalogue) and the file's demo simulator: Ctrl+K opens it on any screen, typing finds a partitioned
// topic and a subscription in the catalogue's names, read once as it opens (no request per keystroke,
// no Pulsar call), the arrows and Enter open one in
// the same environment, Escape gives focus back; in English at 1024 px and in Chinese on a phone,
// where the top bar's button opens it. An action runs from the keyboard: unloading a topic (1024 px,
// English) and resetting a subscription to the latest message (phone, Chinese), each through the
// console's one confirmation; screenshots of the actions and their questions in both languages.
import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { expectAddress } from '../fixtures/address.ts';
import { chooseEnvironment, createEnvironment } from '../fixtures/environment.ts';
import { logIn } from '../fixtures/log-in.ts';
import { pulsarForThisFile } from '../fixtures/pulsar-under-test.ts';
import { recordPulsarCalls } from '../fixtures/pulsar-calls.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { superuserHeaders } from '../fixtures/users.ts';
import { CHINESE_LABELS } from '../pages/login-page.ts';

const pulsar = pulsarForThisFile();
const SHOTS = process.env.BEACON_E2E_SHOTS ?? path.join('e2e', 'test-results', 'screenshots');

/** The console's catalogue requests the page makes (`/pulsar-manager/catalog/…`), as they go. */
function recordCatalogRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/pulsar-manager/catalog/')) requests.push(pathname);
  });
  return requests;
}

/**
 * Once the palette has read the environment's functions, sources and sinks (as it opens, never per
 * keystroke): the calls recorded from here on are the typing's.
 */
async function openingReadsDone(calls: readonly string[]): Promise<void> {
  await expect.poll(() => calls.some((call) => call.includes('/admin/v3/sinks/'))).toBe(true);
  let settled = -1;
  await expect
    .poll(
      () => {
        const quiet = settled === calls.length;
        settled = calls.length;
        return quiet;
      },
      { intervals: [500] },
    )
    .toBe(true);
}

/** Moves the palette's active row to the one starting with `text` and presses Enter. */
async function runRow(page: Page, list: ReturnType<Page['getByRole']>, text: string): Promise<void> {
  const names = await list.getByRole('option').allTextContents();
  const index = names.findIndex((name) => name.startsWith(text));
  expect(index, names.join(' | ')).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('option').nth(index)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
}

/** An environment on the file's simulator, chosen in the browser, once the catalogue knows its topics. */
async function catalogued({
  page,
  request,
  context,
  baseURL,
}: {
  page: Page;
  request: APIRequestContext;
  context: BrowserContext;
  baseURL: string | undefined;
}): Promise<string> {
  const environment = await createEnvironment(request, pulsar());
  await chooseEnvironment(context, baseURL ?? '', environment);
  const headers = await superuserHeaders(request);
  // The collector passes every 30 s: a new environment is searchable after its first pass.
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/pulsar-manager/catalog/search?q=telemetry', {
          headers: { ...headers, environment },
        });
        return ((await answer.json()) as { hits: unknown[] }).hits.length;
      },
      { timeout: 100_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
  return environment;
}

test('Ctrl+K finds a partitioned topic in English at 1024 px; arrows, Enter, Escape', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const environment = await catalogued({ page, request, context, baseURL });
  await page.setViewportSize({ width: 1024, height: 768 });
  const calls = recordPulsarCalls(page);
  const catalogRequests = recordCatalogRequests(page);
  await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, 'Overview');

  // Escape gives focus back to what had it.
  const namesRead = page.waitForResponse((answer) => answer.url().includes('/pulsar-manager/catalog/names'));
  const button = page.getByRole('button', { name: 'Go to… (Ctrl+K)' });
  await button.focus();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Go to' });
  const field = dialog.getByRole('combobox');
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Control+k');
  await expect(field).toBeFocused();
  // Read at the first opening, still fresh at this one.
  expect((await namesRead).ok()).toBe(true);
  await openingReadsDone(calls);
  const before = calls.length;
  const catalogBefore = catalogRequests.length;
  await page.keyboard.type('telem', { delay: 80 });
  const list = dialog.getByRole('listbox');
  await expect(list).toHaveAttribute('data-answered', 'telem');
  // Typing searched the names read as it opened: no Pulsar call, and no request to the server either.
  expect(calls.slice(before)).toEqual([]);
  expect(catalogRequests.slice(catalogBefore)).toEqual([]);
  const options = list.getByRole('option');
  await expect(options.first()).toContainText('telemetry');
  await expect(options.first()).toContainText('Partitioned topic');
  await expectNoSeriousAxeViolations(page, 'command palette, 1024 px');

  await page.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id')) ?? '',
  );
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expectAddress(page, '/management/topics/persistent/acme/iot/telemetry/partitionedTopic');
  expect(new URL(page.url()).searchParams.get('env')).toBe(environment);
  await expect(dialog).toBeHidden();

  // An action, keyboard only: the best topic's "Unload the topic…", asked in the one confirmation.
  await page.keyboard.press('Control+k');
  await expect(field).toBeFocused();
  await page.keyboard.type('sample/orders/shipped', { delay: 40 });
  await expect(list).toHaveAttribute('data-answered', 'sample/orders/shipped');
  await expect(list.getByRole('option', { name: /^Unload the topic…/ })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'palette-actions-en-1024.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, 'palette-actions-en-390.png') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await runRow(page, list, 'Unload the topic…');
  const question = page.getByRole('dialog', { name: 'Unload the topic' });
  await expect(question).toContainText('Unload persistent://sample/orders/shipped?');
  await expect(dialog).toBeHidden();
  await page.screenshot({ path: path.join(SHOTS, 'palette-confirm-en-1024.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, 'palette-confirm-en-390.png') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await expectNoSeriousAxeViolations(page, 'palette action confirmation, 1024 px');
  const unloadsBefore = calls.length;
  await question.getByRole('button', { name: 'Unload' }).focus();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(page.getByText('Successfully unload the topic!')).toBeVisible();
  expect(calls.slice(unloadsBefore)).toContain('PUT /admin/v2/persistent/sample/orders/shipped/unload');
});

test('the top bar button finds a subscription in Chinese on a phone', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await catalogued({ page, request, context, baseURL });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, '概览', CHINESE_LABELS);

  await page.getByRole('button', { name: '跳转到…（Ctrl+K）' }).click();
  const dialog = page.getByRole('dialog', { name: '跳转到' });
  await dialog.getByRole('combobox').fill('dashboard');
  const list = dialog.getByRole('listbox');
  await expect(list).toHaveAttribute('data-answered', 'dashboard');
  const first = list.getByRole('option').first();
  await expect(first).toContainText('订阅');
  await expect(first).toContainText('persistent://acme/iot/telemetry');
  await expectNoSeriousAxeViolations(page, 'command palette, phone, Chinese');
  await first.click();
  await expectAddress(
    page,
    '/management/subscriptions/persistent/acme/iot/telemetry/dashboard/subscription?partitioned=true',
  );

  // Reset the subscription `audit` to the latest message, from the keyboard, in Chinese on a phone.
  const calls = recordPulsarCalls(page);
  await page.keyboard.press('Control+k');
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('audit', { delay: 40 });
  await expect(list).toHaveAttribute('data-answered', 'audit');
  await expect(list.getByRole('option', { name: /^重置订阅…/ })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'palette-actions-zh-390.png') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: path.join(SHOTS, 'palette-actions-zh-1024.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await runRow(page, list, '重置订阅…');
  const question = page.getByRole('dialog', { name: '重置游标' });
  await expect(question).toContainText('将主题 persistent://sample/orders/created 的订阅 audit 的游标移到：');
  await question.getByRole('radio', { name: '最早保留的消息' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(question.getByRole('radio', { name: '最新的消息' })).toBeChecked();
  await page.screenshot({ path: path.join(SHOTS, 'palette-confirm-zh-390.png') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: path.join(SHOTS, 'palette-confirm-zh-1024.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousAxeViolations(page, 'palette reset question, phone, Chinese');
  await question.getByRole('button', { name: '重置游标' }).focus();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  expect(calls.filter((call) => call.startsWith('POST '))).toEqual([
    'POST /admin/v2/persistent/sample/orders/created/subscription/audit/resetcursor/8640000000000000',
  ]);
});
