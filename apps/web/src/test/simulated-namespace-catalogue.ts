// Beacon's per-namespace catalogue calls over the simulated Pulsar: {prefix}/admin/v2/namespaces/
// {tenant}/{namespace}/stats (the collector's figures and last hour) and the enriched topic list
// {prefix}/admin/v2/topics/{tenant}/{namespace}/stats. The topics are the simulator's, read live as
// the server's TopicNames does (a partitioned topic once, with its partition count; partitions not
// at all); the figures are the collector's, which a test gives and may change between calls
// (nothing collects them here). Paging, sorting, filtering and refusals as catalog-lists.ts does.
import {
  MESSAGES,
  TOPIC_SORT_KEYS,
  can,
  catalogListQuerySchema,
  type CatalogFreshness,
  type NamespaceHistoryPoint,
  type NamespaceStatsResponse,
  type TopicClusterRow,
  type TopicListItem,
  type UserInfoResponse,
} from '@beacon/contracts';
import { HttpResponse, http } from 'msw';
import { url, userInfoOf } from './console-api.ts';
import { network } from './network.ts';
import type { SimulatedPulsar } from './simulator-network.ts';

/** One cluster's figures of a topic, as the collector keeps them. */
export type ClusterFigures = Omit<TopicClusterRow, 'topic' | 'partitions' | 'persistent'>;

/** A topic's figures: its totals, and the clusters they were collected on. */
export type TopicFigures = Partial<
  Omit<TopicListItem, 'topic' | 'partitions' | 'persistent' | 'clusters'> & {
    clusters: Record<string, Partial<ClusterFigures>>;
  }
>;

export interface NamespaceCatalogue {
  /** The collector's figures and history per namespace (`finance/payments`); zeros otherwise. */
  namespaces: Record<string, NamespaceStatsResponse>;
  /** The collector's figures per topic, by full name (`persistent://finance/payments/orders`). */
  topics: Record<string, TopicFigures>;
}

const NOTHING_COLLECTED: CatalogFreshness = { collectedAt: null, failedBrokers: [] };
const ZERO_CLUSTER: ClusterFigures = {
  producerCount: 0,
  subscriptionCount: 0,
  consumerCount: 0,
  msgRateIn: 0,
  msgThroughputIn: 0,
  msgRateOut: 0,
  msgThroughputOut: 0,
  averageMsgSize: 0,
  storageSize: 0,
};

/** A namespace's answer as the server builds it from the collector's figures. */
export function namespaceStats(overrides: Partial<NamespaceStatsResponse> = {}): NamespaceStatsResponse {
  return {
    inMsg: 0,
    outMsg: 0,
    inBytes: 0,
    outBytes: 0,
    storageSize: 0,
    msgThroughputIn: overrides.inBytes ?? 0,
    msgThroughputOut: overrides.outBytes ?? 0,
    history: [],
    stats: NOTHING_COLLECTED,
    ...overrides,
  };
}

/** One point a minute over the last hour, ending now. */
export function lastHour(
  point: (minutesAgo: number) => Omit<NamespaceHistoryPoint, 'at'>,
): NamespaceHistoryPoint[] {
  const now = Date.now();
  return Array.from({ length: 60 }, (_, index) => ({
    at: now - (59 - index) * 60_000,
    ...point(59 - index),
  }));
}

const consoleError = (status: number, text: string) =>
  HttpResponse.json({ error: text, message: text }, { status });

interface LiveTopic {
  fullName: string;
  topic: string;
  domain: TopicListItem['persistent'];
  partitions: number;
}

/** The namespace's topics as TopicNames lists them. */
function liveTopics(pulsar: SimulatedPulsar, namespace: string): LiveTopic[] {
  const state = pulsar.state;
  const found = state.namespaces.get(namespace);
  if (!found) return [];
  const partitioned = [...found.partitionedTopics].flatMap((name) => {
    const topic = state.partitionedTopics.get(name);
    return topic ? [{ fullName: name, domain: topic.domain, partitions: topic.partitions }] : [];
  });
  const plain = [...found.topics.values()]
    .filter((topic) => topic.partitionIndex < 0)
    .map((topic) => ({ fullName: topic.fullName, domain: topic.domain, partitions: 0 }));
  return [...plain, ...partitioned].map((topic) => ({
    ...topic,
    topic: topic.fullName.slice(topic.fullName.lastIndexOf('/') + 1),
  }));
}

