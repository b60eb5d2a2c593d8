// One environment's figures from one collector pass: the per-broker rows as stored (compact, gzip'd
// JSON), and the indexes the lists read (per namespace → topic → cluster, per namespace, per tenant).
import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import type { TrafficFigures } from '@beacon/contracts';
import {
  type BrokerTopicFigures,
  type ClusterFigures,
  type FailedBroker,
  type TopicDomain,
  addTraffic,
  mergeFigures,
  noFigures,
  zeroTraffic,
} from './catalog-figures.ts';

export interface SnapshotHeader {
  environment: string;
  version: string;
  collectedAt: number;
  durationMs: number;
  topicCount: number;
  failedBrokers: FailedBroker[];
  collectedBy: string;
}

export interface TopicTotals extends TrafficFigures {
  producers: number;
  subscriptions: number;
  consumers: number;
}

/** A broker the pass knows, and when it last answered (carried into the next pass by any leader). */
export interface KnownBroker {
  cluster: string;
  broker: string;
  lastSuccessAt: number | null;
}

/** `domain/topic`: the key of a topic inside its namespace. */
export const topicKey = (domain: TopicDomain, topic: string): string => `${domain}/${topic}`;
export const namespaceKey = (tenant: string, namespace: string): string => `${tenant}/${namespace}`;

export class CatalogSnapshot {
  readonly header: SnapshotHeader;
  readonly rows: readonly BrokerTopicFigures[];
  readonly brokers: readonly KnownBroker[];
  readonly #rowsByNamespace = new Map<string, BrokerTopicFigures[]>();
  /** namespace key → topic key → one entry per cluster (brokers of a cluster merged); built on first use. */
  readonly #topics = new Map<string, Map<string, ClusterFigures[]>>();
  readonly #namespaceTotals = new Map<string, TrafficFigures>();
  readonly #tenantTotals = new Map<string, TrafficFigures>();
  /** Per namespace, each topic's figures over all clusters; built on first use. */
  readonly #topicTotals = new Map<string, Map<string, TopicTotals>>();

  constructor(header: SnapshotHeader, rows: readonly BrokerTopicFigures[], brokers: readonly KnownBroker[]) {
    this.header = header;
    this.rows = rows;
    this.brokers = brokers;
    // One cheap pass: totals and grouping. The per-topic index of a namespace waits for a reader.
    for (const row of rows) {
      const namespace = namespaceKey(row.tenant, row.namespace);
      let grouped = this.#rowsByNamespace.get(namespace);
      if (!grouped) this.#rowsByNamespace.set(namespace, (grouped = []));
      grouped.push(row);
      let namespaceTotal = this.#namespaceTotals.get(namespace);
      if (!namespaceTotal) this.#namespaceTotals.set(namespace, (namespaceTotal = zeroTraffic()));
      addTraffic(namespaceTotal, row);
      let tenantTotal = this.#tenantTotals.get(row.tenant);
      if (!tenantTotal) this.#tenantTotals.set(row.tenant, (tenantTotal = zeroTraffic()));
      addTraffic(tenantTotal, row);
    }
  }

