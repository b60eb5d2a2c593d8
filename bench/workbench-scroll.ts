// The message workbench in Chromium with 100 000 rows (issue 30, Performance): the read of one topic
// of 100 000 small JSON messages from the form (limit 100 000, stop "now") until the status shows
// them all kept, then the table's scrolling, frame by frame: each requestAnimationFrame moves the
// table's scroll container (a sweep from top to bottom, a wheel-speed scroll, jumps to random
// offsets), and the same frames with the page idle are the machine's ceiling, measured in the same
// rounds; scrolling fps / idle fps is the figure (goal: 60 fps, a ratio of 1 where idle reaches 60),
// with the CPU time Chromium spent a frame (what a frame costs, whatever else the cores run).
// Memory: the page's JS heap and DOM nodes (CDP Performance.getMetrics, after a forced GC) before
// the read, with the rows in and after scrolling; the Beacon server's RSS.
// Three processes as in production: the simulator (in this one, so its topic is seeded directly
// rather than through 100 000 HTTP calls; the server reads it over its binary port), Beacon serving
// the built web app, and Debian's Chromium.
// Run: npm run build && node bench/workbench-scroll.ts   (port 19690 free; BEACON_WEB_DIR=<dist>
// serves another build of the web; BEACON_BENCH_SMOKE=1 runs it once on 2 000 messages, see
// support/smoke.ts). BEACON_BENCH_PROFILE=<dir> then scrolls once more at wheel speed under a
// Chromium trace and once under the CPU profiler, outside the measures, and prints where the main
// thread's time went.
// The DOM's types: the functions handed to page.evaluate run in the page.
/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { startSimulator } from '@beacon/pulsar-sim';
import { addEnvironment, logInToBeacon, waitUntilServing } from '@beacon/test-kit';
import { publish } from '../apps/pulsar-sim/src/core/traffic.ts';
import { seedNamespace, seedTenant, seedTopic } from '../apps/pulsar-sim/src/scenarios/seed.ts';
import { framesInPage, frameFigures, type FrameFigures } from './support/frame-timing.ts';
import { BENCH_USER as USER, startBeaconProcess } from './support/processes.ts';
import { mainThreadSelfTime, profileSelfTime } from './support/trace-self-time.ts';
import { sized } from './support/smoke.ts';

const MESSAGES = sized(100_000, 2_000);
const FRAMES = sized(300, 60);
const ROUNDS = sized(2, 1);
/** A mouse wheel's notch, about: the rows mostly stay and a few come in each frame. */
const WHEEL_STEP_PX = 120;
const BEACON_PORT = 19690;
const beacon = `http://127.0.0.1:${BEACON_PORT}`;
const TOPIC = 'persistent://bench/workbench/orders';
const TABLE = '[role="table"][aria-label="Messages read"]';

const rssOf = (pid: number | undefined) => {
  const status = fs.readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
};

/** Sim and Beacon: one topic of MESSAGES orders, seeded in the simulator's own state. */
const simulator = await startSimulator({ scenario: 'demo', port: 0, traffic: false });
const { state } = simulator.runtime;
const cluster = simulator.brokers[0]?.cluster ?? 'standalone';
// Nothing trims the topic: the traffic engine is off, and the cap is raised above the topic's size.
state.limits.maxStoredMessagesPerTopic = Math.max(state.limits.maxStoredMessagesPerTopic, MESSAGES);
seedTenant(state, 'bench', [cluster]);
seedNamespace(state, 'bench/workbench', [cluster]);
const topic = seedTopic(state, TOPIC, cluster);
for (let index = 0; index < MESSAGES; index += 1)
  publish(state, topic, {
    payload: Buffer.from(
      JSON.stringify({
        orderId: index,
        region: index % 3 === 0 ? 'eu' : 'us',
        amount: ((index * 37) % 10_000) / 100,
      }),
    ),
    producerName: 'bench-orders',
    sequenceId: index,
    key: `order-${String(index)}`,
  });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-bench-workbench-'));
const server = startBeaconProcess(
  BEACON_PORT,
  dataDir,
  process.env.BEACON_WEB_DIR ? { BEACON_WEB_DIR: process.env.BEACON_WEB_DIR } : {},
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

interface PageMemory {
  heapMb: number;
  nodes: number;
}

/** The page's live JS heap and DOM nodes, after a forced garbage collection. */
async function pageMemory(cdp: CDPSession): Promise<PageMemory> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((candidate) => candidate.name === name)?.value ?? NaN;
  return { heapMb: metric('JSHeapUsedSize') / 2 ** 20, nodes: metric('Nodes') };
}

