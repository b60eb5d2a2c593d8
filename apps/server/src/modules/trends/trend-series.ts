// What one stored pass adds to the trends: a figure set per series. The environment ('') and each
// tenant (`~tenant`) always; a topic (`persistent://t/ns/topic`) and a subscription (the topic, a
// newline, the subscription) as the store decides (decision 0093: only those with traffic or a
// backlog within the retention).
import type { CatalogSnapshot } from '../catalog/index.ts';

export interface TrendFigures {
  rateIn: number;
  rateOut: number;
  ackRate: number;
  backlog: number;
  storageSize: number;
}

export const ENVIRONMENT_SERIES = '';
export const tenantSeries = (tenant: string): string => `~${tenant}`;
export const subscriptionSeries = (topic: string, subscription: string): string =>
  `${topic}\n${subscription}`;

/** The tenant a topic's or subscription's series belongs to; undefined for '' and `~tenant`. */
export function tenantOfSeries(series: string): string | undefined {
  const scheme = series.indexOf('://');
  if (scheme < 0) return undefined;
  const slash = series.indexOf('/', scheme + 3);
  return slash < 0 ? undefined : series.slice(scheme + 3, slash);
}

const zero = (): TrendFigures => ({ rateIn: 0, rateOut: 0, ackRate: 0, backlog: 0, storageSize: 0 });

function add(into: TrendFigures, more: TrendFigures): void {
  into.rateIn += more.rateIn;
  into.rateOut += more.rateOut;
  into.ackRate += more.ackRate;
  into.backlog += more.backlog;
  into.storageSize += more.storageSize;
}

/** Any figure above zero: the series is worth a point (see the store's `active`). */
export const isBusy = (figures: TrendFigures): boolean =>
  figures.rateIn > 0 || figures.rateOut > 0 || figures.ackRate > 0 || figures.backlog > 0;

/**
 * Every series of the pass. A topic reported by several brokers (its partitions spread, or several
 * clusters) adds up, as do its subscriptions; the environment and tenants add up their topics.
 * A topic's backlog is the sum of its subscriptions' (what Pulsar's topic stats call backlogSize in
 * messages, summed over subscriptions).
 */
export function seriesOfPass(snapshot: CatalogSnapshot): Map<string, TrendFigures> {
  const series = new Map<string, TrendFigures>();
  const of = (key: string) => {
    let figures = series.get(key);
    if (!figures) series.set(key, (figures = zero()));
    return figures;
  };
  of(ENVIRONMENT_SERIES);
  for (const row of snapshot.rows) {
    const topic = `${row.domain}://${row.tenant}/${row.namespace}/${row.topic}`;
    const figures: TrendFigures = {
      rateIn: row.msgRateIn,
      rateOut: row.msgRateOut,
      ackRate: 0,
      backlog: 0,
      storageSize: row.storageSize,
    };
    for (const entry of row.subscriptionFigures ?? []) {
      figures.backlog += entry.backlog;
      figures.ackRate += entry.ackRate ?? 0;
      add(of(subscriptionSeries(topic, entry.subscription)), {
        rateIn: 0,
        rateOut: entry.rateOut ?? 0,
        ackRate: entry.ackRate ?? 0,
        backlog: entry.backlog,
        storageSize: 0,
      });
    }
    add(of(topic), figures);
    add(of(tenantSeries(row.tenant)), figures);
    add(of(ENVIRONMENT_SERIES), figures);
  }
  return series;
}
