// The message workbench in Chromium with 100 000 rows (issue 30, Performance): the read of one topic
// of 100 000 small JSON messages from the form (limit 100 000, stop "now") until the status shows
// them all kept, then the table's scrolling, frame by frame: the table wholly in the window and the
// mouse resting on it, its scroll container is moved between each two frames, as input would (a
// sweep from top to bottom, a wheel-speed scroll, jumps to random offsets), and each
// requestAnimationFrame takes the time and checks the drawn rows cover the view; the same frames with
// the page idle are the machine's ceiling, measured in the same rounds; scrolling fps / idle fps is
// the figure (goal: 60 fps, a ratio of 1 where idle reaches 60), with the CPU time Chromium spent a
// frame (what a frame costs, whatever else the cores run).
// The baseline, in the same run: the same 100 000 rows' text in a plain virtualized list with no
// React and no antd (support/plain-virtual-list.ts: the same columns, row height, scroller size,
// fonts), in its own Chromium so each one's CPU is its own, scrolled with the same motions and
// frame counting, alternated with the workbench motion by motion (the order swapped each round) so
// the machine's load hits both alike. Workbench fps / baseline fps, and CPU a frame of both, say how
// far the table is from the best a page does on this machine, and whether 60 fps is reachable here.
// Memory: the page's JS heap and DOM nodes (CDP Performance.getMetrics, after a forced GC) before
// the read, with the rows in and after scrolling; the Beacon server's RSS.
// Three processes as in production: the simulator (in this one, so its topic is seeded directly
// rather than through 100 000 HTTP calls; the server reads it over its binary port), Beacon serving
// the built web app, and Debian's Chromium.
// Run: npm run build && node bench/workbench-scroll.ts   (ports 19690 and 19691 free;
// BEACON_WEB_DIR=<dist> serves another build of the web; BEACON_WEB_DIR_B=<dist> adds a second
// workbench on that build, its own Beacon and Chromium, measured in the same alternated rounds: an
// A/B of a web change; BEACON_BENCH_ROUNDS=<n> rounds, 2 by default; BEACON_BENCH_SMOKE=1 runs it
// once on 2 000 messages, see support/smoke.ts). BEACON_BENCH_PROFILE=<dir> then scrolls each page
// once more at wheel speed (BEACON_BENCH_PROFILE_MOTION=sweep or jumps: that motion) under a
// Chromium trace and once under the CPU profiler, outside the measures, and prints where each one's
// time went.
// The DOM's types: the functions handed to page.evaluate run in the page.
/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { startSimulator } from '@beacon/pulsar-sim';
import { addEnvironment, logInToBeacon, waitUntilServing } from '@beacon/test-kit';
import { ensureLedger } from '../apps/pulsar-sim/src/core/managed-ledger.ts';
import { publish } from '../apps/pulsar-sim/src/core/traffic.ts';
import { seedNamespace, seedTenant, seedTopic } from '../apps/pulsar-sim/src/scenarios/seed.ts';
import { framesInPage, frameFigures, type FrameFigures } from './support/frame-timing.ts';
import { measureTableLayout, plainListHtml, type PlainRow } from './support/plain-virtual-list.ts';
import { BENCH_USER as USER, startBeaconProcess } from './support/processes.ts';
import { mainThreadSelfTime, profileSelfTime, threadTime } from './support/trace-self-time.ts';
import { sized } from './support/smoke.ts';

const MESSAGES = sized(100_000, 2_000);
const FRAMES = sized(300, 60);
const ROUNDS = sized(Number(process.env.BEACON_BENCH_ROUNDS ?? 2), 1);
/** A mouse wheel's notch, about: the rows mostly stay and a few come in each frame. */
const WHEEL_STEP_PX = 120;
const BEACON_PORT = 19690;
const TOPIC = 'persistent://bench/workbench/orders';
const TABLE = '[role="table"][aria-label="Messages read"]';
const PLAIN_LABEL = 'Plain list';
/** The plain list draws two rows beyond the view each side: enough for a wheel notch's new rows. */
const PLAIN_OVERSCAN = 2;
const VIEWPORT = { width: 1280, height: 900 };
const IDLE = 'idle (the ceiling)';

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
/** The same messages as the plain list's rows: what the workbench's row shows of each. */
const plainRows: PlainRow[] = [];
for (let index = 0; index < MESSAGES; index += 1) {
  const payload = Buffer.from(
    JSON.stringify({
      orderId: index,
      region: index % 3 === 0 ? 'eu' : 'us',
      amount: ((index * 37) % 10_000) / 100,
    }),
  );
  const key = `order-${String(index)}`;
  const position = publish(state, topic, {
    payload,
    producerName: 'bench-orders',
    sequenceId: index,
    key,
  });
  // Not partitioned, not batched: the reader's partition and batch index are -1.
  const id = `${String(position?.ledgerId)}:${String(position?.entryId)}:-1:-1`;
  const publishTime = ensureLedger(state, topic).messages.at(-1)?.publishTime ?? NaN;
  plainRows.push([publishTime, key, id, payload.length, payload.toString()]);
}

