// Issue 17 in Chromium against the real server and a Pulsar, in English and in Chinese: a function
// deployed from an uploaded package and a sink, one instance stopped and started, the function
// triggered, its statistics shown as the worker counts them, restarted, its parallelism updated,
// both deleted — each effect checked at Pulsar's own REST API,
// every proxied call checked against Pulsar's OpenAPI. On the simulator the package is stand-in
// bytes and the sink a builtin connector; on the real 4.0.7 broker (real-pulsar project) both come
// from tools/pulsar-functions-fixture's jar and run on its functions worker (thread runtime), which
// has no builtin connectors.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { signInOnSimulator } from '../fixtures/environment.ts';
import { unexpectedAnswers, undocumentedCalls } from '../fixtures/pulsar-calls.ts';
import { buildFunctionFixture, FIXTURE_CLASSES } from '@beacon/test-kit/real-pulsar';
import { pulsarForThisFile, type PulsarUnderTest } from '../fixtures/pulsar-under-test.ts';
import { readAtPulsar } from '../fixtures/pulsar-rest.ts';

const pulsar = pulsarForThisFile();
const INPUT = 'persistent://public/default/test';

interface Deployable {
  file: { name: string; mimeType: string; buffer: Buffer };
  className: string;
}

/** What the journey deploys: classes that run on a real worker, bytes the simulator only stores. */
function deployables(under: PulsarUnderTest): { fn: Deployable; sink?: Deployable } {
  const mimeType = 'application/java-archive';
  if (under.kind === 'real') {
    const file = { name: 'fixture.jar', mimeType, buffer: fs.readFileSync(buildFunctionFixture()) };
    return {
      fn: { file, className: FIXTURE_CLASSES.exclaim },
      sink: { file, className: FIXTURE_CLASSES.discard },
    };
  }
  return {
    fn: {
      file: { name: 'echo.jar', mimeType, buffer: Buffer.from('PK\u0003\u0004 an e2e package') },
      className: 'org.apache.pulsar.functions.api.examples.EchoFunction',
    },
  };
}

/** A button's name: antd puts a space between two Chinese characters on a button ("创 建"). */
const button = (text: string) =>
  new RegExp(`^${[...text].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`);

const TEXTS = {
  en: {
    newFunction: 'New Function',
    newSink: 'New Sink',
    upload: 'Upload a file',
    create: 'Create',
    name: 'Name',
    chooseFile: 'Choose a package',
    className: 'Class name',
    inputs: 'Input topics',
    output: 'Output topic',
    builtin: 'Builtin connector',
    functionCreated: (name: string) => `Function ${name} created`,
    sinkCreated: (name: string) => `Sink ${name} created`,
    stopInstance: 'Stop Instance 0',
    startInstance: 'Start Instance 0',
    stopTitle: (name: string) => `Stop instance 0 of ${name}?`,
    startTitle: (name: string) => `Start instance 0 of ${name}?`,
    stop: 'Stop',
    start: 'Start',
    stopped: 'Stopped',
    triggerTab: 'Trigger',
    value: 'Value',
    answer: 'The function answered',
    instancesTab: 'INSTANCES',
    received: 'Received',
    succeeded: 'Succeeded',
    restart: 'Restart',
    restartTitle: (name: string) => `Restart every instance of ${name}?`,
    restarted: 'Restart: done',
    update: 'Update',
    parallelism: 'Parallelism',
    functionUpdated: (name: string) => `Function ${name} updated`,
    delete: 'Delete',
    deleted: (kind: 'Function' | 'Sink', name: string) => `${kind} ${name} deleted`,
    running: (running: number, total: number) => `${running} of ${total} running`,
  },
  zh: {
    newFunction: '新建函数',
    newSink: '新建 Sink',
    upload: '上传文件',
    create: '创建',
    name: '名称',
    chooseFile: '选择程序包',
    className: '类名',
    inputs: '输入主题',
    output: '输出主题',
    builtin: '内置连接器',
    functionCreated: (name: string) => `函数 ${name} 已创建`,
    sinkCreated: (name: string) => `Sink ${name} 已创建`,
    stopInstance: '停止 实例 0',
    startInstance: '启动 实例 0',
    stopTitle: (name: string) => `停止 ${name} 的实例 0？`,
    startTitle: (name: string) => `启动 ${name} 的实例 0？`,
    stop: '停止',
    start: '启动',
    stopped: '已停止',
    triggerTab: '触发',
    value: '值',
    answer: '函数的返回',
    instancesTab: '实例',
    received: '已接收',
    succeeded: '处理成功',
    restart: '重启',
    restartTitle: (name: string) => `重启 ${name} 的所有实例？`,
    restarted: '重启：已完成',
    update: '更新',
    parallelism: '并行度',
    functionUpdated: (name: string) => `函数 ${name} 已更新`,
    delete: '删除',
    deleted: (kind: 'Function' | 'Sink', name: string) =>
      `${kind === 'Function' ? '函数' : 'Sink'} ${name} 已删除`,
    running: (running: number, total: number) => `${running}/${total} 个运行中`,
  },
};

