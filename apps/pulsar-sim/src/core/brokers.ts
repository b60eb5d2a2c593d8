import { bundleForHash, bundleRange, ownerOf } from './bundles.ts';
import { loadManagerClassName } from './broker-configuration.ts';
import type { BrokerState, SimulatorState, TopicState } from './state.ts';
import { sizeAfter, storageSize } from './managed-ledger.ts';
import { backlogOf } from './subscriptions.ts';

// Broker-side views: configuration, ownership, load report, metrics and broker-stats/topics.

export const BROKER_VERSION = '4.0.7';

// Settings and dynamic configuration: broker-configuration.ts.
export {
  deleteDynamicConfiguration,
  dynamicConfigurationNames,
  dynamicConfigurationValues,
  runtimeConfiguration,
  updateDynamicConfiguration,
} from './broker-configuration.ts';

export function internalConfiguration(): Record<string, string> {
  return {
    metadataStoreUrl: 'zk:localhost:2181',
    configurationMetadataStoreUrl: 'zk:localhost:2181',
    bookkeeperMetadataServiceUri: 'metadata-store:zk:localhost:2181/ledgers',
    ledgersRootPath: '/ledgers',
  };
}

/**
 * The two namespaces each broker owns for its own health check, one bundle each, never moved:
 * `pulsar/<cluster>/<broker id>` and the v2 `pulsar/<broker id>` (4.0.7 NamespaceService.java:1749
 * getHeartbeatNamespace, 1753 getHeartbeatNamespaceV2; registerBootstrapNamespaces acquires them at
 * start). They have no policies: GET or unload answers 404 `Namespace does not exist`.
 */
export const heartbeatNamespaces = (broker: BrokerState): string[] => [
  `pulsar/${broker.cluster}/${broker.id}`,
  `pulsar/${broker.id}`,
];

/** Names `t/ns/0x…_0x…` of the bundles of the simulated namespaces this broker owns. */
function ownedBundleNames(state: SimulatorState, broker: BrokerState): string[] {
  const owned: string[] = [];
  for (const namespace of state.namespaces.values()) {
    for (const bundle of namespace.bundles) {
      if (ownerOf(state, bundle, broker.cluster)?.id === broker.id)
        owned.push(`${namespace.fullName}/${bundleRange(bundle)}`);
    }
  }
  return owned;
}

/** GET /brokers/{cluster}/{broker}/ownedNamespaces: bundle name → ownership, heartbeat ones included. */
export function ownedNamespaces(
  state: SimulatorState,
  broker: BrokerState,
): Record<string, Record<string, unknown>> {
  const names = [
    ...heartbeatNamespaces(broker).map((heartbeat) => `${heartbeat}/0x00000000_0xffffffff`),
    ...ownedBundleNames(state, broker),
  ];
  return Object.fromEntries(
    names.map((name) => [name, { broker_assignment: 'shared', is_controlled: false, is_active: true }]),
  );
}

export interface OwnedTopic {
  topic: TopicState;
  namespace: string;
  bundle: string;
}

/** Topics whose bundle the broker owns; grouped lazily so 100 000 topics stay cheap. */
export function ownedTopics(state: SimulatorState, broker: BrokerState): OwnedTopic[] {
  const result: OwnedTopic[] = [];
  for (const namespace of state.namespaces.values()) {
    if (!((namespace.policies.replication_clusters as string[] | undefined) ?? []).includes(broker.cluster))
      continue;
    const owners = new Map(
      namespace.bundles.map((bundle) => [bundle, ownerOf(state, bundle, broker.cluster)?.id]),
    );
    for (const topic of namespace.topics.values()) {
      const bundle = bundleForHash(namespace, topic.hash);
      if (owners.get(bundle) === broker.id)
        result.push({ topic, namespace: namespace.fullName, bundle: bundleRange(bundle) });
    }
  }
  return result;
}

