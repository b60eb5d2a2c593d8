// Issue 31 item 4 in Chromium against the real server and a Pulsar, in English and Chinese: create a
// resource group (after its required-name message), edit a rate, put a namespace under it from the
// namespace's POLICIES tab, see the namespace listed under the group, have Pulsar refuse to delete
// the group while it is used (412 'ResourceGroup is in use', ResourceGroupsBase.java:167-168 in
// 4.0.7), take the namespace out of it, and delete it — each effect checked at the Pulsar under test
// over its admin REST API. Screenshots at 1024 px and 390 px go to BEACON_E2E_SHOTS (or test-results).
import path from 'node:path';
import { NO_LOCAL_POLICIES } from '../fixtures/expected-answers.ts';
import { expect, test, type Page } from '@playwright/test';
import { chooseEnvironment, createEnvironment } from '../fixtures/environment.ts';
import { recordAnsweredWords, expectNoEnglishOnChineseScreen } from '../fixtures/english-on-chinese.ts';
import { recordPulsarCalls, unexpectedAnswers, undocumentedCalls } from '../fixtures/pulsar-calls.ts';
import { pulsarForThisFile } from '../fixtures/pulsar-under-test.ts';
import { readAtPulsar } from '../fixtures/pulsar-rest.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { chooseOption } from '../fixtures/choose-option.ts';
import { measureCutText } from '../layout/cut-text.ts';
import { CHINESE_LABELS, ENGLISH_LABELS, LoginPage } from '../pages/login-page.ts';

const pulsar = pulsarForThisFile();
const shots = process.env.BEACON_E2E_SHOTS ?? path.join('e2e', 'test-results', 'screenshots');

const LANGUAGES = [
  {
    language: 'en',
    labels: ENGLISH_LABELS,
    title: 'Resource Groups',
    newGroup: 'New Resource Group',
    create: 'Create',
    save: 'Save',
    name: 'Name',
    nameRequired: 'Please enter a name',
    publishMsgs: 'Publish rate (messages/s)',
    dispatchBytes: 'Dispatch rate (bytes/s)',
    created: 'Resource group created',
    saved: 'Resource group saved',
    edit: (name: string) => `Edit resource group ${name}`,
    editTitle: (name: string) => `Edit Resource Group ${name}`,
    deleteRow: (name: string) => `Delete resource group ${name}`,
    deleteTitle: 'Delete Resource Group',
    remove: 'Delete',
    cancel: 'Cancel',
    deleted: 'Resource group deleted',
    section: 'Resource Group',
    choose: 'Resource group',
    set: 'Set',
    assigned: 'Resource group set for this namespace',
    unassign: (namespace: string) => `Remove the resource group from ${namespace}`,
    unassignTitle: 'Remove Resource Group',
    unassignVerb: 'Remove',
    unassigned: 'Resource group removed from this namespace',
    none: 'None (no resource group limits apply)',
  },
  {
    language: 'zh',
    labels: CHINESE_LABELS,
    title: '资源组',
    newGroup: '新建资源组',
    create: /^创\s?建$/,
    save: /^保\s?存$/,
    name: '名称',
    nameRequired: '请输入名称',
    publishMsgs: '发布速率（条/秒）',
    dispatchBytes: '分发速率（字节/秒）',
    created: '已创建资源组',
    saved: '已保存资源组',
    edit: (name: string) => `编辑资源组 ${name}`,
    editTitle: (name: string) => `编辑资源组 ${name}`,
    deleteRow: (name: string) => `删除资源组 ${name}`,
    deleteTitle: '删除资源组',
    remove: /^删\s?除$/,
    cancel: /^取\s?消$/,
    deleted: '已删除资源组',
    section: '资源组',
    choose: '资源组',
    set: /^设\s?置$/,
    assigned: '已为此命名空间设置资源组',
    unassign: (namespace: string) => `从 ${namespace} 移除资源组`,
    unassignTitle: '移除资源组',
    unassignVerb: /^移\s?除$/,
    unassigned: '已从此命名空间移除资源组',
    none: '无（不受资源组限制）',
  },
] as const;

const NO_LIMIT = {
  publishRateInMsgs: -1,
  publishRateInBytes: -1,
  dispatchRateInMsgs: -1,
  dispatchRateInBytes: -1,
};

/** The dialog with this title (antd's modal title). */
const dialogTitled = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

async function expectWholeText(page: Page, where: string): Promise<void> {
  const cut = await measureCutText(page);
  expect.soft(cut.brokenWords, `${where}: words broken`).toEqual([]);
  expect.soft(cut.clippedWithoutTitle, `${where}: clipped without a title`).toEqual([]);
}

