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
 * Every series of the pass worth a point: the environment and each tenant always; a topic or
 * subscription when it has a non-zero figure or `known` says it had one lately (decision 0093). A
 * topic reported by several brokers (its partitions spread, or several clusters) adds up, as do its
 * subscriptions. A topic's backlog is the sum of its subscriptions'. An idle row of a topic not
 * `known` costs two additions: most of 100 000 topics are idle, and the pass must stay cheap.
 */
export function seriesOfPass(
  snapshot: CatalogSnapshot,
  known: (series: string) => boolean = () => false,
): Map<string, TrendFigures> {
  const series = new Map<string, TrendFigures>();
  const of = (key: string) => {
    let figures = series.get(key);
    if (!figures) series.set(key, (figures = zero()));
    return figures;
  };
  const environment = of(ENVIRONMENT_SERIES);
  for (const row of snapshot.rows) {
    const tenant = of(tenantSeries(row.tenant));
    const subscriptions = row.subscriptionFigures ?? [];
    const idle =
      row.msgRateIn === 0 &&
      row.msgRateOut === 0 &&
      subscriptions.every((entry) => entry.backlog === 0 && !entry.rateOut && !entry.ackRate);
    const topic = `${row.domain}://${row.tenant}/${row.namespace}/${row.topic}`;
    if (idle && !known(topic) && !series.has(topic)) {
      environment.storageSize += row.storageSize;
      tenant.storageSize += row.storageSize;
      continue;
    }
    const figures: TrendFigures = {
      rateIn: row.msgRateIn,
      rateOut: row.msgRateOut,
      ackRate: 0,
      backlog: 0,
      storageSize: row.storageSize,
    };
    for (const entry of subscriptions) {
      figures.backlog += entry.backlog;
      figures.ackRate += entry.ackRate ?? 0;
      const key = subscriptionSeries(topic, entry.subscription);
      if (idle && !known(key) && !series.has(key)) continue;
      add(of(key), {
        rateIn: 0,
        rateOut: entry.rateOut ?? 0,
        ackRate: entry.ackRate ?? 0,
        backlog: entry.backlog,
        storageSize: 0,
      });
    }
    add(of(topic), figures);
    add(tenant, figures);
    add(environment, figures);
  }
  return series;
}
