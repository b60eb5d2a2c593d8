// Bytes and age of subscriptions' backlogs. broker-stats/topics, which the collector reads, has each
// subscription's message backlog but neither its size nor its oldest message (PersistentTopic's
// updateRates writes `msgBacklog` only); a topic's own stats have both, `backlogSize` and, when asked
// with getEarliestTimeInBacklog=true, `earliestMsgPublishTimeInBacklog` (SubscriptionStatsImpl). So
// they are read only for the topics a bytes or age rule watches and whose subscriptions have a backlog
// at all, a bounded number per pass, through the proxy's forwarding (its credentials and redirects).
import { topics } from '@beacon/pulsar-admin';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { pulsarRequestPath } from '../pulsar-proxy/index.ts';
import type { TopicView } from './topic-views.ts';

/** Topics whose stats one pass reads at most, per environment; more are skipped, and logged. */
export const MAX_DETAIL_TOPICS = 100;
const DETAIL_CONCURRENCY = 4;

export interface BacklogDetail {
  bytes: number;
  /** Epoch milliseconds of the oldest unacknowledged message's publish time; undefined when none. */
  oldestPublishTime: number | undefined;
}

export type TopicDetails = Map<string, BacklogDetail>;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface DetailResult {
  /** Topic (full name) → subscription → its backlog's bytes and oldest publish time. */
  topics: Map<string, TopicDetails>;
  /** Topics that could not be read (or were past the bound): their alerts stay as they were. */
  unknown: Set<string>;
}

export async function readBacklogDetails(
  reads: PulsarReads,
  environment: string,
  views: readonly TopicView[],
): Promise<DetailResult> {
  const details = new Map<string, TopicDetails>();
  const unknown = new Set<string>(views.slice(MAX_DETAIL_TOPICS).map((view) => view.full));
  const read = views.slice(0, MAX_DETAIL_TOPICS);
  if (read.length === 0) return { topics: details, unknown };
  let target;
  try {
    target = await reads.target(environment);
  } catch {
    for (const view of read) unknown.add(view.full);
    return { topics: details, unknown };
  }
  let next = 0;
  const worker = async () => {
    while (next < read.length) {
      const view = read[next++]!;
      const params = { ...view.name };
      const path = view.partitioned
        ? pulsarRequestPath(topics.partitionedStats, params, {
            perPartition: false,
            getEarliestTimeInBacklog: true,
          })
        : pulsarRequestPath(topics.stats, params, { getEarliestTimeInBacklog: true });
      try {
        const answer = await reads.get(target, path);
        if (answer.status !== 200) throw new Error(`HTTP ${answer.status}`);
        details.set(view.full, detailsOf(JSON.parse(answer.body.toString('utf8')) as unknown));
      } catch {
        unknown.add(view.full);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(DETAIL_CONCURRENCY, read.length) }, worker));
  return { topics: details, unknown };
}

/** An empty backlog's time is -1 when asked for (4.0.7), 0 when not: neither is a time. */
function detailsOf(stats: unknown): TopicDetails {
  const details: TopicDetails = new Map();
  if (!isObject(stats) || !isObject(stats.subscriptions)) return details;
  for (const [name, figures] of Object.entries(stats.subscriptions)) {
    if (!isObject(figures)) continue;
    const bytes = typeof figures.backlogSize === 'number' ? figures.backlogSize : 0;
    const earliest = figures.earliestMsgPublishTimeInBacklog;
    details.set(name, {
      bytes,
      oldestPublishTime: typeof earliest === 'number' && earliest > 0 ? earliest : undefined,
    });
  }
  return details;
}
