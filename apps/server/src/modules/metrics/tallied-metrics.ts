// A counter and a histogram for the metrics every answer updates. prom-client validates and hashes
// the labels on every inc() and observe(), labelled children included: four of those were the
// largest step Beacon adds to a proxied call (decision 0060). Here a caller takes a series for its
// label values once and then only adds numbers; the registry reads the tallies when it is scraped,
// in the same exposition prom-client writes for its own counters and histograms.
import type { Metric, Registry } from 'prom-client';

type Labels<Name extends string> = Record<Name, string>;
/** One exported value, as the registry formats it: `metricName{labels} value`. */
interface ExportedValue {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}
/** What the registry reads from a metric when it is scraped. */
interface Exported {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  values: ExportedValue[];
}

interface TalliedOptions<Name extends string> {
  name: string;
  help: string;
  labelNames: readonly Name[];
  registers: readonly Registry[];
}

/** What both kinds share: the series by their label values, and their registration. */
abstract class Tallied<Name extends string, Series> {
  readonly name: string;
  readonly help: string;
  readonly aggregator = 'sum' as const;
  readonly #labelNames: readonly Name[];
  readonly #series = new Map<string, { labels: Labels<Name>; series: Series }>();

  constructor(options: TalliedOptions<Name>) {
    this.name = options.name;
    this.help = options.help;
    this.#labelNames = options.labelNames;
    // The registry takes any object with a name, get() and reset(): prom-client's own custom collectors.
    for (const registry of options.registers) registry.registerMetric(this as unknown as Metric);
  }

  /** The series of these label values, created at zero the first time. Keep it: updates are then free. */
  series(labels: Labels<Name>): Series {
    const key = this.#labelNames.map((name) => labels[name]).join('\u0000');
    let entry = this.#series.get(key);
    if (!entry) {
      entry = { labels: { ...labels }, series: this.newSeries() };
      this.#series.set(key, entry);
    }
    return entry.series;
  }

  /**
   * Back to zero. The series stay, so callers holding one keep counting; as in prom-client, a series
   * is exported only once something was counted in it.
   */
  reset(): void {
    for (const { series } of this.#series.values()) this.zero(series);
  }

  protected *entries(): Iterable<{ labels: Labels<Name>; series: Series }> {
    for (const entry of this.#series.values()) if (this.counted(entry.series)) yield entry;
  }

  protected abstract zero(series: Series): void;
  protected abstract counted(series: Series): boolean;

  protected abstract newSeries(): Series;
  abstract readonly type: 'counter' | 'histogram';

  protected exported(values: ExportedValue[]): Exported {
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values,
    };
  }
}

export class CounterSeries {
  value = 0;
  inc(): void {
    this.value += 1;
  }
}

export class TalliedCounter<Name extends string> extends Tallied<Name, CounterSeries> {
  readonly type = 'counter' as const;

  protected newSeries(): CounterSeries {
    return new CounterSeries();
  }

  protected zero(series: CounterSeries): void {
    series.value = 0;
  }

  protected counted(series: CounterSeries): boolean {
    return series.value > 0;
  }

  get(): Promise<Exported> {
    const values = [...this.entries()].map(({ labels, series }) => ({ labels, value: series.value }));
    return Promise.resolve(this.exported(values));
  }
}

export class HistogramSeries {
  readonly #bounds: readonly number[];
  /** Observations per bucket (not cumulative); the last counts those above every bound. */
  readonly perBucket: number[];
  sum = 0;
  count = 0;

  constructor(bounds: readonly number[]) {
    this.#bounds = bounds;
    this.perBucket = new Array<number>(bounds.length + 1).fill(0);
  }

  observe(value: number): void {
    let bucket = 0;
    while (bucket < this.#bounds.length && value > this.#bounds[bucket]!) bucket += 1;
    this.perBucket[bucket]! += 1;
    this.sum += value;
    this.count += 1;
  }
}

export class TalliedHistogram<Name extends string> extends Tallied<Name, HistogramSeries> {
  readonly type = 'histogram' as const;
  readonly #bounds: readonly number[];

  constructor(options: TalliedOptions<Name> & { buckets: readonly number[] }) {
    super(options);
    this.#bounds = [...options.buckets].sort((a, b) => a - b);
  }

  protected newSeries(): HistogramSeries {
    return new HistogramSeries(this.#bounds);
  }

  protected zero(series: HistogramSeries): void {
    series.perBucket.fill(0);
    series.sum = 0;
    series.count = 0;
  }

  protected counted(series: HistogramSeries): boolean {
    return series.count > 0;
  }

  /** As prom-client exports a histogram: cumulative buckets (`le` first), then +Inf, sum and count. */
  get(): Promise<Exported> {
    const values: ExportedValue[] = [];
    const bucketName = `${this.name}_bucket`;
    for (const { labels, series } of this.entries()) {
      let cumulative = 0;
      this.#bounds.forEach((bound, index) => {
        cumulative += series.perBucket[index]!;
        values.push({ labels: { le: bound, ...labels }, value: cumulative, metricName: bucketName });
      });
      values.push(
        { labels: { le: '+Inf', ...labels }, value: series.count, metricName: bucketName },
        { labels, value: series.sum, metricName: `${this.name}_sum` },
        { labels, value: series.count, metricName: `${this.name}_count` },
      );
    }
    return Promise.resolve(this.exported(values));
  }
}
