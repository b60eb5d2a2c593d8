// The command palette over the large scenario (issue 33 item 1, decision 0092), in Chromium: 100 000
// topics in one namespace, a 1 000-partition topic, a busy topic with a subscription. Measures:
// - keystroke → results drawn: from the key's keydown in the page to the first animation frame after
//   the list answers the query typed so far (its `data-answered`), catalogue hits included, for
//   about 50 keystrokes of varied queries typed one at a time (a pause after each, as a person types);
//   p50 and p95; and its parts, from the search request's resource timing in the page: keydown →
//   request sent (the palette's own work and throttle), the request (network and server), and the
//   answer → drawn (parsing, ranking, React, the frame);
// - the Pulsar calls made while typing: the browser's own through Beacon's proxy, and every call that
//   reaches the environment's address (a counting proxy in front of the simulator; the collector's
//   own broker-stats calls go to the brokers' addresses and are told apart by their user agent);
// - the server's answer to the search alone (fetch, no browser).
// Run: npm run build && node bench/palette-browser.ts   (ports 19800-19801, 19810, 19820 free;
// BEACON_BENCH_SMOKE=1 runs it once on a thousand topics and a few keystrokes, see support/smoke.ts)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { addEnvironment, logInToBeacon, waitUntilServing } from '@beacon/test-kit';
import { BENCH_USER as USER, startBeaconProcess, startSimulatorProcess } from './support/processes.ts';
import { sized } from './support/smoke.ts';

const SIM_PORT = 19800;
const COUNTER_PORT = 19810;
const BEACON_PORT = 19820;
const beacon = `http://127.0.0.1:${BEACON_PORT}`;
/** Rounds of the two ways of searching, in turn (BEACON_BENCH_ROUNDS, 1 by default). */
const ROUNDS = Number(process.env.BEACON_BENCH_ROUNDS ?? 1);
const simulatorUrl = `http://localhost:${SIM_PORT}`;

/** Varied queries: a topic's exact name, prefixes, a scattered subsequence, a path, a subscription. */
const QUERIES = sized(
  ['topic-04217', 'wide', 'large/topics/t-0999', 'reader', 'tpc777', 'busy', 'partition', 'topic-9'],
  ['topic-0042', 'wide'],
);

