// Backlog and rate trends over a week (issue 33 item 5, decision 0093) in Chromium. A Beacon of its
// own, whose data directory already holds a week of collector passes over the simulator's demo,
// made by the whole server with a clock that started a week ago and a simulator whose clock moved
// with it (apps/server/src/test-support/week-of-trends.ts). The topic page's, the subscription
// page's and the overview's charts over 7 days, 24 hours and the last hour; English and Chinese, at
// 1024 px and on a phone, without cut text or serious accessibility findings.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { ManualClock, startSimulator } from '@beacon/pulsar-sim';
import type { TrendsResponse } from '@beacon/contracts';
import { fillWeekOfTrends, passSteps, WEEK_MS } from '../../apps/server/src/test-support/week-of-trends.ts';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { documentScreenshot } from '../fixtures/document-screenshot.ts';
import { chooseEnvironment } from '../fixtures/environment.ts';
import { startFreshServer, type FreshServer } from '../fixtures/fresh-server.ts';
import type { Simulator } from '../fixtures/simulator.ts';
import { measureCutText } from '../layout/cut-text.ts';
import { LoginPage } from '../pages/login-page.ts';

const ENVIRONMENT = 'week';
const ADMIN = { name: 'trends-admin', password: 'Patient-Tide-Almanac-73' };
const HOUR = 3_600_000;
const TRAFFIC_PER_PASS_MS = 2_000;
const TOPIC = '/management/topics/persistent/sample/orders/created/topic';
const SUBSCRIPTION = '/management/subscriptions/persistent/sample/orders/created/audit/subscription';

test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: 'serial' });

let simulator: Simulator;
let beacon: FreshServer;
let weekEnd = 0;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  weekEnd = Date.now();
  // The simulator moves 2 s of traffic a pass (its rates are per second whatever the step): its
  // clock starts so that it ends with the week, at the wall clock's now.
  simulator = await startSimulator({
    scenario: 'demo',
    port: 0,
    clock: new ManualClock(weekEnd - passSteps().length * TRAFFIC_PER_PASS_MS),
    traffic: false,
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-e2e-trends-'));
  const filled = await fillWeekOfTrends({
    dataDir,
    environment: ENVIRONMENT,
    simulator,
    superuser: ADMIN,
    end: weekEnd,
    trafficPerPassMs: TRAFFIC_PER_PASS_MS,
  });
  expect(filled.passes).toBe(passSteps().length);
  beacon = await startFreshServer((output) => output.includes('Server listening'), {
    dataDir,
    env: {
      BEACON_LOG_LEVEL: 'info',
      BEACON_SUPERUSER_NAME: ADMIN.name,
      BEACON_SUPERUSER_PASSWORD: ADMIN.password,
    },
  }).catch(async (error: unknown) => {
    await simulator.close();
    throw error;
  });
});
test.afterAll(async () => {
  await beacon?.stop();
  await simulator?.close();
});

/** The next trends answer for `range` the page asks for. */
const trendsAnswer = (page: Page, range: string): Promise<Response> =>
  page.waitForResponse(
    (response) => response.url().includes('/catalog/trends') && response.url().includes(`range=${range}`),
  );

async function expectWholeText(page: Page, where: string): Promise<void> {
  const cut = await measureCutText(page);
  expect.soft(cut.brokenWords, `${where}: words broken`).toEqual([]);
  expect.soft(cut.clippedWithoutTitle, `${where}: clipped without a title`).toEqual([]);
  expect.soft(cut.pageSideways.by, `${where}: the page scrolls sideways`).toBe(0);
}

/** The points of an answer span the week (hourly buckets at its start), and end at its end. */
async function expectAWeek(answer: Response): Promise<TrendsResponse> {
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as TrendsResponse;
  const times = body.points.map((point) => point.at);
  expect(Math.min(...times)).toBeLessThan(weekEnd - WEEK_MS + 2 * HOUR);
  expect(Math.max(...times)).toBeGreaterThan(weekEnd - 2 * 60_000);
  // Hourly buckets for six days, then finer ones: more than 144 points, far fewer than the passes'.
  expect(body.points.length).toBeGreaterThan(6 * 24);
  return body;
}