/**
 * The compact per-topic form the broker streams for GET /broker-stats/topics (PersistentTopic's
 * `topicStatsStream`): rates, counts, storage and backlog, subscriptions with their consumers.
 */
export function compactTopicStats(topic: TopicState): Record<string, unknown> {
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const subscriptions: Record<string, unknown> = {};
  for (const subscription of topic.subscriptions.values()) {
    subscriptions[subscription.name] = {
      consumers: subscription.consumers.map((consumer) => ({
        consumerName: consumer.name,
        msgRateOut: round(consumer.outRate.messageRate),
        msgThroughputOut: round(consumer.outRate.byteRate),
        msgRateRedeliver: 0,
        availablePermits: 1000 - consumer.unackedMessages,
        unackedMessages: consumer.unackedMessages,
        address: consumer.address,
        connectedSince: consumer.connectedSince,
        clientVersion: consumer.clientVersion,
        metadata: {},
      })),
      msgBacklog: backlogOf(topic, subscription),
      msgRateExpired: round(subscription.expiredRate),
      msgRateOut: round(subscription.outRate.messageRate),
      msgThroughputOut: round(subscription.outRate.byteRate),
      msgRateRedeliver: 0,
      numberOfEntriesSinceFirstNotAckedMessage: 1,
      totalNonContiguousDeletedMessagesRange: 0,
      type: subscription.type,
    };
  }
  const inRate = topic.inRate;
  return {
    publishers: topic.producers.map((producer) => ({
      producerId: producer.producerId,
      producerName: producer.producerName,
      msgRateIn: round(producer.inRate.messageRate),
      msgThroughputIn: round(producer.inRate.byteRate),
      averageMsgSize:
        producer.inRate.messageRate > 0 ? round(producer.inRate.byteRate / producer.inRate.messageRate) : 0,
      address: producer.address,
      connectedSince: producer.connectedSince,
      clientVersion: producer.clientVersion,
      metadata: {},
    })),
    replication: {},
    replicationBacklog: 0,
    subscriptions,
    producerCount: topic.producers.length,
    averageMsgSize: inRate.messageRate > 0 ? round(inRate.byteRate / inRate.messageRate) : 0,
    msgRateIn: round(inRate.messageRate),
    msgRateOut: round(topic.outRate.messageRate),
    msgInCount: topic.in.messages,
    bytesInCount: topic.in.bytes,
    msgOutCount: topic.out.messages,
    bytesOutCount: topic.out.bytes,
    msgThroughputIn: round(inRate.byteRate),
    msgThroughputOut: round(topic.outRate.byteRate),
    storageSize: storageSize(topic.ledger),
    backlogSize: sizeAfter(topic.ledger, slowestCursor(topic)),
    pendingAddEntriesCount: 0,
  };
}

const isIdle = (topic: TopicState): boolean =>
  topic.producers.length === 0 &&
  topic.subscriptions.size === 0 &&
  topic.inRate.messageRate === 0 &&
  topic.outRate.messageRate === 0 &&
  topic.in.messages === 0;

/** Idle topics (most of them in a large deployment) all share one answer; skip building it. */
const IDLE_TOPIC_STATS = JSON.stringify({
  publishers: [],
  replication: {},
  replicationBacklog: 0,
  subscriptions: {},
  producerCount: 0,
  averageMsgSize: 0,
  msgRateIn: 0,
  msgRateOut: 0,
  msgInCount: 0,
  bytesInCount: 0,
  msgOutCount: 0,
  bytesOutCount: 0,
  msgThroughputIn: 0,
  msgThroughputOut: 0,
  storageSize: 0,
  backlogSize: 0,
  pendingAddEntriesCount: 0,
});

const compactTopicStatsJson = (topic: TopicState): string =>
  isIdle(topic) && storageSize(topic.ledger) === 0
    ? IDLE_TOPIC_STATS
    : JSON.stringify(compactTopicStats(topic));