const launch = () =>
  chromium.launch({
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

/** A page scrolled by the bench: the workbench, or the plain list. */
interface Subject {
  name: string;
  browser: Browser;
  page: Page;
  /** The scroll container's selector. */
  table: string;
  cdp: CDPSession;
  browserCdp: CDPSession;
}

async function subjectIn(name: string, browser: Browser, table: string, url?: string): Promise<Subject> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  if (url) await context.addCookies([{ name: 'Admin-Environment', value: 'workbench', url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { name, browser, page, table, cdp, browserCdp: await browser.newBrowserCDPSession() };
}

/** The first row in view below the header: its position (aria-rowindex) and its cells' text. */
function firstRowInView({ page, table }: Subject): Promise<{ index: number; cells: string[] }> {
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
      cells: [...(first?.children ?? [])].map((cell) => cell.textContent),
    };
  }, table);
}

/**
 * CPU seconds Chromium's processes have used so far: its renderers, and all its processes (the GPU
 * process rasterizes and composites here, without a GPU). CPU time, unlike frame intervals, is what
 * the frames cost whatever else the shared cores run.
 */
async function chromiumCpu(browserCdp: CDPSession): Promise<{ renderer: number; all: number }> {
  const { processInfo } = await browserCdp.send('SystemInfo.getProcessInfo');
  const sum = (infos: typeof processInfo) => infos.reduce((total, info) => total + info.cpuTime, 0);
  return { renderer: sum(processInfo.filter((info) => info.type === 'renderer')), all: sum(processInfo) };
}

/** Puts the table at `offset` and lets a few frames draw it, outside any measure. */
async function scrollTo({ page, table }: Subject, offset: number): Promise<void> {
  await page.evaluate(
    ({ selector, top }) => {
      const scroller = document.querySelector(selector);
      if (scroller) scroller.scrollTop = top;
    },
    { selector: table, top: offset },
  );
  await page.evaluate(framesInPage, { scroller: table, frames: 10 });
}

/**
 * Scrolls the page so the table is wholly in the window, checks that it is, and rests the mouse on
 * its middle, where a wheel scrolling it would be (the rows passing under it change what it hovers).
 */
async function showWhole({ page, table }: Subject): Promise<void> {
  const box = await page.evaluate((selector) => {
    const scroller = document.querySelector(selector);
    scroller?.scrollIntoView({ block: 'center' });
    const { top, bottom, left, right } = scroller?.getBoundingClientRect() ?? new DOMRect(NaN, NaN);
    return { top, bottom, left, right, window: innerHeight };
  }, table);
  if (!(box.top >= 0 && box.bottom <= box.window))
    throw new Error(`the table is not wholly in the window: ${JSON.stringify(box)}`);
  await page.mouse.move((box.left + box.right) / 2, (box.top + box.bottom) / 2);
}

const scrollRange = ({ page, table }: Subject) =>
  page.evaluate((selector) => {
    const scroller = document.querySelector(selector);
    return scroller ? scroller.scrollHeight - scroller.clientHeight : 0;
  }, table);

/** Offsets a deterministic generator picks over [0, range], so every round jumps alike. */
function randomOffsets(count: number, range: number): number[] {
  let seed = 30;
  return Array.from({ length: count }, () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.round((seed / 2 ** 31) * range);
  });
}

