// Flattens one broker's GET /admin/v2/broker-stats/topics answer (namespace → bundle → domain →
// full topic name → stats, Pulsar's `topicStatsStream`) into per-topic figures, the partitions of a
// partitioned topic summed into their parent.
//
// The answer is about 350 bytes per topic (35 MB at 100 000 topics). Parsing it whole would build an
// object tree of every publisher, subscription and consumer and keep it alive while it is walked
// (1.5 GB of heap churn, seconds of GC); instead the outer levels are scanned as bytes and each
// topic's stats are decoded and parsed on their own, so only one small object is alive at a time.
// Scanning bytes is safe: JSON's structural characters are ASCII, and no byte of a multi-byte UTF-8
// sequence is ASCII.
import {
  type BrokerTopicFigures,
  type SubscriptionBacklog,
  type SubscriptionFigures,
  type TopicDomain,
  mergeFigures,
  parentTopic,
} from './catalog-figures.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** `persistent://tenant/namespace/topic` → its parts, or undefined for a name that is not one. */
export function splitTopicName(
  fullName: string,
): { domain: TopicDomain; tenant: string; namespace: string; topic: string } | undefined {
  const match = /^(persistent|non-persistent):\/\/([^/]+)\/([^/]+)\/(.+)$/.exec(fullName);
  if (!match) return undefined;
  return {
    domain: match[1] as TopicDomain,
    tenant: match[2] ?? '',
    namespace: match[3] ?? '',
    topic: match[4] ?? '',
  };
}

/** Depth of the topic level: namespace (1) → bundle (2) → domain (3) → topic (4). */
const TOPIC_DEPTH = 4;
const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

/** Topics parsed between two yields to the event loop: a pass must not stall the API for seconds. */
const TOPICS_PER_SLICE = 2_000;

/**
 * One topic's figures from its stats: an entry of broker-stats/topics (`producerCount`) or the answer
 * of `GET …/{topic}/stats` (`publishers`), which the collector reads behind a Pulsar proxy.
 */
export function topicFigures(
  fullName: string,
  stats: unknown,
  cluster: string,
  broker: string,
): BrokerTopicFigures | undefined {
  const name = splitTopicName(fullName);
  if (!name || !isObject(stats)) return undefined;
  const parent = parentTopic(name.topic);
  return {
    cluster,
    broker,
    domain: name.domain,
    tenant: name.tenant,
    namespace: name.namespace,
    topic: parent.topic,
    partitions: parent.partition ? 1 : 0,
    producers:
      typeof stats.producerCount === 'number'
        ? numberOf(stats.producerCount)
        : Array.isArray(stats.publishers)
          ? stats.publishers.length
          : 0,
    subscriptions: isObject(stats.subscriptions) ? Object.keys(stats.subscriptions).length : 0,
    consumers: consumerCount(stats.subscriptions),
    msgRateIn: numberOf(stats.msgRateIn),
    msgThroughputIn: numberOf(stats.msgThroughputIn),
    msgRateOut: numberOf(stats.msgRateOut),
    msgThroughputOut: numberOf(stats.msgThroughputOut),
    averageMsgSize: numberOf(stats.averageMsgSize),
    storageSize: numberOf(stats.storageSize),
    ...backlogsOf(stats.subscriptions),
    ...subscriptionFiguresOf(stats.subscriptions),
  };
}

/**
 * Each subscription's backlog (`msgBacklog`) and consumers (the length of its `consumers` list),
 * for the backlog alerts: both forms carry them (see backlogsOf and consumerCount).
 */
function subscriptionFiguresOf(subscriptions: unknown): { subscriptionFigures?: SubscriptionFigures[] } {
  if (!isObject(subscriptions)) return {};
  const figures: SubscriptionFigures[] = [];
  for (const [subscription, stats] of Object.entries(subscriptions)) {
    if (!isObject(stats)) continue;
    figures.push({
      subscription,
      backlog: numberOf(stats.msgBacklog),
      consumers: Array.isArray(stats.consumers) ? stats.consumers.length : 0,
      // SubscriptionStatsImpl's msgRateOut and messageAckRate (Pulsar 2.9+; 0 when absent).
      rateOut: numberOf(stats.msgRateOut),
      ackRate: numberOf(stats.messageAckRate),
    });
  }
  return figures.length > 0 ? { subscriptionFigures: figures } : {};
}

/**
 * Each subscription's `msgBacklog`: broker-stats/topics writes it per subscription
 * (PersistentTopic.updateRates, `topicStatsStream.writePair("msgBacklog", …)`), and `…/stats`'s
 * SubscriptionStatsImpl has it too. Only subscriptions with a backlog are kept: most have none.
 */
function backlogsOf(subscriptions: unknown): { backlogs?: SubscriptionBacklog[] } {
  if (!isObject(subscriptions)) return {};
  const backlogs: SubscriptionBacklog[] = [];
  for (const [subscription, figures] of Object.entries(subscriptions)) {
    const backlog = isObject(figures) ? numberOf(figures.msgBacklog) : 0;
    if (backlog > 0) backlogs.push({ subscription, backlog });
  }
  return backlogs.length > 0 ? { backlogs } : {};
}

