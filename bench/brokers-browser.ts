// A cluster of 200 brokers and 20 000 bundles in Chromium (issue 16, Performance): the BROKERS tab's
// first rows, its first load-report figures, and the broker page, each measured side by side with
// the tenants page in the same run and printed as ratios to it. Three processes as in production
// (the simulator's 200 brokers, Beacon, this script driving Debian's Chromium).
// Run: npm run build && node bench/brokers-browser.ts   (ports 21000-21201 and 21300 free;
// BEACON_WEB_DIR=<dist> to serve another build of the web; BEACON_BENCH_SMOKE=1 runs it once on
// four brokers, see support/smoke.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { addEnvironment, logInToBeacon, waitUntilServing } from '@beacon/test-kit';
import { BENCH_USER as USER, startBeaconProcess, startSimulatorProcess } from './support/processes.ts';
import { sized } from './support/smoke.ts';

const SIM_PORT = 21000;
const BROKERS = sized(200, 4);
const BEACON_PORT = 21300;
const ROUNDS = sized(5, 1);
const beacon = `http://127.0.0.1:${BEACON_PORT}`;
const simulatorUrl = `http://localhost:${SIM_PORT}`;
const firstBroker = `localhost:${SIM_PORT}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-bench-brokers-'));
const simulator = startSimulatorProcess(sized('brokers', 'brokers-smoke'), SIM_PORT, ['--no-traffic']);
const server = startBeaconProcess(
  BEACON_PORT,
  dataDir,
  process.env.BEACON_WEB_DIR ? { BEACON_WEB_DIR: process.env.BEACON_WEB_DIR } : {},
);

/** Milliseconds from navigation until `ready` resolves. */
async function timed(page: Page, url: string, ready: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await page.goto(url);
  await ready();
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

try {
  // 200 broker apps take a while to listen on a busy machine.
  await waitUntilServing(`http://localhost:${SIM_PORT + BROKERS - 1}/admin/v2/clusters`, 3000);
  await waitUntilServing(`${beacon}/readyz`);
  const session = await logInToBeacon(beacon, USER);
  await addEnvironment(beacon, session, {
    name: 'brokers',
    broker: simulatorUrl,
    bookie: `http://localhost:${SIM_PORT + BROKERS}`,
  });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'Admin-Environment', value: 'brokers', url: beacon }]);
  const page = await context.newPage();
  await page.goto(`${beacon}/login`);
  await page.getByLabel(/user ?name/i).fill(USER.name);
  await page.getByLabel(/password/i).fill(USER.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  const tenants: number[] = [];
  const tabRows: number[] = [];
  const tabFigures: number[] = [];
  const brokerPage: number[] = [];
  let loadReportCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/broker-stats/load-report')) loadReportCalls += 1;
  });
  const firstRow = () => page.getByRole('link', { name: `Open broker ${firstBroker}` });
  for (let round = 0; round < ROUNDS; round += 1) {
    tenants.push(
      await timed(page, `${beacon}/management/tenants`, () =>
        page.getByRole('link', { name: 'fleet', exact: true }).waitFor(),
      ),
    );
    loadReportCalls = 0;
    const started = performance.now();
    await page.goto(`${beacon}/management/clusters/standalone/cluster?tab=brokers`);
    await firstRow().waitFor();
    tabRows.push(performance.now() - started);
    // The first row's figures: its CPU bar, drawn once its load report is in.
    await page.locator('tr', { has: firstRow() }).getByRole('progressbar').first().waitFor();
    tabFigures.push(performance.now() - started);
    brokerPage.push(
      await timed(
        page,
        `${beacon}/management/brokers/standalone/${encodeURIComponent(firstBroker)}/broker`,
        () =>
          page
            .getByText(/msg\/s/)
            .first()
            .waitFor({ timeout: 15_000 }),
      ),
    );
  }
  await browser.close();

  const reference = median(tenants);
  const row = (what: string, values: number[]) =>
    values.length === 0
      ? `| ${what} | n/a | n/a |`
      : `| ${what} | ${median(values).toFixed(0)} | ${(median(values) / reference).toFixed(2)} |`;
  console.info(
    `${String(BROKERS)} brokers; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Chromium; median of ${ROUNDS} rounds, full page loads\n`,
  );
  console.info('| measurement | ms | × tenants page |\n|---|---|---|');
  console.info(row('tenants page, first rows (reference)', tenants));
  console.info(row('BROKERS tab, first rows', tabRows));
  console.info(row('BROKERS tab, first row’s load-report figures', tabFigures));
  console.info(row('broker page, first figures', brokerPage));
  console.info(
    `\nload reports asked by the last BROKERS tab load: ${loadReportCalls} (page size 20, of ${BROKERS} brokers)`,
  );
} finally {
  simulator.kill();
  server.kill();
}
