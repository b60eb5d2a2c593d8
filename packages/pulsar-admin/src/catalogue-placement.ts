// Where a cluster places its load: failure domains, namespace isolation policies, bookies and their
// racks (issue 16 items 3–5). Templates are the 4.0.7 OpenAPI's own (`{domainName}`,
// `{policyName}`), so the contract test finds each one there. BookKeeper's own HTTP API (reached
// through the proxy's `/api/v1/bookie/*`) is not Pulsar's and has no OpenAPI: its entries are kept
// apart, in `bookKeeper`, with the shapes BookKeeper 4.17 writes.
import { operation } from './operation.ts';

const CLUSTER = '/admin/v2/clusters/{cluster}';

/** FailureDomain: the brokers (`host:port` broker ids) of one domain. */
export interface FailureDomain {
  brokers?: string[];
}

/** AutoFailoverPolicyData as the broker writes it: `min_available` is the only type Pulsar knows. */
export interface AutoFailoverPolicy {
  policy_type: 'min_available';
  /** `min_limit` (minimal available brokers) and `usage_threshold` (percent), both as strings. */
  parameters: Record<string, string>;
}

/** NamespaceIsolationData: regexes Pulsar matches whole (`Pattern.matches`) against names. */
export interface NamespaceIsolationData {
  namespaces: string[];
  primary: string[];
  secondary?: string[];
  auto_failover_policy: AutoFailoverPolicy;
  unload_scope?: 'all_matching' | 'none' | 'changed';
}

/** BrokerNamespaceIsolationData: one broker and the policy it serves. */
export interface BrokerNamespaceIsolation {
  brokerName: string;
  policyName?: string;
  primary: boolean;
  namespaceRegex?: string[];
}

/** BookieInfo: a bookie's place in the rack-aware placement policy. */
export interface BookieRackInfo {
  rack?: string;
  hostname?: string;
}

/** `{group: {bookie: BookieInfo}}`. */
export type RacksInfo = Record<string, Record<string, BookieRackInfo>>;

export const failureDomains = {
  list: operation<Record<string, FailureDomain>>()('GET', `${CLUSTER}/failureDomains`),
  get: operation<FailureDomain>()('GET', `${CLUSTER}/failureDomains/{domainName}`),
  /** Creates or replaces the domain (ClustersBase.setFailureDomain). */
  set: operation<void, FailureDomain>()('POST', `${CLUSTER}/failureDomains/{domainName}`),
  delete: operation()('DELETE', `${CLUSTER}/failureDomains/{domainName}`),
};

export const isolationPolicies = {
  list: operation<Record<string, NamespaceIsolationData>>()('GET', `${CLUSTER}/namespaceIsolationPolicies`),
  get: operation<NamespaceIsolationData>()('GET', `${CLUSTER}/namespaceIsolationPolicies/{policyName}`),
  /** Creates or replaces the policy. */
  set: operation<void, NamespaceIsolationData>()(
    'POST',
    `${CLUSTER}/namespaceIsolationPolicies/{policyName}`,
  ),
  delete: operation()('DELETE', `${CLUSTER}/namespaceIsolationPolicies/{policyName}`),
  brokers: operation<BrokerNamespaceIsolation[]>()('GET', `${CLUSTER}/namespaceIsolationPolicies/brokers`),
  broker: operation<BrokerNamespaceIsolation>()(
    'GET',
    `${CLUSTER}/namespaceIsolationPolicies/brokers/{broker}`,
  ),
};

/** The active brokers of a cluster (`host:port` broker ids), what the regexes are matched against. */
export const clusterBrokers = {
  list: operation<string[]>()('GET', '/admin/v2/brokers/{cluster}'),
};

export const bookieRacks = {
  /** The bookies registered in the metadata store. */
  all: operation<{ bookies?: { bookieId?: string }[] }>()('GET', '/admin/v2/bookies/all'),
  list: operation<RacksInfo>()('GET', '/admin/v2/bookies/racks-info'),
  get: operation<BookieRackInfo>()('GET', '/admin/v2/bookies/racks-info/{bookie}'),
  /** BookiesBase.updateBookieRackInfo: `group` is a required query parameter. */
  set: operation<void, BookieRackInfo, { group: string }>()('POST', '/admin/v2/bookies/racks-info/{bookie}'),
  delete: operation()('DELETE', '/admin/v2/bookies/racks-info/{bookie}'),
};

/** `{bookieId: hostname or null}` (list_bookies). */
export type BookieList = Record<string, string | null>;

/** ClusterInfoService's answer: total = writable + read-only + unavailable. */
export interface BookieClusterInfo {
  auditorElected?: boolean;
  auditorId?: string;
  clusterUnderReplicated?: boolean;
  ledgerReplicationEnabled?: boolean;
  totalBookiesCount?: number;
  writableBookiesCount?: number;
  readonlyBookiesCount?: number;
  unavailableBookiesCount?: number;
}

/**
 * BookKeeper's HTTP admin API (bookkeeper-server `http/service/*Service.java`). It writes JSON
 * without a Content-Type header, so a client receives the JSON as text: the answer types say so,
 * and callers parse it.
 */
export const bookKeeper = {
  /** `type=rw|ro`; `print_hostnames=true` fills in the hostnames. JSON text of a BookieList. */
  listBookies: operation<string | BookieList, never, { type: 'rw' | 'ro'; print_hostnames?: boolean }>()(
    'GET',
    '/api/v1/bookie/list_bookies',
  ),
  /**
   * JSON text of `{bookieId: ": {Free: 123(123B), Total: 456(456B)},", "ClusterInfo: ": "{Free: …,
   * Total: …}"}`; 404 "Not found any Bookie info." when no bookie reported its disk.
   */
  listBookieInfo: operation<string | Record<string, string>>()('GET', '/api/v1/bookie/list_bookie_info'),
  /** JSON text of the cluster's bookie counts (ClusterInfoService); the overview reads the unavailable ones. */
  clusterInfo: operation<string | BookieClusterInfo>()('GET', '/api/v1/bookie/cluster_info'),
  /** Bare text `OK` from a running bookie (HeartbeatService), asked of one bookie's own address. */
  heartbeat: operation<string>()('GET', '/heartbeat', { answerFormat: 'text' }),
};

/** Pulsar's own entries of this file, for the contract test. */
export const placementAdmin = { failureDomains, isolationPolicies, clusterBrokers, bookieRacks };
