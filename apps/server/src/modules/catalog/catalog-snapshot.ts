// One environment's figures from one collector pass: the per-broker rows as stored (compact, gzip'd
// JSON), and the indexes the lists read (per namespace → topic → cluster, per namespace, per tenant).
import { gunzipSync, gzipSync } from 'node:zlib';
import type { TrafficFigures } from '@beacon/contracts';
import {
  type BrokerTopicFigures,
  type ClusterFigures,
  type FailedBroker,
  type TopicDomain,
  addTraffic,
  mergeFigures,
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
  /** namespace key → topic key → cluster → figures (brokers of a cluster merged). */
  readonly #topics = new Map<string, Map<string, Map<string, ClusterFigures>>>();
  readonly #namespaceTotals = new Map<string, TrafficFigures>();
  readonly #tenantTotals = new Map<string, TrafficFigures>();
  /** Per namespace, each topic's figures over all clusters; built on first use. */
  readonly #topicTotals = new Map<string, Map<string, TopicTotals>>();

  constructor(header: SnapshotHeader, rows: readonly BrokerTopicFigures[], brokers: readonly KnownBroker[]) {
    this.header = header;
    this.rows = rows;
    this.brokers = brokers;
    for (const row of rows) this.#index(row);
  }

  topicsOf(tenant: string, namespace: string): ReadonlyMap<string, ReadonlyMap<string, ClusterFigures>> {
    return this.#topics.get(namespaceKey(tenant, namespace)) ?? new Map();
  }

  topicTotals(tenant: string, namespace: string): ReadonlyMap<string, TopicTotals> {
    const key = namespaceKey(tenant, namespace);
    let totals = this.#topicTotals.get(key);
    if (totals) return totals;
    totals = new Map();
    for (const [topic, clusters] of this.topicsOf(tenant, namespace)) {
      const total: TopicTotals = { ...zeroTraffic(), producers: 0, subscriptions: 0 };
      for (const figures of clusters.values()) {
        addTraffic(total, figures);
        total.producers += figures.producers;
        total.subscriptions += figures.subscriptions;
      }
      totals.set(topic, total);
    }
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

  #index(row: BrokerTopicFigures): void {
    const namespace = namespaceKey(row.tenant, row.namespace);
    let topics = this.#topics.get(namespace);
    if (!topics) this.#topics.set(namespace, (topics = new Map<string, Map<string, ClusterFigures>>()));
    const key = topicKey(row.domain, row.topic);
    let clusters = topics.get(key);
    if (!clusters) topics.set(key, (clusters = new Map<string, ClusterFigures>()));
    const figures: ClusterFigures = {
      cluster: row.cluster,
      domain: row.domain,
      partitions: row.partitions,
      producers: row.producers,
      subscriptions: row.subscriptions,
      msgRateIn: row.msgRateIn,
      msgThroughputIn: row.msgThroughputIn,
      msgRateOut: row.msgRateOut,
      msgThroughputOut: row.msgThroughputOut,
      averageMsgSize: row.averageMsgSize,
      storageSize: row.storageSize,
    };
    const existing = clusters.get(row.cluster);
    if (existing) mergeFigures(existing, figures);
    else clusters.set(row.cluster, figures);

    let namespaceTotal = this.#namespaceTotals.get(namespace);
    if (!namespaceTotal) this.#namespaceTotals.set(namespace, (namespaceTotal = zeroTraffic()));
    addTraffic(namespaceTotal, figures);
    let tenantTotal = this.#tenantTotals.get(row.tenant);
    if (!tenantTotal) this.#tenantTotals.set(row.tenant, (tenantTotal = zeroTraffic()));
    addTraffic(tenantTotal, figures);
  }
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
];

interface EncodedPayload {
  brokers: [cluster: string, broker: string, lastSuccessAt: number | null][];
  rows: EncodedRow[];
}

/** Arrays instead of objects and gzip: 100 000 topics fit in a few megabytes of one text column. */
export function encodePayload(rows: readonly BrokerTopicFigures[], brokers: readonly KnownBroker[]): string {
  const indexOf = new Map(brokers.map((known, index) => [`${known.cluster}\n${known.broker}`, index]));
  const payload: EncodedPayload = {
    brokers: brokers.map((known) => [known.cluster, known.broker, known.lastSuccessAt]),
    rows: rows.map((row) => [
      indexOf.get(`${row.cluster}\n${row.broker}`) ?? -1,
      row.domain === 'persistent' ? 1 : 0,
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
    ]),
  };
  return gzipSync(JSON.stringify(payload), { level: 1 }).toString('base64');
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
    };
  });
  return { rows, brokers };
}
