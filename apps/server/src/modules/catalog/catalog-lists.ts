// The enriched lists: names and counts live from Pulsar, traffic figures from the latest snapshot
// (zeros for a name the collector has not seen yet). Rows are only completed for the page shown,
// unless the sort needs a live count of every row.
import type {
  NAMESPACE_SORT_KEYS,
  NamespaceListItem,
  NamespaceStatsResponse,
  TENANT_SORT_KEYS,
  TOPIC_SORT_KEYS,
  TenantListItem,
  TopicClusterRow,
  TopicListItem,
  TrafficFigures,
} from '@beacon/contracts';
import type { Clock } from '../../clock.ts';
import { pulsarAnswers } from '../pulsar-proxy/index.ts';
import { type FailedBroker, round, zeroTraffic } from './catalog-figures.ts';
import { type CatalogSnapshot, topicKey, totalOf } from './catalog-snapshot.ts';
import type { CatalogStore } from './catalog-store.ts';
import { filterByName, type ListQuery, pageOf, sortItems } from './list-query.ts';
import { LIVE_CONCURRENCY, type LiveLists } from './live-lists.ts';
import type { LiveTopic, TopicNames } from './topic-names.ts';
import { eachLimited } from './each-limited.ts';

/** CatalogFreshness, with when each failed broker last answered and whether its figures still count. */
export interface Freshness {
  collectedAt: number | null;
  failedBrokers: FailedBroker[];
}

export type TenantSort = (typeof TENANT_SORT_KEYS)[number];
export type NamespaceSort = (typeof NAMESPACE_SORT_KEYS)[number];
export type TopicSort = (typeof TOPIC_SORT_KEYS)[number];

const TRAFFIC_KEYS = new Set<string>(['inMsg', 'outMsg', 'inBytes', 'outBytes', 'storageSize']);

export class CatalogLists {
  readonly #live: LiveLists;
  readonly #names: TopicNames;
  readonly #store: CatalogStore;
  readonly #clock: Clock;
  /**
   * A namespace's topics filtered and sorted, kept while its names and snapshot are the same
   * objects: paging through 100 000 sorted topics sorts once, not once per page (and leaves no
   * 100 000-entry garbage per page for the heap to grow around).
   */
  readonly #orderedTopics = new Map<string, { live: LiveTopic[]; snapshot: unknown; rows: LiveTopic[] }>();

  constructor(options: { live: LiveLists; names: TopicNames; store: CatalogStore; clock: Clock }) {
    this.#live = options.live;
    this.#names = options.names;
    this.#store = options.store;
    this.#clock = options.clock;
  }

  async tenants(environment: string, visible: (tenant: string) => boolean, query: ListQuery<TenantSort>) {
    const snapshot = await this.#store.snapshot(environment);
    const names = (await this.#live.read(environment, pulsarAnswers.tenantNames, {})).filter(visible);
    const rows = filterByName(names, (name) => name, query.filter).map((tenant) => ({
      tenant,
      figures: snapshot?.tenantTotals(tenant) ?? zeroTraffic(),
      namespaces: -1,
    }));
    const complete = (row: (typeof rows)[number]) =>
      this.#live.read(environment, pulsarAnswers.namespaceNames, { tenant: row.tenant }, []).then((list) => {
        row.namespaces = list.length;
      });
    const page = await pageWithLiveCounts(rows, query, {
      nameKey: 'tenant',
      nameOf: (row) => row.tenant,
      countKey: 'namespaces',
      countOf: (row) => row.namespaces,
      complete,
    });
    const data = await Promise.all(
      page.map(async (row): Promise<TenantListItem> => {
        const info = await this.#live.read(environment, pulsarAnswers.tenant, { tenant: row.tenant }, {});
        return {
          tenant: row.tenant,
          adminRoles: (info.adminRoles ?? []).join(','),
          allowedClusters: (info.allowedClusters ?? []).join(','),
          namespaces: row.namespaces,
          ...rounded(row.figures),
        };
      }),
    );
    return {
      isPage: true as const,
      total: rows.length,
      pageNum: query.page_num,
      pageSize: query.page_size,
      data,
      stats: freshness(snapshot),
    };
  }

  async namespaces(environment: string, tenant: string, query: ListQuery<NamespaceSort>) {
    const snapshot = await this.#store.snapshot(environment);
    const names = await this.#live.read(environment, pulsarAnswers.namespaceNames, { tenant });
    const shortNames = names.map((name) => name.slice(name.indexOf('/') + 1));
    const rows = filterByName(shortNames, (name) => name, query.filter).map((namespace) => ({
      namespace,
      figures: snapshot?.namespaceTotals(tenant, namespace) ?? zeroTraffic(),
      topics: -1,
    }));
    const complete = async (row: (typeof rows)[number]) => {
      row.topics = (await this.#names.of(environment, tenant, row.namespace)).length;
    };
    const page = await pageWithLiveCounts(rows, query, {
      nameKey: 'namespace',
      nameOf: (row) => row.namespace,
      countKey: 'topics',
      countOf: (row) => row.topics,
      complete,
    });
    const data = page.map((row): NamespaceListItem => ({
      namespace: row.namespace,
      topics: row.topics,
      ...rounded(row.figures),
    }));
    return {
      isPage: true as const,
      total: rows.length,
      pageNum: query.page_num,
      pageSize: query.page_size,
      data,
      stats: freshness(snapshot),
    };
  }

  async namespaceStats(environment: string, tenant: string, namespace: string) {
    const snapshot = await this.#store.snapshot(environment);
    const figures = rounded(snapshot?.namespaceTotals(tenant, namespace) ?? zeroTraffic());
    const history = await this.#store.history(environment, tenant, namespace, this.#clock.now());
    const answer: Omit<NamespaceStatsResponse, 'stats'> & { stats: Freshness } = {
      ...figures,
      msgThroughputIn: figures.inBytes,
      msgThroughputOut: figures.outBytes,
      history: history.map((point) => ({ at: point.at, ...rounded(point) })),
      stats: freshness(snapshot),
    };
    return answer;
  }

  async topics(environment: string, tenant: string, namespace: string, query: ListQuery<TopicSort>) {
    const snapshot = await this.#store.snapshot(environment);
    const live = await this.#names.of(environment, tenant, namespace);
    const sorted = this.#ordered(
      `${environment}\n${tenant}/${namespace}\n${query.filter}\n${query.sort}\n${query.order}`,
      live,
      snapshot,
      () => orderTopics(live, snapshot, tenant, namespace, query),
    );
    const clustersOf = snapshot?.topicsOf(tenant, namespace);
    const topics = pageOf(sorted, query).map((row): TopicListItem => {
      const key = topicKey(row.domain, row.topic);
      const clusterFigures = clustersOf?.get(key) ?? [];
      const total = totalOf(clusterFigures);
      const clusters = clusterFigures.map((figures): TopicClusterRow => ({
        topic: figures.cluster,
        partitions: row.partitions,
        persistent: row.domain,
        producerCount: figures.producers,
        subscriptionCount: figures.subscriptions,
        consumerCount: figures.consumers,
        msgRateIn: round(figures.msgRateIn),
        msgThroughputIn: round(figures.msgThroughputIn),
        msgRateOut: round(figures.msgRateOut),
        msgThroughputOut: round(figures.msgThroughputOut),
        averageMsgSize: round(figures.averageMsgSize),
        storageSize: round(figures.storageSize),
      }));
      return {
        topic: row.topic,
        partitions: row.partitions,
        persistent: row.domain,
        producers: total.producers,
        subscriptions: total.subscriptions,
        consumers: total.consumers,
        ...rounded(total),
        clusters,
      };
    });
    return {
      isPage: true as const,
      total: sorted.length,
      pageNum: query.page_num,
      pageSize: query.page_size,
      topics,
      stats: freshness(snapshot),
    };
  }

  #ordered(
    key: string,
    live: LiveTopic[],
    snapshot: CatalogSnapshot | undefined,
    order: () => LiveTopic[],
  ): LiveTopic[] {
    const cached = this.#orderedTopics.get(key);
    if (cached?.live === live && cached.snapshot === snapshot) return cached.rows;
    const rows = order();
    if (this.#orderedTopics.size >= ORDERED_TOPICS_MAX) this.#orderedTopics.clear();
    this.#orderedTopics.set(key, { live, snapshot, rows });
    return rows;
  }
}

