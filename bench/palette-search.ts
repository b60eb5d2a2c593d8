// The palette's catalogue search alone (issue 33 item 1, decision 0092), in-process over the
// simulator's `large` scenario as the collector reads it (100 000 topics and more), side by side with
// its reference: a plain scan scoring every item's whole name with fuzzyScoreLower and keeping the
// best 20 — what the search did before it walked each namespace's prefix once and narrowed a longer
// query's scan to an earlier one's matches. Both answer the same (checked on every keystroke).
// The browser benchmark's 66 keystrokes (bench/palette-browser.ts) are typed one at a time, each
// query after the one before it (the search narrows on earlier ones where it can; a new query's
// first letter scans everything). The two sides alternate keystroke by keystroke, so the machine's
// load falls on both alike.
// Run: node bench/palette-search.ts   (BEACON_BENCH_SMOKE=1 runs it at 1 000 topics)
import { fuzzyScoreLower } from '@beacon/contracts';
import { startSimulator } from '@beacon/pulsar-sim';
import { flattenBrokerStats } from '../apps/server/src/modules/catalog/broker-stats.ts';
import { searchCatalog } from '../apps/server/src/modules/catalog/catalog-search.ts';
import { CatalogSnapshot, subscriptionNamesOf } from '../apps/server/src/modules/catalog/catalog-snapshot.ts';
import { sized } from './support/smoke.ts';

const QUERIES = sized(
  ['topic-04217', 'wide', 'large/topics/t-0999', 'reader', 'tpc777', 'busy', 'partition', 'topic-9'],
  ['topic-0042', 'wide'],
);
const LIMIT = 20;
const everyone = { tenant: () => true, brokers: true };

const simulator = await startSimulator({ scenario: sized('large', 'large-smoke'), port: 0, traffic: false });
try {
  const rows = [];
  for (const broker of simulator.brokers) {
    const answer = Buffer.from(
      await (await fetch(`${broker.url}/admin/v2/broker-stats/topics`)).arrayBuffer(),
    );
    rows.push(...(await flattenBrokerStats(answer, broker.cluster, broker.id)));
  }
  const brokers = simulator.brokers.map((broker) => ({
    cluster: broker.cluster,
    broker: broker.id,
    lastSuccessAt: 1,
  }));
  const header = {
    environment: 'bench',
    version: 'v1',
    collectedAt: 1,
    durationMs: 0,
    topicCount: rows.length,
    failedBrokers: [],
    collectedBy: 'bench',
  };

  // The reference: every item's whole name, lower-cased once, scored whole.
  const names: string[] = [];
  const seen = new Set<string>();
  const add = (name: string) => {
    if (!seen.has(name)) names.push(name.toLowerCase());
    seen.add(name);
  };
  for (const row of rows) {
    add(row.tenant);
    add(`${row.tenant}/${row.namespace}`);
    add(`${row.tenant}/${row.namespace}/${row.topic}`);
    for (const subscription of subscriptionNamesOf(row))
      add(`${row.tenant}/${row.namespace}/${row.topic}/${subscription}`);
  }
  for (const { broker } of brokers) add(broker);
  const plainScan = (query: string): number[] => {
    const best: number[] = [];
    for (const name of names) {
      const score = fuzzyScoreLower(query, name);
      if (score < 0 || (best.length === LIMIT && score <= (best[LIMIT - 1] ?? 0))) continue;
      let at = best.length;
      while (at > 0 && (best[at - 1] ?? 0) < score) at -= 1;
      best.splice(at, 0, score);
      if (best.length > LIMIT) best.pop();
    }
    return best;
  };
  const scores = (query: string, snapshot: CatalogSnapshot) =>
    searchCatalog(snapshot, query, LIMIT, everyone).map((hit) => hit.score);
  const rounded = (values: number[]) => values.map((value) => Math.round(value * 1000) / 1000);

  const keystrokes = QUERIES.flatMap((query) => Array.from(query, (_, length) => query.slice(0, length + 1)));
  const time = (run: () => unknown) => {
    const started = performance.now();
    run();
    return performance.now() - started;
  };
  const typed = new CatalogSnapshot(header, rows, brokers);
  scores('warm-up', typed);
  plainScan('warm-up');
  const figures = { reference: [] as number[], typed: [] as number[] };
  for (const query of keystrokes) {
    let expected: number[] = [];
    figures.reference.push(time(() => (expected = rounded(plainScan(query)))));
    let answer: number[] = [];
    figures.typed.push(time(() => (answer = scores(query, typed))));
    if (answer.join() !== expected.join())
      throw new Error(`"${query}" answered ${answer.join()}, not ${expected.join()}`);
  }

  const percentile = (values: number[], p: number) =>
    [...values].sort((a, b) => a - b)[
      Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)
    ] ?? NaN;
  console.info(
    `Catalogue search over ${rows.length} rows (${names.length} names), ${keystrokes.length} keystrokes\n`,
  );
  console.info('| search | p50 ms | p95 ms | max ms | p50 / reference |\n|---|---|---|---|---|');
  const reference50 = percentile(figures.reference, 50);
  for (const [what, values] of [
    ['reference: plain scan of whole names', figures.reference],
    ['search (prefix walked once, scans narrowed)', figures.typed],
  ] as const)
    console.info(
      `| ${what} | ${percentile(values, 50).toFixed(2)} | ${percentile(values, 95).toFixed(2)} | ${Math.max(...values).toFixed(2)} | ${(percentile(values, 50) / reference50).toFixed(2)} |`,
    );
  const slowest = (values: number[]) =>
    values
      .map((ms, index) => ({ ms, query: keystrokes[index] ?? '' }))
      .sort((left, right) => right.ms - left.ms)
      .slice(0, 5)
      .map(({ ms, query }) => `"${query}" ${ms.toFixed(1)}`)
      .join(', ');
  console.info(`\nslowest, reference: ${slowest(figures.reference)}`);
  console.info(`slowest, search: ${slowest(figures.typed)}`);
} finally {
  await simulator.close();
}