function slowestCursor(topic: TopicState): number {
  let slowest = topic.ledger ? topic.ledger.nextSequence - 1 : -1;
  for (const subscription of topic.subscriptions.values()) {
    if (subscription.durable) slowest = Math.min(slowest, subscription.markDeleteSequence);
  }
  return slowest;
}

/**
 * GET /broker-stats/topics: namespace → bundle → persistent|non-persistent → topic → compact stats.
 * Produced as JSON text in chunks that are sent as they are made: with 100 000 topics, holding the
 * whole answer (or an object tree of it) would multiply the memory the simulator needs.
 */
export function* brokerTopicStatsChunks(state: SimulatorState, broker: BrokerState): Generator<string> {
  const grouped = new Map<string, Map<string, Map<string, TopicState[]>>>();
  for (const owned of ownedTopics(state, broker)) {
    const byBundle = grouped.get(owned.namespace) ?? new Map<string, Map<string, TopicState[]>>();
    grouped.set(owned.namespace, byBundle);
    const byDomain = byBundle.get(owned.bundle) ?? new Map<string, TopicState[]>();
    byBundle.set(owned.bundle, byDomain);
    const list = byDomain.get(owned.topic.domain) ?? [];
    byDomain.set(owned.topic.domain, list);
    list.push(owned.topic);
  }
  const CHUNK = 1000;
  let opening = '{';
  for (const [namespace, byBundle] of grouped) {
    opening += `${opening === '{' ? '' : ','}${JSON.stringify(namespace)}:{`;
    let firstBundle = true;
    for (const [bundle, byDomain] of byBundle) {
      opening += `${firstBundle ? '' : ','}${JSON.stringify(bundle)}:{`;
      firstBundle = false;
      let firstDomain = true;
      for (const [domain, topics] of byDomain) {
        opening += `${firstDomain ? '' : ','}${JSON.stringify(domain)}:{`;
        firstDomain = false;
        for (let start = 0; start < topics.length; start += CHUNK) {
          const piece = topics
            .slice(start, start + CHUNK)
            .map((topic) => `${JSON.stringify(topic.fullName)}:${compactTopicStatsJson(topic)}`)
            .join(',');
          yield `${opening}${start === 0 ? '' : ','}${piece}`;
          opening = '';
        }
        opening += '}';
      }
      opening += '}';
    }
    opening += '}';
  }
  yield `${opening === '{' ? '{' : opening}}`;
}

export const brokerTopicStatsJson = (state: SimulatorState, broker: BrokerState): string =>
  [...brokerTopicStatsChunks(state, broker)].join('');

interface BundleLoad {
  msgRateIn: number;
  msgThroughputIn: number;
  msgRateOut: number;
  msgThroughputOut: number;
  consumerCount: number;
  producerCount: number;
  topics: number;
  cacheSize: number;
}

function bundleLoads(state: SimulatorState, broker: BrokerState): Map<string, BundleLoad> {
  const loads = new Map<string, BundleLoad>();
  for (const { topic, namespace, bundle } of ownedTopics(state, broker)) {
    const name = `${namespace}/${bundle}`;
    const load = loads.get(name) ?? {
      msgRateIn: 0,
      msgThroughputIn: 0,
      msgRateOut: 0,
      msgThroughputOut: 0,
      consumerCount: 0,
      producerCount: 0,
      topics: 0,
      cacheSize: 0,
    };
    load.msgRateIn += topic.inRate.messageRate;
    load.msgThroughputIn += topic.inRate.byteRate;
    load.msgRateOut += topic.outRate.messageRate;
    load.msgThroughputOut += topic.outRate.byteRate;
    load.producerCount += topic.producers.length;
    for (const subscription of topic.subscriptions.values())
      load.consumerCount += subscription.consumers.length;
    load.topics += 1;
    loads.set(name, load);
  }
  // The heartbeat bundles are left out: a real report lists a bundle once a topic of it is loaded.
  for (const owned of ownedBundleNames(state, broker)) {
    if (!loads.has(owned))
      loads.set(owned, {
        msgRateIn: 0,
        msgThroughputIn: 0,
        msgRateOut: 0,
        msgThroughputOut: 0,
        consumerCount: 0,
        producerCount: 0,
        topics: 0,
        cacheSize: 0,
      });
  }
  return loads;
}

