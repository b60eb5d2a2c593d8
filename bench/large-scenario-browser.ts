// The large scenario in Chromium, as an operator meets it: 100 000 topics in one namespace and a
// partitioned topic with 1 000 partitions. Three processes as in production (simulator, Beacon, this
// script driving Debian's Chromium). Measures, for issues 6 and 7:
// - the collector: pass duration and topic count (/pulsar-manager/catalog/status), Beacon's RSS;
// - the TOPICS tab: navigation → first page of rows shown; typing a name filter → rows filtered;
// - the partitioned topic page: navigation → aggregates and first partition rows shown, and how many
//   per-partition calls the page made (it must not ask for more than it shows).
// Run: npm run build && node bench/large-scenario-browser.ts   (ports 19580-19581, 19590 free;
// BEACON_BENCH_SMOKE=1 runs it once on a thousand topics, see support/smoke.ts)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { addEnvironment, logInToBeacon, waitUntilServing } from '@beacon/test-kit';
import { BENCH_USER as USER, startBeaconProcess, startSimulatorProcess } from './support/processes.ts';
import { sized } from './support/smoke.ts';

const SIM_PORT = 19580;
const BEACON_PORT = 19590;
const beacon = `http://127.0.0.1:${BEACON_PORT}`;
const simulatorUrl = `http://localhost:${SIM_PORT}`;