for (const t of LANGUAGES)
  test(`resource groups: create, edit, assign, refused delete while used, unassign, delete (${t.language})`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const target = pulsar();
    const stamp = Date.now().toString(36);
    const group = `rg-${t.language}-${stamp}`;
    const namespace = `public/rg-${t.language}-${stamp}`;
    const groupAtPulsar = () => readAtPulsar(target.url, `/admin/v2/resourcegroups/${group}`);
    const namespaceGroup = () => readAtPulsar(target.url, `/admin/v2/namespaces/${namespace}/resourcegroup`);
    expect((await request.put(`${target.url}/admin/v2/namespaces/${namespace}`)).status()).toBe(204);

    const environment = await createEnvironment(request, target);
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

    // ── The screen (its menu entry is the web tests'; at 1024 px the menu is folded away); create
    // after the required-name message.
    await page.goto('/management/resourceGroups');
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: t.newGroup }).click();
    const createDialog = dialogTitled(page, t.newGroup);
    await createDialog.getByRole('button', { name: t.create }).click();
    await expect(createDialog.getByText(t.nameRequired, { exact: true })).toBeVisible();
    await createDialog.getByRole('textbox', { name: t.name, exact: true }).fill(group);
    await createDialog.getByRole('textbox', { name: t.publishMsgs }).fill('100');
    await page.screenshot({ path: path.join(shots, `resource-groups-${t.language}-dialog-1024.png`) });
    await createDialog.getByRole('button', { name: t.create }).click();
    await expect(page.getByText(t.created)).toBeVisible();
    await expect.poll(groupAtPulsar).toEqual({ status: 200, body: { ...NO_LIMIT, publishRateInMsgs: 100 } });

    // ── Edit one rate: the others are sent as they were.
    await page.getByRole('button', { name: t.edit(group) }).click();
    const editDialog = dialogTitled(page, t.editTitle(group));
    await editDialog.getByRole('textbox', { name: t.dispatchBytes }).fill('4096');
    await editDialog.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect
      .poll(groupAtPulsar)
      .toEqual({ status: 200, body: { ...NO_LIMIT, publishRateInMsgs: 100, dispatchRateInBytes: 4096 } });

    // ── Put the namespace under it from its POLICIES tab.
    const [tenantName = '', namespaceName = ''] = namespace.split('/');
    await page.goto(`/management/namespaces/${tenantName}/${namespaceName}/namespace?tab=policies`);
    const section = page.locator('section').filter({
      has: page.getByRole('heading', { name: t.section, level: 2, exact: true }),
    });
    // The tab reads some thirty policies first, six at a time in the browser: a busy machine needs longer.
    await expect(section.getByText(t.none)).toBeVisible({ timeout: 30_000 });
    await chooseOption(page, section.getByRole('combobox', { name: t.choose }), group);
    await section.getByRole('button', { name: t.set }).click();
    await expect(page.getByText(t.assigned)).toBeVisible();
    await expect.poll(namespaceGroup).toEqual({ status: 200, body: group });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, `resource-groups-${t.language}-namespace-1024.png`) });

    // ── The group lists the namespace; Pulsar refuses to delete it while used.
    await page.goto('/management/resourceGroups');
    const row = page.getByRole('row').filter({ hasText: group });
    await expect(row.getByRole('link', { name: namespace })).toBeVisible();
    await page.screenshot({
      path: path.join(shots, `resource-groups-${t.language}-list-1024.png`),
      fullPage: true,
    });
    await expectWholeText(page, `resource groups ${t.language} 1024px`);
    if (t.language === 'zh') await expectNoEnglishOnChineseScreen(page, answered, 'resource groups');
    await page.getByRole('button', { name: t.deleteRow(group) }).click();
    const refused = dialogTitled(page, t.deleteTitle);
    await refused.getByRole('button', { name: t.remove }).click();
    await expect(refused.getByText(/ResourceGroup is in use/)).toBeVisible();
    await page.screenshot({ path: path.join(shots, `resource-groups-${t.language}-refused-1024.png`) });
    await refused.getByRole('button', { name: t.cancel }).click();
    await expect(refused).toBeHidden();
    expect((await groupAtPulsar()).status).toBe(200);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row.getByRole('link', { name: namespace })).toBeVisible();
    await page.screenshot({
      path: path.join(shots, `resource-groups-${t.language}-list-390.png`),
      fullPage: true,
    });
    await page.setViewportSize({ width: 1024, height: 900 });

    // ── Take the namespace out of it (confirmed), then delete the group.
    await page.goto(`/management/namespaces/${tenantName}/${namespaceName}/namespace?tab=policies`);
    await section.getByRole('button', { name: t.unassign(namespace) }).click();
    await dialogTitled(page, t.unassignTitle).getByRole('button', { name: t.unassignVerb }).click();
    await expect(page.getByText(t.unassigned)).toBeVisible();
    await expect.poll(namespaceGroup).toEqual({ status: 200 });

    await page.goto('/management/resourceGroups');
    await page.getByRole('button', { name: t.deleteRow(group) }).click();
    await dialogTitled(page, t.deleteTitle).getByRole('button', { name: t.remove }).click();
    await expect(page.getByText(t.deleted)).toBeVisible();
    await expect.poll(async () => (await groupAtPulsar()).status).toBe(404);

    expect(undocumentedCalls(calls)).toEqual([]);
    expect(
      unexpectedAnswers(calls, [
        NO_LOCAL_POLICIES,
        {
          status: 412,
          call: new RegExp(`^DELETE /admin/v2/resourcegroups/${group}$`),
          reason: 'Pulsar refuses to delete a group a namespace uses; the journey asks it to',
        },
      ]),
    ).toEqual([]);
    await request.delete(`${target.url}/admin/v2/namespaces/${namespace}`);
  });