/** Calls reaching the environment's address while `counting`, by path; the collector's left out. */
const seenWhileTyping: string[] = [];
let counting = false;
const agent = new http.Agent({ keepAlive: true });
const counter = http
  .createServer((request, response) => {
    if (counting && request.headers['user-agent'] !== 'Beacon statistics catalogue')
      seenWhileTyping.push(
        `${request.method ?? ''} ${request.url ?? ''} (${request.headers['user-agent'] ?? 'no user agent'})`,
      );
    const forwarded = http.request(
      {
        host: 'localhost',
        port: SIM_PORT,
        path: request.url,
        method: request.method,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  })
  .listen(COUNTER_PORT, '127.0.0.1');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-bench-palette-'));
const simulator = startSimulatorProcess(sized('large', 'large-smoke'), SIM_PORT);
// The collector at its default cadence (30 s): a pass over 100 000 topics takes the server's CPU for
// a while, and a keystroke during one waits, as it would in production.
const server = startBeaconProcess(BEACON_PORT, dataDir);

try {
  await waitUntilServing(`${simulatorUrl}/admin/v2/clusters`);
  await waitUntilServing(`${beacon}/readyz`);
  const session = await logInToBeacon(beacon, USER);
  const { token } = session;
  await addEnvironment(beacon, session, {
    name: 'large',
    broker: `http://localhost:${COUNTER_PORT}`,
    bookie: `http://localhost:${SIM_PORT + 1}`,
  });

  // Until a pass has catalogued every topic (the large scenario's 100 000, the wide and the busy one).
  const everyTopic = sized(100_002, 1_002);
  let topicCount = 0;
  for (let attempt = 0; attempt < 120 && topicCount < everyTopic; attempt += 1) {
    const status = (await (
      await fetch(`${beacon}/pulsar-manager/catalog/status`, { headers: { token, environment: 'large' } })
    ).json()) as { environments: { environment: string; topicCount: number }[] };
    topicCount = status.environments.find((entry) => entry.environment === 'large')?.topicCount ?? 0;
    if (topicCount < everyTopic) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (topicCount < everyTopic) throw new Error(`the catalogue has ${topicCount} topics, not ${everyTopic}`);

  // The server alone: one query to build the index, then each query once, timed. (Not each query
  // twice: the search remembers a query's matches to narrow the next one's scan, and a repeated query
  // would be answered from its own.)
  const serverMs: number[] = [];
  for (const [round, queries] of [
    [0, ['warm-up']],
    [1, QUERIES],
  ] as const)
    for (const query of queries) {
      const started = performance.now();
      const answer = await fetch(
        `${beacon}/pulsar-manager/catalog/search?q=${encodeURIComponent(query)}&limit=20`,
        { headers: { token, environment: 'large' } },
      );
      if (answer.status !== 200) throw new Error(`search answered ${answer.status}: ${await answer.text()}`);
      await answer.json();
      if (round === 1) serverMs.push(performance.now() - started);
    }

  // The names alone: the first answer of a pass serializes them for the caller's scope, a later one
  // sends what was kept, and a revalidation with the ETag is a 304.
  const namesAlone: number[] = [];
  let etag = '';
  for (const revalidate of [false, false, true]) {
    const started = performance.now();
    const answer = await fetch(`${beacon}/pulsar-manager/catalog/names`, {
      headers: { token, environment: 'large', ...(revalidate ? { 'if-none-match': etag } : {}) },
    });
    await answer.arrayBuffer();
    namesAlone.push(performance.now() - started);
    if (answer.status !== (revalidate ? 304 : 200)) throw new Error(`names answered ${answer.status}`);
    etag = answer.headers.get('etag') ?? '';
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Precise heap figures and a collection on demand: the heap the open palette holds.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--enable-precise-memory-info',
      '--js-flags=--expose-gc',
    ],
  });
  // The palette as it searches now (the browser's copy of the names, decision 0097), then with the
  // names unreadable, so the server's search answers each keystroke (what it did before), in turn.
  const ways = [
    { name: 'names in the browser', names: true },
    { name: 'server search (names unreadable)', names: false },
  ];
  const results: TypingResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1)
    for (const way of ways) results.push({ ...(await typeQueries(browser, way.names)), way: way.name });
  await browser.close();
  console.info(
    `Palette over the large scenario (${topicCount} topics catalogued), ${os.cpus().length} cores`,
  );
  console.info(`(${os.cpus()[0]?.model ?? 'unknown CPU'}), Chromium\n`);
  const row = (what: string, values: number[]) =>
    console.info(
      `| ${what} | ${percentile(values, 50).toFixed(1)} | ${percentile(values, 95).toFixed(1)} | ${Math.max(...values).toFixed(1)} | ${values.length} |`,
    );
  for (const result of results) {
    console.info(`\n${result.way}:\n`);
    console.info('| measurement | p50 ms | p95 ms | max ms | n |\n|---|---|---|---|---|');
    row('keystroke → results drawn (browser)', result.keystrokeMs);
    if (result.local.search.length > 0) {
      row('  keydown → search of the names', result.local.before);
      row('  the search (in the page)', result.local.search);
      row('  search done → results drawn', result.local.drawn);
    }
    if (result.parts.request.length > 0) {
      row('  keydown → search request sent', result.parts.sent);
      row('  search request (network and server)', result.parts.request);
      row('  answer received → results drawn', result.parts.drawn);
    }
    result.slowest.sort((left, right) => right.ms - left.ms);
    console.info(
      `\nslowest keystrokes: ${result.slowest
        .slice(0, 8)
        .map(({ typed, ms, split }) => `"${typed}" ${ms.toFixed(0)} ms${split}`)
        .join(', ')}`,
    );
    console.info(
      `names read as the palette opened: ${result.names ? `${result.names.ms.toFixed(0)} ms, ${(result.names.bytes / 1024).toFixed(0)} KB over the wire (${(result.names.size / 1024).toFixed(0)} KB of JSON)` : 'none'}`,
    );
    console.info(`heap the open palette holds: ${(result.heapOpen / 1024 / 1024).toFixed(1)} MB`);
    console.info(`Beacon catalogue requests while typing: ${result.catalogRequests}`);
    console.info(`Pulsar calls by the browser while typing: ${result.pulsarCalls}`);
  }
  console.info('');
  row('search answered (server alone, fetch)', serverMs);
  console.info(
    `names answered (server alone, fetch): first ${namesAlone[0]?.toFixed(1)} ms, again ${namesAlone[1]?.toFixed(1)} ms, revalidated (304) ${namesAlone[2]?.toFixed(1)} ms`,
  );
  console.info(
    `calls reaching the environment's address while typing (collector's broker-stats left out): ${seenWhileTyping.length}${seenWhileTyping.length > 0 ? `\n  ${seenWhileTyping.join('\n  ')}` : ''}`,
  );
} finally {
  simulator.kill();
  server.kill();
  counter.close();
  agent.destroy();
}

