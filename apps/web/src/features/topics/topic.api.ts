// The topic page's reads. Every call goes to Pulsar through Beacon's proxy (`api: 'pulsar'`) and,
// on a geo-replicated namespace, names the replication cluster it is about (`x-pulsar-cluster`):
// each cluster keeps its own copy of the topic, with its own figures. Wire shapes: contract §3.
import { requestData, type RequestOptions } from '../../shared/api/index.ts';
import { topicPath, type TopicName } from './topic-name.ts';

export interface PublisherStats {
  producerId?: number;
  producerName?: string;
  accessMode?: string;
  msgRateIn?: number;
  msgThroughputIn?: number;
  averageMsgSize?: number;
  address?: string;
  connectedSince?: string;
  clientVersion?: string;
}

export interface SubscriptionStats {
  type?: string;
  msgBacklog?: number;
  backlogSize?: number;
  unackedMessages?: number;
  msgRateOut?: number;
  msgThroughputOut?: number;
  msgRateExpired?: number;
  /** Epoch ms; only present when the broker was asked for it (or computed it). */
  earliestMsgPublishTimeInBacklog?: number;
  consumers?: unknown[];
}

export interface TopicStats {
  msgRateIn?: number;
  msgRateOut?: number;
  msgThroughputIn?: number;
  msgThroughputOut?: number;
  averageMsgSize?: number;
  storageSize?: number;
  backlogSize?: number;
  offloadedStorageSize?: number;
  publishers?: PublisherStats[];
  subscriptions?: Record<string, SubscriptionStats>;
}

export interface LedgerInfo {
  ledgerId: number;
  entries?: number;
  size?: number;
  offloaded?: boolean;
}

export interface CursorStats {
  markDeletePosition?: string;
  readPosition?: string;
  waitingReadOp?: boolean;
  pendingReadOps?: number;
  messagesConsumedCounter?: number;
  numberOfEntriesSinceFirstNotAckedMessage?: number;
  state?: string;
}

export interface TopicInternalStats {
  entriesAddedCounter?: number;
  numberOfEntries?: number;
  totalSize?: number;
  currentLedgerEntries?: number;
  currentLedgerSize?: number;
  lastConfirmedEntry?: string;
  state?: string;
  ledgers?: LedgerInfo[];
  cursors?: Record<string, CursorStats>;
}

export interface LookupData {
  brokerUrl?: string;
  brokerUrlTls?: string;
  httpUrl?: string;
  httpUrlTls?: string;
  nativeUrl?: string;
}

export type ProcessStatus = 'NOT_RUN' | 'RUNNING' | 'SUCCESS' | 'ERROR';

export interface LongRunningProcessStatus {
  status: ProcessStatus;
  lastError?: string;
}

export interface MessageId {
  ledgerId: number;
  entryId: number;
  partitionIndex?: number;
}

export interface OffloadProcessStatus extends LongRunningProcessStatus {
  firstUnoffloadedMessage?: MessageId;
}

/** Role → granted actions (produce, consume, functions…), namespace grants included. */
export type TopicPermissions = Record<string, string[]>;

export interface PartitionedTopicMetadata {
  partitions: number;
  deleted?: boolean;
}

export const adminPath = (name: TopicName) => `/admin/v2/${topicPath(name)}`;

/** Options shared by the page's reads: the page draws its own error states, so no toast. */
export function readOptions(cluster: string | undefined, signal: AbortSignal): RequestOptions {
  return { api: 'pulsar', signal, reportErrors: false, pulsarRouting: { cluster } };
}

// The topic page shows each subscription's backlog age, which Pulsar fills in only when asked
// (`getEarliestTimeInBacklog=true`: one read of the oldest unacked entry per subscription);
// without it `earliestMsgPublishTimeInBacklog` is always 0 on a real broker.
export const fetchTopicStats = (name: TopicName, cluster: string | undefined, signal: AbortSignal) =>
  requestData<TopicStats>(`${adminPath(name)}/stats`, {
    ...readOptions(cluster, signal),
    query: { getEarliestTimeInBacklog: true },
  });

export const fetchInternalStats = (name: TopicName, cluster: string | undefined, signal: AbortSignal) =>
  requestData<TopicInternalStats>(`${adminPath(name)}/internalStats`, readOptions(cluster, signal));

export const fetchLookup = (name: TopicName, cluster: string | undefined, signal: AbortSignal) =>
  requestData<LookupData>(`/lookup/v2/topic/${topicPath(name)}`, readOptions(cluster, signal));

/** Pulsar writes the range as bare text (`0x00000000_0x40000000`), though it says JSON. */
export async function fetchBundleRange(name: TopicName, cluster: string | undefined, signal: AbortSignal) {
  const body = await requestData<unknown>(
    `/lookup/v2/topic/${topicPath(name)}/bundle`,
    readOptions(cluster, signal),
  );
  return typeof body === 'string' ? body : JSON.stringify(body);
}

export const fetchPartitionMetadata = (parent: TopicName, cluster: string | undefined, signal: AbortSignal) =>
  requestData<PartitionedTopicMetadata>(`${adminPath(parent)}/partitions`, readOptions(cluster, signal));

export const fetchReplicationClusters = (name: TopicName, signal: AbortSignal) =>
  requestData<string[]>(
    `/admin/v2/namespaces/${encodeURIComponent(name.tenant)}/${encodeURIComponent(name.namespace)}/replication`,
    { api: 'pulsar', signal, reportErrors: false },
  );

export const fetchPermissions = (name: TopicName, cluster: string | undefined, signal: AbortSignal) =>
  requestData<TopicPermissions>(`${adminPath(name)}/permissions`, readOptions(cluster, signal));

export const fetchCompactionStatus = (name: TopicName, cluster: string | undefined, signal: AbortSignal) =>
  requestData<LongRunningProcessStatus>(`${adminPath(name)}/compaction`, readOptions(cluster, signal));

export const fetchOffloadStatus = (name: TopicName, cluster: string | undefined, signal: AbortSignal) =>
  requestData<OffloadProcessStatus>(`${adminPath(name)}/offload`, readOptions(cluster, signal));