  topicsOf(tenant: string, namespace: string): ReadonlyMap<string, readonly ClusterFigures[]> {
    const key = namespaceKey(tenant, namespace);
    let topics = this.#topics.get(key);
    if (!topics) {
      topics = new Map<string, ClusterFigures[]>();
      for (const row of this.#rowsByNamespace.get(key) ?? []) indexRow(topics, row);
      this.#topics.set(key, topics);
    }
    return topics;
  }

  topicTotals(tenant: string, namespace: string): ReadonlyMap<string, TopicTotals> {
    const key = namespaceKey(tenant, namespace);
    let totals = this.#topicTotals.get(key);
    if (totals) return totals;
    totals = new Map();
    for (const [topic, clusters] of this.topicsOf(tenant, namespace)) totals.set(topic, totalOf(clusters));
    this.#topicTotals.set(key, totals);
    return totals;
  }

  namespaceTotals(tenant: string, namespace: string): TrafficFigures {
    return this.#namespaceTotals.get(namespaceKey(tenant, namespace)) ?? zeroTraffic();
  }

  /** Every namespace with figures, for the history. */
  namespaceEntries(): IterableIterator<[string, TrafficFigures]> {
    return this.#namespaceTotals.entries();
  }

  tenantTotals(tenant: string): TrafficFigures {
    return this.#tenantTotals.get(tenant) ?? zeroTraffic();
  }
}

/** A topic's figures over its clusters (subscriptions, producers and consumers of each cluster added up). */
export function totalOf(clusters: readonly ClusterFigures[]): TopicTotals {
  const total: TopicTotals = { ...zeroTraffic(), producers: 0, subscriptions: 0, consumers: 0 };
  for (const figures of clusters) {
    addTraffic(total, figures);
    total.producers += figures.producers;
    total.subscriptions += figures.subscriptions;
    total.consumers += figures.consumers;
  }
  return total;
}

function indexRow(topics: Map<string, ClusterFigures[]>, row: BrokerTopicFigures): void {
  const key = topicKey(row.domain, row.topic);
  let clusters = topics.get(key);
  if (!clusters) topics.set(key, (clusters = []));
  const figures: ClusterFigures = {
    cluster: row.cluster,
    domain: row.domain,
    partitions: row.partitions,
    producers: row.producers,
    subscriptions: row.subscriptions,
    consumers: row.consumers,
    msgRateIn: row.msgRateIn,
    msgThroughputIn: row.msgThroughputIn,
    msgRateOut: row.msgRateOut,
    msgThroughputOut: row.msgThroughputOut,
    averageMsgSize: row.averageMsgSize,
    storageSize: row.storageSize,
  };
  const existing = clusters.find((entry) => entry.cluster === row.cluster);
  if (existing) mergeFigures(existing, figures);
  else clusters.push(figures);
}

/** Distinct topics: a partitioned topic spread over several brokers has one row per broker. */
export function countTopics(rows: readonly BrokerTopicFigures[]): number {
  let count = 0;
  const partitioned = new Set<string>();
  for (const row of rows) {
    if (row.partitions === 0) count += 1;
    else partitioned.add(`${row.domain}/${row.tenant}/${row.namespace}/${row.topic}`);
  }
  return count + partitioned.size;
}

type EncodedRow = [
  brokerIndex: number,
  persistent: 0 | 1,
  tenant: string,
  namespace: string,
  topic: string,
  partitions: number,
  producers: number,
  subscriptions: number,
  msgRateIn: number,
  msgThroughputIn: number,
  msgRateOut: number,
  msgThroughputOut: number,
  averageMsgSize: number,
  storageSize: number,
  /** Absent from a payload written before consumers were kept (see decodePayload). */
  consumers?: number,
  /** The subscriptions' names, for the search (catalog-search.ts); absent from older payloads. */
  subscriptions?: string[],
];

/** Topics without a single non-zero figure (most of a large deployment): names only. */
type EncodedIdle = [
  brokerIndex: number,
  persistent: 0 | 1,
  tenant: string,
  namespace: string,
  topics: string[],
  partitions: number[],
];

interface EncodedPayload {
  brokers: [cluster: string, broker: string, lastSuccessAt: number | null][];
  rows: EncodedRow[];
  idle: EncodedIdle[];
}

const isIdle = (row: BrokerTopicFigures): boolean =>
  row.producers === 0 &&
  row.subscriptions === 0 &&
  row.consumers === 0 &&
  row.msgRateIn === 0 &&
  row.msgRateOut === 0 &&
  row.msgThroughputIn === 0 &&
  row.msgThroughputOut === 0 &&
  row.averageMsgSize === 0 &&
  row.storageSize === 0;

/** A row's subscriptions by name, whether it comes from a pass or from a stored snapshot. */
export function subscriptionNamesOf(row: BrokerTopicFigures): string[] {
  return row.subscriptionNames ?? row.subscriptionFigures?.map((figures) => figures.subscription) ?? [];
}

const gzipAsync = promisify(gzip);

/** Rows encoded between two turns of the event loop: a few milliseconds of work each. */
const ROWS_PER_TURN = 10_000;

/**
 * Arrays instead of objects and gzip: 100 000 topics fit in a few megabytes of one text column.
 * Encoded in turns of ROWS_PER_TURN rows and compressed on libuv's threads, so the end of a pass
 * over 100 000 topics never holds the event loop for long (the palette's and every page's calls
 * wait behind it: issue 33 item 1).
 */
export async function encodePayload(
  rows: readonly BrokerTopicFigures[],
  brokers: readonly KnownBroker[],
): Promise<string> {
  const byCluster = new Map<string, Map<string, number>>();
  brokers.forEach((known, index) => {
    const inCluster = byCluster.get(known.cluster) ?? new Map<string, number>();
    inCluster.set(known.broker, index);
    byCluster.set(known.cluster, inCluster);
  });
  const brokerIndex = (row: BrokerTopicFigures) => byCluster.get(row.cluster)?.get(row.broker) ?? -1;
  const idle = new Map<string, EncodedIdle>();
  const busy: EncodedPayload['rows'] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_TURN) {
    if (start > 0) await nextTurn();
    for (const row of rows.slice(start, start + ROWS_PER_TURN)) {
      const broker = brokerIndex(row);
      const persistent = row.domain === 'persistent' ? 1 : 0;
      if (!isIdle(row)) {
        busy.push(busyRow(row, broker, persistent));
        continue;
      }
      const group = `${broker}\n${persistent}\n${row.tenant}\n${row.namespace}`;
      let entry = idle.get(group);
      if (!entry) idle.set(group, (entry = [broker, persistent, row.tenant, row.namespace, [], []]));
      entry[4].push(row.topic);
      entry[5].push(row.partitions);
    }
  }
  const payload: EncodedPayload = {
    brokers: brokers.map((known) => [known.cluster, known.broker, known.lastSuccessAt]),
    idle: [...idle.values()],
    rows: busy,
  };
  await nextTurn();
  const text = JSON.stringify(payload);
  return (await gzipAsync(text, { level: 1 })).toString('base64');
}