const msLines = (rows: [string, number][]) =>
  rows.map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`).join('\n');

/** One scroll under a trace, one under the CPU profiler: where the frames' time goes. */
async function profileScroll(
  subject: Subject,
  directory: string,
  motion: string,
  offsets: number[],
): Promise<string> {
  const { page, table, cdp } = subject;
  const base = path.join(directory, `scroll-${subject.name.replaceAll(/\W+/g, '-')}`);
  fs.mkdirSync(directory, { recursive: true });
  const traceFile = `${base}-trace.json`;
  await scrollTo(subject, 0);
  await subject.browser.startTracing(page, { path: traceFile });
  await page.evaluate(framesInPage, { scroller: table, frames: FRAMES, offsets });
  await subject.browser.stopTracing();
  await scrollTo(subject, 0);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  await page.evaluate(framesInPage, { scroller: table, frames: FRAMES, offsets });
  const { profile } = await cdp.send('Profiler.stop');
  fs.writeFileSync(`${base}.cpuprofile`, JSON.stringify(profile));
  return [
    `\n${subject.name}: main thread, self time by event, ${String(FRAMES)} frames, ${motion} (${traceFile}):`,
    msLines(mainThreadSelfTime(traceFile)),
    `${subject.name}: busy time by thread (top-level events), the same trace:`,
    msLines(threadTime(traceFile)),
    `${subject.name}: JavaScript self time by function, the same scroll under the CPU profiler:`,
    msLines(profileSelfTime(profile)),
  ].join('\n');
}

/** One workbench: its own Beacon (on `webDir`'s build) and Chromium, logged in, the read done. */
async function workbenchAfterRead(name: string, port: number, webDir: string | undefined) {
  const beacon = `http://127.0.0.1:${String(port)}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-bench-workbench-'));
  const server = startBeaconProcess(port, dataDir, webDir ? { BEACON_WEB_DIR: webDir } : {});
  const subject = await subjectIn(name, await launch(), TABLE, beacon);
  try {
    await waitUntilServing(`${beacon}/readyz`);
    const session = await logInToBeacon(beacon, USER);
    await addEnvironment(beacon, session, {
      name: 'workbench',
      broker: simulator.url,
      bookie: simulator.bookieUrl,
    });
    const { page, cdp } = subject;
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
    // The table in view, as whoever scrolls it sees it: below the form it starts under the fold of
    // a 900 px window, and Chromium draws no frame for a change nobody can see.
    await showWhole(subject);
    return {
      subject,
      server,
      read: { firstRowsMs, allKeptMs },
      memory: { before: memoryBefore, read: await pageMemory(cdp) },
      rss: { before: serverBefore, read: rssOf(server.pid) },
    };
  } catch (error) {
    await subject.browser.close();
    server.kill();
    throw error;
  }
}