function rssOf(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-bench-large-'));
const simulator = startSimulatorProcess(sized('large', 'large-smoke'), SIM_PORT);
const ROUNDS = sized(3, 1);
/** A filter that matches ten topics of the scenario, and one of the ten. */
const filterOf = (round: number) => sized(`topic-09${round}12`, `topic-0009${round}`);
const server = startBeaconProcess(BEACON_PORT, dataDir, { BEACON_STATS_INTERVAL: '10' });

try {
  await waitUntilServing(`${simulatorUrl}/admin/v2/clusters`);
  await waitUntilServing(`${beacon}/readyz`);
  const session = await logInToBeacon(beacon, USER);
  const { token } = session;
  await addEnvironment(beacon, session, {
    name: 'large',
    broker: simulatorUrl,
    // The simulator's bookie API listens right after its brokers' ports (one broker here).
    bookie: `http://localhost:${SIM_PORT + 1}`,
  });

  // Let the collector make a few passes over the 100 000 topics.
  let status: unknown;
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const answer = await fetch(`${beacon}/pulsar-manager/catalog/status`, {
      headers: { token, environment: 'large' },
    });
    status = await answer.json();
    if (JSON.stringify(status).includes('"topicCount":10')) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await new Promise((resolve) => setTimeout(resolve, sized(25_000, 0)));
  const statusAfter = (await (
    await fetch(`${beacon}/pulsar-manager/catalog/status`, { headers: { token, environment: 'large' } })
  ).json()) as unknown;
  const beaconRssMb = rssOf(server.pid);
  // The highest resident size while the browser works (collector passes keep running meanwhile).
  let peakRssMb = beaconRssMb;
  const rssSampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, rssOf(server.pid));
  }, 200);

  const serverFilter: number[] = [];
  for (const filter of ['topic-0912', 'topic-05', 'topic-09999']) {
    const started = performance.now();
    const answer = await fetch(
      `${beacon}/pulsar-manager/admin/v2/topics/large/topics/stats?page_num=1&page_size=100&filter=${filter}`,
      { headers: { token, environment: 'large' } },
    );
    await answer.json();
    serverFilter.push(performance.now() - started);
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'Admin-Environment', value: 'large', url: beacon }]);
  const page = await context.newPage();
  await page.goto(`${beacon}/login`);
  await page.getByLabel(/user ?name/i).fill(USER.name);
  await page.getByLabel(/password/i).fill(USER.password);
  await page.keyboard.press('Enter');
  // A super user lands on the overview (decision 0045).
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();

  const results: { what: string; ms: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    await page.goto(`${beacon}/management/namespaces/large/topics/namespace?tab=topics`);
    await page.getByRole('link', { name: 'topic-000000', exact: true }).waitFor();
    results.push({
      what: `TOPICS tab first page, full page load (round ${round + 1})`,
      ms: performance.now() - started,
    });

    const search = page.getByPlaceholder('Search Topics');
    // Where the time goes: until the request leaves (typing pause), until its answer is in, until drawn.
    const filterUrl = (url: string) => url.includes(`filter=${filterOf(round)}`);
    const sent = page.waitForRequest((request) => filterUrl(request.url())).then(() => performance.now());
    const answered = page
      .waitForResponse((response) => filterUrl(response.url()))
      .then(() => performance.now());
    const filterStarted = performance.now();
    await search.fill(filterOf(round));
    await page.getByRole('link', { name: `${filterOf(round)}3`, exact: true }).waitFor();
    await page.getByRole('link', { name: 'topic-000000', exact: true }).waitFor({ state: 'detached' });
    const drawn = performance.now();
    results.push({
      what: `name filter answered, typing included (round ${round + 1}; request sent at ${((await sent) - filterStarted).toFixed(0)} ms, answered at ${((await answered) - filterStarted).toFixed(0)} ms)`,
      ms: drawn - filterStarted,
    });
  }

  // In-app navigation, as an operator moves through the console (no page reload): OVERVIEW → TOPICS,
  // and from the partitioned namespace's topics to the 1 000-partition topic.
  for (let round = 0; round < Math.min(2, ROUNDS); round += 1) {
    await page.goto(`${beacon}/management/namespaces/large/topics/namespace?tab=overview`);
    await page.getByRole('tab', { name: 'TOPICS' }).waitFor();
    const clicked = performance.now();
    await page.getByRole('tab', { name: 'TOPICS' }).click();
    await page.getByRole('link', { name: 'topic-000000', exact: true }).waitFor();
    results.push({
      what: `OVERVIEW → TOPICS tab, in-app (round ${round + 1})`,
      ms: performance.now() - clicked,
    });

    await page.goto(`${beacon}/management/namespaces/large/partitioned/namespace?tab=topics`);
    await page.getByRole('link', { name: 'wide', exact: true }).waitFor();
    const opened = performance.now();
    await page.getByRole('link', { name: 'wide', exact: true }).click();
    await page.getByRole('link', { name: 'wide-partition-0', exact: true }).waitFor();
    results.push({
      what: `topics → partitioned topic (1 000 partitions) first page, in-app (round ${round + 1})`,
      ms: performance.now() - opened,
    });
  }

  const partitionCalls: string[] = [];
  const timeline: string[] = [];
  let navigationStarted = 0;
  page.on('request', (request) => {
    if (/\/wide-partition-\d+\/stats/.test(request.url())) partitionCalls.push(request.url());
  });
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (navigationStarted > 0 && !url.pathname.startsWith('/assets/'))
      timeline.push(`${(performance.now() - navigationStarted).toFixed(0)} ms ${url.pathname}${url.search}`);
  });
  for (let round = 0; round < Math.min(2, ROUNDS); round += 1) {
    partitionCalls.length = 0;
    timeline.length = 0;
    navigationStarted = performance.now();
    await page.goto(`${beacon}/management/topics/persistent/large/partitioned/wide/partitionedTopic`);
    await page.getByRole('link', { name: 'wide-partition-0', exact: true }).waitFor();
    results.push({
      what: `partitioned topic (1 000 partitions) first page, full page load (round ${round + 1})`,
      ms: performance.now() - navigationStarted,
    });
    await page.goto(`${beacon}/management/tenants`);
  }
  navigationStarted = 0;
  await page.waitForTimeout(sized(2000, 0));
  await browser.close();

  console.info(
    `Large scenario, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Chromium\n`,
  );
  console.info('| measurement | ms |\n|---|---|');
  for (const { what, ms } of results) console.info(`| ${what} | ${ms.toFixed(0)} |`);
  console.info(`\nper-partition stats calls made by the partitioned page: ${partitionCalls.length}`);
  console.info(`calls of the last partitioned page load, finished at:\n  ${timeline.join('\n  ')}`);
  console.info(
    `server answer to a name filter (3 filters): ${serverFilter.map((ms) => ms.toFixed(0)).join(', ')} ms`,
  );
  clearInterval(rssSampler);
  console.info(
    `Beacon RSS with the collector running: ${beaconRssMb.toFixed(0)} MB before the browser, ${rssOf(server.pid).toFixed(0)} MB after it, peak ${peakRssMb.toFixed(0)} MB`,
  );
  console.info(`collector status: ${JSON.stringify(statusAfter)}`);
} finally {
  simulator.kill();
  server.kill();
}