const SHOTS = process.env.BEACON_E2E_SCREENSHOTS;

/** Screenshots at 1024 px and phone size, when BEACON_E2E_SCREENSHOTS names a directory to look at. */
async function screenshots(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [label, size] of [
    ['1024', { width: 1024, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Consumers of the function on its input. A real instance reports running before it has subscribed
 * (JavaInstanceRunnable); a trigger sent before then waits for an answer in vain.
 */
async function consumersOfFunction(name: string): Promise<number> {
  const stats = await readAtPulsar<{ subscriptions: Record<string, { consumers: unknown[] }> }>(
    pulsar().url,
    `/admin/v2/persistent/public/default/test/stats`,
  );
  return stats.body?.subscriptions[`public/default/${name}`]?.consumers.length ?? 0;
}

/** Instance 0's counters as the worker's own stats endpoint gives them. */
async function workerStats(name: string): Promise<{ received?: number; processed?: number }> {
  const answer = await readAtPulsar<{
    instances: {
      instanceId: number;
      metrics: { receivedTotal: number; processedSuccessfullyTotal: number };
    }[];
  }>(pulsar().url, `/admin/v3/functions/public/default/${name}/stats`);
  expect(answer.status).toBe(200);
  const metrics = answer.body?.instances.find((entry) => entry.instanceId === 0)?.metrics;
  return { received: metrics?.receivedTotal, processed: metrics?.processedSuccessfullyTotal };
}

/** Instance 0's row on the INSTANCES tab: the cell under each column title. */
async function shownInstance(page: Page): Promise<Record<string, string>> {
  const table = page.getByRole('tabpanel').getByRole('table');
  const titles = await table.getByRole('columnheader').allTextContents();
  const cells = await table.getByRole('row').nth(1).getByRole('cell').allTextContents();
  return Object.fromEntries(titles.map((title, index) => [title, cells[index] ?? '']));
}

/** An instance's running flag, as Pulsar reports it. */
async function instanceRunning(name: string, instance: number): Promise<boolean | undefined> {
  const answer = await readAtPulsar<{ instances: { instanceId: number; status: { running: boolean } }[] }>(
    pulsar().url,
    `/admin/v3/functions/public/default/${name}/status`,
  );
  return answer.body?.instances.find((entry) => entry.instanceId === instance)?.status.running;
}

for (const language of ['en', 'zh'] as const) {
  const t = TEXTS[language];
  test(`functions and sinks: deploy, stop and start, trigger, stats, restart, update, delete (${language})`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const under = pulsar();
    const { fn: fnPackage, sink: sinkPackage } = deployables(under);
    const calls = await signInOnSimulator({ page, request, context, baseURL }, under);
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    const fn = `e2e-fn-${language}-${Date.now()}`;
    const sink = `e2e-sink-${language}-${Date.now()}`;

    // A function from an uploaded package.
    await page.goto('/management/functions?tenant=public&namespace=default');
    await page.getByRole('button', { name: t.newFunction }).click();
    const create = page.getByRole('dialog', { name: t.newFunction });
    await create.getByLabel(t.name, { exact: true }).fill(fn);
    await create.locator('input[type="file"]').setInputFiles(fnPackage.file);
    await create.getByLabel(t.className, { exact: true }).fill(fnPackage.className);
    await create.getByLabel(t.inputs, { exact: true }).fill(INPUT);
    await create.getByLabel(t.inputs, { exact: true }).press('Enter');
    await create.getByLabel(t.output, { exact: true }).fill(`persistent://public/default/${fn}-out`);
    await screenshots(page, `function-new-${language}`);
    await expectNoSeriousAxeViolations(page, `new function dialog (${language})`);
    await create.getByRole('button', { name: button(t.create) }).click();
    await expect(page.getByText(t.functionCreated(fn))).toBeVisible();
    const deployed = await readAtPulsar<{ parallelism: number; className: string }>(
      under.url,
      `/admin/v3/functions/public/default/${fn}`,
    );
    expect(deployed.status).toBe(200);
    expect(deployed.body).toMatchObject({ parallelism: 1 });
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: fn, exact: true }) });
    // A real worker starts the instance's thread in a few seconds; the list asks again meanwhile.
    await expect(row.getByText(t.running(1, 1))).toBeVisible({ timeout: 60_000 });
    await screenshots(page, `functions-list-${language}`);
    await expectNoSeriousAxeViolations(page, `functions list (${language})`);

    // A sink: from a builtin connector with its required settings, or from the uploaded package.
    await page.goto('/management/sinks?tenant=public&namespace=default');
    await page.getByRole('button', { name: t.newSink }).click();
    const newSink = page.getByRole('dialog', { name: t.newSink });
    await newSink.getByLabel(t.name, { exact: true }).fill(sink);
    if (sinkPackage) {
      await newSink.getByText(t.upload, { exact: true }).click();
      await newSink.locator('input[type="file"]').setInputFiles(sinkPackage.file);
      await newSink.getByLabel(t.className, { exact: true }).fill(sinkPackage.className);
    } else {
      await newSink.getByLabel(t.builtin, { exact: true }).click();
      await page.getByText(/^jdbc-postgres — /).click();
      await newSink.getByLabel('jdbcUrl').fill('jdbc:postgresql://db:5432/orders');
      await newSink.getByLabel('tableName').fill('orders');
    }
    await newSink.getByLabel(t.inputs, { exact: true }).fill(INPUT);
    await newSink.getByLabel(t.inputs, { exact: true }).press('Enter');
    await newSink.getByRole('button', { name: button(t.create) }).click();
    await expect(page.getByText(t.sinkCreated(sink))).toBeVisible();
    const sinkAtPulsar = await readAtPulsar<{ className?: string; configs?: Record<string, unknown> }>(
      under.url,
      `/admin/v3/sinks/public/default/${sink}`,
    );
    expect(sinkAtPulsar.status).toBe(200);
    if (sinkPackage) expect(sinkAtPulsar.body?.className).toBe(sinkPackage.className);
    else
      expect(sinkAtPulsar.body?.configs).toMatchObject({
        jdbcUrl: 'jdbc:postgresql://db:5432/orders',
        tableName: 'orders',
      });

    // Stop and start one instance of the function.
    await page.goto(`/management/functions/public/default/${fn}/function`);
    await page.getByRole('button', { name: t.stopInstance, exact: true }).click();
    await page
      .getByRole('dialog', { name: t.stopTitle(fn) })
      .getByRole('button', { name: button(t.stop) })
      .click();
    // A real worker stops the instance's thread and reports it at its next status read: under load
    // (CI runs two shards beside the broker) that takes longer than the default wait.
    await expect(page.getByText(t.stopped, { exact: true })).toBeVisible({ timeout: 30_000 });
    expect(await instanceRunning(fn, 0)).toBe(false);
    await screenshots(page, `function-detail-${language}`);
    await expectNoSeriousAxeViolations(page, `function page (${language})`);
    await page.getByRole('button', { name: t.startInstance, exact: true }).click();
    await page
      .getByRole('dialog', { name: t.startTitle(fn) })
      .getByRole('button', { name: button(t.start) })
      .click();
    await expect.poll(() => instanceRunning(fn, 0)).toBe(true);
    if (under.kind === 'real')
      await expect.poll(() => consumersOfFunction(fn), { timeout: 60_000 }).toBeGreaterThan(0);

    // Trigger it with a value and read its answer.
    await page.getByRole('tab', { name: t.triggerTab }).click();
    await page.getByLabel(t.value, { exact: true }).fill('hello from e2e');
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: button(t.triggerTab) })
      .click();
    await expect(page.getByRole('region', { name: t.answer })).toContainText('hello from e2e');

    // Its statistics: the trigger was one message received and processed by instance 0, as the
    // worker's stats endpoint counts it and the INSTANCES tab shows it (it reads them every 10 s).
    expect(await workerStats(fn)).toEqual({ received: 1, processed: 1 });
    await page.getByRole('tab', { name: t.instancesTab }).click();
    const shownCounters = async () => {
      const shown = await shownInstance(page);
      return { received: shown[t.received], processed: shown[t.succeeded] };
    };
    await expect.poll(shownCounters, { timeout: 30_000 }).toEqual({ received: '1', processed: '1' });

    // Restart every instance: the worker runs a new instance, whose counters start again from zero;
    // the tab shows the worker's figures again.
    await page.getByRole('button', { name: button(t.restart), exact: true }).click();
    await page
      .getByRole('dialog', { name: t.restartTitle(fn) })
      .getByRole('button', { name: button(t.restart) })
      .click();
    await expect(page.getByText(t.restarted)).toBeVisible();
    await expect.poll(() => instanceRunning(fn, 0)).toBe(true);
    await expect.poll(() => workerStats(fn)).toEqual({ received: 0, processed: 0 });
    await expect.poll(shownCounters, { timeout: 30_000 }).toEqual({ received: '0', processed: '0' });

    // Update its parallelism to 2.
    await page.getByRole('button', { name: button(t.update) }).click();
    const update = page.getByRole('dialog').filter({ hasText: fn });
    await update.getByLabel(t.parallelism, { exact: true }).fill('2');
    await update.getByRole('button', { name: button(t.update) }).click();
    await expect(page.getByText(t.functionUpdated(fn))).toBeVisible();
    await expect
      .poll(
        async () =>
          (await readAtPulsar<{ parallelism: number }>(under.url, `/admin/v3/functions/public/default/${fn}`))
            .body?.parallelism,
      )
      .toBe(2);

    // Delete the function (from its page) and the sink (from the list), each by typing its name.
    await page.getByRole('button', { name: button(t.delete) }).click();
    const deleteFn = page.getByRole('dialog').filter({ hasText: fn });
    await deleteFn.getByRole('textbox').fill(fn);
    await deleteFn.getByRole('button', { name: button(t.delete) }).click();
    await expect(page.getByText(t.deleted('Function', fn))).toBeVisible();
    expect((await readAtPulsar(under.url, `/admin/v3/functions/public/default/${fn}`)).status).toBe(404);

    await page.goto('/management/sinks?tenant=public&namespace=default');
    await page.getByRole('button', { name: `${t.delete} ${sink}` }).click();
    const deleteSink = page.getByRole('dialog').filter({ hasText: sink });
    await deleteSink.getByRole('textbox').fill(sink);
    await deleteSink.getByRole('button', { name: button(t.delete) }).click();
    await expect(page.getByText(t.deleted('Sink', sink))).toBeVisible();
    expect((await readAtPulsar(under.url, `/admin/v3/sinks/public/default/${sink}`)).status).toBe(404);

    expect(undocumentedCalls(calls)).toEqual([]);

    expect(
      unexpectedAnswers(calls, [
        {
          status: 502,
          call: new RegExp(`^GET /admin/v3/functions/public/default/${fn}/stats$`),
          reason:
            'the INSTANCES tab reads the stats every 10 s; a read landing while the worker restarts the instances (restart, the parallelism update) can get no answer, and the tab reads again',
        },
      ]),
    ).toEqual([]);
  });
}
