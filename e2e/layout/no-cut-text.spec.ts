// Issue 14 item 7 and item 3's tables, issue 28 A8 and A12: on the demo's lists, detail pages, a
// namespace's overview (bundles), a partitioned topic, the three POLICIES tabs, the message workbench
// and the masking rules, at 1280 px
// (sidebar open: narrower than 1440 px, on the same layout breakpoint), 1024 and 390 px, in English
// and Chinese: no header, label, tag or summary value breaks inside a word, no statistic wraps, no
// value is clipped without its full text in a title and no figure is clipped at all, the lists fit
// from 1024 px without sideways scrolling, and no page scrolls sideways. Screenshots go to
// BEACON_E2E_SHOTS (or test-results) for a person to look at.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { chooseEnvironment, createEnvironment } from '../fixtures/environment.ts';
import { openInConsole, requestsInFlight, settledScreen } from '../fixtures/in-console.ts';
import { logIn } from '../fixtures/log-in.ts';
import { demoSimulatorForThisFile } from '../fixtures/simulator.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { CHINESE_LABELS, ENGLISH_LABELS } from '../pages/login-page.ts';
import { measureCutText } from './cut-text.ts';

const simulator = demoSimulatorForThisFile();

const SCREENS = [
  { name: 'tenants', path: '/management/tenants', list: true },
  { name: 'namespaces', path: '/management/tenants/tenantInfo/acme?tab=namespaces', list: true },
  { name: 'topics', path: '/management/namespaces/acme/iot/namespace?tab=topics', list: true },
  // The overview carries the bundles table.
  { name: 'namespace', path: '/management/namespaces/acme/iot/namespace?tab=overview', list: true },
  { name: 'topic', path: '/management/topics/persistent/sample/orders/created/topic', list: false },
  // Partitions and subscriptions summed over partitions.
  {
    name: 'partitioned-topic',
    path: '/management/topics/persistent/acme/iot/telemetry/partitionedTopic',
    list: true,
  },
  {
    name: 'subscription',
    path: '/management/subscriptions/persistent/acme/iot/telemetry/dashboard/subscription',
    list: false,
  },
  // The three POLICIES tabs (issue 28 A12: they scrolled the page sideways on a phone).
  { name: 'namespace-policies', path: '/management/namespaces/acme/iot/namespace?tab=policies', list: false },
  {
    name: 'topic-policies',
    path: '/management/topics/persistent/sample/orders/created/topic?tab=policies',
    list: false,
  },
  {
    name: 'partitioned-topic-policies',
    path: '/management/topics/persistent/acme/iot/telemetry/partitionedTopic?tab=policies',
    list: false,
  },
  // The message workbench's form and toolbar (its rows are the shared virtual table, issue 30).
  {
    name: 'workbench',
    path: `/management/workbench?topic=${encodeURIComponent('persistent://sample/orders/created')}`,
    list: false,
  },
  { name: 'masking-rules', path: '/masking-rules', list: true },
  { name: 'alerts', path: '/alerts', list: true },
  { name: 'alert-rules', path: '/alerts/rules', list: true },
] as const;

const WIDTHS = [1280, 1024, 390] as const;

const LANGUAGES = [
  { language: 'en', heading: 'Overview', labels: ENGLISH_LABELS },
  { language: 'zh', heading: '概览', labels: CHINESE_LABELS },
] as const;

const shots = process.env.BEACON_E2E_SHOTS;

for (const { language, heading, labels } of LANGUAGES)
  for (const width of WIDTHS)
    test(`no cut text on lists and detail pages: ${language}, ${width} px`, async ({
      page,
      request,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const environment = await createEnvironment(request, simulator());
      await chooseEnvironment(context, baseURL ?? '', environment);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/login');
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      const inFlight = requestsInFlight(page);
      await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, heading, labels);

      const findings: string[] = [];
      for (const screen of SCREENS) {
        await openInConsole(page, screen.path);
        await settledScreen(page, inFlight);
        await expect(page.locator('.ant-skeleton')).toHaveCount(0);
        // 1 024 px is the console's phone layout (sidebar as an overlay); 1 280 px has it open.
        if (width === 1280) await expect(page.locator('[data-sidebar="open"]')).toHaveCount(1);
        // Pictures when asked for (BEACON_E2E_SHOTS), to look at; they take time CI does not have.
        if (shots)
          await page.screenshot({ path: path.join(shots, `no-cut-${screen.name}-${language}-${width}.png`) });
        const cut = await measureCutText(page);
        const where = `${screen.name} ${language} ${width}px`;
        for (const word of cut.brokenWords) findings.push(`${where}: word broken: ${word}`);
        for (const value of cut.clippedWithoutTitle)
          findings.push(`${where}: clipped without title: ${value}`);
        if (screen.list && width >= 1024)
          for (const table of cut.sidewaysTables) findings.push(`${where}: scrolls sideways: ${table}`);
        if (cut.pageSideways.by > 0)
          findings.push(
            `${where}: the page scrolls sideways by ${String(cut.pageSideways.by)}px: ${cut.pageSideways.widest.join(', ')}`,
          );
      }
      expect(findings).toEqual([]);
    });