/** The first row in view below the header: its position (aria-rowindex) and its value's text. */
function firstRowInView(page: Page): Promise<{ index: number; value: string }> {
  return page.evaluate((selector) => {
    const scroller = document.querySelector(selector);
    const [head, body] = scroller?.querySelectorAll('[role="rowgroup"]') ?? [];
    const below = head?.getBoundingClientRect().bottom ?? 0;
    const rows = [...(body?.querySelectorAll('[role="row"]') ?? [])]
      .map((row) => ({ row, top: row.getBoundingClientRect().top }))
      .filter(({ row }) => row.getBoundingClientRect().bottom > below + 1)
      .sort((a, b) => a.top - b.top);
    const first = rows[0]?.row;
    return {
      index: Number(first?.getAttribute('aria-rowindex') ?? NaN),
      value: first?.lastElementChild?.textContent ?? '',
    };
  }, TABLE);
}

/**
 * CPU seconds Chromium's processes have used so far: its renderers, and all its processes (the GPU
 * process rasterizes and composites here, without a GPU). CPU time, unlike frame intervals, is what
 * the frames cost whatever else the shared cores run.
 */
async function chromiumCpu(cdp: CDPSession): Promise<{ renderer: number; all: number }> {
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  const sum = (infos: typeof processInfo) => infos.reduce((total, info) => total + info.cpuTime, 0);
  return { renderer: sum(processInfo.filter((info) => info.type === 'renderer')), all: sum(processInfo) };
}

/** Puts the table at `offset` and lets a few frames draw it, outside any measure. */
async function scrollTo(page: Page, offset: number): Promise<void> {
  await page.evaluate(
    ({ selector, top }) => {
      const scroller = document.querySelector(selector);
      if (scroller) scroller.scrollTop = top;
    },
    { selector: TABLE, top: offset },
  );
  await page.evaluate(framesInPage, { scroller: TABLE, frames: 10 });
}

/** Offsets a deterministic generator picks over [0, range], so every round jumps alike. */
function randomOffsets(count: number, range: number): number[] {
  let seed = 30;
  return Array.from({ length: count }, () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.round((seed / 2 ** 31) * range);
  });
}

