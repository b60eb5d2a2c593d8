// The tallied counter and histogram must read, once scraped, exactly as prom-client's own would for
// the same updates: dashboards and alerts written against either keep working.
import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { TalliedCounter, TalliedHistogram } from './tallied-metrics.ts';

const BUCKETS = [0.005, 0.05, 0.5, 5];
const OBSERVATIONS: [Record<'environment' | 'status', string>, number][] = [
  [{ environment: 'prod', status: '200' }, 0.004],
  [{ environment: 'prod', status: '200' }, 0.005],
  [{ environment: 'prod', status: '200' }, 0.3],
  [{ environment: 'prod', status: '502' }, 7],
  [{ environment: 'test "one"', status: '200' }, 0.05],
];

function registries() {
  const theirs = new Registry();
  const ours = new Registry();
  const common = { labelNames: ['environment', 'status'] as const };
  return {
    theirs,
    ours,
    counters: [
      new Counter({ name: 'calls_total', help: 'Calls', ...common, registers: [theirs] }),
      new TalliedCounter({ name: 'calls_total', help: 'Calls', ...common, registers: [ours] }),
    ] as const,
    histograms: [
      new Histogram({
        name: 'call_seconds',
        help: 'Seconds',
        buckets: BUCKETS,
        ...common,
        registers: [theirs],
      }),
      new TalliedHistogram({
        name: 'call_seconds',
        help: 'Seconds',
        buckets: BUCKETS,
        ...common,
        registers: [ours],
      }),
    ] as const,
  };
}

describe('tallied metrics', () => {
  it('are scraped as prom-client writes its own counter and histogram', async () => {
    const { theirs, ours, counters, histograms } = registries();
    for (const [labels, seconds] of OBSERVATIONS) {
      counters[0].inc(labels);
      histograms[0].observe(labels, seconds);
      // A series is looked up each time here; callers keep it.
      counters[1].series(labels).inc();
      histograms[1].series(labels).observe(seconds);
    }
    const scraped = await ours.metrics();
    expect(scraped).toBe(await theirs.metrics());
    expect(scraped).toContain('call_seconds_bucket{le="0.005",environment="prod",status="200"} 2');
    expect(scraped).toContain('calls_total{environment="test \\"one\\"",status="200"} 1');
  });

  it('start again from nothing when the registry is reset, and a kept series counts on', async () => {
    const { theirs, ours, counters, histograms } = registries();
    const labels = { environment: 'prod', status: '200' };
    const kept = { count: counters[1].series(labels), time: histograms[1].series(labels) };
    kept.count.inc();
    kept.time.observe(1);
    ours.resetMetrics();
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.metrics()).not.toContain('prod');

    kept.count.inc();
    kept.time.observe(0.01);
    counters[0].inc(labels);
    histograms[0].observe(labels, 0.01);
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});
