// Issue 16 item 2, the broker page, in Chromium against the real server and a Pulsar, in English
// and Chinese: a health check, unloading a bundle the broker owns, and changing then deleting a
// dynamic configuration value, each confirmed and each checked at the Pulsar under test (the
// simulator, and a real 4.0.7 broker in the real-pulsar project) over Pulsar's admin REST API.
// Screenshots at 1024 px and on a phone go to BEACON_E2E_SHOTS (or test-results) for a person to
// look at.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { measureCutText } from '../layout/cut-text.ts';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { expectNoEnglishOnChineseScreen, recordAnsweredWords } from '../fixtures/english-on-chinese.ts';
import { chooseEnvironment, createEnvironment } from '../fixtures/environment.ts';
import { recordPulsarCalls, unexpectedAnswers, undocumentedCalls } from '../fixtures/pulsar-calls.ts';
import { pulsarForThisFile, type PulsarUnderTest } from '../fixtures/pulsar-under-test.ts';
import { readAtPulsar } from '../fixtures/pulsar-rest.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { CHINESE_LABELS, ENGLISH_LABELS, LoginPage } from '../pages/login-page.ts';

const pulsar = pulsarForThisFile();
const shots = process.env.BEACON_E2E_SHOTS ?? path.join('e2e', 'test-results', 'screenshots');

const LANGUAGES = [
  {
    language: 'en',
    labels: ENGLISH_LABELS,
    title: 'Broker Details',
    health: 'Health Check',
    healthy: 'Health Check success',
    namespacesTab: 'NAMESPACES',
    unloadRow: 'Unload bundle',
    unload: 'Unload',
    unloadTitle: 'Unload bundle',
    dynamicTab: 'DYNAMIC CONFIGURATION',
    // Dynamic in Pulsar 4.0.7, and on the editor's first page (50 of the 154, by name).
    setting: 'dispatcherMaxReadBatchSize',
    value: '1234',
    edit: 'Edit',
    newValue: 'New value',
    review: 'Review change',
    updateTitle: 'Change a dynamic setting',
    save: 'Save',
    deleteRow: (name: string) => `Delete the override of ${name}`,
    deleteTitle: 'Delete an override',
    remove: 'Delete',
    notInteger: 'Enter a whole number',
  },
  {
    language: 'zh',
    labels: CHINESE_LABELS,
    title: 'Broker 详情',
    health: '健康检查',
    healthy: '健康检查成功',
    namespacesTab: '命名空间',
    unloadRow: '卸载 Bundle',
    unload: /^卸\s?载$/,
    unloadTitle: '卸载 Bundle',
    dynamicTab: '动态配置',
    setting: 'dispatcherMaxReadSizeBytes',
    value: '4321',
    edit: '编辑',
    newValue: '新值',
    review: '检查修改',
    updateTitle: '修改动态配置',
    save: /^保\s?存$/,
    deleteRow: (name: string) => `删除 ${name} 的覆盖值`,
    deleteTitle: '删除覆盖值',
    remove: /^删\s?除$/,
    notInteger: '请输入整数',
  },
] as const;

/** The dialog with this title (antd's modal title). */
const dialogTitled = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

/**
 * A bundle the broker owns and nothing takes back once it is unloaded. The simulator has no
 * clients of its own, so any bundle will do. A real standalone's own namespaces are not quiet: the
 * functions worker's readers in public/functions, the heartbeat namespaces and the topic-policies
 * reader of any namespace with a `__change_events` topic reconnect at once and look their bundle up
 * again (SystemTopicBasedTopicPoliciesService, 4.0.7). So on a real broker the journey makes a
 * namespace of its own and has the broker own the bundle of one topic in it, through a lookup.
 */
