// The topic page's reads, through the @beacon/pulsar-admin catalogue. On a geo-replicated
// namespace each read names the replication cluster it is about (`x-pulsar-cluster`): each cluster
// keeps its own copy of the topic, with its own figures. The page draws its own error states, so
// the reads report failures in place (no toast). Answer types are the OpenAPI's (generated) or the
// catalogue's corrections of them (contract §5).
import {
  namespaces,
  topics,
  type BrokerMessageId,
  type LedgerInfo as PulsarLedgerInfo,
  type LongRunningProcessStatus as PulsarProcessStatus,
  type OffloadStatus as PulsarOffloadStatus,
  type PersistentTopicInternalStats,
} from '@beacon/pulsar-admin';
import { callPulsar } from '../../shared/api/pulsar-call.ts';
import type { TopicName } from './topic-name.ts';

export type {
  CursorStats,
  LookupData,
  PartitionedTopicMetadata,
  PersistentTopicStats as TopicStats,
  PublisherStats,
  SubscriptionStats,
} from '@beacon/pulsar-admin';

/** `ledgerId` is a Java `long` in ManagedLedgerInternalStats.LedgerInfo: always written. */
export type LedgerInfo = PulsarLedgerInfo & { ledgerId: number };

export type TopicInternalStats = Omit<PersistentTopicInternalStats, 'ledgers'> & { ledgers?: LedgerInfo[] };

/** A message id as the broker writes it (contract §5 row 15). */
export type MessageId = BrokerMessageId;

export type ProcessStatus = NonNullable<PulsarProcessStatus['status']>;

/** A broker always writes the status (LongRunningProcessStatus' constructor sets NOT_RUN). */
export type LongRunningProcessStatus = PulsarProcessStatus & { status: ProcessStatus };

export type OffloadProcessStatus = PulsarOffloadStatus & { status: ProcessStatus };

/** Role → granted actions (produce, consume, functions…), namespace grants included. */
export type TopicPermissions = Record<string, string[]>;

/** The catalogue's path parameters of a topic. */
export const topicParams = ({ domain, tenant, namespace, topic }: TopicName) => ({
  domain,
  tenant,
  namespace,
  topic,
});

const read = (cluster: string | undefined, signal: AbortSignal) =>
  ({ failures: 'in-place', cluster, signal }) as const;

// The topic page shows each subscription's backlog age, which Pulsar fills in only when asked
// (`getEarliestTimeInBacklog=true`: one read of the oldest unacked entry per subscription);
// without it `earliestMsgPublishTimeInBacklog` is always 0 on a real broker.
export const fetchTopicStats = (name: TopicName, cluster: string | undefined, signal: AbortSignal) =>
  callPulsar(topics.stats, topicParams(name), {
    ...read(cluster, signal),
    query: { getEarliestTimeInBacklog: true },
  });

export const fetchInternalStats = (
  name: TopicName,
  cluster: string | undefined,
  signal: AbortSignal,
): Promise<TopicInternalStats> =>
  callPulsar(topics.internalStats, topicParams(name), read(cluster, signal)) as Promise<TopicInternalStats>;

export const fetchLookup = (name: TopicName, cluster: string | undefined, signal: AbortSignal) =>
  callPulsar(topics.lookup, topicParams(name), read(cluster, signal));

/** Pulsar writes the range as bare text (`0x00000000_0x40000000`), though it says JSON. */
export async function fetchBundleRange(name: TopicName, cluster: string | undefined, signal: AbortSignal) {
  const body: unknown = await callPulsar(topics.bundle, topicParams(name), read(cluster, signal));
  return typeof body === 'string' ? body : JSON.stringify(body);
}

export const fetchPartitionMetadata = (parent: TopicName, cluster: string | undefined, signal: AbortSignal) =>
  callPulsar(topics.partitions, topicParams(parent), read(cluster, signal));

export const fetchReplicationClusters = (name: TopicName, signal: AbortSignal) =>
  callPulsar(
    namespaces.replication,
    { tenant: name.tenant, namespace: name.namespace },
    { failures: 'in-place', signal },
  );

export const fetchPermissions = (
  name: TopicName,
  cluster: string | undefined,
  signal: AbortSignal,
): Promise<TopicPermissions> => callPulsar(topics.permissions, topicParams(name), read(cluster, signal));

export const fetchCompactionStatus = async (
  name: TopicName,
  cluster: string | undefined,
  signal: AbortSignal,
): Promise<LongRunningProcessStatus> => {
  const answer = await callPulsar(topics.compactionStatus, topicParams(name), read(cluster, signal));
  return { ...answer, status: answer.status ?? 'NOT_RUN' };
};

export const fetchOffloadStatus = async (
  name: TopicName,
  cluster: string | undefined,
  signal: AbortSignal,
): Promise<OffloadProcessStatus> => {
  const answer = await callPulsar(topics.offloadStatus, topicParams(name), read(cluster, signal));
  return { ...answer, status: answer.status ?? 'NOT_RUN' };
};