function busyRow(row: BrokerTopicFigures, broker: number, persistent: 0 | 1): EncodedPayload['rows'][number] {
  return [
    broker,
    persistent,
    row.tenant,
    row.namespace,
    row.topic,
    row.partitions,
    row.producers,
    row.subscriptions,
    row.msgRateIn,
    row.msgThroughputIn,
    row.msgRateOut,
    row.msgThroughputOut,
    row.averageMsgSize,
    row.storageSize,
    row.consumers,
    subscriptionNamesOf(row),
  ];
}

export function decodePayload(text: string): { rows: BrokerTopicFigures[]; brokers: KnownBroker[] } {
  const payload = JSON.parse(gunzipSync(Buffer.from(text, 'base64')).toString('utf8')) as EncodedPayload;
  const brokers = payload.brokers.map(([cluster, broker, lastSuccessAt]) => ({
    cluster,
    broker,
    lastSuccessAt,
  }));
  const rows = payload.rows.map((row): BrokerTopicFigures => {
    const known = brokers[row[0]];
    return {
      cluster: known?.cluster ?? '',
      broker: known?.broker ?? '',
      domain: row[1] === 1 ? 'persistent' : 'non-persistent',
      tenant: row[2],
      namespace: row[3],
      topic: row[4],
      partitions: row[5],
      producers: row[6],
      subscriptions: row[7],
      msgRateIn: row[8],
      msgThroughputIn: row[9],
      msgRateOut: row[10],
      msgThroughputOut: row[11],
      averageMsgSize: row[12],
      storageSize: row[13],
      // A snapshot written before consumers were kept has 14 fields; the next pass (one interval after
      // start-up at most) rewrites it with the count.
      consumers: row[14] ?? 0,
      ...(row[15] && row[15].length > 0 ? { subscriptionNames: row[15] } : {}),
    };
  });
  for (const [index, persistent, tenant, namespace, topics, partitions] of payload.idle) {
    const known = brokers[index];
    topics.forEach((topic, position) => {
      rows.push({
        cluster: known?.cluster ?? '',
        broker: known?.broker ?? '',
        domain: persistent === 1 ? 'persistent' : 'non-persistent',
        tenant,
        namespace,
        topic,
        partitions: partitions[position] ?? 0,
        ...noFigures(),
      });
    });
  }
  return { rows, brokers };
}