test('a week of a topic’s and a subscription’s trends, and the environment’s (en, zh, 1024 px, phone)', async ({
  page,
  context,
}) => {
  await chooseEnvironment(context, beacon.url, ENVIRONMENT);
  await page.setViewportSize({ width: 1024, height: 900 });
  const login = new LoginPage(page);
  await login.goto(`${beacon.url}/login`);
  await login.logIn(ADMIN.name, ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();

  // The overview's section: the environment's series.
  const environmentPanel = page.getByRole('region', { name: 'Backlog and rates of the environment' });
  await expect(environmentPanel.getByRole('img', { name: /over the last 1 hour/ })).toBeVisible();
  const overviewWeek = trendsAnswer(page, '7d');
  await environmentPanel.getByText('7 days', { exact: true }).click();
  await expectAWeek(await overviewWeek);
  await expect(environmentPanel.getByRole('img', { name: /over the last 7 days/ })).toBeVisible();

  // The busy topic over the week: traffic in every point.
  const topicWeek = trendsAnswer(page, '7d');
  await page.goto(`${beacon.url}${TOPIC}?tab=trends&env=${ENVIRONMENT}`);
  const panel = page.getByRole('region', { name: 'Backlog and rates' });
  await expect(panel.getByRole('img', { name: /over the last 1 hour/ })).toBeVisible();
  await panel.getByText('7 days', { exact: true }).click();
  const topic = await expectAWeek(await topicWeek);
  expect(topic.points.every((point) => point.rateIn > 0)).toBe(true);
  await expect(panel.getByRole('img', { name: /over the last 7 days/ })).toBeVisible();
  await expect(panel.getByText(/Kept for 7 days\./)).toBeVisible();
  await expectWholeText(page, 'topic trends en 1024');
  await expectNoSeriousAxeViolations(page, 'topic trends');
  await documentScreenshot(page, 'trends-topic-week-en');

  // The subscription without a consumer: its backlog grew over the week.
  const subscriptionWeek = trendsAnswer(page, '7d');
  await page.goto(`${beacon.url}${SUBSCRIPTION}?tab=trends&env=${ENVIRONMENT}`);
  await panel.getByText('7 days', { exact: true }).click();
  const audit = await expectAWeek(await subscriptionWeek);
  expect(audit.points.at(-1)!.backlog).toBeGreaterThan(audit.points[0]!.backlog);
  await expect(panel.getByRole('img', { name: /over the last 7 days/ })).toBeVisible();

  // The last 24 hours come in 5-minute buckets, the last hour pass by pass.
  const day = trendsAnswer(page, '24h');
  await panel.getByText('24 hours', { exact: true }).click();
  const dayPoints = (await day.then((answer) => answer.json() as Promise<TrendsResponse>)).points;
  expect(dayPoints.length).toBeGreaterThan(23 * 4);

  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  const chineseWeek = trendsAnswer(page, '7d');
  await page.goto(`${beacon.url}${TOPIC}?tab=trends&env=${ENVIRONMENT}`);
  const chinesePanel = page.getByRole('region', { name: '积压与速率' });
  await chinesePanel.getByText('7 天', { exact: true }).click();
  await expectAWeek(await chineseWeek);
  await expect(chinesePanel.getByRole('img', { name: /最近 7 天/ })).toBeVisible();
  await expectWholeText(page, 'topic trends zh 1024');
  await documentScreenshot(page, 'trends-topic-week-zh');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(chinesePanel.getByRole('img', { name: /最近 7 天/ })).toBeVisible();
  await expectWholeText(page, 'topic trends zh phone');
  await documentScreenshot(page, 'trends-topic-week-zh-phone');

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await page.getByRole('region', { name: 'Backlog and rates' }).getByText('7 days', { exact: true }).click();
  await expect(page.getByRole('img', { name: /over the last 7 days/ })).toBeVisible();
  await expectWholeText(page, 'topic trends en phone');
  await documentScreenshot(page, 'trends-topic-week-en-phone');
});