type Workbench = Awaited<ReturnType<typeof workbenchAfterRead>>;
const workbenches: Workbench[] = [];
let plainBrowser: Browser | undefined;
try {
  // One workbench after the other: two reads at once would each slow the other.
  workbenches.push(await workbenchAfterRead('workbench', BEACON_PORT, process.env.BEACON_WEB_DIR));
  if (process.env.BEACON_WEB_DIR_B)
    workbenches.push(await workbenchAfterRead('workbench B', BEACON_PORT + 1, process.env.BEACON_WEB_DIR_B));
  const main = workbenches[0]!.subject;

  const layout = {
    ...(await main.page.evaluate(measureTableLayout, {
      selector: TABLE,
      label: PLAIN_LABEL,
      overscan: PLAIN_OVERSCAN,
    })),
    topic: TOPIC,
  };
  plainBrowser = await launch();
  const plain = await subjectIn('baseline', plainBrowser, `[role="table"][aria-label="${PLAIN_LABEL}"]`);
  await plain.page.setContent(plainListHtml(plainRows, layout));
  await showWhole(plain);
  const plainMemory = await pageMemory(plain.cdp);
  const subjects = [...workbenches.map((workbench) => workbench.subject), plain];

  const range = await scrollRange(main);
  const ranges = await Promise.all(subjects.map(scrollRange));
  if (ranges.some((other) => other !== range))
    throw new Error(`the pages scroll different ranges: ${ranges.join(', ')} px`);
  const plans: Record<string, { start: number; offsets?: number[] }> = {
    [IDLE]: { start: 0 },
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
  /** Per subject, then per motion: the frames' intervals, the first rows drawn, the CPU used. */
  const intervals = new Map<string, number[]>();
  const drawn = new Map<string, number>();
  const covered = new Map<string, number>();
  const cpu = new Map<string, { renderer: number; all: number }>();
  const cell = (subject: Subject, what: string) => `${subject.name}\n${what}`;
  for (let round = 0; round < ROUNDS; round += 1)
    for (const [what, { start, offsets }] of Object.entries(plans))
      // Each motion runs on every page in turn, the order reversed each round.
      for (const subject of round % 2 === 0 ? subjects : subjects.toReversed()) {
        const key = cell(subject, what);
        await scrollTo(subject, start);
        const cpuBefore = await chromiumCpu(subject.browserCdp);
        const run = await subject.page.evaluate(framesInPage, {
          scroller: subject.table,
          frames: FRAMES,
          offsets,
        });
        const cpuAfter = await chromiumCpu(subject.browserCdp);
        intervals.set(key, [...(intervals.get(key) ?? []), ...run.intervals]);
        drawn.set(key, (drawn.get(key) ?? 0) + run.distinctFirstRows);
        covered.set(key, (covered.get(key) ?? 0) + run.coveredFrames);
        const used = cpu.get(key) ?? { renderer: 0, all: 0 };
        cpu.set(key, {
          renderer: used.renderer + cpuAfter.renderer - cpuBefore.renderer,
          all: used.all + cpuAfter.all - cpuBefore.all,
        });
      }

  // The rows really change: the first row in view at the top is not the one at the bottom; and the
  // plain list shows the workbench's very text, at the top and at the bottom.
  const ends = new Map<Subject, Awaited<ReturnType<typeof firstRowInView>>[]>();
  for (const subject of subjects) {
    await scrollTo(subject, 0);
    const top = await firstRowInView(subject);
    await scrollTo(subject, range);
    ends.set(subject, [top, await firstRowInView(subject)]);
  }
  const [top, bottom] = ends.get(main)!;
  if (top?.index !== 2 || !top.cells.at(-1)?.includes('"orderId":0,') || (bottom?.index ?? 0) < MESSAGES - 40)
    throw new Error(
      `the table did not scroll through the rows: top ${JSON.stringify(top)}, bottom ${JSON.stringify(bottom)}`,
    );
  for (const subject of subjects)
    if (JSON.stringify(ends.get(subject)) !== JSON.stringify(ends.get(main)))
      throw new Error(
        `${subject.name} does not show the workbench's rows: ${JSON.stringify(ends.get(subject))} against ${JSON.stringify(ends.get(main))}`,
      );
  const memoryScrolled = await Promise.all(workbenches.map((workbench) => pageMemory(workbench.subject.cdp)));
  const plainScrolled = await pageMemory(plain.cdp);
  const serverScrolled = workbenches.map((workbench) => rssOf(workbench.server.pid));
  const profileDirectory = process.env.BEACON_BENCH_PROFILE;
  const profiledMotion = process.env.BEACON_BENCH_PROFILE_MOTION ?? 'wheel';
  const [motion, profiledPlan] =
    Object.entries(plans).find(([what]) => what.startsWith(profiledMotion)) ?? [];
  const profiled: string[] = [];
  if (profileDirectory && motion)
    for (const subject of subjects)
      profiled.push(await profileScroll(subject, profileDirectory, motion, profiledPlan?.offsets ?? []));

  const figures = new Map<string, FrameFigures>(
    [...intervals].map(([key, values]) => [key, frameFigures(values)]),
  );
  const figure = (subject: Subject, what: string) => figures.get(cell(subject, what));
  const cpuPerFrame = (subject: Subject, what: string) => {
    const used = cpu.get(cell(subject, what)) ?? { renderer: NaN, all: NaN };
    const frames = figure(subject, what)?.frames ?? NaN;
    return { renderer: (used.renderer * 1000) / frames, all: (used.all * 1000) / frames };
  };
  console.info(
    `${String(MESSAGES)} messages; ${String(os.cpus().length)} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Chromium ${main.browser.version()}, viewport ${String(VIEWPORT.width)}×${String(VIEWPORT.height)}; load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}\n`,
  );
  for (const workbench of workbenches)
    console.info(
      `${workbench.subject.name}: read of ${String(MESSAGES)} messages from the form: first rows shown ${workbench.read.firstRowsMs.toFixed(0)} ms, all kept (status) ${workbench.read.allKeptMs.toFixed(0)} ms`,
    );
  console.info(
    `\n${String(ROUNDS)} rounds of ${String(FRAMES)} frames each, per page; scroll range ${String(range)} px; the scroller ${String(layout.width)}×${String(layout.height)} px, rows ${String(layout.rowHeight)} px\n`,
  );
  for (const subject of subjects) {
    const idleFps = figure(subject, IDLE)?.fps ?? NaN;
    console.info(
      `${subject.name}:\n| frames | n | median ms | p95 ms | > 25 ms | fps | × idle | first rows drawn | view covered | CPU ms a frame: renderer / all Chromium |`,
    );
    console.info('|---|---|---|---|---|---|---|---|---|---|');
    for (const what of Object.keys(plans)) {
      const run = figure(subject, what);
      if (!run) continue;
      const used = cpuPerFrame(subject, what);
      console.info(
        `| ${what} | ${String(run.frames)} | ${run.medianMs.toFixed(1)} | ${run.p95Ms.toFixed(1)} | ${(run.longShare * 100).toFixed(1)} % | ${run.fps.toFixed(1)} | ${(run.fps / idleFps).toFixed(2)} | ${String(drawn.get(cell(subject, what)) ?? 0)} | ${what === IDLE ? '—' : String(covered.get(cell(subject, what)) ?? 0)} | ${used.renderer.toFixed(1)} / ${used.all.toFixed(1)} |`,
      );
    }
    console.info('');
  }
  console.info(
    '| each workbench / the baseline | fps | × baseline fps | CPU ms a frame, all Chromium (renderer) | × baseline CPU |\n|---|---|---|---|---|',
  );
  for (const what of Object.keys(plans).filter((motion) => motion !== IDLE))
    for (const subject of subjects.slice(0, -1)) {
      const [mine, theirs] = [figure(subject, what), figure(plain, what)];
      const [myCpu, theirCpu] = [cpuPerFrame(subject, what), cpuPerFrame(plain, what)];
      console.info(
        `| ${subject.name}, ${what} | ${(mine?.fps ?? NaN).toFixed(1)} / ${(theirs?.fps ?? NaN).toFixed(1)} | ${((mine?.fps ?? NaN) / (theirs?.fps ?? NaN)).toFixed(2)} | ${myCpu.all.toFixed(1)} (${myCpu.renderer.toFixed(1)}) / ${theirCpu.all.toFixed(1)} (${theirCpu.renderer.toFixed(1)}) | ${(myCpu.all / theirCpu.all).toFixed(2)} |`,
      );
    }
  console.info(
    `\nrows in view: top #${String(top.index - 1)} ${JSON.stringify(top.cells)}, bottom #${String((bottom?.index ?? NaN) - 1)} ${JSON.stringify(bottom?.cells)}`,
  );
  const memory = (when: string, page: PageMemory, beaconRss?: { rss: number; peak: number }) =>
    console.info(
      `| ${when} | ${page.heapMb.toFixed(1)} | ${String(page.nodes)} | ${beaconRss ? `${beaconRss.rss.toFixed(0)} (peak ${beaconRss.peak.toFixed(0)})` : '—'} |`,
    );
  console.info('\n| memory | page JS heap MB (after GC) | DOM nodes | Beacon RSS MB |\n|---|---|---|---|');
  for (const [index, workbench] of workbenches.entries()) {
    const name = workbench.subject.name;
    memory(`${name}, before the read`, workbench.memory.before, workbench.rss.before);
    memory(`${name}, ${String(MESSAGES)} rows kept`, workbench.memory.read, workbench.rss.read);
    memory(`${name}, after scrolling`, memoryScrolled[index]!, serverScrolled[index]);
  }
  memory(`baseline, ${String(MESSAGES)} rows loaded`, plainMemory);
  memory('baseline, after scrolling', plainScrolled);
  for (const lines of profiled) console.info(lines);
} finally {
  for (const workbench of workbenches) {
    await workbench.subject.browser.close();
    workbench.server.kill();
  }
  await plainBrowser?.close();
  await simulator.close();
}