interface TypingResult {
  way?: string;
  keystrokeMs: number[];
  parts: { sent: number[]; request: number[]; drawn: number[] };
  /** Keystrokes answered from the browser's copy: keydown → search, the search, search → drawn. */
  local: { before: number[]; search: number[]; drawn: number[] };
  slowest: { typed: string; ms: number; split: string }[];
  /** The names read as the palette opened: its time, bytes over the wire and decoded. */
  names: { ms: number; bytes: number; size: number } | undefined;
  /** JavaScript heap the open palette adds to the page (after a collection), bytes. */
  heapOpen: number;
  catalogRequests: number;
  pulsarCalls: number;
}

/** Signs in a fresh browser context, opens the palette and types QUERIES; `names` false blocks the names. */
async function typeQueries(browser: Browser, names: boolean): Promise<TypingResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'Admin-Environment', value: 'large', url: beacon }]);
  if (!names) await context.route('**/pulsar-manager/catalog/names', (route) => route.abort());
  const page = await context.newPage();
  let pulsarCalls = 0;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (counting && /^\/(admin|lookup|topics)\//.test(pathname)) pulsarCalls += 1;
  });
  await page.goto(`${beacon}/login`);
  await page.getByLabel(/user ?name/i).fill(USER.name);
  await page.getByLabel(/password/i).fill(USER.password);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();

  // Opening the palette reads the functions, sources and sinks, and the names (decisions 0092 and
  // 0097), not per keystroke: typing starts once those reads are answered (and the names indexed),
  // so the keystrokes are timed on their own.
  let lastOpeningRead = performance.now();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/admin/') || pathname.endsWith('/catalog/names'))
      lastOpeningRead = performance.now();
  });
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.endsWith('/catalog/names')) lastOpeningRead = performance.now();
  });
  const heapBefore = await usedHeap(page);
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog').getByRole('combobox').waitFor();
  while (performance.now() - lastOpeningRead < 1_500) await page.waitForTimeout(250);
  const heapOpen = (await usedHeap(page)) - heapBefore;
  // In the page: when each key went down, and when the list first answered each query (the frame after).
  const namesRead = await page.evaluate(() => {
    const record = {
      keys: [] as number[],
      answered: {} as Record<string, number>,
      requests: {} as Record<string, { sent: number; received: number }>,
      searches: {} as Record<string, { start: number; end: number }>,
      catalogRequests: 0,
    };
    (window as unknown as { paletteBench: typeof record }).paletteBench = record;
    window.addEventListener('keydown', () => record.keys.push(performance.now()), true);
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as PerformanceResourceTiming[]) {
        const url = new URL(entry.name);
        if (!url.pathname.includes('/catalog/')) continue;
        record.catalogRequests += 1;
        const query = url.searchParams.get('q');
        if (url.pathname.endsWith('/catalog/search') && query !== null)
          record.requests[query] = { sent: entry.startTime, received: entry.responseEnd };
      }
    }).observe({ type: 'resource', buffered: false });
    // The palette's own measure of each search of the browser's copy (palette-catalog.ts).
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as PerformanceMeasure[])
        if (entry.name === 'beacon palette search' && typeof entry.detail === 'string')
          record.searches[entry.detail] ??= { start: entry.startTime, end: entry.startTime + entry.duration };
    }).observe({ type: 'measure', buffered: false });
    const list = document.querySelector('.ant-modal [role="listbox"]');
    if (!list) throw new Error('no listbox');
    new MutationObserver(() => {
      const query = list.getAttribute('data-answered');
      if (query === null || query in record.answered) return;
      requestAnimationFrame(() => {
        record.answered[query] ??= performance.now();
      });
    }).observe(list, { attributes: true, attributeFilter: ['data-answered'] });
    const read = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
      (entry) => entry.name.includes('/catalog/names') && entry.responseStatus === 200,
    );
    return read && { ms: read.duration, bytes: read.encodedBodySize, size: read.decodedBodySize };
  });

  const result: TypingResult = {
    keystrokeMs: [],
    parts: { sent: [], request: [], drawn: [] },
    local: { before: [], search: [], drawn: [] },
    slowest: [],
    names: namesRead,
    heapOpen,
    catalogRequests: 0,
    pulsarCalls: 0,
  };
  counting = true;
  for (const query of QUERIES) {
    for (let length = 1; length <= query.length; length += 1) {
      const typed = query.slice(0, length);
      await page.keyboard.type(query[length - 1] ?? '');
      await page.waitForFunction(
        (wanted) =>
          (window as unknown as { paletteBench: { answered: Record<string, number> } }).paletteBench.answered[
            wanted
          ] !== undefined,
        typed,
        { timeout: 10_000 },
      );
      const { ms, request, search } = await page.evaluate((wanted) => {
        const record = (
          window as unknown as {
            paletteBench: {
              keys: number[];
              answered: Record<string, number>;
              requests: Record<string, { sent: number; received: number }>;
              searches: Record<string, { start: number; end: number }>;
            };
          }
        ).paletteBench;
        const key = record.keys.at(-1) ?? NaN;
        const drawn = record.answered[wanted] ?? NaN;
        const timing = record.requests[wanted.trim()];
        const searched = record.searches[wanted.trim()];
        return {
          ms: drawn - key,
          request: timing && {
            sent: timing.sent - key,
            request: timing.received - timing.sent,
            drawn: drawn - timing.received,
          },
          search: searched && {
            before: searched.start - key,
            search: searched.end - searched.start,
            drawn: drawn - searched.end,
          },
        };
      }, typed);
      if (search) {
        result.local.before.push(search.before);
        result.local.search.push(search.search);
        result.local.drawn.push(search.drawn);
      }
      result.keystrokeMs.push(ms);
      if (request) {
        result.parts.sent.push(request.sent);
        result.parts.request.push(request.request);
        result.parts.drawn.push(request.drawn);
      }
      const split = request
        ? ` (sent ${request.sent.toFixed(0)}, request ${request.request.toFixed(0)}, drawn ${request.drawn.toFixed(0)})`
        : search
          ? ` (before ${search.before.toFixed(0)}, search ${search.search.toFixed(0)}, drawn ${search.drawn.toFixed(0)})`
          : '';
      result.slowest.push({ typed, ms, split });
      // A person's pause between keys; also past the palette's 60 ms throttle.
      await page.waitForTimeout(120);
    }
    // Clear the field for the next query (not measured); a new query is answered afresh.
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await page.evaluate(() => {
      (window as unknown as { paletteBench: { answered: Record<string, number> } }).paletteBench.answered =
        {};
      (window as unknown as { paletteBench: { requests: object } }).paletteBench.requests = {};
      (window as unknown as { paletteBench: { searches: object } }).paletteBench.searches = {};
    });
    await page.waitForTimeout(150);
  }
  counting = false;
  result.catalogRequests = await page.evaluate(
    () => (window as unknown as { paletteBench: { catalogRequests: number } }).paletteBench.catalogRequests,
  );
  result.pulsarCalls = pulsarCalls;
  await context.close();
  return result;
}

/** The page's JavaScript heap in use after a full collection (Chromium's precise memory info). */
function usedHeap(page: Page): Promise<number> {
  return page.evaluate(() => {
    (window as unknown as { gc: () => void }).gc();
    return (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
  });
}