function listItem(live: LiveTopic, figures: TopicFigures = {}): TopicListItem {
  const { clusters = {}, ...totals } = figures;
  return {
    topic: live.topic,
    partitions: live.partitions,
    persistent: live.domain,
    producers: 0,
    subscriptions: 0,
    consumers: 0,
    inMsg: 0,
    outMsg: 0,
    inBytes: 0,
    outBytes: 0,
    storageSize: 0,
    ...totals,
    clusters: Object.entries(clusters).map(([cluster, row]) => ({
      ...ZERO_CLUSTER,
      ...row,
      topic: cluster,
      partitions: live.partitions,
      persistent: live.domain,
    })),
  };
}

/**
 * Serves the catalogue until the test ends, to `user` (default: a superuser). Change `catalogue`'s
 * figures and the next call answers them, as after the collector's next round.
 */
export function serveNamespaceCatalogue(
  pulsar: SimulatedPulsar,
  catalogue: Partial<NamespaceCatalogue> = {},
  user: UserInfoResponse = userInfoOf(),
) {
  const seen: Request[] = [];
  const figures = { namespaces: {}, topics: {}, ...catalogue };
  const namespaceOf = (params: Record<string, unknown>) =>
    `${String(params.tenant)}/${String(params.namespace)}`;

  network.use(
    http.get(url('/admin/v2/namespaces/:tenant/:namespace/stats'), ({ request, params }) => {
      seen.push(request.clone());
      if (!can(user, 'namespace.read', String(params.tenant))) return consoleError(403, MESSAGES.forbidden);
      // A namespace the collector has not seen shows zeros.
      return HttpResponse.json(figures.namespaces[namespaceOf(params)] ?? namespaceStats());
    }),
    http.get(url('/admin/v2/topics/:tenant/:namespace/stats'), ({ request, params }) => {
      seen.push(request.clone());
      if (!can(user, 'topic.list', String(params.tenant))) return consoleError(403, MESSAGES.forbidden);
      const namespace = namespaceOf(params);
      if (!pulsar.state.namespaces.has(namespace)) return consoleError(404, 'Namespace does not exist');
      const parsed = catalogListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return consoleError(400, parsed.error.issues[0]?.message ?? 'Bad request');
      const { page_num, page_size, sort = 'topic', order, filter } = parsed.data;
      if (!(TOPIC_SORT_KEYS as readonly string[]).includes(sort))
        return consoleError(400, `sort must be one of ${TOPIC_SORT_KEYS.join(', ')}`);
      // Every sort key names a number or the topic's name; ties go by name.
      const key = sort as Exclude<keyof TopicListItem, 'clusters'>;
      const byName = (a: TopicListItem, b: TopicListItem) => a.topic.localeCompare(b.topic);
      const rows = liveTopics(pulsar, namespace)
        .filter((live) => live.topic.toLowerCase().includes(filter.toLowerCase()))
        .map((live) => listItem(live, figures.topics[live.fullName]))
        .sort((a, b) => {
          const [left, right] = [a[key], b[key]];
          const compared =
            typeof left === 'number' && typeof right === 'number' ? left - right : byName(a, b);
          return (order === 'desc' ? -compared : compared) || byName(a, b);
        });
      const stats = figures.namespaces[namespace]?.stats ?? NOTHING_COLLECTED;
      return HttpResponse.json({
        isPage: true,
        total: rows.length,
        pageNum: page_num,
        pageSize: page_size,
        topics: rows.slice((page_num - 1) * page_size, page_num * page_size),
        stats,
      });
    }),
  );

  /** The topic-list calls the page made, as the query strings it sent. */
  const listQueries = () =>
    seen
      .filter((request) => new URL(request.url).pathname.startsWith(url('/admin/v2/topics/')))
      .map((request) => Object.fromEntries(new URL(request.url).searchParams));

  return { seen, listQueries, figures };
}