/** LocalBrokerData, the modular load manager's report (the 4.0 default). */
export function loadReport(state: SimulatorState, broker: BrokerState): Record<string, unknown> {
  const loads = bundleLoads(state, broker);
  const sum = (field: keyof BundleLoad): number =>
    [...loads.values()].reduce((total, load) => total + load[field], 0);
  const throughputIn = sum('msgThroughputIn');
  const throughputOut = sum('msgThroughputOut');
  const cpu = Math.min(800, 5 + sum('msgRateIn') / 50);
  return {
    webServiceUrl: broker.webServiceUrl,
    pulsarServiceUrl: broker.pulsarServiceUrl,
    persistentTopicsEnabled: true,
    nonPersistentTopicsEnabled: true,
    cpu: { usage: cpu, limit: 800 },
    memory: { usage: 512, limit: 2048 },
    directMemory: { usage: 64, limit: 1024 },
    bandwidthIn: { usage: (throughputIn * 8) / 1024, limit: 1_000_000 },
    bandwidthOut: { usage: (throughputOut * 8) / 1024, limit: 1_000_000 },
    msgThroughputIn: throughputIn,
    msgThroughputOut: throughputOut,
    msgRateIn: sum('msgRateIn'),
    msgRateOut: sum('msgRateOut'),
    lastUpdate: state.clock.now(),
    lastStats: Object.fromEntries(loads),
    numTopics: sum('topics'),
    numBundles: loads.size,
    numConsumers: sum('consumerCount'),
    numProducers: sum('producerCount'),
    bundles: [...loads.keys()],
    lastBundleGains: [],
    lastBundleLosses: [],
    brokerVersionString: BROKER_VERSION,
    protocols: {},
    advertisedListeners: { internal: { brokerServiceUrl: broker.pulsarServiceUrl } },
    loadManagerClassName: loadManagerClassName(state),
    startTimestamp: broker.startTimestamp,
    maxResourceUsage: Math.max(cpu / 800, 0.25),
    loadReportType: 'LocalBrokerData',
  };
}

/** GET /broker-stats/metrics: per-namespace dimensions as the broker's StatsManager emits them. */
export function brokerMetrics(state: SimulatorState, broker: BrokerState): Record<string, unknown>[] {
  const byNamespace = new Map<
    string,
    { in: number; out: number; throughputIn: number; throughputOut: number; storage: number; topics: number }
  >();
  for (const { topic, namespace } of ownedTopics(state, broker)) {
    const entry = byNamespace.get(namespace) ?? {
      in: 0,
      out: 0,
      throughputIn: 0,
      throughputOut: 0,
      storage: 0,
      topics: 0,
    };
    entry.in += topic.inRate.messageRate;
    entry.out += topic.outRate.messageRate;
    entry.throughputIn += topic.inRate.byteRate;
    entry.throughputOut += topic.outRate.byteRate;
    entry.topics += 1;
    byNamespace.set(namespace, entry);
  }
  const metrics: Record<string, unknown>[] = [
    {
      dimensions: { broker: broker.id, cluster: broker.cluster, metric: 'bundle' },
      metrics: { brk_bundles_number: ownedBundleNames(state, broker).length },
    },
  ];
  for (const [namespace, entry] of byNamespace) {
    metrics.push({
      dimensions: { broker: broker.id, cluster: broker.cluster, namespace },
      metrics: {
        brk_in_rate: entry.in,
        brk_out_rate: entry.out,
        brk_in_tp_rate: entry.throughputIn,
        brk_out_tp_rate: entry.throughputOut,
        brk_no_of_topics: entry.topics,
      },
    });
  }
  return metrics;
}