/** Orderings kept at once (each holds one reference per topic: 0.8 MB at 100 000 topics). */
const ORDERED_TOPICS_MAX = 16;

function orderTopics(
  live: LiveTopic[],
  snapshot: CatalogSnapshot | undefined,
  tenant: string,
  namespace: string,
  query: ListQuery<TopicSort>,
): LiveTopic[] {
  // Totals of every topic only when the sort needs them; the page's rows add up their own clusters.
  const figureSort = query.sort !== 'topic' && query.sort !== 'partitions';
  const totals = figureSort ? snapshot?.topicTotals(tenant, namespace) : undefined;
  const rows = filterByName(live, (row) => row.topic, query.filter);
  if (query.sort === 'topic') return query.order === 'asc' ? rows : rows.reverse();
  return sortItems(
    rows,
    query.sort === 'partitions'
      ? (row) => row.partitions
      : (row) =>
          totals?.get(topicKey(row.domain, row.topic))?.[
            query.sort as Exclude<TopicSort, 'topic' | 'partitions'>
          ] ?? 0,
    (row) => row.topic,
    query.order,
    true,
  );
}

/**
 * The page of rows to show, where each row's count (-1 until known) costs a Pulsar call: every row
 * is completed first only when the sort is by that count; otherwise only the rows of the page are.
 */
async function pageWithLiveCounts<Row extends { figures: TrafficFigures }>(
  rows: Row[],
  query: ListQuery<string>,
  by: {
    nameKey: string;
    nameOf: (row: Row) => string;
    countKey: string;
    countOf: (row: Row) => number;
    complete: (row: Row) => Promise<void>;
  },
): Promise<Row[]> {
  if (query.sort === by.countKey) await eachLimited(rows, LIVE_CONCURRENCY, by.complete);
  const page = pageOf(sortRows(rows, query, by.nameKey, by.nameOf, by.countOf), query);
  await eachLimited(page, LIVE_CONCURRENCY, async (row) => {
    if (by.countOf(row) < 0) await by.complete(row);
  });
  return page;
}

function sortRows<Row extends { figures: TrafficFigures }>(
  rows: Row[],
  query: ListQuery<string>,
  nameKey: string,
  nameOf: (row: Row) => string,
  count: (row: Row) => number,
): Row[] {
  const valueOf = TRAFFIC_KEYS.has(query.sort)
    ? (row: Row) => row.figures[query.sort as keyof TrafficFigures]
    : query.sort === nameKey
      ? undefined
      : count;
  return sortItems(rows, valueOf, nameOf, query.order);
}

function rounded(figures: TrafficFigures): TrafficFigures {
  return {
    inMsg: round(figures.inMsg),
    outMsg: round(figures.outMsg),
    inBytes: round(figures.inBytes),
    outBytes: round(figures.outBytes),
    storageSize: round(figures.storageSize),
  };
}

export function freshness(snapshot: CatalogSnapshot | undefined): Freshness {
  return snapshot
    ? { collectedAt: snapshot.header.collectedAt, failedBrokers: snapshot.header.failedBrokers }
    : { collectedAt: null, failedBrokers: [] };
}
