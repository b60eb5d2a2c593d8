// Issue 6 at scale, in Chromium: the simulator's `large` scenario (100 000 topics in large/topics, a
// partitioned topic with 1 000 partitions) seen in English and, through the console's language
// switch, in Chinese with the glossary's terms: the tenants list, the TOPICS tab's first page, a
// name filter, paging, and the partitioned topic's page.
import { startSimulator } from '@beacon/pulsar-sim';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { signInOnSimulator } from '../fixtures/environment.ts';
import { undocumentedCalls } from '../fixtures/pulsar-calls.ts';
import type { Simulator } from '../fixtures/simulator.ts';
import { ConsoleShell } from '../pages/console-shell.ts';

let simulator: Simulator | undefined;
test.beforeAll(async () => {
  // 100 000 topics take a few seconds to seed on a busy machine.
  test.setTimeout(60_000);
  simulator = await startSimulator({ scenario: 'large', port: 0, traffic: false });
});
test.afterAll(async () => {
  await simulator?.close();
});

const LANGUAGES = [
  {
    language: 'English',
    tenants: 'Tenants',
    tenantColumns: ['Tenant', 'Namespaces', 'Allowed Clusters'],
    topicsTab: 'TOPICS',
    topicsTable: 'Topics of large/topics',
    topicColumns: ['Topic', 'Partitions', 'Producers', 'Subscriptions'],
    search: 'Search Topics',
    total: (count: string) => `${count} topics`,
    partitioned: 'Partitioned topic wide',
    partitions: '1000 partitions',
  },
  {
    language: '中文',
    tenants: '租户',
    tenantColumns: ['租户', '命名空间', '允许的集群'],
    topicsTab: '主题',
    topicsTable: 'large/topics 的主题',
    topicColumns: ['主题', '分区', '生产者', '订阅'],
    search: '搜索主题',
    total: (count: string) => `共 ${count} 个主题`,
    partitioned: '分区主题 wide',
    partitions: '1000 个分区',
  },
] as const;

for (const labels of LANGUAGES) {
  test(`the large scenario in ${labels.language}: tenants, 100 000 topics filtered and paged, a 1 000-partition topic`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    if (!simulator) throw new Error('the simulator starts in beforeAll');
    const calls = await signInOnSimulator({ page, request, context, baseURL }, simulator);
    const shell = new ConsoleShell(page);
    if (labels.language !== 'English') {
      await shell.choose('Language', labels.language);
      await expect(page.getByRole('status').filter({ hasText: '切换语言成功' })).toBeVisible();
    }

    // Tenants (a super user lands on the overview, decision 0045).
    await page.goto('/management/tenants');
    await expect(shell.heading(labels.tenants)).toBeVisible();
    for (const column of labels.tenantColumns)
      await expect(page.getByRole('columnheader', { name: column, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'large', exact: true })).toBeVisible();

    // TOPICS of large/topics: the first page, by name.
    await page.goto('/management/namespaces/large/topics/namespace?tab=topics');
    await expect(page.getByRole('tab', { name: labels.topicsTab, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = page.getByRole('table', { name: labels.topicsTable });
    for (const column of labels.topicColumns)
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: 'topic-000000', exact: true })).toBeVisible();
    await expect(page.getByText(labels.total('100000'))).toBeVisible();

    // A name filter: topic-042400 … topic-042499.
    await page.getByLabel(labels.search, { exact: true }).fill('topic-0424');
    await expect(page.getByText(labels.total('100'))).toBeVisible();
    await expect(table.getByRole('link', { name: 'topic-042400', exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: 'topic-000000', exact: true })).toBeHidden();

    // Paging, 50 a page: page 2 starts at topic-042450.
    await page.goto('/management/namespaces/large/topics/namespace?tab=topics&filter=topic-0424&size=50');
    await expect(table.getByRole('link', { name: 'topic-042400', exact: true })).toBeVisible();
    // antd's page links are list items titled with their number.
    await page.getByTitle('2', { exact: true }).click();
    await expect(table.getByRole('link', { name: 'topic-042450', exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: 'topic-042400', exact: true })).toBeHidden();
    await expect(page).toHaveURL(/page=2/);

    // The partitioned topic with 1 000 partitions.
    await page.goto('/management/topics/persistent/large/partitioned/wide/partitionedTopic');
    await expect(shell.heading(labels.partitioned)).toBeVisible();
    await expect(page.getByText(labels.partitions).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'partitioned topic with 1 000 partitions');

    expect(undocumentedCalls(calls)).toEqual([]);
  });
}