/** One wheel-speed scroll under a trace, one under the CPU profiler: where the frames' time goes. */
async function profileWheelScroll(
  page: Page,
  cdp: CDPSession,
  directory: string,
  plans: Record<string, { start: number; offsets?: number[] }>,
): Promise<string> {
  const offsets = Object.entries(plans).find(([what]) => what.startsWith('wheel'))?.[1].offsets;
  fs.mkdirSync(directory, { recursive: true });
  const traceFile = path.join(directory, 'workbench-scroll-trace.json');
  await scrollTo(page, 0);
  await browser.startTracing(page, { path: traceFile });
  await page.evaluate(framesInPage, { scroller: TABLE, frames: FRAMES, offsets });
  await browser.stopTracing();
  await scrollTo(page, 0);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  await page.evaluate(framesInPage, { scroller: TABLE, frames: FRAMES, offsets });
  const { profile } = await cdp.send('Profiler.stop');
  fs.writeFileSync(path.join(directory, 'workbench-scroll.cpuprofile'), JSON.stringify(profile));
  const lines = (rows: [string, number][]) =>
    rows.map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`).join('\n');
  return [
    `\nmain thread, self time by event, ${String(FRAMES)} frames at wheel speed (${traceFile}):`,
    lines(mainThreadSelfTime(traceFile)),
    `JavaScript self time by function, the same scroll under the CPU profiler:`,
    lines(profileSelfTime(profile)),
  ].join('\n');
}

try {
  await waitUntilServing(`${beacon}/readyz`);
  const session = await logInToBeacon(beacon, USER);
  await addEnvironment(beacon, session, {
    name: 'workbench',
    broker: simulator.url,
    bookie: simulator.bookieUrl,
  });

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'Admin-Environment', value: 'workbench', url: beacon }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${beacon}/login`);
  await page.getByLabel(/user ?name/i).fill(USER.name);
  await page.getByLabel(/password/i).fill(USER.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  await page.goto(`${beacon}/management/workbench?topic=${encodeURIComponent(TOPIC)}`);
  const form = page.getByRole('form', { name: 'What to read' });
  await form.getByLabel('At most (messages)').fill(String(MESSAGES));
  const memoryBefore = await pageMemory(cdp);
  const serverBefore = rssOf(server.pid);

  const started = performance.now();
  await form.getByRole('button', { name: 'Start', exact: true }).click();
  await page.locator(`${TABLE} [role="row"][aria-rowindex="2"]`).waitFor({ timeout: 120_000 });
  const firstRowsMs = performance.now() - started;
  await page
    .getByRole('status')
    .filter({ hasText: `Kept: ${String(MESSAGES)}` })
    .filter({ hasText: 'Ended:' })
    .waitFor({ timeout: 300_000 });
  const allKeptMs = performance.now() - started;
  const memoryRead = await pageMemory(cdp);
  const serverRead = rssOf(server.pid);

  const range = await page.evaluate((selector) => {
    const scroller = document.querySelector(selector);
    return scroller ? scroller.scrollHeight - scroller.clientHeight : 0;
  }, TABLE);
  const plans: Record<string, { start: number; offsets?: number[] }> = {
    'idle (the ceiling)': { start: 0 },
    'sweep top → bottom': {
      start: 0,
      offsets: Array.from({ length: FRAMES }, (_, frame) => Math.round((frame * range) / (FRAMES - 1))),
    },
    [`wheel speed, ${String(WHEEL_STEP_PX)} px a frame`]: {
      start: 0,
      offsets: Array.from({ length: FRAMES }, (_, frame) => (frame + 1) * WHEEL_STEP_PX),
    },
    'jumps to random offsets': { start: 0, offsets: randomOffsets(FRAMES, range) },
  };
  const intervals = new Map<string, number[]>();
  const drawn = new Map<string, number>();
  const cpu = new Map<string, { renderer: number; all: number }>();
  const browserCdp = await browser.newBrowserCDPSession();
  for (let round = 0; round < ROUNDS; round += 1)
    for (const [what, { start, offsets }] of Object.entries(plans)) {
      await scrollTo(page, start);
      const cpuBefore = await chromiumCpu(browserCdp);
      const run = await page.evaluate(framesInPage, { scroller: TABLE, frames: FRAMES, offsets });
      const cpuAfter = await chromiumCpu(browserCdp);
      intervals.set(what, [...(intervals.get(what) ?? []), ...run.intervals]);
      drawn.set(what, (drawn.get(what) ?? 0) + run.distinctFirstRows);
      const used = cpu.get(what) ?? { renderer: 0, all: 0 };
      cpu.set(what, {
        renderer: used.renderer + cpuAfter.renderer - cpuBefore.renderer,
        all: used.all + cpuAfter.all - cpuBefore.all,
      });
    }

  // The rows really change: the first row in view at the top is not the one at the bottom.
  await scrollTo(page, 0);
  const top = await firstRowInView(page);
  await scrollTo(page, range);
  const bottom = await firstRowInView(page);
  if (top.index !== 2 || !top.value.includes('"orderId":0,') || bottom.index < MESSAGES - 40)
    throw new Error(
      `the table did not scroll through the rows: top ${JSON.stringify(top)}, bottom ${JSON.stringify(bottom)}`,
    );
  const memoryScrolled = await pageMemory(cdp);
  const serverScrolled = rssOf(server.pid);
  const profiled = process.env.BEACON_BENCH_PROFILE
    ? await profileWheelScroll(page, cdp, process.env.BEACON_BENCH_PROFILE, plans)
    : undefined;

  const figures = new Map<string, FrameFigures>(
    [...intervals].map(([what, values]) => [what, frameFigures(values)]),
  );
  const idleFps = figures.get('idle (the ceiling)')?.fps ?? NaN;
  console.info(
    `${String(MESSAGES)} messages; ${String(os.cpus().length)} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Chromium ${browser.version()}, viewport 1280×900; load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}\n`,
  );
  console.info(
    `read of ${String(MESSAGES)} messages from the form: first rows shown ${firstRowsMs.toFixed(0)} ms, all kept (status) ${allKeptMs.toFixed(0)} ms\n`,
  );
  console.info(
    `${String(ROUNDS)} rounds of ${String(FRAMES)} frames each; scroll range ${String(range)} px\n`,
  );
  console.info(
    '| frames | n | median ms | p95 ms | > 25 ms | fps | × idle | first rows drawn | CPU ms a frame: renderer / all Chromium |',
  );
  console.info('|---|---|---|---|---|---|---|---|---|');
  for (const [what, figure] of figures) {
    const used = cpu.get(what) ?? { renderer: NaN, all: NaN };
    const perFrame = (seconds: number) => ((seconds * 1000) / figure.frames).toFixed(1);
    console.info(
      `| ${what} | ${String(figure.frames)} | ${figure.medianMs.toFixed(1)} | ${figure.p95Ms.toFixed(1)} | ${(figure.longShare * 100).toFixed(1)} % | ${figure.fps.toFixed(1)} | ${(figure.fps / idleFps).toFixed(2)} | ${String(drawn.get(what) ?? 0)} | ${perFrame(used.renderer)} / ${perFrame(used.all)} |`,
    );
  }
  console.info(
    `\nrows in view: top #${String(top.index - 1)} ${top.value}, bottom #${String(bottom.index - 1)} ${bottom.value}`,
  );
  const memory = (when: string, page: PageMemory, beaconRss: { rss: number; peak: number }) =>
    console.info(
      `| ${when} | ${page.heapMb.toFixed(1)} | ${String(page.nodes)} | ${beaconRss.rss.toFixed(0)} (peak ${beaconRss.peak.toFixed(0)}) |`,
    );
  console.info('\n| memory | page JS heap MB (after GC) | DOM nodes | Beacon RSS MB |\n|---|---|---|---|');
  memory('before the read', memoryBefore, serverBefore);
  memory(`${String(MESSAGES)} rows kept`, memoryRead, serverRead);
  memory('after scrolling', memoryScrolled, serverScrolled);
  if (profiled) console.info(profiled);
} finally {
  await browser.close();
  server.kill();
  await simulator.close();
}
