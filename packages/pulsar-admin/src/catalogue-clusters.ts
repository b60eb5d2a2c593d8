// Clusters and their brokers (issue 16 items 1 and 2): a cluster's service URLs, its active brokers,
// the leader and each broker's load report, and the two broker-wide statistics Beacon's server reads
// (decision 0053). Templates are the 4.0.7 OpenAPI's own. Names are kept apart from catalogue.ts's
// `clusters` (the list) and catalogue-placement.ts's entries.
import {
  BROKER_METRICS_SCHEMA,
  BROKER_STATS_TOPICS_SCHEMA,
  type BrokerMetrics,
  type BrokerStatsTopics,
} from './corrections.ts';
import { operation } from './operation.ts';

/**
 * ClusterData (OpenAPI definition of that name): the four URLs the console edits, and the peers a
 * broker keeps when an update leaves them out (ClustersBase.updateCluster).
 */
export interface ClusterData {
  serviceUrl?: string;
  serviceUrlTls?: string;
  brokerServiceUrl?: string;
  brokerServiceUrlTls?: string;
  peerClusterNames?: string[];
  proxyServiceUrl?: string;
  proxyProtocol?: 'SNI';
  authenticationPlugin?: string;
  brokerClientTlsEnabled?: boolean;
  tlsAllowInsecureConnection?: boolean;
  listenerName?: string;
}

/** BrokerInfo: the leader's web service URL and, since 3.0, its broker id. */
export interface LeaderBroker {
  serviceUrl: string;
  brokerId?: string;
}

/** ResourceUsage: `usage` out of `limit` (CPU in percent of one core, memory in MB, bandwidth in KB/s). */
export interface ResourceUsage {
  usage: number;
  limit: number;
}

/**
 * What `GET /admin/v2/broker-stats/load-report` answers on a 4.0 broker: LocalBrokerData (the
 * modular load manager, the default; BrokerStatsBase.getLoadReport → generateLoadReport), not the
 * legacy `LoadReport` the OpenAPI names. Every field optional: another load manager writes fewer.
 */
export interface BrokerLoadReport {
  webServiceUrl?: string;
  pulsarServiceUrl?: string;
  cpu?: ResourceUsage;
  memory?: ResourceUsage;
  directMemory?: ResourceUsage;
  bandwidthIn?: ResourceUsage;
  bandwidthOut?: ResourceUsage;
  msgThroughputIn?: number;
  msgThroughputOut?: number;
  msgRateIn?: number;
  msgRateOut?: number;
  numTopics?: number;
  numBundles?: number;
  numConsumers?: number;
  numProducers?: number;
  bundles?: string[];
  brokerVersionString?: string;
  lastUpdate?: number;
  startTimestamp?: number;
}

export const clusterAdmin = {
  get: operation<ClusterData>()('GET', '/admin/v2/clusters/{cluster}'),
  /** ClustersBase.createCluster: 409 `Cluster already exists`. */
  create: operation<void, ClusterData>()('PUT', '/admin/v2/clusters/{cluster}'),
  update: operation<void, ClusterData>()('POST', '/admin/v2/clusters/{cluster}'),
  /** ClustersBase.deleteCluster: 412 while tenants, namespaces or isolation policies use it. */
  delete: operation()('DELETE', '/admin/v2/clusters/{cluster}'),
};

/** The cluster's active brokers are `clusterBrokers.list` (catalogue-placement.ts). */
export const brokerDirectory = {
  /** The leader of the cluster the answering broker belongs to (`x-pulsar-cluster`). */
  leader: operation<LeaderBroker>()('GET', '/admin/v2/brokers/leaderBroker'),
};

export const brokerLoad = {
  /** The answering broker's own report only: asked with `x-pulsar-broker`. */
  report: operation<BrokerLoadReport>()('GET', '/admin/v2/broker-stats/load-report'),
};

/** What the answering broker serves, for the whole broker at once: asked of each broker in turn. */
export const brokerStats = {
  /**
   * Every topic the broker owns with its figures, streamed (35 MB at 100 000 topics): the statistics
   * catalogue's collector reads it as bytes and parses one topic at a time.
   */
  topics: operation<BrokerStatsTopics>()('GET', '/admin/v2/broker-stats/topics', {
    correctedAnswer: BROKER_STATS_TOPICS_SCHEMA,
  }),
  /** The broker's metrics per namespace dimension; Pulsar Manager's API passes them on as they are. */
  metrics: operation<BrokerMetrics[]>()('GET', '/admin/v2/broker-stats/metrics', {
    correctedAnswer: BROKER_METRICS_SCHEMA,
  }),
};

/** This file's entries, for contract tests. */
export const clustersAdmin = { clusterAdmin, brokerDirectory, brokerLoad, brokerStats };