async function quietBundle(pulsar: PulsarUnderTest, language: string): Promise<string | undefined> {
  if (pulsar.kind === 'simulator') return undefined;
  const tenant = `broker-page-${language}-${String(Date.now())}`;
  const put = (resource: string, body?: unknown) =>
    fetch(`${pulsar.url}/admin/v2/${resource}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  expect((await put(`tenants/${tenant}`, { allowedClusters: [pulsar.cluster] })).status).toBe(204);
  expect((await put(`namespaces/${tenant}/quiet`)).status).toBe(204);
  const lookup = await fetch(`${pulsar.url}/lookup/v2/topic/persistent/${tenant}/quiet/t`);
  expect(lookup.status).toBe(200);
  const bundle = await fetch(`${pulsar.url}/lookup/v2/topic/persistent/${tenant}/quiet/t/bundle`);
  expect(bundle.status).toBe(200);
  return `${tenant}/quiet/${(await bundle.text()).trim()}`;
}

async function expectWholeText(page: Page, where: string): Promise<void> {
  const cut = await measureCutText(page);
  expect.soft(cut.brokenWords, `${where}: words broken`).toEqual([]);
  expect.soft(cut.clippedWithoutTitle, `${where}: clipped without a title`).toEqual([]);
}

for (const t of LANGUAGES)
  test(`broker page: health check, unload a bundle, edit and delete a dynamic value (${t.language})`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const sim = pulsar();
    // The simulator's demo has two brokers (the second is not the environment URL's); a standalone one.
    const broker = sim.brokers.at(-1)!;
    const quiet = await quietBundle(sim, t.language);
    const environment = await createEnvironment(request, sim);
    await chooseEnvironment(context, baseURL ?? '', environment);
    const calls = recordPulsarCalls(page);
    const answered = recordAnsweredWords(page);
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto('/login');
    await page.evaluate((lang) => localStorage.setItem('language', lang), t.language);
    const login = new LoginPage(page, t.labels);
    await login.goto();
    await login.logIn(E2E_SUPERUSER.name, E2E_SUPERUSER.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    const brokerPage = `/management/brokers/${broker.cluster}/${encodeURIComponent(broker.id)}/broker`;
    await page.goto(brokerPage);
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();

    // Health check: the broker publishes and reads on its heartbeat topic.
    await page.getByRole('button', { name: t.health }).click();
    await expect(page.getByText(t.healthy)).toBeVisible();
    await expect(page.getByText(broker.url.replace(/\/$/, ''), { exact: true })).toBeVisible();
    await page.screenshot({
      path: path.join(shots, `broker-${t.language}-overview-1024.png`),
      fullPage: true,
    });
    await expectWholeText(page, `broker overview ${t.language} 1024px`);
    await expectNoSeriousAxeViolations(page, `${brokerPage} (${t.language})`);
    if (t.language === 'zh') await expectNoEnglishOnChineseScreen(page, answered, 'broker overview');

    // Unload a bundle the broker owns: the simulator hands it to the other broker, a standalone
    // releases it until the next lookup.
    const ownedPath = `/admin/v2/brokers/${broker.cluster}/${encodeURIComponent(broker.id)}/ownedNamespaces`;
    await page.getByRole('tab', { name: t.namespacesTab }).click();
    const unloadButtons = page.getByRole('button', { name: new RegExp(`^${t.unloadRow} `) });
    await expect(unloadButtons.first()).toBeVisible();
    const bundles = (await unloadButtons.evaluateAll((buttons) => buttons.map((b) => b.ariaLabel ?? ''))).map(
      (label) => label.slice(t.unloadRow.length + 1),
    );
    const bundle = quiet ?? bundles[0]!;
    expect(bundles).toContain(bundle);
    const unloadButton = page.getByRole('button', { name: `${t.unloadRow} ${bundle}`, exact: true });
    const before = await readAtPulsar<Record<string, unknown>>(broker.listenUrl, ownedPath);
    expect(Object.keys(before.body ?? {})).toContain(bundle);
    await page.screenshot({
      path: path.join(shots, `broker-${t.language}-bundles-1024.png`),
      fullPage: true,
    });
    await unloadButton.click();
    const unloadDialog = dialogTitled(page, t.unloadTitle);
    await unloadDialog.getByRole('button', { name: t.unload }).click();
    await expect(unloadDialog).toBeHidden();
    await expect
      .poll(async () =>
        Object.keys((await readAtPulsar<Record<string, unknown>>(broker.listenUrl, ownedPath)).body ?? {}),
      )
      .not.toContain(bundle);
    if (t.language === 'zh') await expectNoEnglishOnChineseScreen(page, answered, 'broker namespaces');

    // Change a dynamic value: a wrong type is refused in the dialog, a valid one is confirmed and stored.
    await page.getByRole('tab', { name: t.dynamicTab }).click();
    await page.getByRole('button', { name: `${t.edit} ${t.setting}` }).click();
    const editDialog = dialogTitled(page, `${t.edit} ${t.setting}`);
    const input = editDialog.getByLabel(t.newValue);
    await input.fill('many');
    await editDialog.getByRole('button', { name: t.review }).click();
    await expect(editDialog.getByText(t.notInteger)).toBeVisible();
    await input.fill(t.value);
    await editDialog.getByRole('button', { name: t.review }).click();
    const confirmUpdate = dialogTitled(page, t.updateTitle);
    await expect(confirmUpdate).toContainText(t.value);
    await page.screenshot({ path: path.join(shots, `broker-${t.language}-confirm-1024.png`) });
    await confirmUpdate.getByRole('button', { name: t.save }).click();
    await expect(confirmUpdate).toBeHidden();
    const values = () =>
      readAtPulsar<Record<string, string>>(sim.url, '/admin/v2/brokers/configuration/values').then(
        (answer) => answer.body ?? {},
      );
    await expect.poll(values).toMatchObject({ [t.setting]: t.value });
    const row = page.locator('tr', { has: page.locator('code', { hasText: new RegExp(`^${t.setting}$`) }) });
    await expect(row).toContainText(t.value);
    await page.screenshot({
      path: path.join(shots, `broker-${t.language}-dynamic-1024.png`),
      fullPage: true,
    });
    await expectWholeText(page, `broker dynamic configuration ${t.language} 1024px`);
    await expectNoSeriousAxeViolations(page, `${brokerPage}?tab=dynamicConfiguration (${t.language})`);
    if (t.language === 'zh')
      await expectNoEnglishOnChineseScreen(page, answered, 'broker dynamic configuration');

    // Delete the override, confirmed: Pulsar no longer holds it.
    await page.getByRole('button', { name: t.deleteRow(t.setting) }).click();
    const confirmDelete = dialogTitled(page, t.deleteTitle);
    await confirmDelete.getByRole('button', { name: t.remove }).click();
    await expect(confirmDelete).toBeHidden();
    await expect.poll(values).not.toHaveProperty(t.setting);

    // A phone: the page keeps its text whole.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
    await page.screenshot({ path: path.join(shots, `broker-${t.language}-dynamic-390.png`), fullPage: true });
    await expectWholeText(page, `broker dynamic configuration ${t.language} 390px`);

    expect(undocumentedCalls(calls)).toEqual([]);

    expect(unexpectedAnswers(calls)).toEqual([]);
  });
