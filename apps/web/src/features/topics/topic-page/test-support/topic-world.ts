// The Pulsar state the topic page's tests start from: topics (one copy per replication cluster),
// partitioned topics and namespaces' replication clusters. Field names are Pulsar 4.0's wire names
// (contract §3); the values are what a broker would report for the scenario a test describes.
import type {
  LongRunningProcessStatus,
  LookupData,
  OffloadProcessStatus,
  PublisherStats,
  SubscriptionStats,
  TopicInternalStats,
  TopicStats,
} from '../../topic.api.ts';
import { fullTopicName, type TopicName } from '../../topic-name.ts';

export interface WorldTopic {
  name: TopicName;
  /** The replication cluster holding this copy; undefined for a namespace on one cluster. */
  cluster?: string;
  stats: TopicStats;
  internal: TopicInternalStats;
  /** Role → actions granted on the topic itself (namespace grants are in `namespaceGrants`). */
  grants: Record<string, string[]>;
  compaction: LongRunningProcessStatus;
  offload: OffloadProcessStatus;
  lookup: LookupData;
  bundle: string;
}

export interface TopicWorld {
  topics: WorldTopic[];
  /** Full name of a partitioned topic → its partition count. */
  partitioned: Record<string, number>;
  /** `tenant/namespace` → replication clusters. */
  replication: Record<string, string[]>;
  /** `tenant/namespace` → role → actions granted on the whole namespace. */
  namespaceGrants: Record<string, Record<string, string[]>>;
}

export const orders: TopicName = {
  domain: 'persistent',
  tenant: 'finance',
  namespace: 'payments',
  topic: 'orders',
};

export function producer(name: string, overrides: Partial<PublisherStats> = {}): PublisherStats {
  return {
    producerId: 0,
    producerName: name,
    accessMode: 'Shared',
    msgRateIn: 0,
    msgThroughputIn: 0,
    averageMsgSize: 0,
    address: '/10.0.0.7:51234',
    connectedSince: '2026-11-22T05:00:00.000Z',
    clientVersion: '4.0.7',
    ...overrides,
  };
}

export function subscription(
  overrides: Partial<SubscriptionStats> & { consumerCount?: number } = {},
): SubscriptionStats {
  const { consumerCount = 0, ...rest } = overrides;
  return {
    type: 'Exclusive',
    msgBacklog: 0,
    backlogSize: 0,
    unackedMessages: 0,
    msgRateOut: 0,
    msgThroughputOut: 0,
    msgRateExpired: 0,
    consumers: Array.from({ length: consumerCount }, (_, index) => ({
      consumerName: `consumer-${index}`,
      address: `/10.0.0.9:${40000 + index}`,
    })),
    ...rest,
  };
}

export function worldTopic(name: TopicName, overrides: Partial<WorldTopic> = {}): WorldTopic {
  return {
    name,
    stats: {
      msgRateIn: 0,
      msgRateOut: 0,
      msgThroughputIn: 0,
      msgThroughputOut: 0,
      averageMsgSize: 0,
      storageSize: 0,
      backlogSize: 0,
      publishers: [],
      subscriptions: {},
    },
    internal: {
      entriesAddedCounter: 0,
      numberOfEntries: 0,
      totalSize: 0,
      currentLedgerEntries: 0,
      currentLedgerSize: 0,
      lastConfirmedEntry: '3:-1',
      state: 'LedgerOpened',
      ledgers: [{ ledgerId: 3, entries: 0, size: 0, offloaded: false }],
      cursors: {},
    },
    grants: {},
    compaction: { status: 'NOT_RUN', lastError: '' },
    offload: {
      status: 'NOT_RUN',
      lastError: '',
      firstUnoffloadedMessage: { ledgerId: -1, entryId: -1, partitionIndex: -1 },
    },
    lookup: {
      brokerUrl: 'pulsar://broker-1.example:6650',
      httpUrl: 'http://broker-1.example:8080',
      nativeUrl: 'pulsar://broker-1.example:6650',
    },
    bundle: '0x00000000_0x40000000',
    ...overrides,
  };
}

export function topicWorld(topics: WorldTopic[], overrides: Partial<TopicWorld> = {}): TopicWorld {
  return {
    topics,
    partitioned: {},
    replication: { 'finance/payments': ['east'] },
    namespaceGrants: {},
    ...overrides,
  };
}

/** The copy of a topic a call reaches: the one of the `x-pulsar-cluster` cluster, else the first. */
export function findTopic(
  world: TopicWorld,
  name: TopicName,
  cluster: string | null,
): WorldTopic | undefined {
  const copies = world.topics.filter((topic) => fullTopicName(topic.name) === fullTopicName(name));
  if (!cluster) return copies[0];
  return copies.find((topic) => topic.cluster === cluster || topic.cluster === undefined);
}