/**
 * Both forms list each subscription's consumers and neither carries a count: broker-stats/topics
 * writes a `consumers` list per subscription (PersistentTopic.updateRates and
 * NonPersistentTopic.updateRates, `topicStatsStream.startList("consumers")`), and `…/stats` is
 * TopicStatsImpl, whose SubscriptionStatsImpl has `consumers` (a list) too.
 */
function consumerCount(subscriptions: unknown): number {
  if (!isObject(subscriptions)) return 0;
  let count = 0;
  for (const subscription of Object.values(subscriptions)) {
    if (isObject(subscription) && Array.isArray(subscription.consumers))
      count += subscription.consumers.length;
  }
  return count;
}

/** Rows of one source, the partitions of a partitioned topic summed into their parent. */
export class TopicFiguresByParent {
  readonly #rows = new Map<string, BrokerTopicFigures>();

  add(row: BrokerTopicFigures | undefined): void {
    if (!row) return;
    const key = `${row.domain}://${row.tenant}/${row.namespace}/${row.topic}`;
    const existing = this.#rows.get(key);
    if (existing) mergeFigures(existing, row);
    else this.#rows.set(key, row);
  }

  rows(): BrokerTopicFigures[] {
    return [...this.#rows.values()];
  }
}

export async function flattenBrokerStats(
  bytes: Buffer,
  cluster: string,
  broker: string,
): Promise<BrokerTopicFigures[]> {
  const byTopic = new TopicFiguresByParent();
  const add = (fullName: string, stats: unknown) =>
    byTopic.add(topicFigures(fullName, stats, cluster, broker));
  // The answer was just gathered into one buffer (tens of milliseconds at 100 000 topics): parsing
  // starts after the sockets were polled again, not on the end of that. Gathered in the poll phase,
  // a first immediate would run before the next poll; the second runs after it.
  await new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
  const scanner = new Scanner(bytes);
  scanner.skipSpace();
  if (bytes[scanner.at] !== OPEN_BRACE) throw new Error('broker-stats/topics did not answer a JSON object');
  let parsed = 0;
  for (const [name, stats] of scanner.object(1)) {
    add(name, stats);
    parsed += 1;
    if (parsed % TOPICS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return byTopic.rows();
}

class Scanner {
  readonly #bytes: Buffer;
  at = 0;

  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }

  /** Reads the object at `at` (depth `depth`), yielding each topic-level entry. */
  *object(depth: number): Generator<[string, unknown]> {
    const bytes = this.#bytes;
    this.at += 1;
    for (;;) {
      this.skipSpace();
      const next = bytes[this.at];
      if (next === CLOSE_BRACE) {
        this.at += 1;
        return;
      }
      if (next === 44 /* , */) {
        this.at += 1;
        continue;
      }
      if (next !== QUOTE) throw new Error(`broker-stats/topics: unexpected character at ${this.at}`);
      const keyStart = this.at;
      this.skipString();
      const raw = bytes.toString('utf8', keyStart + 1, this.at - 1);
      const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
      this.skipSpace();
      this.at += 1; // the colon
      this.skipSpace();
      const valueStart = this.at;
      if (depth === TOPIC_DEPTH) {
        this.skipValue();
        yield [key, JSON.parse(bytes.toString('utf8', valueStart, this.at))];
      } else if (bytes[this.at] === OPEN_BRACE) {
        yield* this.object(depth + 1);
      } else {
        this.skipValue();
      }
    }
  }

  skipSpace(): void {
    const bytes = this.#bytes;
    let code = bytes[this.at];
    while (code === 32 || code === 10 || code === 13 || code === 9) code = bytes[++this.at];
  }

  skipString(): void {
    const bytes = this.#bytes;
    let at = this.at + 1;
    for (;;) {
      const code = bytes[at];
      if (code === undefined) throw new Error('broker-stats/topics: unterminated string');
      if (code === BACKSLASH) at += 2;
      else if (code === QUOTE) break;
      else at += 1;
    }
    this.at = at + 1;
  }

  /** Moves past one JSON value of any kind (strings are skipped whole, so braces in them do not count). */
  skipValue(): void {
    const bytes = this.#bytes;
    let depth = 0;
    for (;;) {
      const code = bytes[this.at];
      if (code === undefined) throw new Error('broker-stats/topics: truncated answer');
      if (code === QUOTE) {
        this.skipString();
        if (depth === 0) return;
        continue;
      }
      if (code === OPEN_BRACE || code === OPEN_BRACKET) depth += 1;
      else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        if (depth === 0) return;
        depth -= 1;
        if (depth === 0) {
          this.at += 1;
          return;
        }
      } else if (depth === 0 && code === 44 /* , */) return;
      this.at += 1;
    }
  }
}
